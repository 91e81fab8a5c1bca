import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { parseOpportunityListParams, toOpportunityListSearchParams } from '../opportunity/opportunity.schema'
import { cleanFilterText, jobFiltersFromUrl, jobFiltersToListQuery } from './job-search.schema'

/** What the platform refuses with 400 'Busca inválida' (apps/platform/src/rest/opportunities.ts). */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const PLATFORM_REFUSES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f]/

/** The query the list sends the platform for a /vagas URL with these parameters. */
function platformQuery(params: Record<string, string>): URLSearchParams {
  const { filters } = jobFiltersFromUrl(new URLSearchParams(params))
  return new URLSearchParams(String(toOpportunityListSearchParams(jobFiltersToListQuery(filters, 1))))
}

describe('cleanFilterText (search terms with control characters)', () => {
  it.each([
    ['caixa\u0000operador', 'caixa operador'],
    ['\u0007caixa\u009f', 'caixa'],
    ['caixa\toperador\r\nloja', 'caixa operador loja'],
    ['a\u001b[31mb', 'a [31mb'],
    ['  Analista   de Sistemas ', 'Analista de Sistemas'],
    ['Atendente (Júnior) – São Paulo', 'Atendente (Júnior) – São Paulo'],
    ['\u0000\u0001\u0002', ''],
  ])('%j → %j', (value, expected) => {
    expect(cleanFilterText(value)).toBe(expected)
  })

  it('keeps at most 200 characters and never half of a surrogate pair', () => {
    expect(cleanFilterText('x'.repeat(300))).toHaveLength(200)
    const cut = cleanFilterText(`${'x'.repeat(199)}😀`)
    expect(cut).toBe('x'.repeat(199))
  })

  it('sends the platform a term it accepts, whatever the URL holds (property)', () => {
    const control = fc.integer({ min: 0, max: 0x9f }).map((code) => String.fromCharCode(code))
    const term = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 260 }),
      fc.string({ unit: control, maxLength: 40 }),
      fc
        .array(fc.oneof(control, fc.string({ maxLength: 4 })), { maxLength: 80 })
        .map((parts) => parts.join('')),
    )
    fc.assert(
      fc.property(term, term, term, (q, city, area) => {
        const search = platformQuery({ term: q, state: 'SP', city, area, collection: q })
        for (const [, value] of search) expect(PLATFORM_REFUSES.test(value)).toBe(false)
        expect(parseOpportunityListParams(search).ok).toBe(true)
        const cleaned = cleanFilterText(q)
        expect(cleanFilterText(cleaned)).toBe(cleaned)
        expect(cleaned.length).toBeLessThanOrEqual(200)
        expect(/\p{Cc}|\s\s|^\s|\s$/u.test(cleaned)).toBe(false)
      }),
      { numRuns: 2000 },
    )
  })

  it('leaves a term without control characters as it was typed (property)', () => {
    const word = fc.stringMatching(/^[\p{L}\p{N}()\-–.]{1,12}$/u)
    fc.assert(
      fc.property(fc.array(word, { minLength: 1, maxLength: 8 }), (words) => {
        const typed = words.join(' ')
        expect(jobFiltersFromUrl(new URLSearchParams({ term: typed })).filters.term).toBe(typed)
      }),
    )
  })
})
