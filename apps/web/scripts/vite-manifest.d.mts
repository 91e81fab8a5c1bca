// Types of vite-manifest.mjs for account-runtime-preloads.plugin.ts.
export interface ViteManifestChunk {
  file: string
  isEntry?: boolean
  imports?: string[]
  dynamicImports?: string[]
  css?: string[]
  assets?: string[]
}
/** Where the client build writes its manifest, under the web app's folder. */
export function viteManifestPath(webRoot: string): string
/** The manifest's entry for `key` and every entry its static imports reach, each once, the entry first. */
export function staticImportClosure(
  manifest: Record<string, ViteManifestChunk>,
  key: string,
): ViteManifestChunk[]
