// Geo-IP from a MaxMind-format City database (GEOIP_DATABASE; geoip/geoip.ts, docs/operations.md "Geo-IP"),
// on the committed fixture test/fixtures/geoip-city.mmdb (scripts/make-geoip-fixture.ts writes it).
import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { GEOIP_FIXTURE_EPOCH, GEOIP_FIXTURE_NETWORKS, buildMmdb } from '../scripts/make-geoip-fixture.js'
import { ConfigError, loadConfig } from '../src/config.js'
import { createGeoIp, databaseLocator, placeOfCityRecord } from '../src/geoip/geoip.js'
import { GEOIP_FIXTURE_FILE, createTestPlatform, type TestPlatform } from './helpers.js'

const fixture = readFileSync(GEOIP_FIXTURE_FILE)

describe('the committed fixture', () => {
  it('is what the script writes (so its note says how it was made)', () => {
    expect(buildMmdb(GEOIP_FIXTURE_NETWORKS, GEOIP_FIXTURE_EPOCH).equals(fixture)).toBe(true)
    expect(fixture.length).toBeLessThan(4096)
  })
})

describe('databaseLocator', () => {
  const locator = databaseLocator(fixture, null)

  it('places IPv4 and IPv6 addresses of Brazilian networks by state and city', () => {
    expect(locator.source).toBe('database')
    expect(locator.locate('198.51.100.23')).toEqual({ ip: '198.51.100.23', state: 'SP', city: 'SAO PAULO' })
    expect(locator.locate('203.0.113.1')).toEqual({ ip: '203.0.113.1', state: 'PE', city: 'RECIFE' })
    expect(locator.locate('2001:db8:1:ffff::9')).toEqual({
      ip: '2001:db8:1:ffff::9',
      state: 'RS',
      city: 'PORTO ALEGRE',
    })
    // How Node names an IPv4 peer on a dual-stack socket.
    expect(locator.locate('::ffff:198.51.100.1')).toMatchObject({ state: 'SP', city: 'SAO PAULO' })
  })

  it('null for an address the database does not place in a Brazilian state and city', () => {
    expect(locator.locate('203.0.113.128')).toBeNull() // just outside 203.0.113.0/25
    expect(locator.locate('8.8.8.8')).toBeNull()
    expect(locator.locate('2001:db8:3::1')).toBeNull()
    expect(locator.locate('192.0.2.10')).toBeNull() // Portugal
    expect(locator.locate('2001:db8:2::1')).toBeNull() // a state without a city
    expect(locator.locate('200.160.1.2')).toBeNull() // the stand-in's invented block is not in it
    expect(locator.locate('not an ip')).toBeNull()
    expect(locator.locate('fe80::1%eth0')).toBeNull()
  })

  it('loopback only by GEOIP_LOOPBACK, never from the database', () => {
    expect(locator.locate('127.0.0.1')).toBeNull()
    expect(databaseLocator(fixture, { state: 'PE', city: 'Recife' }).locate('::1')).toEqual({
      ip: '::1',
      state: 'PE',
      city: 'RECIFE',
    })
  })

  it('reads a City record: pt-BR name first, Brazil only, a known state', () => {
    const record = (country: string, state: string) => ({
      country: { iso_code: country },
      subdivisions: [{ iso_code: state }],
      city: { names: { en: 'Sao Paulo', 'pt-BR': 'São Paulo' } },
    })
    expect(placeOfCityRecord(record('BR', 'SP'))).toEqual({ state: 'SP', city: 'São Paulo' })
    expect(placeOfCityRecord(record('AR', 'SP'))).toBeNull()
    expect(placeOfCityRecord(record('BR', 'XX'))).toBeNull()
    expect(placeOfCityRecord(null)).toBeNull()
  })
})

describe('createGeoIp at start', () => {
  const production = { production: true, geoipLoopback: null }

  it('refuses a missing or unreadable file, naming GEOIP_DATABASE', () => {
    const missing = () => createGeoIp({ ...production, geoipDatabase: '/nao/existe/GeoLite2-City.mmdb' })
    expect(missing).toThrow(ConfigError)
    expect(missing).toThrow(
      'Configuração inválida:\n  - GEOIP_DATABASE: não foi possível ler /nao/existe/GeoLite2-City.mmdb (arquivo não encontrado)',
    )
    expect(() =>
      createGeoIp({ ...production, geoipDatabase: GEOIP_FIXTURE_FILE.replace('.mmdb', '') }),
    ).toThrow(/GEOIP_DATABASE: não foi possível ler/)
    // A file that is not a MaxMind database.
    expect(() => createGeoIp({ ...production, geoipDatabase: new URL(import.meta.url).pathname })).toThrow(
      /GEOIP_DATABASE: .* não é um banco MaxMind \(\.mmdb\) válido/,
    )
  })

  it('production without it does not start; development falls back to the stand-in', () => {
    expect(() => createGeoIp({ ...production, geoipDatabase: null })).toThrow(
      /GEOIP_DATABASE: GEOIP_DATABASE é obrigatório em produção/,
    )
    expect(createGeoIp({ production: false, geoipLoopback: null, geoipDatabase: null }).source).toBe(
      'stand-in',
    )
    expect(loadConfig({ GEOIP_DATABASE: ` ${GEOIP_FIXTURE_FILE} ` }).geoipDatabase).toBe(GEOIP_FIXTURE_FILE)
  })
})

describe('GET /geoip with GEOIP_DATABASE', () => {
  let platform: TestPlatform
  beforeAll(async () => {
    platform = await createTestPlatform({ GEOIP_DATABASE: GEOIP_FIXTURE_FILE })
  })
  afterAll(() => platform?.close())

  it('answers from the database, in development too', async () => {
    const located = await platform.app.request('/geoip/2001:db8:1::1')
    expect(located.status).toBe(200)
    expect(await located.json()).toEqual({ ip: '2001:db8:1::1', state: 'RS', city: 'PORTO ALEGRE' })
    const unknown = await platform.app.request('/geoip/200.160.1.2')
    expect(unknown.status).toBe(404)
    expect(await unknown.json()).toEqual({
      errors: [{ message: 'Localização não encontrada para este endereço' }],
    })
    const caller = await platform.app.request(
      '/geoip',
      {},
      { incoming: { socket: { remoteAddress: '::ffff:203.0.113.9' } } },
    )
    expect(await caller.json()).toEqual({ ip: '::ffff:203.0.113.9', state: 'PE', city: 'RECIFE' })
  })
})
