export * from './marketing'
