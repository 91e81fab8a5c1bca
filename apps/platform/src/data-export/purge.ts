// The purge of expired archives, apart from the export service: the message road's cleanup (outgoing/queue.ts)
// runs it, and the service enqueues on that road (docs/architecture.md, "The platform's layers").
import { lte } from 'drizzle-orm'
import type { Db } from '../db/client.js'
import { dataExports } from '../db/schema.js'

/** Deletes the archives past their expiry (and the requests with them); answers how many. */
export async function purgeExpiredExports(db: Pick<Db, 'delete'>, now = new Date()): Promise<number> {
  const gone = await db
    .delete(dataExports)
    .where(lte(dataExports.expiresAt, now))
    .returning({ id: dataExports.id })
  return gone.length
}
