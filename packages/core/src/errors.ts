// Codes carried by every platform error in `extensions.code` (DECISIONS.md, "Errors carry a code").

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
  'NOT_IMPLEMENTED',
  'INTERNAL',
] as const

export type ErrorCode = (typeof ERROR_CODES)[number]

const CODES: ReadonlySet<string> = new Set(ERROR_CODES)

export function isErrorCode(x: unknown): x is ErrorCode {
  return typeof x === 'string' && CODES.has(x)
}
