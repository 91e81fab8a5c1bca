// The browsers' push services (docs/push.md, "Where the platform sends"): the only hosts a subscription's
// endpoint may name. A browser's PushSubscription.endpoint is always a URL of its vendor's push service, so
// anything else is not a browser's subscription — and the platform would POST to it on every notification.
// The platform refuses other endpoints when they are registered and again before each delivery, and checks
// the address the host resolves to when it connects (apps/platform/src/push/guarded-fetch.ts).

/** One push service: an exact host, or any single label under a domain (the service picks the node). */
export interface PushService {
  /** Who uses it. */
  name: string
  host: string
  /** `<label>.<host>` is the service (e.g. `wns2-db5p.notify.windows.com`); `host` itself is not. */
  subdomains?: true
}

/**
 * The browsers' push services, as their endpoints show them:
 * - Firebase Cloud Messaging: Chrome, Opera, Samsung Internet, Brave and the other Chromium browsers
 *   (Chromium's push_messaging_constants: `https://fcm.googleapis.com/fcm/send/`, `…/wp/`);
 * - Mozilla autopush: Firefox (`https://updates.push.services.mozilla.com/wpush/v2/…`);
 * - Apple web push: Safari 16+ and Home Screen web apps (`https://web.push.apple.com/…`; Apple's notes
 *   allow `*.push.apple.com`);
 * - Windows Push Notification Services: Edge on Windows (`https://wns2-….notify.windows.com/w/?token=…`).
 */
export const PUSH_SERVICES: readonly PushService[] = [
  { name: 'Firebase Cloud Messaging (Chrome e navegadores Chromium)', host: 'fcm.googleapis.com' },
  { name: 'Mozilla autopush (Firefox)', host: 'updates.push.services.mozilla.com' },
  { name: 'Apple Push Notification service (Safari)', host: 'push.apple.com', subdomains: true },
  { name: 'Windows Push Notification Services (Edge)', host: 'notify.windows.com', subdomains: true },
]

/** The web platform's URL, read here (core compiles without DOM or Node types; see push.ts). */
interface UrlParts {
  protocol: string
  username: string
  password: string
  hostname: string
  port: string
}
const web = globalThis as unknown as {
  URL: { new (url: string): UrlParts; canParse(url: string): boolean }
}

/** One DNS label (after URL parsing, which lowercases and punycodes the host). */
const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/

/** The push service an endpoint's host belongs to, or null (a trailing dot, another host, a deeper name). */
export function pushServiceOfHost(hostname: string): PushService | null {
  for (const service of PUSH_SERVICES) {
    if (hostname === service.host && !service.subdomains) return service
    if (service.subdomains && hostname.endsWith(`.${service.host}`)) {
      const label = hostname.slice(0, -service.host.length - 1)
      if (LABEL.test(label)) return service
    }
  }
  return null
}

/**
 * Whether an endpoint is a browser's push service: `https`, the default port, no credentials, and a host
 * of PUSH_SERVICES (exactly: `fcm.googleapis.com.` or `fcm.googleapis.com.evil.test` are not).
 */
export function isPushServiceEndpoint(endpoint: string): boolean {
  if (!web.URL.canParse(endpoint)) return false
  const url = new web.URL(endpoint)
  if (url.protocol !== 'https:' || url.port !== '' || url.username !== '' || url.password !== '') return false
  return pushServiceOfHost(url.hostname) !== null
}
