// The second half of every tsup build of the design system (tsup.config.ts `onSuccess`, so under `--watch`
// too; docs/packages.md):
// - the style sheets are copied to dist/styles: the package ships dist/ only, and package.json's
//   `./theme.css`, `./tokens.css` and `./fonts.css` exports name them there;
// - every entry whose module needs the browser starts with "use client" (scripts/client-modules.mjs).
import { cp, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { clientModules } from './client-modules.mjs'

const PACKAGE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const SRC = path.join(PACKAGE, 'src')
const DIST = path.join(PACKAGE, 'dist')

export async function afterBuild() {
  await cp(path.join(SRC, 'styles'), path.join(DIST, 'styles'), {
    recursive: true,
    filter: (file) => !/\.tsx?$/.test(file),
  })
  let marked = 0
  await Promise.all(
    [...clientModules(SRC)].map(async (source) => {
      const output = path.join(DIST, path.relative(SRC, source)).replace(/\.tsx?$/, '.js')
      const code = await readFile(output, 'utf8').catch(() => null)
      // A module that is no entry (bundled into a chunk) has no file of its own: nothing to mark.
      if (code === null) return
      marked += 1
      if (code.startsWith('"use client"')) return
      // On the first line, so the source map's line numbers stay right.
      await writeFile(output, `"use client";${code}`)
    }),
  )
  return marked
}
