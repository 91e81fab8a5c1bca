#!/usr/bin/env node
// `npm test`: every gate — build, typecheck, lint, unit and story tests, the Storybook build and the
// Playwright journeys in one turbo run (2 tasks at a time on this 2-core budget, so the two longest,
// the story tests and the journeys, overlap instead of queueing), then the client JS size budget.
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const bin = (name) => path.join(root, 'node_modules', '.bin', name)
const steps = [
  [
    'build, typecheck, lint, unit and story tests, Storybook build, end-to-end journeys (Playwright, Chromium)',
    bin('turbo'),
    [
      'run',
      'build',
      'typecheck',
      'lint',
      'test',
      'build-storybook',
      'e2e',
      '--concurrency=2',
      '--output-logs=new-only',
    ],
  ],
  ['client JS budget (size-limit)', bin('size-limit'), []],
]

let passed = 0
const started = Date.now()
for (const [label, command, args] of steps) {
  const t0 = Date.now()
  console.log(`\n▶ ${label}`)
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, FORCE_COLOR: '0' },
  })
  const seconds = ((Date.now() - t0) / 1000).toFixed(1)
  if (result.status !== 0) {
    console.error(`\n✖ ${label} failed after ${seconds} s`)
    console.log(`steps: ${passed} passed, 1 failed`)
    process.exit(result.status ?? 1)
  }
  passed += 1
  console.log(`✔ ${label} (${seconds} s)`)
}
console.log(`\nAll gates green in ${((Date.now() - started) / 1000).toFixed(0)} s.`)
console.log(`steps: ${passed} passed, 0 failed`)
