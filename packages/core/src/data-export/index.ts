export * from './data-export'
export * from './data-export.messages'
export * from './data-export.machine'
export * from './data-export.connect'
