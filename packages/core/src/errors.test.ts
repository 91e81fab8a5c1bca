import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ERROR_CODES, isErrorCode } from './errors'

describe('error codes', () => {
  it('lists the codes of docs/decisions.md', () => {
    expect(ERROR_CODES).toEqual([
      'WRONG_PASSWORD',
      'USER_NOT_FOUND',
      'ALREADY_REGISTERED',
      'RATE_LIMITED',
      'CAPTCHA_FAILED',
      'UNAUTHORIZED',
      'VALIDATION',
      'NOT_FOUND',
      'CLOSED',
      'TIME_UP',
      'NOT_IMPLEMENTED',
      'INTERNAL',
    ])
  })

  it('accepts every code and nothing else', () => {
    for (const code of ERROR_CODES) expect(isErrorCode(code)).toBe(true)
    expect(isErrorCode('wrong_password')).toBe(false)
    expect(isErrorCode('toString')).toBe(false)
    expect(isErrorCode(undefined)).toBe(false)
    fc.assert(
      fc.property(fc.anything(), (x) => {
        expect(isErrorCode(x)).toBe(typeof x === 'string' && (ERROR_CODES as readonly string[]).includes(x))
      }),
    )
  })
})
