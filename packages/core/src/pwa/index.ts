export * from './pwa'
export * from './install'
export * from './manifest'
export * from './messages'
