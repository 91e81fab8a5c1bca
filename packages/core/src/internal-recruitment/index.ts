export * from './internal-recruitment'
