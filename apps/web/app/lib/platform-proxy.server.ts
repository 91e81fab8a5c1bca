// The site's same-origin proxy to the platform (docs/decisions.md). The browser never calls the platform: it
// calls the site at PLATFORM_PROXY_PATH (routes/plataforma.ts), and the site forwards exactly the calls a
// browser needs to the internal PLATFORM_URL. So the site works at any host name (localhost, 127.0.0.1, a LAN
// address), no CORS is involved, and the platform need not be public.
//   POST /graphql                          the sealed GraphQL transport, relayed byte for byte
//                                          (docs/wire-format.md): the body and the Authorization header
//                                          go as they came, the sealed answer comes back as it was
//   GET  /captcha/challenge                the sign-up captcha's challenge
//   GET  /ws/{cep}/json/                   the postal-code service
//   GET  /files/{id}[/{token}]             uploaded files and avatars (the platform's PUBLIC_URL points here)
//   GET|POST /conta/remover                the account-removal page (the profile's removal link)
//   GET|POST /partner-test/{id|challenge}  the partner tests' stand-in (a production platform answers 404)
//   GET|POST /data-exports, GET /data-exports/{uuid}/archive   'Baixar meus dados' (docs/privacy.md)
//   GET  /push/public_key, POST /push/register|unregister   web push (docs/push.md; plain JSON)
//   POST /v1/web-vitals                    a sampled page's Core Web Vitals (docs/performance.md, "Real-user figures")
// Anything else — another path, another method, an absolute URL, `..`, an encoded character — answers
// 404 without reaching the platform: never an open proxy. The request carries only the headers the
// platform reads (no cookies, no hop-by-hop headers), the visitor's address with the shared secret
// (SITE_PROXY_SECRET: the platform trusts the address only with it, apps/platform/src/accounts/client-address.ts),
// the id of the brand this site serves with the same secret (the platform's e-mails and SMS go out in it:
// docs/messages.md, "Brands"), and a body of at most PROXY_MAX_BODY_BYTES, streamed. The answer keeps its status, body and content
// headers (its own Content-Security-Policy included); the root's middleware adds the site's security
// headers, all but X-Frame-Options where that policy lets the site frame the answer (a stored file the
// document modal shows: lib/security-headers.server.ts, docs/security.md "Headers"). A platform that does not answer: 502, or 504 after PROXY_TIMEOUT_MS, with the message the
// client shows for a network failure.
import { ptBR, SITE_PROXY_MAX_BODY_BYTES } from '@carreiras/core'
import { createContext, type RouterContext } from 'react-router'
import { PLATFORM_PROXY_PATH } from './platform-path'

/** The header in which the proxy names the visitor's address (the platform's SITE_CLIENT_ADDRESS_HEADER). */
export const SITE_CLIENT_ADDRESS_HEADER = 'X-Site-Client-Address'
/** The header that carries the shared secret (the platform's SITE_PROXY_SECRET_HEADER). */
export const SITE_PROXY_SECRET_HEADER = 'X-Site-Proxy-Secret'
/** The header in which the proxy names the brand this site serves (the platform's SITE_BRAND_HEADER). */
export const SITE_BRAND_HEADER = 'X-Site-Brand'

/**
 * How long the platform has to answer (headers and body). Below the browser client's own 30 s
 * (@carreiras/api DEFAULT_TIMEOUT_MS), so the visitor gets the proxy's message rather than a bare timeout.
 */
export const PROXY_TIMEOUT_MS = 25_000

/** The largest body forwarded: the sealed transport's 4 MiB (the platform's GRAPHQL_MAX_BODY_BYTES). */
export const PROXY_MAX_BODY_BYTES = SITE_PROXY_MAX_BODY_BYTES

interface AllowedPath {
  methods: readonly string[]
  pattern: RegExp
}

/**
 * The platform's paths a browser may reach, each with its methods (GET also allows HEAD). Anchored, and
 * made of characters that cannot form `..`, `//`, a scheme or an encoded character.
 */
export const PLATFORM_PATHS: readonly AllowedPath[] = [
  { methods: ['POST'], pattern: /^\/graphql$/ },
  { methods: ['GET'], pattern: /^\/captcha\/challenge$/ },
  { methods: ['GET'], pattern: /^\/ws\/\d{1,16}\/json\/?$/ },
  { methods: ['GET'], pattern: /^\/files\/\d{1,15}(?:\/[A-Za-z0-9_-]{1,128})?$/ },
  { methods: ['GET', 'POST'], pattern: /^\/conta\/remover$/ },
  { methods: ['GET', 'POST'], pattern: /^\/partner-test\/(?:\d{1,15}|challenge)$/ },
  // Web push (docs/push.md): the VAPID public key, and this browser's subscription on and off.
  { methods: ['GET'], pattern: /^\/push\/public_key$/ },
  { methods: ['POST'], pattern: /^\/push\/(?:register|unregister)$/ },
  // Job alerts (docs/job-alerts.md): creating and managing them, and the e-mails' confirmation and
  // one-click unsubscribe pages (RFC 8058's POST needs no login).
  { methods: ['GET', 'POST'], pattern: /^\/v1\/job-alerts$/ },
  { methods: ['PATCH', 'DELETE'], pattern: /^\/v1\/job-alerts\/\d{1,10}$/ },
  { methods: ['GET', 'POST'], pattern: /^\/alertas\/(?:confirmar|cancelar)$/ },
  // 'Baixar meus dados' (docs/privacy.md): the person's request and their archive, with their session.
  { methods: ['GET', 'POST'], pattern: /^\/data-exports$/ },
  { methods: ['GET'], pattern: /^\/data-exports\/[0-9a-f-]{36}\/archive$/ },
  // Real-user figures (docs/performance.md): the browser's beacon only; the p75s are the operator's.
  { methods: ['POST'], pattern: /^\/v1\/web-vitals$/ },
]

/** The request headers the platform reads; nothing else is forwarded (no cookies, no hop-by-hop headers). */
const REQUEST_HEADERS = [
  'accept',
  'accept-language',
  'authorization',
  'content-type',
  'content-length',
  'if-modified-since',
  'if-none-match',
  // A load balancer's request id reaches the platform, whose log lines then carry it (it keeps only a short
  // safe token and makes its own otherwise; docs/operations.md, "Logs").
  'x-request-id',
] as const

/** The answer's headers relayed to the browser: what describes the content and its caching. */
const RESPONSE_HEADERS = [
  'cache-control',
  'content-disposition',
  'content-language',
  'content-security-policy',
  'content-type',
  'etag',
  'expires',
  'last-modified',
  'location',
  'referrer-policy',
  'retry-after',
  'vary',
  'x-content-type-options',
  // The platform's request id, so a person reporting a problem can quote it.
  'x-request-id',
] as const

/**
 * The visitor's address as the site's own server (server.mjs) saw it, handed to the routes in the load
 * context. One key for the whole process, kept on globalThis, so that server.mjs (plain JavaScript outside
 * the build) and the built routes share it. Null under `react-router dev`: the platform then counts the
 * site's address.
 */
const CONTEXT_KEY = Symbol.for('carreiras.web.clientAddressContext')
type ContextRegistry = { [CONTEXT_KEY]?: RouterContext<string | null> }
export const clientAddressContext: RouterContext<string | null> = ((globalThis as ContextRegistry)[
  CONTEXT_KEY
] ??= createContext<string | null>(null))

/** The platform path of a proxied URL's path name, or null when it is not one the browser may reach. */
export function platformPath(pathname: string, method: string): string | null | 'method' {
  if (!pathname.startsWith(`${PLATFORM_PROXY_PATH}/`)) return null
  const path = pathname.slice(PLATFORM_PROXY_PATH.length)
  const allowed = PLATFORM_PATHS.find(({ pattern }) => pattern.test(path))
  if (!allowed) return null
  const wanted = method.toUpperCase() === 'HEAD' ? 'GET' : method.toUpperCase()
  return allowed.methods.includes(wanted) ? path : 'method'
}

const json = (status: number, message: string, headers: Record<string, string> = {}) =>
  Response.json({ errors: [{ message }] }, { status, headers: { 'Cache-Control': 'no-store', ...headers } })

/** The body as it streams, failing once it passes `max` bytes (never read whole into memory). */
function capped(
  body: ReadableStream<Uint8Array>,
  max: number,
  onTooLarge: () => void,
): ReadableStream<Uint8Array> {
  let size = 0
  return body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        size += chunk.byteLength
        if (size <= max) return controller.enqueue(chunk)
        onTooLarge()
        controller.error(new Error(`body over ${max} bytes`))
      },
    }),
  )
}

/** A Location on the platform's own origin goes back through the proxy; the site's stay as they are. */
function relayedLocation(location: string, platform: URL): string {
  try {
    const url = new URL(location, platform)
    const base = platform.pathname.replace(/\/+$/, '')
    if (url.origin !== platform.origin) return url.href
    const path = url.pathname.startsWith(`${base}/`) ? url.pathname.slice(base.length) : url.pathname
    return `${PLATFORM_PROXY_PATH}${path}${url.search}`
  } catch {
    return PLATFORM_PROXY_PATH
  }
}

export interface ProxyOptions {
  /** The platform as the site reaches it (PLATFORM_URL). */
  platformUrl: string
  /** SITE_PROXY_SECRET: sent with the visitor's address; without it the address is not sent. */
  secret?: string | undefined
  /** The visitor's address (server.mjs's load context); null when unknown. */
  clientAddress?: string | null | undefined
  /** The id of the brand this site serves: sent with the secret, so the platform's messages use it. */
  brand?: string | undefined
  fetch?: typeof fetch
  timeoutMs?: number
  maxBodyBytes?: number
}

/** Forwards one browser request to the platform (see the top of this file) and relays the answer. */
export async function proxyToPlatform(request: Request, options: ProxyOptions): Promise<Response> {
  const url = new URL(request.url)
  const path = platformPath(url.pathname, request.method)
  if (path === null) return json(404, ptBR.proxyErrors.notFound)
  if (path === 'method') return json(405, ptBR.proxyErrors.notFound)

  const platform = new URL(options.platformUrl)
  const target = new URL(`${options.platformUrl.replace(/\/+$/, '')}${path}${url.search}`)
  // By construction; checked anyway: the proxy only ever reaches the configured platform.
  if (target.origin !== platform.origin) return json(404, ptBR.proxyErrors.notFound)

  const maxBodyBytes = options.maxBodyBytes ?? PROXY_MAX_BODY_BYTES
  const declared = Number(request.headers.get('content-length') ?? 0)
  if (declared > maxBodyBytes) return json(413, ptBR.proxyErrors.tooLarge)

  const headers = new Headers()
  for (const name of REQUEST_HEADERS) {
    const value = request.headers.get(name)
    if (value !== null) headers.set(name, value)
  }
  if (options.secret && options.clientAddress) headers.set(SITE_CLIENT_ADDRESS_HEADER, options.clientAddress)
  if (options.secret && options.brand) headers.set(SITE_BRAND_HEADER, options.brand)
  if (options.secret && (options.clientAddress || options.brand))
    headers.set(SITE_PROXY_SECRET_HEADER, options.secret)

  const method = request.method.toUpperCase()
  const hasBody = method !== 'GET' && method !== 'HEAD' && request.body !== null
  const timeout = AbortSignal.timeout(options.timeoutMs ?? PROXY_TIMEOUT_MS)
  let tooLarge = false
  let upstream: Response
  try {
    upstream = await (options.fetch ?? fetch)(target, {
      method,
      headers,
      redirect: 'manual',
      signal: AbortSignal.any([timeout, request.signal]),
      // Streamed (`duplex: 'half'`), with the Content-Length the browser declared when it did.
      ...(hasBody
        ? { body: capped(request.body!, maxBodyBytes, () => (tooLarge = true)), duplex: 'half' }
        : {}),
    } as RequestInit)
  } catch {
    if (tooLarge) return json(413, ptBR.proxyErrors.tooLarge)
    return json(timeout.aborted ? 504 : 502, ptBR.clientErrors.NETWORK)
  }

  const relayed = new Headers()
  for (const name of RESPONSE_HEADERS) {
    const value = upstream.headers.get(name)
    if (value !== null) relayed.set(name, name === 'location' ? relayedLocation(value, platform) : value)
  }
  // fetch() undoes a compressed answer: its length is only right when it was not compressed.
  const length = upstream.headers.get('content-length')
  if (length !== null && !upstream.headers.has('content-encoding')) relayed.set('content-length', length)
  return new Response(method === 'HEAD' ? null : upstream.body, {
    status: upstream.status,
    statusText: upstream.statusText,
    headers: relayed,
  })
}
