// Written by vite.config.ts (accountRuntimePreloads) from the client build: the saved jobs' parts and the
// account runtime, each chunk with the chunks it imports, as addresses under the site's base; the chat
// launcher's likewise; and, by the address of each route module that imports a protected part (protectedPart,
// app/account/require-session.tsx), the part's chunk and the chunks it imports.
declare module 'virtual:carreiras/account-runtime-preloads' {
  const files: readonly string[]
  export default files
  export const chatLauncherFiles: readonly string[]
  export const protectedPartFiles: Readonly<Record<string, readonly string[]>>
}
