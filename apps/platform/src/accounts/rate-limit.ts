// Rate limits of sign-in, recovery and code validation: a fixed window per key, kept IN MEMORY by each
// platform process (one local platform; a restart clears it). A deployment with several processes would
// move the buckets to a shared store; the interface stays `hit(key)`.
import { platformError } from '../graphql/errors.js'

export interface RateLimit {
  /** Counts one attempt for the key; throws RATE_LIMITED once the window's budget is spent. */
  hit(key: string): void
  /** Forgets a key (a successful sign-in clears its failures). */
  reset(key: string): void
}

export interface RateLimitOptions {
  max: number
  windowMs: number
  now?: () => number
}

export const RATE_LIMIT_MESSAGE = 'Muitas tentativas. Aguarde alguns minutos e tente novamente.'

export function createRateLimit({ max, windowMs, now = Date.now }: RateLimitOptions): RateLimit {
  const buckets = new Map<string, { start: number; count: number }>()
  return {
    hit(key) {
      const t = now()
      let bucket = buckets.get(key)
      if (!bucket || t - bucket.start >= windowMs) {
        bucket = { start: t, count: 0 }
        buckets.set(key, bucket)
        if (buckets.size > 50_000) {
          for (const [k, b] of buckets) if (t - b.start >= windowMs) buckets.delete(k)
        }
      }
      bucket.count += 1
      if (bucket.count > max) throw platformError('RATE_LIMITED', RATE_LIMIT_MESSAGE)
    },
    reset(key) {
      buckets.delete(key)
    },
  }
}

/** The limits of the accounts operations: 10 attempts per 15 minutes per key (e-mail, user or address). */
export interface AccountLimits {
  login: RateLimit
  recovery: RateLimit
  smsSend: RateLimit
  codeValidation: RateLimit
}

export function createAccountLimits(now?: () => number): AccountLimits {
  const windowMs = 15 * 60 * 1000
  return {
    login: createRateLimit({ max: 10, windowMs, ...(now ? { now } : {}) }),
    recovery: createRateLimit({ max: 5, windowMs, ...(now ? { now } : {}) }),
    smsSend: createRateLimit({ max: 5, windowMs, ...(now ? { now } : {}) }),
    codeValidation: createRateLimit({ max: 10, windowMs, ...(now ? { now } : {}) }),
  }
}
