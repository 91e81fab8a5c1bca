// Geo-IP (plain JSON, docs/wire-format.md, "Not encrypted"; docs/decisions.md, "Geo-IP"; docs/operations.md):
//   GET /geoip/{ip}  → 200 { "ip": "200.160.1.1", "state": "SP", "city": "SAO PAULO" }
//   GET /geoip       → the same for the caller's own address (the TCP peer; forwarding headers are not trusted)
//   404 { "errors": [{ "message": "…" }] } when the address has no known location, 400 when it is not an IP.
// `state` is the two-letter UF code; `city` is upper case without accents (normalizeText), as the list's
// city filter receives it. Loopback has no location unless GEOIP_LOOPBACK says so. Public addresses are
// looked up in a MaxMind-format City database (GeoLite2-City or GeoIP2-City, `.mmdb`) named by
// GEOIP_DATABASE, read once at start through the `maxmind` reader — always in production; in development
// and tests without it, in the small invented table below (the stand-in; NOT a geolocation database).
import { readFileSync } from 'node:fs'
import { BlockList, isIP } from 'node:net'
import { STATE_ABBRS, type StateAbbr } from '@carreiras/core'
import { Hono, type Context } from 'hono'
import { Reader, type CityResponse } from 'maxmind'
import { ConfigError, type Config, type GeoPlace } from '../config.js'
import { normalizeText } from '../lib/text.js'
import { PLATFORM_MESSAGES } from '../messages.js'

export interface GeoLocation {
  ip: string
  state: StateAbbr
  city: string
}

/**
 * Example blocks → seeded cities (IBGE names). Made up for local use: real allocations are not like
 * this. Keep every city one of the seed's municipalities (test/geoip.test.ts checks it).
 */
export const GEOIP_EXAMPLE_BLOCKS: readonly (GeoPlace & { cidr: string })[] = [
  { cidr: '200.160.0.0/16', state: 'SP', city: 'São Paulo' },
  { cidr: '177.0.0.0/16', state: 'RJ', city: 'Rio de Janeiro' },
  { cidr: '189.0.0.0/16', state: 'MG', city: 'Belo Horizonte' },
  { cidr: '179.96.0.0/16', state: 'PR', city: 'Curitiba' },
  { cidr: '186.200.0.0/16', state: 'BA', city: 'Salvador' },
  { cidr: '187.32.0.0/16', state: 'DF', city: 'Brasília' },
  { cidr: '201.21.0.0/16', state: 'RS', city: 'Porto Alegre' },
]

function blockList(add: (list: BlockList) => void): BlockList {
  const list = new BlockList()
  add(list)
  return list
}

// BlockList also matches IPv4-mapped IPv6 (::ffff:127.0.0.1, ::ffff:7f00:1) against IPv4 rules.
const LOOPBACK = blockList((list) => {
  list.addSubnet('127.0.0.0', 8, 'ipv4')
  list.addAddress('::1', 'ipv6')
})

const BLOCKS = GEOIP_EXAMPLE_BLOCKS.map((block) => {
  const [network, prefix] = block.cidr.split('/') as [string, string]
  return { place: block, list: blockList((list) => list.addSubnet(network, Number(prefix), 'ipv4')) }
})

const familyOf = (ip: string) => (isIP(ip) === 4 ? 'ipv4' : 'ipv6')

/** Whether the text is an IPv4 or IPv6 address (what the routes accept). */
export const isIpAddress = (ip: string): boolean => isIP(ip) !== 0

/** Where the address is, by the stand-in's rules; null when unknown (or not an address). */
export function locateIp(ip: string, loopback: GeoPlace | null): GeoLocation | null {
  if (!isIpAddress(ip)) return null
  const family = familyOf(ip)
  const place = LOOPBACK.check(ip, family)
    ? loopback
    : (BLOCKS.find((block) => block.list.check(ip, family))?.place ?? null)
  return place ? { ip, state: place.state, city: normalizeText(place.city) } : null
}

/** Where an address is: the database's answer or the stand-in's. */
export interface GeoIpLocator {
  /** `database` (GEOIP_DATABASE) or `stand-in` (the invented blocks, outside production). */
  readonly source: 'database' | 'stand-in'
  locate(ip: string): GeoLocation | null
}

/** The fields of a City record (GeoLite2/GeoIP2 City) read here. */
export interface CityRecordFields {
  country?: { iso_code?: string }
  subdivisions?: readonly { iso_code?: string }[]
  city?: { names?: object }
}

/** A City record → a Brazilian state and city; null outside Brazil or without both. */
export function placeOfCityRecord(record: CityRecordFields | null): GeoPlace | null {
  if (!record || record.country?.iso_code !== 'BR') return null
  const state = record.subdivisions?.[0]?.iso_code?.toUpperCase()
  const names = record.city?.names as Readonly<Record<string, string | undefined>> | undefined
  const city = names?.['pt-BR'] ?? names?.en
  if (!state || !city || !STATE_ABBRS.some((abbr) => abbr === state)) return null
  return { state: state as StateAbbr, city }
}

/** `::ffff:a.b.c.d` (how Node names an IPv4 peer on a dual-stack socket) → `a.b.c.d`. */
const unmapped = (ip: string) => /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip)?.[1] ?? ip

/** The locator of a MaxMind-format City database (its bytes); loopback by GEOIP_LOOPBACK. */
export function databaseLocator(bytes: Buffer, loopback: GeoPlace | null): GeoIpLocator {
  const reader = new Reader<CityResponse>(bytes)
  // An address the reader cannot walk is an unknown place, never a 500.
  const lookup = (ip: string) => {
    try {
      return reader.get(ip)
    } catch {
      return null
    }
  }
  return {
    source: 'database',
    locate: (ip) => {
      if (!isIpAddress(ip)) return null
      const place = LOOPBACK.check(ip, familyOf(ip)) ? loopback : placeOfCityRecord(lookup(unmapped(ip)))
      return place ? { ip, state: place.state, city: normalizeText(place.city) } : null
    },
  }
}

/** The invented blocks (outside production only). */
export function standInLocator(loopback: GeoPlace | null): GeoIpLocator {
  return { source: 'stand-in', locate: (ip) => locateIp(ip, loopback) }
}

/**
 * The locator the configuration names, read at start: GEOIP_DATABASE's file, or the stand-in outside
 * production. A missing or unreadable file is a ConfigError naming the setting (the start stops).
 */
export function createGeoIp(config: Pick<Config, 'geoipDatabase' | 'geoipLoopback' | 'production'>) {
  if (config.geoipDatabase === null) {
    if (config.production)
      throw new ConfigError(
        'Configuração inválida:\n  - GEOIP_DATABASE: GEOIP_DATABASE é obrigatório em produção (o banco de geolocalização por IP no formato MaxMind, .mmdb)',
      )
    return standInLocator(config.geoipLoopback)
  }
  let bytes: Buffer
  try {
    bytes = readFileSync(config.geoipDatabase)
  } catch (cause) {
    const code = (cause as NodeJS.ErrnoException).code
    throw new ConfigError(
      `Configuração inválida:\n  - GEOIP_DATABASE: não foi possível ler ${config.geoipDatabase} (${code === 'ENOENT' ? 'arquivo não encontrado' : (code ?? String(cause))})`,
      { cause },
    )
  }
  try {
    return databaseLocator(bytes, config.geoipLoopback)
  } catch (cause) {
    throw new ConfigError(
      `Configuração inválida:\n  - GEOIP_DATABASE: ${config.geoipDatabase} não é um banco MaxMind (.mmdb) válido`,
      { cause },
    )
  }
}

/** The TCP peer's address under @hono/node-server; undefined elsewhere (app.request() without env). */
function peerAddress(c: Context): string | undefined {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined
  return env?.incoming?.socket?.remoteAddress
}

export function geoipRoutes(locator: GeoIpLocator) {
  const routes = new Hono()

  const answer = (c: Context, ip: string | undefined) => {
    const location = ip === undefined ? null : locator.locate(ip)
    if (!location) return c.json({ errors: [{ message: PLATFORM_MESSAGES.unknownLocation }] }, 404)
    return c.json(location)
  }

  // No peer address (a test calling app.request() without a socket) is as good as an unknown one.
  routes.get('/', (c) => answer(c, peerAddress(c)))
  routes.get('/:ip', (c) => {
    const ip = c.req.param('ip').trim()
    if (!isIpAddress(ip))
      return c.json({ errors: [{ message: PLATFORM_MESSAGES.invalidIp, field: 'ip' }] }, 400)
    return answer(c, ip)
  })
  return routes
}
