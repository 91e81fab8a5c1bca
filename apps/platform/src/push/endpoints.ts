// Which endpoints the platform registers and sends to (docs/push.md, "Where the platform sends"): the
// browsers' push services (core's PUSH_SERVICES: https, default port, an allow-listed host) and, outside
// production, the local push-service stand-in at PUSH_STAND_IN_URL (push/stand-in.ts). Anything else — an
// address, `localhost.`, `metadata.google.internal.`, `kubernetes.default.svc`, a `*.nip.io` name, a single
// label — is not a browser's subscription: refused when registered and again before each delivery.
import { isPushServiceEndpoint } from '@carreiras/core'
import type { Config } from '../config.js'

export type EndpointKind = 'push-service' | 'stand-in'

/** The stand-in's ids (push/stand-in.ts: 12 random bytes, base64url). */
const STAND_IN_ID = /^[A-Za-z0-9_-]{1,64}$/

/** `<PUSH_STAND_IN_URL>/endpoint/<id>` exactly (no query, fragment or other path), outside production. */
export function isStandInEndpoint(endpoint: string, standInUrl: string | null): boolean {
  if (standInUrl === null || !endpoint.startsWith(`${standInUrl}/endpoint/`)) return false
  if (!URL.canParse(endpoint)) return false
  const url = new URL(endpoint)
  const base = new URL(standInUrl)
  const id = url.pathname.slice(`${base.pathname.replace(/\/+$/, '')}/endpoint/`.length)
  return (
    url.origin === base.origin &&
    url.search === '' &&
    url.hash === '' &&
    url.username === '' &&
    url.password === '' &&
    `${url.origin}${url.pathname}` === endpoint &&
    STAND_IN_ID.test(id)
  )
}

/** What an endpoint is, or null when the platform must neither register nor send to it. */
export function endpointKind(endpoint: string, config: Pick<Config, 'pushStandInUrl'>): EndpointKind | null {
  if (isPushServiceEndpoint(endpoint)) return 'push-service'
  if (isStandInEndpoint(endpoint, config.pushStandInUrl)) return 'stand-in'
  return null
}
