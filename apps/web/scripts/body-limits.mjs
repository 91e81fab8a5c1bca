// Body sizes and methods, measured on the built site (docs/security.md, "Body sizes and methods on the
// site"): `node scripts/body-limits.mjs` after `npx turbo run build --filter=@carreiras/web` (Linux: reads
// the server's RSS from /proc). Starts server.mjs on a free port (no platform needed) and prints TRACE and
// TRACK's answers, a 60 MiB POST /api/recusa declared and chunked, and four 100 MiB bodies at once of each
// kind, with the web process's RSS before and after.
import { spawn } from 'node:child_process'
import { request } from 'node:http'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { localWebEnv } from '../../../scripts/local-env.mjs'
const PORT = Number(process.env.PORT ?? 39173)
const web = spawn('node', ['server.mjs', './build/server/index.js'], {
  cwd: fileURLToPath(new URL('..', import.meta.url)),
  env: {
    ...process.env,
    PORT: String(PORT),
    NODE_ENV: 'production',
    ...localWebEnv({ platformUrl: 'http://127.0.0.1:39174', siteUrl: `http://127.0.0.1:${PORT}` }),
  },
  stdio: ['ignore', 'pipe', 'pipe'],
})
let stderr = ''
web.stderr.on('data', (d) => (stderr += d))
await new Promise((resolve) => web.stdout.on('data', (d) => String(d).includes('[server]') && resolve()))
const rss = () => Number(readFileSync(`/proc/${web.pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/)[1]) / 1024
function send(method, path, size = 0, chunked = false) {
  const started = performance.now()
  const chunk = Buffer.alloc(64 * 1024, 0x61)
  return new Promise((resolve) => {
    let written = 0,
      answered = false
    const req = request({
      host: '127.0.0.1',
      port: PORT,
      method,
      path,
      headers: size
        ? chunked
          ? { 'Transfer-Encoding': 'chunked', 'Content-Type': 'application/x-www-form-urlencoded' }
          : { 'Content-Length': String(size), 'Content-Type': 'application/x-www-form-urlencoded' }
        : {},
    })
    req.on('response', (res) => {
      answered = true
      let body = ''
      res.on('data', (d) => (body += d))
      res.on('end', () =>
        resolve({
          status: res.statusCode,
          allow: res.headers.allow,
          body: body.slice(0, 120),
          ms: Math.round(performance.now() - started),
          writtenMiB: +(written / 2 ** 20).toFixed(1),
        }),
      )
    })
    req.on('error', (e) => {
      if (!answered)
        resolve({
          error: e.code,
          ms: Math.round(performance.now() - started),
          writtenMiB: +(written / 2 ** 20).toFixed(1),
        })
    })
    const pump = () => {
      while (!answered && written < size) {
        const p = chunk.subarray(0, Math.min(chunk.length, size - written))
        written += p.length
        if (!req.write(p)) return void req.once('drain', pump)
      }
      if (!answered) req.end()
    }
    pump()
  })
}
const MiB = 2 ** 20
console.log('TRACE /', await send('TRACE', '/'))
console.log('TRACE /vagas', await send('TRACE', '/vagas'))
console.log('TRACK /', await send('TRACK', '/'))
console.log('POST /api/recusa small', await send('POST', '/api/recusa', 20))
console.log('POST /api/recusa 60 MiB declared', await send('POST', '/api/recusa', 60 * MiB))
console.log('POST /api/recusa 60 MiB chunked', await send('POST', '/api/recusa', 60 * MiB, true))
const before = rss()
const four = await Promise.all([1, 2, 3, 4].map(() => send('POST', '/api/recusa', 100 * MiB)))
const fourChunked = await Promise.all([1, 2, 3, 4].map(() => send('POST', '/api/recusa', 100 * MiB, true)))
await new Promise((r) => setTimeout(r, 500))
console.log('4 × 100 MiB declared', four.map((a) => `${a.status} ${a.ms} ms`).join(', '))
console.log(
  '4 × 100 MiB chunked',
  fourChunked.map((a) => `${a.status ?? a.error} ${a.ms} ms written ${a.writtenMiB} MiB`).join(', '),
)
console.log(`web RSS before ${before.toFixed(0)} MiB, after ${rss().toFixed(0)} MiB`)
console.log('stderr:', JSON.stringify(stderr.slice(0, 500)))
web.kill('SIGTERM')
