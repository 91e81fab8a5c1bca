// What the installable site adds to every page, at the top of its content (docs/pwa.md):
//   - offline: the banner (a status region), <html data-offline> (which shows the apply buttons' notes),
//     and a press on an apply button focuses its note (or the banner) instead of leading to a page that
//     cannot load;
//   - the install offer when core's installOfferOf says so — on a second visit or after a job was saved
//     (PWA_JOB_SAVED_EVENT), never on a first load, never again once dismissed (a flag in local storage).
// The offer's drawing is a chunk loaded only then; a first visit loads none of it.
import {
  PWA_JOB_SAVED_EVENT,
  PWA_STORAGE_KEYS,
  installOfferOf,
  isIosDevice,
  type InstallOffer,
} from '@carreiras/core'
import { OfflineBanner } from '@carreiras/ui/offline-banner'
import { Suspense, lazy, useEffect, useRef, useState, useSyncExternalStore } from 'react'
import { read, write } from '../account/browser-storage'
import { PWA_INSTALL_READY_EVENT, forgetInstallPrompt, installPrompt } from './install-prompt'

const InstallOfferRuntime = lazy(() => import('./install-offer.client'))

const APPLY_BUTTON = '[data-slot="job-action-button"]'

function subscribeOnline(onChange: () => void) {
  window.addEventListener('online', onChange)
  window.addEventListener('offline', onChange)
  return () => {
    window.removeEventListener('online', onChange)
    window.removeEventListener('offline', onChange)
  }
}

/** The server and the hydration say online; the browser's answer follows. */
const useOnline = () =>
  useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  )

/** This visit's first page decides whether the browser is returning; later pages of the visit agree. */
function returningVisit(): boolean {
  const marker = read('session', PWA_STORAGE_KEYS.visitStarted)
  if (marker) return marker === '2'
  const returning = read('local', PWA_STORAGE_KEYS.visited) === '1'
  write('session', PWA_STORAGE_KEYS.visitStarted, returning ? '2' : '1')
  write('local', PWA_STORAGE_KEYS.visited, '1')
  return returning
}

const standalone = () =>
  window.matchMedia?.('(display-mode: standalone)').matches === true ||
  (navigator as { standalone?: boolean }).standalone === true

export function PwaSlot() {
  const online = useOnline()
  const banner = useRef<HTMLDivElement>(null)
  const [offer, setOffer] = useState<InstallOffer>(null)

  useEffect(() => {
    const root = document.documentElement
    if (online) {
      delete root.dataset.offline
      return
    }
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
    return () => document.removeEventListener('click', stop, true)
  }, [online])

  useEffect(() => {
    const returning = returningVisit()
    let jobSaved = false
    const update = () =>
      setOffer(
        installOfferOf({
          returning,
          jobSaved,
          dismissed: read('local', PWA_STORAGE_KEYS.installDismissed) === '1',
          standalone: standalone(),
          way: installPrompt()
            ? 'prompt'
            : isIosDevice(navigator.userAgent, navigator.maxTouchPoints)
              ? 'ios'
              : 'none',
        }),
      )
    const saved = () => {
      jobSaved = true
      update()
    }
    update()
    window.addEventListener(PWA_JOB_SAVED_EVENT, saved)
    window.addEventListener(PWA_INSTALL_READY_EVENT, update)
    return () => {
      window.removeEventListener(PWA_JOB_SAVED_EVENT, saved)
      window.removeEventListener(PWA_INSTALL_READY_EVENT, update)
    }
  }, [])

  const dismiss = () => {
    write('local', PWA_STORAGE_KEYS.installDismissed, '1')
    setOffer(null)
  }
  const install = async () => {
    const prompt = installPrompt()
    forgetInstallPrompt()
    setOffer(null)
    if (!prompt) return
    await prompt.prompt()
    // Declined in the browser's own dialog: as good as 'Agora não'.
    if ((await prompt.userChoice).outcome === 'dismissed')
      write('local', PWA_STORAGE_KEYS.installDismissed, '1')
  }

  if (online && !offer) return null
  return (
    // Above the home page's hero, which rises under the header (-mt-24) and would cover the top of the content.
    <div className="relative z-30 mb-6 flex flex-col gap-4">
      {online ? null : (
        <div ref={banner} tabIndex={-1} className="outline-none">
          <OfflineBanner />
        </div>
      )}
      {offer ? (
        <Suspense fallback={null}>
          <InstallOfferRuntime kind={offer} onInstall={() => void install()} onDismiss={dismiss} />
        </Suspense>
      ) : null}
    </div>
  )
}
