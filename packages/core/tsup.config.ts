import { defineConfig } from 'tsup'

// One entry per module with code splitting: `sideEffects: false` then lets a browser bundle that imports
// only the messages or a rule drop zod and every schema it does not use (one bundled file could not).
// Under `--watch` (npm run dev) the packages rebuild in place: no clean (a running app would lose its
// imports mid-rebuild). The declaration files are not tsup's: `npm run build` writes them after it
// (scripts/declarations.mjs, one per module, so each `./messages/<area>` export has its own); under
// `--watch` editors and typecheck read the last full build's.
export default defineConfig((options) => ({
  // The test fixtures are no entries: the two that are published are bundled into `testing` (src/testing.ts).
  entry: ['src/**/*.ts', '!src/**/*.test.ts', '!src/**/*.fixtures.ts'],
  format: ['esm'],
  splitting: true,
  sourcemap: true,
  clean: !options.watch,
  treeshake: true,
}))
