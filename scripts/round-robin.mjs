#!/usr/bin/env node
// A round-robin HTTP proxy for trials with several platform processes: each request goes to the next upstream
// in turn, body and headers streamed both ways, so consecutive requests of one visitor (a captcha challenge
// and its sign-up, a removal link and its POST) land on different processes. node:http only, no dependency;
// not for production (use a real load balancer).
//
//   node scripts/round-robin.mjs --port 4000 http://127.0.0.1:4101 http://127.0.0.1:4102
//
// An upstream that cannot be reached answers 502 (never retried on the other: the journeys must see it).
// When it stops (SIGINT/SIGTERM) it prints how many requests each upstream served, on stderr.
import http from 'node:http'
import { parseArgs } from 'node:util'

const { values, positionals } = parseArgs({
  options: { port: { type: 'string' }, host: { type: 'string', default: '127.0.0.1' } },
  allowPositionals: true,
})
const port = Number(values.port)
const upstreams = positionals.map((value) => new URL(value))
if (!Number.isInteger(port) || port < 0 || port > 65535 || upstreams.length === 0) {
  console.error('Usage: node scripts/round-robin.mjs --port <port> <upstream URL> [<upstream URL>…]')
  process.exit(2)
}

// Idle upstream connections are kept for the next request, but never as long as the upstream keeps them: a
// node:http server (the platform's) closes one after 5 s idle (keepAliveTimeout), and a request written on it
// as it closes is reset (ECONNRESET, a 502 here). An agent with no `timeout` keeps idle sockets forever and
// ignores the upstream's `Keep-Alive: timeout=5`; with one, it closes them after the shorter of its own and
// the announced one less 1 s (4 s for the platform), before the upstream can. The timeout also applies to a
// request in progress, where it only emits an event nothing here listens to: a slow answer is waited for.
const UPSTREAM_IDLE_MS = 4_000
const agent = new http.Agent({ keepAlive: true, timeout: UPSTREAM_IDLE_MS })
const served = upstreams.map(() => 0)
let next = 0

const server = http.createServer((request, response) => {
  const index = next
  next = (next + 1) % upstreams.length
  served[index] += 1
  const upstream = upstreams[index]
  const forwarded = http.request(
    {
      agent,
      protocol: upstream.protocol,
      hostname: upstream.hostname,
      port: upstream.port,
      method: request.method,
      path: request.url,
      headers: request.headers,
    },
    (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.statusMessage, answer.rawHeaders)
      answer.pipe(response)
    },
  )
  forwarded.on('error', (error) => {
    if (response.headersSent) return response.destroy(error)
    response.writeHead(502, { 'Content-Type': 'text/plain; charset=utf-8' })
    response.end(`round-robin: ${upstream.origin} unreachable (${error.message})\n`)
  })
  request.pipe(forwarded)
})

server.listen(port, values.host, () => {
  const address = server.address()
  const where = typeof address === 'object' && address ? address.port : port
  console.log(`round-robin on http://${values.host}:${where} → ${upstreams.map((u) => u.origin).join(', ')}`)
})

const stop = () => {
  console.error(
    `round-robin: ${served.reduce((a, b) => a + b, 0)} requests → ` +
      upstreams.map((u, i) => `${u.origin} ${served[i]}`).join(', '),
  )
  server.close()
  server.closeAllConnections()
  agent.destroy()
  process.exit(0)
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
