import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { ptBR } from '../messages/pt-BR'
import { emailConfirmationCheck, emailSchema, isValidEmail } from './email'

describe('email', () => {
  it('accepts standard addresses, trimmed', () => {
    expect(isValidEmail('ana.souza@example.com.br')).toBe(true)
    expect(emailSchema.parse('  ana@example.com ')).toBe('ana@example.com')
  })
  it('rejects the rest with "E-mail inválido"', () => {
    for (const bad of [
      '',
      'ana',
      'ana@',
      '@example.com',
      'ana@example',
      'ana souza@example.com',
      'ana@@example.com',
    ]) {
      const result = emailSchema.safeParse(bad)
      expect(result.success, bad).toBe(false)
      expect(result.error?.issues[0]?.message).toBe(ptBR.validation.email)
    }
  })
  it('property: generated addresses pass, and never without an @', () => {
    const local = fc.stringMatching(/^[a-z0-9]+(?:[._-][a-z0-9]+)*$/)
    const domain = fc.stringMatching(/^[a-z0-9]+(?:-[a-z0-9]+)*\.[a-z]{2,6}$/)
    fc.assert(
      fc.property(local, domain, (l, d) => {
        expect(isValidEmail(`${l}@${d}`)).toBe(true)
      }),
    )
    fc.assert(
      fc.property(
        fc.string().filter((s) => !s.includes('@')),
        (s) => {
          expect(isValidEmail(s)).toBe(false)
        },
      ),
    )
  })
  it('confirmation check: "E-mails diferentes" on the confirmation field', () => {
    const form = z
      .object({ email: z.string(), emailConfirmation: z.string() })
      .superRefine(emailConfirmationCheck('email', 'emailConfirmation'))
    expect(form.safeParse({ email: 'a@b.co', emailConfirmation: ' A@B.co' }).success).toBe(true)
    const result = form.safeParse({ email: 'a@b.co', emailConfirmation: 'c@b.co' })
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ message: ptBR.validation.emailMismatch, path: ['emailConfirmation'] }),
    ])
  })
})
