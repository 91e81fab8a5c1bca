// Sending web-push notifications (RFC 8030 delivery, RFC 8291 aes128gcm payload encryption, RFC 8292 VAPID;
// docs/push.md). The `web-push` library encrypts the payload and signs the VAPID token
// (`generateRequestDetails`); the request itself goes out with fetch, so one timeout covers it and the
// platform tests can hand it to the push-service stand-in (push/stand-in.ts).
//
// Sending never blocks or fails the operation that caused it: `queuePush` runs after the caller has moved
// on, every failure is logged and swallowed. A push service that answers 404 or 410 has dropped the
// subscription: its row is deleted.
import { pushPayloadOf, type PushNotification, type PushPayload } from '@carreiras/core'
import { inArray } from 'drizzle-orm'
import type { Config } from '../config.js'
import type { Db } from '../db/client.js'
import { pushSubscriptions } from '../db/schema.js'
import type { Logger } from '../logger.js'
import { PermanentDeliveryError } from '../outgoing/contract.js'
import type { PushFetch } from './guarded-fetch.js'
import { createPushTransport } from './transport.js'

export type { PushFetch }

export type DeliveryResult = 'sent' | 'gone' | 'failed'

/** What a trigger decides to send: to whom, and what. */
export interface PushJob {
  userIds: readonly number[]
  notification: PushNotification
}

export interface PushService {
  /** Sends one payload to every subscription of these users; resolves with each delivery's outcome. */
  sendToUsers(userIds: readonly number[], payload: PushPayload): Promise<DeliveryResult[]>
  /** Fire and forget: works out the job later (never in the caller's time), sends it, logs failures. */
  queue(job: () => Promise<PushJob | null>): void
  /** Resolves once every queued job has finished (the tests wait on it). */
  settled(): Promise<void>
}

export interface PushServiceOptions {
  db: Db
  config: Config
  logger: Logger
  /** The HTTP client of the deliveries; default the global fetch, looked up at each call. */
  fetch?: PushFetch
}

type SubscriptionRow = typeof pushSubscriptions.$inferSelect

export function createPushService({ db, config, logger, fetch: fetchImpl }: PushServiceOptions): PushService {
  const inflight = new Set<Promise<unknown>>()
  const transport = createPushTransport({
    db,
    config,
    logger,
    ...(fetchImpl ? { standInFetch: fetchImpl } : {}),
  })

  async function deliver(row: SubscriptionRow, payload: PushPayload): Promise<DeliveryResult> {
    const message = {
      channel: 'push',
      template: 'push',
      to: String(row.id),
      data: { payload },
      id: 0,
      idempotencyKey: `push-${row.id}`,
      attempt: 1,
    } as const
    try {
      await transport(message, new AbortController().signal)
      return 'sent'
    } catch (error) {
      const gone = error instanceof PermanentDeliveryError && /\((404|410)\)/.test(error.message)
      logger[gone ? 'info' : 'warn'](gone ? 'push subscription gone' : 'push delivery failed', {
        subscription: row.id,
        error: String(error),
      })
      return gone ? 'gone' : 'failed'
    }
  }

  async function sendToUsers(userIds: readonly number[], payload: PushPayload) {
    if (userIds.length === 0 || !config.push) return []
    const rows = await db
      .select()
      .from(pushSubscriptions)
      .where(inArray(pushSubscriptions.userId, [...new Set(userIds)]))
    return Promise.all(rows.map((row) => deliver(row, payload)))
  }

  function queue(job: () => Promise<PushJob | null>) {
    if (!config.push) return
    const run = (async () => {
      // After the caller's answer: a macrotask later, never in its transaction or its time.
      await new Promise((resolve) => setImmediate(resolve))
      const next = await job()
      if (!next || next.userIds.length === 0) return
      const results = await sendToUsers(next.userIds, pushPayloadOf(next.notification))
      if (results.length > 0)
        logger.info('push sent', {
          kind: next.notification.kind,
          sent: results.filter((r) => r === 'sent').length,
          gone: results.filter((r) => r === 'gone').length,
          failed: results.filter((r) => r === 'failed').length,
        })
    })().catch((error: unknown) => logger.error('push notification failed', error))
    inflight.add(run)
    void run.finally(() => inflight.delete(run))
  }

  async function settled() {
    while (inflight.size > 0) await Promise.allSettled([...inflight])
  }

  return { sendToUsers, queue, settled }
}

// ── The service of each database ──────────────────────────────────────────────────────────────────────
// The triggers (applying, a new test, an invitation) live in resolvers and services that know only the
// database: createApp registers its push service for its database, and they queue through it. No service
// registered (a script, a unit test without an app): nothing is sent.

const services = new WeakMap<Db, PushService>()

export function registerPushService(db: Db, service: PushService): void {
  services.set(db, service)
}

export function pushServiceOf(db: Db): PushService | undefined {
  return services.get(db)
}

/** Queues a notification on the database's push service, if there is one (fire and forget). */
export function queuePush(db: Db, job: () => Promise<PushJob | null>): void {
  services.get(db)?.queue(job)
}
