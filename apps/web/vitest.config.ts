import { fileURLToPath } from 'node:url'
import { configDefaults, defineConfig } from 'vitest/config'
import { RUNTIME_PRELOADS_ID } from './account-runtime-preloads.plugin'

/** Files that need a module graph of their own: the third brand is read from the environment at import. */
const ISOLATED = ['app/brands/third-brand.server.test.ts']

// Unit tests only; the browser journeys live in e2e/ and run under Playwright.
// The other files share one module graph (`isolate: false`) instead of importing React Router, the routes
// and the brands again for each: 17 → 7 s idle (import 12 → 5 s); in CI the suite took 50 s, 36 of them
// importing.
export default defineConfig({
  // The server entry imports the account runtime's file list, which the build writes: an empty one here.
  resolve: {
    alias: {
      [RUNTIME_PRELOADS_ID]: fileURLToPath(new URL('./account-runtime-preloads.empty.ts', import.meta.url)),
    },
  },
  test: {
    environment: 'node',
    // The brand's theme colour is read from @carreiras/ui's tokens.css (app/pwa/web-app.server.ts): Vitest
    // would hand it over empty.
    css: { include: [/tokens\.css/] },
    projects: [
      {
        extends: true,
        test: {
          name: 'web',
          include: ['app/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...ISOLATED],
          isolate: false,
        },
      },
      { extends: true, test: { name: 'web:isolated', include: ISOLATED } },
    ],
  },
})
