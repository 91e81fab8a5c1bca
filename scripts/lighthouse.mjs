#!/usr/bin/env node
// `npm run lighthouse`: a performance audit, not a test. It builds the site and the local platform,
// starts them from their production builds on free ports (in-memory database, so it never touches
// apps/platform/.data) — one web server per brand (BRAND=aurora and BRAND=demo, the same build) — and runs
// Lighthouse several times per page in its mobile mode, with simulated throttling (Lighthouse's default:
// the page loads unthrottled and the timings are replayed on a slow phone) and with devtools throttling
// (the page really loads throttled). It prints the median figures against the targets (score ≥ 95,
// TBT ≤ 100 ms, CLS ≤ 0.02, JavaScript within scripts/budgets.mjs). It reports and does not gate: it exits
// 0 whatever the scores are, and non-zero only when it could not run (build failed, a server or Chrome
// did not start). Run it with the machine otherwise idle: simulated throttling replays what the quiet
// page did, so a busy CPU shows up as a slow phone.
//
// Beside each page it audits the same page with its scripts blocked (every `*.js` request refused; the
// server-rendered page alone): the ceiling the scripts are measured against. Its inline scripts still run,
// and the refused requests of the module list they add count in Lighthouse's simulated LCP, so the ceiling
// of a public page or of a first visit reads lower than the HTML and CSS alone would (docs/performance.md,
// "The ceiling counts the refused scripts"). Each table also gives the
// trace's main-thread work (Lighthouse's mainthread-work-breakdown: parsing, style, layout, scripts), and the
// score the run would have had with no blocking time (what its paints alone allow; docs/performance.md).
//
// Then, on the first brand, the pages a signed-in candidate spends time on (scripts/lighthouse-signed-in.mjs):
// the ficha, the tests page, a test question and /meu-perfil, a candidate signed in through the site with
// 'Manter conectado' in the same Chrome and Lighthouse keeping that storage, against their own targets
// (score ≥ 90, TBT ≤ 200 ms), each as a first visit (HTTP cache and service worker emptied before each run)
// and as a candidate coming back (the page opened once before, both kept). Each page's table is followed by
// its score beside the scripts-blocked one.
//
// Environment: LIGHTHOUSE_RUNS (default 5) — runs per page; LIGHTHOUSE_BRANDS (default 'aurora,demo');
// LIGHTHOUSE_THROTTLING (default 'simulate,devtools'); LIGHTHOUSE_CEILING (default '1'; '0' skips the
// scripts-blocked runs); LIGHTHOUSE_SIGNED_IN (default '1'; '0' skips the signed-in pages);
// LIGHTHOUSE_PUBLIC (default '1'; '0' audits only the signed-in pages); LIGHTHOUSE_SIGNED_IN_PAGES (default
// all; a comma-separated list of words the pages' labels contain: 'ficha,tests page,question,profile');
// LIGHTHOUSE_SIGNED_IN_VISITS (default 'first,returning'; one of them audits only that load);
// LIGHTHOUSE_SAVE=<folder> keeps every run's report (JSON, to open in the Lighthouse viewer or read its
// audits) and its trace (`*.trace.json`, for DevTools' Performance panel); LIGHTHOUSE_HTTP2=1 audits each site
// through an HTTPS and HTTP/2 front, as production serves it behind its load balancer (scripts/https-front.mjs);
// CHROMIUM_PATH — see scripts/browser.mjs.
import { spawn, spawnSync } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
// chrome-launcher is the launcher Lighthouse itself uses: it opens the remote-debugging port Lighthouse
// connects to, gives Chrome a throwaway profile and removes it on kill. It is a dependency of lighthouse
// that npm hoists to the root node_modules, so it needs no entry of its own in package.json.
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { CHROMIUM_ARGS, findChromium } from './browser.mjs'
import { JS_TRANSFER_BUDGET_KIB, PUBLIC_PAGES } from './budgets.mjs'
import { signInForAudit } from './lighthouse-signed-in.mjs'
import { localPlatformEnv, localWebEnv } from './local-env.mjs'
import { startHttpsFront } from './https-front.mjs'
import { freePorts } from './ports.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

/**
 * The score Lighthouse must reach (0–100) and the ceilings of two of its metrics: on the public pages, and
 * on the signed-in ones (heavier by nature: the account runtime, the forms), which have no transfer budget
 * yet.
 */
const TARGETS = {
  public: { score: 95, tbt: 100, cls: 0.02, jsKib: JS_TRANSFER_BUDGET_KIB },
  signedIn: { score: 90, tbt: 200, cls: 0.02, jsKib: null },
}
/** Pages audited. /vagas/100001 is a fixed opening the platform seeds as open, so the URL is stable. */
const PAGES = PUBLIC_PAGES
const list = (value, fallback) =>
  (value ?? fallback)
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
const BRANDS = list(process.env.LIGHTHOUSE_BRANDS, 'aurora,demo')
const THROTTLING = list(process.env.LIGHTHOUSE_THROTTLING, 'simulate,devtools')
// Lighthouse scores vary from run to run (timers, GC, a shared machine); the median of several runs is
// the figure worth comparing, which is why every number printed below is a median.
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5)
const CEILING = (process.env.LIGHTHOUSE_CEILING ?? '1') !== '0'
const SIGNED_IN = (process.env.LIGHTHOUSE_SIGNED_IN ?? '1') !== '0'
const PUBLIC = (process.env.LIGHTHOUSE_PUBLIC ?? '1') !== '0'
const SIGNED_IN_PAGES = list(process.env.LIGHTHOUSE_SIGNED_IN_PAGES, '')
const HTTP2 = (process.env.LIGHTHOUSE_HTTP2 ?? '0') === '1'
/**
 * How the signed-in pages are loaded: 'first', the HTTP cache and the service worker emptied before each run
 * (a first visit of the day after a release: every script downloaded); 'returning', the page opened once
 * before its runs and both kept (what a candidate who comes back has).
 */
const SIGNED_IN_VISITS = list(process.env.LIGHTHOUSE_SIGNED_IN_VISITS, 'first,returning')
const VISIT_LABEL = { first: 'first visit', returning: 'returning' }
const SAVE_DIR = process.env.LIGHTHOUSE_SAVE ? path.resolve(process.env.LIGHTHOUSE_SAVE) : null
if (SAVE_DIR) mkdirSync(SAVE_DIR, { recursive: true })
const STARTUP_TIMEOUT_MS = 120_000 // the platform seeds its database on first start, which takes a while

if (THROTTLING.some((method) => method !== 'simulate' && method !== 'devtools')) {
  console.error(
    `LIGHTHOUSE_THROTTLING takes 'simulate' and/or 'devtools' (got ${process.env.LIGHTHOUSE_THROTTLING}).`,
  )
  process.exit(1)
}
if (SIGNED_IN_VISITS.length === 0 || SIGNED_IN_VISITS.some((visit) => !(visit in VISIT_LABEL))) {
  console.error(
    `LIGHTHOUSE_SIGNED_IN_VISITS takes 'first' and/or 'returning' (got ${process.env.LIGHTHOUSE_SIGNED_IN_VISITS}).`,
  )
  process.exit(1)
}
if (!Number.isInteger(RUNS) || RUNS < 1) {
  console.error(
    `LIGHTHOUSE_RUNS must be a whole number ≥ 1 (got ${JSON.stringify(process.env.LIGHTHOUSE_RUNS)}).`,
  )
  process.exit(1)
}

// ---------------------------------------------------------------------------------------------------
// Clean-up. Every server runs in its own process group (detached) and Chrome does too (chrome-launcher
// spawns it detached), so killing the group also reaches grandchildren. No server may outlive the script:
// clean-up runs on success, on error, on Ctrl-C / SIGTERM, and a last synchronous SIGKILL runs on exit.
// ---------------------------------------------------------------------------------------------------

/** @type {import('node:child_process').ChildProcess[]} */
const servers = []
/** @type {import('chrome-launcher').LaunchedChrome | undefined} */
let chrome
let stopping = false

const isRunning = (child) => child.pid !== undefined && child.exitCode === null && child.signalCode === null

function killGroup(pid, signal) {
  try {
    process.kill(-pid, signal)
  } catch {
    // the group is already gone
  }
}

/** Stops Chrome and both servers (SIGTERM, then SIGKILL after 5 s), then exits with `code`. */
async function shutdown(code) {
  if (stopping) return
  stopping = true
  if (chrome) {
    try {
      await chrome.kill() // SIGKILLs Chrome's process group and removes its temporary profile
    } catch {
      killGroup(chrome.pid, 'SIGKILL')
    }
  }
  const alive = servers.filter(isRunning)
  for (const child of alive) killGroup(child.pid, 'SIGTERM')
  const exited = Promise.all(alive.map((child) => new Promise((resolve) => child.once('exit', resolve))))
  const timeout = new Promise((resolve) => setTimeout(resolve, 5000).unref())
  await Promise.race([exited, timeout])
  for (const child of servers) if (isRunning(child)) killGroup(child.pid, 'SIGKILL')
  process.exit(code)
}

// Last resort (e.g. an uncaught exception that skipped shutdown): synchronous, so it still runs at exit.
process.on('exit', () => {
  for (const child of servers) if (isRunning(child)) killGroup(child.pid, 'SIGKILL')
  if (chrome?.pid) killGroup(chrome.pid, 'SIGKILL')
})
process.on('SIGINT', () => {
  console.error('\nInterrupted: stopping the servers and Chrome…')
  shutdown(130)
})
process.on('SIGTERM', () => shutdown(143))

/** Prints why the script could not run, stops everything and exits non-zero. */
function fail(message) {
  if (stopping) return // Ctrl-C already under way: the errors it causes (Chrome gone…) are not news
  console.error(`\nlighthouse: ${message}`)
  shutdown(1)
}

// ---------------------------------------------------------------------------------------------------
// Servers
// ---------------------------------------------------------------------------------------------------

/**
 * Starts a server in its own process group. Its stdout is dropped (request logs would drown the table);
 * the tail of its stderr is kept and printed only if it dies, so a failure still explains itself.
 */
function startServer(label, args, { cwd, env }) {
  const child = spawn(process.execPath, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true,
  })
  let stderr = ''
  child.stderr.on('data', (chunk) => {
    stderr = (stderr + chunk).slice(-4000)
  })
  child.on('error', (error) => fail(`could not start the ${label}: ${error.message}`))
  child.on('exit', (code, signal) => {
    if (!stopping)
      fail(
        `the ${label} stopped on its own (${signal ?? `exit ${code}`}).${stderr ? `\n${stderr.trimEnd()}` : ''}`,
      )
  })
  servers.push(child)
  return child
}

/** Polls `url` until it answers 200; a server that dies meanwhile is reported by its 'exit' handler. */
async function waitFor200(url, label) {
  const start = Date.now()
  while (Date.now() - start < STARTUP_TIMEOUT_MS) {
    if (stopping) return
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(10_000) })
      if (res.status === 200) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error(`the ${label} did not answer 200 at ${url} within ${STARTUP_TIMEOUT_MS / 1000} s.`)
}

// ---------------------------------------------------------------------------------------------------
// Figures
// ---------------------------------------------------------------------------------------------------

function median(values) {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

/** JavaScript bytes over the wire: resource-summary's script row, else the sum over network-requests. */
function scriptTransferSize(lhr) {
  const summaryRow = lhr.audits['resource-summary']?.details?.items?.find(
    (item) => item.resourceType === 'script',
  )
  if (summaryRow) return summaryRow.transferSize
  const requests = lhr.audits['network-requests']?.details?.items ?? []
  return requests
    .filter((r) => r.resourceType === 'Script')
    .reduce((sum, r) => sum + (r.transferSize ?? 0), 0)
}

/** The figures of one run, or the reason the run produced none. */
/**
 * The page's main thread in the load's trace, from the first contentful paint on: its top-level tasks' time
 * on the wall and on the CPU, and the blocking time their CPU time alone gives at Lighthouse's 4× (each
 * task's CPU time × 4, less 50 ms). A task that waits for a core in the middle of its work (a 2-core
 * machine running Chrome, Lighthouse and the servers) lasts longer on the wall than its work, and simulated
 * throttling multiplies the wall time; this figure counts the work only, so it moves less with the machine.
 */
function traceCpu(lhr, trace) {
  const events = trace?.traceEvents
  const fcpTs = lhr.audits.metrics?.details?.items?.[0]?.observedFirstContentfulPaintTs
  if (!Array.isArray(events) || typeof fcpTs !== 'number') return {}
  const key = (event) => `${event.pid}:${event.tid}`
  /** The threads (pid:tid) Chrome named so in the trace's metadata. */
  const threadsNamed = (name) =>
    new Set(events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === name).map(key))
  const renderers = threadsNamed('CrRendererMain')
  const counts = new Map()
  for (const e of events)
    if (e.ph === 'X' && renderers.has(key(e))) counts.set(key(e), (counts.get(key(e)) ?? 0) + 1)
  // The audited page's renderer is the busiest one.
  const main = [...counts].sort((a, b) => b[1] - a[1])[0]?.[0]
  if (!main) return {}
  const tasks = events
    .filter(
      (e) =>
        e.ph === 'X' &&
        key(e) === main &&
        (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask') &&
        typeof e.dur === 'number' &&
        e.ts >= fcpTs,
    )
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur)
  let end = -Infinity
  let wall = 0
  let cpu = 0
  let blocking = 0
  for (const task of tasks) {
    if (task.ts < end) continue // nested in the task before
    end = task.ts + task.dur
    const taskCpu = (task.tdur ?? task.dur) / 1000
    wall += task.dur / 1000
    cpu += taskCpu
    blocking += Math.max(0, taskCpu * 4 - 50)
  }
  // What the load made the browser draw: Lighthouse keeps a screenshot of every frame (its filmstrip), and on
  // a machine that composites without a GPU each frame costs the GPU process's compositor thread CPU on the
  // same cores the page waits for (docs/performance.md, "A spinner that turns in steps").
  const compositors = threadsNamed('VizCompositorThread')
  let compositorCpu = 0
  for (const e of events)
    if (e.ph === 'X' && e.name === 'RunTask' && compositors.has(key(e)) && typeof e.dur === 'number')
      compositorCpu += (e.tdur ?? e.dur) / 1000
  const frames = events.filter((e) => e.name === 'Screenshot').length
  return { tasksWall: wall, tasksCpu: cpu, cpuBlocking: blocking, frames, compositorCpu }
}

/** Lighthouse's own failures to record a load's trace: the run is made again (audit, below). */
const LOST_TRACE = new Set(['NO_NAVSTART', 'NO_TRACING_STARTED'])

/**
 * The score the same run would have had with no blocking time at all: Lighthouse's weighted mean of its
 * metrics' scores with TBT's counted as 1. TBT is the figure this machine's load moves most (its tasks' wall
 * time, multiplied by four); what is left is what the page's paints (LCP, Speed Index) and layout allow.
 */
function scoreWithoutBlocking(lhr) {
  const refs = (lhr.categories.performance?.auditRefs ?? []).filter((ref) => ref.weight > 0)
  const total = refs.reduce((sum, ref) => sum + ref.weight, 0)
  if (total === 0) return undefined
  const weighted = refs.reduce(
    (sum, ref) =>
      sum + ref.weight * (ref.id === 'total-blocking-time' ? 1 : (lhr.audits[ref.id]?.score ?? 0)),
    0,
  )
  return (weighted / total) * 100
}

function figures(lhr, trace) {
  if (lhr.runtimeError) return { error: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` }
  const score = lhr.categories.performance?.score
  if (typeof score !== 'number') {
    // A metric Lighthouse could not measure leaves the category without a score; name it and why (a
    // test question with its scripts blocked draws only its loading indicator: NO_LCP).
    const missing = (lhr.categories.performance?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.scoreDisplayMode === 'error')
      .map((ref) => `${ref.id} ${lhr.audits[ref.id].errorMessage}`)
    return {
      error: `Lighthouse returned no performance score${missing.length > 0 ? ` (${missing.join('; ')})` : ''}`,
      unmeasurable: missing.length > 0,
    }
  }
  const cpu = traceCpu(lhr, trace)
  // Under devtools throttling the CPU was slowed while the page loaded, and its tasks' thread times include
  // the slowing: multiplying them by 4 again would count it twice, so that column is for simulated runs only.
  if (lhr.configSettings?.throttlingMethod !== 'simulate') delete cpu.cpuBlocking
  return {
    ...cpu,
    score: score * 100,
    scoreWithoutBlocking: scoreWithoutBlocking(lhr),
    fcp: lhr.audits['first-contentful-paint'].numericValue,
    lcp: lhr.audits['largest-contentful-paint'].numericValue,
    tbt: lhr.audits['total-blocking-time'].numericValue,
    cls: lhr.audits['cumulative-layout-shift'].numericValue,
    js: scriptTransferSize(lhr),
    mainThread: lhr.audits['mainthread-work-breakdown']?.numericValue ?? 0,
    // The same work by kind (script evaluation, style and layout, parsing, rendering…), in ms.
    mainThreadByKind: Object.fromEntries(
      (lhr.audits['mainthread-work-breakdown']?.details?.items ?? []).map((item) => [
        item.groupLabel ?? item.group,
        item.duration,
      ]),
    ),
  }
}

const formats = {
  score: (v) => String(Math.round(v)),
  scoreWithoutBlocking: (v) => String(Math.round(v)),
  fcp: (v) => `${Math.round(v)} ms`,
  lcp: (v) => `${Math.round(v)} ms`,
  tbt: (v) => `${Math.round(v)} ms`,
  cls: (v) => v.toFixed(3),
  js: (v) => `${(v / 1024).toFixed(1)} KiB`,
  mainThread: (v) => `${Math.round(v)} ms`,
  tasksWall: (v) => `${Math.round(v)} ms`,
  tasksCpu: (v) => `${Math.round(v)} ms`,
  cpuBlocking: (v) => `${Math.round(v)} ms`,
  frames: (v) => String(Math.round(v)),
  compositorCpu: (v) => `${Math.round(v)} ms`,
}
const labels = {
  score: 'performance score',
  scoreWithoutBlocking: 'score with TBT at 0',
  fcp: 'FCP',
  lcp: 'LCP',
  tbt: 'TBT',
  cls: 'CLS',
  js: 'JS transferred',
  mainThread: 'main-thread work',
  tasksWall: 'tasks after FCP, wall',
  tasksCpu: 'tasks after FCP, CPU',
  cpuBlocking: 'blocking from CPU ×4',
  frames: 'frames drawn (screenshots)',
  compositorCpu: 'GPU compositor, CPU',
}

function printTable(title, runs, { ceiling = false, targets = TARGETS.public, ceilingRuns = null } = {}) {
  const ok = runs.filter((run) => !run.error)
  console.log(`\n${title}  (${ok.length} of ${runs.length} runs; median, with min–max over the runs)`)
  for (const run of runs) if (run.error) console.log(`  a run failed: ${run.error}`)
  if (ok.length === 0) return null
  const rows = Object.keys(labels).flatMap((key) => {
    const values = ok.map((run) => run[key])
    if (values.some((value) => typeof value !== 'number')) return [] // no trace kept for this figure
    const range = `${formats[key](Math.min(...values))} – ${formats[key](Math.max(...values))}`
    return [[labels[key], formats[key](median(values)), range]]
  })
  const widths = [0, 1, 2].map((i) =>
    Math.max(...rows.map((row) => row[i].length), ['metric', 'median', 'range'][i].length),
  )
  const line = (cells) =>
    `  ${cells.map((cell, i) => (i === 1 ? cell.padStart(widths[i]) : cell.padEnd(widths[i]))).join('   ')}`.trimEnd()
  console.log(line(['metric', 'median', 'range']))
  for (const row of rows) console.log(line(row))
  // The trace's main-thread work by kind: the median of each over the runs, largest first.
  const kinds = [...new Set(ok.flatMap((run) => Object.keys(run.mainThreadByKind ?? {})))]
  const byKind = kinds
    .map((kind) => [kind, median(ok.map((run) => run.mainThreadByKind?.[kind] ?? 0))])
    .sort((a, b) => b[1] - a[1])
  if (byKind.length > 0)
    console.log(
      `  main thread by kind: ${byKind.map(([kind, ms]) => `${kind} ${Math.round(ms)} ms`).join(', ')}`,
    )
  // The scripts-blocked page is what the scripts are compared with, not a page anyone gets: no verdict.
  if (ceiling) return null
  // Rounded as Lighthouse shows it, so an even number of runs (a median of 94.5) cannot print "95 < 95".
  const score = Math.round(median(ok.map((run) => run.score)))
  const tbt = median(ok.map((run) => run.tbt))
  const cls = median(ok.map((run) => run.cls))
  const js = median(ok.map((run) => run.js)) / 1024
  const bounds = ceilingRuns?.filter((run) => !run.error) ?? []
  if (bounds.length > 0) {
    // Machines differ; the distance to the same page without its scripts, measured in the same run, is
    // what holds from one machine to another.
    const top = Math.round(median(bounds.map((run) => run.score)))
    const work = median(ok.map((run) => run.mainThread)) - median(bounds.map((run) => run.mainThread))
    console.log(
      `  against its scripts-blocked ceiling: score ${score} of ${top} (${score - top >= 0 ? '+' : ''}${score - top}); ` +
        `the scripts add ${Math.round(work)} ms of main-thread work`,
    )
  }
  const misses = [
    score < targets.score && `score ${score} < ${targets.score}`,
    tbt > targets.tbt && `TBT ${Math.round(tbt)} ms > ${targets.tbt} ms`,
    cls > targets.cls && `CLS ${cls.toFixed(3)} > ${targets.cls}`,
    targets.jsKib !== null && js > targets.jsKib && `JS ${js.toFixed(1)} KiB > ${targets.jsKib} KiB`,
  ].filter(Boolean)
  console.log(misses.length ? `  BELOW the targets: ${misses.join('; ')}` : '  meets the targets')
  return misses.length === 0
}

// ---------------------------------------------------------------------------------------------------
// Main
// ---------------------------------------------------------------------------------------------------

async function main() {
  // 1. Build the web app, the platform and the packages they depend on (the `...` suffix); turbo's cache
  //    makes this instant when nothing changed, exactly as `npm start` does.
  console.log('Building the site and the platform (cached after the first time)…')
  const build = spawnSync(
    path.join(root, 'node_modules/.bin/turbo'),
    [
      'run',
      'build',
      '--filter=@carreiras/web...',
      '--filter=@carreiras/platform...',
      '--output-logs=errors-only',
    ],
    { cwd: root, stdio: 'inherit' },
  )
  if (build.status !== 0) throw new Error('the build failed: see the messages above.')

  // 2. Start the platform and the web server the way the e2e suite does (apps/web/playwright.config.ts):
  //    production builds, an in-memory database (memory://) so nothing on disk is read or written, logs off.
  //    With LIGHTHOUSE_HTTP2=1 each site also gets an HTTPS and HTTP/2 front on a port of its own, and the
  //    site's address (what Chrome loads, SITE_URL, the platform's WEB_ORIGIN) is the front's.
  const [platformPort, ...webPorts] = await freePorts(1 + BRANDS.length * (HTTP2 ? 2 : 1))
  const platformUrl = `http://127.0.0.1:${platformPort}`
  const sites = BRANDS.map((brand, i) => {
    const server = `http://127.0.0.1:${webPorts[i]}`
    return { brand, server, url: HTTP2 ? `https://127.0.0.1:${webPorts[BRANDS.length + i]}` : server }
  })
  console.log(
    `Starting the platform (${platformUrl}) and the site (${sites.map(({ brand, url }) => `${brand} ${url}`).join(', ')})…`,
  )
  startServer('platform', [path.join(root, 'apps/platform/dist/server.js')], {
    cwd: path.join(root, 'apps/platform'),
    // WEB_ORIGIN: the sites' own origins (return addresses); browsers reach the platform through the
    // first site's same-origin proxy (PUBLIC_URL, SITE_PROXY_SECRET: scripts/local-env.mjs).
    env: {
      PORT: String(platformPort),
      PGLITE_DIR: 'memory://',
      LOG: 'off',
      WEB_ORIGIN: sites.map(({ url }) => url).join(','),
      // The audited pages list the demonstration openings (/vagas/100001).
      SEED_DEMO: '1',
      ...localPlatformEnv({ siteUrl: sites[0].url }),
    },
  })
  for (const { brand, url, server } of sites)
    startServer(
      `web server (${brand})`,
      [path.join(root, 'apps/web/server.mjs'), './build/server/index.js'],
      {
        cwd: path.join(root, 'apps/web'),
        env: {
          PORT: new URL(server).port,
          NODE_ENV: 'production',
          // What a production build requires, pointed at the local platform (scripts/local-env.mjs).
          ...localWebEnv({ platformUrl, siteUrl: url }),
          BRAND: brand,
        },
      },
    )
  await waitFor200(`${platformUrl}/health`, 'platform')
  for (const { brand, server } of sites) await waitFor200(`${server}/vagas`, `web server (${brand})`)
  if (HTTP2)
    for (const { url, server } of sites)
      await startHttpsFront({ port: Number(new URL(url).port), upstream: server })

  // One plain request per page before auditing, so the first Lighthouse run does not pay for cold caches
  // in the servers (module loading, the platform's first queries) that no real visitor would see twice.
  for (const { server } of sites)
    for (const page of PAGES) {
      const res = await fetch(server + page)
      await res.arrayBuffer()
      if (res.status !== 200)
        throw new Error(`${server}${page} answered ${res.status}, not 200: nothing to audit.`)
    }

  // 3. One Chrome for every run: launching it per run would add minutes on a 2-core machine. The browser is
  //    the one every test suite drives (scripts/browser.mjs), headless with the same flags.
  //    handleSIGINT: false — chrome-launcher would otherwise exit the process on Ctrl-C before our
  //    shutdown() stops the servers.
  chrome = await chromeLauncher.launch({
    chromePath: findChromium(),
    // The front's certificate is made for the run: this Chrome alone accepts it.
    chromeFlags: ['--headless=new', ...(HTTP2 ? ['--ignore-certificate-errors'] : []), ...CHROMIUM_ARGS],
    handleSIGINT: false,
    logLevel: 'silent',
  })
  if (stopping) return

  // No config passed: Lighthouse's default config is the mobile one (formFactor mobile, a Moto G Power
  // screen, slow 4G and 4× CPU throttling), which is what the target of 95 refers to. throttlingMethod
  // chooses how that throttling is applied: simulated (the default) or by Chrome's devtools while loading.
  const audits = sites.flatMap((site) => THROTTLING.map((throttling) => ({ ...site, throttling })))
  const results = []
  let retried = 0 // runs made again because Lighthouse lost the trace (LOST_TRACE)
  let version = '' // every report carries the Lighthouse version that produced it; printed in the header

  /** `RUNS` runs of one page, then as many with its scripts blocked (the ceiling) unless CEILING is off. */
  async function audit({ title, address, throttling, targets, extraFlags = {}, beforeRun = async () => {} }) {
    const flags = {
      port: chrome.port,
      onlyCategories: ['performance'],
      output: 'json',
      logLevel: 'error',
      throttlingMethod: throttling,
      ...extraFlags,
    }
    const entry = { title, targets, runs: [], ceilingRuns: null }
    for (const blocked of CEILING ? [false, true] : [false]) {
      const runs = []
      for (let i = 1; i <= RUNS; i++) {
        if (stopping) return
        process.stdout.write(`  ${title}${blocked ? ' (scripts blocked)' : ''} run ${i}/${RUNS}      \r`)
        let result
        // Now and then Lighthouse itself fails to record the load's trace (NO_NAVSTART): nothing about the
        // page, so that run is made again (twice at most) rather than leaving the median to four runs.
        for (let attempt = 1; attempt <= 3; attempt++) {
          await beforeRun()
          result = await lighthouse(address, blocked ? { ...flags, blockedUrlPatterns: ['*.js'] } : flags)
          if (!result) throw new Error(`Lighthouse returned nothing for ${address}.`)
          if (!LOST_TRACE.has(result.lhr.runtimeError?.code) || attempt === 3) break
          retried++
        }
        version = result.lhr.lighthouseVersion
        if (SAVE_DIR) {
          const name = `${title}${blocked ? ' blocked' : ''} ${i}`
            .replace(/[^a-z0-9]+/gi, '-')
            .replace(/^-|-$/g, '')
          writeFileSync(path.join(SAVE_DIR, `${name}.json`), result.report)
          // The page load's trace too (DevTools' Performance panel opens it): what each long task did.
          const trace = result.artifacts?.Trace
          if (trace) writeFileSync(path.join(SAVE_DIR, `${name}.trace.json`), JSON.stringify(trace))
        }
        const run = figures(result.lhr, result.artifacts?.Trace)
        runs.push(run)
        // A page that draws nothing measurable without its scripts has no ceiling: the same load again
        // would fail the same way, so one run says it.
        if (blocked && run.unmeasurable) {
          console.log(`\n  ${title}: no ceiling, the page with its scripts blocked gives no score`)
          break
        }
      }
      if (blocked) entry.ceilingRuns = runs
      else entry.runs = runs
    }
    results.push(entry)
  }

  if (PUBLIC) {
    console.log(
      `Auditing ${PAGES.length} public pages × ${audits.length} (brand, throttling) pairs × ${RUNS} runs (mobile); this takes a while…`,
    )
    for (const { brand, url, throttling } of audits)
      for (const page of PAGES)
        await audit({
          title: `${page} — ${brand}, ${throttling} throttling`,
          address: url + page,
          throttling,
          targets: TARGETS.public,
        })
  }

  // The signed-in pages, on the first brand (the one whose proxy the platform's PUBLIC_URL names): a
  // candidate signs in once; Lighthouse keeps the storage (disableStorageReset) and the HTTP cache is
  // emptied before each run, as a storage reset would have done.
  if (SIGNED_IN && !stopping) {
    const site = sites[0]
    console.log(`Signing a candidate in on ${site.brand} for the signed-in pages…`)
    const signedIn = await signInForAudit({ chromePort: chrome.port, siteUrl: site.url, platformUrl })
    const pages = signedIn.pages.filter(
      ({ label }) => SIGNED_IN_PAGES.length === 0 || SIGNED_IN_PAGES.some((word) => label.includes(word)),
    )
    try {
      console.log(
        `Auditing ${pages.length} signed-in pages × ${SIGNED_IN_VISITS.length} visits × ${THROTTLING.length} ` +
          `throttling × ${RUNS} runs (mobile)…`,
      )
      for (const visit of SIGNED_IN_VISITS)
        for (const throttling of THROTTLING)
          for (const { label, path: page } of pages) {
            if (visit === 'returning') await signedIn.visit(page)
            await audit({
              title: `${page} (${label}, signed in, ${VISIT_LABEL[visit]}) — ${site.brand}, ${throttling} throttling`,
              address: site.url + page,
              throttling,
              targets: TARGETS.signedIn,
              extraFlags: { disableStorageReset: true },
              beforeRun: visit === 'first' ? signedIn.clearCache : undefined,
            })
          }
    } finally {
      await signedIn.close()
    }
  }
  process.stdout.write(' '.repeat(100) + '\r')

  // 4. The report: medians per page, and the verdict against the targets.
  const describe = ({ score, tbt, cls, jsKib }) =>
    `score ≥ ${score}, TBT ≤ ${tbt} ms, CLS ≤ ${cls}${jsKib === null ? '' : `, JS ≤ ${jsKib} KiB`}`
  console.log(
    `\nLighthouse ${version} — performance, mobile, ${RUNS} runs per page` +
      `${HTTP2 ? ', over HTTPS and HTTP/2 (LIGHTHOUSE_HTTP2=1)' : ', over HTTP/1.1'}; targets: public pages ` +
      `${describe(TARGETS.public)}; signed-in pages ${describe(TARGETS.signedIn)}`,
  )
  const verdicts = []
  for (const { title, runs, ceilingRuns, targets } of results) {
    verdicts.push(printTable(title, runs, { targets, ceilingRuns }))
    if (ceilingRuns) printTable(`${title}, scripts blocked (the ceiling)`, ceilingRuns, { ceiling: true })
  }
  const audited = verdicts.filter((verdict) => verdict !== null)
  if (audited.length === 0) throw new Error('no Lighthouse run succeeded, so there is nothing to report.')
  const meeting = audited.filter(Boolean).length
  if (retried > 0)
    console.log(`\n${retried} run(s) made again: Lighthouse had not recorded the load's trace.`)
  console.log(`\n${meeting} of ${results.length} audits meet the targets.`)
}

// 5. Always stop everything; 0 once the report is printed (whatever the scores), 1 if it could not run.
main().then(
  () => shutdown(0),
  (error) => fail(error instanceof Error ? error.message : String(error)),
)
