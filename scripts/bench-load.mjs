#!/usr/bin/env node
// `npm run bench:load`: the platform under load, measured (issue 18 item 5). It starts the BUILT platform
// on a free port (PGlite in memory, or the PostgreSQL of DATABASE_URL, which it must be able to use as a
// scratch database), then:
//   1. 200 candidates at once, each from sign-up (userCreate) to a submitted application (subscriptionNew)
//      through the sealed transport, as the site sends them (the api package's client);
//   2. the same 200 candidates signing in at once (userLogin: the password hash, on Node's thread pool),
//      while /health is asked every 50 ms (the event loop must keep answering);
//   3. 1,000 listing reads at once (GET /v1/opportunities, the public REST listing);
// and reports, per phase, the errors and the p50 / p95 / max latency of each call, and checks that every
// candidate ends with exactly one subscription (0 lost, 0 duplicated). Exits non-zero when anything failed.
//
//   npm run build && npm run bench:load                   # PGlite in memory
//   DATABASE_URL=postgres://… npm run bench:load          # a real PostgreSQL
//   BENCH_CANDIDATES=50 BENCH_READS=200 npm run bench:load
//
// The sign-up captcha is switched off for this process only (CAPTCHA=off, as the platform's own tests do):
// the bench measures the platform, not a browser solving proof-of-work puzzles.
import { spawn } from 'node:child_process'
import net from 'node:net'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { generateCPF } from '@brazilian-utils/brazilian-utils'
import {
  DEFAULT_TIMEOUT_MS,
  SignInDocument,
  SignUpDocument,
  SubscriptionNewDocument,
  createPlatformClient,
} from '@carreiras/api'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const CANDIDATES = Number(process.env.BENCH_CANDIDATES ?? 200)
const READS = Number(process.env.BENCH_READS ?? 1000)
/** An open seeded opening with no application questions (100001 has a CV upload and an eliminatory one). */
const OPENING = process.env.BENCH_OPENING ?? '100004'
const COMPANY = '6562'
const CLIENT_TOKENS = ['bench-token-alpha']
/**
 * How long the bench's client waits for an answer. The site's client gives up after DEFAULT_TIMEOUT_MS
 * (30 s); 200 OWASP-cost password hashes at once on 2 cores take longer than that for the last of them, so
 * the bench waits longer to measure the platform itself, and reports per call how many answers came after
 * the site's limit (`overSiteTimeout`): on such a machine those candidates would have seen the network message.
 */
const TIMEOUT_MS = Number(process.env.BENCH_TIMEOUT_MS ?? 180_000)

function freePort() {
  return new Promise((resolve) => {
    const server = net.createServer()
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })
}

async function waitFor(url, ms = 120_000) {
  const until = Date.now() + ms
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error(`${url} did not answer within ${ms / 1000} s`)
}

function percentile(sorted, p) {
  if (sorted.length === 0) return null
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
}

function summary(label, samples) {
  const ok = samples.filter((s) => s.ok).map((s) => s.ms)
  ok.sort((a, b) => a - b)
  const errors = samples.filter((s) => !s.ok)
  const kinds = {}
  for (const e of errors) kinds[e.error] = (kinds[e.error] ?? 0) + 1
  return {
    call: label,
    count: samples.length,
    errors: errors.length,
    errorKinds: kinds,
    p50ms: percentile(ok, 50),
    p95ms: percentile(ok, 95),
    maxms: ok.at(-1) ?? null,
    overSiteTimeout: ok.filter((ms) => ms > DEFAULT_TIMEOUT_MS).length,
  }
}

async function timed(fn) {
  const t0 = performance.now()
  try {
    const value = await fn()
    return { ok: true, ms: Math.round(performance.now() - t0), value }
  } catch (error) {
    const code = error?.code ?? error?.extensions?.code ?? error?.name ?? 'Error'
    if (process.env.BENCH_DEBUG) console.error(code, error?.message)
    return { ok: false, ms: Math.round(performance.now() - t0), error: String(code) }
  }
}

async function main() {
  const port = await freePort()
  const platformUrl = `http://127.0.0.1:${port}`
  const env = {
    ...process.env,
    NODE_ENV: 'development',
    PORT: String(port),
    LOG: 'off',
    CAPTCHA: 'off',
    SEED_DEMO: '1',
    CLIENT_TOKENS: CLIENT_TOKENS.join(','),
    WEB_ORIGIN: 'http://localhost:3000',
    ...(process.env.DATABASE_URL ? {} : { PGLITE_DIR: 'memory://' }),
  }
  const platform = spawn(process.execPath, [path.join(root, 'apps/platform/dist/server.js')], {
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const stop = () => platform.kill('SIGTERM')
  process.on('exit', stop)
  try {
    await waitFor(`${platformUrl}/health`)
    const anonymous = createPlatformClient({
      apiUrl: platformUrl,
      clientTokens: CLIENT_TOKENS,
      getSession: () => null,
      timeoutMs: TIMEOUT_MS,
    })
    const run = Date.now().toString(36)

    // ── 1. Sign-up to application ──────────────────────────────────────────────────────────────────────
    const started = performance.now()
    const journeys = await Promise.all(
      Array.from({ length: CANDIDATES }, async (_, i) => {
        const email = `bench.${run}.${i}@example.com`
        const signUp = await timed(() =>
          anonymous.request(SignUpDocument, {
            first_name: 'Carga',
            last_name: `Candidata ${i}`,
            email,
            document: generateCPF(),
            foreigner: false,
            password: 'senha-de-carga-1',
            accept_terms_of_use: true,
            source: 'carreiras',
            origin_company: COMPANY,
          }),
        )
        if (!signUp.ok) return { signUp, apply: null, userId: null, email }
        const auth = signUp.value.userCreate
        const userId = Number(auth.id)
        const client = createPlatformClient({
          apiUrl: platformUrl,
          clientTokens: CLIENT_TOKENS,
          getSession: () => ({ token: auth.token, userId }),
          timeoutMs: TIMEOUT_MS,
        })
        const apply = await timed(() =>
          client.request(SubscriptionNewDocument, {
            opportunity_id: OPENING,
            user_id: String(userId),
            questions: [],
          }),
        )
        return { signUp, apply, userId, email }
      }),
    )
    const applyWall = Math.round(performance.now() - started)

    // Exactly one subscription per candidate (the development route lists them, deleted ones included).
    let lost = 0
    let duplicated = 0
    for (const { userId } of journeys) {
      if (userId === null) continue
      const rows = (await (await fetch(`${platformUrl}/dev/subscriptions?userId=${userId}`)).json()).filter(
        (row) => String(row.opportunityId) === OPENING && !row.isDeleted,
      )
      if (rows.length === 0) lost += 1
      if (rows.length > 1) duplicated += 1
    }

    // ── 2. Sign-ins at once, /health asked meanwhile ──────────────────────────────────────────────────
    const signedUp = journeys.filter((j) => j.userId !== null)
    let polling = true
    const healthSamples = []
    const poll = (async () => {
      while (polling) {
        healthSamples.push(
          await timed(async () => {
            const response = await fetch(`${platformUrl}/health`)
            if (!response.ok) throw Object.assign(new Error('health'), { code: `HTTP_${response.status}` })
          }),
        )
        await new Promise((r) => setTimeout(r, 50))
      }
    })()
    const logins = await Promise.all(
      signedUp.map((j) =>
        timed(() =>
          anonymous.request(SignInDocument, {
            email: j.email,
            password: 'senha-de-carga-1',
            keepLogged: false,
          }),
        ),
      ),
    )
    polling = false
    await poll

    // ── 3. Listing reads ───────────────────────────────────────────────────────────────────────────────
    const readStarted = performance.now()
    const reads = await Promise.all(
      Array.from({ length: READS }, (_, i) =>
        timed(async () => {
          const response = await fetch(`${platformUrl}/v1/opportunities?page=${(i % 5) + 1}`)
          if (!response.ok)
            throw Object.assign(new Error(String(response.status)), { code: `HTTP_${response.status}` })
          await response.arrayBuffer()
        }),
      ),
    )
    const readWall = Math.round(performance.now() - readStarted)

    const report = {
      database: process.env.DATABASE_URL ? 'postgresql' : 'pglite (memory)',
      candidates: CANDIDATES,
      applyPhaseWallMs: applyWall,
      calls: [
        summary(
          'userCreate',
          journeys.map((j) => j.signUp),
        ),
        summary(
          'subscriptionNew',
          journeys.filter((j) => j.apply).map((j) => j.apply),
        ),
        summary('userLogin (all at once)', logins),
        summary('GET /health during the sign-ins', healthSamples),
      ],
      subscriptions: { expectedPerCandidate: 1, lost, duplicated },
      reads: { count: READS, wallMs: readWall, ...summary('GET /v1/opportunities', reads) },
    }
    console.log(JSON.stringify(report, null, 2))
    const failed =
      report.calls.some((c) => c.errors > 0) ||
      lost > 0 ||
      duplicated > 0 ||
      report.reads.errors > 0 ||
      report.calls[1].count !== CANDIDATES
    process.exitCode = failed ? 1 : 0
  } finally {
    stop()
  }
}

main().catch((error) => {
  console.error(error)
  process.exitCode = 1
})
