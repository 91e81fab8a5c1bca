import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  build: {
    modulePreload: {
      // The account runtime is fetched in the background after hydration; listing its ~25 dependency
      // chunks for preloading cost every public page ~0.2 kB of first-load JavaScript. Its imports load
      // when it runs instead (one more round trip, off the critical path).
      resolveDependencies: (_file, deps, { hostId }) => (/account-bridge/.test(hostId) ? [] : deps),
    },
  },
})
