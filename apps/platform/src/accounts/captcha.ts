// The sign-up captcha: ALTCHA's proof of work (altcha-lib's current protocol, v2), self-hosted, no third
// party, no image puzzle. GET /captcha/challenge hands out a challenge; the site's widget solves it and sends
// the base64 JSON payload `{ challenge, solution }` as `userCreate(captcha:)`. A solved challenge is accepted
// once, by whichever platform process sees it first: the solved challenges are kept in the database
// (`captcha_replays`, until they expire; accounts/shared-state.ts). `CAPTCHA=off` switches verification off
// (automated tests). Every process signs and checks challenges with the same key (CAPTCHA_HMAC_KEY; outside
// production derived from TOKEN_SIGNING_KEY, config.ts).
//
// The challenge (docs/security.md, "Sign-up captcha"): SHA-256 key derivation (one round: the browser's
// WebCrypto does it, no worker needed) in deterministic mode — the platform picks the counter (1 to
// CAPTCHA_MAX_NUMBER), signs the challenge and the key that counter derives, and the browser tries counters
// from 0 until its key has the same prefix, on average half of CAPTCHA_MAX_NUMBER derivations. Checking a
// solution is two HMACs: the platform derives nothing.
//
// Replays are keyed on the challenge's random nonce (which the HMAC signature covers), read from the payload
// after it is parsed — never on the raw string: the same solution re-serialized (whitespace, key order,
// base64 padding, extra fields) is still the same challenge and is refused.
import { randomBytes } from 'node:crypto'
import { createChallenge, randomInt, verifySolution } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/sha'
import type { Challenge, Payload } from 'altcha-lib/types'
import { and, eq, gt, lte } from 'drizzle-orm'
import type { Db } from '../db/client.js'
import { captchaReplays } from '../db/schema.js'
import { createSweeper } from './shared-state.js'

export const CAPTCHA_TTL_MS = 10 * 60 * 1000
/** A payload longer than this is refused unread (a real one is about 600 characters). */
const MAX_PAYLOAD_LENGTH = 4000
/** The key derivation the browser repeats: one SHA-256 per counter tried. */
export const CAPTCHA_ALGORITHM = 'SHA-256'

export interface Captcha {
  enabled: boolean
  challenge(): Promise<Challenge>
  verify(payload: string | null | undefined): Promise<boolean>
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** The payload's JSON object (base64, any padding or whitespace), or null when it is not one. */
export function parseCaptchaPayload(payload: string): Payload | null {
  let value: unknown
  try {
    value = JSON.parse(Buffer.from(payload.replace(/\s+/g, ''), 'base64').toString('utf8'))
  } catch {
    return null
  }
  if (!isRecord(value) || !isRecord(value.challenge) || !isRecord(value.solution)) return null
  const { parameters, signature } = value.challenge
  const { counter, derivedKey } = value.solution
  if (
    !isRecord(parameters) ||
    typeof parameters.nonce !== 'string' ||
    typeof parameters.algorithm !== 'string' ||
    typeof signature !== 'string' ||
    typeof counter !== 'number' ||
    typeof derivedKey !== 'string'
  )
    return null
  return value as unknown as Payload
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
  // The derived key's signature has a secret of its own (altcha-lib asks for two), made from the same key.
  const keySignatureSecret = `${hmacKey}:derived-key`
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
        algorithm: CAPTCHA_ALGORITHM,
        cost: 1,
        counter: randomInt(options.maxNumber),
        deriveKey,
        hmacSignatureSecret: hmacKey,
        hmacKeySignatureSecret: keySignatureSecret,
        expiresAt: new Date(now() + CAPTCHA_TTL_MS),
      }),
    async verify(payload) {
      if (!options.enabled) return true
      if (!payload || payload.length > MAX_PAYLOAD_LENGTH) return false
      const parsed = parseCaptchaPayload(payload)
      if (!parsed) return false
      const key = parsed.challenge.parameters.nonce.toLowerCase()
      if (await used(key, new Date(now()))) return false
      let ok = false
      try {
        const result = await verifySolution({
          challenge: parsed.challenge,
          solution: parsed.solution,
          deriveKey,
          hmacSignatureSecret: hmacKey,
          hmacKeySignatureSecret: keySignatureSecret,
        })
        ok = result.verified
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
