// Security headers on every platform answer (docs/security.md; security/headers.ts and files/files.ts): the
// common set on JSON, sealed and error answers, the development routes and the HTML pages; HSTS only in
// production; the pages' inline scripts and styles allowed by their hashes only (and every one of them
// allowed, so the stand-ins still work); uploaded files never run as a page.
import { allowsFraming } from '@carreiras/core'
import { createHash } from 'node:crypto'
import { UploadFilesQuestionDocument, UploadUserAvatarDocument, createPlatformClient } from '@carreiras/api'
import { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { storedFiles } from '../src/db/schema.js'
import { disposition, fileCsp, fileFrameAncestors } from '../src/files/files.js'
import {
  DATA_CSP,
  HSTS,
  PERMISSIONS_POLICY,
  htmlCsp,
  inlineHashes,
  securityHeaders,
} from '../src/security/headers.js'
import { signUp, type SignedUp } from './accounts-helpers.js'
import { createTestPlatform, type TestPlatform } from './helpers.js'

let platform: TestPlatform
let production: TestPlatform
let joana: SignedUp

beforeAll(async () => {
  platform = await createTestPlatform({ CAPTCHA: 'off' })
  production = await createTestPlatform({ NODE_ENV: 'production', CLIENT_TOKENS: 'prod-token-1' })
  joana = await signUp(platform)
})
afterAll(async () => {
  await platform.close()
  await production.close()
})

const form = (fields: Record<string, string>): RequestInit => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
})

/**
 * The headers every answer carries, whatever it is. Framed by nobody, unless `framedBySite`: a stored file
 * the site's document modal shows, whose policy names the site and which has no X-Frame-Options.
 */
function expectCommonHeaders(response: Response, where: string, framedBySite = false) {
  const h = response.headers
  expect({ where, nosniff: h.get('x-content-type-options') }).toEqual({ where, nosniff: 'nosniff' })
  expect({ where, frame: h.get('x-frame-options') }).toEqual({ where, frame: framedBySite ? null : 'DENY' })
  expect({ where, referrer: h.get('referrer-policy') }).toMatchObject({ where })
  expect(['strict-origin-when-cross-origin', 'no-referrer']).toContain(h.get('referrer-policy'))
  expect({ where, permissions: h.get('permissions-policy') }).toEqual({
    where,
    permissions: PERMISSIONS_POLICY,
  })
  expect({ where, csp: h.get('content-security-policy') }).toEqual({
    where,
    csp: framedBySite
      ? expect.stringMatching(/; frame-ancestors 'self' http:\/\/localhost:3000$/)
      : expect.stringMatching(/(^|; )frame-ancestors 'none'(;|$)/),
  })
  expect(h.get('content-security-policy')).not.toMatch(/unsafe-inline|unsafe-eval/)
  expect(h.get('x-powered-by')).toBeNull()
}

/** JSON, text and sealed answers. */
function expectDataHeaders(response: Response, where: string) {
  expectCommonHeaders(response, where)
  expect({ where, csp: response.headers.get('content-security-policy') }).toEqual({ where, csp: DATA_CSP })
  expect({ where, referrer: response.headers.get('referrer-policy') }).toEqual({
    where,
    referrer: 'strict-origin-when-cross-origin',
  })
  expect({ where, coop: response.headers.get('cross-origin-opener-policy') }).toEqual({
    where,
    coop: 'same-origin',
  })
  expect({ where, corp: response.headers.get('cross-origin-resource-policy') }).toEqual({
    where,
    corp: 'same-origin',
  })
}

describe('JSON, sealed and error answers', () => {
  it('carry the headers, HSTS only in production', async () => {
    const answers: [string, Response][] = [
      ['GET /health', await platform.app.request('/health')],
      ['GET /v1/opportunities', await platform.app.request('/v1/opportunities')],
      ['GET /captcha/challenge', await platform.app.request('/captcha/challenge')],
      ['GET /graphql (405)', await platform.app.request('/graphql')],
      ['POST /graphql (401)', await platform.app.request('/graphql', form({ query: 'x' }))],
      ['GET /nowhere (404)', await platform.app.request('/nowhere')],
      ['GET /dev/outbox', await platform.app.request('/dev/outbox')],
      ['GET /geoip/8.8.8.8', await platform.app.request('/geoip/8.8.8.8')],
    ]
    for (const [where, response] of answers) {
      expectDataHeaders(response, where)
      expect({ where, hsts: response.headers.get('strict-transport-security') }).toEqual({
        where,
        hsts: null,
      })
    }
    const health = await production.app.request('/health')
    expectDataHeaders(health, 'production /health')
    expect(health.headers.get('strict-transport-security')).toBe(HSTS)
    expect((await production.app.request('/nowhere')).headers.get('strict-transport-security')).toBe(HSTS)
  })

  it('include the sealed POST /graphql answer', async () => {
    let answer: Response | undefined
    await createPlatformClient({
      apiUrl: 'http://platform.test',
      clientTokens: platform.config.clientTokens,
      fetch: (async (input: RequestInfo | URL, init?: RequestInit) => {
        answer = await platform.app.request(input, init)
        return answer.clone()
      }) as typeof fetch,
    }).request('query { domains { states { id } } }')
    expect(answer!.status).toBe(200)
    expect(answer!.headers.get('content-type')).toMatch(/^text\/plain/)
    expectDataHeaders(answer!, 'POST /graphql (sealed)')
  })
})

// ── HTML pages ─────────────────────────────────────────────────────────────────────────────────

const hashOf = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`

/** Every inline <script> and <style> of the page is allowed by the CSP, and nothing else is. */
function expectPagePolicy(html: string, csp: string) {
  const directives = Object.fromEntries(
    csp.split(';').map((d) => {
      const [name, ...values] = d.trim().split(/\s+/)
      return [name!, values]
    }),
  )
  expect(directives['default-src']).toEqual(["'none'"])
  expect(directives['frame-ancestors']).toEqual(["'none'"])
  expect(directives['base-uri']).toEqual(["'none'"])
  const scripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => hashOf(m[1]!))
  const styles = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => hashOf(m[1]!))
  expect(directives['script-src'] ?? []).toEqual(scripts)
  expect(directives['style-src'] ?? []).toEqual(styles)
  expect(styles.length).toBeGreaterThan(0)
  expect(directives['form-action']).toEqual(["'self'", 'http://localhost:3000'])
}

describe('HTML pages (the removal page, the stand-ins)', () => {
  it('allow their inline script and styles by hash; the pop-up keeps its opener', async () => {
    const dialog = await platform.app.request('/oauth/facebook/dialog?origin=http%3A%2F%2Flocalhost%3A3000')
    const callback = await platform.app.request(
      '/oauth/facebook/dialog',
      form({
        origin: 'http://localhost:3000',
        name: 'Fábio Face',
        email: 'fabio@example.com',
        decision: 'allow',
      }),
    )
    const linkedin = await platform.app.request(
      '/oauth/linkedin/authorize?response_type=code&redirect_uri=http%3A%2F%2Flocalhost%3A3000%2Flinkedin-return',
    )
    for (const [where, response] of [
      ['facebook dialog', dialog],
      ['facebook callback', callback],
      ['linkedin authorize', linkedin],
    ] as const) {
      expect({ where, status: response.status }).toEqual({ where, status: 200 })
      expectCommonHeaders(response, where)
      expectPagePolicy(await response.clone().text(), response.headers.get('content-security-policy')!)
      expect({ where, coop: response.headers.get('cross-origin-opener-policy') }).toEqual({
        where,
        coop: 'unsafe-none',
      })
    }
    // The callback's one script (window.opener.postMessage) is allowed.
    const html = await callback.text()
    expect(html).toContain('window.opener.postMessage(')
    expect(callback.headers.get('content-security-policy')).toMatch(/script-src 'sha256-[\w+/=]+'(;|$)/)
    expect(dialog.headers.get('content-security-policy')).not.toContain('script-src')
  })

  it('cut the opener elsewhere: the removal and partner-test pages', async () => {
    const removal = await platform.app.request('/conta/remover?token=forjado')
    const partner = await platform.app.request(
      `/partner-test/challenge?user_id=${joana.userId}&opportunity_id=100001`,
    )
    for (const [where, response] of [
      ['removal (invalid link)', removal],
      ['partner test', partner],
    ] as const) {
      expect(response.headers.get('content-type')).toMatch(/^text\/html/)
      expectCommonHeaders(response, where)
      expectPagePolicy(await response.text(), response.headers.get('content-security-policy')!)
      expect({ where, coop: response.headers.get('cross-origin-opener-policy') }).toEqual({
        where,
        coop: 'same-origin',
      })
    }
    const productionRemoval = await production.app.request('/conta/remover?token=forjado')
    expect(productionRemoval.headers.get('strict-transport-security')).toBe(HSTS)
    expect(productionRemoval.headers.get('content-security-policy')).toContain("default-src 'none'")
  })

  it('hash exactly the inline elements (not a src script), and any site origin when WEB_ORIGIN is *', () => {
    const html =
      '<style>a{}</style><script src="x.js"></script><script>one()</script><script type="module">two()</script>'
    expect(inlineHashes(html)).toEqual({
      scripts: [hashOf('one()'), hashOf('two()')],
      styles: [hashOf('a{}')],
    })
    expect(htmlCsp('<p>x</p>', ['*'])).toBe(
      "default-src 'none'; img-src data:; form-action 'self' http: https:; base-uri 'none'; frame-ancestors 'none'",
    )
    expect(
      htmlCsp('<p>x</p>', ["https://a.example; script-src 'unsafe-inline'", 'https://b.example']),
    ).toContain("form-action 'self' https://b.example;")
  })
})

// ── Uploaded files ─────────────────────────────────────────────────────────────────────────────

const PNG = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82, 1, 2, 3,
])
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70, 0, 1])
const PDF = new TextEncoder().encode('%PDF-1.4\n<html><script>alert(1)</script></html>')
const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64')
const pathOf = (url: string) => new URL(url).pathname

describe('uploaded files', () => {
  it('are served with their accepted type, a safe inline disposition, nosniff and a policy that runs nothing', async () => {
    const pdf = await joana.client.request(UploadFilesQuestionDocument, {
      user_id: joana.id,
      question_id: '1006',
      document_base64: b64(PDF),
      original_filename: 'currículo "final"; x=1.pdf',
    })
    // A new avatar replaces the old one: each is fetched right after its upload.
    const avatar = async (bytes: Uint8Array) => {
      const uploaded = await joana.client.request(UploadUserAvatarDocument, {
        user_id: joana.id,
        image_base64: b64(bytes),
      })
      return platform.app.request(pathOf(uploaded.uploadUserAvatar!.avatar!))
    }
    const cases = [
      {
        where: 'PDF',
        response: await platform.app.request(pathOf(pdf.uploadFilesQuestion!.file!)),
        type: 'application/pdf',
        sandbox: false,
      },
      { where: 'PNG', response: await avatar(PNG), type: 'image/png', sandbox: true },
      { where: 'JPEG', response: await avatar(JPEG), type: 'image/jpeg', sandbox: true },
    ]
    for (const { where, response, type, sandbox } of cases) {
      expect({ where, status: response.status }).toEqual({ where, status: 200 })
      expectCommonHeaders(response, where, true)
      const h = response.headers
      expect({ where, type: h.get('content-type') }).toEqual({ where, type })
      expect({ where, inline: h.get('content-disposition')?.startsWith('inline; filename="') }).toEqual({
        where,
        inline: true,
      })
      // Nothing loads or runs; only the site (its proxy's origin, 'self', and WEB_ORIGIN) may frame it.
      expect({ where, csp: h.get('content-security-policy') }).toEqual({
        where,
        csp: `${sandbox ? 'sandbox; ' : ''}default-src 'none'; frame-ancestors 'self' http://localhost:3000`,
      })
      // The site shows avatars with <img> from its own origin.
      expect(h.get('cross-origin-resource-policy')).toBe('cross-origin')
      expect(h.get('referrer-policy')).toBe('no-referrer')
    }
    const pdfAnswer = await platform.app.request(pathOf(pdf.uploadFilesQuestion!.file!))
    expect(pdfAnswer.headers.get('content-disposition')).toBe(
      `inline; filename="curriculo final x=1.pdf"; filename*=UTF-8''curr%C3%ADculo%20final%3B%20x%3D1.pdf`,
    )
  })

  it('of any other stored type are downloaded as application/octet-stream, sandboxed', async () => {
    const [row] = await platform.database.db
      .insert(storedFiles)
      .values({
        userId: joana.userId,
        kind: 'question',
        name: 'pagina.html',
        contentType: 'text/html',
        size: 27,
        content: new TextEncoder().encode('<script>alert(1)</script>'),
        token: 't'.repeat(43),
      })
      .returning({ id: storedFiles.id })
    const response = await platform.app.request(`/files/${row!.id}/${'t'.repeat(43)}`)
    expect(response.status).toBe(200)
    expectCommonHeaders(response, 'text/html file')
    expect(response.headers.get('content-type')).toBe('application/octet-stream')
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="pagina\.html"/)
    expect(response.headers.get('content-security-policy')).toBe(
      "sandbox; default-src 'none'; frame-ancestors 'none'",
    )
  })

  it('may be framed by the site’s origins only: never by any origin, even when WEB_ORIGIN is *', () => {
    expect(fileFrameAncestors(['http://localhost:3000/', 'https://carreiras.example.com/vagas'])).toBe(
      "frame-ancestors 'self' http://localhost:3000 https://carreiras.example.com",
    )
    expect(
      fileFrameAncestors([
        '*',
        'not a url',
        "https://a.example; script-src 'unsafe-inline'",
        'https://a.example;script-src',
        'https://a.example,b.example',
        'javascript:alert(1)',
        'http://localhost:3000',
        'http://localhost:3000',
      ]),
    ).toBe("frame-ancestors 'self' http://localhost:3000")
    expect(fileFrameAncestors([])).toBe("frame-ancestors 'self'")
    expect(fileCsp('application/pdf', ['https://carreiras.example.com'])).toBe(
      "default-src 'none'; frame-ancestors 'self' https://carreiras.example.com",
    )
    expect(fileCsp('image/png', ['https://carreiras.example.com'])).toBe(
      "sandbox; default-src 'none'; frame-ancestors 'self' https://carreiras.example.com",
    )
    expect(fileCsp('text/html', ['https://carreiras.example.com'])).toBe(
      "sandbox; default-src 'none'; frame-ancestors 'none'",
    )
  })

  it('lose X-Frame-Options only where their own policy names who may frame them', async () => {
    expect(allowsFraming("default-src 'none'; frame-ancestors 'self' http://localhost:3000")).toBe(true)
    expect(allowsFraming("default-src 'none'; frame-ancestors 'none'")).toBe(false)
    expect(allowsFraming("default-src 'none'; FRAME-ANCESTORS 'NONE'")).toBe(false)
    expect(allowsFraming("default-src 'none'")).toBe(false)
    expect(allowsFraming(null)).toBe(false)
    const app = new Hono()
    app.use('*', securityHeaders({ production: false, webOrigins: ['http://localhost:3000'] }))
    const policy = (value: string) => () =>
      new Response('x', { headers: { 'Content-Security-Policy': value } })
    app.get('/framed', policy("default-src 'none'; frame-ancestors 'self'"))
    app.get('/unframed', policy("default-src 'none'; frame-ancestors 'none'"))
    app.get(
      '/own',
      () =>
        new Response('x', {
          headers: { 'Content-Security-Policy': "frame-ancestors 'self'", 'X-Frame-Options': 'SAMEORIGIN' },
        }),
    )
    app.get('/plain', (c) => c.json({ ok: true }))
    const frameOptions = async (path: string) => (await app.request(path)).headers.get('x-frame-options')
    expect(await frameOptions('/framed')).toBeNull()
    expect(await frameOptions('/unframed')).toBe('DENY')
    expect(await frameOptions('/own')).toBe('SAMEORIGIN')
    expect(await frameOptions('/plain')).toBe('DENY')
  })

  it('never put a path, a quote or a control character in the disposition', () => {
    expect(disposition('../../etc/pa"ss\r\nwd.pdf', true)).toBe(
      `inline; filename="passwd.pdf"; filename*=UTF-8''pa%22sswd.pdf`,
    )
    expect(disposition('ação.png', false)).toBe(
      `attachment; filename="acao.png"; filename*=UTF-8''a%C3%A7%C3%A3o.png`,
    )
    expect(disposition('', true)).toBe(`inline; filename="arquivo"; filename*=UTF-8''arquivo`)
  })
})
