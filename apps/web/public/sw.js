// The site's service worker (issue 17, item 3; docs/push.md): web-push notifications only. It caches
// nothing and intercepts no request. Registered by the push offer after applying, never on page load.
//   push               shows the notification the platform sent: { title, body, url } (JSON)
//   notificationclick  focuses a tab of the site already at that page, or opens it; only paths of this site
'use strict'

const FALLBACK_TITLE = 'Novidades na sua candidatura'

/** A path of this site, or '/' (a notification never leads elsewhere). */
function sitePath(value) {
  try {
    const url = new URL(typeof value === 'string' ? value : '/', self.location.origin)
    return url.origin === self.location.origin ? url.pathname + url.search + url.hash : '/'
  } catch {
    return '/'
  }
}

self.addEventListener('install', () => {
  self.skipWaiting()
})

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim())
})

self.addEventListener('push', (event) => {
  let data = {}
  try {
    data = event.data ? event.data.json() : {}
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
  const target = new URL(
    sitePath(event.notification.data && event.notification.data.url),
    self.location.origin,
  )
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((tabs) => {
      for (const tab of tabs) {
        if (tab.url === target.href && 'focus' in tab) return tab.focus()
      }
      return self.clients.openWindow(target.href)
    }),
  )
})
