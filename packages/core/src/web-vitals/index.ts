export * from './web-vitals'
export * from './schema'
