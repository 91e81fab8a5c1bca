#!/usr/bin/env node
// The starter site (examples/starter) as an adopting team builds it, after `npm run build`: `npm pack` of
// @carreiras/core, @carreiras/ui and @carreiras/api, the starter copied to a scratch folder outside the
// workspace (no workspace links: it gets the tarballs and its own dependencies from `npm install`,
// `--prefer-offline`), its typecheck and build, then the local platform (apps/platform's build, in-memory
// database, demonstration data) and the starter's server on free ports, one Playwright journey against them
// (scripts/starter-journey/), and everything stopped and the scratch folder removed, whatever happened.
// `npm test` runs it after the pack check; alone: `npm run starter:check` (`--keep` leaves the scratch folder).
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { LOCAL_CLIENT_TOKENS, localPlatformEnv } from './local-env.mjs'
import { freePorts } from './ports.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const PACKAGES = ['core', 'ui', 'api']
const keep = process.argv.includes('--keep')
const started = Date.now()
const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`

for (const name of [...PACKAGES.map((p) => `packages/${p}/dist`), 'apps/platform/dist/server.js']) {
  if (!fs.existsSync(path.join(root, name))) {
    console.error(`starter-check: ${name} is missing; run \`npm run build\` first.`)
    process.exit(1)
  }
}

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'carreiras-starter-'))
/** The servers started here, each the leader of its own process group. */
const servers = []

function stopServers() {
  for (const child of servers.splice(0)) {
    if (child.exitCode !== null || child.signalCode !== null) continue
    try {
      process.kill(-child.pid, 'SIGTERM')
    } catch {
      // Already gone.
    }
  }
}

function cleanUp() {
  stopServers()
  if (keep) console.log(`starter-check: scratch folder kept at ${scratch}`)
  else fs.rmSync(scratch, { recursive: true, force: true })
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    cleanUp()
    process.exit(130)
  })
}

/** Runs a command to its end; its output is shown only when it fails (or with STARTER_VERBOSE=1). */
function run(label, command, args, options = {}) {
  const t0 = Date.now()
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: options.cwd ?? root,
      env: { ...process.env, FORCE_COLOR: '0', ...options.env },
      stdio: options.inherit ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout?.on('data', (chunk) => (output += chunk))
    child.stderr?.on('data', (chunk) => (output += chunk))
    child.on('error', reject)
    child.on('exit', (code, signal) => {
      if (code === 0) {
        if (process.env.STARTER_VERBOSE === '1') process.stdout.write(output)
        console.log(`starter-check: ${label} (${seconds(t0)})`)
        resolve(output)
      } else {
        process.stderr.write(output)
        reject(new Error(`${label} failed (${signal ?? `exit ${code}`})`))
      }
    })
  })
}

/** Starts a long-running server in its own process group; its output is kept for a failure report. */
function startServer(label, command, args, options) {
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: { ...process.env, FORCE_COLOR: '0', ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  child.output = ''
  child.stdout.on('data', (chunk) => (child.output = (child.output + chunk).slice(-20_000)))
  child.stderr.on('data', (chunk) => (child.output = (child.output + chunk).slice(-20_000)))
  child.label = label
  servers.push(child)
  return child
}

/** Waits until `url` answers 200, or fails when the server exits or `timeoutMs` passes. */
async function waitFor(child, url, timeoutMs = 240_000) {
  const t0 = Date.now()
  while (Date.now() - t0 < timeoutMs) {
    if (child.exitCode !== null)
      throw new Error(`${child.label} exited (${child.exitCode}):\n${child.output}`)
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5_000) })
      if (response.ok) {
        console.log(`starter-check: ${child.label} answers at ${url} (${seconds(t0)})`)
        return
      }
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`${child.label} did not answer ${url} within ${timeoutMs / 1000} s:\n${child.output}`)
}

let failed = false
try {
  // The platform starts first (migrations and demonstration data take a while) and waits for the journey.
  const [platformPort, starterPort] = await freePorts(2)
  const platformUrl = `http://127.0.0.1:${platformPort}`
  const starterUrl = `http://127.0.0.1:${starterPort}`
  const platform = startServer(
    'the platform',
    process.execPath,
    [path.join(root, 'apps/platform/dist/server.js')],
    {
      cwd: path.join(root, 'apps/platform'),
      env: {
        ...localPlatformEnv({ siteUrl: starterUrl }),
        PORT: String(platformPort),
        PGLITE_DIR: 'memory://',
        LOG: 'off',
        SEED_DEMO: '1',
        PASSWORD_COST: 'fast',
        // The starter's browser calls the platform itself (CORS), and the platform's URLs point at itself.
        WEB_ORIGIN: starterUrl,
        PUBLIC_URL: platformUrl,
      },
    },
  )

  // 1. The tarballs, as `npm publish` would make them.
  const tarballs = path.join(scratch, 'tarballs')
  fs.mkdirSync(tarballs)
  const files = []
  for (const name of PACKAGES) {
    const out = await run(
      `npm pack @carreiras/${name}`,
      'npm',
      ['pack', '--json', '--pack-destination', tarballs],
      {
        cwd: path.join(root, 'packages', name),
        env: { npm_config_loglevel: 'error' },
      },
    )
    files.push(path.join(tarballs, JSON.parse(out)[0].filename))
  }

  // 2. The starter outside the workspace, with the tarballs and its own dependencies.
  const app = path.join(scratch, 'starter')
  const skipped = new Set(['node_modules', 'build', '.react-router'])
  fs.cpSync(path.join(root, 'examples/starter'), app, {
    recursive: true,
    filter: (source) => !skipped.has(path.basename(source)),
  })
  await run(
    'npm install (the tarballs and the starter’s dependencies)',
    'npm',
    ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error', ...files],
    { cwd: app },
  )
  // Side by side, on the two cores: each of them keeps about one busy.
  await Promise.all([
    run('typecheck (react-router typegen, tsc)', 'npm', ['run', 'typecheck'], { cwd: app }),
    run('build (react-router build)', 'npm', ['run', 'build'], { cwd: app }),
  ])

  // 3. The starter's server on its port.
  const starter = startServer(
    'the starter',
    process.execPath,
    [path.join(app, 'node_modules/.bin/react-router-serve'), './build/server/index.js'],
    {
      cwd: app,
      env: {
        NODE_ENV: 'production',
        PORT: String(starterPort),
        HOST: '127.0.0.1',
        PLATFORM_URL: platformUrl,
        CLIENT_TOKENS: LOCAL_CLIENT_TOKENS.join(','),
      },
    },
  )
  await Promise.all([waitFor(platform, `${platformUrl}/health`), waitFor(starter, `${starterUrl}/`)])

  // 4. The journey.
  await run(
    'journey (Playwright, Chromium)',
    path.join(root, 'node_modules/.bin/playwright'),
    ['test', '-c', 'scripts/starter-journey/playwright.config.ts'],
    {
      inherit: true,
      env: {
        STARTER_URL: starterUrl,
        E2E_PLATFORM_PORT: String(platformPort),
        STARTER_RESULTS_DIR: path.join(scratch, 'test-results'),
      },
    },
  )
} catch (error) {
  failed = true
  console.error(`✖ starter-check: ${error.message}`)
} finally {
  cleanUp()
}
console.log(`starter-check: ${failed ? 'failed' : 'passed'} in ${seconds(started)}`)
if (failed) process.exit(1)
