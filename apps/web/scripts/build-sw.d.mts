// Types of build-sw.mjs for vite.config.ts and the unit test.
export const SHELL_ROUTES: string[]
export function shellFiles(
  manifest: Record<string, { file: string; imports?: string[]; css?: string[]; assets?: string[] }>,
  routes?: string[],
): string[]
export function offlinePage(texts?: {
  pageTitle: string
  pageText: string
  pageRetry: string
  pageJobs: string
}): string
export function bundleServiceWorker(): Promise<string>
/** The build's full route manifest among `dir`'s assets: 'assets/manifest-<hash>.js'. */
export function routeManifestFile(dir?: string): string
