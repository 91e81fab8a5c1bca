import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig, type Plugin } from 'vite'
import { PROTECTED_PART_CHUNK, accountRuntimePreloads } from './account-runtime-preloads.plugin'

/**
 * Lazy chunks only a signed-in person loads (docs/consent-and-survey.md), and the detail's share button, which loads
 * only where the browser can share (its imports, the framework, the button's look and the icons' base, are
 * already loaded by the page): no preload list.
 */
const SIGNED_IN_ONLY =
  /(signed-in|internal-openings-section|internal-job-detail|native-share-button)[.\w]*-[\w-]+\.js$/

/**
 * `npm run dev` serves the service worker (sw/sw.ts) at /sw.js, bundled on request and without a precache
 * list; the build writes the real one (scripts/build-sw.mjs). The page registers it only in production;
 * the push offer registers it in development too.
 */
function serviceWorkerInDev(): Plugin {
  return {
    name: 'carreiras:service-worker-dev',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use('/sw.js', (_req, res, next) => {
        import('./scripts/build-sw.mjs')
          .then(({ bundleServiceWorker }) => bundleServiceWorker())
          .then((code: string) => {
            res.setHeader('Content-Type', 'text/javascript; charset=utf-8')
            res.setHeader('Cache-Control', 'no-cache')
            res.end(code)
          })
          .catch(next)
      })
    },
  }
}

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), serviceWorkerInDev(), accountRuntimePreloads()],
  resolve: {
    // @xstate/react imports the shims of useSyncExternalStore written for React before 18; React 19 has the
    // hook, so the package's own non-shim entries (which call React's) serve instead: the same behaviour,
    // about 0.4 kB less on every page that runs a machine.
    alias: [
      {
        find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/,
        replacement: 'use-sync-external-store/with-selector',
      },
      { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'use-sync-external-store' },
    ],
  },
  build: {
    // `CARREIRAS_UNMINIFIED=1` keeps names readable in a CPU profile (docs/performance.md, "Responsiveness").
    minify: process.env.CARREIRAS_UNMINIFIED !== '1',
    // Kept for scripts/build-sw.mjs (the shell to precache), which deletes it after reading it.
    manifest: true,
    rolldownOptions: {
      output: {
        // The framework (React, React DOM, React Router) in one file and xstate in another instead of a
        // score of tiny shared chunks: every file a visit loads costs its HTTP headers (about half a KiB
        // each, which Lighthouse counts in the JavaScript transferred) and a request.
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/,
            },
            {
              name: 'xstate',
              test: /node_modules[\\/](xstate|@xstate[\\/]react|use-sync-external-store)[\\/]/,
            },
            {
              // The site's own small modules that every page's root loads anyway (the account's bridge and
              // browser storage, the brand's wording's context, the router link, the proxy's path, the page
              // meta, the lazy parts' wrappers): one file instead of eight.
              name: 'site',
              test: /apps[\\/]web[\\/]app[\\/](account[\\/](account-bridge|browser-storage)|brands[\\/]messages-overrides|components[\\/]router-link|saved-jobs[\\/]lazy|lib[\\/](platform-path|seo|lazy-part))\.tsx?$/,
            },
            {
              // What both the account runtime and the login-required routes' guard import beside the stored
              // account: the retry of a chunk that failed to arrive (lib/import-again.ts), 0.3 kB that would
              // otherwise be a signed-in page's file of its own. Neither is on a public page's first load.
              name: 'account-storage',
              test: /apps[\\/]web[\\/]app[\\/](account[\\/]account-storage|lib[\\/]import-again)\.tsx?$/,
            },
          ],
        },
      },
    },
    modulePreload: {
      // The account runtime is fetched in the background after hydration (from the account bridge, which
      // the 'site' group above carries); listing its ~25 dependency
      // chunks for preloading cost every public page ~0.2 kB of first-load JavaScript. Its imports load
      // when it runs instead (one more round trip, off the critical path).
      // The same for the chunks only a signed-in person ever loads, from the root, the list and the detail:
      // the consent and survey runtime and the internal openings.
      // And the protected parts of the login-required routes (protectedPart, app/account/require-session.tsx),
      // imported when the route's module runs: the helper's links then cost that task a tag and a request per
      // chunk, about 30, even on a visit the service worker answers from the device; the server asks for the
      // same files after the first paint when a session is stored (account-runtime-preloads.plugin.ts).
      resolveDependencies: (file, deps, { hostId }) =>
        /account-bridge|(^|\/)site-[\w-]+\.js$/.test(hostId) ||
        SIGNED_IN_ONLY.test(file) ||
        PROTECTED_PART_CHUNK.test(file)
          ? []
          : deps,
    },
  },
})
