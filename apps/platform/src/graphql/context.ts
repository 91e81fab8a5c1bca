import type { Config } from '../config.js'
import type { Db } from '../db/client.js'

/** What every resolver receives; the session token is checked by the resolvers that need a user. */
export interface PlatformContext {
  db: Db
  config: Config
  clientToken: string
  sessionToken: string | undefined
  request: Request
}
