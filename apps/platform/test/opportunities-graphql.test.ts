// POST /sessions and POST /opportunities/graphql: the plain GraphQL opportunity detail behind a Bearer
// session token.
import { API_SESSION_COOKIE_DAYS, INTERNSHIP_OPPORTUNITY_ID, opportunitySchema } from '@carreiras/core'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sha256 } from '../src/accounts/secrets.js'
import { apiSessions } from '../src/db/schema.js'
import { PLATFORM_MESSAGES } from '../src/messages.js'
import { createApiSession } from '../src/opportunities/api-sessions.js'
import { createTestPlatform, type TestPlatform } from './helpers.js'

let platform: TestPlatform
beforeAll(async () => {
  platform = await createTestPlatform()
})
afterAll(() => platform.close())

const DAY_MS = 86_400_000
const UNAUTHORIZED = { errors: [{ message: 'Não autorizado', extensions: { code: 'UNAUTHORIZED' } }] }

/** Every field of OpportunityDetail, nested ones included. */
const DETAIL_QUERY = /* GraphQL */ `
  query Detail($id: ID!) {
    opportunity(id: $id) {
      id
      title
      slug
      links {
        subscription
      }
      level
      acting_mode
      actingMode
      pcd
      status_id
      published_at
      expired_at
      expiredAt
      address {
        city
        state {
          abbr
          name
        }
        street
        number
        neighborhood
        zipcode
      }
      company {
        id
        name
        slug
        logo
        score
        evaluationsCount
        pictures
      }
      company_area
      company_field_area {
        id
        name
      }
      responsability
      requirement
      work_environment
      cover
      benefits {
        id
        name
        icon
        category
      }
      other_benefit
      descriptions {
        order
        data
      }
      opportunity_tests {
        id
        name
        requiredIn
      }
      opportunityTests {
        id
        name
        requiredIn
      }
      indication_domains
      ninenine_apply
      whatsapp_apply
      company_integration_fields {
        polo_description
      }
      geocode_distance
    }
  }
`

interface GraphQLBody {
  data?: { opportunity: unknown }
  errors?: { message: string; extensions: { code: string } }[]
}

async function newSession() {
  const response = await platform.app.request('/sessions', { method: 'POST' })
  return { response, body: (await response.json()) as { token: string; expires_at: string } }
}

async function graphql(body: unknown, token?: string, headers: Record<string, string> = {}) {
  const response = await platform.app.request('/opportunities/graphql', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(token !== undefined ? { Authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: JSON.stringify(body),
  })
  return { status: response.status, headers: response.headers, body: (await response.json()) as GraphQLBody }
}

describe('POST /sessions', () => {
  it('201 with an opaque token valid API_SESSION_COOKIE_DAYS day(s)', async () => {
    const before = Date.now()
    const { response, body } = await newSession()
    expect(response.status).toBe(201)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(Object.keys(body).sort()).toEqual(['expires_at', 'token'])
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(body.expires_at).toBe(new Date(body.expires_at).toISOString())
    const lifetime = new Date(body.expires_at).getTime() - before
    expect(API_SESSION_COOKIE_DAYS).toBe(1)
    expect(lifetime).toBeGreaterThanOrEqual(API_SESSION_COOKIE_DAYS * DAY_MS)
    expect(lifetime).toBeLessThan(API_SESSION_COOKIE_DAYS * DAY_MS + 10_000)
  })

  it('stores only the token’s hash, and every call makes a new one', async () => {
    const a = (await newSession()).body
    const b = (await newSession()).body
    expect(a.token).not.toBe(b.token)
    const rows = await platform.database.db
      .select()
      .from(apiSessions)
      .where(eq(apiSessions.tokenHash, sha256(a.token)))
    expect(rows).toHaveLength(1)
    const all = await platform.database.db.select({ hash: apiSessions.tokenHash }).from(apiSessions)
    expect(all.some((r) => r.hash === a.token)).toBe(false)
  })

  it('drops expired sessions when making a new one', async () => {
    const old = await createApiSession(platform.database.db, new Date(Date.now() - 3 * DAY_MS))
    await newSession()
    const rows = await platform.database.db
      .select()
      .from(apiSessions)
      .where(eq(apiSessions.tokenHash, sha256(old.token)))
    expect(rows).toHaveLength(0)
  })
})

describe('POST /opportunities/graphql', () => {
  let token: string
  beforeAll(async () => {
    token = (await newSession()).body.token
  })

  it('401 without a live session', async () => {
    const expired = await createApiSession(platform.database.db, new Date(Date.now() - 2 * DAY_MS))
    const query = { query: '{ opportunity(id: "100001") { id } }' }
    for (const attempt of [
      await graphql(query),
      await graphql(query, 'not-a-session'),
      await graphql(query, expired.token),
      await graphql(query, undefined, { Authorization: `Basic ${token}` }),
      await graphql(query, undefined, { Authorization: token }),
    ]) {
      expect(attempt.status).toBe(401)
      expect(attempt.body).toEqual(UNAUTHORIZED)
    }
  })

  it('answers the same detail as GET /v1/opportunities/{id}, for "id" and "id-slug"', async () => {
    const rest = await platform.app.request(`/v1/opportunities/${INTERNSHIP_OPPORTUNITY_ID}`)
    const detail = ((await rest.json()) as { opportunity: unknown[] }).opportunity[0]
    for (const id of [
      String(INTERNSHIP_OPPORTUNITY_ID),
      `${INTERNSHIP_OPPORTUNITY_ID}-programa-de-estagio-2027`,
    ]) {
      const { status, headers, body } = await graphql({ query: DETAIL_QUERY, variables: { id } }, token)
      expect(status).toBe(200)
      expect(headers.get('content-type')).toMatch(/json/)
      expect(body.errors).toBeUndefined()
      expect(body.data?.opportunity).toEqual(detail)
      expect(opportunitySchema.parse(body.data?.opportunity)).toEqual(opportunitySchema.parse(detail))
    }
    const parsed = opportunitySchema.parse(detail)
    expect(parsed.id).toBe(INTERNSHIP_OPPORTUNITY_ID)
    expect(parsed.opportunity_tests).toHaveLength(2)
  })

  it('answers closed openings too, and a partial selection', async () => {
    const { body } = await graphql(
      { query: '{ opportunity(id: "100002") { id status_id address { city state { abbr } } } }' },
      token,
    )
    expect(body).toEqual({
      data: {
        opportunity: { id: 100_002, status_id: 2, address: { city: 'São Paulo', state: { abbr: 'SP' } } },
      },
    })
  })

  it('null for an unknown or unreadable id', async () => {
    for (const id of ['999999', '2147483648', '99999999999999999999', 'abc', '-5', '']) {
      const { status, body } = await graphql({ query: DETAIL_QUERY, variables: { id } }, token)
      expect(status).toBe(200)
      expect(body).toEqual({ data: { opportunity: null } })
    }
  })

  it('gives GraphQL errors a code', async () => {
    const missing = await graphql({ query: '{ opportunity { id } }' }, token)
    expect(missing.body.errors?.[0]?.extensions.code).toBe('VALIDATION')
    const unknownField = await graphql({ query: '{ opportunity(id: "1") { salary } }' }, token)
    expect(unknownField.body.errors?.[0]?.extensions.code).toBe('VALIDATION')
  })

  it('is POST only, and allows the web origin (CORS)', async () => {
    const get = await platform.app.request('/opportunities/graphql?query={__typename}', {
      headers: { Authorization: `Bearer ${token}` },
    })
    expect(get.status).toBe(404)
    const preflight = await platform.app.request('/opportunities/graphql', {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:3000',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization,content-type',
      },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://localhost:3000')
    const ok = await graphql({ query: '{ opportunity(id: "100001") { id } }' }, token, {
      Origin: 'http://localhost:3000',
    })
    expect(ok.headers.get('access-control-allow-origin')).toBe('http://localhost:3000')
    const denied = await graphql({ query: '{ opportunity(id: "100001") { id } }' }, undefined, {
      Origin: 'http://localhost:3000',
    })
    expect(denied.status).toBe(401)
    expect(denied.headers.get('access-control-allow-origin')).toBe('http://localhost:3000')
    const evil = await graphql({ query: '{ opportunity(id: "100001") { id } }' }, token, {
      Origin: 'https://evil.example',
    })
    expect(evil.headers.get('access-control-allow-origin')).toBeNull()
  })

  it('refuses more than the abuse limits allow (aliases, depth) with a VALIDATION error, before any read', async () => {
    const aliases = Array.from({ length: 200 }, (_, i) => `a${i}: opportunity(id: "100001") { id }`).join(' ')
    const started = performance.now()
    const refused = await graphql({ query: `{ ${aliases} }` }, token)
    expect(performance.now() - started).toBeLessThan(1000)
    expect(refused.body.data ?? null).toBeNull()
    expect(refused.body.errors?.[0]).toMatchObject({
      message: PLATFORM_MESSAGES.queryTooComplex,
      extensions: { code: 'VALIDATION' },
    })
    const few = Array.from({ length: 3 }, (_, i) => `a${i}: opportunity(id: "100001") { id }`).join(' ')
    const fine = await graphql({ query: `{ ${few} }` }, token)
    expect(fine.body.errors).toBeUndefined()
  })
})
