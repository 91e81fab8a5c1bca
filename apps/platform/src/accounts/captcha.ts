// The sign-up captcha: ALTCHA's proof of work (altcha-lib, protocol v1: SHA-256, HMAC-signed challenge),
// self-hosted, no third party, no image puzzle. GET /captcha/challenge hands out a challenge; the site's
// widget solves it and sends the base64 JSON payload as `userCreate(captcha:)`. A solved challenge is
// accepted once, by whichever platform process sees it first: the solved challenges are kept in the
// database (`captcha_replays`, until they expire; accounts/shared-state.ts). `CAPTCHA=off` switches
// verification off (automated tests). Every process signs and checks challenges with the same key
// (CAPTCHA_HMAC_KEY; outside production derived from TOKEN_SIGNING_KEY, config.ts).
//
// Replays are keyed on the challenge itself (its `challenge` hash, which the HMAC signature covers and the
// random salt makes unique), read from the payload after it is parsed and verified — never on the raw
// string: the same solution re-serialized (whitespace, key order, base64 padding) is still the same
// challenge and is refused.
import { randomBytes } from 'node:crypto'
import { createChallenge, verifySolution } from 'altcha-lib/v1'
import type { Challenge, Payload } from 'altcha-lib/v1/types'
import { and, eq, gt, lte } from 'drizzle-orm'
import type { Db } from '../db/client.js'
import { captchaReplays } from '../db/schema.js'
import { createSweeper } from './shared-state.js'

export const CAPTCHA_TTL_MS = 10 * 60 * 1000
/** A payload longer than this is refused unread (a real one is about 300 characters). */
const MAX_PAYLOAD_LENGTH = 2000

export interface Captcha {
  enabled: boolean
  challenge(): Promise<Challenge>
  verify(payload: string | null | undefined): Promise<boolean>
}

/** The payload's JSON object (base64, any padding or whitespace), or null when it is not one. */
export function parseCaptchaPayload(payload: string): Payload | null {
  let value: unknown
  try {
    value = JSON.parse(Buffer.from(payload.replace(/\s+/g, ''), 'base64').toString('utf8'))
  } catch {
    return null
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null
  const { algorithm, challenge, number, salt, signature } = value as Record<string, unknown>
  if (
    typeof algorithm !== 'string' ||
    typeof challenge !== 'string' ||
    typeof salt !== 'string' ||
    typeof signature !== 'string' ||
    (typeof number !== 'number' && typeof number !== 'string')
  )
    return null
  return value as Payload
}

export function createCaptcha(options: {
  db: Db
  enabled: boolean
  hmacKey?: string | undefined
  maxNumber: number
  now?: () => number
}): Captcha {
  const { db } = options
  const hmacKey = options.hmacKey ?? randomBytes(32).toString('base64url')
  const now = options.now ?? Date.now
  const t = captchaReplays
  const sweep = createSweeper(db, t, t.challenge, t.expiresAt)
  /** Whether the challenge was already accepted (and has not expired). */
  const used = async (key: string, at: Date) =>
    (
      await db
        .select({ challenge: t.challenge })
        .from(t)
        .where(and(eq(t.challenge, key), gt(t.expiresAt, at)))
        .limit(1)
    ).length > 0
  return {
    enabled: options.enabled,
    challenge: () =>
      createChallenge({
        hmacKey,
        maxNumber: options.maxNumber,
        expires: new Date(now() + CAPTCHA_TTL_MS),
      }),
    async verify(payload) {
      if (!options.enabled) return true
      if (!payload || payload.length > MAX_PAYLOAD_LENGTH) return false
      const parsed = parseCaptchaPayload(payload)
      if (!parsed) return false
      const key = parsed.challenge.toLowerCase()
      if (await used(key, new Date(now()))) return false
      let ok = false
      try {
        ok = await verifySolution(parsed, hmacKey, true)
      } catch {
        ok = false
      }
      if (!ok) return false
      // The claim is one atomic statement: of two requests (in any processes) with the same challenge,
      // exactly one inserts the row (or takes over an expired one) and gets it back.
      const at = new Date(now())
      const claimed = await db
        .insert(t)
        .values({ challenge: key, expiresAt: new Date(at.getTime() + CAPTCHA_TTL_MS) })
        .onConflictDoUpdate({
          target: t.challenge,
          set: { expiresAt: new Date(at.getTime() + CAPTCHA_TTL_MS) },
          where: lte(t.expiresAt, at),
        })
        .returning({ challenge: t.challenge })
      await sweep(at)
      return claimed.length === 1
    },
  }
}
