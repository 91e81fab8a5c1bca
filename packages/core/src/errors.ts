// Codes carried by every platform error in `extensions.code` (docs/decisions.md, "Errors carry a code").

export const ERROR_CODES = [
  'WRONG_PASSWORD',
  'USER_NOT_FOUND',
  'ALREADY_REGISTERED',
  'RATE_LIMITED',
  'CAPTCHA_FAILED',
  'UNAUTHORIZED',
  'VALIDATION',
  'NOT_FOUND',
  'CLOSED',
  /** An online test's answer after the platform's deadline (docs/decisions.md, "Online tests"). */
  'TIME_UP',
  'NOT_IMPLEMENTED',
  'INTERNAL',
] as const

export type ErrorCode = (typeof ERROR_CODES)[number]

const CODES: ReadonlySet<string> = new Set(ERROR_CODES)

export function isErrorCode(x: unknown): x is ErrorCode {
  return typeof x === 'string' && CODES.has(x)
}

/**
 * Failures the client itself reports (no platform answer to carry a code): no connection, an answer
 * that cannot be opened or parsed, a refused transport. They are never read as 'wrong password' or
 * 'user not found'. `BUSY`: the platform answered 429 with Retry-After (too many sign-ins and sign-ups
 * waiting for the password hashing; docs/performance.md, "Sign-in burst"): try again in that many seconds.
 */
export const CLIENT_ERROR_CODES = ['NETWORK', 'BAD_RESPONSE', 'TRANSPORT', 'BUSY'] as const
export type ClientErrorCode = (typeof CLIENT_ERROR_CODES)[number]

const CLIENT_CODES: ReadonlySet<string> = new Set(CLIENT_ERROR_CODES)

export function isClientErrorCode(x: unknown): x is ClientErrorCode {
  return typeof x === 'string' && CLIENT_CODES.has(x)
}
