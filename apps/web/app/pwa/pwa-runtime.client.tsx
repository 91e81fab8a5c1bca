// The installable site's runtime, a chunk loaded by pwa-slot.tsx only when there is something to show
// (docs/pwa.md). Precached by the service worker with the shell (scripts/build-sw.mjs), so it loads offline.
//   - offline: the banner (a status region), <html data-offline> (which shows the apply buttons' notes,
//     offline-apply-note.tsx), and a press on an apply button focuses its note (or the banner) instead of
//     leading to a page that cannot load;
//   - the install offer when core's installOfferOf says so: 'Instalar' opens the browser's own dialog with
//     the prompt the early script kept; 'Agora não' (or closing the iOS hint) is remembered as a flag in
//     local storage and the offer never comes back.
import { PWA_STORAGE_KEYS, installOfferOf, isIosDevice, type InstallOffer } from '@carreiras/core'
import { InstallOffer as InstallOfferView } from '@carreiras/ui/install-offer'
import { OfflineBanner } from '@carreiras/ui/offline-banner'
import { useEffect, useRef, useState } from 'react'
import { read, write } from '../account/browser-storage'
import { PWA_INSTALL_READY_EVENT, forgetInstallPrompt, installPrompt } from './install-prompt'

const APPLY_BUTTON = '[data-slot="job-action-button"]'

const standalone = () =>
  window.matchMedia?.('(display-mode: standalone)').matches === true ||
  (navigator as { standalone?: boolean }).standalone === true

export default function PwaRuntime({
  online,
  engaged,
}: {
  online: boolean
  engaged: { returning: boolean; jobSaved: boolean } | null
}) {
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
    return () => {
      document.removeEventListener('click', stop, true)
      delete root.dataset.offline
    }
  }, [online])

  useEffect(() => {
    if (!engaged) return
    const update = () =>
      setOffer(
        installOfferOf({
          ...engaged,
          dismissed: read('local', PWA_STORAGE_KEYS.installDismissed) === '1',
          standalone: standalone(),
          way: installPrompt()
            ? 'prompt'
            : isIosDevice(navigator.userAgent, navigator.maxTouchPoints)
              ? 'ios'
              : 'none',
        }),
      )
    queueMicrotask(update)
    // The browser may say it can install after this ran (the early script tells).
    window.addEventListener(PWA_INSTALL_READY_EVENT, update)
    return () => window.removeEventListener(PWA_INSTALL_READY_EVENT, update)
  }, [engaged])

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
      {offer && engaged ? (
        <InstallOfferView kind={offer} onInstall={() => void install()} onDismiss={dismiss} />
      ) : null}
    </div>
  )
}
