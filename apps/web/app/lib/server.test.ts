// The site's own server (server.mjs): static files with the site's security headers, immutable caching
// for the hashed assets, and the visitor's address handed to the routes.
import { existsSync, mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { request, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
// @ts-expect-error plain ESM module without type declarations
import { precompress } from '../../scripts/precompress.mjs'
import {
  clientAddressContext as serverContext,
  createSiteServer,
  loadContext,
  staticSecurityHeaders,
  STATIC_CSP,
  trustProxySetting,
  // @ts-expect-error plain ESM module without type declarations
} from '../../server.mjs'
import { clientAddressContext } from './platform-proxy.server'
import { RESOURCE_CSP, baseSecurityHeaders } from './security-headers.server'

const dir = mkdtempSync(path.join(tmpdir(), 'carreiras-server-'))
const clientDir = path.join(dir, 'client')
mkdirSync(path.join(clientDir, 'assets'), { recursive: true })
writeFileSync(path.join(clientDir, 'assets', 'root-AbC123.js'), 'console.log(1)')
writeFileSync(path.join(clientDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')

const servers: Server[] = []
async function start(options: Record<string, unknown>): Promise<string> {
  const app = createSiteServer({
    clientDir,
    production: true,
    // React Router's place: answers what it would have been handed.
    handler: (req: { ip?: string; url: string }, res: { status(n: number): { json(v: unknown): void } }) => {
      const address = (loadContext(req) as { get(key: unknown): unknown }).get(clientAddressContext)
      res.status(404).json({ reached: 'react-router', url: req.url, address })
    },
    ...options,
  })
  const server: Server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s))
  })
  servers.push(server)
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}
afterAll(async () => {
  await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))))
  rmSync(dir, { recursive: true, force: true })
})

describe('the static files', () => {
  it('say the same as the React Router answers (security-headers.server.ts)', () => {
    for (const hsts of [true, false])
      expect(staticSecurityHeaders(hsts)).toEqual({
        ...baseSecurityHeaders(hsts),
        'Content-Security-Policy': RESOURCE_CSP,
      })
    expect(STATIC_CSP).toBe(RESOURCE_CSP)
  })

  it('carry the security headers (scripts only nosniff); hashed assets are cached for a year, immutable', async () => {
    const site = await start({})
    const asset = await fetch(`${site}/assets/root-AbC123.js`)
    expect(asset.status).toBe(200)
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    const icon = await fetch(`${site}/favicon.svg`)
    expect(icon.status).toBe(200)
    expect(icon.headers.get('cache-control')).toBe('public, max-age=0')
    // A script carries only what a subresource uses (the document headers would cost every visit ~14 KiB).
    expect(asset.headers.get('x-content-type-options')).toBe('nosniff')
    expect(asset.headers.get('content-security-policy')).toBeNull()
    expect(asset.headers.get('permissions-policy')).toBeNull()
    expect(asset.headers.get('x-powered-by')).toBeNull()
    // Immutable for a year: never revalidated nor fetched in parts, so no validators or ranges to send.
    expect(asset.headers.get('etag')).toBeNull()
    expect(asset.headers.get('last-modified')).toBeNull()
    expect(asset.headers.get('accept-ranges')).toBeNull()
    for (const response of [icon]) {
      expect(response.headers.get('x-content-type-options')).toBe('nosniff')
      expect(response.headers.get('x-frame-options')).toBe('DENY')
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
      expect(response.headers.get('content-security-policy')).toBe(RESOURCE_CSP)
      expect(response.headers.get('permissions-policy')).toContain('camera=()')
      expect(response.headers.get('x-powered-by')).toBeNull()
      // Plain http, no https SITE_URL: no HSTS.
      expect(response.headers.get('strict-transport-security')).toBeNull()
    }
  })

  it('HSTS in production for an https site, never outside production', async () => {
    const secure = await start({ siteUrl: 'https://carreiras.example.com' })
    expect((await fetch(`${secure}/favicon.svg`)).headers.get('strict-transport-security')).toBe(
      'max-age=31536000; includeSubDomains',
    )
    const development = await start({ siteUrl: 'https://carreiras.example.com', production: false })
    expect((await fetch(`${development}/favicon.svg`)).headers.get('strict-transport-security')).toBeNull()
  })

  it('anything else goes to React Router (a missing asset too)', async () => {
    const site = await start({})
    const missing = await fetch(`${site}/assets/nao-existe.js`)
    expect(missing.status).toBe(404)
    expect(await missing.json()).toMatchObject({ reached: 'react-router', url: '/assets/nao-existe.js' })
  })
})

/** A GET with exactly the Accept-Encoding given (fetch would add its own and decode the body). */
function get(url: string, acceptEncoding?: string) {
  return new Promise<{
    status: number
    headers: Record<string, string | string[] | undefined>
    body: Buffer
  }>((resolve, reject) => {
    const headers: Record<string, string> = acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}
    request(url, { headers }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      )
      response.on('error', reject)
    })
      .on('error', reject)
      .end()
  })
}

describe('the precompressed assets (scripts/precompress.mjs)', () => {
  // A script big enough to be worth compressing, and a style sheet; the 15-byte root script is not.
  const script = `export const linhas = [${Array.from({ length: 400 }, (_, i) => `'vaga ${i}'`).join(', ')}]\n`
  const styles = `.vaga{color:#0b4a8b}\n`.repeat(200)
  let totals: { files: number; bytes: number; br: number; gz: number }
  beforeAll(async () => {
    writeFileSync(path.join(clientDir, 'assets', 'chunk-Big123.js'), script)
    mkdirSync(path.join(clientDir, 'assets', 'css'), { recursive: true })
    writeFileSync(path.join(clientDir, 'assets', 'css', 'app-Css123.css'), styles)
    writeFileSync(path.join(clientDir, 'assets', 'font-Abc.woff2'), 'wOF2')
    totals = await precompress(path.join(clientDir, 'assets'))
  })

  it('writes a brotli and a gzip copy that decode to the file, only where they are smaller', () => {
    const file = path.join(clientDir, 'assets', 'chunk-Big123.js')
    expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString()).toBe(script)
    expect(gunzipSync(readFileSync(`${file}.gz`)).toString()).toBe(script)
    expect(readFileSync(`${file}.br`).length).toBeLessThan(readFileSync(`${file}.gz`).length)
    const css = path.join(clientDir, 'assets', 'css', 'app-Css123.css')
    expect(brotliDecompressSync(readFileSync(`${css}.br`)).toString()).toBe(styles)
    // Too small to gain: no copy. A font is not touched.
    expect(existsSync(path.join(clientDir, 'assets', 'root-AbC123.js.br'))).toBe(false)
    expect(existsSync(path.join(clientDir, 'assets', 'font-Abc.woff2.br'))).toBe(false)
    expect(totals.files).toBe(3)
    expect(totals.br).toBeLessThan(totals.gz)
    expect(totals.gz).toBeLessThan(totals.bytes)
  })

  it('are served brotli first, then gzip, then as they are, with the assets’ headers', async () => {
    const site = await start({})
    const url = `${site}/assets/chunk-Big123.js`
    const br = await get(url, 'gzip, deflate, br, zstd')
    expect(br.status).toBe(200)
    expect(br.headers['content-encoding']).toBe('br')
    expect(String(br.headers['content-type']).toLowerCase()).toBe('text/javascript; charset=utf-8')
    expect(br.headers['vary']).toContain('Accept-Encoding')
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(br.headers['x-content-type-options']).toBe('nosniff')
    expect(br.headers['content-security-policy']).toBeUndefined()
    expect(brotliDecompressSync(br.body).toString()).toBe(script)

    const gz = await get(url, 'gzip, deflate')
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gz.body).toString()).toBe(script)

    const plain = await get(url)
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body.toString()).toBe(script)

    // A file without copies is still compressed on the fly when it is big enough, and served as it is here.
    const small = await get(`${site}/assets/root-AbC123.js`, 'br')
    expect(String(small.headers['content-type']).toLowerCase()).toBe('text/javascript; charset=utf-8')
    expect(small.body.toString()).toBe('console.log(1)')
    const css = await get(`${site}/assets/css/app-Css123.css`, 'br')
    expect(String(css.headers['content-type']).toLowerCase()).toBe('text/css; charset=utf-8')
    expect(brotliDecompressSync(css.body).toString()).toBe(styles)
  })

  it('a directory under /assets is not listed or indexed: it goes to React Router', async () => {
    const site = await start({})
    const folder = await fetch(`${site}/assets/css/`)
    expect(folder.status).toBe(404)
    expect(await folder.json()).toMatchObject({ reached: 'react-router', url: '/assets/css/' })
  })
})

describe('the visitor’s address in the load context', () => {
  it('is the key the proxy reads (one per process, shared through globalThis)', () => {
    expect(serverContext()).toBe(clientAddressContext)
  })

  it('is the TCP peer, and X-Forwarded-For only from a proxy named in TRUST_PROXY', async () => {
    const direct = await start({})
    const headers = { 'X-Forwarded-For': '203.0.113.50' }
    expect((await (await fetch(`${direct}/vagas`, { headers })).json()).address).toBe('127.0.0.1')
    const behind = await start({ trustProxy: trustProxySetting('loopback') })
    expect((await (await fetch(`${behind}/vagas`, { headers })).json()).address).toBe('203.0.113.50')
  })

  it('TRUST_PROXY reads like express’s "trust proxy"', () => {
    expect(trustProxySetting(undefined)).toBe(false)
    expect(trustProxySetting(' ')).toBe(false)
    expect(trustProxySetting('false')).toBe(false)
    expect(trustProxySetting('true')).toBe(true)
    expect(trustProxySetting('2')).toBe(2)
    expect(trustProxySetting('loopback, 10.0.0.0/8')).toBe('loopback, 10.0.0.0/8')
  })
})
