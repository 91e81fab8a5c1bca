// The accounts state every platform process shares (docs/operations.md): rate limits (rate-limit.ts), solved
// captcha challenges (captcha.ts) and the users lookup's references (lookup-refs.ts) live in the database,
// not in one process's memory. Each row carries its expiry; the writers sweep expired rows in small batches
// (`createSweeper`), so the tables never grow without bound and no process needs a timer.
import { lte, sql } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { Db } from '../db/client.js'

/** Expired rows deleted by one sweep at most (a sweep stays a few milliseconds whatever the backlog). */
export const SWEEP_BATCH = 500
/** A process sweeps a table on its first write and then on every this-many-th. */
export const SWEEP_EVERY = 100

/**
 * A sweeper of one table: `afterWrite(now)` deletes up to SWEEP_BATCH rows whose expiry is past, on the
 * process's first write and every SWEEP_EVERY-th after it. Each sweep frees at least as many rows as the
 * writes since the last one added, so the table holds about its live rows.
 */
export function createSweeper(db: Db, table: PgTable, key: PgColumn, expiresAt: PgColumn) {
  let writes = 0
  return async function afterWrite(now: Date): Promise<void> {
    if (writes++ % SWEEP_EVERY !== 0) return
    await db
      .delete(table)
      .where(sql`${key} in (select ${key} from ${table} where ${lte(expiresAt, now)} limit ${SWEEP_BATCH})`)
  }
}
