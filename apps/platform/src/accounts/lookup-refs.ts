// What the users lookup by document answers instead of a user id to a caller without that user's session
// (forgotten e-mail): an opaque, short-lived reference the flow passes back to generateTokenChangeEmail,
// validTokenEmail and changeEmail. A CPF then tells nobody which account id it belongs to. References are
// 15-digit numbers (an `ID` the site's client reads as a number; user ids have at most 9 digits, so the two
// never collide), random, kept for 30 minutes in the database (`lookup_refs`, accounts/shared-state.ts): a
// reference one platform process answered works on any other.
import { randomInt } from 'node:crypto'
import { and, eq, gt, lte } from 'drizzle-orm'
import type { Db } from '../db/client.js'
import { lookupRefs } from '../db/schema.js'
import { createSweeper } from './shared-state.js'

export const LOOKUP_REF_TTL_MS = 30 * 60 * 1000
const REF_MIN = 10 ** 14
const REF_SPAN = 9 * 10 ** 14

export interface LookupRefs {
  /** A new reference to this user. */
  issue(userId: number): Promise<string>
  /** The user id of a live reference; null when unknown or expired. */
  resolve(ref: string): Promise<number | null>
}

/** Whether an id argument has the shape of a reference (15 digits, not a user id). */
export const isLookupRef = (value: unknown): value is string | number =>
  (typeof value === 'string' || typeof value === 'number') && /^[1-9]\d{14}$/.test(String(value).trim())

export function createLookupRefs(db: Db, now: () => number = Date.now): LookupRefs {
  const t = lookupRefs
  const sweep = createSweeper(db, t, t.ref, t.expiresAt)
  const randomRef = () =>
    // randomInt takes spans under 2^48: two draws make the 15 digits.
    String(REF_MIN + randomInt(0, REF_SPAN / 10 ** 7) * 10 ** 7 + randomInt(0, 10 ** 7))
  return {
    async issue(userId) {
      const at = new Date(now())
      const expiresAt = new Date(at.getTime() + LOOKUP_REF_TTL_MS)
      for (;;) {
        // A live reference with the same number (1 in 9·10^14) is never taken over: draw again.
        const ref = randomRef()
        const [row] = await db
          .insert(t)
          .values({ ref, userId, expiresAt })
          .onConflictDoUpdate({ target: t.ref, set: { userId, expiresAt }, where: lte(t.expiresAt, at) })
          .returning({ ref: t.ref })
        if (row) {
          await sweep(at)
          return row.ref
        }
      }
    },
    async resolve(ref) {
      const [row] = await db
        .select({ userId: t.userId })
        .from(t)
        .where(and(eq(t.ref, ref.trim()), gt(t.expiresAt, new Date(now()))))
        .limit(1)
      return row?.userId ?? null
    },
  }
}
