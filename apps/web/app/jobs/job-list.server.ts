// The job list on the server: a page of openings as card views (text, not rules, reach the browser),
// the cities of a state for the city filter, and the visitor's location for the default city.
import { CitiesDocument, createPlatformClient, isPlatformError } from '@carreiras/api'
import {
  daysLeft,
  isOpportunityOpen,
  jobFiltersToListQuery,
  opportunityPath,
  progressPercent,
  type JobFilters,
  type OpportunityListItem,
  type VisitorLocation,
} from '@carreiras/core'
import { logServerError } from '../lib/log.server'
import { siteCompanyId } from '../brands/index.server'
import { getConfig } from '../config.server'
import { opportunitiesClient } from '../lib/opportunities.server'
import { jobDeadline, jobLevel, jobLocation, jobProgress } from './job-texts.server'
import type { JobCardView } from './job-card-view'
import { nearDistance } from './near.server'

export function toCardView(item: OpportunityListItem, now: Date): JobCardView {
  const progress = progressPercent(item.published_at, item.expired_at, now)
  const href = opportunityPath(item.id, item.slug)
  return {
    id: item.id,
    title: item.title,
    href,
    applyHref: `${href}/inscricao`,
    location: jobLocation(item.address.city, item.address.state.abbr),
    level: item.level ? jobLevel(item.level) : '',
    pcd: item.pcd,
    open: isOpportunityOpen(item.status_id),
    deadline: jobDeadline(daysLeft(item.expired_at, now)),
    progress,
    progressLabel: jobProgress(progress),
    ...(item.geocode_distance === null ? {} : { distance: nearDistance(item.geocode_distance) }),
  }
}

/** One page (1-based) of the openings these filters select, for the configured company. */
export async function loadJobPage(
  filters: JobFilters,
  page: number,
  signal?: AbortSignal,
): Promise<JobCardView[]> {
  const items = await opportunitiesClient().list(
    { ...jobFiltersToListQuery(filters, page), company_id: siteCompanyId() },
    { signal },
  )
  const now = new Date()
  return items.map((item) => toCardView(item, now))
}

let platform: ReturnType<typeof createPlatformClient> | undefined
function platformClient() {
  const config = getConfig()
  platform ??= createPlatformClient({ apiUrl: config.platformUrl, clientTokens: config.clientTokens })
  return platform
}

const citiesCache = new Map<string, string[]>()

/** The city names of a state (cached per process: the list of IBGE cities does not change). */
export async function loadCities(state: string): Promise<string[]> {
  if (!state) return []
  const cached = citiesCache.get(state)
  if (cached) return cached
  try {
    const result = await platformClient().request(CitiesDocument, { state }, { session: null })
    const names = (result.domains?.cities ?? [])
      .map((city) => city.name)
      .filter((name): name is string => !!name)
    citiesCache.set(state, names)
    return names
  } catch (error) {
    if (!isPlatformError(error)) throw error
    logServerError(`cities unavailable (${error.code})`, error)
    return []
  }
}

// ── The visitor's location (docs/decisions.md, "Geo-IP": looked up by the server from the request's address) ──

const LOCATION_TTL_MS = 60 * 60 * 1000
const LOCATION_CACHE_MAX = 5000
const locations = new Map<string, { location: VisitorLocation | null; at: number }>()

/** The client address as the proxy in front of the site reports it; '' when there is none. */
export function clientAddress(request: Request): string {
  const forwarded = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim()
  return forwarded || request.headers.get('x-real-ip')?.trim() || ''
}

/**
 * The visitor's state and city from the platform's geo-IP service, looked up once per address and
 * cached (spec: "done once, cached"). Null when unknown; a slow or failing service never delays the
 * list for long nor breaks it.
 */
export async function visitorLocation(request: Request): Promise<VisitorLocation | null> {
  const address = clientAddress(request)
  const key = address || 'direct'
  const hit = locations.get(key)
  if (hit && Date.now() - hit.at < LOCATION_TTL_MS) return hit.location
  let location: VisitorLocation | null = null
  try {
    const url = `${getConfig().platformUrl}/geoip${address ? `/${encodeURIComponent(address)}` : ''}`
    const response = await fetch(url, {
      signal: AbortSignal.timeout(800),
      headers: { Accept: 'application/json' },
    })
    if (response.ok) {
      const body = (await response.json()) as Partial<VisitorLocation>
      if (typeof body.state === 'string' && typeof body.city === 'string') {
        location = { state: body.state, city: body.city }
      }
    }
  } catch {
    // HTTP_ERROR or HTTP_TIMEOUT: internal, the list simply starts unfiltered.
  }
  if (locations.size >= LOCATION_CACHE_MAX) locations.delete(locations.keys().next().value as string)
  locations.set(key, { location, at: Date.now() })
  return location
}
