// A client written from docs/wire-format.md alone — node:crypto and fetch, none of @carreiras/api's
// code — talking to the platform over a real HTTP socket. If the platform drifted from the documented
// wire format (key derivation, IV layout, AAD, base64url, header form, plain 4xx bodies), this fails
// even when our own client and server drifted together.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto'
import type { AddressInfo } from 'node:net'
import { serve, type ServerType } from '@hono/node-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestPlatform, type TestPlatform } from './helpers.js'

const SALT = 'carreiras.transport.v1'
const AAD = Buffer.from('carreiras.transport.v1', 'utf8')

function key(header: string, info: 'request' | 'response'): Buffer {
  return Buffer.from(
    hkdfSync('sha256', Buffer.from(header, 'utf8'), Buffer.from(SALT, 'utf8'), Buffer.from(info, 'utf8'), 32),
  )
}

function seal(k: Buffer, text: string): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', k, iv)
  cipher.setAAD(AAD)
  const body = Buffer.concat([cipher.update(text, 'utf8'), cipher.final(), cipher.getAuthTag()])
  return 'v1.' + Buffer.concat([iv, body]).toString('base64url')
}

function open(k: Buffer, sealed: string): string {
  expect(sealed.startsWith('v1.')).toBe(true)
  const raw = Buffer.from(sealed.slice(3), 'base64url')
  const iv = raw.subarray(0, 12)
  const tag = raw.subarray(raw.length - 16)
  const decipher = createDecipheriv('aes-256-gcm', k, iv)
  decipher.setAAD(AAD)
  decipher.setAuthTag(tag)
  return Buffer.concat([decipher.update(raw.subarray(12, raw.length - 16)), decipher.final()]).toString(
    'utf8',
  )
}

let platform: TestPlatform
let server: ServerType
let url: string

beforeAll(async () => {
  platform = await createTestPlatform()
  server = serve({ fetch: platform.app.fetch, port: 0, hostname: '127.0.0.1' })
  await new Promise<void>((resolve) => server.once('listening', () => resolve()))
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`
})

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()))
  await platform.close()
})

async function post(header: string, fields: Record<string, string>) {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: header },
    body: new URLSearchParams(fields).toString(),
  })
}

describe('a client built from docs/wire-format.md alone', () => {
  it('gets the 27 states through the sealed /graphql with only a client token', async () => {
    const token = platform.config.clientTokens[0]!
    const header = `Token token="${token}"`
    const res = await post(header, {
      query: seal(key(header, 'request'), '{ domains { states { id name abbr } } }'),
    })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8')
    const body = JSON.parse(open(key(header, 'response'), await res.text()))
    expect(body.errors).toBeUndefined()
    expect(body.data.domains.states).toHaveLength(27)
    expect(body.data.domains.states).toContainEqual({ id: '26', name: 'São Paulo', abbr: 'SP' })
  })

  it('sends variables sealed too, and reads sealed errors with extensions.code', async () => {
    const token = platform.config.clientTokens.at(-1)!
    const header = `Token token="${token}"`
    const query = 'query C($state: String!) { domains(state: $state) { cities { name } } }'
    const ok = await post(header, {
      query: seal(key(header, 'request'), query),
      variables: seal(key(header, 'request'), JSON.stringify({ state: 'AC' })),
    })
    const cities = JSON.parse(open(key(header, 'response'), await ok.text())).data.domains.cities
    expect(cities.map((c: { name: string }) => c.name)).toContain('Rio Branco')

    const bad = await post(header, {
      query: seal(key(header, 'request'), query),
      variables: seal(key(header, 'request'), JSON.stringify({ state: 'ZZ' })),
    })
    expect(bad.status).toBe(200)
    const error = JSON.parse(open(key(header, 'response'), await bad.text())).errors[0]
    expect(error.extensions.code).toBe('VALIDATION')
  })

  it('answers a tampered field with a 4xx plain JSON error, not a 500', async () => {
    const header = `Token token="${platform.config.clientTokens[0]!}"`
    const sealed = seal(key(header, 'request'), '{ domains { states { id } } }')
    const raw = Buffer.from(sealed.slice(3), 'base64url')
    raw[raw.length - 1]! ^= 0x01
    const res = await post(header, { query: 'v1.' + raw.toString('base64url') })
    expect(res.status).toBeGreaterThanOrEqual(400)
    expect(res.status).toBeLessThan(500)
    const body = await res.json()
    expect(body.errors[0].message).toEqual(expect.any(String))
  })

  it('answers an unknown client token with a 4xx, not a 500', async () => {
    const header = 'Token token="nobody-knows-this-token"'
    const res = await post(header, { query: seal(key(header, 'request'), '{ domains { states { id } } }') })
    expect([400, 401]).toContain(res.status)
    expect((await res.json()).errors[0].message).toEqual(expect.any(String))
  })

  it('refuses a body sealed for another header (key bound to the exact header value)', async () => {
    const token = platform.config.clientTokens[0]!
    const header = `Token token="${token}"`
    const other = `Token token="${token}", session="not-a-session"`
    const res = await post(header, { query: seal(key(other, 'request'), '{ domains { states { id } } }') })
    expect(res.status).toBe(400)
  })
})
