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
