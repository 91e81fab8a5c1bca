// Development only (refused in production: mounted under /dev, which production does not have; docs/job-alerts.md):
//   POST /dev/job-alerts/openings {title, state?, city?, jobArea?, pcd?, companyId?}   a new open opening of
//        the company (default the default brand's), created now, open 30 days → 201 { id, slug, path }
//   POST /dev/job-alerts/run   one run of the schedule now, every active alert whatever its frequency
//        → { ran, alerts, openings, digests, purged }
import {
  DEFAULT_COMPANY_ID,
  JOB_AREAS,
  normalizeSearchText,
  opportunityPath,
  opportunitySlug,
} from '@carreiras/core'
import { and, eq, sql } from 'drizzle-orm'
import { Hono } from 'hono'
import { z } from 'zod'
import { cities, opportunities, states } from '../db/schema.js'
import { runJobAlerts, type JobAlertDeps } from './service.js'

const openingSchema = z.object({
  title: z.string().trim().min(1).max(200),
  state: z.string().length(2).optional(),
  city: z.string().max(200).optional(),
  jobArea: z
    .number()
    .int()
    .refine((id) => JOB_AREAS.some((a) => a.id === id))
    .optional(),
  pcd: z.boolean().optional(),
  companyId: z.number().int().positive().optional(),
})

export function jobAlertDevRoutes(deps: JobAlertDeps) {
  const { db } = deps
  const app = new Hono()

  app.post('/openings', async (c) => {
    const parsed = openingSchema.safeParse(await c.req.json().catch(() => null))
    if (!parsed.success)
      return c.json({ errors: [{ message: parsed.error.issues[0]?.message ?? 'inválido' }] }, 400)
    const input = parsed.data
    const [state] = input.state
      ? await db.select({ id: states.id }).from(states).where(eq(states.abbr, input.state.toUpperCase()))
      : []
    const [city] =
      state && input.city
        ? await db
            .select({ id: cities.id })
            .from(cities)
            .where(
              and(eq(cities.stateId, state.id), eq(cities.nameNormalized, normalizeSearchText(input.city))),
            )
        : []
    const now = new Date()
    const created = await db.transaction(async (tx) => {
      await tx.execute(sql`lock table ${opportunities} in share row exclusive mode`)
      const [{ next } = { next: 1 }] = await tx
        .select({ next: sql<number>`coalesce(max(${opportunities.id}), 0)::int + 1` })
        .from(opportunities)
      const slug = opportunitySlug(`${next} ${input.title}`)
      await tx.insert(opportunities).values({
        id: next,
        slug,
        title: input.title,
        titleNormalized: normalizeSearchText(input.title),
        level: 'Pleno',
        actingMode: 'Presencial',
        statusId: 1,
        pcd: input.pcd ?? false,
        publishedAt: now,
        expiredAt: new Date(now.getTime() + 30 * 24 * 60 * 60 * 1000),
        stateId: state?.id ?? null,
        cityId: city?.id ?? null,
        companyId: input.companyId ?? DEFAULT_COMPANY_ID,
        jobAreaId: input.jobArea ?? null,
        createdAt: now,
      })
      return { id: next, slug }
    })
    return c.json({ ...created, path: opportunityPath(created.id, created.slug) }, 201)
  })

  app.post('/run', async (c) => c.json(await runJobAlerts(deps, { ignoreSchedule: true })))

  return app
}
