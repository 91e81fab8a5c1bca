export * from './survey'
