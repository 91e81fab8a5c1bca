#!/usr/bin/env node
// `npm test`: every gate — build (with the Prettier check beside it), then two lanes side by side: the Playwright
// journeys alone, and typecheck, lint, unit and story tests and the Storybook build two at a time (measured with
// the candidate's area: the journeys about 12 minutes, the other lane about 11) — then the client JS size budget.
//
// Why two lanes: the journeys are the longest gate and use about one core. In one turbo
// run its scheduler sometimes started them last, after the story tests, and the run ended with the
// journeys alone on one core (15 min instead of 12). Started right after the build, they run beside the
// rest and the two cores stay busy to the end. Both lanes run their tasks `--only` (the build is done),
// so neither replays the other's build outputs.
import { spawn } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const bin = (name) => path.join(root, 'node_modules', '.bin', name)
const turbo = (...args) => [bin('turbo'), ['run', ...args, '--output-logs=new-only']]

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
    label:
      'end-to-end journeys (Playwright, Chromium) beside typecheck, lint, unit and story tests, and the Storybook build',
    lanes: [
      turbo('e2e', '--only', '--concurrency=1'),
      turbo('typecheck', 'lint', 'test', 'build-storybook', '--only', '--concurrency=2'),
    ],
  },
  { label: 'client JS budget (size-limit)', lanes: [[bin('size-limit'), []]] },
]

function run([command, args]) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, FORCE_COLOR: '0' },
    })
    child.on('error', () => resolve(1))
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)))
  })
}

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
