// The job alerts' matcher (docs/job-alerts.md): which of the new openings each due alert's search shows.
// Pure and in memory: the openings created since the oldest window are read once, indexed by state, job
// area and city, and each distinct search is prepared once (core's prepareListSearch, the list query's
// predicate) and tried only on the openings its most selective filter leaves.
import {
  jobFiltersFromUrl,
  jobFiltersToListQuery,
  normalizeSearchText,
  parseOpportunityListParams,
  prepareListSearch,
  toOpportunityListSearchParams,
  type ListSearchMatcher,
  type MatchableOpening,
  type OpportunityListParams,
} from '@carreiras/core'

export interface NewOpening extends MatchableOpening {
  id: number
  createdAt: Date
}

export interface AlertToMatch {
  id: number
  /** The /vagas query. */
  search: string
  companyId: number
  /** Openings created after this time are new to the alert. */
  checkedUntil: Date
}

/** The opportunities API's parameters of an alert's search, as /vagas sends them for its first page. */
export function alertListParams(search: string, companyId: number): OpportunityListParams | null {
  const { filters } = jobFiltersFromUrl(new URLSearchParams(search))
  const query = { ...jobFiltersToListQuery(filters, 1), company_id: companyId }
  const parsed = parseOpportunityListParams(toOpportunityListSearchParams(query))
  return parsed.ok ? parsed.value : null
}

/** An alert's search as the matcher keys it: the same query on another company is another search. */
const searchKey = (alert: { search: string; companyId: number }) => `${alert.companyId}\n${alert.search}`

/** A search's list parameters (alertListParams), or null when the list would refuse them. */
export type ParamsOf = (alert: { search: string; companyId: number }) => OpportunityListParams | null

/** alertListParams read once per distinct search, however many alerts hold it (one run's reader). */
export function alertParamsReader(): ParamsOf {
  const read = new Map<string, OpportunityListParams | null>()
  return (alert) => {
    const key = searchKey(alert)
    let params = read.get(key)
    if (params === undefined) {
      params = alertListParams(alert.search, alert.companyId)
      read.set(key, params)
    }
    return params
  }
}

function indexBy<K>(openings: readonly NewOpening[], key: (o: NewOpening) => K | null) {
  const map = new Map<K, NewOpening[]>()
  for (const opening of openings) {
    const k = key(opening)
    if (k === null) continue
    const list = map.get(k)
    if (list) list.push(opening)
    else map.set(k, [opening])
  }
  return map
}

/**
 * The municipalities a search's 'near' parameters select (near/near-list.ts, resolved before matching: it
 * reads the postal codes); null when it names no origin; false when its origin is unknown (the list
 * answers 400 to it, so the alert matches nothing).
 */
export type ReachOf = (params: OpportunityListParams) => ReadonlySet<number> | null | false

/** The key of a search's 'near' parameters (what ReachOf depends on). */
export function nearKey(params: OpportunityListParams): string | null {
  if (!params.zipcode && params.lat === undefined && params.lng === undefined) return null
  return JSON.stringify([
    params.zipcode ?? null,
    params.lat ?? null,
    params.lng ?? null,
    params.radius ?? null,
  ])
}

/**
 * The openings each alert's search shows among `openings` that were created after the alert's window
 * started, newest first. Alerts with none are left out of the answer.
 */
export function matchAlerts(
  alerts: readonly AlertToMatch[],
  openings: readonly NewOpening[],
  now: Date,
  reachOf: ReachOf = () => null,
  paramsOf: ParamsOf = alertParamsReader(),
): Map<number, NewOpening[]> {
  const sorted = [...openings].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id)
  const byState = indexBy(sorted, (o) => o.stateId)
  const byArea = indexBy(sorted, (o) => o.jobAreaId)
  const byCity = indexBy(sorted, (o) => o.cityNameNormalized)
  const searches = new Map<string, NewOpening[]>()

  const candidates = (params: OpportunityListParams): readonly NewOpening[] => {
    const pools: NewOpening[][] = []
    const union = <K>(index: Map<K, NewOpening[]>, keys: readonly K[]) => {
      if (keys.length === 1) return index.get(keys[0]!) ?? []
      const ids = new Set(keys.flatMap((k) => index.get(k) ?? []))
      return sorted.filter((o) => ids.has(o))
    }
    if (params.states?.length) pools.push(union(byState, params.states))
    if (params.company_field_area?.length) pools.push(union(byArea, params.company_field_area))
    // The city index holds the normalised names, as the predicate compares them.
    if (params.city?.length) pools.push(union(byCity, params.city.map(normalizeSearchText)))
    return pools.reduce<readonly NewOpening[]>((a, b) => (b.length < a.length ? b : a), sorted)
  }

  const result = new Map<number, NewOpening[]>()
  for (const alert of alerts) {
    const key = searchKey(alert)
    let matched = searches.get(key)
    if (!matched) {
      const params = paramsOf(alert)
      const reach = params ? reachOf(params) : false
      if (params && reach !== false) {
        const matcher: ListSearchMatcher = prepareListSearch(params, reach)
        matched = candidates(params).filter((o) => matcher(o, now))
      } else matched = []
      searches.set(key, matched)
    }
    if (matched.length === 0) continue
    // `matched` is newest first: the alert's new openings are a prefix of it (shared, not copied, when
    // they are all of them, as for every alert whose window started before the oldest opening).
    const since = alert.checkedUntil.getTime()
    let low = 0
    let high = matched.length
    while (low < high) {
      const middle = (low + high) >>> 1
      if (matched[middle]!.createdAt.getTime() > since) low = middle + 1
      else high = middle
    }
    if (low > 0) result.set(alert.id, low === matched.length ? matched : matched.slice(0, low))
  }
  return result
}
