export * from './consent'
export * from './consent.machine'
export * from './consent.connect'
