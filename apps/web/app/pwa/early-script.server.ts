// Runs in the <head> before any module (the root's loader hands it to the layout, which writes it with the
// page's nonce; so it is HTML, not part of the root's script; docs/pwa.md):
//   - keeps the browser's install prompt (beforeinstallprompt) for the install offer instead of letting
//     Chromium show its own banner on a first visit, and tells the page it is there;
//   - in production, registers the service worker once the page has loaded, so it never competes with
//     the page's own files (and costs the page no script of its own).
import { SERVICE_WORKER_URL } from '@carreiras/core'
import { PWA_INSTALL_READY_EVENT, PWA_INSTALL_PROMPT_KEY } from './install-prompt'

export function pwaEarlyScript(
  registerServiceWorker: boolean,
  serviceWorkerUrl = SERVICE_WORKER_URL,
): string {
  const prompt =
    `addEventListener('beforeinstallprompt',function(e){e.preventDefault();` +
    `window[${JSON.stringify(PWA_INSTALL_PROMPT_KEY)}]=e;dispatchEvent(new Event(${JSON.stringify(PWA_INSTALL_READY_EVENT)}))});`
  const register = registerServiceWorker
    ? `if('serviceWorker' in navigator)addEventListener('load',function(){` +
      `navigator.serviceWorker.register(${JSON.stringify(serviceWorkerUrl)}).catch(function(){})});`
    : ''
  return prompt + register
}
