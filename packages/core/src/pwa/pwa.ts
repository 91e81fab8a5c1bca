// The installable site (docs/pwa.md): the service worker's address and caches, what it may keep, the
// browser storage flags of the install offer, and the window event a saved job dispatches.
// Texts live in messages.ts; the manifest in manifest.ts; when to offer the install in install.ts.

/** The service worker: one script at the site's root, so its scope is the whole site. */
export const SERVICE_WORKER_URL = '/sw.js'

/**
 * How long after the page's load the service worker is registered (then at the browser's next idle moment):
 * its install downloads the shell (about 45 files) and would otherwise compete with the page's own late work
 * (hydration's effects, the list's data) on a slow phone; a visit that ends sooner gets no worker, and loses
 * little (the pages a worker keeps are the ones a longer visit opened).
 */
export const SERVICE_WORKER_REGISTER_DELAY_MS = 4_000

/** The web app manifest the site serves for its brand (apps/web, routes/manifest.ts). */
export const WEB_APP_MANIFEST_PATH = '/manifest.webmanifest'

/**
 * The install offer's flags in local storage: nothing but '1'. `visited` marks a browser that has seen the
 * site before this visit; `installDismissed` that the person said 'Agora não' (never asked again).
 * `visitStarted` (session storage) marks this visit, so reloads in it do not count as a second visit.
 */
export const PWA_STORAGE_KEYS = {
  visited: 'pwa.visited',
  visitStarted: 'pwa.visitStarted',
  installDismissed: 'pwa.installDismissed',
} as const

/** At most this many job pages (and their data) are kept for reading offline: the last ones viewed. */
export const OFFLINE_RECENT_JOBS_MAX = 10
/** At most this many /vagas pages (searches) are kept; the plain list is one of them. */
export const OFFLINE_JOB_LISTS_MAX = 5
/** A kept page older than this is dropped (seconds: 7 days). */
export const OFFLINE_PAGE_MAX_AGE_SECONDS = 7 * 24 * 60 * 60
/** How long the worker waits for the network before answering a kept page (seconds). */
export const OFFLINE_NETWORK_TIMEOUT_SECONDS = 4

/** The runtime caches of the service worker (the precache of the shell is Serwist's own). */
export const OFFLINE_CACHES = {
  jobLists: 'carreiras-vagas',
  recentJobs: 'carreiras-vagas-vistas',
  assets: 'carreiras-arquivos',
} as const

/** Paths the worker may keep: the job list and a job's page, documents or their data (`.data`). */
const JOB_LIST_PATH = /^\/vagas(?:\.data)?$/
/** '/vagas/100001' or with its title's slug, '/vagas/100001-analista-de-credito'. */
const JOB_PATH = /^\/vagas\/\d+(?:-[a-z0-9-]+)?(?:\.data)?$/
/** Never kept, whatever the path: the platform's proxy, the site's API routes (answers that may be personal). */
const NEVER_KEPT = /^\/(?:plataforma|api)(?:\/|$)/

export type OfflinePageKind = 'job-list' | 'job' | null

/**
 * Which kept-page cache a same-origin GET belongs to, or null when it is never kept: only the public job
 * list and job pages (a signed-in page, an API answer, the platform's proxy: never). A request that carries
 * credentials of its own (an Authorization header) is never kept either.
 */
export function offlinePageKind(pathname: string, hasAuthorization = false): OfflinePageKind {
  if (hasAuthorization || NEVER_KEPT.test(pathname)) return null
  if (JOB_LIST_PATH.test(pathname)) return 'job-list'
  if (JOB_PATH.test(pathname)) return 'job'
  return null
}
