import { defineConfig } from 'tsup'

// One entry per module with code splitting: `sideEffects: false` then lets a browser bundle that imports
// only the messages or a rule drop zod and every schema it does not use (one bundled file could not).
// Under `--watch` (npm run dev) the packages rebuild in place: no clean (a running app would lose its
// imports mid-rebuild) and no declaration pass (editors and typecheck read the last full build).
export default defineConfig((options) => ({
  entry: ['src/**/*.ts', '!src/**/*.test.ts'],
  format: ['esm'],
  dts: options.watch ? false : { entry: 'src/index.ts', compilerOptions: { ignoreDeprecations: '6.0' } },
  splitting: true,
  sourcemap: true,
  clean: !options.watch,
  treeshake: true,
}))
