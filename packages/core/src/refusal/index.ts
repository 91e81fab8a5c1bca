export * from './refusal.machine'
export * from './refusal.connect'
