// Where this site reaches the recruiting platform. The server reads the public openings over the REST API;
// the browser talks to the platform's sealed GraphQL transport (sign-in, the ficha) with the public client
// tokens, cross-origin: the platform's WEB_ORIGIN must list this site's origin (CORS).
import { DEV_CLIENT_TOKENS, createOpportunitiesClient } from '@carreiras/api'

/** The platform as this server reaches it. */
export const platformUrl = process.env.PLATFORM_URL ?? 'http://localhost:4000'

/** The platform as the visitor's browser reaches it (the same address unless a proxy or a name differs). */
export const publicPlatformUrl = process.env.PLATFORM_PUBLIC_URL ?? platformUrl

/** The transport's client tokens, the platform's CLIENT_TOKENS (the development ones by default). */
export const clientTokens = process.env.CLIENT_TOKENS?.split(',')
  .map((token) => token.trim())
  .filter(Boolean) ?? [...DEV_CLIENT_TOKENS]

export const opportunities = createOpportunitiesClient({ baseUrl: platformUrl })
