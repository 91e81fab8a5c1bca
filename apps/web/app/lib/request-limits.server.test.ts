// The site's server refuses what it does not answer before React Router sees it (server.mjs): a method
// other than GET, HEAD and POST is a 405 naming them (TRACE answered 500 and logged an error: React Router's
// adapter cannot make a Request of it), CONNECT included; a body over its path's limit is a 413 with the
// pt-BR message, answered from its Content-Length without reading it (a 60 MiB POST /api/recusa answered
// 200 after reading it all), and memory does not grow; a body sent without a Content-Length is read by the
// routes up to the same limit (body.server.ts) and no further.
import { connect } from 'node:net'
import { request, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import {
  SITE_DEFAULT_MAX_BODY_BYTES,
  SITE_JSON_MAX_BODY_BYTES,
  SITE_PROXY_MAX_BODY_BYTES,
  SITE_REFUSAL_MAX_BODY_BYTES,
} from '@carreiras/core'
import { afterAll, describe, expect, it } from 'vitest'
// @ts-expect-error plain ESM module without type declarations
import { PROXY_CHANGE_PATHS, answerOtherMethods, bodyLimitOf, createSiteServer } from '../../server.mjs'
import { BodyTooLargeError, readForm, readText } from './body.server'
import { PLATFORM_PATHS } from './platform-proxy.server'

const MESSAGE = 'A requisição excede o tamanho máximo permitido.'
const MiB = 1024 * 1024
const dir = mkdtempSync(path.join(tmpdir(), 'carreiras-limits-'))
const servers: Server[] = []
/** What reached React Router's place, and what it logged. */
const reached: string[] = []
const logged: unknown[] = []

async function start(): Promise<{ host: string; port: number }> {
  const app = createSiteServer({
    clientDir: dir,
    production: true,
    // React Router's place, doing what its express adapter does first: make a Request of the method.
    handler: (
      req: { method: string; url: string },
      res: { status(n: number): { json(v: unknown): void } },
      next: (error: unknown) => void,
    ) => {
      try {
        new Request(`http://site.test${req.url}`, { method: req.method })
      } catch (error) {
        logged.push(error)
        return next(error)
      }
      reached.push(`${req.method} ${req.url}`)
      res.status(200).json({ reached: 'react-router' })
    },
  })
  const server: Server = await new Promise((resolve) => {
    const s = answerOtherMethods(app.listen(0, '127.0.0.1', () => resolve(s)))
  })
  // express logs an error handed to next() on stderr; the test counts them instead.
  app.set('env', 'test')
  servers.push(server)
  return { host: '127.0.0.1', port: (server.address() as AddressInfo).port }
}
afterAll(async () => {
  await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))))
  rmSync(dir, { recursive: true, force: true })
})

interface Answer {
  status: number
  headers: Record<string, string | string[] | undefined>
  body: string
  ms: number
  /** Bytes the client had written when the answer came. */
  written: number
}

/**
 * Sends `size` bytes of body in 64 KiB writes (one reused buffer: the client keeps no copy), declared in
 * Content-Length or chunked, and stops writing when the answer comes.
 */
function send(
  target: { host: string; port: number },
  method: string,
  pathname: string,
  size = 0,
  options: { chunked?: boolean; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const started = performance.now()
  const chunk = Buffer.alloc(64 * 1024, 0x61)
  return new Promise((resolve, reject) => {
    let written = 0
    let answered = false
    const req = request({
      ...target,
      method,
      path: pathname,
      headers: {
        ...(options.headers ?? {}),
        ...(size > 0 && !options.chunked ? { 'Content-Length': String(size) } : {}),
        ...(options.chunked ? { 'Transfer-Encoding': 'chunked' } : {}),
      },
    })
    req.on('response', (res) => {
      answered = true
      const parts: Buffer[] = []
      res.on('data', (part: Buffer) => parts.push(part))
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(parts).toString('utf8'),
          ms: performance.now() - started,
          written,
        }),
      )
    })
    req.on('error', (error) => {
      if (!answered) reject(error)
    })
    const pump = () => {
      while (!answered && written < size) {
        const part = chunk.subarray(0, Math.min(chunk.length, size - written))
        written += part.length
        if (!req.write(part)) return void req.once('drain', pump)
      }
      if (!answered) req.end()
    }
    pump()
  })
}

describe('methods the site does not answer', () => {
  for (const method of ['TRACE', 'TRACK', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
    it(`${method} on any path is a 405 naming GET, HEAD and POST, nothing logged`, async () => {
      const site = await start()
      for (const pathname of ['/', '/vagas/100001', '/api/recusa', '/plataforma/graphql', '/assets/x.js']) {
        const answer = await send(site, method, pathname)
        expect([answer.status, answer.headers.allow]).toEqual([405, 'GET, HEAD, POST'])
      }
      const page = await send(site, method, '/vagas')
      // TRACK never reaches express (Node's parser does not know it): the raw answer is always JSON.
      expect(page.headers['content-type']).toMatch(method === 'TRACK' ? /^application\/json/ : /^text\/html/)
      expect(page.body).toContain('Método não permitido.')
      const api = await send(site, method, '/api/recusa')
      expect(JSON.parse(api.body)).toEqual({ errors: [{ message: 'Método não permitido.' }] })
      expect(reached.filter((r) => r.startsWith(method))).toEqual([])
      expect(logged).toEqual([])
    })
  }

  it('CONNECT is a 405 too (Node does not hand it to express; it dropped the connection)', async () => {
    const site = await start()
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = connect(site.port, site.host, () =>
        socket.write(`CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n`),
      )
      let text = ''
      socket.on('data', (part) => (text += part.toString('utf8')))
      socket.on('end', () => resolve(text))
      socket.on('error', reject)
    })
    expect(raw).toMatch(/^HTTP\/1\.1 405 Method Not Allowed\r\n/)
    expect(raw).toContain('Allow: GET, HEAD, POST')
  })

  it("PATCH and DELETE reach the proxy only on the paths its allow-list gives them (a job alert's change)", async () => {
    const site = await start()
    for (const method of ['PATCH', 'DELETE']) {
      expect((await send(site, method, '/plataforma/v1/job-alerts/7')).status).toBe(200)
      for (const pathname of [
        '/plataforma/v1/job-alerts',
        '/plataforma/v1/job-alerts/7/x',
        '/v1/job-alerts/7',
      ])
        expect((await send(site, method, pathname)).status).toBe(405)
    }
    expect(reached.filter((r) => /^(PATCH|DELETE) /.test(r))).toEqual([
      'PATCH /plataforma/v1/job-alerts/7',
      'DELETE /plataforma/v1/job-alerts/7',
    ])
    // The same paths as the proxy's allow-list, under /plataforma.
    const proxied = PLATFORM_PATHS.filter((p) => p.methods.some((m) => m !== 'GET' && m !== 'POST'))
    expect(PROXY_CHANGE_PATHS.map((p: RegExp) => p.source)).toEqual(
      proxied.map((p) => `^\\/plataforma${p.pattern.source.slice(1)}`),
    )
  })

  it('GET, HEAD and POST still reach React Router', async () => {
    const site = await start()
    for (const method of ['GET', 'HEAD', 'POST'])
      expect((await send(site, method, '/vagas')).status).toBe(200)
  })
})

describe('body sizes', () => {
  it('each path has its limit, from core', () => {
    expect(bodyLimitOf('/plataforma/graphql')).toBe(SITE_PROXY_MAX_BODY_BYTES)
    expect(SITE_PROXY_MAX_BODY_BYTES).toBe(4 * MiB)
    expect(bodyLimitOf('/api/recusa')).toBe(SITE_REFUSAL_MAX_BODY_BYTES)
    expect(bodyLimitOf('/api/pesquisa')).toBe(SITE_JSON_MAX_BODY_BYTES)
    expect(bodyLimitOf('/vagas')).toBe(SITE_DEFAULT_MAX_BODY_BYTES)
  })

  it('a 60 MiB POST /api/recusa is a 413 with the pt-BR message in well under a second, unread; memory does not grow', async () => {
    const site = await start()
    global.gc?.()
    const before = process.memoryUsage().rss
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => send(site, 'POST', '/api/recusa', 60 * MiB)),
    )
    const grown = (process.memoryUsage().rss - before) / MiB
    for (const answer of answers) {
      expect(answer.status).toBe(413)
      expect(answer.headers['content-type']).toMatch(/^application\/json/)
      expect(JSON.parse(answer.body)).toEqual({ errors: [{ message: MESSAGE }] })
      expect(answer.ms).toBeLessThan(5000)
      // Refused after what the socket buffers took, not after 60 MiB.
      expect(answer.written).toBeLessThan(16 * MiB)
    }
    console.info(
      `4 × 60 MiB refused in ${Math.max(...answers.map((a) => a.ms)).toFixed(0)} ms; RSS +${grown.toFixed(1)} MiB`,
    )
    expect(grown).toBeLessThan(40)
    expect(reached.filter((r) => r.includes('/api/recusa'))).toEqual([])
  })

  it('a page answers the 413 as a page; the proxy keeps its 4 MiB (an upload still passes)', async () => {
    const site = await start()
    const page = await send(site, 'POST', '/vagas', SITE_DEFAULT_MAX_BODY_BYTES + 1)
    expect(page.status).toBe(413)
    expect(page.headers['content-type']).toMatch(/^text\/html/)
    expect(page.body).toContain(MESSAGE)
    expect((await send(site, 'POST', '/plataforma/graphql', 3 * MiB)).status).toBe(200)
    expect((await send(site, 'POST', '/plataforma/graphql', 4 * MiB + 1)).status).toBe(413)
    expect((await send(site, 'POST', '/api/recusa', SITE_REFUSAL_MAX_BODY_BYTES)).status).toBe(200)
  })
})

describe('bodies without a Content-Length, read by the routes (body.server.ts)', () => {
  /** A chunked body of `size` bytes, made as it is read; counts what was read. */
  function lazyBody(size: number) {
    const chunk = new Uint8Array(64 * 1024).fill(0x61)
    let pulled = 0
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulled >= size) return controller.close()
        pulled += chunk.length
        controller.enqueue(chunk)
      },
    })
    return {
      request: new Request('http://site.test/api/recusa', {
        method: 'POST',
        body,
        duplex: 'half',
      } as RequestInit),
      pulled: () => pulled,
    }
  }

  it('stop reading just past the limit: 60 MiB refused after reading 64 KiB more than it', async () => {
    const { request: big, pulled } = lazyBody(60 * MiB)
    await expect(readText(big, SITE_JSON_MAX_BODY_BYTES)).rejects.toBeInstanceOf(BodyTooLargeError)
    expect(pulled()).toBeLessThanOrEqual(SITE_JSON_MAX_BODY_BYTES + 2 * 64 * 1024)
  })

  it('read a form within the limit as it was sent', async () => {
    const form = new FormData()
    form.set('template', '<p>Olá, ação</p>')
    const sent = new Request('http://site.test/api/recusa', { method: 'POST', body: form })
    expect((await readForm(sent, SITE_REFUSAL_MAX_BODY_BYTES))?.get('template')).toBe('<p>Olá, ação</p>')
  })
})
