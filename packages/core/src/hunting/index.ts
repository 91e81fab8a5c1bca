export * from './hunting.machine'
export * from './hunting.connect'
