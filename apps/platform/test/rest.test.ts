// The plain-JSON surface: GET /v1/opportunities, GET /v1/opportunities/{id}, /health, CORS, unknown routes.
import {
  INTERNSHIP_OPPORTUNITY_ID,
  JOB_LIST_PAGE_SIZE,
  opportunityDetailResponseSchema,
  opportunityListItemSchema,
  opportunitySchema,
  slugFromSubscriptionLink,
} from '@carreiras/core'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestPlatform, type TestPlatform } from './helpers.js'
import { getJson, listAll, listPage } from './rest-helpers.js'

let platform: TestPlatform
beforeAll(async () => {
  platform = await createTestPlatform()
})
afterAll(() => platform.close())

const get = (path: string) => getJson(platform, path)
const list = (query: string) => listPage(platform, query)
const all = (query: string) => listAll(platform, query)

const normalize = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()

describe('GET /v1/opportunities', () => {
  it('answers items that match core’s list-item schema exactly', async () => {
    const { body } = await get('/v1/opportunities')
    const items = body.opportunities as Record<string, unknown>[]
    expect(items).toHaveLength(JOB_LIST_PAGE_SIZE)
    for (const item of items) {
      const parsed = opportunityListItemSchema.parse(item)
      expect(parsed).toEqual(item) // nothing stripped, nothing added
      expect(slugFromSubscriptionLink(parsed.links.subscription)).toBe(parsed.slug)
      expect(parsed.links.subscription).toBe(`/vagas/${parsed.slug}`)
      expect(parsed.slug.startsWith(`${parsed.id}-`)).toBe(true)
    }
  })

  it('lists open, unexpired openings, newest first', async () => {
    const items = await all('')
    expect(items.length).toBeGreaterThan(100)
    const now = Date.now()
    for (const item of items) {
      expect(item.status_id).toBe(1)
      expect(new Date(item.expired_at).getTime()).toBeGreaterThan(now)
      expect(item.company.id).toBe(6562)
    }
    const keys = items.map((i) => [new Date(i.published_at).getTime(), i.id] as const)
    for (let i = 1; i < keys.length; i++) {
      const [prevAt, prevId] = keys[i - 1]!
      const [at, id] = keys[i]!
      expect(prevAt > at || (prevAt === at && prevId > id)).toBe(true)
    }
    expect(items.some((i) => i.id === 100_002)).toBe(false) // closed
  })

  it('pages by 20, 1-based, and the last page is short', async () => {
    const page1 = await list('?states=26')
    const page2 = await list('?states=26&page=2')
    expect(page1).toHaveLength(20)
    expect(page2).toHaveLength(20)
    expect(page2.map((i) => i.id).filter((id) => page1.some((o) => o.id === id))).toEqual([])
    expect(await list('?states=26&page=1')).toEqual(page1)
    const everything = await all('?states=26')
    expect(everything.length % 20).not.toBe(0)
    expect(new Set(everything.map((i) => i.id)).size).toBe(everything.length)
    expect(await list('?states=26&page=999')).toEqual([])
  })

  it('filters by state code', async () => {
    const items = await all('?states=26')
    expect(items.length).toBeGreaterThanOrEqual(45)
    expect(items.every((i) => i.address.state.abbr === 'SP')).toBe(true)
    const two = await all('?states=20,14')
    expect(new Set(two.map((i) => i.address.state.abbr))).toEqual(new Set(['RJ', 'MG']))
  })

  it('filters by city, ignoring case and accents, repeatable', async () => {
    const items = await all('?city=SAO%20PAULO')
    expect(items.length).toBeGreaterThan(0)
    expect(items.every((i) => i.address.city === 'São Paulo')).toBe(true)
    const accented = await all('?city=s%C3%A3o%20paulo')
    expect(accented.map((i) => i.id)).toEqual(items.map((i) => i.id))
    const both = await all('?city=SAO%20PAULO&city=CAMPINAS')
    expect(new Set(both.map((i) => i.address.city))).toEqual(new Set(['São Paulo', 'Campinas']))
    expect(await list('?city=Cidade%20Inexistente')).toEqual([])
  })

  it('filters PcD openings', async () => {
    const { body } = await get('/v1/opportunities?pcd=true')
    expect((body.opportunities as unknown[]).length).toBeGreaterThan(0)
    const items = await all('?pcd=true')
    expect(items.every((i) => i.pcd)).toBe(true)
    const spPcd = await all('?pcd=true&states=26')
    expect(spPcd.length).toBeGreaterThan(0)
    expect(spPcd.every((i) => i.pcd && i.address.state.abbr === 'SP')).toBe(true)
    expect((await all('?pcd=false')).every((i) => !i.pcd)).toBe(true)
  })

  it('searches titles ignoring case and accents', async () => {
    const analista = await all('?q=analista')
    expect(analista.length).toBeGreaterThan(0)
    expect(analista.every((i) => normalize(i.title).includes('analista'))).toBe(true)
    const credito = await all('?q=credito')
    expect(credito.some((i) => i.title.includes('Crédito'))).toBe(true)
    expect(credito.every((i) => normalize(i.title).includes('credito'))).toBe(true)
    expect((await all('?q=CRÉDITO')).map((i) => i.id)).toEqual(credito.map((i) => i.id))
    expect(await list('?q=%25')).toEqual([]) // LIKE wildcards are literal
  })

  it('filters by level, team, job area and collection', async () => {
    const pleno = await all('?level=Pleno')
    expect(pleno.length).toBeGreaterThan(0)
    expect(pleno.every((i) => i.level === 'Pleno')).toBe(true)
    const levels = await all('?level[]=J%C3%BAnior&level[]=senior')
    expect(new Set(levels.map((i) => i.level))).toEqual(new Set(['Júnior', 'Sênior']))
    const stores = await all('?company_area=lojas-aurora')
    expect(stores.length).toBeGreaterThan(0)
    expect(stores.every((i) => i.company_area === 'lojas-aurora')).toBe(true)
    const tech = await all('?company_field_area=14')
    expect(tech.length).toBeGreaterThan(0)
    expect(tech.every((i) => i.company_field_area?.id === 14)).toBe(true)
    const areas = await all('?company_field_area=9,14')
    expect(new Set(areas.map((i) => i.company_field_area?.id))).toEqual(new Set([9, 14]))
    const collection = await all('?collection=tecnologia')
    expect(collection.length).toBeGreaterThan(0)
    expect(collection.every((i) => i.company_area === 'sede-administrativa')).toBe(true)
  })

  it('shows another company’s openings only when asked', async () => {
    const other = await all('?company_id=2627')
    expect(other.length).toBeGreaterThan(0)
    expect(other.every((i) => i.company.id === 2627)).toBe(true)
  })

  it.each([
    ['states=99', 'states'],
    ['states=SPX', 'states'],
    ['page=0', 'page'],
    ['page=-1', 'page'],
    ['page=abc', 'page'],
    ['pcd=maybe', 'pcd'],
    ['company_field_area=x', 'company_field_area'],
    ['order=random', 'order'],
    [`q=${'a'.repeat(201)}`, 'q'],
  ])('answers 400 with pt-BR errors for %s', async (query, field) => {
    const { status, type, body } = await get(`/v1/opportunities?${query}`)
    expect(status).toBe(400)
    expect(type).toContain('application/json')
    const errors = body.errors as { message: string; field: string }[]
    expect(errors.length).toBeGreaterThan(0)
    expect(errors[0]!.field).toBe(field)
    expect(errors[0]!.message).toMatch(/inválid/)
  })
})

describe('hostile list queries', () => {
  it.each([
    ['q=%00', 400],
    ['city=S%C3%A3o%00Paulo', 400],
    ['bairro=a%00b', 400],
    ['level[]=%00', 400],
    ['company_id=99999999999', 200],
    ['company_field_area=99999999999', 200],
    ['page=99999999999999', 200],
    ['q=%E0%A4%A', 200],
    ['q=%5C', 200],
    ['q[a]=1', 200],
    // Names every object has are unknown parameters like any other.
    ['constructor=1', 200],
    ['toString=x&page=2', 200],
    ['__proto__=1', 200],
    ['hasOwnProperty[]=1', 200],
  ])('%s answers %i', async (query, expected) => {
    const { status, type } = await get(`/v1/opportunities?${query}`)
    expect(status).toBe(expected)
    expect(type).toContain('application/json')
  })

  it('never answer 5xx, whatever the values', async () => {
    const names = [
      'q',
      'city',
      'states',
      'page',
      'pcd',
      'level',
      'level[]',
      'company_area',
      'company_field_area',
      'collection',
      'bairro',
      'temporary',
      'internal_recruitment',
      'order',
      'zipcode',
      'radius',
      'lat',
      'lng',
      'company_id',
      'country',
    ]
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(fc.constantFrom(...names), fc.string({ unit: 'binary', maxLength: 12 })), {
          maxLength: 4,
        }),
        async (pairs) => {
          const { status } = await get(`/v1/opportunities?${new URLSearchParams(pairs)}`)
          expect([200, 400]).toContain(status)
        },
      ),
      { numRuns: 120 },
    )
  })
})

describe('GET /v1/opportunities/{id}', () => {
  it('answers the internship opening in core’s detail shape', async () => {
    const { status, body } = await get(`/v1/opportunities/${INTERNSHIP_OPPORTUNITY_ID}`)
    expect(status).toBe(200)
    const [opportunity] = opportunityDetailResponseSchema.parse(body).opportunity
    expect(opportunity).toMatchObject({
      id: INTERNSHIP_OPPORTUNITY_ID,
      title: 'Programa de Estágio 2027',
      level: 'Estágio',
      status_id: 1,
      address: { city: 'São Paulo', neighborhood: 'Pinheiros', state: { abbr: 'SP' } },
      company: { id: 6562 },
    })
    expect(opportunity.benefits.length).toBeGreaterThan(0)
    expect(opportunity.opportunity_tests.length).toBeGreaterThan(0)
    // Only the schema's fields, plus the spelling aliases the spec names.
    const raw = (body.opportunity as Record<string, unknown>[])[0]!
    const allowed = new Set([
      ...Object.keys(opportunitySchema.parse(raw)),
      'actingMode',
      'expiredAt',
      'opportunityTests',
    ])
    expect(Object.keys(raw).filter((key) => !allowed.has(key))).toEqual([])
  })

  it('answers closed openings too, and the fixed ones', async () => {
    const closed = await get('/v1/opportunities/100002')
    expect(closed.status).toBe(200)
    expect(opportunitySchema.parse((closed.body.opportunity as unknown[])[0]).status_id).toBe(2)
    const referral = await get('/v1/opportunities/100001')
    expect(opportunitySchema.parse((referral.body.opportunity as unknown[])[0]).indication_domains).toEqual([
      'grupoaurora.com.br',
    ])
  })

  it('parses for every listed opening', async () => {
    for (const item of await list('?page=3')) {
      const { status, body } = await get(`/v1/opportunities/${item.id}`)
      expect(status).toBe(200)
      expect(opportunityDetailResponseSchema.parse(body).opportunity[0].slug).toBe(item.slug)
    }
  })

  it.each(['999999', '2147483648', '99999999999999999999'])('answers 404 for unknown id %s', async (id) => {
    const { status, body } = await get(`/v1/opportunities/${id}`)
    expect(status).toBe(404)
    expect(body).toEqual({ errors: [{ message: 'Oportunidade não encontrada' }] })
  })

  it.each(['abc', '0', '-1', '12abc', '1.5', '%20'])('answers 400 for id %s', async (id) => {
    const { status, body } = await get(`/v1/opportunities/${id}`)
    expect(status).toBe(400)
    expect((body.errors as { message: string }[])[0]!.message).toBe('Identificador de oportunidade inválido')
  })
})

describe('the rest of the HTTP surface', () => {
  it('GET /health', async () => {
    expect(await get('/health')).toMatchObject({ status: 200, body: { status: 'ok' } })
  })

  it('unknown routes answer JSON 404', async () => {
    const { status, body } = await get('/nope')
    expect(status).toBe(404)
    expect(body).toEqual({ errors: [{ message: 'Recurso não encontrado' }] })
  })

  it('allows the web origin (CORS)', async () => {
    const preflight = await platform.app.request('/graphql', {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:3000',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization,content-type',
      },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://localhost:3000')
    expect(preflight.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('authorization')
    const other = await platform.app.request('/health', { headers: { Origin: 'https://evil.example' } })
    expect(other.headers.get('access-control-allow-origin')).toBeNull()
  })
})
