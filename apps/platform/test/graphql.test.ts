// POST /graphql through the sealed transport (docs/wire-format.md), as the site's client speaks it.
import { createPlatformClient, isPlatformError, type PlatformClient } from '@carreiras/api'
import { ERROR_CODES } from '@carreiras/core'
import { buildAuthorizationHeader, deriveTransportKeys, open, seal } from '@carreiras/api/server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildPlatformSchema, unimplementedRootFields } from '../src/graphql/schema.js'
import { createTestPlatform, type TestPlatform } from './helpers.js'

let platform: TestPlatform
let client: PlatformClient
const fetchApp = (input: RequestInfo | URL, init?: RequestInit) => platform.app.request(input, init)

beforeAll(async () => {
  platform = await createTestPlatform()
  client = createPlatformClient({
    apiUrl: 'http://platform.test',
    clientTokens: platform.config.clientTokens,
    fetch: fetchApp as typeof fetch,
  })
})
afterAll(() => platform.close())

const STATES = 'query States { domains { states { id name abbr } } }'
const CITIES = 'query Cities($state: String!) { domains(state: $state) { cities { id name abbr } } }'

async function failure(promise: Promise<unknown>) {
  try {
    await promise
  } catch (error) {
    if (isPlatformError(error)) return error
    throw error
  }
  throw new Error('expected a PlatformError')
}

describe('domains', () => {
  it('lists the 27 states with their numeric codes', async () => {
    const data = await client.request<{ domains: { states: { id: string; name: string; abbr: string }[] } }>(
      STATES,
    )
    expect(data.domains.states).toHaveLength(27)
    expect(data.domains.states).toContainEqual({ id: '26', name: 'São Paulo', abbr: 'SP' })
    expect(data.domains.states).toContainEqual({ id: '2', name: 'Acre', abbr: 'AC' })
  })

  it('lists the cities of a state', async () => {
    const data = await client.request<{ domains: { cities: { id: string; name: string; abbr: string }[] } }>(
      CITIES,
      { state: 'SP' },
    )
    expect(data.domains.cities.length).toBe(645)
    expect(data.domains.cities).toContainEqual({ id: '3550308', name: 'São Paulo', abbr: 'SP' })
    expect(data.domains.cities.every((c) => c.abbr === 'SP')).toBe(true)
    expect(data.domains.cities[0]!.name).toBe('Adamantina')
  })

  it('refuses an unknown state with VALIDATION', async () => {
    const error = await failure(client.request(CITIES, { state: 'XX' }))
    expect(error.code).toBe('VALIDATION')
    expect(error.message).toBe('Estado inválido')
  })

  it('answers every list of Domains (the personal-data lists included)', async () => {
    const data = await client.request<{ domains: { genders: { id: string; name: string }[] } }>(
      '{ domains { genders { id name } } }',
    )
    expect(data.domains.genders.length).toBeGreaterThan(0)
  })
})

describe('operations built', () => {
  it('cover every root field of the SDL (test/sealed-opportunity.test.ts calls each one)', () => {
    expect(unimplementedRootFields(buildPlatformSchema())).toEqual([])
  })
})

describe('errors always carry a code', () => {
  it.each([
    ['a syntax error', '{ domains { states { id }'],
    ['an unknown field', '{ nope }'],
    ['a missing variable', CITIES],
  ])('%s', async (_name, query) => {
    const error = await failure(client.request(query))
    expect(ERROR_CODES).toContain(error.code)
    expect(error.code).toBe('VALIDATION')
  })
})

describe('the sealed transport', () => {
  async function sealedRequest(token: string, query: string, tamper?: (sealed: string) => string) {
    const authorization = buildAuthorizationHeader(token)
    const keys = await deriveTransportKeys(authorization)
    let sealed = await seal(keys.request, query)
    if (tamper) sealed = tamper(sealed)
    const response = await platform.app.request('/graphql', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Authorization: authorization },
      body: new URLSearchParams({ query: sealed }).toString(),
    })
    return { response, keys }
  }

  it('answers a sealed text/plain body', async () => {
    const { response, keys } = await sealedRequest(platform.config.clientTokens[1]!, STATES)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('text/plain')
    const body = await response.text()
    expect(body.startsWith('v1.')).toBe(true)
    const payload = JSON.parse(await open(keys.response, body)) as {
      data: { domains: { states: unknown[] } }
    }
    expect(payload.data.domains.states).toHaveLength(27)
  })

  it('refuses an unknown client token with 401', async () => {
    const { response } = await sealedRequest('not-a-deployment-token', STATES)
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual({ errors: [{ message: 'Não autorizado' }] })
    const viaClient = createPlatformClient({
      apiUrl: 'http://platform.test',
      clientTokens: ['unknown-token'],
      fetch: fetchApp as typeof fetch,
    })
    expect((await failure(viaClient.request(STATES))).code).toBe('UNAUTHORIZED')
  })

  it('refuses a tampered sealed field with 400', async () => {
    const flip = (sealed: string) => {
      const i = sealed.length - 5
      return sealed.slice(0, i) + (sealed[i] === 'A' ? 'B' : 'A') + sealed.slice(i + 1)
    }
    const { response } = await sealedRequest(platform.config.clientTokens[0]!, STATES, flip)
    expect(response.status).toBe(400)
    expect(((await response.json()) as { errors: unknown[] }).errors).toHaveLength(1)
  })

  it('refuses a missing Authorization header and an unsealed query', async () => {
    const bare = await platform.app.request('/graphql', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ query: STATES }).toString(),
    })
    expect(bare.status).toBe(401)
    const plain = await sealedRequest(platform.config.clientTokens[0]!, STATES, () => STATES)
    expect(plain.response.status).toBe(400)
  })

  it('refuses GET with 405', async () => {
    const response = await platform.app.request('/graphql')
    expect(response.status).toBe(405)
  })
})

describe('introspection', () => {
  const INTROSPECTION = '{ __schema { queryType { name } } }'

  it('is available outside production', async () => {
    const data = await client.request<{ __schema: { queryType: { name: string } } }>(INTROSPECTION)
    expect(data.__schema.queryType.name).toBe('Query')
  })

  it('is disabled in production', async () => {
    const production = await createTestPlatform({ NODE_ENV: 'production', CLIENT_TOKENS: 'prod-token' })
    try {
      const prodClient = createPlatformClient({
        apiUrl: 'http://platform.test',
        clientTokens: ['prod-token'],
        fetch: ((input: RequestInfo | URL, init?: RequestInit) =>
          production.app.request(input, init)) as typeof fetch,
      })
      const error = await failure(prodClient.request(INTROSPECTION))
      expect(error.code).toBe('VALIDATION')
      const data = await prodClient.request<{ domains: { states: unknown[] } }>(STATES)
      expect(data.domains.states).toHaveLength(27)
    } finally {
      await production.close()
    }
  })
})
