// The operator's view of the real-user figures (docs/performance.md, "Real-user figures"): per route
// pattern and metric, how many reports, the 75th percentile and the share rated 'good', over the last days.
// The same query for GET /v1/web-vitals and `npm run vitals` (scripts/vitals.ts); PostgreSQL's
// percentile_cont runs alike on PGlite.
import { sql } from 'drizzle-orm'
import type { Db } from '../db/client.js'
import { webVitals } from '../db/schema.js'

export interface WebVitalsSummaryRow {
  route: string
  metric: string
  count: number
  p75: number
  good: number
}

/** The default and the longest look-back, in days. */
export const SUMMARY_DEFAULT_DAYS = 28
export const SUMMARY_MAX_DAYS = 365

export async function webVitalsSummary(
  db: Db,
  { days = SUMMARY_DEFAULT_DAYS, now = new Date() }: { days?: number; now?: Date } = {},
): Promise<WebVitalsSummaryRow[]> {
  const t = webVitals
  const since = new Date(now.getTime() - days * 24 * 60 * 60 * 1000)
  const rows = await db
    .select({
      route: t.route,
      metric: t.metric,
      count: sql<number>`count(*)::int`,
      p75: sql<number>`percentile_cont(0.75) within group (order by ${t.value})`,
      good: sql<number>`avg(case when ${t.rating} = 'good' then 1.0 else 0.0 end)::float8`,
    })
    .from(t)
    .where(sql`${t.receivedAt} >= ${since.toISOString()}::timestamptz`)
    .groupBy(t.route, t.metric)
    .orderBy(t.route, t.metric)
  return rows.map((row) => ({
    ...row,
    count: Number(row.count),
    p75: Number(row.p75),
    good: Number(row.good),
  }))
}
