import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ptBR } from '../messages/pt-BR'
import {
  fullNameError,
  fullNameSchema,
  isValidFullName,
  normalizeFullName,
  socialNameError,
  splitFullName,
} from './full-name'

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

  it('invisible characters are no name: zero-width only is "Nome inválido", bidi overrides are dropped', () => {
    expect(fullNameError('\u200B\u200B\u200B\u200B \u200B\u200B\u200B\u200B\u200B')).toBe(
      ptBR.validation.nameInvalid,
    )
    expect(fullNameError('\u202E\u202E\u202E \u2066\u2067\u2068\u2069\uFEFF')).toBe(
      ptBR.validation.nameInvalid,
    )
    expect(fullNameSchema.parse('Ana \u202ESilva\u200D')).toBe('Ana Silva')
    expect(fullNameError('Ana\u00AD Sa\u200Bb\u200B')).toBe(ptBR.validation.nameTooShort)
    expect(normalizeFullName('Ana\tMaria\nSouza')).toBe('Ana Maria Souza')
  })
  it('a social name: empty or invisible → "Nome inválido", one character → "Nome muito curto"', () => {
    expect(socialNameError('Jo')).toBeNull()
    expect(socialNameError('Bê')).toBeNull()
    expect(socialNameError('  Maria Clara ')).toBeNull()
    expect(socialNameError('')).toBe(ptBR.validation.nameInvalid)
    expect(socialNameError('\u200B\u200C\u200D\u2060')).toBe(ptBR.validation.nameInvalid)
    expect(socialNameError('A')).toBe(ptBR.validation.nameTooShort)
    expect(socialNameError('A\u202E\u200B')).toBe(ptBR.validation.nameTooShort)
  })
  it('property: a normalized name has no control or format character and normalizing it again changes nothing', () => {
    const piece = fc.oneof(
      word(1, 6),
      fc.constantFrom(' ', '\t', '\n', '\u200B', '\u200D', '\u202E', '\u2066', '\uFEFF', '\u00AD', '\u0007'),
    )
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 12 }), (pieces) => {
        const normalized = normalizeFullName(pieces.join(''))
        expect(normalized).not.toMatch(/[\p{Cc}\p{Cf}]/u)
        expect(normalizeFullName(normalized)).toBe(normalized)
        if (fullNameError(pieces.join('')) === null) expect(isValidFullName(normalized)).toBe(true)
      }),
    )
  })
})
