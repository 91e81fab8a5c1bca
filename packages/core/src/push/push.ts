// Web-push notifications (docs/push.md): the rules the site, the api layer and the platform share — what a
// browser subscription looks like on the wire (`POST {api}/push/register`), what a notification carries, and
// when the browser can take part.
import { z } from 'zod'
import { pendingTestsPath } from '../test-runner/test-runner.rules'
import { ptBR } from '../messages/pt-BR'

/** The platform's push paths (plain JSON, not sealed: docs/wire-format.md, "Not encrypted"). */
export const PUSH_PUBLIC_KEY_PATH = '/push/public_key'
export const PUSH_REGISTER_PATH = '/push/register'
export const PUSH_UNREGISTER_PATH = '/push/unregister'
/** The service worker the site serves at its root (apps/web/public/sw.js). */
export const PUSH_SERVICE_WORKER_PATH = '/sw.js'
/** Where a notification about applications leads: the profile's applications box. */
export const PUSH_APPLICATIONS_PATH = '/meu-perfil#box-subscription'

/** The longest endpoint accepted (push services' URLs are a few hundred characters). */
export const PUSH_ENDPOINT_MAX_LENGTH = 2048
/** The subscriptions kept per person (the newest win): one per browser they use. */
export const PUSH_MAX_SUBSCRIPTIONS_PER_USER = 10

/** The web platform's globals read here (core compiles without DOM or Node types; see lib/search-params.ts). */
interface UrlShape {
  protocol: string
  username: string
  password: string
}
const web = globalThis as unknown as {
  atob(data: string): string
  btoa(data: string): string
  URL: { new (url: string): UrlShape; canParse(url: string): boolean }
}

/** Standard or URL-safe base64 (padding optional) → bytes; null when it is not base64. */
export function base64UrlToBytes(value: string): Uint8Array | null {
  const normalized = value.trim().replace(/-/g, '+').replace(/_/g, '/').replace(/=+$/, '')
  if (!/^[A-Za-z0-9+/]*$/.test(normalized) || normalized.length % 4 === 1) return null
  const padded = normalized + '='.repeat((4 - (normalized.length % 4)) % 4)
  try {
    const binary = web.atob(padded)
    const bytes = new Uint8Array(binary.length)
    for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i)
    return bytes
  } catch {
    return null
  }
}

/** Bytes → URL-safe base64 without padding (how subscriptions and VAPID keys travel). */
export function bytesToBase64Url(bytes: Uint8Array): string {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return web.btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

/** An uncompressed P-256 public key (65 bytes, 0x04 first): the browser's p256dh and the VAPID key. */
export function isP256PublicKey(value: string): boolean {
  const bytes = base64UrlToBytes(value)
  return bytes !== null && bytes.length === 65 && bytes[0] === 0x04
}

/** The 16-byte authentication secret of a subscription. */
export function isPushAuthSecret(value: string): boolean {
  return base64UrlToBytes(value)?.length === 16
}

/** An http(s) URL without credentials: what a push endpoint may be (the platform checks https in production). */
function isEndpointUrl(value: string): boolean {
  if (!web.URL.canParse(value)) return false
  const url = new web.URL(value)
  return (url.protocol === 'https:' || url.protocol === 'http:') && url.username === '' && url.password === ''
}

/** A browser's PushSubscription as `toJSON()` gives it. */
export const pushSubscriptionSchema = z.lazy(() =>
  z.object({
    endpoint: z.string().max(PUSH_ENDPOINT_MAX_LENGTH).refine(isEndpointUrl),
    expirationTime: z.number().nullish(),
    keys: z.object({
      p256dh: z.string().max(200).refine(isP256PublicKey),
      auth: z.string().max(100).refine(isPushAuthSecret),
    }),
  }),
)
export type PushSubscriptionJson = z.output<typeof pushSubscriptionSchema>

/** A user id as the contract sends it: a positive integer or its digits. */
const userIdSchema = z.lazy(() =>
  z.union([
    z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
    z
      .string()
      .regex(/^\d{1,15}$/)
      .transform(Number)
      .refine((n) => n > 0),
  ]),
)

/** `POST {api}/push/register`: { subscription, user_id }. */
export const pushRegisterSchema = z.lazy(() =>
  z.object({ subscription: pushSubscriptionSchema, user_id: userIdSchema }),
)
/** `POST {api}/push/unregister`: { endpoint, user_id }. */
export const pushUnregisterSchema = z.lazy(() =>
  z.object({
    endpoint: z.string().max(PUSH_ENDPOINT_MAX_LENGTH).refine(isEndpointUrl),
    user_id: userIdSchema,
  }),
)

/** What a notification carries (the service worker shows `title` and `body` and opens `url`). */
export interface PushPayload {
  title: string
  body: string
  /** A path on the site. */
  url: string
}

export const pushPayloadSchema = z.lazy(() =>
  z.object({
    title: z.string().min(1).max(200),
    body: z.string().max(1000),
    url: z.string().startsWith('/').max(500),
  }),
)

export type PushNotification =
  | { kind: 'testPending'; opportunityId: number; jobTitle: string }
  | { kind: 'eventInvitation'; eventTitle: string; jobTitle: string }
  | { kind: 'applied'; jobTitle: string }

/** The payload of a notification, in the catalogue's words. */
export function pushPayloadOf(
  notification: PushNotification,
  messages: typeof ptBR.push.notifications = ptBR.push.notifications,
): PushPayload {
  switch (notification.kind) {
    case 'testPending':
      return {
        title: messages.testPending.title,
        body: messages.testPending.body(notification.jobTitle),
        url: pendingTestsPath(notification.opportunityId),
      }
    case 'eventInvitation':
      return {
        title: messages.eventInvitation.title,
        body: messages.eventInvitation.body(notification.eventTitle, notification.jobTitle),
        url: PUSH_APPLICATIONS_PATH,
      }
    case 'applied':
      return {
        title: messages.applied.title,
        body: messages.applied.body(notification.jobTitle),
        url: PUSH_APPLICATIONS_PATH,
      }
  }
}

/** What the browser offers: the APIs a push subscription needs, and the permission so far. */
export type PushSupport = 'unsupported' | 'default' | 'granted' | 'denied'

export interface PushEnvironment {
  navigator?: object
  window?: object
  /** `Notification.permission` when there is a Notification API. */
  permission?: string
}

/**
 * Registration needs service-worker and notification support (and, later, granted permission).
 * 'unsupported' when a piece is missing; otherwise the current permission.
 */
export function pushSupportOf(env: PushEnvironment): PushSupport {
  const { navigator, window } = env
  if (!navigator || !window) return 'unsupported'
  if (!('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window))
    return 'unsupported'
  if (env.permission === 'granted' || env.permission === 'denied') return env.permission
  return 'default'
}
