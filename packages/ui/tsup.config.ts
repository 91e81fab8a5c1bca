import { defineConfig } from 'tsup'
import { afterBuild } from './scripts/after-build.mjs'

// One entry per component so an app that imports `@carreiras/ui/button` pulls only the button;
// shared code (cn, cva helpers) lands in split chunks.
// Under `--watch` (npm run dev) the packages rebuild in place: no clean (a running app would lose its
// imports mid-rebuild). The declaration files are not tsup's: `npm run build` writes them after it
// (scripts/declarations.mjs); under `--watch` editors and typecheck read the last full build's.
//
// After each build (onSuccess, so under `--watch` too) scripts/after-build.mjs copies the style sheets to
// dist/styles and starts every entry that needs the browser with "use client" (docs/packages.md).
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
    // The component folders (docs/architecture.md, "The design system's folders"); dist/ mirrors them
    // (dist/primitives/button.js), and package.json's exports give each its bare name (`./button`).
    'src/primitives/*.{ts,tsx}',
    'src/site/*.{ts,tsx}',
    'src/domain/*/*.{ts,tsx}',
    'src/flows/*/*.{ts,tsx}',
    '!src/**/*.test.ts',
    '!src/**/*.fixtures.ts',
    '!src/**/*.stories.tsx',
    '!src/**/*.test.tsx',
  ],
  format: ['esm'],
  // The peers (package.json): the site's own copies, never bundled.
  external: ['react', 'react-dom', 'xstate', '@xstate/react', 'zod'],
  sourcemap: true,
  clean: !options.watch,
  treeshake: true,
  splitting: true,
  onSuccess: async () => {
    await afterBuild()
  },
}))
