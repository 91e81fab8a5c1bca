// Vite's manifest of the client build (`build.manifest` in vite.config.ts), read by the two steps that need
// to know which files a module brings with it: the service worker's shell (scripts/build-sw.mjs, which deletes
// the manifest once it has read it) and the account runtime's preload list (account-runtime-preloads.plugin.ts).
import path from 'node:path'

/** Where the client build writes its manifest, under the web app's folder. */
export const viteManifestPath = (webRoot) => path.join(webRoot, 'build/client/.vite/manifest.json')

/**
 * The manifest's entry for `key` and every entry its static imports reach, each once, the entry first.
 * @param {Record<string, { file: string, imports?: string[], css?: string[], assets?: string[] }>} manifest
 * @param {string} key
 */
export function staticImportClosure(manifest, key) {
  const seen = new Set()
  const chunks = []
  const visit = (name) => {
    const chunk = manifest[name]
    if (!chunk || seen.has(name)) return
    seen.add(name)
    chunks.push(chunk)
    for (const child of chunk.imports ?? []) visit(child)
  }
  visit(key)
  return chunks
}
