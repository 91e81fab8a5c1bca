export * from './subscriptions.rules'
export * from './event-calendar'
export * from './subscriptions.machine'
export * from './subscriptions.connect'
