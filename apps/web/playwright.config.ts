// The e2e suite starts its own platform (in-memory database) and the built web server on free ports,
// and stops both when it ends. Build first: `npx turbo run build --filter=@carreiras/web...`.
import { defineConfig } from '@playwright/test'
// @ts-expect-error plain ESM helper without type declarations
import { headlessShellLaunchOptions } from '../../scripts/browser.mjs'
// @ts-expect-error plain ESM helper without type declarations
import { localPlatformEnv, localWebEnv } from '../../scripts/local-env.mjs'
import { freePortsSync } from '../../scripts/ports.mjs'
import { PG_JOURNEYS } from './e2e/pg-journeys'
import { SECOND_LANE, THIRD_LANE } from './e2e/lanes'

// Workers re-evaluate this file with the parent's environment, so the ports are chosen once, from the
// lane's own block (scripts/ports.mjs; the config cannot await).
if (!process.env.E2E_PLATFORM_PORT || !process.env.E2E_WEB_PORT || !process.env.E2E_DEMO_PORT) {
  const [platformPort, webPort, demoPort] = freePortsSync(3)
  process.env.E2E_PLATFORM_PORT = String(platformPort)
  process.env.E2E_WEB_PORT = String(webPort)
  process.env.E2E_DEMO_PORT = String(demoPort)
}
const platformUrl = `http://127.0.0.1:${process.env.E2E_PLATFORM_PORT}`
const webUrl = `http://127.0.0.1:${process.env.E2E_WEB_PORT}`
/** The same build serving the second (demo) brand: both brands must render. */
const demoUrl = `http://127.0.0.1:${process.env.E2E_DEMO_PORT}`

export default defineConfig({
  testDir: './e2e',
  // Run on PostgreSQL instead when `npm test` found a server (e2e/pg-journeys.ts).
  ...(process.env.E2E_PG_JOURNEYS_ELSEWHERE === '1' ? { grepInvert: PG_JOURNEYS } : {}),
  // `npm test` splits the journeys in three lanes (e2e/lanes.ts); unset, every journey runs.
  ...(process.env.E2E_LANE === 'first' ? { testIgnore: [...SECOND_LANE, ...THIRD_LANE] } : {}),
  ...(process.env.E2E_LANE === 'second' ? { testMatch: SECOND_LANE } : {}),
  ...(process.env.E2E_LANE === 'third' ? { testMatch: THIRD_LANE } : {}),
  // Each run clears its own folder of failure artefacts, never a lane's running beside it.
  outputDir: `test-results/${process.env.E2E_LANE ?? 'all'}`,
  fullyParallel: false,
  workers: 1,
  // One retry, reported as "flaky" in the summary (never as passed): beside the other gates on 2 cores the
  // e-mail sign-up journey once lost its "Confirme seu e-mail" fill (1 run in 3, never when idle: 3 of 3
  // passed alone). A journey that fails twice still fails the run.
  retries: 1,
  forbidOnly: !!process.env.CI,
  reporter: 'list',
  // The journeys share 2 cores with the story tests and the unit suites in `npm test`, where a step
  // can take three times as long as on an idle machine: these are ceilings, not expectations.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL: webUrl,
    // The site registers its service worker on every page (docs/pwa.md): journeys that do not test it keep
    // it out (no precache downloaded in each, and page.route sees every request); push.spec.ts and
    // pwa.spec.ts allow it.
    serviceWorkers: 'block',
    launchOptions: headlessShellLaunchOptions(),
    // Recording a trace (DOM snapshots and a screencast for every action) costs about a third of the
    // journeys' CPU even when it is thrown away after a pass, so none is recorded unless asked for:
    // `E2E_TRACE=1` keeps the trace of a failing journey (`npx playwright show-trace …`).
    trace: process.env.E2E_TRACE === '1' ? 'retain-on-failure' : 'off',
    // A step that cannot happen (a control hidden behind a list that did not close) fails in 30 s and the
    // journey gets its retry, instead of waiting out the whole 120 s: two runs lost 2 minutes that way.
    actionTimeout: 30_000,
    navigationTimeout: 30_000,
  },
  webServer: [
    {
      command: 'node ../platform/dist/server.js',
      // The captcha stays on (the sign-up journey solves it in the browser), at the lowest difficulty.
      env: {
        PORT: String(process.env.E2E_PLATFORM_PORT),
        PGLITE_DIR: 'memory://',
        LOG: 'off',
        WEB_ORIGIN: `${webUrl},${demoUrl}`,
        CAPTCHA_MAX_NUMBER: '1000',
        // Cheap password hashing: OWASP's argon2id cost is the platform suite's to check (secrets.ts).
        PASSWORD_COST: 'fast',
        // The journeys use the demonstration openings and people; stored URLs (files, avatars) are built
        // from PUBLIC_URL, the platform as the browser reaches it: through the site's same-origin proxy
        // (`${webUrl}/plataforma`), which forwards the visitor's address with SITE_PROXY_SECRET.
        SEED_DEMO: '1',
        ...localPlatformEnv({ siteUrl: webUrl }),
      },
      url: `${platformUrl}/health`,
      reuseExistingServer: false,
      // A shared, loaded machine may need longer to migrate and seed (E2E_SERVER_TIMEOUT_MS).
      timeout: Number(process.env.E2E_SERVER_TIMEOUT_MS ?? 120_000),
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: 'node server.mjs ./build/server/index.js',
      // A production build requires its settings (app/config.server.ts): the local platform's stand-ins.
      env: {
        PORT: String(process.env.E2E_WEB_PORT),
        NODE_ENV: 'production',
        ...localWebEnv({ platformUrl, siteUrl: webUrl }),
        // No real-user figures from the journeys' page loads (their beacons would count against the one
        // address's limit); e2e/web-vitals.spec.ts runs a site of its own that reports every load.
        WEB_VITALS_SAMPLE_RATE: '0',
      },
      url: `${webUrl}/vagas`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: 'node server.mjs ./build/server/index.js',
      env: {
        PORT: String(process.env.E2E_DEMO_PORT),
        NODE_ENV: 'production',
        ...localWebEnv({ platformUrl, siteUrl: demoUrl }),
        BRAND: 'demo',
        WEB_VITALS_SAMPLE_RATE: '0',
      },
      url: `${demoUrl}/`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
})
