// Deliveries to the browsers' push services (docs/push.md, "Where the platform sends"; docs/security.md):
// the endpoint's host is one of core's PUSH_SERVICES, and the address it resolves to must be a public one.
// The check sits in the connection itself — an undici Agent whose connector resolves the host, refuses
// loopback, private, link-local, unique-local, shared (CGNAT), metadata and every other special-purpose
// address (ipaddr.js's ranges: only 'unicast' passes), and connects to the very address it checked — so
// a name that resolves to a public address once and to 127.0.0.1 the next time (DNS rebinding) cannot
// switch the connection after the check. An IP literal never reaches here (PUSH_SERVICES names hosts), and
// is refused the same way if it does.
import { isIP, type LookupFunction } from 'node:net'
import { lookup as dnsLookup, type LookupAddress } from 'node:dns'
import ipaddr from 'ipaddr.js'
import { Agent, buildConnector, fetch as undiciFetch } from 'undici'

/** A connection the guard refused: the host resolved to an address inside (or nowhere). */
export class RefusedAddressError extends Error {
  override name = 'RefusedAddressError'
  constructor(
    readonly hostname: string,
    readonly address: string | null,
  ) {
    super(
      address === null
        ? `push: ${hostname} resolveu para nenhum endereço`
        : `push: ${hostname} resolveu para ${address}, um endereço interno`,
    )
  }
}

/**
 * Whether the platform may connect to this address: a global unicast address only. ipaddr.js names every
 * special-purpose range (loopback, private, linkLocal — 169.254.169.254 is the clouds' metadata service —,
 * uniqueLocal, carrierGradeNat, reserved, unspecified, broadcast, multicast, ipv4Mapped, 6to4, teredo,
 * rfc6052, …); 198.18.0.0/15 (benchmarking) is added by hand, as the library reads it as unicast.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false
  const parsed = ipaddr.parse(address)
  if (parsed.range() !== 'unicast') return false
  if (parsed.kind() === 'ipv4' && parsed.match(ipaddr.parseCIDR('198.18.0.0/15'))) return false
  return true
}

/** A resolver with dns.lookup's shape (the tests give one that answers what they need). */
export type Resolver = (
  hostname: string,
  options: { all: true; family?: number },
  callback: (error: NodeJS.ErrnoException | null, addresses: LookupAddress[]) => void,
) => void

const systemResolver: Resolver = (hostname, options, callback) => dnsLookup(hostname, options, callback)

export interface GuardOptions {
  /** How host names are resolved; default the system's (dns.lookup). */
  resolve?: Resolver
  /** Which resolved addresses may be connected to; default isPublicAddress. */
  isAllowedAddress?: (address: string) => boolean
}

/** dns.lookup's shape for net.connect: resolves, refuses any address inside, answers what was checked. */
export function guardedLookup({
  resolve = systemResolver,
  isAllowedAddress = isPublicAddress,
}: GuardOptions = {}): LookupFunction {
  return (hostname, options, callback) => {
    resolve(
      hostname,
      { all: true, ...(options.family ? { family: Number(options.family) } : {}) },
      (error, addresses) => {
        if (error) return callback(error, '', 0)
        // Every address the name has must be public: a name that mixes one inside is refused whole.
        const refused = addresses.length === 0 ? null : addresses.find((a) => !isAllowedAddress(a.address))
        if (addresses.length === 0 || refused) {
          const failure = new RefusedAddressError(hostname, refused?.address ?? null) as NodeJS.ErrnoException
          return callback(failure, '', 0)
        }
        if (options.all)
          return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses)
        callback(null, addresses[0]!.address, addresses[0]!.family)
      },
    )
  }
}

/** An undici Agent whose every connection goes through the guard (IP literals included). */
export function guardedAgent(options: GuardOptions = {}): Agent {
  const isAllowedAddress = options.isAllowedAddress ?? isPublicAddress
  const connector = buildConnector({ lookup: guardedLookup(options) })
  return new Agent({
    connect: (connectOptions, callback) => {
      const literal = connectOptions.hostname.replace(/^\[|\]$/g, '')
      // net.connect does not look an address up: an address literal is checked here instead.
      if (isIP(literal) && !isAllowedAddress(literal))
        return callback(new RefusedAddressError(literal, literal), null)
      connector(connectOptions, callback)
    },
  })
}

export type PushFetch = (url: string, init: RequestInit) => Promise<Response>

/** fetch through a guarded Agent: what the push transport sends to the push services with. */
export function guardedFetch(options: GuardOptions = {}): PushFetch {
  const dispatcher = guardedAgent(options)
  return async (url, init) =>
    (await undiciFetch(url, {
      ...(init as Parameters<typeof undiciFetch>[1]),
      dispatcher,
    })) as unknown as Response
}

/** The RefusedAddressError behind a failed fetch (undici wraps it as the TypeError's cause), or null. */
export function refusedAddressOf(error: unknown): RefusedAddressError | null {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    if (current instanceof RefusedAddressError) return current
    current = (current as { cause?: unknown }).cause
  }
  return null
}
