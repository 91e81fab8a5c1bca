#!/usr/bin/env node
// `npm run inp`: Interaction to Next Paint of the interactions a candidate repeats most, measured in
// headless Chromium with its CPU slowed 4× (DevTools' Emulation.setCPUThrottlingRate, as Lighthouse's
// mobile profile does): typing in the ficha, choosing a city on the ficha, answering a test question,
// opening the account dialog on a public page and saving a profile box (/meu-perfil). Each interaction is
// repeated INP_REPEATS times (default 12) on its page; the table gives p50, p75 and max of their latencies
// and the worst one's breakdown (input delay / processing / presentation delay, and its longest script by
// the Long Animation Frame API), against the target p75 ≤ 100 ms (docs/performance.md, "Responsiveness
// (INP)"). It reports; with `--check` it exits 1 when a p75 is over the target.
//
// The latencies are the browser's Event Timing entries (one interaction = the longest entry of its
// interactionId, as web-vitals counts it); web-vitals' attribution build (`web-vitals/attribution`,
// injected into every page, reportAllChanges) gives the breakdown of the worst interaction of each kind.
// An interaction shorter than 16 ms produces no entry (the API's floor) and counts as 16 ms.
//
// It starts the built platform (in-memory database, demonstration data) and one site (brand aurora) on
// free ports, and stops them when it ends, as scripts/lighthouse.mjs does; build first
// (`npx turbo run build --filter=@carreiras/web... --filter=@carreiras/platform...`). The candidate is a
// fresh one, signed in through the site (scripts/lighthouse-signed-in.mjs). The machine's load moves the
// figures: the header prints `uptime`; compare before/after runs made one after the other.
//
// With `--load` it measures the signed-in pages' loads instead (the ficha, the tests page, a test question,
// /meu-perfil, each loaded INP_REPEATS times, default 3, in a fresh tab with the HTTP cache emptied): the
// Long Animation Frame entries of the load, their blocking time in all and the longest frames with the
// scripts that ran in them (what started each: a module script, a promise, React's scheduler), to find
// what blocks the main thread (docs/performance.md, "The signed-in pages").
//
// Environment: INP_REPEATS (default 12), INP_CPU (default 4), INP_ONLY (comma-separated keys: typing,
// city, question, dialog, profile), INP_WEB_BUILD (another build of the site to measure, e.g. a copy of
// apps/web/build made before a change, inside apps/web so that its imports resolve; default
// apps/web/build/server/index.js), INP_PROFILE (a folder: a CPU profile of each interaction's measured
// repetitions, `<key>.cpuprofile`, or with `--load` each load's, `<page>-load-<n>.cpuprofile`; build the site
// unminified for readable names, docs/performance.md),
// CHROMIUM_PATH (scripts/browser.mjs).
import { spawn, execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import * as chromeLauncher from 'chrome-launcher'
import { ptBR } from '@carreiras/core'
import { chromium } from 'playwright-core'
import { CHROMIUM_ARGS, findChromium } from './browser.mjs'
import { signInForAudit } from './lighthouse-signed-in.mjs'
import { localPlatformEnv, localWebEnv } from './local-env.mjs'
import { freePorts } from './ports.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const require = createRequire(import.meta.url)
const TARGET_P75_MS = 100
const LOAD = process.argv.includes('--load')
const REPEATS = Number(process.env.INP_REPEATS ?? (LOAD ? 3 : 12))
const CPU_RATE = Number(process.env.INP_CPU ?? 4)
const ONLY = (process.env.INP_ONLY ?? '')
  .split(',')
  .map((s) => s.trim())
  .filter(Boolean)
const CHECK = process.argv.includes('--check')
/** A folder for a CPU profile of each interaction's measured repetitions (none when unset). */
const PROFILE_DIR = process.env.INP_PROFILE ? path.resolve(process.env.INP_PROFILE) : undefined
/** The Event Timing API reports no interaction shorter than this (its minimum durationThreshold). */
const FLOOR_MS = 16
const STARTUP_TIMEOUT_MS = 240_000 // seeding the demonstration data takes minutes on a loaded machine

if (!Number.isInteger(REPEATS) || REPEATS < 1) {
  console.error(`INP_REPEATS must be a whole number ≥ 1 (got ${process.env.INP_REPEATS}).`)
  process.exit(1)
}
for (const [label, file] of [
  ['the platform', 'apps/platform/dist/server.js'],
  ['the site', 'apps/web/build/server/index.js'],
])
  if (!existsSync(path.join(root, file))) {
    console.error(`inp: ${label} is not built (${file}). Build first: npx turbo run build`)
    process.exit(1)
  }

// ---------------------------------------------------------------------------------------------------
// Servers and Chrome: each in its own process group, all stopped on every way out.
// ---------------------------------------------------------------------------------------------------
const servers = []
let chrome
let stopping = false
const killGroup = (pid, signal) => {
  try {
    process.kill(-pid, signal)
  } catch {
    // already gone
  }
}
async function shutdown(code) {
  if (stopping) return
  stopping = true
  if (chrome) {
    try {
      await chrome.kill() // removes its temporary profile too
    } catch {
      killGroup(chrome.pid, 'SIGKILL')
    }
  }
  for (const child of servers) if (child.exitCode === null) killGroup(child.pid, 'SIGTERM')
  await Promise.race([
    Promise.all(
      servers
        .filter((child) => child.exitCode === null)
        .map((child) => new Promise((resolve) => child.once('exit', resolve))),
    ),
    new Promise((resolve) => setTimeout(resolve, 5000).unref()),
  ])
  for (const child of servers) if (child.exitCode === null) killGroup(child.pid, 'SIGKILL')
  process.exit(code)
}
process.on('exit', () => {
  for (const child of servers) if (child.exitCode === null) killGroup(child.pid, 'SIGKILL')
  if (chrome?.pid) killGroup(chrome.pid, 'SIGKILL')
})
process.on('SIGINT', () => shutdown(130))
process.on('SIGTERM', () => shutdown(143))
function fail(message) {
  if (stopping) return
  console.error(`\ninp: ${message}`)
  shutdown(2)
}

function startServer(label, args, { cwd, env }) {
  const child = spawn(process.execPath, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true,
  })
  let stderr = ''
  child.stderr.on('data', (chunk) => (stderr = (stderr + chunk).slice(-4000)))
  child.on('exit', (code, signal) => {
    if (!stopping) fail(`the ${label} stopped on its own (${signal ?? `exit ${code}`}).\n${stderr.trimEnd()}`)
  })
  servers.push(child)
}

async function waitFor200(url, label) {
  const start = Date.now()
  while (Date.now() - start < STARTUP_TIMEOUT_MS) {
    const ok = await fetch(url, { signal: AbortSignal.timeout(10_000) }).then(
      (r) => r.status === 200,
      () => false,
    )
    if (ok) return
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error(`the ${label} did not answer 200 at ${url}.`)
}

// ---------------------------------------------------------------------------------------------------
// What runs in every page: web-vitals' attribution build (its IIFE defines `webVitals`) and a recorder.
// ---------------------------------------------------------------------------------------------------
// The package exports no path to its IIFE build; it sits beside the attribution build it does export.
const WEB_VITALS_IIFE = readFileSync(
  path.join(path.dirname(require.resolve('web-vitals/attribution')), 'web-vitals.attribution.iife.js'),
  'utf8',
)
const RECORDER = `
(() => {
  const interactions = new Map()
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (!e.interactionId) continue
      const seen = interactions.get(e.interactionId)
      if (seen && seen.duration >= e.duration) continue
      interactions.set(e.interactionId, {
        event: e.name,
        duration: e.duration,
        inputDelay: e.processingStart - e.startTime,
        processing: e.processingEnd - e.processingStart,
        presentation: Math.max(0, e.startTime + e.duration - e.processingEnd),
      })
    }
  }).observe({ type: 'event', durationThreshold: ${FLOOR_MS}, buffered: true })
  window.__inpTake = () => {
    const all = [...interactions.values()]
    interactions.clear()
    return all
  }
  window.__inpWorst = null
  webVitals.onINP((metric) => {
    const a = metric.attribution
    const script = a.longestScript
    window.__inpWorst = {
      value: metric.value,
      target: a.interactionTarget,
      inputDelay: a.inputDelay,
      processing: a.processingDuration,
      presentation: a.presentationDelay,
      longestScript: script
        ? {
            duration: Math.round(script.intersectingDuration),
            subpart: script.subpart,
            source: [script.entry.invoker, script.entry.sourceFunctionName, (script.entry.sourceURL || '').split('/').pop()]
              .filter(Boolean)
              .join(' '),
          }
        : null,
    }
  }, { reportAllChanges: true, durationThreshold: ${FLOOR_MS} })
})()`

/** Lets the interaction's frame paint and its entries arrive: two frames and a pause. */
async function settle(page, ms = 250) {
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  )
  await page.waitForTimeout(ms)
}

/**
 * One measured interaction: anything it needs first (`prepare`, not measured), then the interaction, then
 * its latency (the longest of the interactions it made, FLOOR_MS when none reached the floor).
 */
async function measureOnce(page, act, prepare) {
  if (prepare) await prepare()
  await settle(page)
  await page.evaluate(() => window.__inpTake())
  await act()
  await settle(page, 400)
  const taken = await page.evaluate(() => window.__inpTake())
  return taken.length ? Math.max(...taken.map((t) => t.duration)) : FLOOR_MS
}

/** Pages whose measured part is being profiled (INP_PROFILE), with their DevTools session. */
const profiling = new WeakMap()

async function throttle(page) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_RATE })
  if (PROFILE_DIR && !LOAD) {
    await cdp.send('Profiler.enable')
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 })
    await cdp.send('Profiler.start')
    await page
      .context()
      .browser()
      .startTracing(page, {
        categories: [
          'devtools.timeline',
          'disabled-by-default-devtools.timeline',
          'disabled-by-default-devtools.timeline.invalidationTracking',
        ],
      })
    profiling.set(page, cdp)
  }
  return cdp
}

/** Stops the page's profile (if any) and writes it as `<key>.cpuprofile` (DevTools' Performance panel opens it). */
async function saveProfile(page, key) {
  const cdp = profiling.get(page)
  if (!cdp) return
  const { profile } = await cdp.send('Profiler.stop')
  const trace = await page.context().browser().stopTracing()
  mkdirSync(PROFILE_DIR, { recursive: true })
  const file = path.join(PROFILE_DIR, `${key}.cpuprofile`)
  writeFileSync(file, JSON.stringify(profile))
  writeFileSync(path.join(PROFILE_DIR, `${key}.trace.json`), trace)
  // The renderer's style and layout work in the measured part (DevTools' 'Recalculate style' and
  // 'Layout'), per repetition: what a CPU profile files under '(program)'.
  const events = JSON.parse(trace.toString()).traceEvents.filter((e) => e.ph === 'X')
  const sum = (name) => events.filter((e) => e.name === name).reduce((all, e) => all + (e.dur ?? 0), 0) / 1000
  const styles = events.filter((e) => e.name === 'UpdateLayoutTree')
  const elements = styles.reduce((all, e) => all + (e.args?.elementCount ?? 0), 0)
  console.log(
    `  ${key}: profile and trace saved in ${path.relative(process.cwd(), PROFILE_DIR)}; per repetition: ` +
      `style ${(sum('UpdateLayoutTree') / REPEATS).toFixed(0)} ms (${Math.round(elements / REPEATS)} elements), ` +
      `layout ${(sum('Layout') / REPEATS).toFixed(0)} ms, paint ${(sum('Paint') / REPEATS).toFixed(0)} ms`,
  )
}

// ---------------------------------------------------------------------------------------------------
// The interactions
// ---------------------------------------------------------------------------------------------------
const fields = ptBR.application.personalData.fields

/** The ficha's first tab with its address filled by the postal code, so the state's cities are listed. */
async function openFicha(page, siteUrl) {
  await page.goto(`${siteUrl}/vagas/100001/inscricao`)
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 60_000 })
  await page.getByRole('tab', { name: ptBR.application.tabs.basic }).waitFor({ timeout: 60_000 })
  const main = page.locator('main')
  const zipcode = main.getByRole('textbox', { name: fields.zipcode })
  if ((await zipcode.inputValue()) === '') {
    await zipcode.fill('01310-100')
    await main
      .getByRole('textbox', { name: fields.street })
      .and(page.locator('[value="Avenida Paulista"]'))
      .waitFor({
        timeout: 30_000,
      })
  }
  return main
}

const INTERACTIONS = [
  {
    key: 'typing',
    label: 'typing in the ficha (a key in Complemento)',
    async run(page, { siteUrl }) {
      const main = await openFicha(page, siteUrl)
      const input = main.getByRole('textbox', { name: fields.complement, exact: true })
      await input.click()
      await input.fill('')
      await throttle(page)
      const text = 'Apartamento 42 bloco B'
      const values = []
      for (let i = 0; i < REPEATS; i++)
        values.push(await measureOnce(page, () => page.keyboard.type(text[i % text.length])))
      return values
    },
  },
  {
    key: 'city',
    label: 'choosing a city (the ficha\u2019s Cidade list)',
    async run(page, { siteUrl }) {
      const main = await openFicha(page, siteUrl)
      // The platform's own <select> (ui's Select `native`): its picker (the phone's, the browser's) is no
      // part of the page and costs it nothing to open; the page's work is the choice: the select's
      // `input` and `change` events and the form's redraw. The Event Timing API ignores the untrusted
      // events `selectOption` dispatches, so the choice is made by the keyboard on the closed list: each
      // ArrowDown (on Linux and Windows it moves a closed select's choice) chooses the next city, a real
      // key press whose latency covers the change and its redraw.
      const city = main.getByRole('combobox', { name: fields.city, exact: true })
      await city.locator('option[value="Osasco"]').waitFor({ state: 'attached', timeout: 30_000 })
      await city.focus()
      const before = await city.inputValue()
      await throttle(page)
      const values = []
      for (let i = 0; i < REPEATS; i++) {
        const chosen = await city.inputValue()
        values.push(await measureOnce(page, () => page.keyboard.press('ArrowDown')))
        await page.waitForFunction(
          (previous) => document.querySelector('select#city')?.value !== previous,
          chosen,
        )
      }
      if ((await city.inputValue()) === before) throw new Error('the city did not change')
      return values
    },
  },
  {
    key: 'question',
    label: 'answering a test question (an option)',
    async run(page, { siteUrl, questionPath }) {
      await page.goto(`${siteUrl}${questionPath}`)
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 60_000 })
      const radios = page.locator('main').getByRole('radio')
      const textbox = page.locator('main').getByRole('textbox').first()
      await Promise.race([radios.first().waitFor({ timeout: 60_000 }), textbox.waitFor({ timeout: 60_000 })])
      const options = await radios.count()
      await throttle(page)
      const values = []
      for (let i = 0; i < REPEATS; i++) {
        if (options > 0)
          values.push(await measureOnce(page, () => radios.nth(i % Math.min(options, 3)).click()))
        else
          values.push(
            await measureOnce(
              page,
              () => page.keyboard.type('a'),
              i === 0 ? () => textbox.click() : undefined,
            ),
          )
      }
      return values
    },
  },
  {
    key: 'dialog',
    label: 'opening the account dialog (/vagas, signed out)',
    async run(page, { siteUrl }) {
      await page.goto(`${siteUrl}/vagas`)
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 60_000 })
      // The header's sign-up button: 'Faça seu login' on a phone's width, 'Cadastre seu Currículo' wider.
      const open = page
        .getByRole('button', { name: ptBR.header.registerCvMobile })
        .or(page.getByRole('button', { name: ptBR.header.registerCv }))
        .filter({ visible: true })
        .first()
      const dialog = page.getByRole('dialog', { name: 'Entrar' })
      await throttle(page)
      const values = []
      for (let i = 0; i < REPEATS; i++) {
        values.push(await measureOnce(page, () => open.click()))
        await dialog.waitFor()
        await page.keyboard.press('Escape')
        await dialog.waitFor({ state: 'hidden' })
      }
      return values
    },
  },
  {
    key: 'profile',
    label: 'saving a profile box (Habilidades, \u2018Adicionar\u2019)',
    async run(page, { siteUrl }) {
      await page.goto(`${siteUrl}/meu-perfil`)
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 60_000 })
      const skills = page.getByRole('region', { name: ptBR.profile.menu.skills, exact: true })
      const input = skills.getByRole('textbox', { name: ptBR.profile.skills.input })
      await input.waitFor({ timeout: 60_000 })
      await throttle(page)
      const values = []
      for (let i = 0; i < REPEATS; i++) {
        const name = `Habilidade ${Date.now().toString(36)} ${i}`
        values.push(
          await measureOnce(
            page,
            () => skills.getByRole('button', { name: 'Adicionar' }).click(),
            () => input.fill(name),
          ),
        )
        await skills.getByRole('listitem').filter({ hasText: name }).waitFor({ timeout: 30_000 })
      }
      return values
    },
  },
].filter(({ key }) => ONLY.length === 0 || ONLY.includes(key))

// ---------------------------------------------------------------------------------------------------
// Figures
// ---------------------------------------------------------------------------------------------------
const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
}
const ms = (value) => (value === undefined ? '–' : `${Math.round(value)} ms`)

function worstText(worst) {
  if (!worst) return `all under ${FLOOR_MS} ms`
  const parts = `input ${ms(worst.inputDelay)} / processing ${ms(worst.processing)} / presentation ${ms(worst.presentation)}`
  const script = worst.longestScript ? `; longest script ${script_(worst.longestScript)}` : ''
  return `${ms(worst.value)}: ${parts}${script}`
}
const script_ = (s) => `${s.duration} ms in ${s.subpart} (${s.source || 'unknown'})`

// ---------------------------------------------------------------------------------------------------
// `--load`: what blocks the main thread while a signed-in page loads
// ---------------------------------------------------------------------------------------------------
/** The load's long animation frames (the API keeps those over 50 ms), read once the page is quiet. */
const longFrames = () =>
  performance.getEntriesByType('long-animation-frame').map((frame) => ({
    start: Math.round(frame.startTime),
    duration: Math.round(frame.duration),
    blocking: Math.round(frame.blockingDuration),
    scripts: frame.scripts.map(
      (script) =>
        `${Math.round(script.duration)} ms ${script.invokerType} ${script.invoker || ''} ` +
        `${(script.sourceURL || '').split('/').pop()}`,
    ),
  }))

async function measureLoads(audit, siteUrl) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`)
  const rows = []
  for (const { label, path: pagePath } of audit.pages) {
    const runs = []
    for (let run = 0; run < REPEATS; run += 1) {
      await audit.clearCache()
      const page = await browser.contexts()[0].newPage()
      await page.setViewportSize({ width: 412, height: 915 })
      const cdp = await throttle(page)
      if (PROFILE_DIR) {
        await cdp.send('Profiler.enable')
        await cdp.send('Profiler.setSamplingInterval', { interval: 200 })
        await cdp.send('Profiler.start')
      }
      await page.goto(`${siteUrl}${pagePath}`)
      await page.waitForLoadState('networkidle', { timeout: 120_000 })
      await page.waitForTimeout(2_000)
      if (PROFILE_DIR) {
        // The whole load's CPU profile, `<page>-load-<n>.cpuprofile` (DevTools' Performance panel opens it).
        const { profile } = await cdp.send('Profiler.stop')
        mkdirSync(PROFILE_DIR, { recursive: true })
        const name = `${label.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '')}-load-${run + 1}.cpuprofile`
        writeFileSync(path.join(PROFILE_DIR, name), JSON.stringify(profile))
      }
      const frames = await page.evaluate(longFrames)
      await page.close()
      const blocking = frames.reduce((sum, frame) => sum + frame.blocking, 0)
      const longest = frames.reduce((a, b) => (b.blocking > (a?.blocking ?? -1) ? b : a), null)
      runs.push({ blocking, longest })
      console.log(
        `\n${label} (${pagePath}), load ${run + 1}: ${frames.length} long frames, blocking ${blocking} ms`,
      )
      for (const frame of frames.filter((f) => f.blocking >= 100))
        console.log(
          `  at ${frame.start} ms: ${frame.duration} ms (blocking ${frame.blocking})\n    ${frame.scripts.join('\n    ') || '(no script: parsing, style, layout)'}`,
        )
    }
    rows.push({
      page: `${label} (${pagePath})`,
      'blocking, p50 (all loads)': `${Math.round(
        percentile(
          runs.map((r) => r.blocking),
          50,
        ),
      )} ms (${runs.map((r) => r.blocking).join(' / ')})`,
      'longest frame, p50': `${Math.round(
        percentile(
          runs.map((r) => r.longest?.blocking ?? 0),
          50,
        ),
      )} ms`,
    })
  }
  console.log('')
  console.table(rows)
  await browser.close().catch(() => {})
  return 0
}

async function main() {
  const uptime = execFileSync('uptime', { encoding: 'utf8' }).trim()
  console.log(`inp: ${new Date().toISOString()} — ${uptime}`)
  console.log(
    LOAD
      ? `CPU slowed ${CPU_RATE}×, each signed-in page loaded ${REPEATS} times.`
      : `CPU slowed ${CPU_RATE}×, ${REPEATS} repetitions each, target p75 ≤ ${TARGET_P75_MS} ms.`,
  )

  const [platformPort, webPort] = await freePorts(2)
  const platformUrl = `http://127.0.0.1:${platformPort}`
  const siteUrl = `http://127.0.0.1:${webPort}`
  startServer('platform', [path.join(root, 'apps/platform/dist/server.js')], {
    cwd: path.join(root, 'apps/platform'),
    env: {
      PORT: String(platformPort),
      PGLITE_DIR: 'memory://',
      LOG: 'off',
      WEB_ORIGIN: siteUrl,
      SEED_DEMO: '1',
      ...localPlatformEnv({ siteUrl }),
    },
  })
  const webBuild = path.resolve(
    process.env.INP_WEB_BUILD ?? path.join(root, 'apps/web/build/server/index.js'),
  )
  console.log(`Site build: ${path.relative(root, webBuild)}`)
  startServer('web server', [path.join(root, 'apps/web/server.mjs'), webBuild], {
    cwd: path.join(root, 'apps/web'),
    env: {
      PORT: String(webPort),
      NODE_ENV: 'production',
      ...localWebEnv({ platformUrl, siteUrl }),
      // The measurement's own pages report no real-user figures (docs/performance.md).
      WEB_VITALS_SAMPLE_RATE: '0',
    },
  })
  await waitFor200(`${platformUrl}/health`, 'platform')
  await waitFor200(`${siteUrl}/vagas`, 'web server')

  chrome = await chromeLauncher.launch({
    chromePath: findChromium(),
    chromeFlags: ['--headless=new', '--window-size=412,915', ...CHROMIUM_ARGS],
    handleSIGINT: false,
    logLevel: 'silent',
  })
  // A fresh candidate signed in through the site in this Chrome's default profile ('Manter conectado').
  const audit = await signInForAudit({ chromePort: chrome.port, siteUrl, platformUrl })
  const questionPath = audit.pages.find((p) => p.label === 'a test question').path
  if (LOAD) return measureLoads(audit, siteUrl)
  await audit.close()

  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`)
  const signedIn = browser.contexts()[0]
  const signedOut = await browser.newContext()
  for (const context of [signedIn, signedOut]) {
    await context.addInitScript({ content: `${WEB_VITALS_IIFE}\n${RECORDER}` })
  }

  const rows = []
  for (const interaction of INTERACTIONS) {
    const context = interaction.key === 'dialog' ? signedOut : signedIn
    const page = await context.newPage()
    await page.setViewportSize({ width: 412, height: 915 })
    try {
      const values = await interaction.run(page, { siteUrl, questionPath })
      const worst = await page.evaluate(() => window.__inpWorst)
      await saveProfile(page, interaction.key)
      rows.push({ interaction, values, worst })
      process.stdout.write(`  ${interaction.key}: ${values.map((v) => Math.round(v)).join(' ')}\n`)
    } catch (error) {
      rows.push({ interaction, error: error instanceof Error ? error.message.split('\n')[0] : String(error) })
      process.stdout.write(`  ${interaction.key}: could not run (${rows.at(-1).error})\n`)
    } finally {
      await page.close().catch(() => {})
    }
  }
  await browser.close().catch(() => {})

  console.log('')
  console.table(
    rows.map(({ interaction, values, worst, error }) =>
      error
        ? {
            interaction: interaction.label,
            p50: '–',
            p75: '–',
            max: '–',
            'worst (web-vitals attribution)': `error: ${error}`,
          }
        : {
            interaction: interaction.label,
            p50: ms(percentile(values, 50)),
            p75: ms(percentile(values, 75)),
            max: ms(Math.max(...values)),
            'p75 ≤ 100': percentile(values, 75) <= TARGET_P75_MS ? 'yes' : 'NO',
            'worst (web-vitals attribution)': worstText(worst),
          },
    ),
  )
  const over = rows.filter((row) => row.error || percentile(row.values, 75) > TARGET_P75_MS)
  return CHECK && over.length > 0 ? 1 : 0
}

main().then(
  (code) => shutdown(code),
  (error) => fail(error instanceof Error ? (error.stack ?? error.message) : String(error)),
)
