// scripts/round-robin.mjs, the proxy the two-process journeys run behind (apps/web/playwright.pg.config.ts):
// requests alternate between the upstreams, method, path, headers and bodies pass both ways, and an
// upstream that cannot be reached answers 502.
import { spawn, type ChildProcess } from 'node:child_process'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

const SCRIPT = fileURLToPath(new URL('../../../scripts/round-robin.mjs', import.meta.url))

function upstream(name: string): Promise<Server> {
  const server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
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
