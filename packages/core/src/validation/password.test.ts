import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { PASSWORD_MIN_LENGTH } from '../constants'
import { ptBR } from '../messages/pt-BR'
import { isValidPassword, passwordConfirmationCheck, passwordSchema } from './password'

describe('password', () => {
  it('needs at least 8 characters: "Sua senha deve ter no mínimo 8 caracteres"', () => {
    expect(ptBR.validation.passwordMin).toBe('Sua senha deve ter no mínimo 8 caracteres')
    expect(isValidPassword('12345678')).toBe(true)
    expect(passwordSchema.safeParse('1234567').error?.issues[0]?.message).toBe(ptBR.validation.passwordMin)
  })
  it('keeps the password exactly as typed', () => {
    expect(passwordSchema.parse('  senha com espaço ')).toBe('  senha com espaço ')
  })
  it('property: valid iff length ≥ 8', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (s) => {
        expect(isValidPassword(s)).toBe(s.length >= PASSWORD_MIN_LENGTH)
      }),
    )
  })
  it('confirmation check: "Senhas diferentes" unless identical', () => {
    const form = z
      .object({ password: z.string(), passwordConfirmation: z.string() })
      .superRefine(passwordConfirmationCheck('password', 'passwordConfirmation'))
    fc.assert(
      fc.property(fc.string(), fc.string(), (a, b) => {
        const result = form.safeParse({ password: a, passwordConfirmation: b })
        expect(result.success).toBe(a === b)
        if (!result.success) expect(result.error.issues[0]?.message).toBe(ptBR.validation.passwordMismatch)
      }),
    )
  })
})
