#!/usr/bin/env node
// Builds the service worker after the site (`npm run build`; docs/pwa.md, "The service worker"):
//   1. bundles sw/sw.ts (Serwist, core's rules) into one classic script with Vite;
//   2. writes the offline page (build/client/offline.html) from core's texts;
//   3. lists the shell to precache from Vite's manifest of the client build: the entry, the root, /vagas
//      and a job page with their static imports and styles, the offline page, and React Router's full route
//      manifest (route discovery offline: app/pwa/route-manifest.ts);
//   4. injects that list with Serwist's injectManifest into build/client/sw.js, and deletes Vite's manifest
//      (a list of every file, which the site has no reason to serve).
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { injectManifest } from '@serwist/build'
import { build } from 'vite'
import { pwaMessages } from '@carreiras/core'
import { staticImportClosure, viteManifestPath } from './vite-manifest.mjs'

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const client = path.join(web, 'build/client')
const viteManifestFile = viteManifestPath(web)

/** The modules whose pages (and offline runtime) must render offline, beside the client entry. */
export const SHELL_ROUTES = [
  'app/root.tsx',
  'app/routes/vagas.tsx',
  'app/routes/vaga.tsx',
  // The install offer, loaded by the root on a second visit: kept so that visit works offline too.
  'app/pwa/pwa-runtime.client.tsx',
]

/**
 * The files of the shell: each entry, its static imports (recursively) and their styles.
 * @param {Record<string, { file: string, imports?: string[], css?: string[], assets?: string[] }>} manifest
 */
export function shellFiles(manifest, routes = SHELL_ROUTES) {
  const files = new Set()
  // Route modules are keyed '<file>?__react-router-build-client-route'.
  const keyOf = (name) =>
    Object.hasOwn(manifest, name) ? name : Object.keys(manifest).find((key) => key.startsWith(`${name}?`))
  for (const name of ['app/entry.client.tsx', ...routes]) {
    const key = keyOf(name)
    if (!key) throw new Error(`build-sw: ${name} não está no manifest do Vite`)
    for (const chunk of staticImportClosure(manifest, key)) {
      files.add(chunk.file)
      for (const css of chunk.css ?? []) files.add(css)
      for (const asset of chunk.assets ?? []) if (asset.endsWith('.css')) files.add(asset)
    }
  }
  return [...files]
}

const escapeHtml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** The page a navigation gets without a connection when the worker did not keep it (plain, no script). */
export function offlinePage(texts = pwaMessages.offline) {
  return `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(texts.pageTitle)}</title>
</head>
<body>
<main>
<h1>${escapeHtml(texts.pageTitle)}</h1>
<p role="status">${escapeHtml(texts.pageText)}</p>
<p><a href="">${escapeHtml(texts.pageRetry)}</a></p>
<p><a href="/vagas">${escapeHtml(texts.pageJobs)}</a></p>
</main>
</body>
</html>
`
}

/** sw/sw.ts and what it imports as one classic script (a worker registered without `type: 'module'`). */
export async function bundleServiceWorker() {
  const out = mkdtempSync(path.join(tmpdir(), 'carreiras-sw-bundle-'))
  try {
    await build({
      configFile: false,
      logLevel: 'warn',
      root: web,
      // Serwist's development logging is behind process.env.NODE_ENV, which a worker does not have.
      define: { 'process.env.NODE_ENV': JSON.stringify('production') },
      build: {
        outDir: out,
        emptyOutDir: true,
        minify: true,
        sourcemap: false,
        lib: {
          entry: path.join(web, 'sw/sw.ts'),
          formats: ['iife'],
          name: 'carreirasSw',
          fileName: () => 'sw.js',
        },
      },
    })
    return readFileSync(path.join(out, 'sw.js'), 'utf8')
  } finally {
    rmSync(out, { recursive: true, force: true })
  }
}

/**
 * The build's full route manifest (`assets/manifest-<hash>.js`, written by React Router beside the partial
 * ones it inlines in pages): the worker answers route discovery with it offline (app/pwa/route-manifest.ts).
 */
export function routeManifestFile(dir = client) {
  const assets = path.join(dir, 'assets')
  const found = readdirSync(assets).filter(
    (name) =>
      /^manifest-[\w-]+\.js$/.test(name) &&
      readFileSync(path.join(assets, name), 'utf8').startsWith('window.__reactRouterManifest='),
  )
  if (found.length !== 1)
    throw new Error(`build-sw: esperava um manifest de rotas em ${assets}, achou ${found.length}`)
  return `assets/${found[0]}`
}

async function main() {
  if (!existsSync(viteManifestFile)) throw new Error(`build-sw: falta ${viteManifestFile} (build.manifest)`)
  const manifest = JSON.parse(readFileSync(viteManifestFile, 'utf8'))
  const shell = [...shellFiles(manifest), routeManifestFile()]
  writeFileSync(path.join(client, 'offline.html'), offlinePage())

  const out = mkdtempSync(path.join(tmpdir(), 'carreiras-sw-'))
  writeFileSync(path.join(out, 'sw.js'), await bundleServiceWorker())
  const { count, size, warnings } = await injectManifest({
    swSrc: path.join(out, 'sw.js'),
    swDest: path.join(client, 'sw.js'),
    globDirectory: client,
    globPatterns: ['offline.html', ...shell],
    // Hashed names need no revision; the offline page gets one from its content.
    dontCacheBustURLsMatching: /^assets\//,
    injectionPoint: 'self.__SW_MANIFEST',
    maximumFileSizeToCacheInBytes: 1024 * 1024,
  })
  for (const warning of warnings) console.warn(`build-sw: ${warning}`)
  rmSync(out, { recursive: true, force: true })
  rmSync(path.dirname(viteManifestFile), { recursive: true, force: true })
  console.log(`build-sw: sw.js precaches ${count} files (${(size / 1024).toFixed(1)} KiB)`)
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main()
