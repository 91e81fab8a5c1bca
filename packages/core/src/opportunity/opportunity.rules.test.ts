import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  daysLeft,
  isOpportunityOpen,
  opportunityIdFromParam,
  opportunityPath,
  opportunitySlug,
  progressPercent,
  slugFromSubscriptionLink,
} from './opportunity.rules'

const DAY = 86_400_000
// Noon in São Paulo (UTC-3) on a given date.
const spNoon = (iso: string) => new Date(`${iso}T15:00:00Z`)
const dates = fc.date({
  min: new Date('2020-01-01T00:00:00Z'),
  max: new Date('2090-01-01T00:00:00Z'),
  noInvalidDate: true,
})

describe('opportunityIdFromParam', () => {
  it('takes the leading run of digits', () => {
    expect(opportunityIdFromParam('378937-estagio')).toBe(378937)
    expect(opportunityIdFromParam('378937')).toBe(378937)
    expect(opportunityIdFromParam('12-2024-analista')).toBe(12)
    expect(opportunityIdFromParam('007-bond')).toBe(7)
  })

  it('gives null without a positive safe integer', () => {
    expect(opportunityIdFromParam('abc')).toBeNull()
    expect(opportunityIdFromParam('abc-123')).toBeNull()
    expect(opportunityIdFromParam('0')).toBeNull()
    expect(opportunityIdFromParam('000-x')).toBeNull()
    expect(opportunityIdFromParam('')).toBeNull()
    expect(opportunityIdFromParam(undefined)).toBeNull()
    expect(opportunityIdFromParam(null)).toBeNull()
    expect(opportunityIdFromParam('99999999999999999999')).toBeNull()
    expect(opportunityIdFromParam(' 12')).toBeNull()
  })

  it('reads back any positive id followed by any non-digit suffix', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }), fc.string(), (id, rest) => {
        const suffix = /^\d/.test(rest) ? `-${rest}` : rest
        expect(opportunityIdFromParam(`${id}${suffix}`)).toBe(id)
      }),
    )
  })
})

describe('daysLeft', () => {
  const now = spNoon('2024-05-10')

  it('counts calendar days in São Paulo', () => {
    expect(daysLeft('2024-05-11', now)).toBe(1)
    expect(daysLeft('2024-05-20T00:00:00-03:00', now)).toBe(10)
    expect(daysLeft('2024-05-10', now)).toBe(0)
    expect(daysLeft('2024-05-01', now)).toBe(0)
    // 02:00 UTC on the 11th is still the 10th in São Paulo.
    expect(daysLeft('2024-05-11T02:00:00Z', now)).toBe(0)
    expect(daysLeft(new Date('2024-05-11T03:00:00Z'), now)).toBe(1)
    // Late evening in São Paulo is already the next day in UTC: still one day to the 11th.
    expect(daysLeft('2024-05-11', new Date('2024-05-11T01:30:00Z'))).toBe(1)
    expect(daysLeft('not a date', now)).toBe(0)
  })

  it('is never negative and equals the day difference when the expiry is ahead', () => {
    fc.assert(
      fc.property(dates, fc.integer({ min: -400, max: 400 }), (n, offset) => {
        const expiry = new Date(n.getTime() + offset * DAY)
        const left = daysLeft(expiry, n)
        expect(left).toBeGreaterThanOrEqual(0)
        expect(left).toBe(Math.max(0, offset))
      }),
    )
  })

  it('never grows as time passes', () => {
    fc.assert(
      fc.property(dates, dates, dates, (expiry, a, b) => {
        const [early, late] = a <= b ? [a, b] : [b, a]
        expect(daysLeft(expiry, late)).toBeLessThanOrEqual(daysLeft(expiry, early))
      }),
    )
  })
})

describe('progressPercent', () => {
  it('measures elapsed São Paulo calendar days', () => {
    expect(progressPercent('2024-05-01', '2024-05-11', spNoon('2024-05-06'))).toBe(50)
    expect(progressPercent('2024-05-01', '2024-05-11', spNoon('2024-05-04'))).toBe(30)
    expect(progressPercent('2024-05-01', '2024-05-04', spNoon('2024-05-03'))).toBe(66)
    expect(progressPercent('2024-05-01', '2024-05-11', spNoon('2024-05-01'))).toBe(0)
    expect(progressPercent('2024-05-01', '2024-05-11', spNoon('2024-04-20'))).toBe(0)
    expect(progressPercent('2024-05-01', '2024-05-11', spNoon('2024-05-11'))).toBe(100)
    expect(progressPercent('2024-05-01', '2024-05-11', spNoon('2024-06-11'))).toBe(100)
  })

  it('guards empty and inverted spans and unreadable dates', () => {
    expect(progressPercent('2024-05-10', '2024-05-10', spNoon('2024-05-09'))).toBe(0)
    expect(progressPercent('2024-05-10', '2024-05-10', spNoon('2024-05-10'))).toBe(100)
    expect(progressPercent('2024-05-20', '2024-05-10', spNoon('2024-05-15'))).toBe(100)
    expect(progressPercent('2024-05-20', '2024-05-10', spNoon('2024-05-01'))).toBe(0)
    expect(progressPercent('x', '2024-05-10', spNoon('2024-05-01'))).toBe(0)
  })

  it('is an integer within 0..100, 100 once expired and 0 before publication', () => {
    fc.assert(
      fc.property(dates, dates, dates, (published, expired, now) => {
        const p = progressPercent(published, expired, now)
        expect(Number.isInteger(p)).toBe(true)
        expect(p).toBeGreaterThanOrEqual(0)
        expect(p).toBeLessThanOrEqual(100)
        if (daysLeft(expired, now) === 0) expect(p).toBe(100)
        else if (now.getTime() + DAY <= published.getTime()) expect(p).toBe(0)
      }),
    )
  })

  it('is monotonic in now', () => {
    fc.assert(
      fc.property(dates, dates, dates, dates, (published, expired, a, b) => {
        const [early, late] = a <= b ? [a, b] : [b, a]
        expect(progressPercent(published, expired, early)).toBeLessThanOrEqual(
          progressPercent(published, expired, late),
        )
      }),
    )
  })
})

describe('isOpportunityOpen', () => {
  it('is open only for status 1', () => {
    expect(isOpportunityOpen(1)).toBe(true)
    expect(isOpportunityOpen('1')).toBe(true)
    expect(isOpportunityOpen(' 1 ')).toBe(true)
    expect(isOpportunityOpen(2)).toBe(false)
    expect(isOpportunityOpen('2')).toBe(false)
    expect(isOpportunityOpen('')).toBe(false)
    expect(isOpportunityOpen(null)).toBe(false)
    expect(isOpportunityOpen(undefined)).toBe(false)
  })

  it('is closed for every other integer', () => {
    fc.assert(
      fc.property(
        fc.integer().filter((n) => n !== 1),
        (n) => {
          expect(isOpportunityOpen(n)).toBe(false)
          expect(isOpportunityOpen(String(n))).toBe(false)
        },
      ),
    )
  })
})

describe('opportunitySlug', () => {
  it('strips accents and punctuation', () => {
    expect(opportunitySlug('Analista de Crédito Sênior (São Paulo)')).toBe(
      'analista-de-credito-senior-sao-paulo',
    )
    expect(opportunitySlug('  Estágio — Tecnologia 2025!  ')).toBe('estagio-tecnologia-2025')
    expect(opportunitySlug('Ação & Reação')).toBe('acao-reacao')
    expect(opportunitySlug('***')).toBe('')
  })

  it('always gives a clean, idempotent slug', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (title) => {
        const slug = opportunitySlug(title)
        expect(slug).toMatch(/^(?:[a-z0-9]+(?:-[a-z0-9]+)*)?$/)
        expect(opportunitySlug(slug)).toBe(slug)
      }),
    )
  })
})

describe('opportunityPath', () => {
  it('builds /vagas/{id}-{slug} or /vagas/{id}', () => {
    expect(opportunityPath(378937, 'estagio')).toBe('/vagas/378937-estagio')
    expect(opportunityPath(378937, 'Estágio Tecnologia')).toBe('/vagas/378937-estagio-tecnologia')
    expect(opportunityPath(378937, '378937-estagio')).toBe('/vagas/378937-estagio')
    expect(opportunityPath(378937)).toBe('/vagas/378937')
    expect(opportunityPath(378937, '')).toBe('/vagas/378937')
    expect(opportunityPath(378937, '378937')).toBe('/vagas/378937')
    expect(opportunityPath(12, '2024-vagas')).toBe('/vagas/12-2024-vagas')
  })

  it('round-trips the id through the route parameter', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }),
        fc.option(fc.string()),
        (id, slug) => {
          const path = opportunityPath(id, slug)
          expect(path.startsWith('/vagas/')).toBe(true)
          expect(opportunityIdFromParam(path.slice('/vagas/'.length))).toBe(id)
        },
      ),
    )
  })
})

describe('slugFromSubscriptionLink', () => {
  it('takes the last path segment', () => {
    expect(slugFromSubscriptionLink('https://vagas.example/vagas/123-analista')).toBe('123-analista')
    expect(slugFromSubscriptionLink('https://vagas.example/vagas/123-analista/?utm=x#top')).toBe(
      '123-analista',
    )
    expect(slugFromSubscriptionLink('')).toBe('')
  })

  it('returns any slug placed at the end of a link', () => {
    fc.assert(
      fc.property(fc.domain(), fc.stringMatching(/^[a-z0-9]+(-[a-z0-9]+)*$/), (host, slug) => {
        expect(slugFromSubscriptionLink(`https://${host}/vagas/${slug}?a=1`)).toBe(slug)
      }),
    )
  })
})
