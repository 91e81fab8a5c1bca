export * from './identity-providers'
