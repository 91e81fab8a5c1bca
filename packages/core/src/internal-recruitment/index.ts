export * from './internal-recruitment'
export * from './internal-access.schema'
export * from './internal-openings.machine'
export * from './internal-openings.connect'
