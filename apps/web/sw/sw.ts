// The site's service worker (docs/pwa.md): built by scripts/build-sw.mjs with Serwist (precache manifest
// injected at build), served at /sw.js, registered after the page's load (root.tsx) and by the push offer.
//   - precaches the shell: the scripts and styles of the entry, the root, /vagas and a job page, and the
//     offline page; the rest of the hashed files is kept as pages use them;
//   - keeps /vagas (a few searches) and the last jobs viewed (bounded), network first, for reading offline;
//   - answers React Router's route discovery without a connection from the build's full route manifest;
//   - never keeps a signed-in page, the site's /api answers, the platform's proxy, a request with an
//     Authorization header or a response marked private or no-store (core's offlinePageKind + the guard);
//   - a page it did not keep answers the offline page when there is no connection;
//   - updates at once (skipWaiting + clientsClaim): a new version takes over on its install, and pages are
//     network first, so no one stays on an old version;
//   - push: shows the platform's notification and opens its page (docs/push.md).
import {
  OFFLINE_CACHES,
  OFFLINE_JOB_LISTS_MAX,
  OFFLINE_NETWORK_TIMEOUT_SECONDS,
  OFFLINE_PAGE_MAX_AGE_SECONDS,
  OFFLINE_RECENT_JOBS_MAX,
  offlinePageKind,
} from '@carreiras/core'
import {
  CacheFirst,
  CacheableResponsePlugin,
  ExpirationPlugin,
  NetworkFirst,
  NetworkOnly,
  Serwist,
  type PrecacheEntry,
  type RouteMatchCallbackOptions,
  type SerwistPlugin,
} from 'serwist'
import { ROUTE_DISCOVERY_PATH, ROUTE_MANIFEST_FILE, discoveryAnswer } from '../app/pwa/route-manifest'

declare const self: ServiceWorkerGlobalScope & {
  __SW_MANIFEST: (PrecacheEntry | string)[] | undefined
}

/** The offline page (precached; written by the build from core's texts). */
export const OFFLINE_PAGE = '/offline.html'

/** Only plain public answers are kept: 200, same origin, not private, not varying on credentials. */
const publicOnly: SerwistPlugin = {
  cacheWillUpdate: async ({ response }) => {
    if (response.status !== 200 || response.type !== 'basic') return null
    const cacheControl = response.headers.get('Cache-Control') ?? ''
    if (/\b(?:private|no-store)\b/i.test(cacheControl)) return null
    if (/\b(?:authorization|cookie)\b/i.test(response.headers.get('Vary') ?? '')) return null
    return response
  },
}

const kindOf = ({ request, url, sameOrigin }: RouteMatchCallbackOptions) =>
  sameOrigin && request.method === 'GET'
    ? offlinePageKind(url.pathname, request.headers.has('Authorization'))
    : null

/** A search of /vagas not kept: the plain list, when kept, is better than nothing offline. */
const plainListWhenMissing: SerwistPlugin = {
  handlerDidError: async ({ request }) => {
    if (request.destination !== 'document') return undefined
    const cache = await caches.open(OFFLINE_CACHES.jobLists)
    return (await cache.match('/vagas')) ?? undefined
  },
}

/** What the build precaches (injected by scripts/build-sw.mjs: the one place the worker names it). */
const PRECACHE = self.__SW_MANIFEST

/** The build's full route manifest, precached (scripts/build-sw.mjs), as a discovery answer for `version`. */
async function discoveryFromPrecache(version: string | null): Promise<Response | undefined> {
  const entry = (PRECACHE ?? [])
    .map((item) => (typeof item === 'string' ? item : item.url))
    .find((url) => ROUTE_MANIFEST_FILE.test(url))
  const script = entry ? await serwist.matchPrecache(entry) : undefined
  const routes = script ? discoveryAnswer(await script.text(), version) : null
  return routes
    ? new Response(JSON.stringify(routes), { headers: { 'Content-Type': 'application/json' } })
    : undefined
}

const serwist = new Serwist({
  precacheEntries: PRECACHE,
  precacheOptions: { cleanupOutdatedCaches: true, concurrency: 4 },
  skipWaiting: true,
  clientsClaim: true,
  navigationPreload: false,
  runtimeCaching: [
    {
      // Route discovery (docs/pwa.md, "Route discovery offline"): the server's answer; without a
      // connection, every route of this build from the precached manifest.
      matcher: ({ url, sameOrigin, request }) =>
        sameOrigin && request.method === 'GET' && url.pathname === ROUTE_DISCOVERY_PATH,
      handler: async ({ request, url }) => {
        try {
          return await fetch(request)
        } catch (error) {
          const answer = await discoveryFromPrecache(url.searchParams.get('version'))
          if (answer) return answer
          throw error
        }
      },
    },
    {
      matcher: (options) => kindOf(options) === 'job-list',
      handler: new NetworkFirst({
        cacheName: OFFLINE_CACHES.jobLists,
        networkTimeoutSeconds: OFFLINE_NETWORK_TIMEOUT_SECONDS,
        plugins: [
          publicOnly,
          new ExpirationPlugin({
            maxEntries: OFFLINE_JOB_LISTS_MAX * 2,
            maxAgeSeconds: OFFLINE_PAGE_MAX_AGE_SECONDS,
          }),
          plainListWhenMissing,
        ],
      }),
    },
    {
      matcher: (options) => kindOf(options) === 'job',
      handler: new NetworkFirst({
        cacheName: OFFLINE_CACHES.recentJobs,
        networkTimeoutSeconds: OFFLINE_NETWORK_TIMEOUT_SECONDS,
        plugins: [
          publicOnly,
          // A job viewed is its page and, after a navigation inside the site, its data: two entries.
          new ExpirationPlugin({
            maxEntries: OFFLINE_RECENT_JOBS_MAX * 2,
            maxAgeSeconds: OFFLINE_PAGE_MAX_AGE_SECONDS,
          }),
        ],
      }),
    },
    {
      // Hashed scripts, styles and fonts (never change under a name) and the brands' images.
      matcher: ({ url, sameOrigin, request }) =>
        sameOrigin &&
        request.method === 'GET' &&
        (/^\/assets\/[^/]+\.(?:js|css|woff2)$/.test(url.pathname) || url.pathname.startsWith('/brands/')),
      handler: new CacheFirst({
        cacheName: OFFLINE_CACHES.assets,
        plugins: [
          new CacheableResponsePlugin({ statuses: [200] }),
          new ExpirationPlugin({ maxEntries: 120, maxAgeSeconds: 30 * 24 * 60 * 60 }),
        ],
      }),
    },
    {
      // Every other page goes to the network only; without a connection, the offline page.
      matcher: ({ request, sameOrigin }) => sameOrigin && request.mode === 'navigate',
      handler: new NetworkOnly(),
    },
  ],
  fallbacks: {
    entries: [{ url: OFFLINE_PAGE, matcher: ({ request }) => request.destination === 'document' }],
  },
})

serwist.addEventListeners()

// ---- push (docs/push.md) ----

const FALLBACK_TITLE = 'Novidades na sua candidatura'

/** A path of this site, or '/' (a notification never leads elsewhere). */
function sitePath(value: unknown): string {
  try {
    const url = new URL(typeof value === 'string' ? value : '/', self.location.origin)
    return url.origin === self.location.origin ? url.pathname + url.search + url.hash : '/'
  } catch {
    return '/'
  }
}

self.addEventListener('push', (event) => {
  let data: { title?: unknown; body?: unknown; url?: unknown } = {}
  try {
    data = event.data ? (event.data.json() as typeof data) : {}
  } catch {
    data = { body: event.data ? event.data.text() : '' }
  }
  const title = typeof data.title === 'string' && data.title ? data.title : FALLBACK_TITLE
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof data.body === 'string' ? data.body : '',
      icon: '/favicon.svg',
      lang: 'pt-BR',
      data: { url: sitePath(data.url) },
    }),
  )
})

self.addEventListener('notificationclick', (event) => {
  event.notification.close()
  const data = event.notification.data as { url?: unknown } | null
  const target = new URL(sitePath(data?.url), self.location.origin)
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((tabs) => {
      for (const tab of tabs) if (tab.url === target.href && 'focus' in tab) return tab.focus()
      return self.clients.openWindow(target.href)
    }),
  )
})
