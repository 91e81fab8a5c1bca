import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ptBR } from '../messages/pt-BR'
import { fullNameError, fullNameSchema, isValidFullName, splitFullName } from './full-name'

describe('full name', () => {
  it('empty gives "Nome inválido"', () => {
    expect(fullNameError('')).toBe('Nome inválido')
    expect(fullNameError('   ')).toBe(ptBR.validation.nameInvalid)
  })
  it('first word over 2 and remainder over 3, else "Nome muito curto"', () => {
    expect(fullNameError('Ana Souza')).toBeNull()
    expect(fullNameError('Al Souza')).toBe('Nome muito curto')
    expect(fullNameError('Ana Sá')).toBe('Nome muito curto')
    expect(fullNameError('Ana Sáb')).toBe('Nome muito curto')
    expect(fullNameError('Ana Sabe')).toBeNull()
    expect(fullNameError('Maria')).toBe('Nome muito curto')
    expect(fullNameError('Ana      B')).toBe('Nome muito curto')
    expect(fullNameError('  Ana Maria de Souza  ')).toBeNull()
  })
  it('the schema trims and reports the message', () => {
    expect(fullNameSchema.parse('  Ana   Maria  Souza ')).toBe('Ana Maria Souza')
    expect(fullNameSchema.safeParse('Jo').error?.issues[0]?.message).toBe(ptBR.validation.nameTooShort)
  })
  it('splits at the first space', () => {
    expect(splitFullName(' Ana Maria  de Souza ')).toEqual({ firstName: 'Ana', lastName: 'Maria de Souza' })
    expect(splitFullName('Ana')).toEqual({ firstName: 'Ana', lastName: '' })
  })
  const word = (min: number, max: number) => fc.stringMatching(new RegExp(`^[A-Za-zÀ-ú]{${min},${max}}$`))
  it('property: first word > 2 with a remainder > 3 is valid, and the split rebuilds the name', () => {
    fc.assert(
      fc.property(word(3, 12), fc.array(word(1, 10), { minLength: 1, maxLength: 4 }), (first, rest) => {
        const name = `${first} ${rest.join(' ')}`
        const { firstName, lastName } = splitFullName(name)
        expect(`${firstName} ${lastName}`).toBe(name)
        expect(isValidFullName(name)).toBe(lastName.length > 3)
      }),
    )
  })
  it('property: a first word of 2 or fewer is always too short', () => {
    fc.assert(
      fc.property(word(1, 2), word(4, 20), (first, rest) => {
        expect(fullNameError(`${first} ${rest}`)).toBe(ptBR.validation.nameTooShort)
      }),
    )
  })
})
