import { defineConfig } from 'vitest/config'

// Property-based suites run hundreds of cases; on a loaded 2-core machine 5 s is not enough headroom.
// `isolate: false`: the files share one module graph instead of importing core (and zod, fast-check) again
// for each: the same tests in about a third of the CPU (core 68 → 24 s, api 26 → 12 s), which CI's 15 minutes
// need. No file stubs a global or keeps module state another one reads.
export default defineConfig({
  test: { include: ['src/**/*.test.ts'], testTimeout: 30_000, isolate: false },
})
