import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { titleCaseName } from './title-case'

describe('titleCaseName', () => {
  it('capitalizes each word but the particles after the first', () => {
    expect(titleCaseName('  MARIA DA SILVA  ')).toBe('Maria da Silva')
    expect(titleCaseName('joão dos santos e souza')).toBe('João dos Santos e Souza')
    expect(titleCaseName('de oliveira')).toBe('De Oliveira')
    expect(titleCaseName('ÁLVARO   ÉDEN')).toBe('Álvaro Éden')
    expect(titleCaseName('')).toBe('')
  })

  it('property: idempotent, same words ignoring case, single spaces', () => {
    const word = fc.stringMatching(/^[a-zA-ZáàâãéêíóôõúçÁÀÂÃÉÊÍÓÔÕÚÇ]{1,8}$/)
    fc.assert(
      fc.property(fc.array(word, { maxLength: 6 }), fc.constantFrom(' ', '  ', '\t'), (words, gap) => {
        const out = titleCaseName(words.join(gap))
        expect(titleCaseName(out)).toBe(out)
        expect(out.toLocaleLowerCase('pt-BR')).toBe(words.join(' ').toLocaleLowerCase('pt-BR'))
        expect(out).not.toMatch(/\s{2}/)
      }),
    )
  })
})
