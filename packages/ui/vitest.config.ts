import { defineConfig } from 'vitest/config'

// Unit tests in jsdom; the stories run in real Chromium from apps/storybook.
export default defineConfig({
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    testTimeout: 30_000,
  },
})
