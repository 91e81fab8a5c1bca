import { allowsFraming } from '@carreiras/core'
import { describe, expect, it } from 'vitest'
import {
  HSTS,
  PERMISSIONS_POLICY,
  RESOURCE_CSP,
  baseSecurityHeaders,
  brandMediaOrigins,
  contentSecurityPolicy,
  createNonce,
  securityHeadersMiddleware,
  wantsHsts,
  withSecurityHeaders,
} from './security-headers.server'

/** A policy as directive → sources. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((part) => {
      const [name, ...sources] = part.trim().split(/\s+/)
      return [name!, sources]
    }),
  )
}

const SOURCES = { brandOrigins: ['https://cdn.aurora.example'] }

describe('the documents’ Content-Security-Policy', () => {
  const nonce = createNonce()
  const policy = directives(contentSecurityPolicy(nonce, SOURCES))

  it('lets only this origin’s scripts and the inline scripts with this response’s nonce run', () => {
    expect(policy.get('script-src')).toEqual(["'self'", `'nonce-${nonce}'`, "'wasm-unsafe-eval'"])
    for (const [name, sources] of policy) {
      expect(sources, name).not.toContain("'unsafe-eval'")
      if (name !== 'style-src') expect(sources, name).not.toContain("'unsafe-inline'")
    }
    expect(policy.has('script-src-attr')).toBe(false)
  })

  it('keeps inline styles (React style attributes, the brand theme) and no nonce that would switch them off', () => {
    expect(policy.get('style-src')).toEqual(["'self'", "'unsafe-inline'"])
  })

  it('lets the browser fetch only from the site (the platform is behind its proxy) and show the brand’s media', () => {
    expect(policy.get('default-src')).toEqual(["'self'"])
    expect(policy.get('connect-src')).toEqual(["'self'"])
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https://cdn.aurora.example'])
    expect(policy.get('media-src')).toEqual(["'self'", 'https://cdn.aurora.example'])
    expect(policy.get('font-src')).toEqual(["'self'", 'data:', 'https://cdn.aurora.example'])
    expect(policy.get('worker-src')).toEqual(["'self'", 'blob:'])
  })

  it('frames only its own origin, is framed by nothing, and locks base, forms, plugins and the manifest', () => {
    // The document modal's files come through the proxy ('self'); no brand origin may be framed.
    expect(policy.get('frame-src')).toEqual(["'self'"])
    expect(policy.get('frame-ancestors')).toEqual(["'none'"])
    expect(policy.get('form-action')).toEqual(["'self'"])
    expect(policy.get('base-uri')).toEqual(["'self'"])
    expect(policy.get('object-src')).toEqual(["'none'"])
    expect(policy.get('manifest-src')).toEqual(["'self'"])
  })

  it('has exactly these directives', () => {
    expect([...policy.keys()].sort()).toEqual(
      [
        'base-uri',
        'connect-src',
        'default-src',
        'font-src',
        'form-action',
        'frame-ancestors',
        'frame-src',
        'img-src',
        'manifest-src',
        'media-src',
        'object-src',
        'script-src',
        'style-src',
        'worker-src',
      ].sort(),
    )
  })

  it('lists a brand origin once, and nothing beyond the site without brand media', () => {
    const twice = directives(
      contentSecurityPolicy('n', { brandOrigins: ['https://cdn.example', 'https://cdn.example'] }),
    )
    expect(twice.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https://cdn.example'])
    const none = directives(contentSecurityPolicy('n', {}))
    expect(none.get('img-src')).toEqual(["'self'", 'data:', 'blob:'])
    expect(none.get('connect-src')).toEqual(["'self'"])
  })

  it('shows images from the configured site origin (stored avatar and file URLs), and fetches only from self', () => {
    const opened = directives(
      contentSecurityPolicy('n', {
        siteUrl: 'http://127.0.0.1:3000',
        brandOrigins: ['https://cdn.example', 'http://127.0.0.1:3000'],
      }),
    )
    expect(opened.get('img-src')).toEqual([
      "'self'",
      'data:',
      'blob:',
      'http://127.0.0.1:3000',
      'https://cdn.example',
    ])
    expect(opened.get('connect-src')).toEqual(["'self'"])
    expect(directives(contentSecurityPolicy('n', { siteUrl: 'not a url' })).get('img-src')).toEqual([
      "'self'",
      'data:',
      'blob:',
    ])
  })

  it('frames the configured site origin too (where stored file URLs point), and nothing else', () => {
    const opened = directives(
      contentSecurityPolicy('n', {
        siteUrl: 'http://localhost:3000/',
        brandOrigins: ['https://cdn.example'],
        chatWidgetUrl: 'https://chat.example.com/widget.js',
      }),
    )
    expect(opened.get('frame-src')).toEqual(["'self'", 'http://localhost:3000'])
    expect(opened.get('frame-ancestors')).toEqual(["'none'"])
    expect(directives(contentSecurityPolicy('n', { siteUrl: 'not a url' })).get('frame-src')).toEqual([
      "'self'",
    ])
  })
})

describe('createNonce', () => {
  it('is fresh for every request: 128 random bits in base64', () => {
    const nonces = Array.from({ length: 1000 }, createNonce)
    expect(new Set(nonces).size).toBe(1000)
    for (const nonce of nonces) {
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/)
      expect(Buffer.from(nonce, 'base64')).toHaveLength(16)
    }
  })
})

describe('HSTS', () => {
  const http = new Request('http://127.0.0.1:3000/vagas')
  const https = new Request('https://carreiras.aurora.example/vagas')
  const proxied = new Request('http://10.0.0.5:3000/vagas', { headers: { 'X-Forwarded-Proto': 'https' } })

  it('only in production', () => {
    expect(wantsHsts(https, 'https://carreiras.aurora.example', false)).toBe(false)
    expect(wantsHsts(https, 'https://carreiras.aurora.example', true)).toBe(true)
  })

  it('only over https: SITE_URL https, the request https or forwarded as https', () => {
    expect(wantsHsts(http, undefined, true)).toBe(false)
    expect(wantsHsts(http, 'http://localhost:3000', true)).toBe(false)
    expect(wantsHsts(http, 'https://carreiras.aurora.example', true)).toBe(true)
    expect(wantsHsts(https, undefined, true)).toBe(true)
    expect(wantsHsts(proxied, undefined, true)).toBe(true)
    const forwardedHttp = new Request('http://x/', { headers: { 'X-Forwarded-Proto': 'http' } })
    expect(wantsHsts(forwardedHttp, undefined, true)).toBe(false)
  })

  it('is a year, subdomains included', () => {
    expect(baseSecurityHeaders(true)['Strict-Transport-Security']).toBe(HSTS)
    expect(HSTS).toBe('max-age=31536000; includeSubDomains')
    expect(baseSecurityHeaders(false)).not.toHaveProperty('Strict-Transport-Security')
  })
})

describe('every response’s headers', () => {
  it('are the ones the issue lists', () => {
    expect(baseSecurityHeaders(false)).toEqual({
      'X-Frame-Options': 'DENY',
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Permissions-Policy': PERMISSIONS_POLICY,
      'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
    })
    for (const feature of ['camera', 'microphone', 'payment', 'usb', 'browsing-topics'])
      expect(PERMISSIONS_POLICY).toContain(`${feature}=()`)
    // 'Perto de mim' asks for the location on the site's own pages only (docs/near.md).
    expect(PERMISSIONS_POLICY).toContain('geolocation=(self)')
  })

  it('a resource (JSON, XML, text) gets the resource policy; a document keeps its own', () => {
    const json = withSecurityHeaders(Response.json({ items: [] }), false)
    expect(json.headers.get('Content-Security-Policy')).toBe(RESOURCE_CSP)
    expect(json.headers.get('X-Content-Type-Options')).toBe('nosniff')
    const page = new Response('<!doctype html>', {
      headers: { 'Content-Type': 'text/html', 'Content-Security-Policy': "script-src 'nonce-x'" },
    })
    expect(withSecurityHeaders(page, false).headers.get('Content-Security-Policy')).toBe(
      "script-src 'nonce-x'",
    )
  })

  it('a relayed file whose own policy lets the site frame it keeps that policy and gets no X-Frame-Options', () => {
    const framed = "default-src 'none'; frame-ancestors 'self' http://localhost:3000"
    const file = withSecurityHeaders(
      new Response('%PDF-1.4', {
        headers: { 'Content-Type': 'application/pdf', 'Content-Security-Policy': framed },
      }),
      false,
    )
    expect(file.headers.get('Content-Security-Policy')).toBe(framed)
    expect(file.headers.get('X-Frame-Options')).toBeNull()
    expect(file.headers.get('X-Content-Type-Options')).toBe('nosniff')
    // Any other answer is framed by nobody, whatever its own policy says otherwise.
    for (const policy of ["default-src 'none'; frame-ancestors 'none'", "default-src 'none'", null]) {
      const answer = withSecurityHeaders(
        new Response('x', { headers: policy ? { 'Content-Security-Policy': policy } : {} }),
        false,
      )
      expect({ policy, frame: answer.headers.get('X-Frame-Options') }).toEqual({ policy, frame: 'DENY' })
    }
    expect(allowsFraming(framed)).toBe(true)
    expect(allowsFraming("default-src 'none'; frame-ancestors 'none'")).toBe(false)
    expect(allowsFraming(RESOURCE_CSP)).toBe(false)
    expect(allowsFraming(contentSecurityPolicy('n', { siteUrl: 'http://localhost:3000' }))).toBe(false)
  })

  it('a response with immutable headers (Response.redirect) is copied, status and location kept', () => {
    const redirect = withSecurityHeaders(Response.redirect('http://127.0.0.1:3000/vagas', 302), true)
    expect(redirect.status).toBe(302)
    expect(redirect.headers.get('Location')).toBe('http://127.0.0.1:3000/vagas')
    expect(redirect.headers.get('X-Frame-Options')).toBe('DENY')
    expect(redirect.headers.get('Strict-Transport-Security')).toBe(HSTS)
  })

  it('the middleware adds them to whatever the route answered', async () => {
    const response = await securityHeadersMiddleware(
      { request: new Request('http://127.0.0.1:3000/robots.txt') },
      async () => new Response('User-agent: *', { headers: { 'Content-Type': 'text/plain' } }),
    )
    expect(response.headers.get('Content-Security-Policy')).toBe(RESOURCE_CSP)
    expect(response.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin')
    expect(response.headers.get('Strict-Transport-Security')).toBeNull()
    expect(await response.text()).toBe('User-agent: *')
  })
})

describe('brandMediaOrigins', () => {
  it('collects the origins of https:// images, videos, posters and fonts, not of links', () => {
    expect(
      brandMediaOrigins({
        logo: { src: '/brands/aurora/logo.svg' },
        hero: {
          media: { type: 'video', src: 'https://video.example/a.mp4', poster: 'https://img.example/p.jpg' },
        },
        fonts: [{ faces: [{ src: 'https://fonts.example/inter.woff2' }] }],
        social: { linkedin: 'https://www.linkedin.com/company/x' },
        slides: [{ image: { src: 'https://img.example/b.png' } }],
      }),
    ).toEqual(['https://fonts.example', 'https://img.example', 'https://video.example'])
  })
})
