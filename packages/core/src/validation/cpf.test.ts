import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ptBR } from '../messages/pt-BR'
import { cpfSchema, formatCpf, isValidCpf } from './cpf'

/** Independent check-digit arithmetic (weights n+1 down to 2, remainder < 2 gives 0). */
function checkDigit(digits: number[]): number {
  const sum = digits.reduce((acc, d, i) => acc + d * (digits.length + 1 - i), 0)
  const rest = sum % 11
  return rest < 2 ? 0 : 11 - rest
}
function completeCpf(base: number[]): string {
  const d1 = checkDigit(base)
  return [...base, d1, checkDigit([...base, d1])].join('')
}
const oracle = (digits: string) =>
  /^\d{11}$/.test(digits) &&
  !/^(\d)\1{10}$/.test(digits) &&
  completeCpf([...digits.slice(0, 9)].map(Number)) === digits

const isBlindSpot = (index: number, delta: number) =>
  (index === 0 && delta === 1) || (index === 5 && (delta === 2 || delta === 9))

const validCpf = fc
  .array(fc.integer({ min: 0, max: 9 }), { minLength: 9, maxLength: 9 })
  .map(completeCpf)
  .filter((cpf) => !/^(\d)\1{10}$/.test(cpf))

describe('isValidCpf', () => {
  it('accepts the digits and the full mask', () => {
    expect(isValidCpf('52998224725')).toBe(true)
    expect(isValidCpf('529.982.247-25')).toBe(true)
    expect(isValidCpf(' 529.982.247-25 ')).toBe(true)
  })
  it('rejects wrong check digits, repeated digits, wrong lengths and loose masks', () => {
    expect(isValidCpf('529.982.247-24')).toBe(false)
    expect(isValidCpf('529.982.247-35')).toBe(false)
    for (let d = 0; d <= 9; d++) expect(isValidCpf(String(d).repeat(11))).toBe(false)
    expect(isValidCpf('5299822472')).toBe(false)
    expect(isValidCpf('529982247250')).toBe(false)
    expect(isValidCpf('529 982 247 25')).toBe(false)
    expect(isValidCpf('529.982.24725')).toBe(false)
    expect(isValidCpf('')).toBe(false)
  })
  it('the schema gives "CPF inválido" and outputs the digits', () => {
    expect(cpfSchema.parse('529.982.247-25')).toBe('52998224725')
    const result = cpfSchema.safeParse('111.111.111-11')
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]?.message).toBe(ptBR.validation.cpf)
  })
})

describe('isValidCpf properties', () => {
  it('every generated valid CPF passes, masked or bare', () => {
    fc.assert(
      fc.property(validCpf, (cpf) => {
        expect(isValidCpf(cpf)).toBe(true)
        expect(isValidCpf(formatCpf(cpf))).toBe(true)
      }),
    )
  })
  it('mask and unmask round-trip', () => {
    fc.assert(
      fc.property(validCpf, (cpf) => {
        const masked = formatCpf(cpf)
        expect(masked).toMatch(/^\d{3}\.\d{3}\.\d{3}-\d{2}$/)
        expect(cpfSchema.parse(masked)).toBe(cpf)
        expect(formatCpf(masked)).toBe(masked)
      }),
    )
  })
  it('every single-character corruption fails (except the check digits’ own blind spot)', () => {
    // The CPF check digits have a blind spot: remainders 0 and 1 both give digit 0, so a change whose
    // weighted difference is ±1 (mod 11) in both sums goes unseen. That happens only for the first digit
    // moved by 1 (weights 10 and 11 ≡ 0) and the sixth moved by 2 or 9 (weights 5 and 6). Those
    // corruptions are valid CPFs by definition (checked against the independent arithmetic); every
    // other one must fail.
    const corruption = fc.tuple(
      validCpf,
      fc.integer({ min: 0, max: 10 }),
      fc.constantFrom(...'0123456789a. -x'),
    )
    fc.assert(
      fc.property(corruption, ([cpf, index, char]) => {
        fc.pre(cpf[index] !== char)
        const corrupted = cpf.slice(0, index) + char + cpf.slice(index + 1)
        const blindSpot = /\d/.test(char) && isBlindSpot(index, Math.abs(Number(char) - Number(cpf[index])))
        expect(isValidCpf(corrupted)).toBe(oracle(corrupted))
        if (!blindSpot) expect(isValidCpf(corrupted)).toBe(false)
      }),
      { numRuns: 2000 },
    )
  })
  it('exhaustively, for one CPF, only blind-spot corruptions pass', () => {
    fc.assert(
      fc.property(validCpf, (cpf) => {
        for (let i = 0; i < 11; i++) {
          for (const char of '0123456789') {
            if (cpf[i] === char) continue
            const corrupted = cpf.slice(0, i) + char + cpf.slice(i + 1)
            if (isValidCpf(corrupted))
              expect(isBlindSpot(i, Math.abs(Number(char) - Number(cpf[i])))).toBe(true)
          }
        }
      }),
      { numRuns: 200 },
    )
  })
})
