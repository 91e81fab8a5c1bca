// The sign-up captcha: ALTCHA's proof of work (altcha-lib, protocol v1: SHA-256, HMAC-signed challenge),
// self-hosted, no third party, no image puzzle. GET /captcha/challenge hands out a challenge; the site's
// widget solves it and sends the base64 JSON payload as `userCreate(captcha:)`. A solved challenge is
// accepted once (in-memory, until it expires). `CAPTCHA=off` switches verification off (automated tests).
//
// Replays are keyed on the challenge itself (its `challenge` hash, which the HMAC signature covers and the
// random salt makes unique), read from the payload after it is parsed and verified — never on the raw
// string: the same solution re-serialized (whitespace, key order, base64 padding) is still the same
// challenge and is refused.
import { randomBytes } from 'node:crypto'
import { createChallenge, verifySolution } from 'altcha-lib/v1'
import type { Challenge, Payload } from 'altcha-lib/v1/types'

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
  enabled: boolean
  hmacKey?: string | undefined
  maxNumber: number
  now?: () => number
}): Captcha {
  const hmacKey = options.hmacKey ?? randomBytes(32).toString('base64url')
  const now = options.now ?? Date.now
  /** Solved challenges (by their `challenge` hash) → when they may be forgotten. */
  const used = new Map<string, number>()
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
      if (used.has(key)) return false
      let ok = false
      try {
        ok = await verifySolution(parsed, hmacKey, true)
      } catch {
        ok = false
      }
      if (!ok) return false
      // Checked again after the await: two concurrent requests with the same challenge, one wins.
      const t = now()
      for (const [k, expires] of used) if (expires <= t) used.delete(k)
      if (used.has(key)) return false
      used.set(key, t + CAPTCHA_TTL_MS)
      return true
    },
  }
}
