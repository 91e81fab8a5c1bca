#!/usr/bin/env node
// `npm test`: every gate — build (with the Prettier check beside it), then two lanes side by side: the Playwright
// journeys alone, and typecheck, lint, unit and story tests two at a time (measured with
// the candidate's area: the journeys about 12 minutes, the other lane about 11) — then the client JS size budget.
//
// Why two lanes: the journeys are the longest gate and use about one core. In one turbo
// run its scheduler sometimes started them last, after the story tests, and the run ended with the
// journeys alone on one core (15 min instead of 12). Started right after the build, they run beside the
// rest and the two cores stay busy to the end. Both lanes run their tasks `--only` (the build is done),
// so neither replays the other's build outputs.
import { spawn, spawnSync } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const bin = (name) => path.join(root, 'node_modules', '.bin', name)
const turbo = (...args) => [bin('turbo'), ['run', ...args, '--output-logs=new-only']]

// ── PostgreSQL (issue 18): the platform suite on PostgreSQL, and a set of journeys through two platform
// processes behind a round-robin proxy (apps/web/playwright.pg.config.ts) beside the journeys lane, when
// TEST_DATABASE_URL names a server that answers (`.ci/run` starts one when CI_POSTGRES=1); otherwise the
// platform suite runs on PGlite. README, "PostgreSQL".

/** The server's URL when `select 1` answers within 3 s (the role must be able to create databases). */
function reachablePostgres() {
  const url = process.env.TEST_DATABASE_URL
  const probe = `
    import postgres from 'postgres'
    const sql = postgres(process.env.PROBE_URL, { max: 1, connect_timeout: 3, onnotice: () => {} })
    try {
      const [row] = await sql\`select rolcreatedb or rolsuper as ok from pg_roles where rolname = current_user\`
      if (!row?.ok) throw new Error('the role cannot create databases (CREATEDB)')
    } catch (error) { console.error(error.message); process.exitCode = 1 } finally { await sql.end({ timeout: 1 }) }`
  // postgres-js is the platform's dependency: resolved from its folder.
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', probe], {
    cwd: path.join(root, 'apps/platform'),
    env: { ...process.env, PROBE_URL: url },
    encoding: 'utf8',
    timeout: 10_000,
  })
  const shown = url.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@')
  if (result.status === 0) return { url, shown }
  const why = (result.stderr || result.error?.message || 'no answer').trim().split('\n').pop()
  return { url: null, shown, why }
}

/**
 * The two-process journeys on PostgreSQL. The platform suite itself runs on PostgreSQL inside the usual
 * test lane when a server answers (TEST_DATABASE_URL is passed to it below); otherwise on PGlite.
 */
async function postgresLane(url) {
  const t0 = Date.now()
  const journeys = await run(
    [bin('playwright'), ['test', '-c', 'playwright.pg.config.ts', '--reporter=dot']],
    { cwd: 'apps/web', env: { TEST_DATABASE_URL: url } },
  )
  console.log(`PostgreSQL journeys (two platform processes): ${((Date.now() - t0) / 1000).toFixed(1)} s`)
  return journeys
}

// Only when asked for: TEST_DATABASE_URL set. (CI's 15 minutes, install included, have no room for it
// yet beside the rest: measured 904 s for npm test with it on two cores.)
const postgres =
  process.argv.includes('--postgres-lane') || !process.env.TEST_DATABASE_URL ? null : reachablePostgres()
if (postgres?.url) {
  process.env.TEST_DATABASE_URL = postgres.url
  // The four journeys of that lane are left out of the PGlite run (apps/web/e2e/pg-journeys.ts).
  process.env.E2E_PG_JOURNEYS_ELSEWHERE = '1'
  console.log(
    `PostgreSQL at ${postgres.shown}: the platform suite runs on it, and four journeys through two platform processes.`,
  )
} else if (!postgres && !process.argv.includes('--postgres-lane')) {
  console.log('PostgreSQL: not asked for (TEST_DATABASE_URL unset); the platform suite runs on PGlite.')
} else if (postgres) {
  delete process.env.TEST_DATABASE_URL
  console.log(
    `PostgreSQL step skipped: no server at ${postgres.shown} (${postgres.why}). The platform suite runs on PGlite. ` +
      'Set TEST_DATABASE_URL to run it and the two-process journeys on PostgreSQL (README, "PostgreSQL").',
  )
}

const steps = [
  // Formatting is checked beside the build (it uses the core the build leaves idle) and fails fast.
  {
    label: 'build, and the formatting check (Prettier)',
    lanes: [
      turbo('build', '--concurrency=2'),
      [bin('prettier'), ['--check', '.', '--cache', '--cache-strategy', 'content', '--log-level', 'warn']],
    ],
  },
  {
    label: 'end-to-end journeys (Playwright, Chromium) beside typecheck, lint, unit and story tests',
    lanes: [
      turbo('e2e', '--only', '--concurrency=1'),
      // The static Storybook (`npm run build-storybook`) is not rebuilt here: the story tests compile and run
      // every story in Chromium already, and the CI budget (15 minutes, install included) has no room for
      // the same stories bundled twice; Chromatic's run builds it.
      turbo('typecheck', 'lint', 'test', '--only', '--concurrency=2'),
      ...(postgres?.url
        ? [[process.execPath, [path.join(root, 'scripts/test.mjs'), '--postgres-lane']]]
        : []),
    ],
  },
  { label: 'client JS budget (size-limit)', lanes: [[bin('size-limit'), []]] },
]

function run([command, args], options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: path.join(root, options.cwd ?? ''),
      stdio: 'inherit',
      env: { ...process.env, FORCE_COLOR: '0', ...options.env },
    })
    child.on('error', () => resolve(1))
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)))
  })
}

if (process.argv.includes('--postgres-lane')) process.exit(await postgresLane(process.env.TEST_DATABASE_URL))

let passed = 0
const started = Date.now()
for (const { label, lanes } of steps) {
  const t0 = Date.now()
  console.log(`\n▶ ${label}`)
  const codes = await Promise.all(lanes.map(run))
  const seconds = ((Date.now() - t0) / 1000).toFixed(1)
  const failed = codes.find((code) => code !== 0)
  if (failed !== undefined) {
    console.error(`\n✖ ${label} failed after ${seconds} s`)
    console.log(`steps: ${passed} passed, 1 failed`)
    process.exit(failed)
  }
  passed += 1
  console.log(`✔ ${label} (${seconds} s)`)
}
console.log(`\nAll gates green in ${((Date.now() - started) / 1000).toFixed(0)} s.`)
console.log(`steps: ${passed} passed, 0 failed`)
