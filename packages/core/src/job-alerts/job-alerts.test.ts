import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { OPEN_STATUS_ID } from '../constants'
import { parseOpportunityListParams } from '../opportunity/opportunity.schema'
import { stateCodeFromAbbr } from '../reference/states'

const SP = stateCodeFromAbbr('SP')!
const RJ = stateCodeFromAbbr('RJ')!
import {
  JOB_ALERT_PERIOD_MS,
  isJobAlertDue,
  normalizeSearchText,
  openingMatchesListParams,
  type MatchableOpening,
} from './job-alerts.rules'
import { alertEmailError, canonicalAlertSearch, jobAlertCreateSchema } from './job-alerts.schema'
import { alertSearchSummary } from './job-alerts.summary'

const now = new Date('2026-12-02T12:00:00Z')
const opening: MatchableOpening = {
  companyId: 6562,
  statusId: OPEN_STATUS_ID,
  expiredAt: new Date('2026-12-20T00:00:00Z'),
  internalRecruitment: false,
  stateId: SP,
  cityNameNormalized: 'SAO PAULO',
  pcd: false,
  temporary: false,
  titleNormalized: 'ANALISTA DE CREDITO PLENO',
  level: 'Pleno',
  team: 'sede-administrativa',
  jobAreaId: 5,
  collection: null,
  neighborhoodNormalized: 'PINHEIROS',
  cityId: 3550308,
}
const params = (query: string) => {
  const parsed = parseOpportunityListParams(new URLSearchParams(query))
  if (!parsed.ok) throw new Error(query)
  return parsed.value
}

describe('openingMatchesListParams', () => {
  it('reads each filter as the list does: accents and case ignored, ids and slugs exact', () => {
    const matches = (query: string) => openingMatchesListParams(opening, params(query), now)
    expect(matches('q=crédito')).toBe(true)
    expect(matches('q=caixa')).toBe(false)
    expect(matches(`states=${SP}&city=são paulo`)).toBe(true)
    expect(matches(`states=${RJ}`)).toBe(false)
    expect(matches('company_field_area=5,6')).toBe(true)
    expect(matches('company_field_area=6')).toBe(false)
    expect(matches('pcd=true')).toBe(false)
    expect(matches('level=pleno')).toBe(true)
    expect(matches('company_area=SEDE-ADMINISTRATIVA')).toBe(true)
    expect(matches('company_id=1')).toBe(false)
    expect(matches('internal_recruitment=true')).toBe(false)
  })

  it('never shows a closed or expired opening, whatever the search', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('', 'q=analista', `states=${SP}`, 'level=Pleno'),
        fc.boolean(),
        (query, closed) => {
          const o = closed ? { ...opening, statusId: 2 } : { ...opening, expiredAt: now }
          expect(openingMatchesListParams(o, params(query), now)).toBe(false)
        },
      ),
    )
  })

  it('a term matches exactly when the normalised title contains it', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 8 }).filter((s) => s.trim() !== ''),
        (term) => {
          const expected = opening.titleNormalized.includes(normalizeSearchText(term))
          expect(openingMatchesListParams(opening, { ...params(''), q: term }, now)).toBe(expected)
        },
      ),
    )
  })
})

describe('the alert’s search', () => {
  it('keeps only the list’s filters, in their order, without the location switch', () => {
    expect(canonicalAlertSearch('state=SP&term=analista&x=1&local=0&city=Campinas')).toBe(
      'term=analista&state=SP&city=Campinas',
    )
    expect(canonicalAlertSearch('')).toBe('')
  })

  it('reads as the site names it', () => {
    expect(alertSearchSummary('term=analista&state=SP&city=Campinas&field_area=14&pcd=true')).toBe(
      '“analista” · Campinas/SP · Tecnologia · Pessoa com Deficiência',
    )
    expect(alertSearchSummary('')).toBe('Todas as vagas')
  })

  it('asks a valid e-mail and a known frequency', () => {
    expect(alertEmailError('')).toBe('Informe seu e-mail.')
    expect(alertEmailError('ana@')).toBe('Informe um e-mail válido.')
    expect(alertEmailError(' ana@example.com ')).toBeNull()
    expect(jobAlertCreateSchema.safeParse({ search: '', frequency: 'monthly' }).success).toBe(false)
    expect(
      jobAlertCreateSchema.safeParse({ search: 'term=a', frequency: 'weekly', email: 'x' }).success,
    ).toBe(false)
  })
})

describe('isJobAlertDue', () => {
  it('is due once a whole period has passed since its window started, never before', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('daily' as const, 'weekly' as const),
        fc.integer({ min: -1000, max: 1000 }),
        (f, delta) => {
          const start = new Date(now.getTime() - JOB_ALERT_PERIOD_MS[f] - delta)
          expect(isJobAlertDue(f, start, now)).toBe(delta >= 0)
        },
      ),
    )
  })
})
