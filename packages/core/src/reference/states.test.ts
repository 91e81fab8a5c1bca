import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  BRAZILIAN_STATES,
  STATE_ABBRS,
  STATE_CODES,
  isStateAbbr,
  stateAbbrFromCode,
  stateCodeFromAbbr,
} from './states'

// The spec's, verbatim.
const SPEC_CODES =
  'AC 2, AL 3, AP 4, AM 5, BA 6, CE 7, DF 8, ES 9, GO 10, MA 11, MT 12, MS 13, MG 14, PA 15, PB 16, PR 17, PE 18, PI 19, RJ 20, RN 21, RS 22, RO 23, SC 24, RR 25, SP 26, SE 27, TO 28'

const specPairs = SPEC_CODES.split(', ').map((pair) => {
  const [abbr, code] = pair.split(' ')
  return [abbr, Number(code)] as const
})

describe('states', () => {
  it('has exactly the 27 codes of the spec', () => {
    expect(specPairs).toHaveLength(27)
    expect(BRAZILIAN_STATES.map((s) => [s.abbr, s.code])).toEqual(specPairs)
    expect(Object.entries(STATE_CODES)).toEqual(specPairs)
  })

  it('has 27 distinct abbreviations, codes and names', () => {
    expect(new Set(BRAZILIAN_STATES.map((s) => s.abbr)).size).toBe(27)
    expect(new Set(BRAZILIAN_STATES.map((s) => s.code)).size).toBe(27)
    expect(new Set(BRAZILIAN_STATES.map((s) => s.name)).size).toBe(27)
    expect(STATE_ABBRS).toEqual(BRAZILIAN_STATES.map((s) => s.abbr))
  })

  it('uses the full pt-BR names with accents', () => {
    const byAbbr = Object.fromEntries(BRAZILIAN_STATES.map((s) => [s.abbr, s.name]))
    expect(byAbbr.SP).toBe('São Paulo')
    expect(byAbbr.PI).toBe('Piauí')
    expect(byAbbr.AP).toBe('Amapá')
    expect(byAbbr.ES).toBe('Espírito Santo')
    expect(byAbbr.RO).toBe('Rondônia')
    expect(byAbbr.MS).toBe('Mato Grosso do Sul')
  })

  it('maps abbreviations case-insensitively', () => {
    expect(stateCodeFromAbbr('sp')).toBe(26)
    expect(stateCodeFromAbbr(' Rj ')).toBe(20)
    expect(stateCodeFromAbbr('XX')).toBeUndefined()
    expect(stateCodeFromAbbr('constructor')).toBeUndefined()
    expect(stateAbbrFromCode(28)).toBe('TO')
    expect(stateAbbrFromCode(1)).toBeUndefined()
    expect(stateAbbrFromCode(29)).toBeUndefined()
  })

  it('guards the abbreviation type', () => {
    expect(isStateAbbr('MG')).toBe(true)
    expect(isStateAbbr('mg')).toBe(false)
    expect(isStateAbbr('toString')).toBe(false)
    expect(isStateAbbr(14)).toBe(false)
    expect(isStateAbbr(null)).toBe(false)
  })

  it('round-trips abbreviation -> code -> abbreviation in any letter case', () => {
    const anyCase = fc
      .tuple(fc.constantFrom(...STATE_ABBRS), fc.array(fc.boolean(), { minLength: 2, maxLength: 2 }))
      .map(([abbr, lower]) => ({
        abbr,
        input: [...abbr].map((c, i) => (lower[i] ? c.toLowerCase() : c)).join(''),
      }))
    fc.assert(
      fc.property(anyCase, ({ abbr, input }) => {
        const code = stateCodeFromAbbr(input)
        expect(code).toBeDefined()
        expect(stateAbbrFromCode(code!)).toBe(abbr)
      }),
    )
  })

  it('round-trips code -> abbreviation -> code, and rejects every other integer', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 1000 }), (code) => {
        const abbr = stateAbbrFromCode(code)
        if (code >= 2 && code <= 28) expect(stateCodeFromAbbr(abbr!)).toBe(code)
        else expect(abbr).toBeUndefined()
      }),
    )
  })

  it('accepts only the 27 abbreviations as two-letter strings', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Z]{2}$/), (s) => {
        expect(isStateAbbr(s)).toBe((STATE_ABBRS as readonly string[]).includes(s))
      }),
    )
  })
})
