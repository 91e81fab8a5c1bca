import { defineConfig } from 'tsup'

// One entry per module with code splitting: `sideEffects: false` then lets a browser bundle that imports
// only the messages or a rule drop zod and every schema it does not use (one bundled file could not).
export default defineConfig({
  entry: ['src/**/*.ts', '!src/**/*.test.ts'],
  format: ['esm'],
  dts: { entry: 'src/index.ts', compilerOptions: { ignoreDeprecations: '6.0' } },
  splitting: true,
  sourcemap: true,
  clean: true,
  treeshake: true,
})
