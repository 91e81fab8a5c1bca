import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { initialsOf } from './initials'

const upperFirst = (word: string) => {
  const first = word[0] ?? ''
  const capital = first.toLocaleUpperCase('pt-BR')
  return capital.length === 1 ? capital : first
}

describe('initialsOf', () => {
  it('takes the first letter of the first and the last name', () => {
    expect(initialsOf('Ana Paula Souza')).toBe('AS')
    expect(initialsOf('joão pereira')).toBe('JP')
    expect(initialsOf('Mariana')).toBe('M')
  })

  it('skips Brazilian name connectives', () => {
    expect(initialsOf('Maria da Silva')).toBe('MS')
    expect(initialsOf('Pedro Henrique dos Santos e Souza')).toBe('PS')
    expect(initialsOf('Carlos de')).toBe('C')
  })

  it('keeps accented letters and ignores extra spaces and leading symbols', () => {
    expect(initialsOf('  Érica   Ávila  ')).toBe('ÉÁ')
    expect(initialsOf('Ícaro (Ica) Öztürk')).toBe('ÍÖ')
    expect(initialsOf('"Zé" Ramalho')).toBe('ZR')
    expect(initialsOf('ßarbara Weiß')).toBe('ßW')
  })

  it('composes decomposed accents', () => {
    expect(initialsOf('E\u0301rica Costa')).toBe('ÉC')
  })

  it('gives an empty string when there is no letter', () => {
    expect(initialsOf('')).toBe('')
    expect(initialsOf('   ')).toBe('')
    expect(initialsOf('123 456')).toBe('')
  })

  it('returns at most two upper-case letters, each the start of a word of the name', () => {
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^[A-Za-zÀ-ÖØ-öø-ÿ]{1,12}$/), { maxLength: 6 }), (words) => {
        const initials = Array.from(initialsOf(words.join(' ')))
        expect(initials.length).toBeLessThanOrEqual(2)
        for (const letter of initials) {
          expect(words.some((word) => upperFirst(word) === letter)).toBe(true)
        }
      }),
    )
  })

  it('is the same for any spacing of the same words', () => {
    fc.assert(
      fc.property(
        fc.array(fc.stringMatching(/^[A-Za-z]{1,8}$/), { minLength: 1, maxLength: 5 }),
        fc.stringMatching(/^[ \t\n]{1,4}$/),
        (words, gap) => {
          expect(initialsOf(gap + words.join(gap) + gap)).toBe(initialsOf(words.join(' ')))
        },
      ),
    )
  })
})
