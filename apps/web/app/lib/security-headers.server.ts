// The site's security headers (docs/decisions.md): every response of the React Router server — documents,
// data requests and resource routes (robots, sitemap, api.*) — gets them through the root's middleware;
// documents get a Content-Security-Policy with a fresh nonce per request from the server entry. Static files
// (build/client, public/) are served by the site's server (server.mjs) before React Router runs, with the
// same base headers (staticSecurityHeaders there; lib/static-headers.test.ts compares them).
import { randomBytes } from 'node:crypto'
import { allowsFraming, type Brand } from '@carreiras/core'
import { getConfig } from '../config.server'
import { getBrand } from '../brands/index.server'

/**
 * What the browser fetches or shows beyond the site itself. Not the platform: the browser reaches it through
 * the site's same-origin proxy (lib/platform-proxy.server.ts), avatars and files included ('self').
 */
export interface CspSources {
  /**
   * The site's configured origin (SITE_URL): the platform stores avatar and file URLs through the proxy at
   * that origin (its PUBLIC_URL, `${SITE_URL}/plataforma`), which differs from 'self' when the site is
   * opened at another name (127.0.0.1 for localhost, a LAN address).
   */
  siteUrl?: string | undefined
  /** Origins of brand images, videos and fonts given as https:// URLs (brand.ts may host them on a CDN). */
  brandOrigins?: readonly string[]
  /**
   * The customer chat widget's script URL (CHAT_WIDGET_URL): its origin may serve scripts and be fetched,
   * only when the chat is configured. The widget loads when the visitor opens the chat.
   */
  chatWidgetUrl?: string | undefined
}

/** A fresh nonce for one response's inline scripts: 128 random bits, base64. */
export function createNonce(): string {
  return randomBytes(16).toString('base64')
}

const originOf = (url: string): string | null => {
  try {
    const { origin } = new URL(url)
    return origin === 'null' ? null : origin
  } catch {
    return null
  }
}

const unique = (values: readonly (string | null)[]): string[] => [
  ...new Set(values.filter((v): v is string => !!v)),
]

/**
 * The documents' policy. Scripts: this origin's files and the inline scripts that carry the nonce (React
 * Router's hydration data and module loader, React's streaming scripts, the root's early-login script) —
 * never 'unsafe-inline' or 'unsafe-eval'; 'wasm-unsafe-eval' compiles WebAssembly and nothing else. Styles keep 'unsafe-inline': React's style attributes (the
 * progress bars, the crop frame) and the brand theme's <style> of CSS variables; a nonce would switch it off.
 */
export function contentSecurityPolicy(nonce: string, sources: CspSources): string {
  const brand = unique(sources.brandOrigins ?? [])
  const chat = unique([sources.chatWidgetUrl ? originOf(sources.chatWidgetUrl) : null])
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    // 'wasm-unsafe-eval': WebAssembly only (the heic → jpeg converter's libheif), not eval() or new Function.
    ['script-src', "'self'", `'nonce-${nonce}'`, "'wasm-unsafe-eval'", ...chat],
    ['style-src', "'self'", "'unsafe-inline'"],
    [
      'img-src',
      "'self'",
      'data:',
      'blob:',
      ...unique([sources.siteUrl ? originOf(sources.siteUrl) : null, ...brand]),
    ],
    ['media-src', "'self'", ...brand],
    ['font-src', "'self'", 'data:', ...brand],
    // fetch() only to the site: the platform (GraphQL, the captcha's challenge, the postal-code service)
    // through the same-origin proxy.
    // The chat widget (when configured) talks to its own service.
    ['connect-src', "'self'", ...chat],
    // The heic → jpeg converter (heic-to/csp) runs in a worker built from a blob: URL.
    ['worker-src', "'self'", 'blob:'],
    // The site frames only its own documents: the files the document modal shows (a candidate's medical
    // reports and attachments, docs/security.md "Headers"), served through the proxy at 'self' or at the
    // configured site origin their stored URLs name. Nothing else: the identity providers and partner tests
    // open in windows of their own.
    ['frame-src', "'self'", ...unique([sources.siteUrl ? originOf(sources.siteUrl) : null])],
    ['manifest-src', "'self'"],
    ['form-action', "'self'"],
    ['base-uri', "'self'"],
    ['object-src', "'none'"],
    ['frame-ancestors', "'none'"],
  ]
  return directives.map((directive) => directive.join(' ')).join('; ')
}

/** Responses that are not documents (JSON, XML, text) run nothing and load nothing. */
export const RESOURCE_CSP = "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"

/** Powerful features: the ones the site never uses switched off for it and anything it could embed; geolocation for its own pages only. */
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

/**
 * HSTS only in production and over https: the configured SITE_URL is https, or this request came over
 * https (directly or, behind a proxy, as its X-Forwarded-Proto says). Over plain http it would be ignored
 * by browsers at best, and on localhost it would pin https on every local port.
 */
export function wantsHsts(request: Request, siteUrl: string | undefined, production: boolean): boolean {
  if (!production) return false
  if (siteUrl?.startsWith('https://')) return true
  if (new URL(request.url).protocol === 'https:') return true
  return request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase() === 'https'
}

/** The headers every response carries (the CSP apart: documents get theirs from the server entry). */
export function baseSecurityHeaders(hsts: boolean): Record<string, string> {
  return {
    'X-Frame-Options': 'DENY',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': PERMISSIONS_POLICY,
    // Not 'same-origin': the social network's login is a pop-up that posts the profile to its opener.
    'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
    ...(hsts ? { 'Strict-Transport-Security': HSTS } : {}),
  }
}

/** Origins of the brand's media and fonts that are absolute https:// URLs. */
export function brandMediaOrigins(brand: unknown): string[] {
  const found = new Set<string>()
  const walk = (value: unknown, key: string) => {
    if (typeof value === 'string') {
      if ((key === 'src' || key === 'poster') && value.startsWith('https://')) {
        const origin = originOf(value)
        if (origin) found.add(origin)
      }
      return
    }
    if (Array.isArray(value)) for (const item of value) walk(item, key)
    else if (value && typeof value === 'object')
      for (const [name, item] of Object.entries(value as Record<string, unknown>)) walk(item, name)
  }
  walk(brand, '')
  return [...found].sort()
}

let cachedSources: CspSources | undefined

/** This server's sources, from its configuration and brand (both fixed at start-up). */
export function siteCspSources(brand: Brand = getBrand()): CspSources {
  cachedSources ??= {
    siteUrl: getConfig().siteUrl,
    brandOrigins: brandMediaOrigins(brand),
    chatWidgetUrl: getConfig().chat?.widgetUrl,
  }
  return cachedSources
}

const isProduction = () => process.env.NODE_ENV === 'production'

/** The document's policy for this request (the server entry sets it before streaming the page). */
export function documentSecurityPolicy(nonce: string): string {
  return contentSecurityPolicy(nonce, siteCspSources())
}

/**
 * `response` with the security headers it lacks: the base headers, HSTS when due, and the resource
 * policy when no document policy was set. Headers a route chose itself are kept. An answer whose own
 * policy names who may frame it (a stored file relayed by the platform's proxy, which the document modal
 * frames: the platform's files/files.ts) gets no X-Frame-Options: DENY; browsers ignore X-Frame-Options
 * beside a frame-ancestors (CSP Level 2), so the policy decides, and DENY would only contradict it.
 */
export function withSecurityHeaders(response: Response, hsts: boolean): Response {
  const headers = Object.entries({ ...baseSecurityHeaders(hsts), 'Content-Security-Policy': RESOURCE_CSP })
  const fill = (target: Response) => {
    const framed = allowsFraming(target.headers.get('Content-Security-Policy'))
    for (const [name, value] of headers) {
      if (name === 'X-Frame-Options' && framed) continue
      if (!target.headers.has(name)) target.headers.set(name, value)
    }
    return target
  }
  try {
    return fill(response)
  } catch {
    // Response.redirect() and fetched responses have immutable headers: copy them into a new response.
    return fill(new Response(response.body, response))
  }
}

/** The root's middleware: every response of the site leaves with its security headers. */
export async function securityHeadersMiddleware(
  { request }: { request: Request },
  next: () => Promise<Response>,
): Promise<Response> {
  const response = await next()
  return withSecurityHeaders(response, wantsHsts(request, getConfig().siteUrl, isProduction()))
}
