// What the job list screen reads from a job-search snapshot (docs/architecture.md, "Flows": screens never dig into context).
import type { SnapshotFrom } from 'xstate'
import { typeaheadMatches } from '../search/typeahead'
import type { jobSearchMachine, JobSearchItem } from './job-search.machine'
import type { JobFilters } from './job-search.schema'
import { EMPTY_NEAR_FILTERS, isNearActive } from '../near/near.filters'

type JobSearchSnapshot = SnapshotFrom<typeof jobSearchMachine>

export const selectJobItems = <Item extends JobSearchItem = JobSearchItem>(snapshot: JobSearchSnapshot) =>
  snapshot.context.items as Item[]
export const selectJobFilters = (snapshot: JobSearchSnapshot): JobFilters => snapshot.context.filters
export const selectIsLoading = (snapshot: JobSearchSnapshot) => snapshot.matches('loading')
/** Loading a page after the first (the list stays, the button shows progress). */
export const selectIsLoadingMore = (snapshot: JobSearchSnapshot) =>
  snapshot.matches('loading') && snapshot.context.items.length > 0
export const selectHasFailed = (snapshot: JobSearchSnapshot) => snapshot.matches('failed')
/** 'VER MAIS OPORTUNIDADES' shows while more pages may exist. */
export const selectCanLoadMore = (snapshot: JobSearchSnapshot) =>
  !snapshot.context.ended && snapshot.context.items.length > 0
export const selectIsEmpty = (snapshot: JobSearchSnapshot) =>
  snapshot.matches('listed') && snapshot.context.items.length === 0
export const selectSuggestions = (snapshot: JobSearchSnapshot, query: string) =>
  typeaheadMatches(query, snapshot.context.titles)

/** The removable badges of the active filters, in the filter bar's order (term has its own box). */
export type JobFilterBadgeKey = 'state' | 'city' | 'jobArea' | 'pcd' | 'team' | 'collection' | 'near'
export function activeFilterKeys(filters: JobFilters): JobFilterBadgeKey[] {
  const keys: JobFilterBadgeKey[] = []
  if (filters.state) keys.push('state')
  if (filters.state && filters.city) keys.push('city')
  if (filters.jobArea !== null) keys.push('jobArea')
  if (filters.pcd) keys.push('pcd')
  if (filters.team) keys.push('team')
  if (filters.collection) keys.push('collection')
  if (isNearActive(filters)) keys.push('near')
  return keys
}

/** The change that removes one badge (removing the state removes its city; the default city stays off). */
export function removeFilter(key: JobFilterBadgeKey): Partial<JobFilters> {
  switch (key) {
    case 'state':
      return { state: '', city: '', noLocation: true }
    case 'city':
      return { city: '', noLocation: true }
    case 'jobArea':
      return { jobArea: null }
    case 'pcd':
      return { pcd: false }
    case 'team':
      return { team: '' }
    case 'collection':
      return { collection: '' }
    case 'near':
      return { ...EMPTY_NEAR_FILTERS }
  }
}
