// The geo-IP stand-in (plain JSON, docs/wire-format.md, "Not encrypted"; docs/decisions.md, "Geo-IP"):
//   GET /geoip/{ip}  → 200 { "ip": "200.160.1.1", "state": "SP", "city": "SAO PAULO" }
//   GET /geoip       → the same for the caller's own address (the TCP peer; forwarding headers are not trusted)
//   404 { "errors": [{ "message": "…" }] } when the address has no known location, 400 when it is not an IP.
// `state` is the two-letter UF code; `city` is upper case without accents (normalizeText), as the list's
// city filter receives it. This is NOT a geolocation database: loopback has no location unless
// GEOIP_LOOPBACK says so, and public addresses are looked up in the small fixed table below.
import { BlockList, isIP } from 'node:net'
import type { StateAbbr } from '@carreiras/core'
import { Hono, type Context } from 'hono'
import type { GeoPlace } from '../config.js'
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

/** The TCP peer's address under @hono/node-server; undefined elsewhere (app.request() without env). */
function peerAddress(c: Context): string | undefined {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined
  return env?.incoming?.socket?.remoteAddress
}

export function geoipRoutes(loopback: GeoPlace | null) {
  const routes = new Hono()

  const answer = (c: Context, ip: string | undefined) => {
    const location = ip === undefined ? null : locateIp(ip, loopback)
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
