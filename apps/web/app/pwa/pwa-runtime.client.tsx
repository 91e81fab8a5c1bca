// The install offer, a chunk loaded by pwa-slot.tsx only on a second visit or after a saved job (docs/pwa.md).
// Precached by the service worker with the shell (scripts/build-sw.mjs). When core's installOfferOf says so:
// 'Instalar' opens the browser's own dialog with the prompt the early script kept; 'Agora não' (or closing
// the iOS hint) is remembered as a flag in local storage and the offer never comes back. (The offline
// banner is the slot's own: it must show when no chunk can be fetched.)
import { PWA_STORAGE_KEYS, installOfferOf, isIosDevice, type InstallOffer } from '@carreiras/core'
import { InstallOffer as InstallOfferView } from '@carreiras/ui/install-offer'
import { useEffect, useState } from 'react'
import { read, write } from '../account/browser-storage'
import { PWA_INSTALL_READY_EVENT, forgetInstallPrompt, installPrompt } from './install-prompt'
import { InstallOfferSheet } from './install-offer-sheet'

const standalone = () =>
  window.matchMedia?.('(display-mode: standalone)').matches === true ||
  (navigator as { standalone?: boolean }).standalone === true

export default function PwaRuntime({ engaged }: { engaged: { returning: boolean; jobSaved: boolean } }) {
  const [offer, setOffer] = useState<InstallOffer>(null)

  useEffect(() => {
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

  if (!offer) return null
  return (
    <InstallOfferSheet>
      <InstallOfferView kind={offer} onInstall={() => void install()} onDismiss={dismiss} />
    </InstallOfferSheet>
  )
}
