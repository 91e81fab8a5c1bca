#!/usr/bin/env node
// `npm run bench:faults`: faults that must lose nothing, on loopback only, bounded in count and time. It
// starts its own throwaway PostgreSQL cluster (Debian's binaries, /usr/lib/postgresql/<n>/bin or PG_BIN; run
// as the `postgres` user when started as root), in a temporary folder on a free port, so it can restart it —
// never a shared server — then two BUILT platform processes on it behind scripts/round-robin.mjs, as the
// two-process journeys run, and candidates sent through the sealed transport with the site's own client
// (its timeout and its retry of the application: packages/api, transport/client.ts):
//   1. SIGKILL: 100 candidates apply at once; one platform process is killed (SIGKILL) once 10 have been
//      answered and restarted 1 s later, as a supervisor would. After the site's retry every candidate has
//      exactly one application (counted in the database).
//   2. PostgreSQL restarted under load: listing reads and applications keep coming while the cluster stops
//      (fast) for 3 s and starts again. Both processes say 503 `degraded` on /health meanwhile and recover
//      without a restart; every request ends (an answer or an error the site shows: none outlives the site's
//      30 s); a candidate whose application failed sends it again once the platform answers, and every one
//      ends with exactly one.
//   3. SIGTERM: a third process receives 8 sign-ups at once (each an OWASP-cost password hash, seconds of
//      work in all) and SIGTERM once they have arrived: every one is answered (0 failed) and the process
//      exits 0, within its SHUTDOWN_GRACE_MS.
// Prints a JSON report and exits non-zero on any loss, duplicate, hung request or failed drain.
//
//   npm run build && npm run bench:faults
//   BENCH_FAULT_CANDIDATES=40 npm run bench:faults
import { spawn, spawnSync } from 'node:child_process'
import { chownSync, createWriteStream, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import {
  BENCH_CLIENT_TOKENS,
  BENCH_OPENING,
  applyCandidate,
  benchClient,
  freePort,
  signUpCandidate,
  summary,
  timed,
  waitFor,
} from './bench-common.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const CANDIDATES = Number(process.env.BENCH_FAULT_CANDIDATES ?? 100)
/** The whole bench's bound: past it, everything is stopped and the run fails. */
const BENCH_LIMIT_MS = Number(process.env.BENCH_FAULT_LIMIT_MS ?? 6 * 60_000)
/** The site's own timeout (DEFAULT_TIMEOUT_MS): a request that outlives it has hung. */
const SITE_TIMEOUT_MS = 30_000
/** Sign-ups in flight at SIGTERM: OWASP-cost hashes, two at a time, seconds of work on a busy machine. */
const DRAIN_SIGN_UPS = 8
/** Only these phases (comma-separated: kill, restart, drain); all by default. */
const ONLY = new Set((process.env.BENCH_FAULTS_ONLY ?? 'kill,restart,drain').split(','))
const sleep = (ms) => new Promise((r) => setTimeout(r, ms))
/** The platforms' own lines (their errors while PostgreSQL is down are expected), kept in a file. */
const LOG_FILE = path.join(os.tmpdir(), `carreiras-bench-faults-${process.pid}.log`)
const platformLog = createWriteStream(LOG_FILE)

// ── A throwaway PostgreSQL cluster ─────────────────────────────────────────────────────────────────────
function postgresBin() {
  if (process.env.PG_BIN) return process.env.PG_BIN
  const base = '/usr/lib/postgresql'
  const versions = existsSync(base)
    ? readdirSync(base)
        .filter((v) => existsSync(path.join(base, v, 'bin', 'pg_ctl')))
        .sort((a, b) => Number(b) - Number(a))
    : []
  if (versions.length === 0)
    throw new Error('PostgreSQL não encontrado: instale o pacote postgresql (Debian) ou defina PG_BIN.')
  return path.join(base, versions[0], 'bin')
}

/** Runs a PostgreSQL program, as the `postgres` user when this process is root (the server refuses root). */
function pg(bin, program, args, { check = true } = {}) {
  const command = path.join(bin, program)
  const asRoot = process.getuid?.() === 0
  const result = asRoot
    ? spawnSync('runuser', ['-u', 'postgres', '--', command, ...args], { encoding: 'utf8' })
    : spawnSync(command, args, { encoding: 'utf8' })
  if (check && result.status !== 0)
    throw new Error(`${program} ${args.join(' ')} falhou: ${result.stderr || result.stdout}`)
  return result
}

async function startCluster() {
  const bin = postgresBin()
  const dir = mkdtempSync(path.join(os.tmpdir(), 'carreiras-faults-pg-'))
  if (process.getuid?.() === 0) {
    const id = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' })
    if (id.status !== 0) throw new Error('O usuário postgres não existe (o servidor não roda como root).')
    chownSync(dir, Number(id.stdout.trim()), Number(spawnSync('id', ['-g', 'postgres']).stdout))
  }
  const port = await freePort()
  const data = path.join(dir, 'data')
  pg(bin, 'initdb', ['-D', data, '-U', 'carreiras', '-A', 'trust', '-E', 'UTF8', '--no-sync'])
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`
  const start = () =>
    pg(bin, 'pg_ctl', ['-D', data, '-l', path.join(dir, 'log'), '-w', 'start', '-o', options])
  const stop = (mode = 'fast') => pg(bin, 'pg_ctl', ['-D', data, '-m', mode, '-w', 'stop'], { check: false })
  start()
  pg(bin, 'createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'carreiras', 'carreiras_faults'])
  const psql = (query) =>
    pg(bin, 'psql', [
      '-h',
      '127.0.0.1',
      '-p',
      String(port),
      '-U',
      'carreiras',
      '-d',
      'carreiras_faults',
      '-At',
      '-c',
      query,
    ]).stdout.trim()
  return {
    url: `postgres://carreiras@127.0.0.1:${port}/carreiras_faults`,
    start,
    stop,
    psql,
    remove() {
      stop('immediate')
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

// ── Platform processes, supervised ─────────────────────────────────────────────────────────────────────
const children = new Set()

function platformEnv(databaseUrl, port, extra = {}) {
  return {
    ...process.env,
    NODE_ENV: 'development',
    PORT: String(port),
    LOG: process.env.BENCH_LOG ?? 'off',
    CAPTCHA: 'off',
    SEED_DEMO: '1',
    PASSWORD_COST: 'fast',
    CLIENT_TOKENS: BENCH_CLIENT_TOKENS.join(','),
    WEB_ORIGIN: 'http://localhost:3000',
    DATABASE_URL: databaseUrl,
    ...extra,
  }
}

/** A platform process on `port`; `start()` again after it died is what a supervisor does. */
function platformProcess(databaseUrl, port, extra = {}) {
  let child = null
  const self = {
    url: `http://127.0.0.1:${port}`,
    async start() {
      child = spawn(process.execPath, [path.join(root, 'apps/platform/dist/server.js'), '--check-schema'], {
        env: platformEnv(databaseUrl, port, extra),
        stdio: ['ignore', 'pipe', 'pipe'],
      })
      const current = child
      current.stdout.pipe(platformLog, { end: false })
      current.stderr.pipe(platformLog, { end: false })
      children.add(current)
      current.exited = new Promise((resolve) =>
        current.once('exit', (code, signal) => {
          children.delete(current)
          resolve({ code, signal })
        }),
      )
      await waitFor(`${self.url}/health`, 60_000)
    },
    kill(signal) {
      child?.kill(signal)
      return child?.exited
    },
  }
  return self
}

function roundRobin(port, upstreams) {
  const child = spawn(
    process.execPath,
    [path.join(root, 'scripts/round-robin.mjs'), '--port', String(port), ...upstreams.map((u) => u.url)],
    { stdio: ['ignore', 'ignore', 'ignore'] },
  )
  children.add(child)
  child.once('exit', () => children.delete(child))
  return { url: `http://127.0.0.1:${port}` }
}

function stopChildren() {
  for (const child of children) child.kill('SIGKILL')
}

/** Candidates signed up through `url`, each with a client that counts its attempts (the site's retry). */
async function signUpAll(url, run, count) {
  const anonymous = benchClient(url)
  const candidates = await Promise.all(
    Array.from({ length: count }, (_, i) => signUpCandidate(anonymous, run, i)),
  )
  const failed = candidates.filter((c) => !c.session)
  if (failed.length > 0) throw new Error(`${failed.length} sign-ups failed before any fault`)
  return candidates.map((c) => {
    const attempts = { count: 0 }
    return { ...c, attempts, client: benchClient(url, { session: c.session, attempts }) }
  })
}

/** Lost (none) and duplicated (more than one) live applications of these users to `opening`, in the database. */
function countInDatabase(cluster, candidates, opening = BENCH_OPENING) {
  const ids = candidates.map((c) => c.session.userId)
  const rows = cluster.psql(
    `select user_id, count(*) from subscriptions where opportunity_id = ${Number(opening)} and not is_deleted and user_id in (${ids.join(',')}) group by user_id`,
  )
  const per = new Map(
    rows
      .split('\n')
      .filter(Boolean)
      .map((line) => line.split('|').map(Number)),
  )
  return {
    lost: ids.filter((id) => !per.has(id)).length,
    duplicated: ids.filter((id) => (per.get(id) ?? 0) > 1).length,
  }
}

// ── 1. SIGKILL while 100 candidates apply ──────────────────────────────────────────────────────────────
async function killDuringApplications(cluster, [a], proxy) {
  const candidates = await signUpAll(proxy.url, `k${Date.now().toString(36)}`, CANDIDATES)
  let answered = 0
  let killedAt = null
  let restart = null
  let restartedAfterMs = null
  const started = performance.now()
  const applications = await Promise.all(
    candidates.map(async (c) => {
      const result = await applyCandidate(c.client, c.session)
      answered += 1
      if (answered === 10 && killedAt === null) {
        killedAt = Math.round(performance.now() - started)
        // SIGKILL: no drain, no answer to what it was running; the supervisor starts it again after 1 s.
        const killed = performance.now()
        restart = a
          .kill('SIGKILL')
          .then(() => sleep(1000))
          .then(() => a.start())
          .then(() => (restartedAfterMs = Math.round(performance.now() - killed)))
      }
      return result
    }),
  )
  await restart
  const counts = countInDatabase(cluster, candidates)
  const retried = candidates.filter((c) => c.attempts.count > 1).length
  return {
    candidates: CANDIDATES,
    killedAfterMs: killedAt,
    healthyAgainMsAfterKill: restartedAfterMs,
    subscriptionNew: summary('subscriptionNew (site retry included)', applications),
    candidatesRetried: retried,
    attempts: candidates.reduce((n, c) => n + c.attempts.count, 0),
    ...counts,
    ok: killedAt !== null && counts.lost === 0 && counts.duplicated === 0 && applications.every((r) => r.ok),
  }
}

// ── 2. PostgreSQL restarted under load ─────────────────────────────────────────────────────────────────
async function restartPostgres(cluster, platforms, proxy) {
  const opening = '100005'
  const candidates = await signUpAll(proxy.url, `r${Date.now().toString(36)}`, 40)
  const reads = []
  const health = platforms.map(() => [])
  let loading = true
  const readLoop = async () => {
    while (loading) {
      const t = performance.now()
      reads.push({
        at: t,
        ...(await timed(async () => {
          const response = await fetch(`${proxy.url}/v1/opportunities?page=1`, {
            signal: AbortSignal.timeout(SITE_TIMEOUT_MS),
          })
          await response.arrayBuffer()
          if (!response.ok) throw { code: `HTTP_${response.status}` }
        })),
      })
      await sleep(50)
    }
  }
  const healthLoop = async (platform, samples) => {
    while (loading) {
      try {
        const response = await fetch(`${platform.url}/health`, { signal: AbortSignal.timeout(5000) })
        samples.push({ at: performance.now(), status: response.status, body: await response.json() })
      } catch (error) {
        samples.push({ at: performance.now(), status: 0, body: String(error) })
      }
      await sleep(100)
    }
  }
  const loops = [...Array.from({ length: 4 }, readLoop), ...platforms.map((p, i) => healthLoop(p, health[i]))]

  // Applications spread over the restart: one every 100 ms from 1 s before the stop.
  const applications = candidates.map(async (c, i) => {
    await sleep(i * 100)
    return applyCandidate(c.client, c.session, opening)
  })
  await sleep(1000)
  const stoppedAt = performance.now()
  cluster.stop('fast')
  await sleep(3000)
  cluster.start()
  const upAt = performance.now()
  // Recovered: both processes healthy again, without a restart of theirs.
  let recoveredMs = null
  while (performance.now() - upAt < 20_000) {
    const answers = await Promise.all(
      platforms.map((p) =>
        fetch(`${p.url}/health`).then(
          (r) => r.status,
          () => 0,
        ),
      ),
    )
    if (answers.every((s) => s === 200)) {
      recoveredMs = Math.round(performance.now() - upAt)
      break
    }
    await sleep(100)
  }
  const firstResults = await Promise.all(applications)
  await sleep(2000)
  loading = false
  await Promise.all(loops)

  // The candidates who saw an error send their application again, as the site's message asks.
  const again = await Promise.all(
    candidates.map((c, i) => (firstResults[i].ok ? null : applyCandidate(c.client, c.session, opening))),
  )
  const counts = countInDatabase(cluster, candidates, opening)
  const recoveredAt = upAt + (recoveredMs ?? 0)
  const degraded = health.map((samples) =>
    samples.some((s) => s.status === 503 && s.body?.status === 'degraded' && s.at > stoppedAt),
  )
  // Hung: no answer within the site's own wait (the client gives up at 30 s; a read is cut there too).
  const hung = [...reads, ...firstResults, ...again.filter(Boolean)].filter(
    (r) => r.ms >= SITE_TIMEOUT_MS || r.error === 'TimeoutError',
  ).length
  const afterRecovery = reads.filter((r) => r.at > recoveredAt + 500)
  return {
    postgresDownMs: Math.round(upAt - stoppedAt),
    degradedSeenOnEachProcess: degraded,
    recoveredMsAfterPostgresUp: recoveredMs,
    reads: summary('GET /v1/opportunities during the restart', reads),
    readsAfterRecovery: summary('GET /v1/opportunities after recovery', afterRecovery),
    applications: summary('subscriptionNew during the restart', firstResults),
    applicationsSentAgain: summary('subscriptionNew sent again after an error', again.filter(Boolean)),
    hung,
    ...counts,
    ok:
      degraded.every(Boolean) &&
      recoveredMs !== null &&
      hung === 0 &&
      afterRecovery.every((r) => r.ok) &&
      again.every((r) => r === null || r.ok) &&
      counts.lost === 0 &&
      counts.duplicated === 0,
  }
}

// ── 3. SIGTERM drains what is in flight ────────────────────────────────────────────────────────────────
async function drainOnSigterm(cluster) {
  const port = await freePort()
  // The OWASP password cost (no PASSWORD_COST=fast): each sign-up is a real hash, at most two at a time.
  const platform = platformProcess(cluster.url, port, { PASSWORD_COST: '' })
  await platform.start()
  const run = `t${Date.now().toString(36)}`
  let answeredBeforeSignal = 0
  let signalled = false
  const sent = { count: 0 }
  const counting = benchClient(platform.url, { attempts: sent })
  const signUps = Array.from({ length: DRAIN_SIGN_UPS }, (_, i) =>
    signUpCandidate(counting, run, i).then((r) => {
      if (!signalled) answeredBeforeSignal += 1
      return r
    }),
  )
  // SIGTERM once every request is on its way to the platform (sealing them takes a moment) and received.
  while (sent.count < DRAIN_SIGN_UPS) await sleep(20)
  await sleep(500)
  signalled = true
  const t0 = performance.now()
  const exited = platform.kill('SIGTERM')
  const results = await Promise.all(signUps)
  const { code, signal } = await exited
  const exitMs = Math.round(performance.now() - t0)
  const failed = results.filter((r) => !r.session).length
  return {
    inFlightAtSigterm: DRAIN_SIGN_UPS - answeredBeforeSignal,
    userCreate: summary(
      'userCreate in flight at SIGTERM',
      results.map((r) => r.signUp),
    ),
    failed,
    exitCode: code,
    exitSignal: signal,
    exitMsAfterSigterm: exitMs,
    ok: failed === 0 && code === 0 && DRAIN_SIGN_UPS - answeredBeforeSignal > 0,
  }
}

async function main() {
  const guard = setTimeout(() => {
    console.error(`bench:faults passou de ${BENCH_LIMIT_MS / 1000} s: interrompido.`)
    stopChildren()
    process.exit(1)
  }, BENCH_LIMIT_MS)
  guard.unref()
  const cluster = await startCluster()
  try {
    const migrate = spawnSync(process.execPath, [path.join(root, 'apps/platform/dist/migrate.js')], {
      env: { ...process.env, DATABASE_URL: cluster.url },
      encoding: 'utf8',
    })
    if (migrate.status !== 0) throw new Error(`migrate: ${migrate.stderr}`)
    const platforms = [
      platformProcess(cluster.url, await freePort()),
      platformProcess(cluster.url, await freePort()),
    ]
    for (const platform of platforms) await platform.start() // the first seeds, under the schema lock
    const proxy = roundRobin(await freePort(), platforms)
    await waitFor(`${proxy.url}/health`, 10_000)

    const started = performance.now()
    const skipped = { skipped: true, lost: 0, duplicated: 0, hung: 0, failed: 0, ok: true }
    const kill = ONLY.has('kill') ? await killDuringApplications(cluster, platforms, proxy) : skipped
    const restart = ONLY.has('restart') ? await restartPostgres(cluster, platforms, proxy) : skipped
    const drain = ONLY.has('drain') ? await drainOnSigterm(cluster) : skipped
    const report = {
      database: 'PostgreSQL (throwaway cluster)',
      wallMs: Math.round(performance.now() - started),
      sigkillDuringApplications: kill,
      postgresRestartedUnderLoad: restart,
      sigtermDrain: drain,
    }
    console.log(JSON.stringify(report, null, 2))
    const lost = kill.lost + restart.lost
    const duplicated = kill.duplicated + restart.duplicated
    console.log(
      `bench:faults: ${lost} lost, ${duplicated} duplicated, ${restart.hung} hung, ` +
        `${drain.failed} failed at SIGTERM — ${kill.ok && restart.ok && drain.ok ? 'ok' : 'FAILED'}`,
    )
    const ok = kill.ok && restart.ok && drain.ok
    platformLog.end()
    // The platforms' lines are kept when something failed (or when asked for, BENCH_LOG).
    if (ok && !process.env.BENCH_LOG) rmSync(LOG_FILE, { force: true })
    else console.log(`The platforms' log lines: ${LOG_FILE}`)
    process.exitCode = ok ? 0 : 1
  } finally {
    stopChildren()
    cluster.remove()
  }
}

process.on('SIGINT', () => {
  stopChildren()
  process.exit(130)
})

main().catch((error) => {
  console.error(error)
  stopChildren()
  process.exitCode = 1
})
