import { readFileSync } from 'node:fs'
import type { Plugin } from 'vite'
import { staticImportClosure, viteManifestPath, type ViteManifestChunk } from './scripts/vite-manifest.mjs'

/** The module the server imports for the account runtime's files (types/account-runtime-preloads.d.ts). */
export const RUNTIME_PRELOADS_ID = 'virtual:carreiras/account-runtime-preloads'

/**
 * The account runtime's chunk and every chunk it imports, as the client build wrote them (its Vite manifest,
 * kept for scripts/build-sw.mjs), handed to the server build as `virtual:carreiras/account-runtime-preloads`: a
 * document asks for them after its first paint when a session is stored (app/lib/module-preloads.server.ts;
 * docs/performance.md, "The page's modules asked for at once, after the first paint"). React Router builds the
 * client before the server; a server build that cannot find them fails rather than ship an empty list.
 * `npm run dev` serves the modules unbundled: an empty list (the unit tests get one from
 * account-runtime-preloads.empty.ts).
 */
export function accountRuntimePreloads(): Plugin {
  let root = '.'
  let base = '/'
  let serving = false
  return {
    name: 'carreiras:account-runtime-preloads',
    configResolved(config) {
      root = config.root
      base = config.base
      serving = config.command === 'serve'
    },
    resolveId(id) {
      return id === RUNTIME_PRELOADS_ID ? `\0${RUNTIME_PRELOADS_ID}` : null
    },
    load(id) {
      if (id !== `\0${RUNTIME_PRELOADS_ID}`) return null
      if (serving) return 'export default []'
      const manifestPath = viteManifestPath(root)
      let manifest: Record<string, ViteManifestChunk>
      try {
        manifest = JSON.parse(readFileSync(manifestPath, 'utf8'))
      } catch {
        this.error(`the client build's manifest (${manifestPath}) is missing: the client is built first.`)
      }
      const runtime = 'app/account/account-runtime.client.tsx'
      if (!manifest[runtime]) this.error(`${runtime} is not in the client build's manifest.`)
      const files = staticImportClosure(manifest, runtime).map((chunk) => base + chunk.file)
      this.addWatchFile(manifestPath)
      return `export default ${JSON.stringify(files)}`
    },
  }
}
