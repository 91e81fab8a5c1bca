// The resolvers' context is the request context the services take (src/request-context.ts).
export type { RequestContext as PlatformContext } from '../request-context.js'
