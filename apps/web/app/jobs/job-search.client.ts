// The job list's machine in the browser, loaded after hydration as its own chunk (xstate stays out of
// the page's first download; until it arrives the filter form and the links work as plain navigation).
import {
  STORAGE_KEYS,
  jobFiltersToUrl,
  jobSearchMachine,
  type JobFilters,
  type JobSearchItem,
} from '@carreiras/core'
import { createActor, fromPromise } from 'xstate'
import { write } from '../account/browser-storage'
import type { JobCardView } from './job-card-view'

export interface JobSearchRuntimeOptions {
  filters: JobFilters
  items: readonly JobCardView[]
  /** Writes the filters into the address bar (without fetching the page's data again). */
  syncUrl(search: string): void
  /** A page was listed 300 ms ago (core's delay): time to load the candidate's subscriptions. */
  loadSubscriptions(): void
}

/** The list API of this site: a page of card views for the filters' query. */
async function fetchPage(filters: JobFilters, page: number, signal: AbortSignal): Promise<JobCardView[]> {
  const search = jobFiltersToUrl(filters)
  search.set('pagina', String(page))
  const response = await fetch(`/api/vagas?${search}`, { signal, headers: { Accept: 'application/json' } })
  if (!response.ok) throw new Error(`HTTP ${response.status}`)
  const body = (await response.json()) as { items: JobCardView[] }
  return body.items
}

export function createJobSearch(options: JobSearchRuntimeOptions) {
  const machine = jobSearchMachine.provide({
    actors: {
      fetchPage: fromPromise<readonly JobSearchItem[], { filters: JobFilters; page: number }>(
        ({ input, signal }) => fetchPage(input.filters, input.page, signal),
      ),
    },
    actions: {
      syncUrl: (_, { filters }) => options.syncUrl(String(jobFiltersToUrl(filters))),
      // Saved filters: the query string only (no personal data); cleared on the next fresh load.
      saveFilters: (_, { filters }) =>
        write('local', STORAGE_KEYS.jobFilters, String(jobFiltersToUrl(filters))),
      loadSubscriptions: () => options.loadSubscriptions(),
    },
  })
  return createActor(machine, { input: { filters: options.filters, items: options.items } }).start()
}

export type JobSearchActor = ReturnType<typeof createJobSearch>
