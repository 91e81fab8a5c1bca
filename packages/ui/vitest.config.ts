import { defineConfig } from 'vitest/config'

// Unit tests in jsdom; the stories run in real Chromium from apps/storybook.
// `isolate: false`: the 55 files share one jsdom and one module graph instead of building them again per
// file. On 2 cores that is 43 s instead of 3 min for the same 463 tests (jsdom set-up and the Radix
// imports were three quarters of the time). Files that fake timers or stub globals restore them in
// their own afterEach/afterAll, and Testing Library's cleanup runs after every test (vitest.setup.ts).
export default defineConfig({
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    isolate: false,
    setupFiles: ['./vitest.setup.ts'],
    testTimeout: 30_000,
  },
})
