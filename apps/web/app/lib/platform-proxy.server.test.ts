import { createServer, type RequestListener, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { ptBR } from '@carreiras/core'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  PLATFORM_PATHS,
  SITE_CLIENT_ADDRESS_HEADER,
  SITE_BRAND_HEADER,
  SITE_PROXY_SECRET_HEADER,
  platformPath,
  proxyToPlatform,
  type ProxyOptions,
} from './platform-proxy.server'
import { withSecurityHeaders } from './security-headers.server'

const PLATFORM = 'http://platform.internal:4000'
const SITE = 'http://127.0.0.1:3000'
const SECRET = 'segredo-do-proxy-com-mais-de-32-caracteres'

interface Seen {
  url: string
  method: string
  headers: Headers
  body: Uint8Array | null
}

/** A platform stand-in that records what reached it and answers `answer`. */
function fakePlatform(answer: () => Response = () => Response.json({ ok: true })) {
  const seen: Seen[] = []
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const body = init?.body
      ? new Uint8Array(await new Response(init.body as ReadableStream).arrayBuffer())
      : null
    seen.push({
      url: String(input),
      method: init?.method ?? 'GET',
      headers: new Headers(init?.headers),
      body,
    })
    return answer()
  })
  return { seen, fetch: fetch as unknown as typeof globalThis.fetch, calls: fetch }
}

const proxy = (request: Request, options: Partial<ProxyOptions> = {}) =>
  proxyToPlatform(request, { platformUrl: PLATFORM, ...options })

const body = async (response: Response) => (await response.json()) as { errors: { message: string }[] }

describe('the allow-list', () => {
  it.each([
    ['POST', '/plataforma/graphql', '/graphql'],
    ['GET', '/plataforma/captcha/challenge', '/captcha/challenge'],
    ['GET', '/plataforma/ws/01001000/json/', '/ws/01001000/json/'],
    ['GET', '/plataforma/files/12/AbC_-9z', '/files/12/AbC_-9z'],
    ['HEAD', '/plataforma/files/12/AbC_-9z', '/files/12/AbC_-9z'],
    ['GET', '/plataforma/files/12', '/files/12'],
    ['GET', '/plataforma/conta/remover', '/conta/remover'],
    ['POST', '/plataforma/conta/remover', '/conta/remover'],
    ['GET', '/plataforma/partner-test/3101', '/partner-test/3101'],
    ['POST', '/plataforma/partner-test/challenge', '/partner-test/challenge'],
    ['GET', '/plataforma/push/public_key', '/push/public_key'],
    ['POST', '/plataforma/push/register', '/push/register'],
    ['POST', '/plataforma/push/unregister', '/push/unregister'],
  ])('%s %s reaches the platform at %s', async (method, path, target) => {
    const platform = fakePlatform()
    const response = await proxy(
      new Request(`${SITE}${path}?token=a.b`, { method, ...(method === 'POST' ? { body: 'x=1' } : {}) }),
      { fetch: platform.fetch },
    )
    expect(response.status).toBe(200)
    expect(platform.seen.map(({ url, method: m }) => `${m} ${url}`)).toEqual([
      `${method} ${PLATFORM}${target}?token=a.b`,
    ])
  })

  it.each([
    '/plataforma',
    '/plataforma/',
    '/plataformagraphql',
    '/plataforma/health',
    '/plataforma/dev/users',
    '/plataforma/dev/outbox',
    '/plataforma/oauth/linkedin/authorize',
    '/plataforma/v1/opportunities',
    '/plataforma/sessions',
    '/plataforma/geoip/1.2.3.4',
    '/plataforma/graphql/',
    '/plataforma/graphql/extra',
    '/plataforma/GRAPHQL',
    '/plataforma//evil.example/graphql',
    '/plataforma/http://evil.example/graphql',
    '/plataforma/files/1/../../dev/outbox',
    '/plataforma/files/1/..%2F..%2Fdev%2Foutbox',
    '/plataforma/files/1/%2e%2e',
    '/plataforma/%2e%2e/dev/outbox',
    '/plataforma/ws/0100%31000/json/',
    '/plataforma/files/1/abc.def',
    '/plataforma/partner-test/../dev/users',
    '/plataforma/captcha/challenge;x',
    '/plataforma/push/',
    '/plataforma/push/received',
    '/plataforma/push/register/../../dev/push/subscriptions',
  ])('%s answers 404 without reaching the platform', async (path) => {
    const platform = fakePlatform()
    for (const method of ['GET', 'POST']) {
      const response = await proxy(
        new Request(`${SITE}${path}`, { method, ...(method === 'POST' ? { body: 'x' } : {}) }),
        { fetch: platform.fetch },
      )
      expect(response.status, `${method} ${path}`).toBe(404)
      expect((await body(response)).errors[0]!.message).toBe(ptBR.proxyErrors.notFound)
      expect(response.headers.get('cache-control')).toBe('no-store')
    }
    expect(platform.calls).not.toHaveBeenCalled()
  })

  it('refuses a method the path does not take with 405', async () => {
    const platform = fakePlatform()
    for (const [method, path] of [
      ['GET', '/plataforma/graphql'],
      ['PUT', '/plataforma/graphql'],
      ['POST', '/plataforma/captcha/challenge'],
      ['DELETE', '/plataforma/files/1/abc'],
      ['POST', '/plataforma/ws/01001000/json/'],
    ] as const)
      expect((await proxy(new Request(`${SITE}${path}`, { method }), { fetch: platform.fetch })).status).toBe(
        405,
      )
    expect(platform.calls).not.toHaveBeenCalled()
  })

  it('never has a pattern that could match a dot, a percent sign or a second slash in a segment', () => {
    for (const { pattern } of PLATFORM_PATHS) {
      expect(pattern.source.startsWith('^\\/')).toBe(true)
      expect(pattern.source.endsWith('$')).toBe(true)
      expect(pattern.source).not.toMatch(/\.\*|\.\+|\[\^/)
    }
    expect(platformPath('/plataforma/graphql', 'post')).toBe('/graphql')
    expect(platformPath('/outra/graphql', 'POST')).toBeNull()
  })
})

describe('what is forwarded', () => {
  it('the sealed leg byte for byte: the body and Authorization as they came, the answer as it was', async () => {
    const sealedAnswer = 'c2VsYWRv.AAEC/+==' // opaque to the proxy
    const platform = fakePlatform(
      () =>
        new Response(sealedAnswer, {
          status: 200,
          headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
        }),
    )
    const form = 'query=AbC%2B%2F%3D&variables=x%20y'
    const response = await proxy(
      new Request(`${SITE}/plataforma/graphql`, {
        method: 'POST',
        body: form,
        headers: {
          'Content-Type': 'application/x-www-form-urlencoded',
          Authorization: 'Basic dG9rZW4=',
          'Content-Length': String(form.length),
        },
      }),
      { fetch: platform.fetch },
    )
    const [seen] = platform.seen
    expect(new TextDecoder().decode(seen!.body!)).toBe(form)
    expect(seen!.headers.get('authorization')).toBe('Basic dG9rZW4=')
    expect(seen!.headers.get('content-type')).toBe('application/x-www-form-urlencoded')
    expect(seen!.headers.get('content-length')).toBe(String(form.length))
    expect(await response.text()).toBe(sealedAnswer)
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8')
    expect(response.headers.get('cache-control')).toBe('no-store')
  })

  it('only the headers the platform reads: no cookies, no hop-by-hop headers, no claimed address', async () => {
    const platform = fakePlatform()
    await proxy(
      new Request(`${SITE}/plataforma/captcha/challenge`, {
        headers: {
          Accept: 'application/json',
          Cookie: 'session=abc',
          Connection: 'keep-alive, X-Secret',
          'Keep-Alive': 'timeout=5',
          'Proxy-Authorization': 'Basic eA==',
          Upgrade: 'websocket',
          'X-Forwarded-For': '6.6.6.6',
          [SITE_CLIENT_ADDRESS_HEADER]: '6.6.6.6',
          [SITE_PROXY_SECRET_HEADER]: 'adivinhado',
          'X-Secret': 'x',
          'X-Request-Id': 'lb-7f3a9c',
        },
      }),
      { fetch: platform.fetch },
    )
    expect([...platform.seen[0]!.headers]).toEqual([
      ['accept', 'application/json'],
      ['x-request-id', 'lb-7f3a9c'],
    ])
  })

  it('the visitor’s address with the shared secret, and neither without a secret or an address', async () => {
    const platform = fakePlatform()
    const request = () =>
      new Request(`${SITE}/plataforma/graphql`, {
        method: 'POST',
        body: 'x',
        headers: { [SITE_CLIENT_ADDRESS_HEADER]: '6.6.6.6', [SITE_PROXY_SECRET_HEADER]: 'adivinhado' },
      })
    await proxy(request(), { fetch: platform.fetch, secret: SECRET, clientAddress: '203.0.113.9' })
    await proxy(request(), { fetch: platform.fetch, clientAddress: '203.0.113.9' })
    await proxy(request(), { fetch: platform.fetch, secret: SECRET, clientAddress: null })
    const sent = platform.seen.map(({ headers }) => [
      headers.get(SITE_CLIENT_ADDRESS_HEADER),
      headers.get(SITE_PROXY_SECRET_HEADER),
    ])
    expect(sent).toEqual([
      ['203.0.113.9', SECRET],
      [null, null],
      [null, null],
    ])
  })

  it('the brand it serves with the shared secret; a browser’s claimed brand never', async () => {
    const platform = fakePlatform()
    const request = () =>
      new Request(`${SITE}/plataforma/graphql`, {
        method: 'POST',
        body: 'x',
        headers: { [SITE_BRAND_HEADER]: 'aurora', [SITE_PROXY_SECRET_HEADER]: 'adivinhado' },
      })
    await proxy(request(), { fetch: platform.fetch, secret: SECRET, brand: 'demo', clientAddress: null })
    await proxy(request(), { fetch: platform.fetch, brand: 'demo' })
    await proxy(request(), { fetch: platform.fetch, secret: SECRET })
    const sent = platform.seen.map(({ headers }) => [
      headers.get(SITE_BRAND_HEADER),
      headers.get(SITE_PROXY_SECRET_HEADER),
    ])
    expect(sent).toEqual([
      ['demo', SECRET],
      [null, null],
      [null, null],
    ])
  })

  it('relays content headers (the platform’s own policy included) and drops the rest', async () => {
    const platform = fakePlatform(
      () =>
        new Response(new Uint8Array([0x89, 0x50, 0x4e, 0x47]), {
          status: 200,
          headers: {
            'Content-Type': 'image/png',
            'Content-Length': '4',
            'Content-Disposition': 'inline; filename="a.png"',
            'Content-Security-Policy': "sandbox; default-src 'none'",
            'Cache-Control': 'private, max-age=300',
            'X-Request-Id': '0b6f1c2e-5d4a-4c1b-9e8f-2a3b4c5d6e7f',
            'Set-Cookie': 'x=1',
            'Access-Control-Allow-Origin': '*',
            'Cross-Origin-Resource-Policy': 'cross-origin',
            Server: 'hono',
          },
        }),
    )
    const response = await proxy(new Request(`${SITE}/plataforma/files/3/tok`), { fetch: platform.fetch })
    expect(Object.fromEntries(response.headers)).toEqual({
      'content-type': 'image/png',
      'content-length': '4',
      'content-disposition': 'inline; filename="a.png"',
      'content-security-policy': "sandbox; default-src 'none'",
      'cache-control': 'private, max-age=300',
      'x-request-id': '0b6f1c2e-5d4a-4c1b-9e8f-2a3b4c5d6e7f',
    })
    expect([...new Uint8Array(await response.arrayBuffer())]).toEqual([0x89, 0x50, 0x4e, 0x47])
  })

  it('a file keeps the frame policy the platform gave it through the site’s headers; other answers stay unframable', async () => {
    const FRAMED = "default-src 'none'; frame-ancestors 'self' http://localhost:3000"
    const answer = (policy: string, type: string) => () =>
      new Response('%PDF-1.4', {
        headers: { 'Content-Type': type, 'Content-Security-Policy': policy, 'X-Frame-Options': 'DENY' },
      })
    const file = withSecurityHeaders(
      await proxy(new Request(`${SITE}/plataforma/files/3/tok`), {
        fetch: fakePlatform(answer(FRAMED, 'application/pdf')).fetch,
      }),
      false,
    )
    expect(file.headers.get('content-security-policy')).toBe(FRAMED)
    expect(file.headers.get('x-frame-options')).toBeNull()
    const data = withSecurityHeaders(
      await proxy(new Request(`${SITE}/plataforma/captcha/challenge`), {
        fetch: fakePlatform(answer("default-src 'none'; frame-ancestors 'none'", 'application/json')).fetch,
      }),
      false,
    )
    expect(data.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'")
    expect(data.headers.get('x-frame-options')).toBe('DENY')
  })

  it('keeps the platform’s status, and sends its own redirects back through the proxy', async () => {
    const redirect = (location: string) => () =>
      new Response(null, { status: 303, headers: { Location: location } })
    const at = async (location: string) =>
      (
        await proxy(new Request(`${SITE}/plataforma/partner-test/1`, { method: 'POST', body: 'a=1' }), {
          fetch: fakePlatform(redirect(location)).fetch,
        })
      ).headers.get('location')
    expect(await at('/conta/remover?x=1')).toBe('/plataforma/conta/remover?x=1')
    expect(await at(`${PLATFORM}/files/1/a`)).toBe('/plataforma/files/1/a')
    expect(await at('http://127.0.0.1:3000/return_test/1/2/3')).toBe(
      'http://127.0.0.1:3000/return_test/1/2/3',
    )
    const refused = await proxy(new Request(`${SITE}/plataforma/files/9/x`), {
      fetch: fakePlatform(() =>
        Response.json({ errors: [{ message: 'Arquivo não encontrado' }] }, { status: 404 }),
      ).fetch,
    })
    expect(refused.status).toBe(404)
    expect((await body(refused)).errors[0]!.message).toBe('Arquivo não encontrado')
  })
})

describe('limits and failures', () => {
  const servers: Server[] = []
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((s) => new Promise((resolve) => s.close(resolve))))
  })
  const listen = async (handler: RequestListener) => {
    const server = createServer(handler)
    servers.push(server)
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  }

  it('a declared body over the limit: 413 before anything is read or sent', async () => {
    const platform = fakePlatform()
    const response = await proxy(
      new Request(`${SITE}/plataforma/graphql`, {
        method: 'POST',
        body: 'x'.repeat(11),
        headers: { 'Content-Length': '11' },
      }),
      { fetch: platform.fetch, maxBodyBytes: 10 },
    )
    expect(response.status).toBe(413)
    expect((await body(response)).errors[0]!.message).toBe(ptBR.proxyErrors.tooLarge)
    expect(platform.calls).not.toHaveBeenCalled()
  })

  it('an undeclared (streamed) body is cut once it passes the limit: 413, never buffered whole', async () => {
    let received = 0
    const platformUrl = await listen((req, res) => {
      req.on('data', (chunk: Buffer) => (received += chunk.length))
      req.on('end', () => res.end('ok'))
      req.on('error', () => undefined)
    })
    let sent = 0
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 64 * 1024) return controller.close()
        sent += 1024
        controller.enqueue(new Uint8Array(1024))
      },
    })
    const response = await proxy(
      new Request(`${SITE}/plataforma/graphql`, {
        method: 'POST',
        body: stream,
        duplex: 'half',
      } as RequestInit),
      { platformUrl, maxBodyBytes: 8 * 1024 },
    )
    expect(response.status).toBe(413)
    expect(received).toBeLessThanOrEqual(8 * 1024)
    expect(sent).toBeLessThan(64 * 1024)
  })

  it('a platform that is down: 502 with the network message the client shows', async () => {
    const closed = await listen(() => undefined)
    servers.pop()!.close()
    await new Promise((resolve) => setTimeout(resolve, 20))
    const response = await proxy(new Request(`${SITE}/plataforma/captcha/challenge`), { platformUrl: closed })
    expect(response.status).toBe(502)
    expect((await body(response)).errors[0]!.message).toBe(ptBR.clientErrors.NETWORK)
    expect(response.headers.get('cache-control')).toBe('no-store')
  })

  it('a platform that does not answer in time: 504 with the same message, in about the timeout', async () => {
    const platformUrl = await listen(() => undefined) // never answers
    const started = performance.now()
    const response = await proxy(new Request(`${SITE}/plataforma/graphql`, { method: 'POST', body: 'x' }), {
      platformUrl,
      timeoutMs: 150,
    })
    expect(response.status).toBe(504)
    expect((await body(response)).errors[0]!.message).toBe(ptBR.clientErrors.NETWORK)
    expect(performance.now() - started).toBeLessThan(2000)
  })

  it('streams a real answer through (a live platform over HTTP)', async () => {
    const platformUrl = await listen((req, res) => {
      const chunks: Buffer[] = []
      req.on('data', (chunk: Buffer) => chunks.push(chunk))
      req.on('end', () => {
        res.writeHead(200, { 'Content-Type': 'text/plain' })
        res.end(
          `${req.method} ${req.url} ${req.headers[SITE_CLIENT_ADDRESS_HEADER.toLowerCase()]} ${Buffer.concat(chunks).toString()}`,
        )
      })
    })
    const response = await proxy(
      new Request(`${SITE}/plataforma/graphql`, { method: 'POST', body: 'query=abc' }),
      { platformUrl: `${platformUrl}/`, secret: SECRET, clientAddress: '192.0.2.5' },
    )
    expect(await response.text()).toBe('POST /graphql 192.0.2.5 query=abc')
  })
})
