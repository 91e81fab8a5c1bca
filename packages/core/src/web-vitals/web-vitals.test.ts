import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  ROUTE_PATTERN,
  WEB_VITALS_DEFAULT_SAMPLE_RATE,
  WEB_VITALS_MAX_ROUTE_LENGTH,
  isSampled,
  parseSampleRate,
  routePattern,
  webVitalsMessages,
} from './web-vitals'
import { webVitalsReportSchema } from './schema'

describe('routePattern', () => {
  it('names the route parameters instead of their values', () => {
    expect(routePattern('/vagas/100001', { id: '100001' })).toBe('/vagas/:id')
    expect(routePattern('/vagas/100001/inscricao?utm_source=x#topo', { id: '100001' })).toBe(
      '/vagas/:id/inscricao',
    )
    expect(
      routePattern('/vagas/100006/inscricao/9/teste/123', {
        id: '100006',
        headerTestId: '9',
        questionId: '123',
      }),
    ).toBe('/vagas/:id/inscricao/:headerTestId/teste/:questionId')
    expect(routePattern('/vagas/7/inscricao/logica/42', { id: '7', testName: 'logica', testId: '42' })).toBe(
      '/vagas/:id/inscricao/:testName/:testId',
    )
    expect(routePattern('/accept_hunting/abcDEF', { token: 'abcDEF' })).toBe('/accept_hunting/:token')
  })

  it('keeps static routes and the root as they are', () => {
    expect(routePattern('/')).toBe('/')
    expect(routePattern('/vagas?q=dev&page=2')).toBe('/vagas')
    expect(routePattern('/meu-perfil')).toBe('/meu-perfil')
    expect(routePattern('/InsertCpf')).toBe('/InsertCpf')
  })

  it('turns the catch-all into * and any segment with a digit into :param', () => {
    expect(routePattern('/nada/aqui', { '*': 'nada/aqui' })).toBe('/*')
    expect(routePattern('/vagas/123/x%20y')).toBe('/vagas/:param/:param')
    expect(routePattern('/meus-dados/5f1c-aa')).toBe('/meus-dados/:param')
  })

  it('never leaks a digit of an id, a query string or a fragment (property)', () => {
    const segment = fc.oneof(
      fc.stringMatching(/^[a-z-]{1,12}$/),
      fc.integer({ min: 0, max: 2 ** 40 }).map(String),
      fc.uuid(),
      fc.string({ minLength: 1, maxLength: 20 }).map((text) => encodeURIComponent(text)),
    )
    fc.assert(
      fc.property(
        fc.array(segment, { maxLength: 12 }),
        fc.string({ maxLength: 30 }),
        fc.dictionary(fc.stringMatching(/^[A-Za-z*]{1,8}$/), fc.string({ maxLength: 12 })),
        (segments, query, params) => {
          const path = `/${segments.join('/')}${query ? `?${query}` : ''}`
          const pattern = routePattern(path, params)
          expect(pattern).not.toMatch(/\d/)
          expect(pattern).not.toMatch(/[?#=%&]/)
          expect(pattern.length).toBeLessThanOrEqual(WEB_VITALS_MAX_ROUTE_LENGTH)
          // What the browser computes is what the platform accepts.
          expect(pattern).toMatch(ROUTE_PATTERN)
        },
      ),
    )
  })
})

describe('sampling', () => {
  it('reads the configured rate as a share or a percentage', () => {
    expect(parseSampleRate(undefined)).toBe(WEB_VITALS_DEFAULT_SAMPLE_RATE)
    expect(parseSampleRate('')).toBe(0.1)
    expect(parseSampleRate('1')).toBe(1)
    expect(parseSampleRate('0.25')).toBe(0.25)
    expect(parseSampleRate('10%')).toBe(0.1)
    expect(parseSampleRate('0')).toBe(0)
    expect(parseSampleRate('1.5')).toBeNull()
    expect(parseSampleRate('-1')).toBeNull()
    expect(parseSampleRate('muito')).toBeNull()
  })

  it('samples 0 % never, 100 % always, and otherwise by the draw', () => {
    expect(isSampled(0, () => 0)).toBe(false)
    expect(isSampled(1, () => 0.999)).toBe(true)
    expect(isSampled(0.1, () => 0.05)).toBe(true)
    expect(isSampled(0.1, () => 0.1)).toBe(false)
  })

  it('reports about the configured share of page loads (property)', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
        (rate, draw) => {
          expect(isSampled(rate, () => draw)).toBe(rate >= 1 || (rate > 0 && draw < rate))
        },
      ),
    )
  })
})

describe('webVitalsReportSchema', () => {
  const metric = { name: 'INP', value: 96, rating: 'good', navigationType: 'navigate', route: '/vagas/:id' }

  it('accepts a report of route patterns', () => {
    expect(
      webVitalsReportSchema.parse({ metrics: [metric, { ...metric, name: 'CLS', value: 0.01 }] }).metrics,
    ).toHaveLength(2)
  })

  it('refuses a real address, an unknown metric and an empty report with a clear message', () => {
    const message = (body: unknown) => webVitalsReportSchema.safeParse(body).error?.issues[0]?.message
    expect(message({ metrics: [{ ...metric, route: '/vagas/100001' }] })).toBe(webVitalsMessages.route)
    expect(message({ metrics: [{ ...metric, route: '/vagas?q=1' }] })).toBe(webVitalsMessages.route)
    expect(message({ metrics: [{ ...metric, name: 'FID' }] })).toBe(webVitalsMessages.metric)
    expect(message({ metrics: [{ ...metric, value: -1 }] })).toBe(webVitalsMessages.value)
    expect(message({ metrics: [] })).toBe(webVitalsMessages.metrics)
    expect(message('x')).toBe(webVitalsMessages.invalidBody)
  })
})
