// Reading openings: the public list (its filters: docs/decisions.md, "List parameters") and one
// opening in full. Shapes are those of core's opportunityListItemSchema and opportunitySchema.
import {
  JOB_LIST_PAGE_SIZE,
  OPEN_STATUS_ID,
  OPPORTUNITY_LEVELS,
  opportunityPath,
  type NearPlace,
  type OpportunityListParams,
} from '@carreiras/core'
import { and, asc, desc, eq, gt, inArray, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../db/client.js'
import {
  benefits,
  cities,
  companies,
  jobAreas,
  opportunities,
  opportunityBenefits,
  states,
} from '../db/schema.js'
import { escapeLike, normalizeText } from '../lib/text.js'
import { isVisibleTo } from '../accounts/internal-access.js'

/** Largest id a PostgreSQL `integer` holds: a bigger one cannot exist (and must not reach a query). */
export const MAX_INTEGER_ID = 2_147_483_647

const BRAZIL = new Set(['BR', 'BRA', 'BRASIL', 'BRAZIL'])
const LEVEL_BY_NORMALIZED = new Map<string, string>(
  OPPORTUNITY_LEVELS.map((level) => [normalizeText(level), level]),
)

const listColumns = {
  id: opportunities.id,
  title: opportunities.title,
  slug: opportunities.slug,
  level: opportunities.level,
  actingMode: opportunities.actingMode,
  pcd: opportunities.pcd,
  statusId: opportunities.statusId,
  publishedAt: opportunities.publishedAt,
  expiredAt: opportunities.expiredAt,
  team: opportunities.team,
  cityName: cities.name,
  stateAbbr: states.abbr,
  stateName: states.name,
  companyId: companies.id,
  companyName: companies.name,
  companyLogo: companies.logo,
  jobAreaId: jobAreas.id,
  jobAreaName: jobAreas.name,
}

/** A row of `listColumns` (the joined tables may be missing: left joins). */
interface ListRow {
  id: number
  title: string
  slug: string
  level: string
  actingMode: string
  pcd: boolean
  statusId: number
  publishedAt: Date
  expiredAt: Date
  team: string | null
  cityName: string | null
  stateAbbr: string | null
  stateName: string | null
  companyId: number | null
  companyName: string | null
  companyLogo: string | null
  jobAreaId: number | null
  jobAreaName: string | null
  /** From the list's origin (zipcode or lat/lng) to the opening's city, in km; null without an origin. */
  distanceKm?: number | null
}

function listItem(row: ListRow) {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    links: { subscription: opportunityPath(row.id, row.slug) },
    level: row.level,
    acting_mode: row.actingMode,
    pcd: row.pcd,
    status_id: row.statusId,
    published_at: row.publishedAt.toISOString(),
    expired_at: row.expiredAt.toISOString(),
    address: { city: row.cityName ?? '', state: { abbr: row.stateAbbr ?? '', name: row.stateName ?? '' } },
    company: { id: row.companyId ?? 0, name: row.companyName ?? '', logo: row.companyLogo ?? null },
    company_area: row.team ?? null,
    company_field_area: row.jobAreaId != null ? { id: row.jobAreaId, name: row.jobAreaName ?? '' } : null,
    geocode_distance: row.distanceKm == null ? null : Math.round(row.distanceKm * 10) / 10,
  }
}

export type OpportunityListItemJson = ReturnType<typeof listItem>

/**
 * The WHERE of the public list: open and not expired, of the company, plus the given filters. Internal
 * openings (`internal_recruitment=true`) are listed only to `viewerCompany`, an internal user of that company
 * (accounts/internal-access.ts); to anyone else the list has none.
 */
export function listConditions(
  params: OpportunityListParams,
  now: Date,
  viewerCompany: number | null = null,
): SQL[] {
  const never = sql`false`
  // Ids beyond PostgreSQL's integer cannot exist; they must not reach the query (out-of-range error).
  const fits = (n: number) => n <= MAX_INTEGER_ID
  const where: SQL[] = [
    fits(params.company_id) ? eq(opportunities.companyId, params.company_id) : never,
    eq(opportunities.statusId, OPEN_STATUS_ID),
    gt(opportunities.expiredAt, now),
  ]
  if (params.states?.length) where.push(inArray(opportunities.stateId, params.states))
  // A subquery on city_id, not a filter on the joined city: listQuery picks the page's ids from
  // `opportunities` alone, before any join.
  if (params.city?.length)
    where.push(
      sql`${opportunities.cityId} in (select ${cities.id} from ${cities} where ${inArray(cities.nameNormalized, params.city.map(normalizeText))})`,
    )
  if (params.pcd !== undefined) where.push(eq(opportunities.pcd, params.pcd))
  if (params.temporary !== undefined) where.push(eq(opportunities.temporary, params.temporary))
  // Internal-recruitment openings stay out of the public list unless asked for.
  where.push(eq(opportunities.internalRecruitment, params.internal_recruitment ?? false))
  if (params.internal_recruitment && params.company_id !== viewerCompany) where.push(never)
  if (params.q)
    where.push(
      sql`${opportunities.titleNormalized} like ${`%${escapeLike(normalizeText(params.q))}%`} escape '\\'`,
    )
  if (params.level?.length) {
    where.push(
      inArray(
        opportunities.level,
        params.level.map((l) => LEVEL_BY_NORMALIZED.get(normalizeText(l)) ?? l),
      ),
    )
  }
  if (params.company_area) where.push(eq(opportunities.team, params.company_area.toLowerCase()))
  if (params.company_field_area?.length) {
    const ids = params.company_field_area.filter(fits)
    where.push(ids.length ? inArray(opportunities.jobAreaId, ids) : never)
  }
  if (params.collection) where.push(eq(opportunities.collection, params.collection.toLowerCase()))
  if (params.bairro) where.push(eq(opportunities.neighborhoodNormalized, normalizeText(params.bairro)))
  if (params.country && !BRAZIL.has(normalizeText(params.country))) where.push(never)
  // zipcode / lat / lng / radius select by distance: listQuery's `near` (near/near-list.ts, docs/near.md).
  return where
}

function listOrder(order: OpportunityListParams['order']) {
  switch (order) {
    case 'expiring':
      return [asc(opportunities.expiredAt), asc(opportunities.id)]
    case 'title':
      return [asc(opportunities.titleNormalized), asc(opportunities.id)]
    default:
      return [desc(opportunities.publishedAt), desc(opportunities.id)]
  }
}

/**
 * The list's SELECT, not yet run (the listing benchmark also reads its SQL to EXPLAIN it). A deferred
 * join: the page's ids are chosen from `opportunities` alone (filters, order, limit, offset), then only
 * those rows are joined to their city, state, company and area. Joining every match before the sort
 * cost ~15 ms for São Paulo at 10,000 openings; see scripts/bench-listing.ts.
 */
export function listQuery(
  db: Db,
  params: OpportunityListParams,
  now: Date = new Date(),
  viewerCompany: number | null = null,
  near: readonly NearPlace[] | null = null,
) {
  // 'Near' (docs/near.md): the municipalities in reach, with their distances, join as a two-column set, so
  // only their openings remain, nearest first (then the list's own order).
  const nearJoin = near ? nearCitiesSql(near) : null
  const distance = nearJoin ? sql<number>`near.distance_km` : sql<number | null>`null::float8`
  let pageQuery = db
    .select({ id: opportunities.id, distanceKm: distance.as('distance_km') })
    .from(opportunities)
    .$dynamic()
  if (nearJoin) pageQuery = pageQuery.innerJoin(nearJoin, sql`near.city_id = ${opportunities.cityId}`)
  const page = pageQuery
    .where(and(...listConditions(params, now, viewerCompany)))
    .orderBy(...(nearJoin ? [asc(distance)] : []), ...listOrder(params.order))
    .limit(JOB_LIST_PAGE_SIZE)
    .offset((params.page - 1) * JOB_LIST_PAGE_SIZE)
    .as('page')
  return db
    .select({ ...listColumns, distanceKm: page.distanceKm })
    .from(page)
    .innerJoin(opportunities, eq(opportunities.id, page.id))
    .leftJoin(cities, eq(cities.id, opportunities.cityId))
    .leftJoin(states, eq(states.id, opportunities.stateId))
    .leftJoin(companies, eq(companies.id, opportunities.companyId))
    .leftJoin(jobAreas, eq(jobAreas.id, opportunities.jobAreaId))
    .orderBy(...(near ? [asc(page.distanceKm)] : []), ...listOrder(params.order))
}

/** `unnest(ids, distances) as near(city_id, distance_km)`: two array parameters, whatever the count. */
function nearCitiesSql(near: readonly NearPlace[]) {
  const ids = `{${near.map((place) => place.id).join(',')}}`
  const distances = `{${near.map((place) => place.distanceKm).join(',')}}`
  return sql`unnest(${ids}::int[], ${distances}::float8[]) as near(city_id, distance_km)`
}

/** A page of the list; with `near` (near/near-list.ts), only those municipalities' openings, nearest first. */
export async function listOpportunities(
  db: Db,
  params: OpportunityListParams,
  now: Date = new Date(),
  viewerCompany: number | null = null,
  near: readonly NearPlace[] | null = null,
) {
  const rows = await listQuery(db, params, now, viewerCompany, near)
  return rows.map(listItem)
}

/**
 * One opening in full, whatever its status or company; null when unknown, or when it is an internal opening
 * and `viewerCompany` is not its company (nobody else learns it exists).
 */
export async function getOpportunity(db: Db, id: number, viewerCompany: number | null = null) {
  if (!Number.isSafeInteger(id) || id <= 0 || id > MAX_INTEGER_ID) return null
  const [row] = await db
    .select({
      ...listColumns,
      o: opportunities,
      companySlug: companies.slug,
      companyScore: companies.score,
      companyEvaluations: companies.evaluationsCount,
      companyPictures: companies.pictures,
    })
    .from(opportunities)
    .leftJoin(cities, eq(cities.id, opportunities.cityId))
    .leftJoin(states, eq(states.id, opportunities.stateId))
    .leftJoin(companies, eq(companies.id, opportunities.companyId))
    .leftJoin(jobAreas, eq(jobAreas.id, opportunities.jobAreaId))
    .where(eq(opportunities.id, id))
    .limit(1)
  if (!row || !isVisibleTo(row.o, viewerCompany)) return null
  const benefitRows = await db
    .select({ id: benefits.id, name: benefits.name, icon: benefits.icon, category: benefits.category })
    .from(opportunityBenefits)
    .innerJoin(benefits, eq(benefits.id, opportunityBenefits.benefitId))
    .where(eq(opportunityBenefits.opportunityId, id))
    .orderBy(asc(benefits.id))

  const o = row.o
  const base = listItem(row)
  const tests = o.tests.map((t) => ({ id: t.id, name: t.name, requiredIn: t.requiredIn }))
  return {
    ...base,
    actingMode: base.acting_mode,
    expiredAt: base.expired_at,
    responsability: o.responsability,
    requirement: o.requirement,
    work_environment: o.workEnvironment,
    cover: o.cover,
    address: {
      ...base.address,
      street: o.street,
      number: o.number,
      neighborhood: o.neighborhood,
      zipcode: o.zipcode,
    },
    benefits: benefitRows,
    other_benefit: o.otherBenefit,
    descriptions: [...o.descriptions].sort((a, b) => a.order - b.order),
    company: {
      ...base.company,
      slug: row.companySlug ?? '',
      score: row.companyScore ?? null,
      evaluationsCount: row.companyEvaluations ?? 0,
      pictures: row.companyPictures ?? [],
    },
    opportunity_tests: tests,
    opportunityTests: tests,
    indication_domains: o.indicationDomains,
    ninenine_apply: o.ninenineApply,
    whatsapp_apply: o.whatsappApply,
    company_integration_fields: { polo_description: o.poloDescription },
    geocode_distance: null,
  }
}

export type OpportunityJson = NonNullable<Awaited<ReturnType<typeof getOpportunity>>>
