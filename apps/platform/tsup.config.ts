import { defineConfig } from 'tsup'

// One ESM bundle for Node 24 (package.json's engines); dependencies (workspace packages included) stay in node_modules.
// dist/server.js starts the platform, dist/migrate.js is `npm run migrate` (src/db/migrate.ts), dist/worker.js
// is `npm run worker` (src/outgoing/worker-main.ts).
export default defineConfig({
  entry: {
    server: 'src/server.ts',
    app: 'src/app.ts',
    migrate: 'src/db/migrate.ts',
    worker: 'src/outgoing/worker-main.ts',
  },
  format: ['esm'],
  platform: 'node',
  target: 'node24',
  sourcemap: true,
  clean: true,
  splitting: true,
})
