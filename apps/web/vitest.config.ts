import { defineConfig } from 'vitest/config'

// Unit tests only; the browser journeys live in e2e/ and run under Playwright.
export default defineConfig({
  test: {
    include: ['app/**/*.test.ts'],
    environment: 'node',
  },
})
