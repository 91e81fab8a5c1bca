// The job list (docs/decisions.md, "Paging"): a term and filters, pages of 20 appended with 'VER MAIS
// OPORTUNIDADES', the end reached when a page brings fewer than 20, and a filter change that resets the list
// and the page counter. The first page may come with the server-rendered HTML (input `items`), so the browser
// starts where the server left off.
// Effects are named placeholders: `fetchPage` (the opportunities API), `loadCities` (the city names of
// the chosen state, for the city filter), `syncUrl` (the address bar), `saveFilters` (browser storage),
// `loadSubscriptions` (the signed-in visitor's applications for the cards, 300 ms after a page arrives).
import { assign, enqueueActions, fromPromise, setup } from 'xstate'
import { SUBSCRIPTIONS_AFTER_LIST_DELAY_MS } from '../constants'
import { EMPTY_JOB_FILTERS, isLastPage, type JobFilters } from './job-search.schema'

/** What the list needs of an opening; the app's items may carry more (a card's view). */
export interface JobSearchItem {
  id: number
  title: string
}

export interface JobSearchInput<Item extends JobSearchItem = JobSearchItem> {
  filters?: JobFilters
  /** The first page when the server already fetched it; omitted, the machine fetches page 1. */
  items?: readonly Item[]
  /** Titles for the type-ahead (unique titles of the openings), when known up front. */
  titles?: readonly string[]
  /** City names already known, by state abbreviation (the server sends the chosen state's). */
  cities?: Readonly<Record<string, readonly string[]>>
  /** The server could not list the first page: the list starts failed, and a retry fetches page 1. */
  failed?: boolean
}

export interface JobSearchContext<Item extends JobSearchItem = JobSearchItem> {
  filters: JobFilters
  items: Item[]
  /** Pages loaded so far (0 after a filter change; incremented before each fetch). */
  page: number
  ended: boolean
  /** Unique opening titles seen, for the type-ahead. */
  titles: string[]
  failed: boolean
  /** City names by state abbreviation, loaded once per state. */
  cities: Record<string, readonly string[]>
}

export interface LoadCitiesOutput {
  state: string
  cities: readonly string[]
}

export interface FetchPageInput {
  filters: JobFilters
  /** 1-based. */
  page: number
}

export type JobSearchEvent =
  | { type: 'filters.change'; filters: Partial<JobFilters> }
  | { type: 'filters.replace'; filters: JobFilters }
  | { type: 'filters.clear' }
  | { type: 'term.submit'; term: string }
  | { type: 'page.more' }
  | { type: 'page.retry' }
  /** A first page fetched elsewhere (the server, after back/forward or a link): shown as is. */
  | { type: 'list.loaded'; filters: JobFilters; items: readonly JobSearchItem[] }

function uniqueTitles(current: readonly string[], items: readonly JobSearchItem[]): string[] {
  const seen = new Set(current)
  const titles = [...current]
  for (const { title } of items) {
    if (!seen.has(title)) {
      seen.add(title)
      titles.push(title)
    }
  }
  return titles
}

function appendUnique<Item extends JobSearchItem>(list: readonly Item[], more: readonly Item[]): Item[] {
  const ids = new Set(list.map((item) => item.id))
  return [...list, ...more.filter((item) => !ids.has(item.id))]
}

const notProvided = async (): Promise<never> => {
  throw new Error('not provided')
}

export const jobSearchMachine = setup({
  types: {
    context: {} as JobSearchContext,
    events: {} as JobSearchEvent,
    input: {} as JobSearchInput,
  },
  actors: {
    fetchPage: fromPromise<readonly JobSearchItem[], FetchPageInput>(notProvided),
    loadCities: fromPromise<LoadCitiesOutput, { state: string }>(notProvided),
  },
  actions: {
    /**
     * The chosen state's cities, when not known yet. One load at a time: a newer state replaces the
     * one still loading. A failed load leaves the city filter at 'Todas as cidades' (the list works).
     */
    loadStateCities: enqueueActions(({ context, enqueue }) => {
      const { state } = context.filters
      if (!state || context.cities[state]) return
      enqueue.stopChild('cities')
      enqueue.spawnChild('loadCities', { id: 'cities', input: { state } })
    }),
    syncUrl: (_, _params: { filters: JobFilters }) => {},
    saveFilters: (_, _params: { filters: JobFilters }) => {},
    loadSubscriptions: (_, _params: { ids: number[] }) => {},
    resetList: assign({ items: [], page: 0, ended: false, failed: false }),
  },
  guards: {
    hasMore: ({ context }) => !context.ended,
    hasFailed: ({ context }) => context.failed,
    isNewFilters: ({ context, event }) => {
      const next =
        event.type === 'filters.change'
          ? { ...context.filters, ...event.filters }
          : event.type === 'filters.replace'
            ? event.filters
            : event.type === 'term.submit'
              ? { ...context.filters, term: event.term.trim() }
              : EMPTY_JOB_FILTERS
      return (Object.keys(next) as (keyof JobFilters)[]).some((key) => next[key] !== context.filters[key])
    },
  },
  delays: { subscriptions: SUBSCRIPTIONS_AFTER_LIST_DELAY_MS },
}).createMachine({
  id: 'jobSearch',
  context: ({ input = {} }) => ({
    filters: input.filters ?? EMPTY_JOB_FILTERS,
    items: [...(input.items ?? [])],
    page: input.items && !input.failed ? 1 : 0,
    ended: input.items && !input.failed ? isLastPage(input.items.length) : false,
    titles: uniqueTitles(input.titles ?? [], input.items ?? []),
    failed: input.failed ?? false,
    cities: { ...input.cities },
  }),
  initial: 'starting',
  entry: 'loadStateCities',
  on: {
    'xstate.done.actor.cities': {
      actions: assign({
        cities: ({ context, event }) => ({ ...context.cities, [event.output.state]: event.output.cities }),
      }),
    },
    // A failed city load is not an error of the list: the filter keeps 'Todas as cidades' and the city
    // chosen, and the next change of state tries again.
    'xstate.error.actor.cities': {},
    'filters.change': {
      guard: 'isNewFilters',
      target: '.loading',
      actions: [
        assign({ filters: ({ context, event }) => ({ ...context.filters, ...event.filters }) }),
        'resetList',
        'loadStateCities',
        { type: 'syncUrl', params: ({ context }) => ({ filters: context.filters }) },
        { type: 'saveFilters', params: ({ context }) => ({ filters: context.filters }) },
      ],
    },
    'filters.replace': {
      guard: 'isNewFilters',
      target: '.loading',
      actions: [
        assign({ filters: ({ event }) => event.filters }),
        'resetList',
        'loadStateCities',
        { type: 'saveFilters', params: ({ context }) => ({ filters: context.filters }) },
      ],
    },
    'term.submit': {
      guard: 'isNewFilters',
      target: '.loading',
      actions: [
        assign({ filters: ({ context, event }) => ({ ...context.filters, term: event.term.trim() }) }),
        'resetList',
        { type: 'syncUrl', params: ({ context }) => ({ filters: context.filters }) },
        { type: 'saveFilters', params: ({ context }) => ({ filters: context.filters }) },
      ],
    },
    'list.loaded': {
      target: '.listed',
      actions: [
        assign({
          filters: ({ event }) => event.filters,
          items: ({ event }) => [...event.items],
          page: 1,
          ended: ({ event }) => isLastPage(event.items.length),
          titles: ({ context, event }) => uniqueTitles(context.titles, event.items),
          failed: false,
        }),
        'loadStateCities',
      ],
    },
    'filters.clear': {
      guard: 'isNewFilters',
      target: '.loading',
      actions: [
        assign({ filters: { ...EMPTY_JOB_FILTERS, noLocation: true } }),
        'resetList',
        { type: 'syncUrl', params: ({ context }) => ({ filters: context.filters }) },
        { type: 'saveFilters', params: ({ context }) => ({ filters: context.filters }) },
      ],
    },
  },
  states: {
    starting: {
      always: [
        { guard: 'hasFailed', target: 'failed' },
        { guard: ({ context }) => context.page === 0, target: 'loading' },
        { target: 'listed' },
      ],
    },
    loading: {
      entry: assign({ page: ({ context }) => context.page + 1, failed: false }),
      invoke: {
        id: 'fetchPage',
        src: 'fetchPage',
        input: ({ context }) => ({ filters: context.filters, page: context.page }),
        onDone: {
          target: 'listed',
          actions: assign({
            items: ({ context, event }) => appendUnique(context.items, event.output),
            ended: ({ event }) => isLastPage(event.output.length),
            titles: ({ context, event }) => uniqueTitles(context.titles, event.output),
          }),
        },
        onError: {
          target: 'failed',
          // The page did not arrive: the counter goes back, so a retry asks for the same page.
          actions: assign({ page: ({ context }) => context.page - 1, failed: true }),
        },
      },
    },
    listed: {
      on: { 'page.more': { guard: 'hasMore', target: 'loading' } },
      after: {
        subscriptions: {
          actions: {
            type: 'loadSubscriptions',
            params: ({ context }) => ({ ids: context.items.map((item) => item.id) }),
          },
        },
      },
    },
    failed: {
      on: { 'page.retry': 'loading', 'page.more': 'loading' },
    },
  },
})
