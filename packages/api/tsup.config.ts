import { cp } from 'node:fs/promises'
import { defineConfig } from 'tsup'

// Under `--watch` (npm run dev) the packages rebuild in place: no clean (a running app would lose its
// imports mid-rebuild). The declaration files are not tsup's: `npm run build` writes them after it
// (scripts/declarations.mjs); under `--watch` editors and typecheck read the last full build's.
// The schema's SDL is copied to dist/schema after each build: the package ships dist/ only, and its
// `./schema/platform.graphql` export names the copy (schema/platform.graphql stays the one to edit).
export default defineConfig((options) => ({
  entry: ['src/index.ts', 'src/server.ts'],
  format: ['esm'],
  sourcemap: true,
  clean: !options.watch,
  treeshake: true,
  onSuccess: async () => {
    await cp('schema/platform.graphql', 'dist/schema/platform.graphql')
  },
}))
