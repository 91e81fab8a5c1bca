export { jobSearchMachine } from './job-search.machine'
export type {
  FetchPageInput,
  JobSearchContext,
  JobSearchEvent,
  JobSearchInput,
  JobSearchItem,
  LoadCitiesOutput,
} from './job-search.machine'
export {
  EMPTY_JOB_FILTERS,
  JOB_FILTER_PARAMS,
  cleanFilterText,
  isLastPage,
  jobFiltersFromUrl,
  jobFiltersToListQuery,
  jobFiltersToUrl,
  locationCity,
  sameJobFilters,
  withDefaultLocation,
} from './job-search.schema'
export type { JobFilters, VisitorLocation } from './job-search.schema'
export {
  activeFilterKeys,
  removeFilter,
  selectCanLoadMore,
  selectHasFailed,
  selectIsEmpty,
  selectIsLoading,
  selectIsLoadingMore,
  selectJobFilters,
  selectJobItems,
  selectSuggestions,
} from './job-search.selectors'
export type { JobFilterBadgeKey } from './job-search.selectors'
export { cityOption, connectJobSearch, jobListHref } from './job-search.connect'
export { jobSearchTexts } from './job-search.texts'
export type {
  JobSearchBadge,
  JobSearchOption,
  JobSearchStatus,
  JobSearchTexts,
  JobSearchView,
} from './job-search.connect'
