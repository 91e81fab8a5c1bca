// The message road's table (docs/messages.md): a cause enqueues its message in its own transaction
// (transactional outbox), the workers (outgoing/worker.ts) claim due messages with
// `FOR UPDATE SKIP LOCKED`, hand each to its channel's transport and record what became of it.
//
// States: 'pending' (due at `next_attempt_at`) → 'sending' (claimed until `locked_until`; `attempts` counts
// the claim) → 'sent', or back to 'pending' with a later `next_attempt_at` (backoff), or 'dead' after the
// last attempt (or a `PermanentDeliveryError`). A claim whose worker vanished (killed) is taken again once
// `locked_until` has passed; on PGlite, whose one process is the only worker, at the worker's start.
import { randomInt, randomUUID } from 'node:crypto'
import { redactLogText } from '@carreiras/core'
import { and, eq, inArray, isNotNull, lt, lte, or, sql } from 'drizzle-orm'
import type { Db } from '../db/client.js'
import { outgoingMessages, recoveryTokens, smsCodes } from '../db/schema.js'
import { purgeExpiredExports } from '../data-export/purge.js'
import type { Channel, OutgoingMessage, QueuedMessage } from './contract.js'

/** A transaction (`db.transaction((tx) => …)`) or the database itself. */
export type Executor = Pick<Db, 'insert' | 'update' | 'select' | 'delete' | 'execute'>

/** The channel LISTEN/NOTIFY wakes the workers on (PostgreSQL; PGlite's in-process listener too). */
export const MESSAGES_NOTIFY_CHANNEL = 'outgoing_messages'

export interface EnqueueOptions {
  /**
   * The message's idempotency key: a second enqueue with the same key (a cause replayed) adds nothing.
   * Default: a new random UUID. Transports pass it on (Message-ID, the SMS provider's header).
   */
  idempotencyKey?: string
  /** Not before this time (default: now). */
  notBefore?: Date
}

/**
 * Stores `message` in the transaction `tx` of its cause: it exists exactly when the cause is committed,
 * and a rolled-back cause leaves none. Wakes the workers when the transaction commits (NOTIFY is delivered
 * at commit). Answers the message's id, or null when its idempotency key was already queued.
 */
export async function enqueue(
  tx: Executor,
  message: OutgoingMessage,
  options: EnqueueOptions = {},
): Promise<number | null> {
  const [row] = await insertMessage(tx, message, options)
  if (row) await tx.execute(sql`select pg_notify(${MESSAGES_NOTIFY_CHANNEL}, '')`)
  return row?.id ?? null
}

/**
 * The insert of `enqueue`. A failure is thrown again without the query's parameters (Drizzle's error lists
 * them: the code, the link), so the cause's error, logged by its caller, holds none of them.
 */
async function insertMessage(tx: Executor, message: OutgoingMessage, options: EnqueueOptions) {
  try {
    return await tx
      .insert(outgoingMessages)
      .values({
        idempotencyKey: options.idempotencyKey ?? randomUUID(),
        channel: message.channel,
        template: message.template,
        to: message.to,
        brand: ('brand' in message ? message.brand : undefined) ?? null,
        data: message.data as Record<string, unknown>,
        ...(options.notBefore ? { nextAttemptAt: options.notBefore } : {}),
      })
      .onConflictDoNothing({ target: outgoingMessages.idempotencyKey })
      .returning({ id: outgoingMessages.id })
  } catch (error) {
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error
    throw new Error(
      `Falha ao enfileirar a mensagem '${message.template}': ${redactDeliveryError(cause, message)}`,
    )
  }
}

export type MessageRow = typeof outgoingMessages.$inferSelect

/** A stored row as its transport receives it. */
export function queuedMessageOf(row: MessageRow): QueuedMessage {
  return {
    id: row.id,
    idempotencyKey: row.idempotencyKey,
    attempt: row.attempts,
    channel: row.channel,
    template: row.template,
    to: row.to,
    data: row.data ?? {},
    ...(row.brand !== null ? { brand: row.brand } : {}),
  } as QueuedMessage
}

/**
 * Claims up to `limit` due messages of `channels` for `leaseMs`: each becomes 'sending' with one more
 * attempt. `FOR UPDATE SKIP LOCKED`: workers claiming at the same time never get the same row.
 */
export async function claimDue(
  db: Executor,
  channels: readonly Channel[],
  limit: number,
  leaseMs: number,
): Promise<MessageRow[]> {
  if (channels.length === 0 || limit <= 0) return []
  const m = outgoingMessages
  const due = db
    .select({ id: m.id })
    .from(m)
    .where(
      and(
        inArray(m.channel, [...channels]),
        or(
          and(eq(m.status, 'pending'), lte(m.nextAttemptAt, sql`now()`)),
          and(eq(m.status, 'sending'), lt(m.lockedUntil, sql`now()`)),
        ),
      ),
    )
    .orderBy(m.nextAttemptAt, m.id)
    .limit(limit)
    .for('update', { skipLocked: true })
  return db
    .update(m)
    .set({
      status: 'sending',
      attempts: sql`${m.attempts} + 1`,
      lockedUntil: sql`now() + make_interval(secs => ${leaseMs / 1000})`,
    })
    .where(inArray(m.id, due))
    .returning()
}

/** The row still held by this claim: the attempt count is the claim's fence (a later claim raised it). */
const held = (row: MessageRow) =>
  and(
    eq(outgoingMessages.id, row.id),
    eq(outgoingMessages.status, 'sending'),
    eq(outgoingMessages.attempts, row.attempts),
  )

/** Records the delivery; `clearData` drops the template's values (links, codes) with it. */
export async function markSent(db: Executor, row: MessageRow, clearData: boolean): Promise<boolean> {
  const done = await db
    .update(outgoingMessages)
    .set({
      status: 'sent',
      sentAt: sql`now()`,
      lockedUntil: null,
      lastError: null,
      ...(clearData ? { data: null } : {}),
    })
    .where(held(row))
    .returning({ id: outgoingMessages.id })
  return done.length > 0
}

/**
 * Records a failed attempt: 'pending' again after `retryInMs`, or 'dead' when `dead` (its values dropped
 * when `clearData`). `error` is stored redacted (`redactDeliveryError`).
 */
export async function markFailed(
  db: Executor,
  row: MessageRow,
  error: string,
  outcome: { dead: true; clearData: boolean } | { dead: false; retryInMs: number },
): Promise<void> {
  await db
    .update(outgoingMessages)
    .set(
      outcome.dead
        ? {
            status: 'dead',
            deadAt: sql`now()`,
            lockedUntil: null,
            lastError: error,
            ...(outcome.clearData ? { data: null } : {}),
          }
        : {
            status: 'pending',
            nextAttemptAt: sql`now() + make_interval(secs => ${outcome.retryInMs / 1000})`,
            lockedUntil: null,
            lastError: error,
          },
    )
    .where(held(row))
}

/** Gives a claimed message back untried (a stopping worker): due at once, its attempt not counted. */
export async function release(db: Executor, row: MessageRow): Promise<void> {
  await db
    .update(outgoingMessages)
    .set({
      status: 'pending',
      attempts: sql`greatest(${outgoingMessages.attempts} - 1, 0)`,
      nextAttemptAt: sql`now()`,
      lockedUntil: null,
    })
    .where(held(row))
}

/**
 * Every claim back to 'pending' (due now, the attempt kept): only for a worker that is alone on its
 * database (PGlite), at its start, after a crash left messages 'sending'.
 */
export async function releaseAbandoned(db: Executor): Promise<number> {
  const rows = await db
    .update(outgoingMessages)
    .set({ status: 'pending', nextAttemptAt: sql`now()`, lockedUntil: null })
    .where(eq(outgoingMessages.status, 'sending'))
    .returning({ id: outgoingMessages.id })
  return rows.length
}

export interface Purged {
  messages: number
  smsCodes: number
  recoveryTokens: number
  /** 'Baixar meus dados' archives past their 7 days (docs/privacy.md). */
  dataExports: number
}

/**
 * Deletes the sent and dead messages older than `retentionDays`, and the SMS codes and recovery links
 * that expired that long ago. Pending and claimed messages are never purged.
 */
export async function purgeExpired(db: Executor, retentionDays: number): Promise<Purged> {
  const before = sql`now() - make_interval(days => ${retentionDays})`
  const m = outgoingMessages
  const messages = await db
    .delete(m)
    .where(
      or(
        and(eq(m.status, 'sent'), isNotNull(m.sentAt), lt(m.sentAt, before)),
        and(eq(m.status, 'dead'), isNotNull(m.deadAt), lt(m.deadAt, before)),
      ),
    )
    .returning({ id: m.id })
  const codes = await db.delete(smsCodes).where(lt(smsCodes.expiresAt, before)).returning({ id: smsCodes.id })
  const tokens = await db
    .delete(recoveryTokens)
    .where(lt(recoveryTokens.expiresAt, before))
    .returning({ id: recoveryTokens.id })
  // The archives of 'Baixar meus dados' are purged at their own expiry, not after the retention.
  const archives = await purgeExpiredExports(db)
  return {
    messages: messages.length,
    smsCodes: codes.length,
    recoveryTokens: tokens.length,
    dataExports: archives,
  }
}

/** The longest wait between two attempts, however many failed. */
export const MAX_RETRY_MS = 60 * 60 * 1000

/**
 * The wait after failed attempt number `attempt` (1 = the first): exponential, `baseMs · 2^(attempt-1)`
 * up to an hour (never below `baseMs`), with "equal jitter": a random point in its upper half, so workers
 * retrying together spread out while each wait still grows.
 */
export function retryDelayMs(
  attempt: number,
  baseMs: number,
  random: (min: number, max: number) => number = randomInt,
): number {
  const ceiling = Math.max(baseMs, Math.min(MAX_RETRY_MS, baseMs * 2 ** Math.max(0, attempt - 1)))
  const half = Math.floor(ceiling / 2)
  return ceiling - half + random(0, half + 1)
}

const URL_TEXT = /\b(?:https?|mailto|sms|tel):[^\s"'<>]+/gi
const DIGITS = /\d{4,}/g
const MAX_ERROR_LENGTH = 500

/**
 * A transport's error as stored in `last_error` and written to the log: without the recipient, any of
 * the template's values (links, codes, names), any URL, e-mail address or run of 4+ digits, and short.
 */
export function redactDeliveryError(error: unknown, message: Pick<QueuedMessage, 'to' | 'data'>): string {
  const raw =
    error instanceof Error
      ? `${error.name}: ${error.message}`
      : typeof error === 'string'
        ? error
        : 'erro desconhecido'
  const secrets = [message.to, ...stringsOf(message.data)]
    .filter((value) => value.length >= 3)
    .sort((a, b) => b.length - a.length)
  let text = raw
  for (const secret of secrets) text = text.split(secret).join('[…]')
  text = redactLogText(text.replace(URL_TEXT, '[link]')).replace(DIGITS, '[número]')
  return text.length > MAX_ERROR_LENGTH ? `${text.slice(0, MAX_ERROR_LENGTH - 1)}…` : text
}

function stringsOf(value: unknown, depth = 0): string[] {
  if (typeof value === 'string') return [value]
  if (value === null || typeof value !== 'object' || depth > 6) return []
  return Object.values(value as Record<string, unknown>).flatMap((item) => stringsOf(item, depth + 1))
}
