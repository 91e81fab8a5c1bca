// The spec's push endpoints (docs/push.md), plain JSON outside the sealed transport: the VAPID public key,
// and registering (or dropping) this browser's push subscription for the signed-in person. The Authorization
// header is the transport's (`Token token="…"[, session="…"]`, docs/wire-format.md).
import {
  PUSH_PUBLIC_KEY_PATH,
  PUSH_REGISTER_PATH,
  PUSH_UNREGISTER_PATH,
  isP256PublicKey,
  type PushSubscriptionJson,
} from '@carreiras/core'
import { PlatformError, TransportError } from '../errors.js'
import { buildAuthorizationHeader, chooseClientToken } from '../transport/authorization.js'
import type { PlatformSession } from '../transport/client.js'
import {
  BAD_RESPONSE_MESSAGE,
  DEFAULT_TIMEOUT_MS,
  REQUEST_FAILED_MESSAGE,
  UNAUTHORIZED_MESSAGE,
  defaultFetch,
  errorMessageFromBody,
  fetchText,
  joinUrl,
  type FetchFunction,
} from '../transport/http.js'

export interface PushClientOptions {
  /** The platform as the browser reaches it (the site's same-origin proxy). */
  apiUrl: string
  clientTokens: readonly string[]
  /** The signed-in session, read on every call. */
  getSession: () => PlatformSession | null
  fetch?: FetchFunction
  timeoutMs?: number
}

export interface PushClient {
  /** `GET /push/public_key`: the VAPID public key (base64url). NOT_FOUND when push is off. */
  publicKey(): Promise<string>
  /** `POST /push/register` { subscription, user_id }. ALREADY_REGISTERED: the endpoint is another person's. */
  register(subscription: PushSubscriptionJson, userId: number): Promise<void>
  /** `POST /push/unregister` { endpoint, user_id }. */
  unregister(endpoint: string, userId: number): Promise<void>
}

export function createPushClient(options: PushClientOptions): PushClient {
  const fetchImpl = options.fetch ?? defaultFetch
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS

  async function call(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    signedIn = true,
  ): Promise<unknown> {
    const session = signedIn ? options.getSession() : null
    if (signedIn && !session) throw new PlatformError(UNAUTHORIZED_MESSAGE, 'UNAUTHORIZED')
    const authorization = buildAuthorizationHeader(
      chooseClientToken(options.clientTokens, session?.userId),
      session?.token,
    )
    const { status, text } = await fetchText(
      fetchImpl,
      joinUrl(options.apiUrl, path),
      {
        method,
        headers: {
          Authorization: authorization,
          Accept: 'application/json',
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      },
      { timeoutMs },
    )
    if (status === 401 || status === 403)
      throw new PlatformError(errorMessageFromBody(text) ?? UNAUTHORIZED_MESSAGE, 'UNAUTHORIZED', { status })
    if (status === 404)
      throw new PlatformError(errorMessageFromBody(text) ?? REQUEST_FAILED_MESSAGE, 'NOT_FOUND', { status })
    // The endpoint is another person's (docs/push.md, "A browser that changes hands").
    if (status === 409)
      throw new PlatformError(errorMessageFromBody(text) ?? REQUEST_FAILED_MESSAGE, 'ALREADY_REGISTERED', {
        status,
      })
    if (status < 200 || status >= 300)
      throw new TransportError(errorMessageFromBody(text) ?? REQUEST_FAILED_MESSAGE, { status })
    try {
      return JSON.parse(text) as unknown
    } catch (cause) {
      throw new PlatformError(BAD_RESPONSE_MESSAGE, 'BAD_RESPONSE', { status, cause })
    }
  }

  return {
    async publicKey() {
      const body = (await call('GET', PUSH_PUBLIC_KEY_PATH, undefined, false)) as {
        public_key?: unknown
      } | null
      const key = body?.public_key
      if (typeof key !== 'string' || !isP256PublicKey(key))
        throw new PlatformError(BAD_RESPONSE_MESSAGE, 'BAD_RESPONSE')
      return key
    },
    async register(subscription, userId) {
      await call('POST', PUSH_REGISTER_PATH, { subscription, user_id: userId })
    },
    async unregister(endpoint, userId) {
      await call('POST', PUSH_UNREGISTER_PATH, { endpoint, user_id: userId })
    },
  }
}
