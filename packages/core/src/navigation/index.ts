export * from './routes'
export * from './same-origin'
