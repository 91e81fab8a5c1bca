export * from './personal-data.schema'
export * from './personal-data.rules'
export * from './personal-data.machine'
export * from './personal-data.connect'
