// The state of the accounts features, one per app. Rate limits, solved captchas and the users lookup's
// references are kept in the database (accounts/shared-state.ts), the removal links' key comes from the
// configuration (or the key kept with the data, security/signing-key.ts), and so does the network tickets'
// key (their spent ids are in the database too): every platform process behind a load balancer agrees on
// them. Only the OAuth stand-ins' codes stay in this process (development only: not mounted in production).
import { deriveKey, type Config } from '../config.js'
import type { Db } from '../db/client.js'
import { createCaptcha, type Captcha } from './captcha.js'
import { createProviderCodes, type ProviderCodes } from './identity-clients.js'
import { createIdentityStandIns, type IdentityStandIns } from './identity-providers.js'
import { createLookupRefs, type LookupRefs } from './lookup-refs.js'
import { createNetworkTickets, type NetworkTickets } from './network-tickets.js'
import { createAccountLimits, type AccountLimits } from './rate-limit.js'
import { createRemovalLinks, type RemovalLinks } from './removal.js'

export interface OAuthProfile {
  provider: 'linkedin' | 'facebook'
  providerId: string
  name: string
  email: string
}

export interface AccountsRuntime {
  limits: AccountLimits
  captcha: Captcha
  /** One-time authorization codes of the professional-network stand-in (10 minutes). */
  oauthCodes: Map<string, { profile: OAuthProfile; redirectUri: string; expiresAt: number }>
  /**
   * The tickets the platform issues after its own exchange with a network and spends at the network
   * sign-in and sign-up (accounts/network-tickets.ts): a valid ticket also stands in for the sign-up captcha.
   */
  tickets: NetworkTickets
  /**
   * Signed links to the account-removal page, ended by their session's logout and by a password change (the
   * key comes from TOKEN_SIGNING_KEY, or the one kept with the data: links survive restarts).
   */
  removal: RemovalLinks
  /** The opaque references the users lookup answers instead of user ids (accounts/lookup-refs.ts). */
  lookupRefs: LookupRefs
  /** The other sign-ins' stand-ins (SSO codes, Microsoft tokens, the retail partner's base), the clock. */
  identity: IdentityStandIns
  /**
   * The one-time codes the real providers' callbacks hand to the site (accounts/identity-clients.ts): sealed,
   * spent in the database, so any platform process takes them.
   */
  providerCodes: ProviderCodes
}

export function createAccountsRuntime(
  config: Config,
  db: Db,
  now: () => Date = () => new Date(),
): AccountsRuntime {
  return {
    limits: createAccountLimits(db, { keySecret: deriveKey(config.tokenSigningKey, 'rate-limit-keys') }),
    captcha: createCaptcha({
      db,
      enabled: config.captcha,
      hmacKey: config.captchaHmacKey,
      maxNumber: config.captchaMaxNumber,
    }),
    oauthCodes: new Map(),
    tickets: createNetworkTickets(db, deriveKey(config.tokenSigningKey, 'network-tickets'), () =>
      now().getTime(),
    ),
    removal: createRemovalLinks(db, config.removalLinkKey),
    lookupRefs: createLookupRefs(db),
    identity: createIdentityStandIns(db, now),
    providerCodes: createProviderCodes(db, deriveKey(config.tokenSigningKey, 'provider-codes'), () =>
      now().getTime(),
    ),
  }
}
