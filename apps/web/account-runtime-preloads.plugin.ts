import { readFileSync } from 'node:fs'
import type { Plugin } from 'vite'
import { staticImportClosure, viteManifestPath, type ViteManifestChunk } from './scripts/vite-manifest.mjs'

/** The module the server imports for the account runtime's files (types/account-runtime-preloads.d.ts). */
export const RUNTIME_PRELOADS_ID = 'virtual:carreiras/account-runtime-preloads'

/**
 * The modules login-required routes load as protected parts (protectedPart, app/account/require-session.tsx):
 * what a route shows a signed-in candidate, imported when the route's module runs. Each must stay a chunk of
 * its own.
 */
export const PROTECTED_PART_MODULES = [
  'app/application/application-page.tsx',
  'app/profile/profile-content.tsx',
  'app/online-tests/test-runner-page.tsx',
] as const

/**
 * A protected part's chunk, by its file name (Vite names a module's chunk after the module): its dynamic
 * import gets no preload list in the page's code (vite.config.ts), the server asks for its files instead.
 */
export const PROTECTED_PART_CHUNK = new RegExp(
  `(^|/)(${PROTECTED_PART_MODULES.map((module) => module.replace(/^.*\//, '').replace(/\.tsx$/, '')).join('|')})-[\\w-]{8}\\.js$`,
)

/**
 * For each route module of the client build (by its address under `base`) whose static imports reach a
 * protected part's dynamic import: the part's chunk and every chunk it imports, each once. A part that is not
 * a chunk of its own (another module imports it statically) stops the build: its dynamic import would then
 * keep its preload list in the page's code, and the server would ask for another chunk than the page loads.
 */
export function protectedPartFilesOf(
  manifest: Record<string, ViteManifestChunk>,
  base: string,
  parts: readonly string[] = PROTECTED_PART_MODULES,
): Record<string, string[]> {
  for (const module of parts) {
    const file = manifest[module]?.file
    if (!file || !PROTECTED_PART_CHUNK.test(file))
      throw new Error(`${module} is not a chunk of its own in the client build's manifest.`)
  }
  const files: Record<string, string[]> = {}
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.isEntry) continue
    const wanted = new Set<string>()
    for (const reached of staticImportClosure(manifest, key))
      for (const module of reached.dynamicImports ?? [])
        if (parts.includes(module))
          for (const partChunk of staticImportClosure(manifest, module)) wanted.add(base + partChunk.file)
    if (wanted.size > 0) files[base + chunk.file] = [...wanted]
  }
  return files
}

/**
 * The parts every page's root and header draw in a chunk of their own (lazyPart, app/lib/lazy-part.tsx): the
 * saved jobs' header count and sync, the chat's launcher. Until its chunk arrives such a part is server
 * markup React has not hydrated, and the account runtime's news are transitions, which wait for it; so a
 * signed-in page shows nothing of what the runtime lets through before these chunks are in. They are asked
 * for first, before the runtime's own.
 */
export const SAVED_JOBS_PARTS_MODULE = 'app/saved-jobs/parts.tsx'
/** The chat's launcher, drawn only on pages with the site's chrome (and a brand with a chat). */
export const CHAT_LAUNCHER_MODULE = 'app/integrations/chat-launcher.tsx'
export const ROOT_PART_MODULES = [SAVED_JOBS_PARTS_MODULE, CHAT_LAUNCHER_MODULE] as const
/** The account runtime, whose files a stored session's list holds after the saved jobs' parts. */
export const ACCOUNT_RUNTIME_MODULE = 'app/account/account-runtime.client.tsx'

/**
 * The files of `modules` (each module's chunk and every chunk it imports), each once, in that order, as
 * addresses under `base`: for a stored session, the saved jobs' parts then the account runtime; apart, the
 * chat launcher's. A module missing from the client build's manifest stops the build.
 */
export function accountRuntimeFilesOf(
  manifest: Record<string, ViteManifestChunk>,
  base: string,
  modules: readonly string[] = [SAVED_JOBS_PARTS_MODULE, ACCOUNT_RUNTIME_MODULE],
): string[] {
  const files = new Set<string>()
  for (const module of modules) {
    if (!manifest[module]) throw new Error(`${module} is not in the client build's manifest.`)
    for (const chunk of staticImportClosure(manifest, module)) files.add(base + chunk.file)
  }
  return [...files]
}

/**
 * The account runtime's chunk and every chunk it imports (after the root's parts: accountRuntimeFilesOf), as
 * the client build wrote them (its Vite manifest,
 * kept for scripts/build-sw.mjs), handed to the server build as `virtual:carreiras/account-runtime-preloads`: a
 * document asks for them after its first paint when a session is stored (app/lib/module-preloads.server.ts;
 * docs/performance.md, "The page's modules asked for at once, after the first paint"). React Router builds the
 * client before the server; a server build that cannot find them fails rather than ship an empty list.
 * Beside them, `protectedPartFiles`: for each route module (by its address) whose code imports a protected
 * part, that part's chunk and the chunks it imports, which the same document asks for with the runtime's.
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
      if (serving)
        return 'export default []\nexport const chatLauncherFiles = []\nexport const protectedPartFiles = {}'
      const manifestPath = viteManifestPath(root)
      let manifest: Record<string, ViteManifestChunk>
      try {
        manifest = JSON.parse(readFileSync(manifestPath, 'utf8'))
      } catch {
        this.error(`the client build's manifest (${manifestPath}) is missing: the client is built first.`)
      }
      let files: string[]
      let chat: string[]
      let parts: Record<string, string[]>
      try {
        files = accountRuntimeFilesOf(manifest, base)
        chat = accountRuntimeFilesOf(manifest, base, [CHAT_LAUNCHER_MODULE])
        parts = protectedPartFilesOf(manifest, base)
      } catch (error) {
        this.error((error as Error).message)
      }
      this.addWatchFile(manifestPath)
      return [
        `export default ${JSON.stringify(files)}`,
        `export const chatLauncherFiles = ${JSON.stringify(chat)}`,
        `export const protectedPartFiles = ${JSON.stringify(parts)}`,
      ].join('\n')
    },
  }
}
