#!/usr/bin/env node
// `npm start`: builds what is not built yet (turbo's cache makes later starts instant), migrates the
// platform's database (`npm run migrate -w @carreiras/platform`), then runs the local platform (with the
// demonstration data: SEED_DEMO=1) and the web app from their production builds, prints both URLs and
// stops both on Ctrl-C. The site's production build requires its settings: they come from
// scripts/local-env.mjs (the local platform's stand-ins), each one overridable from the environment. The
// platform brings its own mail server and SMS stand-in (docs/messages.md, "Locally"): nothing else to start.
// `npm run dev` (--dev): the same pair with hot reload (tsx watch, react-router dev, tsup --watch).
import { spawn, spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { localPlatformEnv, localWebEnv } from './local-env.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const dev = process.argv.includes('--dev')
const webPort = Number(process.env.WEB_PORT ?? 3000)
const platformPort = Number(process.env.PLATFORM_PORT ?? 4000)
// A workspace's own node_modules/.bin first (npm hoists most tools to the root, not all), then the root's.
const bin = (name, workspace = '.') => {
  const local = path.join(root, workspace, 'node_modules', '.bin', name)
  return existsSync(local) ? local : path.join(root, 'node_modules', '.bin', name)
}

for (const [name, value] of [
  ['WEB_PORT', webPort],
  ['PLATFORM_PORT', platformPort],
]) {
  if (!Number.isInteger(value) || value < 1 || value > 65535) {
    console.error(
      `${name} must be a port number between 1 and 65535 (got ${JSON.stringify(process.env[name])}).`,
    )
    process.exit(1)
  }
}

const platformUrl = `http://localhost:${platformPort}`
const webUrl = `http://localhost:${webPort}`

function buildFirst() {
  const filters = dev
    ? ['--filter=@carreiras/core', '--filter=@carreiras/api', '--filter=@carreiras/ui']
    : ['--filter=@carreiras/web...', '--filter=@carreiras/platform...']
  console.log(dev ? 'Building the packages once…' : 'Building (cached after the first time)…')
  const result = spawnSync(bin('turbo'), ['run', 'build', ...filters, '--output-logs=errors-only'], {
    cwd: root,
    stdio: 'inherit',
  })
  if (result.status !== 0) {
    console.error('The build failed: see the messages above.')
    process.exit(result.status ?? 1)
  }
}

const children = []
let stopping = false

function run(label, command, args, options = {}) {
  const child = spawn(command, args, {
    cwd: options.cwd ?? root,
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true, // own process group, so stopping reaches grandchildren too
  })
  const prefix = `[${label}] `
  const relay = (stream, out) => {
    let buffer = ''
    stream.on('data', (chunk) => {
      buffer += chunk
      const lines = buffer.split('\n')
      buffer = lines.pop() ?? ''
      for (const line of lines) out.write(prefix + line + '\n')
    })
  }
  relay(child.stdout, process.stdout)
  relay(child.stderr, process.stderr)
  child.on('error', (error) => {
    console.error(`${prefix}could not start ${command}: ${error.message}`)
    stop(1)
  })
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`${prefix}stopped (${signal ?? `exit ${code}`}); stopping the rest.`)
      stop(code ?? 1)
    }
  })
  children.push(child)
  return child
}

function stop(code = 0) {
  if (stopping) return
  stopping = true
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGTERM')
    } catch {
      // already gone
    }
  }
  const deadline = setTimeout(() => {
    for (const child of children) {
      try {
        process.kill(-child.pid, 'SIGKILL')
      } catch {
        // already gone
      }
    }
    process.exit(code)
  }, 5000)
  deadline.unref()
  Promise.all(
    children.map((c) =>
      !c.pid || c.exitCode !== null || c.signalCode ? null : new Promise((r) => c.on('exit', r)),
    ),
  ).then(() => process.exit(code))
}

process.on('SIGINT', () => stop(0))
process.on('SIGTERM', () => stop(0))

async function waitFor(url, label, timeoutMs = 120_000) {
  const start = Date.now()
  while (Date.now() - start < timeoutMs) {
    if (stopping) return false
    try {
      const res = await fetch(url)
      if (res.status < 500) return true
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 300))
  }
  console.error(`${label} did not answer at ${url} within ${timeoutMs / 1000} s.`)
  stop(1)
  return false
}

buildFirst()

/** `defaults` without the variables the environment already sets (the environment wins). */
const unlessSet = (defaults) =>
  Object.fromEntries(Object.entries(defaults).filter(([name]) => !process.env[name]?.trim()))

const platformEnv = {
  PORT: String(platformPort),
  // LOG=pretty: readable lines for the developer at the terminal (production logs are JSON lines).
  // Stored links (avatars, files, the removal link) go through the site's same-origin proxy, which shares
  // SITE_PROXY_SECRET with the platform (scripts/local-env.mjs).
  ...unlessSet({
    WEB_ORIGIN: webUrl,
    SEED_DEMO: '1',
    LOG: 'pretty',
    ...localPlatformEnv({ siteUrl: webUrl }),
  }),
}
const webEnv = {
  PORT: String(webPort),
  ...unlessSet(localWebEnv({ platformUrl: process.env.PLATFORM_URL ?? platformUrl, siteUrl: webUrl })),
  ...unlessSet({ LOG: 'pretty' }),
  OPPORTUNITIES_API_URL: process.env.OPPORTUNITIES_API_URL ?? process.env.PLATFORM_URL ?? platformUrl,
}

/** `npm run migrate -w @carreiras/platform`, before the platform starts (it waits for its lock). */
function migrate() {
  const result = spawnSync(process.execPath, ['dist/migrate.js'], {
    cwd: path.join(root, 'apps/platform'),
    env: { ...process.env, ...platformEnv },
    stdio: 'inherit',
  })
  if (result.status !== 0) {
    console.error('The migrations failed: see the messages above.')
    process.exit(result.status ?? 1)
  }
}

if (dev) {
  for (const pkg of ['core', 'api', 'ui']) {
    run(pkg, bin('tsup', `packages/${pkg}`), ['--watch', '--silent'], {
      cwd: path.join(root, 'packages', pkg),
    })
  }
  run('platform', bin('tsx', 'apps/platform'), ['watch', 'src/server.ts'], {
    cwd: path.join(root, 'apps/platform'),
    env: platformEnv,
  })
  run('web', bin('react-router', 'apps/web'), ['dev', '--port', String(webPort), '--strictPort'], {
    cwd: path.join(root, 'apps/web'),
    env: webEnv,
  })
} else {
  const serverEntry = path.join(root, 'apps/web/build/server/index.js')
  if (!existsSync(serverEntry)) {
    console.error(`The web build is missing (${serverEntry}).`)
    process.exit(1)
  }
  migrate()
  run('platform', process.execPath, ['dist/server.js'], {
    cwd: path.join(root, 'apps/platform'),
    // The embedded platform is a local stand-in: it keeps its development defaults (the run's client tokens,
    // introspection, the stand-ins) unless the environment says otherwise, and seeds the demonstration.
    env: platformEnv,
  })
  // The site's own server (apps/web/server.mjs): React Router, and static files with the security headers.
  run('web', process.execPath, ['server.mjs', './build/server/index.js'], {
    cwd: path.join(root, 'apps/web'),
    env: { NODE_ENV: 'production', ...webEnv },
  })
}

const up =
  (await waitFor(`${platformUrl}/health`, 'The platform')) &&
  (await waitFor(`${webUrl}/vagas`, 'The web app'))
if (up) {
  console.log('')
  console.log(`  carreiras is running${dev ? ' (development, hot reload)' : ''}:`)
  console.log(`    site      ${webUrl}`)
  console.log(`    platform  ${platformUrl}  (GET /health, GET /v1/opportunities, POST /graphql)`)
  console.log(`    (browsers reach the platform through the site: ${webUrl}/plataforma/…)`)
  // The platform's own mail server and SMS stand-in (unless SMTP_URL / SMS_URL point elsewhere).
  console.log(`    e-mails   ${platformUrl}/dev/mail   SMS  ${platformUrl}/dev/sms`)
  console.log('  Press Ctrl-C to stop both.')
  console.log('')
}
