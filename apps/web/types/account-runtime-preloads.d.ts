// Written by vite.config.ts (accountRuntimePreloads) from the client build: the account runtime's chunk and
// the chunks it imports, as addresses under the site's base.
declare module 'virtual:carreiras/account-runtime-preloads' {
  const files: readonly string[]
  export default files
}
