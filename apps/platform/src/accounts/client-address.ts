// The client's address, for the limits counted per address (sign-in failures, users lookup). It is the
// TCP peer of the request: under @hono/node-server (`npm start`, production) it is read from the Node
// request behind the Fetch `Request`; a server in front of the platform (the site's same-origin proxy, a
// load balancer) that knows the real client's address hands it over with `rememberClientAddress` after
// checking it may (never a header trusted from anyone). Unknown → 'unknown' (one shared bucket).
import { isIP } from 'node:net'

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
