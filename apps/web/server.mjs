#!/usr/bin/env node
// The site's production server: `node server.mjs [build/server/index.js]` (`npm start`, the e2e suite,
// `npm run lighthouse`). What `react-router-serve` did — express, compression, the hashed assets cached for
// a year, the other static files, then React Router — plus:
//   - the hashed scripts and style sheets are served from their brotli and gzip copies made by the build
//     (scripts/precompress.mjs) at the highest levels, instead of compressed per request at a low one;
//   - the static files carry the site's security headers (nosniff, X-Frame-Options and frame-ancestors,
//     Referrer-Policy, Permissions-Policy, COOP, HSTS in production over https, a policy that runs
//     nothing), except scripts, styles and fonts, which carry nosniff (and HSTS) only: the rest applies to
//     documents and costs bytes on every visit (subresourceSecurityHeaders); React Router's own answers get them from the root's middleware
//     (app/lib/security-headers.server.ts; app/lib/server.test.ts checks both say the same);
//   - methods the site does not answer (TRACE, TRACK, CONNECT, PUT…) are a 405 naming GET, HEAD and POST,
//     before anything else (React Router could not even make a Request of a TRACE: it answered 500); only
//     the proxy's paths that take PATCH and DELETE (PROXY_CHANGE_PATHS: a job alert's change) let them by;
//   - a body larger than its path's limit (core's limits.ts: the proxy 4 MiB, the /api routes a few KiB) is
//     a 413 with the pt-BR message, JSON under /api and /plataforma, a page elsewhere, answered from its
//     Content-Length before a byte of it is read into memory, and the connection closed after a short
//     linger (what still arrives meanwhile is discarded); a body sent without one
//     (chunked) reaches the routes, whose readers stop at the same limit (app/lib/body.server.ts);
//   - the visitor's address reaches the routes in the load context (app/lib/platform-proxy.server.ts,
//     `clientAddressContext`), for the same-origin proxy to hand to the platform. It is the TCP peer, or,
//     behind a proxy or load balancer you name in TRUST_PROXY (express's "trust proxy": a number of hops,
//     `loopback`, addresses or CIDRs), the address that proxy reports in X-Forwarded-For.
// Environment: PORT (default 3000), HOST (default: every interface), TRUST_PROXY (default: none),
// NODE_ENV (default production), SITE_URL (https → HSTS).
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { createRequestHandler } from '@react-router/express'
import compression from 'compression'
import express from 'express'
import expressStaticGzip from 'express-static-gzip'
import { RouterContextProvider, createContext } from 'react-router'
import {
  SITE_DEFAULT_MAX_BODY_BYTES,
  SITE_JSON_MAX_BODY_BYTES,
  SITE_PROXY_MAX_BODY_BYTES,
  SITE_REFUSAL_MAX_BODY_BYTES,
  ptBR,
} from '@carreiras/core'

const here = path.dirname(fileURLToPath(import.meta.url))

/** The same values as app/lib/security-headers.server.ts (PERMISSIONS_POLICY, HSTS, baseSecurityHeaders). */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'browsing-topics=()',
  'camera=()',
  'display-capture=()',
  // 'Usar minha localização' on /vagas (docs/near.md): the site's own pages only, never what they embed.
  'geolocation=(self)',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'publickey-credentials-get=()',
  'serial=()',
  'usb=()',
  'xr-spatial-tracking=()',
].join(', ')
export const HSTS = 'max-age=31536000; includeSubDomains'
/** Static files are scripts, styles, fonts and images, never documents: opened directly, they run nothing. */
export const STATIC_CSP = "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"

/**
 * The headers of every static file.
 * @param {boolean} hsts
 * @returns {Record<string, string>}
 */
export function staticSecurityHeaders(hsts) {
  return {
    'X-Frame-Options': 'DENY',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': PERMISSIONS_POLICY,
    'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
    ...(hsts ? { 'Strict-Transport-Security': HSTS } : {}),
    'Content-Security-Policy': STATIC_CSP,
  }
}

/**
 * The service worker's own policy (docs/pwa.md): a worker runs under the CSP of its script's response, so
 * /sw.js may fetch the site's own files (to keep them) and nothing else; and it is always checked for a new
 * version (no-cache), so an update reaches people on their next visit.
 */
export const SERVICE_WORKER_CSP = "default-src 'none'; connect-src 'self'; img-src 'self'"
export const SERVICE_WORKER_PATH = '/sw.js'

/**
 * The headers of a hashed script, style sheet or font under /assets: only what a subresource uses. The
 * others (frame, referrer, permissions, opener and content policies) apply to documents and would cost
 * every page visit about half a KiB per file in headers (some 14 KiB on /vagas, measured by
 * e2e/js-budget.spec.ts); a script fetched as a document is plain text under nosniff and runs nothing.
 * @param {boolean} hsts
 * @returns {Record<string, string>}
 */
export function subresourceSecurityHeaders(hsts) {
  return {
    'X-Content-Type-Options': 'nosniff',
    ...(hsts ? { 'Strict-Transport-Security': HSTS } : {}),
  }
}

/**
 * Hashed build files that are never documents: scripts, style sheets, fonts and source maps, and their
 * precompressed copies (`.br`, `.gz`: the path the static middleware serves when it picks one).
 */
export const SUBRESOURCE_FILE = /\.(?:m?js|css|woff2?|map)(?:\.(?:br|gz))?$/i

/** The key the routes read the visitor's address with (app/lib/platform-proxy.server.ts: the same key). */
const CONTEXT_KEY = Symbol.for('carreiras.web.clientAddressContext')
/** @returns {import('react-router').RouterContext<string | null>} */
export function clientAddressContext() {
  return (globalThis[CONTEXT_KEY] ??= createContext(null))
}

/**
 * The load context of one request: the visitor's address (`req.ip`, which honours "trust proxy").
 * @param {{ ip?: string }} req
 */
export function loadContext(req) {
  const context = new RouterContextProvider()
  context.set(clientAddressContext(), req.ip || null)
  return context
}

/** The methods the site answers (and PATCH, DELETE on PROXY_CHANGE_PATHS); the rest are a 405. */
export const ALLOWED_METHODS = ['GET', 'HEAD', 'POST']
export const ALLOW_HEADER = ALLOWED_METHODS.join(', ')
/**
 * The proxy's paths that also take PATCH and DELETE (its allow-list, app/lib/platform-proxy.server.ts, under
 * /plataforma): a job alert's change and deletion from 'Alertas de vagas' (docs/job-alerts.md).
 */
export const PROXY_CHANGE_PATHS = [/^\/plataforma\/v1\/job-alerts\/\d{1,10}$/]
/**
 * @param {string} method
 * @param {string} pathname
 */
const takesChange = (method, pathname) =>
  (method === 'PATCH' || method === 'DELETE') && PROXY_CHANGE_PATHS.some((pattern) => pattern.test(pathname))

/**
 * The largest body a path accepts, in bytes (core's limits.ts).
 * @param {string} pathname
 */
export function bodyLimitOf(pathname) {
  if (pathname === '/plataforma' || pathname.startsWith('/plataforma/')) return SITE_PROXY_MAX_BODY_BYTES
  if (pathname === '/api/recusa') return SITE_REFUSAL_MAX_BODY_BYTES
  if (pathname.startsWith('/api/')) return SITE_JSON_MAX_BODY_BYTES
  return SITE_DEFAULT_MAX_BODY_BYTES
}

/** A path whose answers are JSON (the /api routes and the proxy), so its refusals are JSON too. */
const answersJson = (pathname) => pathname.startsWith('/api/') || pathname.startsWith('/plataforma/')

/**
 * A refusal the server answers itself (405, 413): JSON `{ errors: [{ message }] }` (the proxy's shape) or
 * a plain pt-BR page, with the static files' security headers, not cached.
 * @param {import('express').Response} res
 * @param {number} status
 * @param {string} message
 * @param {boolean} production
 */
function refuse(res, status, message, production) {
  for (const [name, value] of Object.entries(staticSecurityHeaders(production && res.req.secure)))
    res.setHeader(name, value)
  res.setHeader('Cache-Control', 'no-store')
  if (answersJson(res.req.path)) {
    res.status(status).json({ errors: [{ message }] })
  } else {
    res
      .status(status)
      .type('html')
      .send(
        `<!doctype html><html lang="pt-BR"><meta charset="utf-8"><title>${message}</title><h1>${message}</h1></html>`,
      )
  }
}

/** After a 413, how long and how much of the rest of the body is let through (discarded) before closing. */
export const LINGER_MS = 1000
export const LINGER_BYTES = 8 * 1024 * 1024

/**
 * Closes the connection of a refused body after a short linger: Node discards what still arrives (it
 * never keeps it), and closing at once would reset the connection under a client still sending, which
 * may then never read the 413 (as nginx's lingering close).
 * @param {import('express').Request} req
 */
function closeAfterLinger(req) {
  const socket = req.socket
  let discarded = 0
  const close = () => socket.destroy()
  const timer = setTimeout(close, LINGER_MS)
  timer.unref()
  socket.once('close', () => clearTimeout(timer))
  req.on('data', (chunk) => {
    discarded += chunk.length
    if (discarded > LINGER_BYTES) close()
  })
}

/**
 * 405 for a method the site does not answer, 413 for a body its path does not take (by Content-Length:
 * nothing is read into memory). After any 413, its own or a route's, the connection closes after a linger.
 * @param {boolean} production
 * @returns {import('express').RequestHandler}
 */
export function requestGuard(production) {
  return (req, res, next) => {
    res.once('finish', () => {
      if (res.statusCode === 413) closeAfterLinger(req)
    })
    if (!ALLOWED_METHODS.includes(req.method) && !takesChange(req.method, req.path)) {
      res.setHeader('Allow', ALLOW_HEADER)
      return refuse(res, 405, SITE_MESSAGES.methodNotAllowed, production)
    }
    const declared = Number(req.headers['content-length'] ?? 0)
    if (declared > bodyLimitOf(req.path)) return refuse(res, 413, ptBR.proxyErrors.tooLarge, production)
    next()
  }
}

/** The site's own refusals (core's catalogue). */
export const SITE_MESSAGES = {
  methodNotAllowed: ptBR.proxyErrors.methodNotAllowed,
  tooLarge: ptBR.proxyErrors.tooLarge,
}

/** A raw 405 on a socket express never sees. */
function rawMethodNotAllowed(socket) {
  const body = JSON.stringify({ errors: [{ message: SITE_MESSAGES.methodNotAllowed }] })
  socket.end(
    `HTTP/1.1 405 Method Not Allowed\r\nAllow: ${ALLOW_HEADER}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  )
}

/** What Node answers a request it cannot parse (its default 'clientError' behaviour). */
const CLIENT_ERROR_STATUS = {
  HPE_HEADER_OVERFLOW: '431 Request Header Fields Too Large',
  ERR_HTTP_REQUEST_TIMEOUT: '408 Request Timeout',
}

/**
 * Methods that never reach express, answered 405 too: CONNECT (Node hands it to 'connect' listeners and,
 * without one, drops the connection) and methods Node's parser does not know (TRACK: it answered 400).
 * Other unparsable requests keep Node's default answers.
 * @param {import('node:http').Server} server
 */
export function answerOtherMethods(server) {
  server.on('connect', (_req, socket) => rawMethodNotAllowed(socket))
  server.on('clientError', (error, socket) => {
    if (!socket.writable || error.code === 'ECONNRESET') return socket.destroy()
    if (error.code === 'HPE_INVALID_METHOD') return rawMethodNotAllowed(socket)
    const status = CLIENT_ERROR_STATUS[error.code] ?? '400 Bad Request'
    socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\n\r\n`)
  })
  return server
}

/** TRUST_PROXY as express's "trust proxy" setting: unset → false, a number → hops, otherwise as written. */
export function trustProxySetting(value) {
  const text = value?.trim()
  if (!text || text === 'false') return false
  if (text === 'true') return true
  if (/^\d+$/.test(text)) return Number(text)
  return text
}

/**
 * The express application. `handler` replaces React Router's in tests.
 * @param {{ build?: unknown, clientDir: string, publicDir?: string, production: boolean,
 *   siteUrl?: string, trustProxy?: unknown, handler?: import('express').RequestHandler }} options
 */
export function createSiteServer(options) {
  const app = express()
  app.disable('x-powered-by')
  app.set('trust proxy', options.trustProxy ?? false)
  app.use(requestGuard(options.production))
  app.use(compression())

  const secureSite = options.siteUrl?.startsWith('https://') ?? false
  /** @param {import('express').Response} res */
  const setHeaders = (res) => {
    const hsts = options.production && (secureSite || res.req.secure)
    const headers = SUBRESOURCE_FILE.test(res.req.path)
      ? subresourceSecurityHeaders(hsts)
      : staticSecurityHeaders(hsts)
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value)
    if (res.req.path === SERVICE_WORKER_PATH) {
      res.setHeader('Content-Security-Policy', SERVICE_WORKER_CSP)
      res.setHeader('Cache-Control', 'no-cache')
    }
  }
  // Vite's hashed files never change under the same name. Their brotli and gzip copies, written by the
  // build (scripts/precompress.mjs), go to the browsers that accept them (brotli first); a file without one
  // is compressed on the fly like the rest (the compression middleware leaves a Content-Encoding alone).
  // Cached for a year as immutable, they are never revalidated nor fetched in parts: no ETag, Last-Modified
  // or Accept-Ranges, about 100 bytes less on each of the thirty-odd files a public page loads.
  app.use(
    '/assets',
    expressStaticGzip(path.join(options.clientDir, 'assets'), {
      enableBrotli: true,
      orderPreference: ['br', 'gzip'],
      index: false,
      serveStatic: {
        immutable: true,
        maxAge: '1y',
        etag: false,
        lastModified: false,
        acceptRanges: false,
        setHeaders,
      },
    }),
  )
  app.use(express.static(options.clientDir, { setHeaders }))
  if (options.publicDir) app.use(express.static(options.publicDir, { maxAge: '1h', setHeaders }))

  // Express 5 paths (path-to-regexp 8): a wildcard is named, and the braces let it match `/` as well.
  app.all(
    '/{*path}',
    options.handler ??
      createRequestHandler({ build: options.build, mode: process.env.NODE_ENV, getLoadContext: loadContext }),
  )
  return app
}

async function main() {
  process.env.NODE_ENV = process.env.NODE_ENV ?? 'production'
  const buildPath = path.resolve(process.argv[2] ?? path.join(here, 'build/server/index.js'))
  const build = await import(pathToFileURL(buildPath).href)
  const port = Number(process.env.PORT ?? 3000)
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    console.error(`PORT must be a port number (got ${JSON.stringify(process.env.PORT)}).`)
    process.exit(1)
  }
  const app = createSiteServer({
    build,
    clientDir: path.resolve(path.dirname(buildPath), '..', 'client'),
    publicDir: path.join(here, 'public'),
    production: process.env.NODE_ENV === 'production',
    siteUrl: process.env.SITE_URL,
    trustProxy: trustProxySetting(process.env.TRUST_PROXY),
  })
  /** Express 5 hands a failed listen (a port in use, no permission) to the callback instead of throwing. */
  const onListen = (/** @type {Error | undefined} */ error) => {
    if (error) {
      console.error(`[server] could not listen on port ${port}: ${error.message}`)
      process.exit(1)
    }
    console.log(`[server] http://localhost:${server.address().port}`)
  }
  const server = answerOtherMethods(
    process.env.HOST ? app.listen(port, process.env.HOST, onListen) : app.listen(port, onListen),
  )
  for (const signal of ['SIGTERM', 'SIGINT'])
    process.once(signal, () => {
      server.close(() => process.exit(0))
      server.closeAllConnections?.()
      setTimeout(() => process.exit(0), 5000).unref()
    })
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) await main()
