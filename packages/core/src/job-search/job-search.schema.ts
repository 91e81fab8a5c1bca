// The job list's filters (docs/decisions.md, "List parameters", "Paging") and how they travel: in the page's
// URL (shareable), and as the opportunities API query. Imports no zod: this module runs in the browser with
// the list, where every kilobyte counts.
import { JOB_LIST_PAGE_SIZE } from '../constants'
import type { QueryPairs, SearchParams } from '../lib/search-params'
import { createSearchParams } from '../lib/search-params'
import type { OpportunityListQuery } from '../opportunity/opportunity.schema'
import { isStateAbbr, type StateAbbr } from '../reference/states'
import { JOB_AREAS } from '../reference/job-areas'
import {
  EMPTY_NEAR_FILTERS,
  NEAR_FILTER_PARAMS,
  nearFiltersFromUrl,
  nearFiltersToListQuery,
  nearFiltersToUrl,
  type NearFilters,
} from '../near/near.filters'

export interface JobFilters extends NearFilters {
  /** The search term (`?term=`, sent as `q`). */
  term: string
  /** State abbreviation, '' for all. */
  state: StateAbbr | ''
  /** City name, '' for all. */
  city: string
  /** One of the 14 job areas (sent as `company_field_area`), null for all. */
  jobArea: number | null
  /** 'Pessoa com Deficiência': only openings for people with disabilities. */
  pcd: boolean
  /** A team slug (`?area=`, sent as `company_area`). */
  team: string
  /** A collection (`?collection=`). */
  collection: string
  /**
   * The visitor removed the city that came from their location: the default is not applied again
   * (`?local=0`), so a reload or a shared link shows the same list.
   */
  noLocation: boolean
}

export const EMPTY_JOB_FILTERS: JobFilters = Object.freeze({
  term: '',
  state: '',
  city: '',
  jobArea: null,
  pcd: false,
  team: '',
  collection: '',
  noLocation: false,
  ...EMPTY_NEAR_FILTERS,
})

/** The URL parameter of each filter on /vagas (spec: term, area, collection; the rest make a list shareable). */
export const JOB_FILTER_PARAMS = {
  term: 'term',
  team: 'area',
  collection: 'collection',
  state: 'state',
  city: 'city',
  jobArea: 'field_area',
  pcd: 'pcd',
  noLocation: 'local',
  // 'Perto de mim' (near/near.filters.ts): a CEP or the browser's rounded position, and the radius.
  ...NEAR_FILTER_PARAMS,
} as const satisfies Record<keyof JobFilters, string>

const TEXT_MAX = 200

/**
 * A filter's text as the list sends it: control characters (C0, DEL, C1: a pasted tab, a NUL from a
 * hand-edited link) count as spaces, runs of spaces become one, trimmed, at most 200 characters (never
 * half of a surrogate pair). The platform refuses control characters with a 400 (docs/decisions.md,
 * "List parameters"), so a strange term is cleaned here rather than failing the list.
 */
export function cleanFilterText(value: string | undefined): string {
  const text = (value ?? '').replace(/[\p{Cc}\s]+/gu, ' ').trim()
  if (text.length <= TEXT_MAX) return text
  const cut = text.slice(0, TEXT_MAX)
  return (/[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut).trimEnd()
}

const clean = cleanFilterText

/**
 * Filters from a /vagas URL. Unknown or invalid values are dropped (a hand-edited link still shows a
 * list); `explicit` says whether the URL chose any filter, in which case no default city applies.
 */
export function jobFiltersFromUrl(search: QueryPairs): { filters: JobFilters; explicit: boolean } {
  const raw: Record<string, string> = {}
  for (const [key, value] of search) if (!(key in raw)) raw[key] = value
  const known = Object.values(JOB_FILTER_PARAMS) as string[]
  const explicit = Object.keys(raw).some((key) => known.includes(key))
  const state = clean(raw[JOB_FILTER_PARAMS.state]).toUpperCase()
  const areaId = Number(raw[JOB_FILTER_PARAMS.jobArea])
  const filters: JobFilters = {
    term: clean(raw[JOB_FILTER_PARAMS.term]),
    state: isStateAbbr(state) ? state : '',
    city: isStateAbbr(state) ? clean(raw[JOB_FILTER_PARAMS.city]) : '',
    jobArea: JOB_AREAS.some((area) => area.id === areaId) ? areaId : null,
    pcd: raw[JOB_FILTER_PARAMS.pcd] === 'true',
    team: clean(raw[JOB_FILTER_PARAMS.team]),
    collection: clean(raw[JOB_FILTER_PARAMS.collection]),
    noLocation: raw[JOB_FILTER_PARAMS.noLocation] === '0',
    ...nearFiltersFromUrl(raw),
  }
  return { filters, explicit }
}

/** The /vagas query for these filters ('' when none): what the address bar shows and a link shares. */
export function jobFiltersToUrl(filters: JobFilters): SearchParams {
  const search = createSearchParams()
  const put = (key: string, value: string) => {
    if (value !== '') search.append(key, value)
  }
  put(JOB_FILTER_PARAMS.term, filters.term)
  put(JOB_FILTER_PARAMS.team, filters.team)
  put(JOB_FILTER_PARAMS.collection, filters.collection)
  put(JOB_FILTER_PARAMS.state, filters.state)
  put(JOB_FILTER_PARAMS.city, filters.state ? filters.city : '')
  put(JOB_FILTER_PARAMS.jobArea, filters.jobArea === null ? '' : String(filters.jobArea))
  put(JOB_FILTER_PARAMS.pcd, filters.pcd ? 'true' : '')
  put(JOB_FILTER_PARAMS.noLocation, filters.noLocation ? '0' : '')
  for (const [key, value] of nearFiltersToUrl(filters)) put(key, value)
  return search
}

/** The opportunities API query for a page of these filters (page is 1-based; docs/decisions.md, "Paging"). */
export function jobFiltersToListQuery(filters: JobFilters, page: number): OpportunityListQuery {
  return {
    page,
    q: filters.term || undefined,
    states: filters.state ? [filters.state] : undefined,
    city: filters.state && filters.city ? [filters.city] : undefined,
    company_field_area: filters.jobArea === null ? undefined : [filters.jobArea],
    pcd: filters.pcd ? true : undefined,
    company_area: filters.team || undefined,
    collection: filters.collection || undefined,
    ...nearFiltersToListQuery(filters),
  }
}

/** Two filter sets select the same openings. */
export function sameJobFilters(a: JobFilters, b: JobFilters): boolean {
  return (Object.keys(EMPTY_JOB_FILTERS) as (keyof JobFilters)[]).every((key) => a[key] === b[key])
}

/** The list has ended when a page brings fewer than the page size. */
export function isLastPage(count: number): boolean {
  return count < JOB_LIST_PAGE_SIZE
}

/** A city as the default filter wants it: upper case, without accents ('São Paulo' → 'SAO PAULO'). */
export function locationCity(city: string): string {
  return city
    .toUpperCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .normalize('NFC')
    .replace(/\s+/g, ' ')
    .trim()
}

export interface VisitorLocation {
  /** State ISO code (the two-letter abbreviation). */
  state: string
  city: string
}

/**
 * The filters with the visitor's location as the default state and city, unless the URL chose filters or the
 * visitor removed the default before.
 */
export function withDefaultLocation(
  filters: JobFilters,
  location: VisitorLocation | null | undefined,
  explicit: boolean,
): JobFilters {
  if (!location || explicit || filters.noLocation || filters.state) return filters
  const state = location.state.trim().toUpperCase()
  const city = locationCity(location.city)
  if (!isStateAbbr(state) || !city) return filters
  return { ...filters, state, city }
}
