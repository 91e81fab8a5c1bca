import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { maskPhone } from '../format/mask'
import { ptBR } from '../messages/pt-BR'
import { isValidLandlinePhone, isValidMobilePhone, isValidPhone, phoneSchema } from './phone'

describe('phone', () => {
  it('mobile: area code + 9 digits starting with 9', () => {
    expect(isValidMobilePhone('(11) 98765-4321')).toBe(true)
    expect(isValidMobilePhone('11987654321')).toBe(true)
    expect(isValidMobilePhone('11887654321')).toBe(false)
    expect(isValidMobilePhone('10987654321')).toBe(false)
    expect(isValidMobilePhone('1198765432')).toBe(false)
  })
  it('landline: area code + 8 digits starting with 3', () => {
    expect(isValidLandlinePhone('(11) 3456-7890')).toBe(true)
    expect(isValidLandlinePhone('1124567890')).toBe(false)
    expect(isValidLandlinePhone('0034567890')).toBe(false)
  })
  it('"Número inválido"', () => {
    expect(phoneSchema.parse('(21) 99876-5432')).toBe('21998765432')
    expect(phoneSchema.safeParse('123').error?.issues[0]?.message).toBe(ptBR.validation.phone)
    expect(isValidPhone('11 9876a-4321')).toBe(false)
  })
  const ddd = fc.constantFrom('11', '21', '31', '41', '51', '61', '71', '81', '91', '27', '85', '98')
  const digits = (n: number) =>
    fc.array(fc.integer({ min: 0, max: 9 }), { minLength: n, maxLength: n }).map((d) => d.join(''))
  it('property: every masked or bare mobile passes', () => {
    fc.assert(
      fc.property(ddd, digits(8), (area, rest) => {
        const phone = `${area}9${rest}`
        expect(isValidPhone(phone)).toBe(true)
        expect(isValidPhone(maskPhone(phone))).toBe(true)
      }),
    )
  })
  it('property: a mobile not starting with 9 fails; any other length fails', () => {
    fc.assert(
      fc.property(ddd, fc.integer({ min: 0, max: 8 }), digits(8), (area, first, rest) => {
        expect(isValidPhone(`${area}${first}${rest}`)).toBe(false)
      }),
    )
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 15 }).filter((n) => n !== 10 && n !== 11),
        (n) => {
          expect(isValidPhone('9'.repeat(n))).toBe(false)
        },
      ),
    )
  })
})
