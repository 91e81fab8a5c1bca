import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { TYPEAHEAD_MAX_MATCHES } from '../constants'
import { typeaheadKey, typeaheadMatches } from './typeahead'

const JOBS = [
  'Analista de Dados',
  'Gerente de Agência',
  'Desenvolvedor Front-end',
  'Assistente de Atendimento',
  'Estágio em Dados',
  'Analista de Crédito',
  'Agente de Negócios',
]

describe('typeaheadMatches', () => {
  it('finds substrings ignoring case and accents, prefixes first', () => {
    expect(typeaheadMatches('dados', JOBS)).toEqual(['Analista de Dados', 'Estágio em Dados'])
    expect(typeaheadMatches('AGENCIA', JOBS)).toEqual(['Gerente de Agência'])
    expect(typeaheadMatches('estagio', JOBS)).toEqual(['Estágio em Dados'])
    expect(typeaheadMatches('ag', JOBS)).toEqual([
      'Agente de Negócios',
      'Gerente de Agência',
      'Estágio em Dados',
    ])
  })

  it('starts from 1 character and returns at most 4', () => {
    expect(typeaheadMatches('', JOBS)).toEqual([])
    expect(typeaheadMatches('   ', JOBS)).toEqual([])
    const oneChar = typeaheadMatches('a', JOBS)
    expect(oneChar).toHaveLength(TYPEAHEAD_MAX_MATCHES)
    expect(oneChar.slice(0, 3)).toEqual([
      'Analista de Dados',
      'Assistente de Atendimento',
      'Analista de Crédito',
    ])
    expect(typeaheadMatches('a', JOBS, 2)).toHaveLength(2)
  })

  it('lists an option once', () => {
    expect(typeaheadMatches('sao', ['São Paulo', 'Sao Paulo', 'São Paulo', 'São Luís'])).toEqual([
      'São Paulo',
      'São Luís',
    ])
  })

  const options = fc.array(fc.string({ maxLength: 12 }), { maxLength: 15 })

  it('returns only options that contain the query, at most max, each once', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 3 }), options, fc.nat(6), (q, opts, max) => {
        const result = typeaheadMatches(q, opts, max)
        expect(result.length).toBeLessThanOrEqual(max)
        const keys = result.map(typeaheadKey)
        expect(new Set(keys).size).toBe(keys.length)
        for (const r of result) {
          expect(opts).toContain(r)
          expect(typeaheadKey(r)).toContain(typeaheadKey(q))
        }
      }),
    )
  })

  it('puts every prefix match before every other match', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 2 }), options, (q, opts) => {
        const result = typeaheadMatches(q, opts, 100)
        const isPrefix = result.map((r) => typeaheadKey(r).startsWith(typeaheadKey(q)))
        const firstOther = isPrefix.indexOf(false)
        if (firstOther >= 0) expect(isPrefix.slice(firstOther)).not.toContain(true)
      }),
    )
  })

  it('does not care about the query case or accents', () => {
    fc.assert(
      fc.property(fc.constantFrom('são', 'SAO', 'Sáo', 'sÃo'), (q) => {
        expect(typeaheadMatches(q, ['Sao Bernardo', 'Campinas', 'São Paulo'])).toEqual([
          'Sao Bernardo',
          'São Paulo',
        ])
      }),
    )
  })
})
