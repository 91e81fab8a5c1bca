// The starter's journey (scripts/starter-check.mjs starts the servers and sets STARTER_URL and
// E2E_PLATFORM_PORT; run it through that script, not alone).
import { defineConfig } from '@playwright/test'
// @ts-expect-error plain ESM helper without type declarations
import { headlessShellLaunchOptions } from '../browser.mjs'

export default defineConfig({
  testDir: '.',
  outputDir: process.env.STARTER_RESULTS_DIR ?? 'test-results',
  workers: 1,
  retries: 0,
  reporter: 'line',
  timeout: 120_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL: process.env.STARTER_URL,
    launchOptions: headlessShellLaunchOptions(),
    actionTimeout: 30_000,
    navigationTimeout: 30_000,
  },
})
