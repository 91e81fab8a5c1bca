import fc from 'fast-check'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { getShortestPaths } from 'xstate/graph'
import { JOB_LIST_PAGE_SIZE, SUBSCRIPTIONS_AFTER_LIST_DELAY_MS } from '../constants'
import { STATE_ABBRS } from '../reference/states'
import {
  jobSearchMachine,
  type FetchPageInput,
  type JobSearchEvent,
  type JobSearchInput,
  type JobSearchItem,
} from './job-search.machine'
import {
  EMPTY_JOB_FILTERS,
  jobFiltersFromUrl,
  jobFiltersToListQuery,
  jobFiltersToUrl,
  locationCity,
  withDefaultLocation,
  type JobFilters,
} from './job-search.schema'
import {
  activeFilterKeys,
  removeFilter,
  selectCanLoadMore,
  selectHasFailed,
  selectIsEmpty,
  selectJobItems,
  selectSuggestions,
} from './job-search.selectors'

/** A fake opportunities API: `total` openings matching any filter, served 20 per 1-based page. */
function fakeApi(total: number, titleOf = (id: number) => `Vaga ${id}`) {
  const calls: FetchPageInput[] = []
  const fetchPage = fromPromise<readonly JobSearchItem[], FetchPageInput>(async ({ input }) => {
    calls.push(input)
    const start = (input.page - 1) * JOB_LIST_PAGE_SIZE
    const count = Math.max(0, Math.min(JOB_LIST_PAGE_SIZE, total - start))
    return Array.from({ length: count }, (_, i) => ({ id: start + i + 1, title: titleOf(start + i + 1) }))
  })
  return { calls, fetchPage }
}

function start(total: number, input: JobSearchInput = {}) {
  const api = fakeApi(total)
  const effects: { url: JobFilters[]; saved: JobFilters[]; subscriptions: number[][] } = {
    url: [],
    saved: [],
    subscriptions: [],
  }
  const machine = jobSearchMachine.provide({
    actors: { fetchPage: api.fetchPage },
    actions: {
      syncUrl: (_, params) => effects.url.push(params.filters),
      saveFilters: (_, params) => effects.saved.push(params.filters),
      loadSubscriptions: (_, params) => effects.subscriptions.push(params.ids),
    },
  })
  const actor = createActor(machine, { input }).start()
  return { actor, api, effects, snap: () => actor.getSnapshot() }
}

const flush = () => vi.advanceTimersByTimeAsync(0)

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('job search paging', () => {
  it('fetches page 1 when the server sent nothing, then pages until one brings fewer than 20', async () => {
    const { actor, api, snap } = start(45)
    await flush()
    expect(api.calls.map((c) => c.page)).toEqual([1])
    expect(selectJobItems(snap())).toHaveLength(20)
    expect(selectCanLoadMore(snap())).toBe(true)
    actor.send({ type: 'page.more' })
    await flush()
    actor.send({ type: 'page.more' })
    await flush()
    expect(api.calls.map((c) => c.page)).toEqual([1, 2, 3])
    expect(selectJobItems(snap()).map((i) => i.id)).toEqual(Array.from({ length: 45 }, (_, i) => i + 1))
    expect(selectCanLoadMore(snap())).toBe(false)
    actor.send({ type: 'page.more' })
    await flush()
    expect(api.calls).toHaveLength(3)
  })

  it('a page of exactly 20 is not the end; the next, empty, one is', async () => {
    const { actor, snap } = start(40)
    await flush()
    actor.send({ type: 'page.more' })
    await flush()
    expect(selectCanLoadMore(snap())).toBe(true)
    actor.send({ type: 'page.more' })
    await flush()
    expect(selectJobItems(snap())).toHaveLength(40)
    expect(selectCanLoadMore(snap())).toBe(false)
  })

  it('starts from the server-rendered first page without fetching it again', async () => {
    const first = Array.from({ length: 20 }, (_, i) => ({ id: i + 1, title: `Vaga ${i + 1}` }))
    const { actor, api, snap } = start(30, { items: first })
    await flush()
    expect(api.calls).toEqual([])
    expect(snap().matches('listed')).toBe(true)
    actor.send({ type: 'page.more' })
    await flush()
    expect(api.calls.map((c) => c.page)).toEqual([2])
    expect(selectJobItems(snap())).toHaveLength(30)
  })

  it('a server page with fewer than 20 already ends the list', () => {
    const { snap } = start(3, { items: [{ id: 1, title: 'A' }] })
    expect(selectCanLoadMore(snap())).toBe(false)
  })

  it('an empty result is the empty state', async () => {
    const { snap } = start(0)
    await flush()
    expect(selectIsEmpty(snap())).toBe(true)
    expect(selectCanLoadMore(snap())).toBe(false)
  })

  it('a failed page keeps the list and asks for the same page again on retry', async () => {
    let fail = true
    const calls: number[] = []
    const machine = jobSearchMachine.provide({
      actors: {
        fetchPage: fromPromise<readonly JobSearchItem[], FetchPageInput>(async ({ input }) => {
          calls.push(input.page)
          if (input.page === 2 && fail) throw new Error('offline')
          return Array.from({ length: 20 }, (_, i) => ({ id: (input.page - 1) * 20 + i + 1, title: 't' }))
        }),
      },
    })
    const actor = createActor(machine, { input: {} }).start()
    await flush()
    actor.send({ type: 'page.more' })
    await flush()
    expect(selectHasFailed(actor.getSnapshot())).toBe(true)
    expect(selectJobItems(actor.getSnapshot())).toHaveLength(20)
    fail = false
    actor.send({ type: 'page.retry' })
    await flush()
    expect(calls).toEqual([1, 2, 2])
    expect(selectJobItems(actor.getSnapshot())).toHaveLength(40)
  })

  it('loads the visitor’s subscriptions for the listed cards 300 ms after a page arrives', async () => {
    const { effects } = start(5)
    await flush()
    await vi.advanceTimersByTimeAsync(SUBSCRIPTIONS_AFTER_LIST_DELAY_MS - 1)
    expect(effects.subscriptions).toEqual([])
    await vi.advanceTimersByTimeAsync(1)
    expect(effects.subscriptions).toEqual([[1, 2, 3, 4, 5]])
  })
})

describe('job search filters', () => {
  it('a filter change resets the list and the page, syncs the URL and saves the filters', async () => {
    const { actor, api, effects, snap } = start(100)
    await flush()
    actor.send({ type: 'page.more' })
    await flush()
    expect(selectJobItems(snap())).toHaveLength(40)
    actor.send({ type: 'filters.change', filters: { state: 'SP', city: 'SAO PAULO' } })
    expect(selectJobItems(snap())).toEqual([])
    await flush()
    expect(api.calls.at(-1)).toEqual({
      filters: { ...EMPTY_JOB_FILTERS, state: 'SP', city: 'SAO PAULO' },
      page: 1,
    })
    expect(selectJobItems(snap())).toHaveLength(20)
    expect(effects.url.at(-1)).toMatchObject({ state: 'SP', city: 'SAO PAULO' })
    expect(effects.saved.at(-1)).toMatchObject({ state: 'SP', city: 'SAO PAULO' })
  })

  it('the same filters again change nothing', async () => {
    const { actor, api } = start(10, { filters: { ...EMPTY_JOB_FILTERS, pcd: true } })
    await flush()
    actor.send({ type: 'filters.change', filters: { pcd: true } })
    await flush()
    expect(api.calls).toHaveLength(1)
  })

  it('a term submitted is trimmed and searched from page 1', async () => {
    const { actor, api } = start(10)
    await flush()
    actor.send({ type: 'term.submit', term: '  analista  ' })
    await flush()
    expect(api.calls.at(-1)).toMatchObject({ filters: { term: 'analista' }, page: 1 })
  })

  it('a filter change while a page loads restarts from page 1 with the new filters', async () => {
    const { actor, api, snap } = start(100)
    actor.send({ type: 'filters.change', filters: { jobArea: 14 } })
    await flush()
    expect(api.calls.map((c) => [c.page, c.filters.jobArea])).toEqual([
      [1, null],
      [1, 14],
    ])
    expect(selectJobItems(snap())).toHaveLength(20)
  })

  it('clearing all filters turns the default location off', async () => {
    const { actor, effects } = start(10, { filters: { ...EMPTY_JOB_FILTERS, state: 'RJ', city: 'NITEROI' } })
    await flush()
    actor.send({ type: 'filters.clear' })
    await flush()
    expect(effects.url.at(-1)).toEqual({ ...EMPTY_JOB_FILTERS, noLocation: true })
  })

  it('filters.replace (the URL changed: back/forward) does not write the URL again', async () => {
    const { actor, effects, api } = start(10)
    await flush()
    actor.send({ type: 'filters.replace', filters: { ...EMPTY_JOB_FILTERS, term: 'caixa' } })
    await flush()
    expect(effects.url).toEqual([])
    expect(api.calls.at(-1)?.filters.term).toBe('caixa')
  })

  it('a page loaded elsewhere replaces the list without fetching or writing the URL', async () => {
    const { actor, api, effects, snap } = start(100)
    await flush()
    actor.send({ type: 'page.more' })
    actor.send({
      type: 'list.loaded',
      filters: { ...EMPTY_JOB_FILTERS, term: 'caixa' },
      items: [{ id: 900, title: 'Operador de Caixa' }],
    })
    await flush()
    expect(api.calls).toHaveLength(2)
    expect(selectJobItems(snap()).map((i) => i.id)).toEqual([900])
    expect(selectCanLoadMore(snap())).toBe(false)
    expect(effects.url).toEqual([])
    expect(selectSuggestions(snap(), 'oper')).toEqual(['Operador de Caixa'])
  })

  it('suggests up to 4 unique titles from 1 character', async () => {
    const titles = [
      'Analista de Dados',
      'Analista de Crédito',
      'Analista de Dados',
      'Caixa',
      'Analista Fiscal',
      'Analista de RH',
      'Analista Jr',
    ]
    const machine = jobSearchMachine.provide({
      actors: {
        fetchPage: fromPromise<readonly JobSearchItem[], FetchPageInput>(async () =>
          titles.map((title, i) => ({ id: i + 1, title })),
        ),
      },
    })
    const actor = createActor(machine, { input: {} }).start()
    await flush()
    expect(selectSuggestions(actor.getSnapshot(), '')).toEqual([])
    expect(selectSuggestions(actor.getSnapshot(), 'c')).toEqual([
      'Caixa',
      'Analista de Crédito',
      'Analista Fiscal',
    ])
    expect(selectSuggestions(actor.getSnapshot(), 'anal')).toEqual([
      'Analista de Dados',
      'Analista de Crédito',
      'Analista Fiscal',
      'Analista de RH',
    ])
  })
})

describe('filters in the URL and in the API query', () => {
  const filtersArb = fc
    .record({
      term: fc.string({ maxLength: 30 }).map((s) => s.replace(/\s+/g, ' ').trim()),
      state: fc.constantFrom('', ...STATE_ABBRS),
      city: fc.constantFrom('', 'SAO PAULO', 'Belo Horizonte', 'Niterói'),
      jobArea: fc.option(fc.integer({ min: 1, max: 14 }), { nil: null }),
      pcd: fc.boolean(),
      team: fc.constantFrom('', 'lojas-aurora', 'sede-administrativa'),
      collection: fc.constantFrom('', 'estagio', 'jovem-aprendiz'),
      noLocation: fc.boolean(),
    })
    .chain((filters) =>
      // 'Perto de mim': none, a CEP or a rounded position, with one of the offered radii.
      fc
        .oneof(
          fc.constant({ cep: '', coords: '', radius: null }),
          fc.record({
            cep: fc.stringMatching(/^\d{8}$/),
            coords: fc.constant(''),
            radius: fc.constantFrom(10, 25, 50, 100),
          }),
          fc.record({
            cep: fc.constant(''),
            coords: fc.constantFrom('-23.56,-46.66', '0,0', '-3.1,-60.02'),
            radius: fc.constantFrom(10, 25, 50, 100),
          }),
        )
        .map((near) => ({ ...filters, ...near })),
    )

  it('round-trips through the URL (a city only counts with its state)', () => {
    fc.assert(
      fc.property(filtersArb, (filters) => {
        const expected = { ...filters, city: filters.state ? filters.city : '' } as JobFilters
        const search = new URLSearchParams(jobFiltersToUrl(expected).toString())
        expect(jobFiltersFromUrl(search).filters).toEqual(expected)
      }),
    )
  })

  it('reads the spec’s parameters and drops invalid ones', () => {
    const { filters, explicit } = jobFiltersFromUrl(
      new URLSearchParams(
        'term=Caixa&area=lojas-aurora&collection=estagio&state=xx&city=Rio&field_area=99&pcd=yes',
      ),
    )
    expect(explicit).toBe(true)
    expect(filters).toEqual({
      ...EMPTY_JOB_FILTERS,
      term: 'Caixa',
      team: 'lojas-aurora',
      collection: 'estagio',
    })
    expect(jobFiltersFromUrl(new URLSearchParams('utm_source=x')).explicit).toBe(false)
  })

  it('maps to the opportunities API query (docs/decisions.md, "List parameters")', () => {
    expect(
      jobFiltersToListQuery(
        {
          ...EMPTY_JOB_FILTERS,
          term: 'caixa',
          state: 'SP',
          city: 'SAO PAULO',
          jobArea: 3,
          pcd: true,
          team: 'lojas-aurora',
          collection: 'c',
        },
        2,
      ),
    ).toEqual({
      page: 2,
      q: 'caixa',
      states: ['SP'],
      city: ['SAO PAULO'],
      company_field_area: [3],
      pcd: true,
      company_area: 'lojas-aurora',
      collection: 'c',
    })
    expect(jobFiltersToListQuery(EMPTY_JOB_FILTERS, 1)).toEqual({ page: 1 })
  })
})

describe('default location', () => {
  it('upper-cases the city and removes its accents', () => {
    expect(locationCity(' São  João del-Rei ')).toBe('SAO JOAO DEL-REI')
    fc.assert(
      fc.property(fc.string(), (city) => {
        expect(locationCity(locationCity(city))).toBe(locationCity(city))
      }),
    )
  })

  it('applies only when the URL chose nothing and the visitor did not remove it', () => {
    const location = { state: 'sp', city: 'São Paulo' }
    expect(withDefaultLocation(EMPTY_JOB_FILTERS, location, false)).toMatchObject({
      state: 'SP',
      city: 'SAO PAULO',
    })
    expect(withDefaultLocation(EMPTY_JOB_FILTERS, location, true)).toEqual(EMPTY_JOB_FILTERS)
    expect(withDefaultLocation({ ...EMPTY_JOB_FILTERS, noLocation: true }, location, false).state).toBe('')
    expect(withDefaultLocation(EMPTY_JOB_FILTERS, null, false)).toEqual(EMPTY_JOB_FILTERS)
    expect(withDefaultLocation(EMPTY_JOB_FILTERS, { state: 'ZZ', city: 'X' }, false)).toEqual(
      EMPTY_JOB_FILTERS,
    )
  })
})

describe('badges', () => {
  it('lists active filters and removes one at a time', () => {
    const filters: JobFilters = {
      ...EMPTY_JOB_FILTERS,
      state: 'MG',
      city: 'BELO HORIZONTE',
      pcd: true,
      jobArea: 2,
    }
    expect(activeFilterKeys(filters)).toEqual(['state', 'city', 'jobArea', 'pcd'])
    expect(removeFilter('state')).toEqual({ state: '', city: '', noLocation: true })
    expect(activeFilterKeys({ ...filters, ...removeFilter('state') })).toEqual(['jobArea', 'pcd'])
  })
})

describe('job search graph', () => {
  it('every state is reachable and every path can end listed', () => {
    const done = (output: unknown) =>
      ({ type: 'xstate.done.actor.fetchPage', output }) as unknown as JobSearchEvent
    const error = { type: 'xstate.error.actor.fetchPage', error: new Error('x') } as unknown as JobSearchEvent
    const full = Array.from({ length: 20 }, (_, i) => ({ id: i + 1, title: 't' }))
    const events: JobSearchEvent[] = [
      done(full),
      done([]),
      error,
      { type: 'page.more' },
      { type: 'page.retry' },
      { type: 'filters.change', filters: { pcd: true } },
      { type: 'term.submit', term: 'x' },
      { type: 'filters.clear' },
      { type: 'list.loaded', filters: EMPTY_JOB_FILTERS, items: full },
    ]
    const paths = getShortestPaths(jobSearchMachine, {
      events,
      serializeState: (s) =>
        JSON.stringify([s.value, s.context.ended, s.context.filters.pcd, s.context.filters.term]),
    })
    const reached = new Set(paths.map((p) => JSON.stringify(p.state.value)))
    for (const state of ['loading', 'listed', 'failed']) expect(reached).toContain(JSON.stringify(state))
    // From any reached state, one page arriving ends the journey on a list.
    for (const path of paths) {
      const actor = createActor(jobSearchMachine, { snapshot: path.state, input: {} }).start()
      if (!actor.getSnapshot().matches('listed')) {
        if (actor.getSnapshot().matches('failed')) actor.send({ type: 'page.retry' })
        actor.send(done(full))
      }
      expect(actor.getSnapshot().matches('listed')).toBe(true)
      actor.stop()
    }
  })
})
