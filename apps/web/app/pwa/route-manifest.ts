// What the service worker answers for React Router's route discovery (`/__manifest`) when the network is
// gone (docs/pwa.md, "Route discovery offline"). The site discovers routes lazily: a page's links send their
// paths to `/__manifest?paths=…&version=…`, and the routes found are added to the page's manifest. Offline,
// that request cannot reach the server, and which paths one request carries depends on when the links
// rendered, so a copy kept from an earlier request rarely matches. The build's full route manifest
// (`/assets/manifest-<hash>.js`, precached by the worker) holds every route: answering all of them is a
// correct answer for any paths, since React Router adds only the routes it does not know yet.

/** React Router's discovery endpoint (its default `routeDiscovery.manifestPath`). */
export const ROUTE_DISCOVERY_PATH = '/__manifest'

/** The build's full manifest among the precached files: `assets/manifest-<hash>.js`. */
export const ROUTE_MANIFEST_FILE = /(?:^|\/)assets\/manifest-[\w-]+\.js$/

const PREFIX = 'window.__reactRouterManifest='

/**
 * The routes of the full manifest script, as the discovery endpoint answers them (route id → route), when
 * the script is the build's manifest and the request asks for that build's version; null otherwise (an
 * older page must not get another build's routes: it reloads instead, as React Router does online).
 */
export function discoveryAnswer(script: string, version: string | null): Record<string, unknown> | null {
  const text = script.trim()
  if (!text.startsWith(PREFIX)) return null
  let manifest: unknown
  try {
    manifest = JSON.parse(text.slice(PREFIX.length).replace(/;$/, ''))
  } catch {
    return null
  }
  if (typeof manifest !== 'object' || manifest === null) return null
  const { version: built, routes } = manifest as { version?: unknown; routes?: unknown }
  if (typeof built !== 'string' || built !== version) return null
  if (typeof routes !== 'object' || routes === null || Array.isArray(routes)) return null
  return routes as Record<string, unknown>
}
