// The job list screen's view model (machine → connect → ui): connectJobSearch(snapshot, send, texts)
// gives the list page everything it reads or calls, so the screen never digs into the machine's context.
// The texts come from the server with the page (the brand's wording of the catalogue), templates
// included: '{n}' in `results`, '{label}' in `removeFilter`.
import type { SnapshotFrom } from 'xstate'
import type { JobSearchEvent, JobSearchItem, jobSearchMachine } from './job-search.machine'
import { JOB_FILTER_PARAMS, jobFiltersToUrl, locationCity, type JobFilters } from './job-search.schema'
import { EMPTY_NEAR_FILTERS, nearFiltersToUrl } from '../near/near.filters'
import { formatCep } from '../near/near.rules'
import {
  activeFilterKeys,
  removeFilter,
  selectSuggestions,
  type JobFilterBadgeKey,
} from './job-search.selectors'

export interface JobSearchTexts {
  searchLabel: string
  searchPlaceholder: string
  searchSubmit: string
  filtersTitle: string
  applyFilters: string
  clear: string
  active: string
  state: string
  city: string
  area: string
  pcd: string
  allStates: string
  allCities: string
  allAreas: string
  cityNeedsState: string
  /** '{label}' is the badge's text. */
  removeFilter: string
  /** The 'Perto de mim' badge: '{radius}' and '{cep}' (a CEP), '{radius}' (the browser's position). */
  nearCep: string
  nearHere: string
  loadMore: string
  loadingMore: string
  empty: string
  /** '{n}' is the count of openings listed. */
  results: string
  unavailable: string
  retry: string
  areas: readonly { id: number; name: string }[]
  states: readonly { abbr: string; name: string }[]
  teams: readonly { slug: string; title: string }[]
}

export interface JobSearchOption {
  value: string
  label: string
}

export interface JobSearchBadge {
  key: JobFilterBadgeKey
  label: string
  /** The accessible name of its remove control. */
  removeLabel: string
  /** The list without this filter, as a link (it works before the page is interactive). */
  href: string
  onRemove(): void
}

export type JobSearchStatus = 'loading' | 'loadingMore' | 'listed' | 'empty' | 'failed'

type JobSearchSnapshot = SnapshotFrom<typeof jobSearchMachine>

/** The list's URL for some filters ('/vagas' without any). */
export function jobListHref(filters: JobFilters, path = '/vagas'): string {
  const search = String(jobFiltersToUrl(filters))
  return search ? `${path}?${search}` : path
}

/** The list's own name for a city that came upper case and without accents (the default location). */
export function cityOption(city: string, cities: readonly string[]): string {
  if (!city) return ''
  const key = locationCity(city)
  return cities.find((name) => locationCity(name) === key) ?? city
}

function withCurrent(cities: readonly string[], city: string): string[] {
  if (!city || cities.some((name) => locationCity(name) === locationCity(city))) return [...cities]
  return [city, ...cities]
}

const CLEARED: Partial<JobFilters> = {
  state: '',
  city: '',
  jobArea: null,
  pcd: false,
  team: '',
  collection: '',
  term: '',
  noLocation: true,
  ...EMPTY_NEAR_FILTERS,
}

export function connectJobSearch<Item extends JobSearchItem = JobSearchItem>(
  snapshot: JobSearchSnapshot,
  send: (event: JobSearchEvent) => void,
  texts: JobSearchTexts,
) {
  const { filters, cities: citiesByState, ended } = snapshot.context
  const items = snapshot.context.items as Item[]
  const loading = snapshot.matches('loading')
  const status: JobSearchStatus = loading
    ? items.length > 0
      ? 'loadingMore'
      : 'loading'
    : snapshot.matches('failed')
      ? 'failed'
      : items.length === 0
        ? 'empty'
        : 'listed'
  const cities = filters.state ? (citiesByState[filters.state] ?? []) : []
  const change = (patch: Partial<JobFilters>) => send({ type: 'filters.change', filters: patch })

  const badgeLabel = (key: JobFilterBadgeKey): string => {
    switch (key) {
      case 'state':
        return texts.states.find((s) => s.abbr === filters.state)?.name ?? filters.state
      case 'city':
        return cityOption(filters.city, cities)
      case 'jobArea':
        return texts.areas.find((a) => a.id === filters.jobArea)?.name ?? ''
      case 'pcd':
        return texts.pcd
      case 'team':
        return texts.teams.find((t) => t.slug === filters.team)?.title ?? filters.team
      case 'collection':
        return filters.collection
      case 'near':
        return (filters.cep ? texts.nearCep : texts.nearHere)
          .replace('{radius}', String(filters.radius))
          .replace('{cep}', formatCep(filters.cep))
    }
  }

  /** Filters the form does not show (they come from links: a team, a collection), kept on submit. */
  const hiddenFields: { name: string; value: string }[] = []
  if (filters.term) hiddenFields.push({ name: JOB_FILTER_PARAMS.term, value: filters.term })
  if (filters.team) hiddenFields.push({ name: JOB_FILTER_PARAMS.team, value: filters.team })
  if (filters.collection) hiddenFields.push({ name: JOB_FILTER_PARAMS.collection, value: filters.collection })
  if (filters.noLocation) hiddenFields.push({ name: JOB_FILTER_PARAMS.noLocation, value: '0' })
  for (const [name, value] of nearFiltersToUrl(filters)) hiddenFields.push({ name, value })

  return {
    status,
    busy: loading,
    items,
    term: filters.term,
    /** For screen readers: the count once a list arrives, or the failure. */
    announcement:
      status === 'failed'
        ? texts.unavailable
        : loading
          ? ''
          : texts.results.replace('{n}', String(items.length)),
    /** Up to 4 titles for what the visitor is typing (from 1 character). */
    suggestions: (query: string) => selectSuggestions(snapshot, query),
    hiddenFields,
    state: {
      value: filters.state,
      options: [
        { value: '', label: texts.allStates },
        ...texts.states.map((s) => ({ value: s.abbr, label: s.name })),
      ] as JobSearchOption[],
    },
    city: {
      value: cityOption(filters.city, cities),
      disabled: !filters.state,
      hint: filters.state ? null : texts.cityNeedsState,
      options: [
        { value: '', label: texts.allCities },
        ...withCurrent(cities, filters.city).map((city) => ({ value: city, label: city })),
      ] as JobSearchOption[],
    },
    area: {
      value: filters.jobArea === null ? '' : String(filters.jobArea),
      options: [
        { value: '', label: texts.allAreas },
        ...texts.areas.map((a) => ({ value: String(a.id), label: a.name })),
      ] as JobSearchOption[],
    },
    pcd: filters.pcd,
    badges: activeFilterKeys(filters).map((key): JobSearchBadge => {
      const label = badgeLabel(key)
      return {
        key,
        label,
        removeLabel: texts.removeFilter.replace('{label}', label),
        href: jobListHref({ ...filters, ...removeFilter(key) }),
        onRemove: () => change(removeFilter(key)),
      }
    }),
    clearHref: jobListHref({ ...filters, ...CLEARED }),
    canLoadMore: !ended && items.length > 0 && status !== 'failed',
    moreLabel: status === 'loadingMore' ? texts.loadingMore : texts.loadMore,
    onSearch: (term: string) => send({ type: 'term.submit', term }),
    onStateChange: (state: string) =>
      change({ state: state as JobFilters['state'], city: '', noLocation: true }),
    onCityChange: (city: string) => change({ city, noLocation: city === '' ? true : filters.noLocation }),
    onAreaChange: (area: string) => change({ jobArea: area ? Number(area) : null }),
    onPcdChange: (pcd: boolean) => change({ pcd }),
    onClear: () => send({ type: 'filters.clear' }),
    onMore: () => {
      if (!loading) send({ type: 'page.more' })
    },
    onRetry: () => send({ type: 'page.retry' }),
  }
}

export type JobSearchView<Item extends JobSearchItem = JobSearchItem> = ReturnType<
  typeof connectJobSearch<Item>
>
