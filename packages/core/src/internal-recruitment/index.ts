export * from './internal-recruitment'
export * from './internal-access.schema'
