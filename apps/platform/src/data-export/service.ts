// 'Baixar meus dados' on the platform (docs/privacy.md):
//   request   under a lock on the person's row: refused while the one-a-day limit holds (core's
//             canRequestDataExport over the latest request that did not fail), otherwise a `data_exports` row
//             and the job's message on the road (`job` channel, template 'data-export'), in one transaction
//   job       the worker builds the zip (archive.ts), stores it with its expiry (7 days) and, in the same
//             transaction, enqueues the e-mail with the link to the site's page /meus-dados/{id}
//   archive   the stored zip, for its owner's session only, until it expires
//   purge     the rows past their expiry (the worker's hourly purge, outgoing/queue.ts)
import { randomUUID } from 'node:crypto'
import {
  canRequestDataExport,
  dataExportExpiresAt,
  dataExportFileName,
  dataExportPagePath,
  dataExportStatusAt,
  nextDataExportAt,
  saoPauloDate,
  saoPauloIsoDate,
  saoPauloTime,
  type DataExportState,
} from '@carreiras/core'
import { and, desc, eq, ne } from 'drizzle-orm'
import type { Config } from '../config.js'
import type { Db } from '../db/client.js'
import { dataExports, users } from '../db/schema.js'
import type { Logger } from '../logger.js'
import { messageBrands } from '../outgoing/brands.js'
import { PermanentDeliveryError, type QueuedMessage, type Transport } from '../outgoing/contract.js'
import { enqueue } from '../outgoing/queue.js'
import { webOrigin } from '../online-tests/service.js'
import { buildDataExport } from './archive.js'

export { purgeExpiredExports } from './purge.js'

type Row = typeof dataExports.$inferSelect

const iso = (date: Date | null) => (date ? date.toISOString() : null)

/** '08/12/2026 às 09:00' (São Paulo). */
export function brazilianDateTime(date: Date): string {
  const text = date.toISOString()
  return `${saoPauloDate(text)} às ${saoPauloTime(text)}`
}

/** The person's latest request and when they may ask again. */
export async function dataExportState(db: Db, userId: number): Promise<DataExportState> {
  const [latest] = await db
    .select()
    .from(dataExports)
    .where(eq(dataExports.userId, userId))
    .orderBy(desc(dataExports.requestedAt), desc(dataExports.id))
    .limit(1)
  const [counted] = await db
    .select({ requestedAt: dataExports.requestedAt })
    .from(dataExports)
    .where(and(eq(dataExports.userId, userId), ne(dataExports.status, 'failed')))
    .orderBy(desc(dataExports.requestedAt))
    .limit(1)
  return {
    latest: latest
      ? {
          id: latest.publicId,
          status: dataExportStatusAt(latest, new Date()),
          requestedAt: latest.requestedAt.toISOString(),
          readyAt: iso(latest.readyAt),
          expiresAt: iso(latest.expiresAt),
        }
      : null,
    nextRequestAt: iso(nextDataExportAt(counted?.requestedAt ?? null)),
  }
}

/**
 * A new request, unless the limit holds. The person's row is locked first, so two requests at once (two
 * tabs, two platform processes) make one.
 */
export async function requestDataExport(
  db: Db,
  userId: number,
  brand: string | undefined,
  now = new Date(),
): Promise<{ accepted: boolean; state: DataExportState }> {
  const accepted = await db.transaction(async (tx) => {
    const [user] = await tx
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, userId))
      .for('update')
    if (!user) return false
    const [last] = await tx
      .select({ requestedAt: dataExports.requestedAt })
      .from(dataExports)
      .where(and(eq(dataExports.userId, userId), ne(dataExports.status, 'failed')))
      .orderBy(desc(dataExports.requestedAt))
      .limit(1)
    if (!canRequestDataExport(last?.requestedAt ?? null, now)) return false
    const publicId = randomUUID()
    await tx.insert(dataExports).values({ publicId, userId, brand: brand ?? null, requestedAt: now })
    await enqueue(
      tx,
      { channel: 'job', template: 'data-export', to: user.email, data: { exportId: publicId } },
      { idempotencyKey: `data-export:${publicId}` },
    )
    return true
  })
  return { accepted, state: await dataExportState(db, userId) }
}

export type ArchiveAnswer =
  { kind: 'ok'; archive: Uint8Array; fileName: string } | { kind: 'notFound' | 'expired' | 'notReady' }

/** The archive `publicId` for `userId`: another person's (or none) is notFound, the same answer. */
export async function archiveFor(
  db: Db,
  userId: number,
  publicId: string,
  now = new Date(),
): Promise<ArchiveAnswer> {
  const [row] = await db
    .select()
    .from(dataExports)
    .where(and(eq(dataExports.publicId, publicId), eq(dataExports.userId, userId)))
    .limit(1)
  if (!row || row.status === 'failed') return { kind: 'notFound' }
  const status = dataExportStatusAt(row, now)
  if (status === 'expired') return { kind: 'expired' }
  if (status !== 'ready' || !row.archive) return { kind: 'notReady' }
  return {
    kind: 'ok',
    archive: row.archive,
    fileName: dataExportFileName(saoPauloIsoDate(row.readyAt ?? now) ?? 'arquivo'),
  }
}

/** The link the e-mail carries: the site's page, which needs the person's session. */
export const dataExportLink = (config: Config, publicId: string) =>
  `${webOrigin(config) ?? 'http://localhost:3000'}${dataExportPagePath(publicId)}`

/**
 * The `job` channel's transport (the message road's worker runs it like a delivery: retried with backoff,
 * dead after MESSAGES_MAX_ATTEMPTS): builds the archive of the request and, in one transaction, stores it
 * and enqueues the e-mail. The last failed attempt marks the request failed, so the box says so and the
 * person may ask again at once.
 */
export function createDataExportJob(options: { db: Db; config: Config; logger?: Logger }): Transport {
  const { db, config } = options
  const brands = messageBrands(config.delivery)
  return async (message: QueuedMessage) => {
    if (message.channel !== 'job' || message.template !== 'data-export')
      throw new PermanentDeliveryError(`tarefa desconhecida: ${message.template}`)
    const [row] = await db
      .select()
      .from(dataExports)
      .where(eq(dataExports.publicId, message.data.exportId))
      .limit(1)
    // The account was removed (the row went with it), or the request was already built.
    if (!row) throw new PermanentDeliveryError('pedido de dados inexistente')
    if (row.status !== 'pending') return
    try {
      await build(row)
    } catch (error) {
      if (message.attempt >= config.messages.maxAttempts)
        await db.update(dataExports).set({ status: 'failed' }).where(eq(dataExports.id, row.id))
      throw error
    }
  }

  async function build(row: Row) {
    const brand = brands.get(row.brand ?? undefined)
    const now = new Date()
    const archive = await buildDataExport(db, row.userId, { siteName: brand.siteName, now })
    const expiresAt = dataExportExpiresAt(now)
    await db.transaction(async (tx) => {
      const [user] = await tx
        .select({ email: users.email, firstName: users.firstName, socialName: users.socialName })
        .from(users)
        .where(eq(users.id, row.userId))
      if (!user) throw new PermanentDeliveryError('conta removida')
      const updated = await tx
        .update(dataExports)
        .set({ status: 'ready', archive, size: archive.byteLength, readyAt: now, expiresAt })
        .where(and(eq(dataExports.id, row.id), eq(dataExports.status, 'pending')))
        .returning({ id: dataExports.id })
      if (updated.length === 0) return
      await enqueue(
        tx,
        {
          channel: 'email',
          template: 'data-export-ready',
          to: user.email,
          brand: row.brand ?? undefined,
          data: {
            name: user.socialName?.trim() || user.firstName,
            link: dataExportLink(config, row.publicId),
            until: brazilianDateTime(expiresAt),
          },
        },
        { idempotencyKey: `data-export-ready:${row.publicId}` },
      )
    })
  }
}

/** The job channel's entry for a worker's transports (server.ts, outgoing/worker-main.ts). */
export function dataExportTransports(config: Config, db: Db, logger: Logger): { job: Transport } {
  return { job: createDataExportJob({ db, config, logger }) }
}
