// What the installable site adds to every page, at the top of its content (docs/pwa.md). Kept small, as it
// is in every page's first script: it counts the visit, follows the connection and listens for a saved job.
//   - offline: the banner (a status region, its text from the root's data), <html data-offline> (which shows
//     the apply buttons' notes, offline-apply-note.tsx), and a press on an apply button focuses its note (or
//     the banner) instead of leading to a page that cannot load. All of it is here, not in a chunk: a chunk
//     fetched when the connection has just dropped would not load where no service worker kept it (a first
//     visit, a browser without workers).
//   - the install offer (pwa-runtime.client.tsx) is a chunk loaded on a second visit at the person's first
//     interaction with the page (a tap, a key, a scroll: never while the page is still loading, so it costs
//     the load nothing), or right after a job is saved, when the offer was not dismissed. It is a sheet at
//     the bottom of the window (install-offer-sheet.tsx, in that chunk), so nothing on the page moves when it comes. A
//     first visit loads none of it.
import { JOB_SAVED_EVENT, PWA_STORAGE_KEYS } from '@carreiras/core'
import { OfflineBanner } from '@carreiras/ui/offline-banner'
import { Suspense, lazy, useEffect, useRef, useState, useSyncExternalStore } from 'react'
import { useRouteLoaderData } from 'react-router'
import { read, write } from '../account/browser-storage'

// The offer is no loss when its chunk cannot be fetched (the connection dropped meanwhile): nothing shows.
const PwaRuntime = lazy(() => import('./pwa-runtime.client').catch(() => ({ default: () => null })))

const APPLY_BUTTON = '[data-slot="job-action-button"]'
/** What counts as the person engaging with the page (LCP, too, stops at the first of them). */
const INTERACTIONS = ['pointerdown', 'keydown', 'scroll', 'touchstart'] as const

function subscribeOnline(onChange: () => void) {
  window.addEventListener('online', onChange)
  window.addEventListener('offline', onChange)
  return () => {
    window.removeEventListener('online', onChange)
    window.removeEventListener('offline', onChange)
  }
}

/** This visit's first page decides whether the browser is returning; later pages of the visit agree. */
function returningVisit(): boolean {
  const marker = read('session', PWA_STORAGE_KEYS.visitStarted)
  if (marker) return marker === '2'
  const returning = read('local', PWA_STORAGE_KEYS.visited) === '1'
  write('session', PWA_STORAGE_KEYS.visitStarted, returning ? '2' : '1')
  write('local', PWA_STORAGE_KEYS.visited, '1')
  return returning
}

export function PwaSlot() {
  const offlineText = useRouteLoaderData<{ offlineBanner?: string }>('root')?.offlineBanner ?? ''
  const banner = useRef<HTMLDivElement>(null)
  // The server and the hydration say online; the browser's answer follows.
  const online = useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  )
  /** A second visit, or a job saved on this page: the offer may be due (the runtime decides). */
  const [engaged, setEngaged] = useState<{ returning: boolean; jobSaved: boolean } | null>(null)
  useEffect(() => {
    const returning = returningVisit()
    if (read('local', PWA_STORAGE_KEYS.installDismissed) === '1') return
    // Browser-only state, read after hydration (the server rendered nothing here). A returning visitor's
    // offer waits for their first interaction with this page.
    const stopWaiting = () => {
      for (const type of INTERACTIONS) window.removeEventListener(type, interacted, true)
    }
    function interacted() {
      stopWaiting()
      setEngaged((was) => was ?? { returning, jobSaved: false })
    }
    if (returning)
      for (const type of INTERACTIONS)
        window.addEventListener(type, interacted, { capture: true, passive: true })
    const saved = () => setEngaged({ returning, jobSaved: true })
    window.addEventListener(JOB_SAVED_EVENT, saved)
    return () => {
      stopWaiting()
      window.removeEventListener(JOB_SAVED_EVENT, saved)
    }
  }, [])

  useEffect(() => {
    if (online) return
    const root = document.documentElement
    root.dataset.offline = 'true'
    const stop = (event: MouseEvent) => {
      const button = event.target instanceof Element ? event.target.closest(APPLY_BUTTON) : null
      if (!button) return
      event.preventDefault()
      event.stopPropagation()
      const note = button.parentElement?.parentElement?.querySelector<HTMLElement>(
        '[data-slot="offline-apply-note"]',
      )
      ;(note ?? banner.current)?.focus()
    }
    document.addEventListener('click', stop, true)
    return () => {
      document.removeEventListener('click', stop, true)
      delete root.dataset.offline
    }
  }, [online])

  return (
    <>
      {online ? null : (
        // Above the home page's hero, which rises under the header (-mt-24) and would cover the top of the content.
        <div ref={banner} tabIndex={-1} className="relative z-30 mb-6 outline-none">
          <OfflineBanner text={offlineText} />
        </div>
      )}
      {engaged && online ? (
        <Suspense fallback={null}>
          <PwaRuntime engaged={engaged} />
        </Suspense>
      ) : null}
    </>
  )
}
