import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  CEP_MASK,
  CPF_MASK,
  DATE_MASK,
  MONTH_YEAR_MASK,
  PHONE_MASKS,
  applyMask,
  maskAs,
  maskDigitCount,
  maskMaxDigits,
  maskPatternFor,
  maskPhone,
  unmask,
} from './mask'

const PATTERNS = [CPF_MASK, ...PHONE_MASKS, CEP_MASK, DATE_MASK, MONTH_YEAR_MASK]
const pattern = fc.constantFrom(...PATTERNS)
const digits = fc.string({ unit: fc.constantFrom(...'0123456789'), maxLength: 20 })
const anyText = fc.string({ maxLength: 30 })

describe('applyMask', () => {
  it('writes the spec patterns', () => {
    expect(applyMask('12345678909', CPF_MASK)).toBe('123.456.789-09')
    expect(applyMask('01310100', CEP_MASK)).toBe('01310-100')
    expect(applyMask('31012000', DATE_MASK)).toBe('31/01/2000')
    expect(applyMask('032024', MONTH_YEAR_MASK)).toBe('03/2024')
    expect(applyMask('1133334444', PHONE_MASKS[0])).toBe('(11) 3333-4444')
    expect(applyMask('11987654321', PHONE_MASKS[1])).toBe('(11) 98765-4321')
  })

  it('leaves no separator dangling on a partial value', () => {
    expect(applyMask('123', CPF_MASK)).toBe('123')
    expect(applyMask('1234', CPF_MASK)).toBe('123.4')
    expect(applyMask('1', PHONE_MASKS[0])).toBe('(1')
    expect(applyMask('11', PHONE_MASKS[0])).toBe('(11')
    expect(applyMask('113', PHONE_MASKS[0])).toBe('(11) 3')
    expect(applyMask('', CPF_MASK)).toBe('')
  })

  it('ignores non-digits and drops digits beyond the pattern', () => {
    expect(applyMask('123.456.789-09', CPF_MASK)).toBe('123.456.789-09')
    expect(applyMask('a1b2c3d4e5f6g7h8i9j0k9', CPF_MASK)).toBe('123.456.789-09')
    expect(applyMask('0131010099', CEP_MASK)).toBe('01310-100')
  })

  it('round-trips: unmask(applyMask(d)) is the digits that fit', () => {
    fc.assert(
      fc.property(digits, pattern, (d, p) => {
        expect(unmask(applyMask(d, p))).toBe(d.slice(0, maskDigitCount(p)))
      }),
    )
  })

  it('is idempotent', () => {
    fc.assert(
      fc.property(anyText, pattern, (v, p) => {
        const once = applyMask(v, p)
        expect(applyMask(once, p)).toBe(once)
      }),
    )
  })

  it('never writes more than the pattern', () => {
    fc.assert(
      fc.property(anyText, pattern, (v, p) => {
        expect(applyMask(v, p).length).toBeLessThanOrEqual(p.length)
      }),
    )
  })

  it('keeps only digits of the input, in order, and the pattern literals in place', () => {
    fc.assert(
      fc.property(anyText, pattern, (v, p) => {
        const out = applyMask(v, p)
        expect(unmask(v).startsWith(unmask(out))).toBe(true)
        expect(p.startsWith(out.replace(/\d/g, '#'))).toBe(true)
      }),
    )
  })
})

describe('unmask', () => {
  it('keeps only digits', () => {
    expect(unmask('(11) 98765-4321')).toBe('11987654321')
    expect(unmask('abc')).toBe('')
    fc.assert(
      fc.property(anyText, (v) => {
        expect(unmask(v)).toMatch(/^\d*$/)
      }),
    )
  })
})

describe('maskPhone', () => {
  it('uses the landline pattern up to 10 digits and the mobile one from 11', () => {
    expect(maskPhone('1133334444')).toBe('(11) 3333-4444')
    expect(maskPhone('11987654321')).toBe('(11) 98765-4321')
    expect(maskPhone('(11) 3333-44445')).toBe('(11) 33334-4445')
    expect(maskPhone('119876543210')).toBe('(11) 98765-4321')
  })

  it('round-trips up to 11 digits', () => {
    fc.assert(
      fc.property(digits, (d) => {
        expect(unmask(maskPhone(d))).toBe(d.slice(0, 11))
      }),
    )
  })
})

describe('named masks', () => {
  it('maps each kind to its pattern', () => {
    expect(maskPatternFor('cpf')).toBe(CPF_MASK)
    expect(maskPatternFor('cep')).toBe(CEP_MASK)
    expect(maskPatternFor('date')).toBe(DATE_MASK)
    expect(maskPatternFor('monthYear')).toBe(MONTH_YEAR_MASK)
    expect(maskPatternFor('phone', '11987654321')).toBe(PHONE_MASKS[1])
    expect(maskMaxDigits('cpf')).toBe(11)
    expect(maskMaxDigits('phone')).toBe(11)
    expect(maskMaxDigits('cep')).toBe(8)
    expect(maskMaxDigits('date')).toBe(8)
    expect(maskMaxDigits('monthYear')).toBe(6)
    expect(maskAs('date', '01022003')).toBe('01/02/2003')
  })
})
