import { defineConfig } from 'tsup'

// Under `--watch` (npm run dev) the packages rebuild in place: no clean (a running app would lose its
// imports mid-rebuild) and no declaration pass (editors and typecheck read the last full build).
export default defineConfig((options) => ({
  entry: ['src/index.ts', 'src/server.ts'],
  format: ['esm'],
  dts: options.watch ? false : { compilerOptions: { ignoreDeprecations: '6.0' } },
  sourcemap: true,
  clean: !options.watch,
  treeshake: true,
}))
