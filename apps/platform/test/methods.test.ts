// TRACE on the platform is a 405 naming the methods it answers (it was a 404), through the real HTTP server
// (a fetch Request cannot even be made with TRACE), logged as any request, never as an error.
import { connect, type AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { createTestPlatform, type TestPlatform } from './helpers.js'

let platform: TestPlatform
let server: ReturnType<typeof serve>
let port: number
beforeAll(async () => {
  platform = await createTestPlatform({})
  server = serve({ fetch: platform.app.fetch, port: 0, hostname: '127.0.0.1' })
  await new Promise((resolve) => server.once('listening', resolve))
  port = (server.address() as AddressInfo).port
})
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve))
  await platform.close()
})

const raw = (method: string, path: string) =>
  new Promise<string>((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () =>
      socket.write(`${method} ${path} HTTP/1.1\r\nHost: platform.test\r\nConnection: close\r\n\r\n`),
    )
    let text = ''
    socket.on('data', (part) => (text += part.toString('utf8')))
    socket.on('end', () => resolve(text))
    socket.on('error', reject)
  })

it('TRACE on any path is a 405 with Allow and the pt-BR message', async () => {
  for (const path of ['/health', '/graphql', '/v1/opportunities', '/nada']) {
    const answer = await raw('TRACE', path)
    expect(answer).toMatch(/^HTTP\/1\.1 405 /)
    expect(answer).toMatch(/\r\nallow: GET, HEAD, POST, OPTIONS\r\n/i)
    expect(answer).toContain('{"errors":[{"message":"Método não permitido."}]}')
  }
  expect(await raw('GET', '/health')).toMatch(/^HTTP\/1\.1 200 /)
})
