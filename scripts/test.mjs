#!/usr/bin/env node
// `npm test`: every gate — build (with the Prettier check beside it); then three lanes side by side: the
// Playwright journeys (and, with PostgreSQL, the two-process journeys); the story tests, then the second
// lane's journeys; typecheck and lint, then the unit suites, then the third lane's journeys — then the client
// JS size budget, the published packages' tarball check and the dependency tree's health, beside the starter
// site built from the packed tarballs. The lanes and their measured times are described at the step below. Every task runs `--only`
// (the build is done), so no lane replays another's build outputs.
import { spawn, spawnSync } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const bin = (name) => path.join(root, 'node_modules', '.bin', name)
const turbo = (...args) => [bin('turbo'), ['run', ...args, '--output-logs=new-only']]

// ── PostgreSQL: the platform suite on PostgreSQL, and a set of journeys through two platform
// processes behind a round-robin proxy (apps/web/playwright.pg.config.ts) beside the journeys lane, when
// TEST_DATABASE_URL names a server that answers (`.ci/run` starts one unless CI_POSTGRES=0); otherwise the
// platform suite runs on PGlite. docs/development.md, "PostgreSQL".

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
    { cwd: 'apps/web', env: { TEST_DATABASE_URL: url, E2E_LANE: 'postgres' } },
  )
  console.log(`PostgreSQL journeys (two platform processes): ${((Date.now() - t0) / 1000).toFixed(1)} s`)
  return journeys
}

// Only when asked for: TEST_DATABASE_URL set (`.ci/run` sets it on every CI run).
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
      'Set TEST_DATABASE_URL to run it and the two-process journeys on PostgreSQL (docs/development.md, "PostgreSQL").',
  )
}

const playwright = (lane, config = 'playwright.config.ts') => ({
  command: [bin('playwright'), ['test', '-c', config, '--reporter=list']],
  options: { cwd: 'apps/web', env: { E2E_LANE: lane } },
})

// Each lane is a list of commands run one after the other; the lanes of a step run side by side.
const steps = [
  // Formatting is checked beside the build (it uses the core the build leaves idle) and fails fast.
  {
    label: 'build, and the formatting check (Prettier)',
    lanes: [
      [{ command: turbo('build', '--concurrency=2') }],
      [
        {
          command: [
            bin('prettier'),
            ['--check', '.', '--cache', '--cache-strategy', 'content', '--log-level', 'warn'],
          ],
        },
      ],
    ],
  },
  {
    label: 'end-to-end journeys (Playwright, Chromium) beside typecheck, lint, unit and story tests',
    // Three lanes on two cores, each starting its longest task at once, so that they end together. Measured
    // in CI's conditions on 2026-11-27 (a fresh clone, `.ci/run`, PostgreSQL): the journeys' first lane 618 s;
    // the story tests 546 s, then the second lane's journeys 144 s; typecheck and lint 202 s, then the unit
    // suites 402 s, then the third lane's journeys 90 s. The two-process journeys on PostgreSQL (52 s) went
    // from the third lane, which ended last (746 s), to the end of the first: the next fresh-clone run's
    // lanes ended at 731, 735 and 726 s (each lane prints its time). In one turbo run at concurrency 2 the
    // story tests, the longest task after the journeys, were often started late and ran alone at the end.
    lanes: [
      // The journeys, one at a time: about two thirds of a core (they mostly wait on the browser); then, with
      // PostgreSQL, the two-process journeys.
      [
        playwright('first'),
        ...(postgres?.url
          ? [{ command: [process.execPath, [path.join(root, 'scripts/test.mjs'), '--postgres-lane']] }]
          : []),
      ],
      // The story tests (every story rendered, played, checked by axe and compared with its screenshot),
      // then the journeys of the second lane (apps/web/e2e/lanes.ts).
      // The static Storybook (`npm run build-storybook`) is not rebuilt here: the story tests compile and run
      // every story in Chromium already; Chromatic's run builds it.
      [{ command: turbo('test', '--only', '--filter=@carreiras/storybook') }, playwright('second')],
      // Typecheck (TypeScript 7's native compiler, scripts/typecheck.mjs) and lint of every package with its
      // type-aware rules (eslint.config.js), then the other unit suites, one task at a time. Then the third
      // lane's journeys.
      [
        { command: turbo('typecheck', 'lint', '--only', '--concurrency=1') },
        { command: turbo('test', '--only', '--filter=!@carreiras/storybook', '--concurrency=1') },
        playwright('third'),
      ],
    ],
  },
  // The last step reads the build only, in two lanes. The first: the client JS budget (size-limit), the
  // published packages' tarballs (scripts/pack-check.mjs: allow-list, publint, attw; docs/packages.md) and the
  // dependency tree's health (scripts/dependency-health.mjs: `npm ls --all`, `npm audit --omit=dev` at high
  // severity; docs/operations.md). The second, the longest: the starter site (examples/starter) as an adopting
  // team builds it — the tarballs installed outside the workspace, its typecheck and build, one journey
  // against it and the local platform, then everything stopped and its scratch folder removed
  // (scripts/starter-check.mjs; its README, docs/packages.md). Three runs alone on the shared machine (load
  // average 25 to 28) took 446, 501 and 503 s, the install the most.
  {
    label:
      "client JS budget, the packages' tarballs, dependency health, and the starter site from the tarballs",
    lanes: [
      [
        { command: [bin('size-limit'), []] },
        { command: [process.execPath, [path.join(root, 'scripts/pack-check.mjs')]] },
        { command: [process.execPath, [path.join(root, 'scripts/dependency-health.mjs')]] },
      ],
      [{ command: [process.execPath, [path.join(root, 'scripts/starter-check.mjs')]] }],
    ],
  },
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

/** A lane's commands in order; the first that fails ends the lane with its code. */
async function runLane(commands, index, lanes) {
  const t0 = Date.now()
  for (const { command, options } of commands) {
    const code = await run(command, options)
    if (code !== 0) return code
  }
  // Each lane's time, for balancing them (the step's comment above).
  if (lanes.length > 1)
    console.log(`lane ${index + 1} of ${lanes.length}: ${((Date.now() - t0) / 1000).toFixed(1)} s`)
  return 0
}

if (process.argv.includes('--postgres-lane')) process.exit(await postgresLane(process.env.TEST_DATABASE_URL))

let passed = 0
const started = Date.now()
for (const { label, lanes } of steps) {
  const t0 = Date.now()
  console.log(`\n▶ ${label}`)
  const codes = await Promise.all(lanes.map(runLane))
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
