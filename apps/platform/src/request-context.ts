// What a request hands the services (docs/architecture.md, "The platform's layers"): the GraphQL layer builds
// it for every operation (graphql/yoga.ts) and its resolvers pass it on as `PlatformContext`.
import type { AccountsRuntime } from './accounts/runtime.js'
import type { Session } from './accounts/sessions.js'
import type { Config } from './config.js'
import type { Db } from './db/client.js'

/**
 * What every resolver receives, and the services with it. `session` is the live session of the Authorization
 * header's `session` token (resolved before execution; null when absent, unknown, revoked or expired); operations that take
 * a user id check it with `requireUser` (accounts/sessions.ts).
 */
export interface RequestContext {
  db: Db
  config: Config
  clientToken: string
  sessionToken: string | undefined
  session: Session | null
  accounts: AccountsRuntime
  request: Request
  /**
   * The brand of the site the person uses, as the site's proxy named it with SITE_PROXY_SECRET
   * (accounts/client-address.ts): every message this request causes goes out in it. Undefined (the
   * default brand) without the secret or for an id that is no brand.
   */
  brand: string | undefined
  /** The request's id (logger.ts), which every log line of this request carries; for a resolver's own lines. */
  requestId: string
}
