// A person's job alerts as plain JSON, for the LGPD data export (docs/job-alerts.md, "Personal data"): every
// alert of the account and every alert made with its e-mail before signing in, with its search as the site
// shows it. The export's registry adds it as one section.
import { alertSearchSummary } from '@carreiras/core'
import { asc, eq, or } from 'drizzle-orm'
import type { Db } from '../db/client.js'
import { jobAlerts, users } from '../db/schema.js'

export interface ExportedJobAlert {
  id: number
  email: string
  /** The /vagas query the alert keeps. */
  search: string
  /** The same search as the site and the e-mails name it. */
  summary: string
  frequency: 'daily' | 'weekly'
  status: 'pending' | 'active' | 'paused' | 'unsubscribed'
  createdAt: string
  confirmedAt: string | null
  lastDigestAt: string | null
}

export async function exportJobAlerts(db: Db, userId: number): Promise<ExportedJobAlert[]> {
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId))
  if (!user) return []
  const rows = await db
    .select()
    .from(jobAlerts)
    .where(or(eq(jobAlerts.userId, userId), eq(jobAlerts.email, user.email.trim().toLowerCase())))
    .orderBy(asc(jobAlerts.id))
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    search: row.search,
    summary: alertSearchSummary(row.search),
    frequency: row.frequency,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    confirmedAt: row.confirmedAt?.toISOString() ?? null,
    lastDigestAt: row.lastDigestAt?.toISOString() ?? null,
  }))
}
