import { configDefaults, defineConfig } from 'vitest/config'

/**
 * Files that replace a module with `vi.mock`: in the shared module graph below, a file that ran earlier in
 * the same worker has already imported the real module, so the mock would apply or not by the order of the
 * files. These get a graph of their own.
 */
const ISOLATED = ['src/lib/cn-on-hydration.test.tsx']

// Unit tests in jsdom; the stories run in real Chromium from apps/storybook.
// `isolate: false`: the 55 files share one jsdom and one module graph instead of building them again per
// file. On 2 cores that is 43 s instead of 3 min for the same 463 tests (jsdom set-up and the Radix
// imports were three quarters of the time). Files that fake timers or stub globals restore them in
// their own afterEach/afterAll, and Testing Library's cleanup runs after every test (vitest.setup.ts).
export default defineConfig({
  test: {
    environment: 'jsdom',
    setupFiles: ['./vitest.setup.ts'],
    testTimeout: 30_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'ui',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: [...configDefaults.exclude, ...ISOLATED],
          isolate: false,
        },
      },
      { extends: true, test: { name: 'ui:isolated', include: ISOLATED } },
    ],
  },
})
