// scripts/round-robin.mjs, the proxy the two-process journeys run behind (apps/web/playwright.pg.config.ts):
// requests alternate between the upstreams, method, path, headers and bodies pass both ways, and an
// upstream that cannot be reached answers 502. An idle connection to an upstream is closed by the proxy
// before the upstream's own keep-alive timeout could close it under a request (that was a 502 on a journey).
import { spawn, type ChildProcess } from 'node:child_process'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

const SCRIPT = fileURLToPath(new URL('../../../scripts/round-robin.mjs', import.meta.url))

function upstream(name: string, delayMs = 0): Promise<Server> {
  const server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', async () => {
      if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs))
      response.writeHead(201, { 'Content-Type': 'application/json', 'X-Upstream': name })
      response.end(
        JSON.stringify({
          name,
          method: request.method,
          url: request.url,
          auth: request.headers.authorization ?? null,
          body: Buffer.concat(chunks).toString('utf8'),
        }),
      )
    })
  })
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)))
}
const origin = (server: Server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`

function startProxy(targets: string[]): Promise<{ child: ChildProcess; url: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [SCRIPT, '--port', '0', ...targets])
    child.stdout!.on('data', (data: Buffer) => {
      const match = /on (http:\/\/127\.0\.0\.1:\d+)/.exec(data.toString())
      if (match) resolve({ child, url: match[1]! })
    })
    child.on('exit', (code) => reject(new Error(`round-robin exited with ${code}`)))
  })
}

describe('scripts/round-robin.mjs', () => {
  let one: Server
  let two: Server
  let proxy: { child: ChildProcess; url: string }
  let dead: { child: ChildProcess; url: string }
  beforeAll(async () => {
    one = await upstream('one')
    two = await upstream('two')
    proxy = await startProxy([origin(one), origin(two)])
    // Nothing listens on port 9 of loopback (discard): the upstream is unreachable.
    dead = await startProxy(['http://127.0.0.1:9'])
  })
  afterAll(() => {
    proxy?.child.kill()
    dead?.child.kill()
    one?.close()
    two?.close()
  })

  it('sends consecutive requests to the upstreams in turn, passing everything through', async () => {
    const answers = []
    for (let i = 0; i < 4; i++) {
      const response = await fetch(`${proxy.url}/graphql?n=${i}`, {
        method: 'POST',
        headers: { Authorization: `Bearer t${i}`, 'Content-Type': 'text/plain' },
        body: `corpo ${i} ção`,
      })
      expect(response.status).toBe(201)
      const answer = (await response.json()) as { name: string }
      expect(response.headers.get('x-upstream')).toBe(answer.name)
      answers.push(answer)
    }
    expect(answers.map((a) => a.name)).toEqual(['one', 'two', 'one', 'two'])
    expect(answers[3]).toEqual({
      name: 'two',
      method: 'POST',
      url: '/graphql?n=3',
      auth: 'Bearer t3',
      body: 'corpo 3 ção',
    })
  })

  it('answers 502 when the upstream cannot be reached', async () => {
    const response = await fetch(`${dead.url}/health`)
    expect(response.status).toBe(502)
    expect(await response.text()).toContain('unreachable')
  })
})

describe('scripts/round-robin.mjs and the upstream keep-alive', () => {
  let server: Server
  let proxy: { child: ChildProcess; url: string }
  let connections = 0
  beforeAll(async () => {
    // An upstream that closes an idle connection after 2 s and says so (`Keep-Alive: timeout=2`), as the
    // platform's node:http server does after 5 s.
    server = await upstream('kept')
    server.keepAliveTimeout = 2_000
    server.on('connection', () => (connections += 1))
    proxy = await startProxy([origin(server)])
  })
  afterAll(() => {
    proxy?.child.kill()
    server?.close()
  })

  it('closes an idle upstream connection before the upstream would, and opens a new one', async () => {
    expect((await fetch(`${proxy.url}/a`)).status).toBe(201)
    expect((await fetch(`${proxy.url}/b`)).status).toBe(201)
    // Back to back: one connection, reused.
    expect(connections).toBe(1)
    // 1.5 s idle: past the proxy's limit (the announced 2 s less 1 s), short of the upstream's. An agent
    // that kept the socket would write the next request on it just as the upstream closes it.
    await new Promise((resolve) => setTimeout(resolve, 1_500))
    expect((await fetch(`${proxy.url}/c`)).status).toBe(201)
    expect(connections).toBe(2)
  })

  it('still waits for an answer slower than the idle limit (4 s)', async () => {
    const slow = await upstream('slow', 4_500)
    const slowProxy = await startProxy([origin(slow)])
    try {
      const response = await fetch(`${slowProxy.url}/slow`)
      expect(response.status).toBe(201)
      expect(((await response.json()) as { name: string }).name).toBe('slow')
    } finally {
      slowProxy.child.kill()
      slow.close()
    }
  })
})
