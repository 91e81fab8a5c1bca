import { createRequire } from 'node:module'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  resolve: {
    // graphql 16 has no "exports": Node loads its CommonJS build (as Yoga does), Vite would pick the .mjs
    // one; two copies break `instanceof`. Point Vite at the one Node uses.
    alias: [{ find: /^graphql$/, replacement: createRequire(import.meta.url).resolve('graphql') }],
  },
  test: {
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    setupFiles: ['test/password-cost.ts'],
    env: { PGLITE_DIR: 'memory://', LOG: 'off', NODE_ENV: 'test' },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
})
