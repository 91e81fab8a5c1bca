// Rate limits of sign-in, recovery, code validation and the users lookup: a fixed window per key, kept IN
// MEMORY by each platform process (one local platform; a restart clears it). A deployment with several
// processes would move the buckets to a shared store; the interface stays `hit(key)` / `check` / `record`.
import { platformError } from '../graphql/errors.js'

export interface RateLimit {
  /** Counts one attempt for the key; throws RATE_LIMITED once the window's budget is spent. */
  hit(key: string): void
  /** Throws RATE_LIMITED when the key has spent its budget, without counting (limits that count failures). */
  check(key: string): void
  /** Counts one attempt without throwing (a failure, counted after the fact). */
  record(key: string): void
  /** Forgets a key (a successful sign-in clears its failures). */
  reset(key: string): void
}

export interface RateLimitOptions {
  max: number
  windowMs: number
  now?: () => number
}

export const RATE_LIMIT_MESSAGE = 'Muitas tentativas. Aguarde alguns minutos e tente novamente.'
/** A second sign-in field in one request (450 aliases of `userLogin` would be 450 guesses). */
export const ONE_SIGN_IN_PER_REQUEST_MESSAGE = 'Apenas uma tentativa de entrada por requisição.'

export function createRateLimit({ max, windowMs, now = Date.now }: RateLimitOptions): RateLimit {
  const buckets = new Map<string, { start: number; count: number }>()
  const bucketOf = (key: string, create: boolean) => {
    const t = now()
    let bucket = buckets.get(key)
    if (bucket && t - bucket.start >= windowMs) {
      buckets.delete(key)
      bucket = undefined
    }
    if (!bucket && create) {
      bucket = { start: t, count: 0 }
      buckets.set(key, bucket)
      if (buckets.size > 50_000) {
        for (const [k, b] of buckets) if (t - b.start >= windowMs) buckets.delete(k)
      }
    }
    return bucket
  }
  const limited = () => platformError('RATE_LIMITED', RATE_LIMIT_MESSAGE)
  return {
    hit(key) {
      const bucket = bucketOf(key, true)!
      bucket.count += 1
      if (bucket.count > max) throw limited()
    },
    check(key) {
      const bucket = bucketOf(key, false)
      if (bucket && bucket.count >= max) throw limited()
    },
    record(key) {
      bucketOf(key, true)!.count += 1
    },
    reset(key) {
      buckets.delete(key)
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

export function createAccountLimits(now?: () => number): AccountLimits {
  const limit = (max: number) => createRateLimit({ max, windowMs: LIMIT_WINDOW_MS, ...(now ? { now } : {}) })
  return {
    login: limit(10),
    loginAddress: limit(50),
    recovery: limit(5),
    smsSend: limit(5),
    codeValidation: limit(10),
    lookup: limit(30),
    lookupDocument: limit(10),
    lookupGlobal: limit(3000),
  }
}

/** Requests that already ran a sign-in field (by the HTTP request object; gone with it). */
const signInRequests = new WeakSet<object>()

/**
 * One sign-in field per request: the first passes, any other in the same request (an alias, or
 * `socialMediaLogin` beside `userLogin`) is refused with RATE_LIMITED before it checks anything.
 */
export function onePerRequest(request: object): void {
  if (signInRequests.has(request)) throw platformError('RATE_LIMITED', ONE_SIGN_IN_PER_REQUEST_MESSAGE)
  signInRequests.add(request)
}
