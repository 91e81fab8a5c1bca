// A person's saved jobs for the LGPD data export (docs/saved-jobs.md, docs/privacy.md): plain JSON, one
// entry per saved opening, oldest first. The export's archive adds it as its own section.
import { asc, eq } from 'drizzle-orm'
import type { Db } from '../db/client.js'
import { opportunities, savedJobs } from '../db/schema.js'

export interface SavedJobExport {
  opportunityId: number
  title: string
  /** ISO 8601. */
  savedAt: string
}

export async function savedJobsForExport(db: Db, userId: number): Promise<SavedJobExport[]> {
  const rows = await db
    .select({
      opportunityId: savedJobs.opportunityId,
      title: opportunities.title,
      savedAt: savedJobs.savedAt,
    })
    .from(savedJobs)
    .innerJoin(opportunities, eq(opportunities.id, savedJobs.opportunityId))
    .where(eq(savedJobs.userId, userId))
    .orderBy(asc(savedJobs.savedAt), asc(savedJobs.opportunityId))
  return rows.map((row) => ({ ...row, savedAt: row.savedAt.toISOString() }))
}
