#!/usr/bin/env node
// The published packages' `exports` maps, spelled out entry by entry (docs/packages.md, "Entry points").
// A wildcard (`"./*": "./dist/primitives/*.js"`) would also answer for files that are no entry (a fixture's
// declaration file, a split chunk) and cannot be checked by @arethetypeswrong/cli; an explicit map says
// exactly what a site may import, and every entry names its declaration file (`types`) first.
//
// The entries come from the sources: every component of packages/ui's component folders (primitives/,
// site/, domain/<area>/, flows/<flow>/; docs/architecture.md, "The design system's folders") is its own
// entry under its bare name (`./button`, `./account-dialog`: the folder is no part of the subpath, so a
// component can change folder without changing its import), as is every module of lib/ and brand/ and
// every message area of packages/core/src/messages/ui. Adding a component or a
// message area therefore changes the map: `node scripts/package-exports.mjs --write` rewrites the three
// package.json files, and scripts/pack-check.mjs (run by `npm test`) fails while one is out of date.
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

/** Modules of a source folder that are entries: TypeScript files that are no test, story or fixture. */
function modules(pkg, folder) {
  const dir = path.join(root, 'packages', pkg, 'src', folder)
  return fs
    .readdirSync(dir)
    .filter((file) => /\.tsx?$/.test(file) && !/\.(test|stories|fixtures)\.tsx?$/.test(file))
    .map((file) => file.replace(/\.tsx?$/, ''))
    .sort()
}

/** The design system's component folders, relative to packages/ui/src: primitives/, site/ and each area's
 *  and flow's folder under domain/ and flows/. */
export function componentFolders() {
  const src = path.join(root, 'packages', 'ui', 'src')
  const subfolders = (folder) =>
    fs
      .readdirSync(path.join(src, folder), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => `${folder}/${entry.name}`)
      .sort()
  return ['primitives', 'site', ...subfolders('domain'), ...subfolders('flows')]
}

/** Every component module of packages/ui by its name, sorted by name: `[name, path under src/]`. */
function components() {
  const found = new Map()
  for (const folder of componentFolders())
    for (const name of modules('ui', folder)) {
      if (found.has(name))
        throw new Error(
          `packages/ui: ${found.get(name)} and ${folder}/${name} would share the entry ./${name}`,
        )
      found.set(name, `${folder}/${name}`)
    }
  return [...found].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
}

/** An ES-module entry: its declaration file first (TypeScript reads the first condition that matches). */
const esm = (file) => ({ types: `./dist/${file}.d.ts`, import: `./dist/${file}.js` })

/** The `exports` map of each published package, in the order it is written. */
export function expectedExports() {
  const core = {
    '.': esm('index'),
    // Sample records for a site's own tests and stories (docs/packages.md, "@carreiras/core/testing").
    './testing': esm('testing'),
    './messages/header': esm('messages/header'),
    ...Object.fromEntries(
      modules('core', 'messages/ui').map((name) => [`./messages/${name}`, esm(`messages/ui/${name}`)]),
    ),
    './package.json': './package.json',
  }
  const api = {
    '.': esm('index'),
    './server': esm('server'),
    './schema/platform.graphql': './dist/schema/platform.graphql',
    './package.json': './package.json',
  }
  const ui = {
    '.': esm('index'),
    // The style sheets (Tailwind 4 sources: the app's Tailwind build reads them; docs/packages.md).
    './theme.css': './dist/styles/theme.css',
    './tokens.css': './dist/styles/tokens.css',
    './fonts.css': './dist/styles/fonts.css',
    ...Object.fromEntries(modules('ui', 'lib').map((name) => [`./lib/${name}`, esm(`lib/${name}`)])),
    ...Object.fromEntries(modules('ui', 'brand').map((name) => [`./brand/${name}`, esm(`brand/${name}`)])),
    ...Object.fromEntries(components().map(([name, file]) => [`./${name}`, esm(file)])),
    './package.json': './package.json',
  }
  return { core, api, ui }
}

const manifest = (pkg) => path.join(root, 'packages', pkg, 'package.json')

/** The packages whose package.json `exports` differ from the sources' entries. */
export function staleExports() {
  const expected = expectedExports()
  return Object.keys(expected).filter((pkg) => {
    const json = JSON.parse(fs.readFileSync(manifest(pkg), 'utf8'))
    return JSON.stringify(json.exports) !== JSON.stringify(expected[pkg])
  })
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (process.argv.includes('--write')) {
    for (const [pkg, exports] of Object.entries(expectedExports())) {
      const file = manifest(pkg)
      const json = JSON.parse(fs.readFileSync(file, 'utf8'))
      json.exports = exports
      fs.writeFileSync(file, JSON.stringify(json, null, 2) + '\n')
      console.log(`packages/${pkg}/package.json: ${Object.keys(exports).length} entries`)
    }
  } else {
    const stale = staleExports()
    for (const pkg of stale)
      console.error(`packages/${pkg}/package.json: exports differ from the sources' entries`)
    if (stale.length) {
      console.error('Run `node scripts/package-exports.mjs --write` and commit the package.json files.')
      process.exit(1)
    }
    console.log('exports: up to date')
  }
}
