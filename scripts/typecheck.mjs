#!/usr/bin/env node
// A workspace's `typecheck`: its tsconfig.json checked by TypeScript 7's native compiler (the root's
// `typescript-native` devDependency, an alias of typescript@7), about five times faster than TypeScript 6
// on these workspaces (ui 12 s → 5 s, storybook 42 s → 7 s on the CI machine), which keeps `npm test` inside
// CI's 15 minutes. TypeScript 6 stays the compiler everything else uses (tsup's declarations, which also
// type-check each package's sources, typescript-eslint, Vite), so a difference between the two versions
// shows up in the build or the lint. Where no native binary exists for the platform, TypeScript 6 checks
// instead. Extra arguments are passed on: `node ../../scripts/typecheck.mjs -p tsconfig.json`.
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

const require = createRequire(import.meta.url)

function compiler() {
  try {
    // (typescript@7 exports no `bin/tsc` subpath: the launcher is found beside its package.json.)
    const native = path.join(path.dirname(require.resolve('typescript-native/package.json')), 'bin/tsc')
    // The launcher needs the platform's binary package (@typescript/typescript-<os>-<arch>).
    const probe = spawnSync(process.execPath, [native, '--version'], { encoding: 'utf8' })
    if (probe.status === 0 && probe.stdout.startsWith('Version 7')) return native
  } catch {
    // not installed: TypeScript 6 below
  }
  const tsc = require.resolve('typescript/bin/tsc')
  if (!existsSync(tsc)) throw new Error('TypeScript is not installed: run `npm install`.')
  console.warn('typecheck: TypeScript 7 (native) is not available here; checking with TypeScript 6.')
  return tsc
}

const args = process.argv.slice(2)
const result = spawnSync(process.execPath, [compiler(), ...(args.length ? args : ['-p', 'tsconfig.json'])], {
  stdio: 'inherit',
})
process.exit(result.status ?? 1)
