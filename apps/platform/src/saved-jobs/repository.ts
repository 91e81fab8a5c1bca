// Saved jobs on the platform (docs/saved-jobs.md): a person's list of openings, capped at core's
// MAX_SAVED_JOBS, and the merge of the ids kept in the browser before signing in (core's mergeSavedJobIds,
// the same rule the site applies). Every change runs in a transaction holding the user's row, so two tabs
// saving at once cannot pass the cap.
import { MAX_SAVED_JOBS, OPEN_STATUS_ID, mergeSavedJobIds, type SavedJob } from '@carreiras/core'
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '../db/client.js'
import { cities, opportunities, savedJobs, states, users } from '../db/schema.js'

/** The largest id PostgreSQL's integer holds: a larger one cannot be an opening. */
const MAX_INTEGER_ID = 2_147_483_647

/** The user's saved openings, newest first, each with whether it still takes applications. */
export async function listSavedJobs(db: Db, userId: number, now: Date = new Date()): Promise<SavedJob[]> {
  const rows = await db
    .select({
      opportunityId: savedJobs.opportunityId,
      savedAt: savedJobs.savedAt,
      title: opportunities.title,
      slug: opportunities.slug,
      statusId: opportunities.statusId,
      expiredAt: opportunities.expiredAt,
      city: cities.name,
      stateAbbr: states.abbr,
    })
    .from(savedJobs)
    .innerJoin(opportunities, eq(opportunities.id, savedJobs.opportunityId))
    .leftJoin(cities, eq(cities.id, opportunities.cityId))
    .leftJoin(states, eq(states.id, opportunities.stateId))
    .where(eq(savedJobs.userId, userId))
    .orderBy(desc(savedJobs.savedAt), desc(savedJobs.opportunityId))
  return rows.map((row) => ({
    opportunityId: row.opportunityId,
    title: row.title,
    slug: row.slug,
    open: row.statusId === OPEN_STATUS_ID && row.expiredAt > now,
    city: row.city,
    stateAbbr: row.stateAbbr,
    savedAt: row.savedAt.toISOString(),
  }))
}

/** Of these ids, the openings anyone may save: existing and not internal-recruitment ones. */
async function publicOpeningIds(db: Db, ids: readonly number[]): Promise<Set<number>> {
  const valid = ids.filter((id) => Number.isSafeInteger(id) && id > 0 && id <= MAX_INTEGER_ID)
  if (valid.length === 0) return new Set()
  const rows = await db
    .select({ id: opportunities.id })
    .from(opportunities)
    .where(and(inArray(opportunities.id, valid), eq(opportunities.internalRecruitment, false)))
  return new Set(rows.map((row) => row.id))
}

/** The user's saved ids in the order they were saved (oldest first). */
async function savedIds(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .select({ id: savedJobs.opportunityId })
    .from(savedJobs)
    .where(eq(savedJobs.userId, userId))
    .orderBy(asc(savedJobs.savedAt), asc(savedJobs.opportunityId))
  return rows.map((row) => row.id)
}

/** Runs `work` holding the user's row (one change of a user's list at a time). */
async function forUser<T>(db: Db, userId: number, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select ${users.id} from ${users} where ${users.id} = ${userId} for update`)
    return work(tx as unknown as Db)
  })
}

export type SaveResult = 'saved' | 'full' | 'notFound'

/** Saves one opening: 'full' at the cap (an opening already saved is 'saved', nothing changes). */
export async function saveJob(db: Db, userId: number, opportunityId: number): Promise<SaveResult> {
  if (!(await publicOpeningIds(db, [opportunityId])).has(opportunityId)) return 'notFound'
  return forUser(db, userId, async (tx) => {
    const ids = await savedIds(tx, userId)
    if (ids.includes(opportunityId)) return 'saved'
    if (ids.length >= MAX_SAVED_JOBS) return 'full'
    await tx.insert(savedJobs).values({ userId, opportunityId }).onConflictDoNothing()
    return 'saved'
  })
}

export async function unsaveJob(db: Db, userId: number, opportunityId: number): Promise<void> {
  if (!Number.isSafeInteger(opportunityId) || opportunityId <= 0 || opportunityId > MAX_INTEGER_ID) return
  await db
    .delete(savedJobs)
    .where(and(eq(savedJobs.userId, userId), eq(savedJobs.opportunityId, opportunityId)))
}

/**
 * Joins the ids kept in the browser to the user's list (core's mergeSavedJobIds): the list's own first,
 * then the new public openings in their order, up to the cap. The new ones keep their order by being
 * saved a millisecond apart.
 */
export async function mergeSavedJobs(db: Db, userId: number, incoming: readonly number[]): Promise<void> {
  const allowed = await publicOpeningIds(db, incoming)
  const candidates = incoming.filter((id) => allowed.has(id))
  if (candidates.length === 0) return
  await forUser(db, userId, async (tx) => {
    const current = await savedIds(tx, userId)
    const added = mergeSavedJobIds(current, candidates).slice(current.length)
    if (added.length === 0) return
    const start = Date.now()
    await tx
      .insert(savedJobs)
      .values(
        added.map((opportunityId, index) => ({ userId, opportunityId, savedAt: new Date(start + index) })),
      )
      .onConflictDoNothing()
  })
}
