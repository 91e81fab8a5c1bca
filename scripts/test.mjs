#!/usr/bin/env node
// `npm test`: every gate. First build, typecheck and lint (turbo, 2 tasks at a time on this 2-core
// budget); then two lanes side by side, so the two longest gates never queue behind each other: the
// Playwright journeys (the web build and the platform are ready) and the unit and story tests with the
// Storybook build; then the client JS size budget. The lanes run with `--only`: everything they depend
// on was built by the first step.
import { spawn, spawnSync } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const bin = (name) => path.join(root, 'node_modules', '.bin', name)
const env = { ...process.env, FORCE_COLOR: '0' }
const turbo = (tasks, concurrency) => [
  bin('turbo'),
  ['run', ...tasks, `--concurrency=${concurrency}`, '--output-logs=new-only'],
]

let passed = 0
const started = Date.now()

function done(label, status, t0) {
  const seconds = ((Date.now() - t0) / 1000).toFixed(1)
  if (status !== 0) {
    console.error(`\n✖ ${label} failed after ${seconds} s`)
    console.log(`steps: ${passed} passed, 1 failed`)
    process.exit(status ?? 1)
  }
  passed += 1
  console.log(`✔ ${label} (${seconds} s)`)
}

function runStep(label, [command, args]) {
  const t0 = Date.now()
  console.log(`\n▶ ${label}`)
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env })
  done(label, result.status, t0)
}

/** Runs the lanes at once; the first that fails stops the others. */
async function runLanes(lanes) {
  const children = []
  const results = lanes.map(
    ([label, [command, args]]) =>
      new Promise((resolve) => {
        const t0 = Date.now()
        console.log(`\n▶ ${label}`)
        const child = spawn(command, args, { cwd: root, stdio: 'inherit', env })
        children.push(child)
        child.on('exit', (code) => {
          if (code !== 0) for (const other of children) if (other !== child) other.kill('SIGTERM')
          done(label, code, t0)
          resolve()
        })
      }),
  )
  await Promise.all(results)
}

runStep('build, typecheck, lint', turbo(['build', 'typecheck', 'lint'], 2))
await runLanes([
  ['end-to-end journeys (Playwright, Chromium)', turbo(['e2e', '--only'], 1)],
  ['unit and story tests, Storybook build', turbo(['test', 'build-storybook', '--only'], 2)],
])
runStep('client JS budget (size-limit)', [bin('size-limit'), []])
console.log(`\nAll gates green in ${((Date.now() - started) / 1000).toFixed(0)} s.`)
console.log(`steps: ${passed} passed, 0 failed`)
