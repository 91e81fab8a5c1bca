// Security headers on every platform response (OWASP ASVS V3; docs/security.md): Hono's secureHeaders for the
// common set, then a Content-Security-Policy chosen by what the answer is.
//   every answer   X-Content-Type-Options: nosniff · X-Frame-Options: DENY ·
//                  Referrer-Policy: strict-origin-when-cross-origin · Permissions-Policy (nothing allowed) ·
//                  Cross-Origin-Opener-Policy: same-origin · Cross-Origin-Resource-Policy: same-origin ·
//                  Strict-Transport-Security in production only
//   JSON, text     Content-Security-Policy: default-src 'none'; frame-ancestors 'none'
//   HTML pages     (the removal page and the development stand-ins) scripts and styles allowed only by the
//                  SHA-256 of their inline elements, computed from the answer itself: no 'unsafe-inline', and
//                  no change to the page templates. Forms may post to the platform and, after a redirect, to
//                  the site (WEB_ORIGIN), as the stand-ins' redirects do.
//   the OAuth stand-ins' pages keep Cross-Origin-Opener-Policy: unsafe-none: the social network's pop-up
//                  posts the profile to window.opener, which a same-origin policy would cut.
//   uploaded files set their own policies (files/files.ts); a header a route sets itself is kept.
//   X-Frame-Options: DENY is left out of an answer whose own policy names who may frame it (a
//                  frame-ancestors other than 'none': the files the site's document modal shows). Browsers
//                  ignore X-Frame-Options when a policy has frame-ancestors (CSP Level 2), so the policy
//                  decides; leaving DENY beside it would only contradict it. Every other answer stays DENY.
import { allowsFraming } from '@carreiras/core'
import type { MiddlewareHandler } from 'hono'
import { secureHeaders } from 'hono/secure-headers'
import { createHash } from 'node:crypto'

/** The features no platform answer uses: none is allowed, to any origin. */
export const PERMISSIONS_POLICY = [
  'accelerometer',
  'autoplay',
  'bluetooth',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
  'browsing-topics',
]
  .map((feature) => `${feature}=()`)
  .join(', ')

/** One year, subdomains included (production only: a development run over http must not pin https). */
export const HSTS = 'max-age=31536000; includeSubDomains'

export const DATA_CSP = "default-src 'none'; frame-ancestors 'none'"

/** Pages that must keep their opener: the OAuth stand-ins (the social network's pop-up). */
const OPENER_PAGES = ['/oauth/']

export interface SecurityHeadersOptions {
  production: boolean
  /** The site's origins (WEB_ORIGIN): where a stand-in's form may end up after its redirect. */
  webOrigins: readonly string[]
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`

/** The SHA-256 sources of the inline `<script>` (without `src`) and `<style>` elements of a page. */
export function inlineHashes(html: string): { scripts: string[]; styles: string[] } {
  const scripts: string[] = []
  const styles: string[] = []
  for (const match of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script\s*>/gi)) {
    if (!/\ssrc\s*=/i.test(match[1] ?? '')) scripts.push(sha256(match[2]!))
  }
  for (const match of html.matchAll(/<style(\s[^>]*)?>([\s\S]*?)<\/style\s*>/gi))
    styles.push(sha256(match[2]!))
  return { scripts: [...new Set(scripts)], styles: [...new Set(styles)] }
}

/** The Content-Security-Policy of an HTML page of the platform. */
export function htmlCsp(html: string, webOrigins: readonly string[]): string {
  const { scripts, styles } = inlineHashes(html)
  const formTargets = webOrigins.includes('*')
    ? ['http:', 'https:']
    : webOrigins.filter((origin) => /^https?:\/\/[^\s;,']+$/.test(origin))
  return [
    "default-src 'none'",
    ...(scripts.length ? [`script-src ${scripts.join(' ')}`] : []),
    ...(styles.length ? [`style-src ${styles.join(' ')}`] : []),
    'img-src data:',
    `form-action ${["'self'", ...formTargets].join(' ')}`,
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ')
}

export function securityHeaders(options: SecurityHeadersOptions): MiddlewareHandler {
  const common = secureHeaders({
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: 'same-origin',
    crossOriginOpenerPolicy: 'same-origin',
    referrerPolicy: 'strict-origin-when-cross-origin',
    strictTransportSecurity: options.production ? HSTS : false,
    xFrameOptions: 'DENY',
    xContentTypeOptions: 'nosniff',
    // A header a route set itself (an uploaded file's policies) wins.
    overwrite: false,
  })

  return async (c, next) => {
    let framedByPolicy = false
    await common(c, async () => {
      await next()
      const headers = c.res.headers
      framedByPolicy =
        !headers.has('X-Frame-Options') && allowsFraming(headers.get('Content-Security-Policy'))
      if (!headers.has('Permissions-Policy')) headers.set('Permissions-Policy', PERMISSIONS_POLICY)
      if (headers.has('Content-Security-Policy')) return
      const type = (headers.get('Content-Type') ?? '').toLowerCase()
      if (type.startsWith('text/html')) {
        headers.set('Content-Security-Policy', htmlCsp(await c.res.clone().text(), options.webOrigins))
        if (OPENER_PAGES.some((prefix) => c.req.path.startsWith(prefix)))
          headers.set('Cross-Origin-Opener-Policy', 'unsafe-none')
      } else {
        headers.set('Content-Security-Policy', DATA_CSP)
      }
    })
    if (framedByPolicy) c.res.headers.delete('X-Frame-Options')
  }
}
