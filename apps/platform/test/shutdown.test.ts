// The graceful stop (src/shutdown.ts): requests in flight when SIGTERM arrives are all answered, keep-alive
// connections do not hold the stop open, the steps run after the last answer and in their order.
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { createShutdown } from '../src/shutdown.js'

const quiet = { info: () => {}, error: () => {} }

function slowServer(ms: number) {
  const app = new Hono()
  let answered = 0
  let received = 0
  app.get('/slow', async (c) => {
    received += 1
    await new Promise((r) => setTimeout(r, ms))
    answered += 1
    return c.json({ ok: true })
  })
  return new Promise<{ server: http.Server; port: number; answered: () => number; received: () => number }>(
    (resolve) => {
      const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) =>
        resolve({
          server: server as http.Server,
          port: (info as AddressInfo).port,
          answered: () => answered,
          received: () => received,
        }),
      ) as http.Server
    },
  )
}

/**
 * Waits until the server has received `count` requests: "in flight" means received by the server, and a
 * fixed pause is not enough on a busy machine (a connection accepted whose request is not read yet is idle,
 * and the stop closes it).
 */
async function receivedAll(received: () => number, count: number): Promise<void> {
  while (received() < count) await new Promise((r) => setTimeout(r, 5))
}

function get(port: number, agent: http.Agent): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: '/slow', agent }, (response) => {
        response.resume()
        response.on('end', () => resolve(response.statusCode ?? 0))
      })
      .on('error', reject)
  })
}

describe('createShutdown', () => {
  it('answers every request in flight, then runs the steps in order and exits 0', async () => {
    const { server, port, answered, received } = await slowServer(300)
    const events: string[] = []
    let exitCode: number | undefined
    const shutdown = createShutdown(server, { logger: quiet, exit: (code) => void (exitCode = code) })
    shutdown.after('worker', async () => void events.push(`worker after ${answered()} answers`))
    shutdown.after('banco', async () => void events.push('banco'))
    // 8 requests on 4 keep-alive connections: 4 in flight at the stop, 4 queued behind them in the client.
    const agent = new http.Agent({ keepAlive: true, maxSockets: 4 })
    const requests = Array.from({ length: 8 }, () =>
      get(port, agent).then(
        (status) => void events.push(`answer ${status}`),
        () => void events.push('refused'),
      ),
    )
    await receivedAll(received, 4)
    await Promise.all([shutdown.stop('SIGTERM'), shutdown.stop('SIGTERM')]) // a second signal changes nothing
    await Promise.all(requests)
    agent.destroy()
    expect(exitCode).toBe(0)
    // The 4 received before the stop were answered (200) before any step ran; the 4 queued in the client
    // found the process closed (their client sends them to another process).
    expect(events.filter((e) => !e.startsWith('answer') && e !== 'refused')).toEqual([
      'worker after 4 answers',
      'banco',
    ])
    expect(events.filter((e) => e === 'answer 200')).toHaveLength(4)
    expect(events.filter((e) => e === 'refused')).toHaveLength(4)
    expect(server.listening).toBe(false)
  })

  it('every request in flight answers 200 (none cut)', async () => {
    const { server, port, received } = await slowServer(400)
    const shutdown = createShutdown(server, { logger: quiet, exit: () => {} })
    // A cut request settles as its error at once, so no rejection waits unhandled during the stop.
    const inFlight = Array.from({ length: 8 }, () =>
      get(port, new http.Agent({ keepAlive: true })).catch((error: Error) => error.message),
    )
    await receivedAll(received, 8)
    await shutdown.stop('SIGTERM')
    expect(await Promise.all(inFlight)).toEqual(Array(8).fill(200))
  })

  it('exits 1 when a step fails, after running the others', async () => {
    const { server } = await slowServer(10)
    const ran: string[] = []
    let exitCode: number | undefined
    const shutdown = createShutdown(server, { logger: quiet, exit: (code) => void (exitCode = code) })
    shutdown.after('worker', () => Promise.reject(new Error('falhou')))
    shutdown.after('banco', async () => void ran.push('banco'))
    await shutdown.stop('SIGTERM')
    expect(ran).toEqual(['banco'])
    expect(exitCode).toBe(1)
  })
})
