// The account runtime's file list for the unit tests (vitest.config.ts), which run the server's modules from
// source: no build, so no files (account-runtime-preloads.plugin.ts writes the real list into the build).
const files: readonly string[] = []
export default files
export const chatLauncherFiles: readonly string[] = []
export const protectedPartFiles: Readonly<Record<string, readonly string[]>> = {}
