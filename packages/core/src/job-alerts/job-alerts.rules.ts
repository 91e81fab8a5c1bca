// Job alerts' rules (docs/job-alerts.md): the frequencies, when an alert is due, how an alert's search
// reads, and the predicate that says whether an opening belongs to a list search. The predicate mirrors the
// platform's list query (apps/platform/src/opportunities/repository.ts, listConditions) filter by filter; a
// property test on the platform runs both over random openings and searches and requires the same answer,
// so an alert's digest lists exactly the new openings its search on /vagas would show.
import { OPEN_STATUS_ID } from '../constants'
import { OPPORTUNITY_LEVELS } from '../reference/job-areas'
import type { OpportunityListParams } from '../opportunity/opportunity.schema'

export const JOB_ALERT_FREQUENCIES = ['daily', 'weekly'] as const
export type JobAlertFrequency = (typeof JOB_ALERT_FREQUENCIES)[number]

export const isJobAlertFrequency = (value: unknown): value is JobAlertFrequency =>
  JOB_ALERT_FREQUENCIES.some((f) => f === value)

/** The states an alert goes through: waiting for its e-mail's confirmation, sending, paused, stopped. */
export const JOB_ALERT_STATUSES = ['pending', 'active', 'paused', 'unsubscribed'] as const
export type JobAlertStatus = (typeof JOB_ALERT_STATUSES)[number]

const DAY_MS = 24 * 60 * 60 * 1000
/** How long a digest window lasts per frequency. */
export const JOB_ALERT_PERIOD_MS: Readonly<Record<JobAlertFrequency, number>> = {
  daily: DAY_MS,
  weekly: 7 * DAY_MS,
}

/** The most openings one digest lists (the rest are counted, with a link to the search). */
export const JOB_ALERT_DIGEST_MAX_ITEMS = 20
/** The most alerts one person (or one e-mail) keeps. */
export const JOB_ALERTS_PER_PERSON = 20

/** Whether an alert whose window started at `checkedUntil` is due a digest at `now`. */
export function isJobAlertDue(frequency: JobAlertFrequency, checkedUntil: Date, now: Date): boolean {
  return now.getTime() - checkedUntil.getTime() >= JOB_ALERT_PERIOD_MS[frequency]
}

/** The list search's text normalisation: no accents, upper case, single spaces, trimmed. */
export function normalizeSearchText(value: string): string {
  return value.normalize('NFD').replace(/\p{M}/gu, '').toUpperCase().trim().replace(/\s+/g, ' ')
}

/** What the list search reads of an opening. */
export interface MatchableOpening {
  companyId: number
  statusId: number
  expiredAt: Date
  internalRecruitment: boolean
  stateId: number | null
  /** The normalised name of its city (normalizeSearchText), null when it has none. */
  cityNameNormalized: string | null
  pcd: boolean
  temporary: boolean
  titleNormalized: string
  level: string
  team: string | null
  jobAreaId: number | null
  collection: string | null
  neighborhoodNormalized: string | null
  /** Its municipality (IBGE code), what the list's 'near' parameters select by (docs/near.md). */
  cityId: number | null
}

/** Largest id a PostgreSQL `integer` holds (the list query never sends a bigger one). */
const MAX_INTEGER_ID = 2_147_483_647
const BRAZIL = new Set(['BR', 'BRA', 'BRASIL', 'BRAZIL'])
const LEVEL_BY_NORMALIZED = new Map<string, string>(
  OPPORTUNITY_LEVELS.map((level) => [normalizeSearchText(level), level]),
)

/** A list search prepared once (its texts normalised) and then tried on many openings. */
export type ListSearchMatcher = (
  opening: MatchableOpening,
  now: Date,
  viewerCompany?: number | null,
) => boolean

/**
 * The list search `params` (as the opportunities API reads them) as a predicate: whether it shows an
 * opening at `now` to a viewer of `viewerCompany` (internal openings only to an internal user of their
 * company). Filter by filter the WHERE of the platform's list query. `reach`: the municipalities the
 * search's 'near' parameters (`zipcode` or `lat`/`lng`, `radius`) select, as the platform resolves them
 * (placesWithin over the seats, docs/near.md); null when the search names no origin.
 */
export function prepareListSearch(
  params: OpportunityListParams,
  reach: ReadonlySet<number> | null = null,
): ListSearchMatcher {
  const fits = (n: number) => n <= MAX_INTEGER_ID
  const companyFits = fits(params.company_id)
  const states = params.states?.length ? params.states : null
  const cities = params.city?.length ? params.city.map(normalizeSearchText) : null
  const internal = params.internal_recruitment ?? false
  const q = params.q ? normalizeSearchText(params.q) : null
  const levels = params.level?.length
    ? params.level.map((l) => LEVEL_BY_NORMALIZED.get(normalizeSearchText(l)) ?? l)
    : null
  const team = params.company_area ? params.company_area.toLowerCase() : null
  const areas = params.company_field_area?.length ? params.company_field_area.filter(fits) : null
  const collection = params.collection ? params.collection.toLowerCase() : null
  const bairro = params.bairro ? normalizeSearchText(params.bairro) : null
  const abroad = params.country ? !BRAZIL.has(normalizeSearchText(params.country)) : false
  return (opening, now, viewerCompany = null) => {
    if (!companyFits || opening.companyId !== params.company_id) return false
    if (opening.statusId !== OPEN_STATUS_ID) return false
    if (!(opening.expiredAt.getTime() > now.getTime())) return false
    if (states && (opening.stateId === null || !states.includes(opening.stateId))) return false
    if (cities && (opening.cityNameNormalized === null || !cities.includes(opening.cityNameNormalized)))
      return false
    if (params.pcd !== undefined && opening.pcd !== params.pcd) return false
    if (params.temporary !== undefined && opening.temporary !== params.temporary) return false
    if (opening.internalRecruitment !== internal) return false
    if (internal && params.company_id !== viewerCompany) return false
    if (q !== null && !opening.titleNormalized.includes(q)) return false
    if (levels && !levels.includes(opening.level)) return false
    if (team !== null && opening.team !== team) return false
    if (areas && (opening.jobAreaId === null || !areas.includes(opening.jobAreaId))) return false
    if (collection !== null && opening.collection !== collection) return false
    if (bairro !== null && opening.neighborhoodNormalized !== bairro) return false
    if (abroad) return false
    if (reach !== null && (opening.cityId === null || !reach.has(opening.cityId))) return false
    return true
  }
}

/** Whether the list search `params` shows `opening` at `now` (prepareListSearch, for one opening). */
export function openingMatchesListParams(
  opening: MatchableOpening,
  params: OpportunityListParams,
  now: Date,
  viewerCompany: number | null = null,
  reach: ReadonlySet<number> | null = null,
): boolean {
  return prepareListSearch(params, reach)(opening, now, viewerCompany)
}
