// What the installable site adds to every page, at the top of its content (docs/pwa.md). Kept small, as it
// is in every page's first script: it only counts the visit, follows the connection and listens for a
// saved job. The runtime (pwa-runtime.client.tsx: the offline banner, the apply buttons' notes, the
// install offer) is a chunk loaded only when there is something to show — offline, or on a second visit or
// after a saved job when the offer was not dismissed. A first visit online loads none of it.
import { JOB_SAVED_EVENT, PWA_STORAGE_KEYS } from '@carreiras/core'
import { Suspense, lazy, useEffect, useState, useSyncExternalStore } from 'react'
import { read, write } from '../account/browser-storage'

const PwaRuntime = lazy(() => import('./pwa-runtime.client'))

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
    // Browser-only state, read after hydration (the server rendered nothing here).
    if (returning) queueMicrotask(() => setEngaged({ returning, jobSaved: false }))
    const saved = () => setEngaged({ returning, jobSaved: true })
    window.addEventListener(JOB_SAVED_EVENT, saved)
    return () => window.removeEventListener(JOB_SAVED_EVENT, saved)
  }, [])
  if (online && !engaged) return null
  return (
    <Suspense fallback={null}>
      <PwaRuntime online={online} engaged={engaged} />
    </Suspense>
  )
}
