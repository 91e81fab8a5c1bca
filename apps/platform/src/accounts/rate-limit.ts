// Rate limits of sign-in, recovery, code validation and the users lookup: a fixed window per key, kept in
// the database (`rate_limit_windows`, accounts/shared-state.ts) so every platform process counts the same
// attempts and a restart forgets nothing. Each attempt is one atomic upsert that answers the window's new
// count (INSERT … ON CONFLICT … DO UPDATE … RETURNING): two processes counting at once never both pass
// the last unit of a budget. Keys name people (an e-mail, a CPF): the table keeps only their HMAC.
import { createHmac } from 'node:crypto'
import { and, eq, gt, sql } from 'drizzle-orm'
import type { Db } from '../db/client.js'
import { rateLimitWindows } from '../db/schema.js'
import { domainError } from '../errors.js'
import { createSweeper } from './shared-state.js'

export interface RateLimit {
  /** Counts one attempt for the key; rejects with RATE_LIMITED once the window's budget is spent. */
  hit(key: string): Promise<void>
  /** Rejects with RATE_LIMITED when the key has spent its budget, without counting (limits that count failures). */
  check(key: string): Promise<void>
  /** Counts one attempt without rejecting (a failure, counted after the fact). */
  record(key: string): Promise<void>
  /** Forgets a key (a successful sign-in clears its failures). */
  reset(key: string): Promise<void>
}

export interface RateLimitOptions {
  /** The limit's name: its keys are stored as `<name>|<key>`, apart from every other limit's. */
  name: string
  max: number
  windowMs: number
  now?: () => number
  /**
   * The key of the HMAC that stands for each key in the table (no e-mail or CPF is stored); the same in
   * every process (accounts/runtime.ts derives it from TOKEN_SIGNING_KEY).
   */
  keySecret?: string
}

/** The HMAC key of tests and tools that give none (the running platform always gives its own). */
const DEFAULT_KEY_SECRET = 'carreiras:rate-limit-keys'

export const RATE_LIMIT_MESSAGE = 'Muitas tentativas. Aguarde alguns minutos e tente novamente.'
/** A second sign-in field in one request (450 aliases of `userLogin` would be 450 guesses). */
export const ONE_SIGN_IN_PER_REQUEST_MESSAGE = 'Apenas uma tentativa de entrada por requisição.'

export function createRateLimit(
  db: Db,
  { name, max, windowMs, now = Date.now, keySecret = DEFAULT_KEY_SECRET }: RateLimitOptions,
): RateLimit {
  const t = rateLimitWindows
  const sweep = createSweeper(db, t, t.key, t.expiresAt)
  const stored = (key: string) => `${name}|${createHmac('sha256', keySecret).update(key).digest('base64url')}`
  /** Counts one attempt: a new window when there is none or it ended, else one more; the new count. */
  const count = async (key: string): Promise<number> => {
    const at = new Date(now())
    const ended = sql`${t.expiresAt} <= ${at.toISOString()}::timestamptz`
    const [row] = await db
      .insert(t)
      .values({ key: stored(key), count: 1, expiresAt: new Date(at.getTime() + windowMs) })
      .onConflictDoUpdate({
        target: t.key,
        set: {
          count: sql`case when ${ended} then 1 else ${t.count} + 1 end`,
          expiresAt: sql`case when ${ended} then excluded.expires_at else ${t.expiresAt} end`,
        },
      })
      .returning({ count: t.count })
    await sweep(at)
    return row!.count
  }
  const limited = () => domainError('RATE_LIMITED', RATE_LIMIT_MESSAGE)
  return {
    async hit(key) {
      if ((await count(key)) > max) throw limited()
    },
    async check(key) {
      const [row] = await db
        .select({ count: t.count })
        .from(t)
        .where(and(eq(t.key, stored(key)), gt(t.expiresAt, new Date(now()))))
      if (row && row.count >= max) throw limited()
    },
    async record(key) {
      await count(key)
    },
    async reset(key) {
      await db.delete(t).where(eq(t.key, stored(key)))
    },
  }
}

/**
 * The limits of the accounts operations, per 15 minutes:
 * - `login`: 10 attempts per account (e-mail, social id or employer key), cleared by a success;
 * - `loginAddress`: 50 FAILED sign-ins per client address (a success does not count, so many people behind
 *   one address signing in at once are not blocked; guessing across many e-mails from one address is);
 * - `recovery`, `smsSend`: 5 per e-mail or user; `codeValidation`: 10 per user or token;
 * - `lookup`: the users lookup by document (CPF → account), 30 per client address and 10 per document;
 *   `lookupGlobal`: 3,000 for everybody together (a distributed enumeration stays bounded).
 */
export interface AccountLimits {
  login: RateLimit
  loginAddress: RateLimit
  recovery: RateLimit
  smsSend: RateLimit
  codeValidation: RateLimit
  lookup: RateLimit
  lookupDocument: RateLimit
  lookupGlobal: RateLimit
}

export const LIMIT_WINDOW_MS = 15 * 60 * 1000

export function createAccountLimits(
  db: Db,
  options: { now?: () => number; keySecret?: string } = {},
): AccountLimits {
  const limit = (name: string, max: number) =>
    createRateLimit(db, { name, max, windowMs: LIMIT_WINDOW_MS, ...options })
  return {
    login: limit('login', 10),
    loginAddress: limit('login-address', 50),
    recovery: limit('recovery', 5),
    smsSend: limit('sms-send', 5),
    codeValidation: limit('code-validation', 10),
    lookup: limit('lookup', 30),
    lookupDocument: limit('lookup-document', 10),
    lookupGlobal: limit('lookup-global', 3000),
  }
}

/** Requests that already ran a sign-in field (by the HTTP request object; gone with it). */
const signInRequests = new WeakSet<object>()

/**
 * One sign-in field per request: the first passes, any other in the same request (an alias, or
 * `socialMediaLogin` beside `userLogin`) is refused with RATE_LIMITED before it checks anything.
 */
export function onePerRequest(request: object): void {
  if (signInRequests.has(request)) throw domainError('RATE_LIMITED', ONE_SIGN_IN_PER_REQUEST_MESSAGE)
  signInRequests.add(request)
}
