// Which of the design system's entries need the browser, and so start with "use client" in dist/
// (docs/packages.md, "use client"). React Server Components treat a module with that directive as the
// boundary where server rendering hands over to the browser; the site (React Router, server rendering
// without server components) ignores it.
//
// A module needs the browser when its source calls a React hook (`useState`, `useActor`…), creates a
// context, touches `window`/`document`/`navigator`, or imports a library that does (Radix, react-hook-form,
// @xstate/react, react-easy-crop) — or when it imports, as a value, a module of this package that does:
// the entries share split chunks that carry no directive of their own, so an entry is marked when anything
// it bundles is. Pure entries (Badge, Alert, Spinner, `cn`, the labels…) stay usable from a server
// component. tsup's build (tsup.config.ts) prepends the directive; src/client-modules.test.ts pins the rule.
import fs from 'node:fs'
import path from 'node:path'

const BROWSER =
  /\buse[A-Z]\w*\s*\(|\bcreateContext\b|\bwindow\.|\bdocument\.|\bnavigator\.|from '(@radix-ui\/[^']+|react-hook-form|@hookform\/[^']+|@xstate\/react|react-easy-crop)'/

/** The module file a relative specifier names (`./button` → `src/primitives/button.tsx`), if any. */
function resolveModule(from, specifier) {
  const base = path.join(path.dirname(from), specifier)
  return [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find((file) => fs.existsSync(file))
}

/** The relative modules a source imports as values (`import type` brings no code into the bundle). */
function valueImports(file, source) {
  const found = []
  // Static imports and re-exports, and dynamic import() (its chunk is loaded by this module).
  const pattern = /(import|export)\s+(type\s+)?[^;]*?\sfrom\s+'(\.[^']+)'|import\('(\.[^']+)'\)/g
  for (const match of source.matchAll(pattern)) {
    if (match[2]) continue
    const target = resolveModule(file, match[3] ?? match[4])
    if (target) found.push(target)
  }
  return found
}

/**
 * The source files (absolute paths) under `srcDir` whose module, with what it bundles, needs the browser.
 * @param {string} srcDir packages/ui/src
 * @returns {Set<string>}
 */
export function clientModules(srcDir) {
  const files = []
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) walk(full)
      else if (/\.tsx?$/.test(entry.name) && !/\.(test|stories|fixtures)\.tsx?$/.test(entry.name))
        files.push(full)
    }
  }
  walk(srcDir)

  const verdict = new Map()
  const needsBrowser = (file, visiting = new Set()) => {
    if (verdict.has(file)) return verdict.get(file)
    if (visiting.has(file)) return false
    visiting.add(file)
    const source = fs.readFileSync(file, 'utf8')
    const result =
      BROWSER.test(source) || valueImports(file, source).some((dep) => needsBrowser(dep, visiting))
    visiting.delete(file)
    verdict.set(file, result)
    return result
  }
  return new Set(files.filter((file) => needsBrowser(file)))
}
