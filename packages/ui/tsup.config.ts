import { defineConfig } from 'tsup'

// One entry per component so an app that imports `@carreiras/ui/button` pulls only the button;
// shared code (cn, cva helpers) lands in split chunks.
// Under `--watch` (npm run dev) the packages rebuild in place: no clean (a running app would lose its
// imports mid-rebuild). The declaration files are not tsup's: `npm run build` writes them after it
// (scripts/declarations.mjs); under `--watch` editors and typecheck read the last full build's.
export default defineConfig((options) => ({
  entry: [
    'src/index.ts',
    'src/lib/*.ts',
    'src/lib/*.tsx',
    'src/brand/*.tsx',
    '!src/brand/*.stories.tsx',
    '!src/brand/*.test.tsx',
    '!src/lib/*.test.ts',
    '!src/lib/*.test.tsx',
    'src/components/*.tsx',
    'src/components/*.ts',
    '!src/**/*.test.ts',
    '!src/**/*.fixtures.ts',
    '!src/**/*.stories.tsx',
    '!src/**/*.test.tsx',
  ],
  format: ['esm'],
  external: ['react', 'react-dom'],
  sourcemap: true,
  clean: !options.watch,
  treeshake: true,
  splitting: true,
}))
