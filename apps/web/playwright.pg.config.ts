// A set of the journeys on PostgreSQL, through TWO platform processes behind a round-robin proxy: consecutive
// requests of one visitor land on different processes, so a captcha solved on one, a sign-in limit, a removal
// link or a lookup reference that lived in one process's memory would fail a journey's own assertions.
//
//   TEST_DATABASE_URL=postgres://user@127.0.0.1:5432/postgres \
//     npx playwright test -c playwright.pg.config.ts --reporter=line
//
// TEST_DATABASE_URL (or E2E_DATABASE_URL) names a server where that role may create databases: the run
// creates a fresh `carreiras_e2e` database there (E2E_DATABASE_NAME names another) (dropped first if left by an earlier run), applies the
// migrations ONCE with the migrate command (apps/platform/dist/migrate.js = `npm run migrate -w
// @carreiras/platform`), then starts both platforms with `--check-schema` (they only check the schema) and
// scripts/round-robin.mjs on the port the site and the journeys know as the platform's. Everything else
// (the web servers, the journeys, their fixtures) is playwright.config.ts's. Build first, as for it.
import { execFileSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { defineConfig } from '@playwright/test'
import { freePortsSync } from '../../scripts/ports.mjs'
import { PG_JOURNEYS } from './e2e/pg-journeys'
import base from './playwright.config'

const serverUrl = process.env.E2E_DATABASE_URL || process.env.TEST_DATABASE_URL
if (!serverUrl)
  throw new Error(
    'playwright.pg.config.ts needs TEST_DATABASE_URL (or E2E_DATABASE_URL): a PostgreSQL where the role may create databases.',
  )
/** `E2E_DATABASE_NAME` (letters, digits, _): another name when several runs share one server. */
const databaseName = /^\w+$/.test(process.env.E2E_DATABASE_NAME ?? '')
  ? process.env.E2E_DATABASE_NAME!
  : 'carreiras_e2e'
const databaseUrl = (() => {
  const url = new URL(serverUrl)
  url.pathname = `/${databaseName}`
  return url.href
})()
const platformDir = fileURLToPath(new URL('../platform/', import.meta.url))

/** Two more free ports (the platform processes behind the proxy), chosen once like the others. */
if (!process.env.E2E_PG_PLATFORM_PORTS) {
  // Not the three the base config chose a moment ago in another process: none is bound yet.
  const chosen = [process.env.E2E_PLATFORM_PORT, process.env.E2E_WEB_PORT, process.env.E2E_DEMO_PORT].map(
    Number,
  )
  process.env.E2E_PG_PLATFORM_PORTS = freePortsSync(2, { exclude: chosen }).join(',')

  // A fresh database (postgres-js, the platform's own client), then the migrations, once, before any start.
  const fresh = `
    import postgres from 'postgres'
    const sql = postgres(process.env.SERVER_URL, { max: 1, onnotice: () => {} })
    await sql.unsafe(\`drop database if exists \${process.env.DATABASE_NAME} with (force)\`)
    await sql.unsafe(\`create database \${process.env.DATABASE_NAME}\`)
    await sql.end()`
  execFileSync(process.execPath, ['--input-type=module', '-e', fresh], {
    cwd: platformDir,
    env: { ...process.env, SERVER_URL: serverUrl, DATABASE_NAME: databaseName },
    stdio: 'inherit',
  })
  execFileSync(process.execPath, ['dist/migrate.js'], {
    cwd: platformDir,
    env: { ...process.env, DATABASE_URL: databaseUrl },
    stdio: 'inherit',
  })
}
const platformPorts = process.env.E2E_PG_PLATFORM_PORTS!.split(',')

const webServers = Array.isArray(base.webServer) ? base.webServer : []
const [platform, ...sites] = webServers
if (!platform?.env || sites.length === 0) throw new Error('playwright.config.ts: unexpected webServer list')
const { PGLITE_DIR: _embedded, ...platformEnv } = platform.env

export default defineConfig({
  ...base,
  testMatch: ['accounts.spec.ts', 'application.spec.ts'],
  grep: PG_JOURNEYS,
  grepInvert: undefined,
  outputDir: 'test-results/postgres',
  webServer: [
    ...platformPorts.map((port) => ({
      ...platform,
      command: 'node ../platform/dist/server.js --check-schema',
      env: { ...platformEnv, PORT: port, DATABASE_URL: databaseUrl },
      url: `http://127.0.0.1:${port}/health`,
    })),
    {
      command: `node ../../scripts/round-robin.mjs --port ${process.env.E2E_PLATFORM_PORT} ${platformPorts
        .map((port) => `http://127.0.0.1:${port}`)
        .join(' ')}`,
      url: `http://127.0.0.1:${process.env.E2E_PLATFORM_PORT}/health`,
      reuseExistingServer: false,
      timeout: 10_000,
      // SIGTERM: it prints how many requests each platform served (on stderr, shown by Playwright).
      gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 2_000 },
      stdout: 'ignore',
      stderr: 'pipe',
    },
    ...sites,
  ],
})
