import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin'
import { playwright } from '@vitest/browser-playwright'
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config'
// The one Chromium every browser suite drives (CHROMIUM_PATH overrides); no browser downloads.
import { chromiumLaunchOptions } from '../../scripts/browser.mjs'

const dirname = path.dirname(fileURLToPath(import.meta.url))
const BRANDS = ['aurora', 'demo'] as const

// Every story runs as a test (render + play + axe) once per brand: one Vitest project per brand,
// each pinning the toolbar's `brand` global. groupOrder runs the projects one after the other, and
// one browser instance with no file parallelism keeps a 2-core machine responsive.
function brandProject(brand: (typeof BRANDS)[number], order: number): TestProjectInlineConfiguration {
  return {
    extends: true,
    plugins: [storybookTest({ configDir: path.join(dirname, '.storybook'), initialGlobals: { brand } })],
    test: {
      name: `storybook:${brand}`,
      sequence: { groupOrder: order },
      browser: {
        enabled: true,
        headless: true,
        provider: playwright({ launchOptions: chromiumLaunchOptions() }),
        instances: [{ browser: 'chromium' }],
        fileParallelism: false,
      },
    },
  }
}

export default defineConfig({
  test: {
    projects: BRANDS.map((brand, order) => brandProject(brand, order)),
  },
})
