// POST /v1/web-vitals and GET /v1/web-vitals (rest/web-vitals.ts; docs/performance.md, "Real-user
// figures"): a valid report is stored as route patterns only, a bad one is refused with the field's pt-BR
// message, each client address is limited, and the operator's summary gives the p75 per route and metric.
import { buildAuthorizationHeader } from '@carreiras/api'
import { WEB_VITALS_RATE_LIMIT, webVitalsMessages } from '@carreiras/core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { RATE_LIMIT_MESSAGE } from '../src/accounts/rate-limit.js'
import { webVitals } from '../src/db/schema.js'
import { createTestPlatform, type TestPlatform } from './helpers.js'

const SECRET = 'segredo-do-proxy-do-site-dos-testes-web-vitals'
let platform: TestPlatform
let address = 0

/** A beacon as the site's proxy forwards it: a fresh visitor address each time unless one is given. */
function send(body: unknown, visitor = `192.0.2.${++address % 250}`) {
  return platform.app.request('/v1/web-vitals', {
    method: 'POST',
    headers: {
      'Content-Type': 'text/plain;charset=UTF-8',
      'X-Site-Proxy-Secret': SECRET,
      'X-Site-Client-Address': visitor,
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
}

const metric = (overrides: Record<string, unknown> = {}) => ({
  name: 'INP',
  value: 120,
  rating: 'needs-improvement',
  navigationType: 'navigate',
  route: '/vagas/:id/inscricao',
  ...overrides,
})

beforeAll(async () => {
  platform = await createTestPlatform({ SITE_PROXY_SECRET: SECRET })
})
afterAll(async () => {
  await platform.close()
})

describe('POST /v1/web-vitals', () => {
  it('stores each metric of a valid report with its route pattern and nothing else', async () => {
    const response = await send({
      metrics: [metric(), metric({ name: 'LCP', value: 1800.5, rating: 'good', route: '/vagas/:id' })],
    })
    expect(response.status).toBe(202)
    expect(await response.json()).toEqual({ accepted: 2 })
    const rows = await platform.database.db.select().from(webVitals)
    expect(
      rows.map(({ route, metric, value, rating, navigationType }) => ({
        route,
        metric,
        value,
        rating,
        navigationType,
      })),
    ).toEqual(
      expect.arrayContaining([
        {
          route: '/vagas/:id/inscricao',
          metric: 'INP',
          value: 120,
          rating: 'needs-improvement',
          navigationType: 'navigate',
        },
        { route: '/vagas/:id', metric: 'LCP', value: 1800.5, rating: 'good', navigationType: 'navigate' },
      ]),
    )
    // The table has no column for a person, a cookie, an address or a URL.
    expect(Object.keys(rows[0]!).sort()).toEqual([
      'id',
      'metric',
      'navigationType',
      'rating',
      'receivedAt',
      'route',
      'value',
    ])
  })

  it('refuses a real address (an id, a query string) with the route message, storing nothing', async () => {
    const before = (await platform.database.db.select().from(webVitals)).length
    for (const route of ['/vagas/100001', '/vagas?q=analista', 'https://site/vagas', '/meus-dados/0f3c']) {
      const response = await send({ metrics: [metric({ route })] })
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual({
        errors: [{ message: webVitalsMessages.route, field: 'route' }],
      })
    }
    expect((await platform.database.db.select().from(webVitals)).length).toBe(before)
  })

  it('refuses a malformed body, an unknown metric and an empty report with clear messages', async () => {
    const cases: [unknown, string, string | undefined][] = [
      ['{"metrics": [', webVitalsMessages.invalidBody, undefined],
      [{ metrics: [metric({ name: 'FID' })] }, webVitalsMessages.metric, 'name'],
      [{ metrics: [metric({ value: 'rápido' })] }, webVitalsMessages.value, 'value'],
      [{ metrics: [] }, webVitalsMessages.metrics, 'metrics'],
    ]
    for (const [body, message, field] of cases) {
      const response = await send(body)
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual({ errors: [{ message, ...(field ? { field } : {}) }] })
    }
  })

  it('limits the reports of one client address', async () => {
    const visitor = '198.51.100.7'
    for (let i = 0; i < WEB_VITALS_RATE_LIMIT.max; i++)
      expect((await send({ metrics: [metric()] }, visitor)).status).toBe(202)
    const refused = await send({ metrics: [metric()] }, visitor)
    expect(refused.status).toBe(429)
    expect(await refused.json()).toEqual({ errors: [{ message: RATE_LIMIT_MESSAGE }] })
    // Another visitor is not held back.
    expect((await send({ metrics: [metric()] }, '198.51.100.8')).status).toBe(202)
  })
})

describe('GET /v1/web-vitals', () => {
  it('gives the operator the p75 per route and metric, to a known client token only', async () => {
    for (const value of [100, 200, 300, 400, 500])
      await send({
        metrics: [metric({ name: 'CLS', value: value / 1000, rating: 'good', route: '/meu-perfil' })],
      })
    expect((await platform.app.request('/v1/web-vitals')).status).toBe(401)
    const response = await platform.app.request('/v1/web-vitals?days=7', {
      headers: { Authorization: buildAuthorizationHeader(platform.config.clientTokens[0]!) },
    })
    expect(response.status).toBe(200)
    const body = (await response.json()) as {
      days: number
      rows: { route: string; metric: string; count: number; p75: number; good: number }[]
    }
    expect(body.days).toBe(7)
    expect(body.rows).toContainEqual({ route: '/meu-perfil', metric: 'CLS', count: 5, p75: 0.4, good: 1 })
    const bad = await platform.app.request('/v1/web-vitals?days=0', {
      headers: { Authorization: buildAuthorizationHeader(platform.config.clientTokens[0]!) },
    })
    expect(bad.status).toBe(400)
    expect(await bad.json()).toEqual({ errors: [{ message: webVitalsMessages.days, field: 'days' }] })
  })
})
