import { defineConfig } from 'tsup'

// One ESM bundle for Node 20; dependencies (workspace packages included) stay in node_modules.
export default defineConfig({
  entry: ['src/server.ts', 'src/app.ts'],
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  clean: true,
  splitting: true,
})
