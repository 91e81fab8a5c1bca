import { defineConfig } from 'tsup'

// One entry per component so an app that imports `@carreiras/ui/button` pulls only the button;
// shared code (cn, cva helpers) lands in split chunks.
export default defineConfig({
  entry: [
    'src/index.ts',
    'src/lib/*.ts',
    '!src/lib/*.test.ts',
    'src/components/*.tsx',
    '!src/**/*.stories.tsx',
    '!src/**/*.test.tsx',
  ],
  format: ['esm'],
  dts: { compilerOptions: { ignoreDeprecations: '6.0' } },
  external: ['react', 'react-dom'],
  sourcemap: true,
  clean: true,
  treeshake: true,
  splitting: true,
})
