import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ptBR } from '../messages/pt-BR'
import { foreignDocumentSchema, isValidForeignDocument } from './foreign-document'

describe('foreign document', () => {
  it('more than 5 and up to 28 characters', () => {
    expect(isValidForeignDocument('12345')).toBe(false)
    expect(isValidForeignDocument('123456')).toBe(true)
    expect(isValidForeignDocument('X'.repeat(28))).toBe(true)
    expect(isValidForeignDocument('X'.repeat(29))).toBe(false)
    expect(foreignDocumentSchema.safeParse('AB').error?.issues[0]?.message).toBe('RNE inválido')
    expect(ptBR.validation.foreignDocument).toBe('RNE inválido')
  })
  it('property: valid iff the trimmed length is in (5, 28]', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (s) => {
        const n = s.trim().length
        expect(isValidForeignDocument(s)).toBe(n > 5 && n <= 28)
      }),
    )
  })
})
