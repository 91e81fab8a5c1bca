// What the users lookup by document answers instead of a user id to a caller without that user's session
// (doc 01 §4, forgotten e-mail): an opaque, short-lived reference the flow passes back to
// generateTokenChangeEmail, validTokenEmail and changeEmail. A CPF then tells nobody which account id it
// belongs to. References are 15-digit numbers (an `ID` the site's client reads as a number; user ids have
// at most 9 digits, so the two never collide), random, kept in memory for 30 minutes (like the rate
// limits: a deployment with several processes moves them to its shared store).
import { randomInt } from 'node:crypto'

export const LOOKUP_REF_TTL_MS = 30 * 60 * 1000
const REF_MIN = 10 ** 14
const REF_SPAN = 9 * 10 ** 14
const MAX_REFS = 100_000

export interface LookupRefs {
  /** A new reference to this user. */
  issue(userId: number): string
  /** The user id of a live reference; null when unknown or expired. */
  resolve(ref: string): number | null
}

/** Whether an id argument has the shape of a reference (15 digits, not a user id). */
export const isLookupRef = (value: unknown): value is string | number =>
  (typeof value === 'string' || typeof value === 'number') && /^[1-9]\d{14}$/.test(String(value).trim())

export function createLookupRefs(now: () => number = Date.now): LookupRefs {
  const refs = new Map<string, { userId: number; expiresAt: number }>()
  const randomRef = () =>
    // randomInt takes spans under 2^48: two draws make the 15 digits.
    String(REF_MIN + randomInt(0, REF_SPAN / 10 ** 7) * 10 ** 7 + randomInt(0, 10 ** 7))
  return {
    issue(userId) {
      const t = now()
      if (refs.size >= MAX_REFS) {
        for (const [key, entry] of refs) if (entry.expiresAt <= t) refs.delete(key)
        if (refs.size >= MAX_REFS) refs.delete(refs.keys().next().value!)
      }
      let ref = randomRef()
      while (refs.has(ref)) ref = randomRef()
      refs.set(ref, { userId, expiresAt: t + LOOKUP_REF_TTL_MS })
      return ref
    },
    resolve(ref) {
      const key = ref.trim()
      const entry = refs.get(key)
      if (!entry) return null
      if (entry.expiresAt <= now()) {
        refs.delete(key)
        return null
      }
      return entry.userId
    },
  }
}
