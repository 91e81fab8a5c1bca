#!/usr/bin/env node
// `npm test`: every gate, in order — build, typecheck, lint, unit and story tests (turbo, 2 at a time
// on this 2-core budget), the Storybook build, the client JS size budget, then the Playwright journeys.
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const bin = (name) => path.join(root, 'node_modules', '.bin', name)
const steps = [
  ['build, typecheck, lint, unit and story tests', bin('turbo'), ['run', 'build', 'typecheck', 'lint', 'test', '--concurrency=2', '--output-logs=new-only']],
  ['Storybook build', bin('turbo'), ['run', 'build-storybook', '--output-logs=errors-only']],
  ['client JS budget (size-limit)', bin('size-limit'), []],
  ['end-to-end journeys (Playwright, Chromium)', bin('turbo'), ['run', 'e2e', '--concurrency=1', '--output-logs=full']],
]

let passed = 0
const started = Date.now()
for (const [label, command, args] of steps) {
  const t0 = Date.now()
  console.log(`\n▶ ${label}`)
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, FORCE_COLOR: '0' } })
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
