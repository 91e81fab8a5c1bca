// The client's address, for the limits counted per address (sign-in failures, users lookup). It is the
// TCP peer of the request: under @hono/node-server (`npm start`, production) it is read from the Node
// request behind the Fetch `Request`. The browser reaches the platform through the site's same-origin
// proxy (apps/web/app/lib/platform-proxy.server.ts), so that peer is the site: the proxy names the visitor
// in SITE_CLIENT_ADDRESS_HEADER and proves it is the site with SITE_PROXY_SECRET_HEADER, the secret both
// share (SITE_PROXY_SECRET). Only then is the named address used (`trustedClientAddress`, compared in
// constant time); a request without the right secret keeps its TCP peer, whatever it claims. Unknown →
// 'unknown' (one shared bucket).
import { createHash, timingSafeEqual } from 'node:crypto'
import { isIP } from 'node:net'
import type { MiddlewareHandler } from 'hono'

/** The header in which the site's proxy names the visitor's address. */
export const SITE_CLIENT_ADDRESS_HEADER = 'X-Site-Client-Address'
/** The header in which the site's proxy shows the shared secret (SITE_PROXY_SECRET). */
export const SITE_PROXY_SECRET_HEADER = 'X-Site-Proxy-Secret'
/** The header in which the site's proxy names the brand it serves (docs/messages.md, "Brands"). */
export const SITE_BRAND_HEADER = 'X-Site-Brand'

const remembered = new WeakMap<Request, string>()

/** Records the client's address of this request (a trusted proxy's forwarded address, or a test's). */
export function rememberClientAddress(request: Request, address: string | null | undefined): void {
  const clean = address?.trim()
  if (clean && isIP(clean)) remembered.set(request, clean)
}

/** The Node `IncomingMessage` @hono/node-server keeps on its Request (a symbol named 'incomingKey'). */
function nodePeer(request: Request): string | undefined {
  for (const symbol of Object.getOwnPropertySymbols(request)) {
    if (symbol.description !== 'incomingKey') continue
    const incoming = (request as unknown as Record<symbol, unknown>)[symbol] as
      { socket?: { remoteAddress?: string } } | undefined
    return incoming?.socket?.remoteAddress
  }
  return undefined
}

/** The client's address ('::ffff:' IPv4-mapped addresses as plain IPv4), or 'unknown'. */
export function clientAddress(request: Request): string {
  const address = remembered.get(request) ?? nodePeer(request)
  if (!address) return 'unknown'
  return address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address
}

/** Equal secrets, compared in constant time (both hashed first: the lengths leak nothing either). */
export function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest()
  return timingSafeEqual(digest(given), digest(expected))
}

/**
 * The visitor's address the site's proxy forwarded, when the request carries the shared secret and the
 * address is an IP; null otherwise (no secret configured, a wrong or missing secret, a malformed address).
 */
export function trustedClientAddress(request: Request, secret: string | undefined): string | null {
  if (!secret) return null
  const given = request.headers.get(SITE_PROXY_SECRET_HEADER)
  if (given === null || !sameSecret(given, secret)) return null
  const address = request.headers.get(SITE_CLIENT_ADDRESS_HEADER)?.trim()
  return address && isIP(address) ? address : null
}

/**
 * The brand id the site's proxy named, trusted like the address: only with the shared secret; null
 * otherwise. Whether it is a brand at all is the caller's to check (BrandRegistry.known).
 */
export function trustedBrand(request: Request, secret: string | undefined): string | null {
  if (!secret) return null
  const given = request.headers.get(SITE_PROXY_SECRET_HEADER)
  if (given === null || !sameSecret(given, secret)) return null
  return request.headers.get(SITE_BRAND_HEADER)?.trim() || null
}

/**
 * Remembers, for the handlers after it, the visitor's address the site's proxy forwarded with the shared
 * secret, or else the TCP peer. Register it after anything that replaces `c.req.raw` (hono's bodyLimit
 * does for a chunked body, and the copy loses the Node request, so the peer is read from `c.env`).
 */
export function siteProxyAddress(secret: string | undefined): MiddlewareHandler {
  return async (c, next) => {
    const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined
    const address = trustedClientAddress(c.req.raw, secret) ?? env?.incoming?.socket?.remoteAddress
    rememberClientAddress(c.req.raw, address)
    await next()
  }
}
