#!/usr/bin/env node
// A package's declaration files, the second half of its `build` (tsup writes the JavaScript first, and clears
// dist/ before it). TypeScript 7's native compiler (scripts/typescript.mjs) checks the package's sources and
// writes one .d.ts beside each module tsup builds (tsconfig.build.json: dist/ mirrors src/, so every
// `types` path in package.json's exports names its module's file). tsup's own declaration pass did the same
// with TypeScript 6 and a bundling step: about 20 s of the ui package's build, where this takes about 2 s,
// and it ran on the build's critical path (core, then api, then ui, then the site).
//
// The sources import each other without extensions (moduleResolution "bundler"), and the compiler copies
// the specifiers as written; tsc-alias then completes each relative specifier of the declaration files
// (`./button-variants` → `./button-variants.js`, a folder → its `index.js`), so a consumer that resolves
// like Node (moduleResolution "node16"/"nodenext") finds them too, as it did in tsup's bundled files.
import { replaceTscAliasPaths } from 'tsc-alias'
import { runTypeScript } from './typescript.mjs'

const CONFIG = 'tsconfig.build.json'
const status = runTypeScript('declarations', ['-p', CONFIG])
if (status !== 0) process.exit(status)
await replaceTscAliasPaths({
  configFile: CONFIG,
  resolveFullPaths: true,
  // Only the relative specifiers, each completed to the module tsup wrote beside it; a package's subpath
  // (`@carreiras/core/messages/chat`) stays as written: its package.json exports resolve it.
  resolvePackageSubpaths: false,
  // Only the declaration files: tsup's JavaScript already names its chunks in full.
  fileExtensions: { inputGlob: 'd.ts' },
})
