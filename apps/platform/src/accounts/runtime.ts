// The state of the accounts features, one per app. Rate limits, solved captchas and the users lookup's
// references are kept in the database (accounts/shared-state.ts), the removal links' key comes from the
// configuration (or the key kept with the data, security/signing-key.ts): every platform process behind a load balancer agrees on them. Only the OAuth stand-ins'
// codes and vouched profiles stay in this process (development only: not mounted in production).
import { deriveKey, type Config } from '../config.js'
import type { Db } from '../db/client.js'
import { createCaptcha, type Captcha } from './captcha.js'
import { createIdentityStandIns, type IdentityStandIns } from './identity-providers.js'
import { createLookupRefs, type LookupRefs } from './lookup-refs.js'
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
   * Profiles a stand-in network vouched for (code exchanged, pop-up authorized) in the last 30 minutes,
   * by `provider:providerId`: their sign-up needs no captcha, the network already checked a person.
   */
  vouchedProfiles: Map<string, number>
  /**
   * Signed links to the account-removal page, ended by their session's logout and by a password change (the
   * key comes from TOKEN_SIGNING_KEY, or the one kept with the data: links survive restarts).
   */
  removal: RemovalLinks
  /** The opaque references the users lookup answers instead of user ids (accounts/lookup-refs.ts). */
  lookupRefs: LookupRefs
  /** Issue 17's stand-ins (SSO codes, Microsoft tokens, the retail partner's base) and the check's clock. */
  identity: IdentityStandIns
}

const VOUCH_TTL_MS = 30 * 60 * 1000

/** Remembers that a network vouched for this profile (see AccountsRuntime.vouchedProfiles). */
export function vouchFor(
  runtime: AccountsRuntime,
  profile: Pick<OAuthProfile, 'provider' | 'providerId'>,
  now = Date.now(),
) {
  for (const [key, expiresAt] of runtime.vouchedProfiles)
    if (expiresAt < now) runtime.vouchedProfiles.delete(key)
  runtime.vouchedProfiles.set(`${profile.provider}:${profile.providerId}`, now + VOUCH_TTL_MS)
}

/** True when a network vouched for this provider id recently. */
export function isVouched(
  runtime: AccountsRuntime,
  provider: string,
  providerId: string,
  now = Date.now(),
): boolean {
  const expiresAt = runtime.vouchedProfiles.get(`${provider}:${providerId}`)
  return expiresAt !== undefined && expiresAt >= now
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
    vouchedProfiles: new Map(),
    removal: createRemovalLinks(db, config.removalLinkKey),
    lookupRefs: createLookupRefs(db),
    identity: createIdentityStandIns(db, now),
  }
}
