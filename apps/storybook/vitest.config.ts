import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin'
import { playwright } from '@vitest/browser-playwright'
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config'
// The one Chromium every browser suite drives (CHROMIUM_PATH overrides); no browser downloads.
import { chromiumLaunchOptions } from '../../scripts/browser.mjs'
import { PREBUNDLE } from './.storybook/prebundle'

const dirname = path.dirname(fileURLToPath(import.meta.url))
const BRANDS = ['aurora', 'demo'] as const

// `npm test` runs the aurora project (`test`); the demo brand's screenshots run with `npm run test:demo` and
// `test:visual` (both projects): beside the journeys they did not fit CI's 15 minutes.
// Every story runs as a test (render + play + axe) for the aurora brand; the demo brand runs the ones
// it screenshots (.storybook/visual-check.ts). One Vitest project per brand,
// each pinning the toolbar's `brand` global. The same groupOrder runs the two projects side by side
// (one browser each, files one at a time): on 2 cores that takes about 30% less time than one after
// the other.
function brandProject(brand: (typeof BRANDS)[number]): TestProjectInlineConfiguration {
  return {
    extends: true,
    plugins: [
      storybookTest({
        configDir: path.join(dirname, '.storybook'),
        initialGlobals: { brand },
        // Compile MDX (the plugin stubs it by default): src/docs/docs-pages.stories.tsx renders the Guia
        // pages so axe checks them as it checks the stories.
        disableAddonDocs: false,
      }),
    ],
    test: {
      name: `storybook:${brand}`,
      sequence: { groupOrder: 0 },
      // The story files share one iframe and module graph instead of loading React, Radix and the
      // design system again for each of the 122 files: about a fifth less CPU for the same checks
      // (each story still renders into its own root, cleaned up after its test).
      isolate: false,
      // The visual check runs in an afterEach hook: fonts, animations ended, then up to 15 s for two equal
      // captures (below). Beside the journeys and a CPU-bound process the default 30 s for a hook was seen
      // running out; the hook waits for a state, not a time.
      hookTimeout: 60_000,
      // The Guia pages (src/docs) are long: the Fluxos page lists every machine's ~380 states and ~720
      // transitions, and axe reads each line; beside the journeys that was seen taking 26 s, past the
      // default 15 s. A story's test waits for its render, play and axe, so a longer bound costs nothing.
      testTimeout: 60_000,
      setupFiles: [path.join(dirname, '.storybook/visual-check.ts')],
      browser: {
        enabled: true,
        headless: true,
        provider: playwright({ launchOptions: chromiumLaunchOptions() }),
        instances: [{ browser: 'chromium' }],
        fileParallelism: false,
        expect: {
          toMatchScreenshot: {
            comparatorName: 'pixelmatch',
            // threshold: per-pixel colour tolerance (YIQ). The default 0.1 would let a token edit such
            // as --primary #0b4a8b -> #0b4a9b (a YIQ delta of about 14.5) through; 0.015 (delta 7.9)
            // still catches it while ignoring the ±4-level anti-aliasing of soft shadows, which
            // Chromium does not render identically run to run.
            comparatorOptions: { threshold: 0.015, allowedMismatchedPixelRatio: 0.001 },
            // Two equal captures in a row make a stable screenshot; beside the journeys on 2 cores a
            // capture can take seconds, so the default 5 s was seen running out (a dialog story).
            timeout: 15_000,
            resolveScreenshotPath: ({ arg, ext }) =>
              path.join(dirname, 'visual/__screenshots__', brand, `${arg}${ext}`),
            resolveDiffPath: ({ arg, ext }) =>
              path.join(dirname, 'test-results/visual', brand, `${arg}${ext}`),
          },
        },
      },
    },
  }
}

export default defineConfig({
  optimizeDeps: { include: PREBUNDLE },
  test: {
    projects: BRANDS.map(brandProject),
    // Every story's screenshot comparison leaves a 15 s timer behind (the `timeout` above, never cleared
    // by @vitest/browser), so the run used to wait out the default 10 s teardown ('close timed out') after
    // its last test; all results are written by then.
    teardownTimeout: 1_000,
  },
})
