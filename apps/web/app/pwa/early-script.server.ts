// Runs in the <head> before any module (the root's loader hands it to the layout, which writes it with the
// page's nonce; so it is HTML, not part of the root's script; docs/pwa.md):
//   - keeps the browser's install prompt (beforeinstallprompt) for the install offer instead of letting
//     Chromium show its own banner on a first visit, and tells the page it is there;
//   - in production, registers the service worker a few seconds after the page has loaded, at an idle
//     moment (core's SERVICE_WORKER_REGISTER_DELAY_MS), so its install never competes with the page's own
//     files and work (and costs the page no script of its own).
import { SERVICE_WORKER_REGISTER_DELAY_MS, SERVICE_WORKER_URL } from '@carreiras/core'
import { PWA_INSTALL_READY_EVENT, PWA_INSTALL_PROMPT_KEY } from './install-prompt'

export function pwaEarlyScript(
  registerServiceWorker: boolean,
  serviceWorkerUrl = SERVICE_WORKER_URL,
  delayMs = SERVICE_WORKER_REGISTER_DELAY_MS,
): string {
  const prompt =
    `addEventListener('beforeinstallprompt',function(e){e.preventDefault();` +
    `window[${JSON.stringify(PWA_INSTALL_PROMPT_KEY)}]=e;dispatchEvent(new Event(${JSON.stringify(PWA_INSTALL_READY_EVENT)}))});`
  const register = registerServiceWorker
    ? `if('serviceWorker' in navigator)addEventListener('load',function(){setTimeout(function(){` +
      `var r=function(){navigator.serviceWorker.register(${JSON.stringify(serviceWorkerUrl)}).catch(function(){})};` +
      `window.requestIdleCallback?requestIdleCallback(r,{timeout:${delayMs}}):r()},${delayMs})});`
    : ''
  return prompt + register
}
