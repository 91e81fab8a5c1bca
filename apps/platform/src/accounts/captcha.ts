// The sign-up captcha: ALTCHA's proof of work (altcha-lib, protocol v1: SHA-256, HMAC-signed challenge),
// self-hosted, no third party, no image puzzle. GET /captcha/challenge hands out a challenge; the site's
// widget solves it and sends the base64 JSON payload as `userCreate(captcha:)`. A solved payload is
// accepted once (in-memory, until it expires). `CAPTCHA=off` switches verification off (automated tests).
import { randomBytes } from 'node:crypto'
import { createChallenge, verifySolution } from 'altcha-lib/v1'
import type { Challenge } from 'altcha-lib/v1/types'

export const CAPTCHA_TTL_MS = 10 * 60 * 1000

export interface Captcha {
  enabled: boolean
  challenge(): Promise<Challenge>
  verify(payload: string | null | undefined): Promise<boolean>
}

export function createCaptcha(options: {
  enabled: boolean
  hmacKey?: string | undefined
  maxNumber: number
}): Captcha {
  const hmacKey = options.hmacKey ?? randomBytes(32).toString('base64url')
  const used = new Map<string, number>()
  return {
    enabled: options.enabled,
    challenge: () =>
      createChallenge({
        hmacKey,
        maxNumber: options.maxNumber,
        expires: new Date(Date.now() + CAPTCHA_TTL_MS),
      }),
    async verify(payload) {
      if (!options.enabled) return true
      if (!payload || payload.length > 2000) return false
      const now = Date.now()
      for (const [key, expires] of used) if (expires <= now) used.delete(key)
      if (used.has(payload)) return false
      let ok = false
      try {
        ok = await verifySolution(payload, hmacKey, true)
      } catch {
        ok = false
      }
      if (ok) used.set(payload, now + CAPTCHA_TTL_MS)
      return ok
    },
  }
}
