#!/usr/bin/env node
// The published packages as an adopting site would install them (docs/packages.md, "The pack check"),
// after `npm run build`: for @carreiras/core, @carreiras/api and @carreiras/ui, `npm pack` into a temporary
// folder, then
// - the packed files against scripts/pack-allowlist.json (every file allowed, none denied, the required ones
//   there, the tarball under its size ceiling);
// - every target of package.json's `exports` packed, and the `exports` maps as the sources' entries make
//   them (scripts/package-exports.mjs);
// - publint on the tarball, warnings and suggestions counted as errors;
// - @arethetypeswrong/cli on the tarball with the `esm-only` profile: the packages are ES modules only (no
//   `require` condition, as their README says), so `require()` from CommonJS and the pre-`exports` node10
//   resolution are not checked; every entry must resolve with its types under node16 (ESM) and bundler
//   resolution. The style sheets and the SDL are left out of attw's entries: they are no JavaScript.
// `npm test` runs it beside the size budget; alone: `node scripts/pack-check.mjs` (about 30 s).
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { publint } from 'publint'
import { formatMessage } from 'publint/utils'
import { staleExports } from './package-exports.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const config = JSON.parse(fs.readFileSync(path.join(root, 'scripts/pack-allowlist.json'), 'utf8'))

/** A glob of the allow-list as a regular expression: `**` any segments, `*` within one segment. */
function globToRegExp(glob) {
  let source = ''
  for (let i = 0; i < glob.length; i += 1) {
    const char = glob[i]
    if (char === '*' && glob[i + 1] === '*') {
      // `**/` matches zero or more whole segments; a trailing `**` anything.
      if (glob[i + 2] === '/') {
        source += '(?:.*/)?'
        i += 2
      } else {
        source += '.*'
        i += 1
      }
    } else if (char === '*') source += '[^/]*'
    else if (char === '?') source += '[^/]'
    else source += char.replace(/[.+^${}()|[\]\\]/g, '\\$&')
  }
  return new RegExp(`^${source}$`)
}
const matcher = (globs) => {
  const patterns = globs.map(globToRegExp)
  return (file) => patterns.some((pattern) => pattern.test(file))
}

/** Every file path an `exports` map names (conditions and nested maps included). */
function exportTargets(value) {
  if (typeof value === 'string') return [value]
  if (value && typeof value === 'object') return Object.values(value).flatMap(exportTargets)
  return []
}

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'carreiras-pack-'))
const failures = []
const results = []
let passed = 0

/** The resolutions the `esm-only` profile leaves out: `require()` from CommonJS, and node10 (no `exports`). */
const NOT_CHECKED = new Set(['node10', 'node16-cjs'])

/** attw on one tarball; its problems join the package's. Its JSON goes to a file (a pipe may be cut short). */
async function attw(result) {
  const { manifest, tarball, problems } = result
  const notJavaScript = Object.keys(manifest.exports)
    .filter((entry) => /\.(css|graphql|json)$/.test(entry))
    .map((entry) => entry.slice(2))
  const reportFile = `${tarball}.attw.json`
  const out = fs.openSync(reportFile, 'w')
  const args = [
    tarball,
    '--profile',
    'esm-only',
    '--format',
    'json',
    '--exclude-entrypoints',
    ...notJavaScript,
  ]
  const status = await new Promise((resolve) => {
    const child = spawn(path.join(root, 'node_modules/.bin/attw'), args, { stdio: ['ignore', out, 'pipe'] })
    let stderr = ''
    child.stderr.on('data', (chunk) => (stderr += chunk))
    child.on('exit', (code) => resolve({ code, stderr }))
  })
  fs.closeSync(out)
  try {
    const report = JSON.parse(fs.readFileSync(reportFile, 'utf8'))
    const entrypoints = Object.keys(report.analysis.entrypoints).length
    const found = Object.values(report.problems ?? {})
      .flat()
      .filter((problem) => !NOT_CHECKED.has(problem.resolutionKind))
    for (const problem of found)
      problems.push(
        `attw ${problem.kind}: ${problem.entrypoint ?? ''} ${problem.resolutionKind ?? ''}`.trim(),
      )
    result.attwSummary = `attw (esm-only): ${entrypoints} entries, ${found.length} problems`
  } catch {
    problems.push(`attw did not report (exit ${status.code}): ${status.stderr.slice(0, 2000)}`)
    result.attwSummary = 'attw: no report'
  }
}

/** Runs the tasks with at most two at once (the machine's two cores). */
async function runTwoAtATime(tasks) {
  const queue = [...tasks]
  const worker = async () => {
    while (queue.length) await queue.shift()()
  }
  await Promise.all([worker(), worker()])
}

try {
  const stale = staleExports()
  if (stale.length)
    failures.push(
      `exports of ${stale.join(', ')} differ from the sources' entries: run \`node scripts/package-exports.mjs --write\``,
    )

  for (const [name, rules] of Object.entries(config.packages)) {
    const problems = []
    const dir = path.join(root, rules.dir)
    const pack = spawnSync('npm', ['pack', '--json', '--pack-destination', tmp], {
      cwd: dir,
      encoding: 'utf8',
      env: { ...process.env, npm_config_loglevel: 'error' },
    })
    if (pack.status !== 0) {
      failures.push(`${name}: npm pack failed\n${pack.stderr}`)
      continue
    }
    const [info] = JSON.parse(pack.stdout)
    const tarball = path.join(tmp, info.filename)
    const files = info.files.map((file) => file.path)

    // The allow-list.
    const allowed = matcher(rules.allow)
    const denied = matcher([...config.deny, ...(rules.deny ?? [])])
    for (const file of files) {
      if (denied(file)) problems.push(`denied file packed: ${file}`)
      else if (!allowed(file)) problems.push(`file outside the allow-list: ${file}`)
    }
    for (const file of rules.require)
      if (!files.includes(file)) problems.push(`required file missing: ${file}`)
    if (info.size > rules.maxPackedKiB * 1024)
      problems.push(`tarball ${kib(info.size)}, over its ceiling of ${rules.maxPackedKiB} KiB`)

    // Every export target is in the tarball.
    const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'))
    for (const target of new Set(exportTargets(manifest.exports))) {
      if (!files.includes(target.replace(/^\.\//, '')))
        problems.push(`exports names a file not packed: ${target}`)
    }

    // publint, on the tarball itself.
    const buffer = fs.readFileSync(tarball)
    const tarballData = buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + buffer.byteLength)
    const lint = await publint({ pack: { tarball: tarballData }, level: 'suggestion', strict: true })
    for (const message of lint.messages)
      problems.push(`publint ${message.type}: ${formatMessage(message, lint.pkg) ?? message.code}`)

    results.push({ name, info, tarball, manifest, problems, publintCount: lint.messages.length })
  }

  // @arethetypeswrong/cli on each tarball, two at a time (about 20 s each: it builds TypeScript programs).
  await runTwoAtATime(results.map((result) => () => attw(result)))

  for (const { name, info, problems, publintCount, attwSummary } of results) {
    console.log(
      `${name}@${info.version}: ${info.entryCount} files, ${kib(info.size)} packed (${kib(info.unpackedSize)} unpacked); ` +
        `publint: ${publintCount} messages; ${attwSummary}`,
    )
    if (problems.length) failures.push(...problems.map((problem) => `${name}: ${problem}`))
    else passed += 1
  }
} finally {
  fs.rmSync(tmp, { recursive: true, force: true })
}

for (const failure of failures) console.error(`✖ ${failure}`)
const failed = Object.keys(config.packages).length - passed
console.log(`pack-check: ${passed} passed, ${failed} failed`)
if (failures.length) process.exit(1)
