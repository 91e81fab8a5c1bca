import { defineConfig } from 'vitest/config'

// Property-based suites run hundreds of cases; on a loaded 2-core machine 5 s is not enough headroom.
export default defineConfig({ test: { include: ['src/**/*.test.ts'], testTimeout: 30_000 } })
