export * from './test-runner.rules'
export type * from './test-runner.types'
export * from './test-runner.machine'
export * from './test-runner.connect'
