// A chunk's dynamic import that can be asked for again after it failed (docs/architecture.md, "Protected
// parts in their own chunk"). Some browsers keep a module whose download failed as failed for the rest of the
// page's life and answer a second `import()` of it from their module map without asking the network
// (Chromium 150 does). Asked again after a failure, the chunk is imported under its own address with a query
// of its own, which the browser fetches anew; its imports resolve to the same modules as before. Where the
// error does not name the address (some browsers' messages do not), the import is simply made again.

/** The address of the module a failed dynamic import names in its error, if it names one. */
export function failedModuleUrl(error: unknown): string | null {
  const message = error instanceof Error ? error.message : String(error)
  return /(https?:\/\/[^\s'"]+\.m?js)\b/.exec(message)?.[1] ?? null
}

export function importAgain<Module>(load: () => Promise<Module>): () => Promise<Module> {
  let failed: string | null = null
  let again = 0
  let loaded: Promise<Module> | null = null
  return () => {
    if (loaded) return loaded
    const attempt: Promise<Module> =
      failed === null ? load() : (import(/* @vite-ignore */ `${failed}?again=${++again}`) as Promise<Module>)
    return attempt.then(
      (module) => {
        loaded = attempt
        return module
      },
      (error: unknown) => {
        failed ??= failedModuleUrl(error)
        throw error
      },
    )
  }
}
