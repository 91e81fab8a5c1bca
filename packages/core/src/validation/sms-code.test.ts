import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ptBR } from '../messages/pt-BR'
import { isSmsCodeSubmittable, isValidSmsCode, smsCodeSchema } from './sms-code'

describe('sms code', () => {
  it('the button enables at 5 characters', () => {
    expect(isSmsCodeSubmittable('1234')).toBe(false)
    expect(isSmsCodeSubmittable('12345')).toBe(true)
  })
  it('only 6 digits are accepted', () => {
    expect(isValidSmsCode('123456')).toBe(true)
    expect(isValidSmsCode('12345')).toBe(false)
    expect(isValidSmsCode('1234567')).toBe(false)
    expect(isValidSmsCode('12345a')).toBe(false)
    expect(smsCodeSchema.safeParse('1').error?.issues[0]?.message).toBe(ptBR.validation.smsCode)
  })
  it('property: submittable iff ≥ 5 characters; valid iff exactly 6 digits', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 10 }), (s) => {
        expect(isSmsCodeSubmittable(s)).toBe(s.trim().length >= 5)
        expect(isValidSmsCode(s)).toBe(/^\d{6}$/.test(s.trim()))
      }),
    )
    fc.assert(
      fc.property(fc.stringMatching(/^\d{6}$/), (code) => {
        expect(isValidSmsCode(code)).toBe(true)
      }),
    )
  })
})
