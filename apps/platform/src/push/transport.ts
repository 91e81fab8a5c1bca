// The push channel's transport on the message road (outgoing/contract.ts; docs/push.md, "When the platform
// sends"): the queue's worker hands it one message — `to` is a push subscription's id, `data.payload` what
// the notification says — and it delivers a real Web Push (RFC 8030) with the payload encrypted for that
// browser (RFC 8291, aes128gcm) and signed for the push service (VAPID, RFC 8292). The `web-push` library
// encrypts and signs (`generateRequestDetails`); the request goes out with fetch:
//   - to a browser's push service through the guarded fetch (push/guarded-fetch.ts), which connects only to
//     a public address it checked;
//   - to the local stand-in (outside production) with the plain fetch: PUSH_STAND_IN_URL is the platform's
//     own configured address, not one a person chose.
// Outcomes: resolves once the push service accepted it (2xx). A 404 or 410 means the browser dropped the
// subscription: its row is deleted and a PermanentDeliveryError ends the message. So does a subscription
// already removed, an endpoint that is not (or no longer) a push service's (its row deleted too), an address
// the guard refuses, and push turned off. Anything else (a timeout, a 5xx, a 429, a network failure) throws,
// and the queue retries with backoff. Nothing thrown names the endpoint (a capability of the browser).
import { eq } from 'drizzle-orm'
import webpush from 'web-push'
import type { Config } from '../config.js'
import type { Db } from '../db/client.js'
import { pushSubscriptions } from '../db/schema.js'
import type { Logger } from '../logger.js'
import { PermanentDeliveryError, type QueuedMessage, type Transport } from '../outgoing/contract.js'
import { endpointKind } from './endpoints.js'
import { guardedFetch, refusedAddressOf, type GuardOptions, type PushFetch } from './guarded-fetch.js'
import { vapidKeys } from './vapid.js'

/** How long a push service keeps an undelivered notification (seconds). */
export const PUSH_TTL_SECONDS = 24 * 60 * 60
/** How long one delivery may take. */
export const PUSH_TIMEOUT_MS = 10_000

export interface PushTransportOptions {
  db: Db
  config: Config
  logger?: Logger
  /** How deliveries reach the stand-in; default the global fetch, looked up at each call. */
  standInFetch?: PushFetch
  /** The guard of deliveries to the push services (the tests give a resolver). */
  guard?: GuardOptions
}

export function createPushTransport({
  db,
  config,
  logger,
  standInFetch,
  guard,
}: PushTransportOptions): Transport {
  const toService = guardedFetch(guard)
  const toStandIn: PushFetch = standInFetch ?? ((url, init) => globalThis.fetch(url, init))

  const drop = async (id: number) => {
    await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id))
  }

  return async (message: QueuedMessage, signal: AbortSignal) => {
    if (message.channel !== 'push') throw new PermanentDeliveryError(`push: canal ${message.channel}`)
    const id = Number(message.to)
    const [row] = Number.isSafeInteger(id)
      ? await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, id)).limit(1)
      : []
    if (!row) throw new PermanentDeliveryError('push: a inscrição já foi removida')
    const kind = endpointKind(row.endpoint, config)
    if (kind === null) {
      // Registered before the allow-list, or the stand-in of another environment: never sent to.
      await drop(row.id)
      throw new PermanentDeliveryError('push: o endpoint não é de um serviço de push dos navegadores')
    }
    const keys = await vapidKeys(config, db)
    if (!keys) throw new PermanentDeliveryError('push: notificações desligadas (sem VAPID)')

    const details = webpush.generateRequestDetails(
      { endpoint: row.endpoint, keys: { p256dh: row.p256dh, auth: row.auth } },
      JSON.stringify(message.data.payload),
      { vapidDetails: keys, TTL: PUSH_TTL_SECONDS, contentEncoding: 'aes128gcm', urgency: 'normal' },
    )
    const headers = new Headers()
    for (const [name, value] of Object.entries(details.headers)) {
      // fetch sets the length of the body itself.
      if (name.toLowerCase() !== 'content-length') headers.set(name, String(value))
    }
    let status: number
    try {
      const response = await (kind === 'stand-in' ? toStandIn : toService)(details.endpoint, {
        method: 'POST',
        headers,
        body: details.body ? new Uint8Array(details.body) : null,
        signal: AbortSignal.any([signal, AbortSignal.timeout(PUSH_TIMEOUT_MS)]),
        redirect: 'manual',
      })
      status = response.status
      await response.body?.cancel().catch(() => undefined)
    } catch (error) {
      const refused = refusedAddressOf(error)
      if (refused) {
        logger?.warn('push delivery refused: internal address', {
          subscription: row.id,
          host: refused.hostname,
          address: refused.address,
        })
        throw new PermanentDeliveryError(refused.message)
      }
      throw new Error(`push: entrega falhou (${errorName(error)})`)
    }
    if (status === 404 || status === 410) {
      await drop(row.id)
      logger?.info('push subscription gone', { subscription: row.id, status })
      throw new PermanentDeliveryError(`push: inscrição encerrada pelo serviço de push (${status})`)
    }
    if (status < 200 || status >= 300) throw new Error(`push: o serviço de push respondeu ${status}`)
  }
}

/** A failure's kind without its text (undici's messages may carry the URL): 'TimeoutError', 'ECONNREFUSED'… */
function errorName(error: unknown): string {
  const cause = (error as { cause?: { code?: unknown; name?: unknown } } | null)?.cause
  if (typeof cause?.code === 'string') return cause.code
  if (error instanceof Error) return error.name
  return 'erro'
}

/**
 * The push channel's entry for a worker's transports (server.ts, outgoing/worker-main.ts), beside the
 * e-mail and SMS ones (outgoing/transports.ts): none while push is off (production without VAPID).
 */
export function pushTransports(config: Config, db: Db, logger: Logger): { push?: Transport } {
  return config.push ? { push: createPushTransport({ db, config, logger }) } : {}
}
