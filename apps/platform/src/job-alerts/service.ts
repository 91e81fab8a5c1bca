// Job alerts on the platform (docs/job-alerts.md): creating one (a signed-in candidate's is active at once;
// an anonymous visitor's waits for its e-mail's confirmation, the double opt-in), confirming,
// unsubscribing, a candidate's own alerts, and the scheduled run that sends one digest per alert with new
// matching openings. Every e-mail takes the message road: enqueued in the transaction of its cause.
import {
  JOB_ALERTS_PER_PERSON,
  JOB_ALERT_DIGEST_MAX_ITEMS,
  JOB_ALERT_PERIOD_MS,
  OPEN_STATUS_ID,
  alertSearchSummary,
  cardLocation,
  opportunityPath,
  type JobAlertFrequency,
  type JobAlertView,
} from '@carreiras/core'
import { and, asc, eq, gt, inArray, lte, ne, or, sql, type SQL } from 'drizzle-orm'
import { rowsOf, type Db } from '../db/client.js'
import { cities, jobAlerts, opportunities, states } from '../db/schema.js'
import { enqueue, type Executor } from '../outgoing/queue.js'
import type { JobAlertLinks } from './links.js'
import {
  alertParamsReader,
  matchAlerts,
  nearKey,
  type AlertToMatch,
  type NewOpening,
  type ParamsOf,
  type ReachOf,
} from './matcher.js'
import { nearCities, type CepLookup } from '../near/near-list.js'

/** An anonymous alert not confirmed within this long is deleted (its link stops working with it). */
export const PENDING_ALERT_MS = 7 * 24 * 60 * 60 * 1000
/** Two runs never overlap, in one process or several on one PostgreSQL (a transaction's advisory lock). */
export const JOB_ALERTS_LOCK_KEY = 7_231_870_035n

type AlertRow = typeof jobAlerts.$inferSelect

export interface JobAlertDeps {
  db: Db
  /** The postal-code service an alert's CEP is resolved through, as the list resolves it. */
  postal: CepLookup
  links: JobAlertLinks
  /** The site's origin (the digest's links to openings and to the search). */
  siteOrigin: string
}

export interface CreateAlert {
  search: string
  frequency: JobAlertFrequency
  email: string
  userId: number | null
  companyId: number
  brand: string | undefined
}

export type CreateResult =
  { ok: true; id: number; status: 'active' | 'pending' } | { ok: false; reason: 'limit' }

export function alertView(row: AlertRow): JobAlertView {
  return {
    id: row.id,
    search: row.search,
    frequency: row.frequency,
    status: row.status === 'paused' ? 'paused' : 'active',
    createdAt: row.createdAt.toISOString(),
  }
}

export async function createJobAlert(
  deps: JobAlertDeps,
  input: CreateAlert,
  now = new Date(),
): Promise<CreateResult> {
  const email = input.email.trim().toLowerCase()
  return deps.db.transaction(async (tx) => {
    const owner = input.userId !== null ? eq(jobAlerts.userId, input.userId) : eq(jobAlerts.email, email)
    const [{ count } = { count: 0 }] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(jobAlerts)
      .where(and(owner, ne(jobAlerts.status, 'unsubscribed')))
    if (count >= JOB_ALERTS_PER_PERSON) return { ok: false, reason: 'limit' } as const
    const signedIn = input.userId !== null
    const [row] = await tx
      .insert(jobAlerts)
      .values({
        userId: input.userId,
        email,
        search: input.search,
        companyId: input.companyId,
        brand: input.brand ?? null,
        frequency: input.frequency,
        status: signedIn ? 'active' : 'pending',
        checkedUntil: now,
        confirmedAt: signedIn ? now : null,
        createdAt: now,
      })
      .returning()
    if (!signedIn)
      await enqueue(tx, {
        channel: 'email',
        template: 'job-alert-confirm',
        to: email,
        brand: input.brand,
        data: { search: alertSearchSummary(row!.search), link: deps.links.confirmUrl(row!.id) },
      })
    return { ok: true, id: row!.id, status: signedIn ? 'active' : 'pending' } as const
  })
}

/** Confirms a pending alert (the double opt-in): its window starts now. False when there is none. */
export async function confirmJobAlert(db: Db, id: number, now = new Date()): Promise<AlertRow | null> {
  const [row] = await db
    .update(jobAlerts)
    .set({ status: 'active', confirmedAt: now, checkedUntil: now })
    .where(and(eq(jobAlerts.id, id), eq(jobAlerts.status, 'pending')))
    .returning()
  if (row) return row
  // Confirmed already (a second click, a mail reader's visit): the same page, nothing changes.
  const [existing] = await db
    .select()
    .from(jobAlerts)
    .where(and(eq(jobAlerts.id, id), inArray(jobAlerts.status, ['active', 'paused'])))
  return existing ?? null
}

/** Stops an alert for good (the one-click unsubscribe): nothing more is sent for it. */
export async function unsubscribeJobAlert(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .update(jobAlerts)
    .set({ status: 'unsubscribed' })
    .where(eq(jobAlerts.id, id))
    .returning({ id: jobAlerts.id })
  return rows.length > 0
}

export async function findJobAlert(db: Db, id: number): Promise<AlertRow | null> {
  const [row] = await db.select().from(jobAlerts).where(eq(jobAlerts.id, id))
  return row ?? null
}

/** A candidate's alerts (active and paused), oldest first. */
export async function listUserAlerts(db: Db, userId: number): Promise<JobAlertView[]> {
  const rows = await db
    .select()
    .from(jobAlerts)
    .where(and(eq(jobAlerts.userId, userId), inArray(jobAlerts.status, ['active', 'paused'])))
    .orderBy(asc(jobAlerts.createdAt), asc(jobAlerts.id))
  return rows.map(alertView)
}

/** Pauses, resumes or changes the frequency of a candidate's own alert; null when it is not theirs. */
export async function updateUserAlert(
  db: Db,
  userId: number,
  id: number,
  change: { frequency?: JobAlertFrequency | undefined; paused?: boolean | undefined },
  now = new Date(),
): Promise<JobAlertView | null> {
  const [row] = await db
    .update(jobAlerts)
    .set({
      ...(change.frequency ? { frequency: change.frequency } : {}),
      // Resumed: the openings created while it was paused are not sent afterwards.
      ...(change.paused === undefined
        ? {}
        : change.paused
          ? { status: 'paused' as const }
          : { status: 'active' as const, checkedUntil: now }),
    })
    .where(
      and(
        eq(jobAlerts.id, id),
        eq(jobAlerts.userId, userId),
        inArray(jobAlerts.status, ['active', 'paused']),
      ),
    )
    .returning()
  return row ? alertView(row) : null
}

export async function deleteUserAlert(db: Db, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(jobAlerts)
    .where(and(eq(jobAlerts.id, id), eq(jobAlerts.userId, userId)))
    .returning({ id: jobAlerts.id })
  return rows.length > 0
}

/** The public openings created in (since, until], as the matcher reads them. */
export function newOpenings(db: Executor, since: Date, until: Date, now: Date): Promise<NewOpening[]> {
  return readMatchable(db, newOpeningsQuery(since, until, now))
}

/** newOpenings' statement (its plan is tested: read from `opportunities_new_openings_idx` alone). */
export function newOpeningsQuery(since: Date, until: Date, now: Date): SQL {
  return matchableQuery(
    and(
      gt(opportunities.createdAt, since),
      lte(opportunities.createdAt, until),
      eq(opportunities.statusId, OPEN_STATUS_ID),
      gt(opportunities.expiredAt, now),
      eq(opportunities.internalRecruitment, false),
    ),
  )
}

/** A row of matchableOpenings' statement: its timestamps as the driver gives them. */
type MatchableRow = Omit<NewOpening, 'createdAt' | 'expiredAt'> & {
  createdAt: Date | string
  expiredAt: Date | string
}

const asDate = (value: Date | string): Date => (value instanceof Date ? value : new Date(value))

/**
 * The openings `where` selects, with the columns the matcher reads (its tests read them so too). One plain
 * statement whose rows are read as they come, and the city's name a lookup by its key: a day's openings
 * are about a thousand rows, which Drizzle's select mapped field by field in more time than the statement
 * took (docs/performance.md, "Job alerts at national scale").
 */
export function matchableOpenings(db: Executor, where: SQL | undefined): Promise<NewOpening[]> {
  return readMatchable(db, matchableQuery(where))
}

function matchableQuery(where: SQL | undefined): SQL {
  const o = opportunities
  return sql`
    select ${o.id} as "id", ${o.createdAt} as "createdAt", ${o.companyId} as "companyId",
      ${o.statusId} as "statusId", ${o.expiredAt} as "expiredAt",
      ${o.internalRecruitment} as "internalRecruitment", ${o.stateId} as "stateId",
      (select ${cities.nameNormalized} from ${cities} where ${cities.id} = ${o.cityId})
        as "cityNameNormalized",
      ${o.pcd} as "pcd", ${o.temporary} as "temporary", ${o.titleNormalized} as "titleNormalized",
      ${o.level} as "level", ${o.team} as "team", ${o.jobAreaId} as "jobAreaId",
      ${o.collection} as "collection", ${o.neighborhoodNormalized} as "neighborhoodNormalized",
      ${o.cityId} as "cityId"
    from ${o}
    where ${where ?? sql`true`}`
}

async function readMatchable(db: Executor, query: SQL): Promise<NewOpening[]> {
  const rows = rowsOf<MatchableRow>(await db.execute(query))
  for (const row of rows) {
    row.createdAt = asDate(row.createdAt)
    row.expiredAt = asDate(row.expiredAt)
  }
  return rows as NewOpening[]
}

/**
 * The municipalities each distinct 'near' search of `alerts` selects, resolved as the list resolves them
 * (nearCities: the CEP through the postal-code service, the seats within the radius), for the matcher. A
 * failure of that service fails the run, which is then rolled back and retried whole by the next one.
 */
async function nearReaches(
  postal: CepLookup,
  alerts: readonly { search: string; companyId: number }[],
  paramsOf: ParamsOf,
): Promise<ReachOf> {
  const reaches = new Map<string, ReadonlySet<number> | false>()
  for (const alert of alerts) {
    const params = paramsOf(alert)
    const key = params ? nearKey(params) : null
    if (!params || key === null || reaches.has(key)) continue
    const near = await nearCities(postal, params)
    reaches.set(key, near.ok && near.near ? new Set(near.near.map((place) => place.id)) : false)
  }
  return (params) => {
    const key = nearKey(params)
    return key === null ? null : (reaches.get(key) ?? false)
  }
}

export interface RunOptions {
  now?: Date
  /** Every active alert, due or not (the development endpoint and the tests). */
  ignoreSchedule?: boolean
}

export interface RunResult {
  /** False when another run held the lock (nothing done). */
  ran: boolean
  alerts: number
  openings: number
  digests: number
  purged: number
}

/**
 * One run of the schedule: the due alerts (active, whose window is at least their period old) are matched
 * against the openings created in their window; each with matches gets one digest, and every window
 * processed moves to `now`, all in one transaction with the digests (a crash sends none and moves none).
 * Anonymous alerts left unconfirmed for PENDING_ALERT_MS are deleted.
 */
export async function runJobAlerts(deps: JobAlertDeps, options: RunOptions = {}): Promise<RunResult> {
  const now = options.now ?? new Date()
  return deps.db.transaction(async (tx) => {
    const locked = rowsOf<{ locked: boolean }>(
      await tx.execute(sql.raw(`select pg_try_advisory_xact_lock(${JOB_ALERTS_LOCK_KEY}) as locked`)),
    )[0]?.locked
    if (!locked) return { ran: false, alerts: 0, openings: 0, digests: 0, purged: 0 }

    const purged = await tx
      .delete(jobAlerts)
      .where(
        and(
          eq(jobAlerts.status, 'pending'),
          lte(jobAlerts.createdAt, new Date(now.getTime() - PENDING_ALERT_MS)),
        ),
      )
      .returning({ id: jobAlerts.id })

    const due = options.ignoreSchedule
      ? lte(jobAlerts.checkedUntil, now)
      : or(
          and(
            eq(jobAlerts.frequency, 'daily'),
            lte(jobAlerts.checkedUntil, new Date(now.getTime() - JOB_ALERT_PERIOD_MS.daily)),
          ),
          and(
            eq(jobAlerts.frequency, 'weekly'),
            lte(jobAlerts.checkedUntil, new Date(now.getTime() - JOB_ALERT_PERIOD_MS.weekly)),
          ),
        )
    const alerts = await tx
      .select()
      .from(jobAlerts)
      .where(and(eq(jobAlerts.status, 'active'), due))
    if (alerts.length === 0) return { ran: true, alerts: 0, openings: 0, digests: 0, purged: purged.length }

    const since = new Date(Math.min(...alerts.map((a) => a.checkedUntil.getTime())))
    const openings = await newOpenings(tx, since, now, now)
    // Each distinct search is read once for both the 'near' look-ups and the matching.
    const paramsOf = alertParamsReader()
    const matches = matchAlerts(
      alerts as AlertToMatch[],
      openings,
      now,
      await nearReaches(deps.postal, alerts, paramsOf),
      paramsOf,
    )
    const details = await openingDetails(tx, [
      ...new Set(
        [...matches.values()].flatMap((list) => list.slice(0, JOB_ALERT_DIGEST_MAX_ITEMS).map((o) => o.id)),
      ),
    ])

    let digests = 0
    for (const alert of alerts) {
      const found = matches.get(alert.id)
      if (!found) continue
      const listed = found.slice(0, JOB_ALERT_DIGEST_MAX_ITEMS)
      const id = await enqueue(
        tx,
        {
          channel: 'email',
          template: 'job-alert-digest',
          to: alert.email,
          brand: alert.brand ?? undefined,
          data: {
            search: alertSearchSummary(alert.search),
            jobs: listed.map((o) => details.get(o.id)!).filter(Boolean),
            more: found.length - listed.length,
            searchLink: `${deps.siteOrigin}/vagas${alert.search ? `?${alert.search}` : ''}`,
            unsubscribeUrl: deps.links.unsubscribeUrl(alert.id),
          },
        },
        // One digest per alert and window, whatever replays the run.
        { idempotencyKey: `job-alert:${alert.id}:${alert.checkedUntil.toISOString()}` },
      )
      if (id !== null) digests++
    }
    const ids = alerts.map((a) => a.id)
    await tx.update(jobAlerts).set({ checkedUntil: now }).where(inArray(jobAlerts.id, ids))
    const sent = [...matches.keys()]
    if (sent.length) await tx.update(jobAlerts).set({ lastDigestAt: now }).where(inArray(jobAlerts.id, sent))
    return { ran: true, alerts: alerts.length, openings: openings.length, digests, purged: purged.length }

    async function openingDetails(ex: Executor, openingIds: number[]) {
      const map = new Map<number, { title: string; location: string; link: string }>()
      if (openingIds.length === 0) return map
      const rows = await ex
        .select({
          id: opportunities.id,
          title: opportunities.title,
          slug: opportunities.slug,
          city: cities.name,
          state: states.abbr,
        })
        .from(opportunities)
        .leftJoin(cities, eq(cities.id, opportunities.cityId))
        .leftJoin(states, eq(states.id, opportunities.stateId))
        .where(inArray(opportunities.id, openingIds))
      for (const row of rows)
        map.set(row.id, {
          title: row.title,
          location: cardLocation(row.city, row.state) ?? '',
          link: `${deps.siteOrigin}${opportunityPath(row.id, row.slug)}`,
        })
      return map
    }
  })
}
