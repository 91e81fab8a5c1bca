// The geo-IP stand-in: GET /geoip/{ip} and GET /geoip (the caller), plain JSON; GEOIP_LOOPBACK.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildSeed } from '../src/db/seed.js'
import { GEOIP_EXAMPLE_BLOCKS, locateIp } from '../src/geoip/geoip.js'
import { normalizeText } from '../src/lib/text.js'
import { createTestPlatform, type TestPlatform } from './helpers.js'

let platform: TestPlatform
let withLoopback: TestPlatform
beforeAll(async () => {
  platform = await createTestPlatform()
  withLoopback = await createTestPlatform({ GEOIP_LOOPBACK: 'SP:São Paulo' })
})
afterAll(async () => {
  await platform.close()
  await withLoopback.close()
})

async function get(p: TestPlatform, path: string, remoteAddress?: string) {
  // @hono/node-server hands the socket in the env; app.request() takes it as its third argument.
  const env = remoteAddress ? { incoming: { socket: { remoteAddress } } } : undefined
  const response = await p.app.request(path, { headers: { Origin: 'http://localhost:3000' } }, env)
  return { status: response.status, headers: response.headers, body: (await response.json()) as unknown }
}

const UNKNOWN = { errors: [{ message: 'Localização não encontrada para este endereço' }] }

describe('locateIp', () => {
  it('places the example blocks, IPv4-mapped IPv6 included', () => {
    expect(locateIp('200.160.12.34', null)).toEqual({ ip: '200.160.12.34', state: 'SP', city: 'SAO PAULO' })
    expect(locateIp('177.0.255.1', null)).toEqual({ ip: '177.0.255.1', state: 'RJ', city: 'RIO DE JANEIRO' })
    expect(locateIp('::ffff:189.0.0.1', null)).toEqual({
      ip: '::ffff:189.0.0.1',
      state: 'MG',
      city: 'BELO HORIZONTE',
    })
    expect(locateIp('187.32.1.1', null)?.city).toBe('BRASILIA')
    expect(locateIp('177.1.0.1', null)).toBeNull() // just outside 177.0.0.0/16
    expect(locateIp('8.8.8.8', null)).toBeNull()
    expect(locateIp('2001:db8::1', null)).toBeNull()
    expect(locateIp('not an ip', null)).toBeNull()
  })

  it('gives loopback no place unless configured', () => {
    for (const ip of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1', '::ffff:7f00:1']) {
      expect(locateIp(ip, null)).toBeNull()
      expect(locateIp(ip, { state: 'PE', city: 'Recife' })).toEqual({ ip, state: 'PE', city: 'RECIFE' })
    }
    expect(locateIp('128.0.0.1', { state: 'PE', city: 'Recife' })).toBeNull()
  })

  it('uses only seeded cities, with their state', () => {
    const seed = buildSeed(new Date())
    const abbrById = new Map(seed.states.map((s) => [s.id, s.abbr]))
    const seeded = new Set(seed.cities.map((c) => `${abbrById.get(c.stateId)}:${c.name}`))
    for (const block of GEOIP_EXAMPLE_BLOCKS) expect(seeded).toContain(`${block.state}:${block.city}`)
    const cities = new Set(GEOIP_EXAMPLE_BLOCKS.map((b) => normalizeText(b.city)))
    expect(cities.size).toBe(GEOIP_EXAMPLE_BLOCKS.length)
  })
})

describe('GET /geoip/{ip}', () => {
  it('answers the state code and the city upper case without accents', async () => {
    const { status, headers, body } = await get(platform, '/geoip/200.160.1.2')
    expect(status).toBe(200)
    expect(headers.get('content-type')).toMatch(/^application\/json/)
    expect(headers.get('access-control-allow-origin')).toBe('http://localhost:3000')
    expect(body).toEqual({ ip: '200.160.1.2', state: 'SP', city: 'SAO PAULO' })
    expect((await get(platform, '/geoip/189.0.3.4')).body).toEqual({
      ip: '189.0.3.4',
      state: 'MG',
      city: 'BELO HORIZONTE',
    })
  })

  it('404 for an address with no known location, loopback included by default', async () => {
    for (const ip of ['8.8.8.8', '127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const { status, body } = await get(platform, `/geoip/${ip}`)
      expect(status).toBe(404)
      expect(body).toEqual(UNKNOWN)
    }
  })

  it('400 when the ip is not an address', async () => {
    for (const ip of ['abc', '999.1.1.1', '1.2.3', '200.160.0.0%2F16', '%20']) {
      const { status, body } = await get(platform, `/geoip/${ip}`)
      expect(status).toBe(400)
      expect(body).toEqual({ errors: [{ message: 'Endereço IP inválido', field: 'ip' }] })
    }
  })

  it('places loopback where GEOIP_LOOPBACK says', async () => {
    for (const ip of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const { status, body } = await get(withLoopback, `/geoip/${ip}`)
      expect(status).toBe(200)
      expect(body).toEqual({ ip, state: 'SP', city: 'SAO PAULO' })
    }
    expect((await get(withLoopback, '/geoip/8.8.8.8')).status).toBe(404)
  })
})

describe('GET /geoip (the caller)', () => {
  it('locates the connection’s peer address', async () => {
    expect((await get(platform, '/geoip', '177.0.0.9')).body).toEqual({
      ip: '177.0.0.9',
      state: 'RJ',
      city: 'RIO DE JANEIRO',
    })
    const local = await get(platform, '/geoip', '::ffff:127.0.0.1')
    expect(local).toMatchObject({ status: 404, body: UNKNOWN })
    expect(await get(withLoopback, '/geoip', '::ffff:127.0.0.1')).toMatchObject({
      status: 200,
      body: { ip: '::ffff:127.0.0.1', state: 'SP', city: 'SAO PAULO' },
    })
  })

  it('does not trust forwarding headers, and 404s without a peer', async () => {
    const response = await platform.app.request('/geoip', { headers: { 'X-Forwarded-For': '200.160.1.1' } })
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual(UNKNOWN)
  })
})
