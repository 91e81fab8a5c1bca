import fc from 'fast-check'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { JOB_LIST_PAGE_SIZE } from '../constants'
import { connectJobSearch, jobListHref, type JobSearchTexts } from './job-search.connect'
import {
  jobSearchMachine,
  type FetchPageInput,
  type JobSearchEvent,
  type JobSearchInput,
  type JobSearchItem,
  type LoadCitiesOutput,
} from './job-search.machine'
import { EMPTY_JOB_FILTERS, jobFiltersFromUrl } from './job-search.schema'

const texts: JobSearchTexts = {
  searchLabel: 'Buscar',
  searchPlaceholder: 'Cargo',
  searchSubmit: 'Buscar',
  filtersTitle: 'Filtros',
  applyFilters: 'Aplicar',
  clear: 'Limpar filtros',
  active: 'Filtros ativos',
  state: 'Estado',
  city: 'Cidade',
  area: 'Área',
  pcd: 'Vagas PcD',
  allStates: 'Todos os estados',
  allCities: 'Todas as cidades',
  allAreas: 'Todas as áreas',
  cityNeedsState: 'Escolha um estado',
  removeFilter: 'Remover filtro {label}',
  nearCep: 'Até {radius} km do CEP {cep}',
  nearHere: 'Até {radius} km daqui',
  loadMore: 'VER MAIS',
  loadingMore: 'Carregando…',
  empty: 'Nenhuma vaga',
  results: '{n} vagas',
  unavailable: 'Indisponível',
  retry: 'Tentar de novo',
  areas: [{ id: 2, name: 'Tecnologia' }],
  states: [
    { abbr: 'SP', name: 'São Paulo' },
    { abbr: 'MG', name: 'Minas Gerais' },
  ],
  teams: [{ slug: 'ti', title: 'Time de TI' }],
}

const page = (n: number, count = JOB_LIST_PAGE_SIZE): JobSearchItem[] =>
  Array.from({ length: count }, (_, i) => ({ id: n * 100 + i, title: `Vaga ${n * 100 + i}` }))

function start(input: JobSearchInput, options: { cities?: (state: string) => Promise<string[]> } = {}) {
  const fetched: FetchPageInput[] = []
  const citiesAsked: string[] = []
  const machine = jobSearchMachine.provide({
    actors: {
      fetchPage: fromPromise<readonly JobSearchItem[], FetchPageInput>(async ({ input: asked }) => {
        fetched.push(asked)
        return page(asked.page)
      }),
      loadCities: fromPromise<LoadCitiesOutput, { state: string }>(async ({ input: { state } }) => {
        citiesAsked.push(state)
        return { state, cities: await (options.cities ?? (async () => ['Campinas', 'São Paulo']))(state) }
      }),
    },
  })
  const actor = createActor(machine, { input }).start()
  const events: JobSearchEvent[] = []
  const send = (event: JobSearchEvent) => {
    events.push(event)
    actor.send(event)
  }
  const view = () => connectJobSearch(actor.getSnapshot(), send, texts)
  return { actor, view, fetched, citiesAsked, events }
}

const flush = () => vi.advanceTimersByTimeAsync(0)
beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('connectJobSearch', () => {
  it('shows the server page as listed, announces the count and offers more', () => {
    const { view, fetched } = start({ filters: EMPTY_JOB_FILTERS, items: page(1) })
    expect(view().status).toBe('listed')
    expect(view().announcement).toBe(`${JOB_LIST_PAGE_SIZE} vagas`)
    expect(view().canLoadMore).toBe(true)
    expect(view().moreLabel).toBe('VER MAIS')
    expect(fetched).toEqual([])
  })

  it('loads more with a busy label, and never twice at once', async () => {
    const { view, fetched } = start({ filters: EMPTY_JOB_FILTERS, items: page(1) })
    view().onMore()
    expect(view().status).toBe('loadingMore')
    expect(view().moreLabel).toBe('Carregando…')
    view().onMore()
    await flush()
    expect(fetched).toEqual([{ filters: EMPTY_JOB_FILTERS, page: 2 }])
    expect(view().items).toHaveLength(2 * JOB_LIST_PAGE_SIZE)
  })

  it('a list the server could not fetch starts failed, announced, and a retry fetches page 1', async () => {
    const { view, fetched } = start({ filters: EMPTY_JOB_FILTERS, items: [], failed: true })
    expect(view().status).toBe('failed')
    expect(view().announcement).toBe('Indisponível')
    expect(view().canLoadMore).toBe(false)
    view().onRetry()
    await flush()
    expect(fetched).toEqual([{ filters: EMPTY_JOB_FILTERS, page: 1 }])
    expect(view().status).toBe('listed')
  })

  it("loads the chosen state's cities once and resets the city with the state", async () => {
    const { view, citiesAsked } = start({ filters: EMPTY_JOB_FILTERS, items: page(1) })
    expect(view().city.disabled).toBe(true)
    expect(view().city.hint).toBe('Escolha um estado')
    view().onStateChange('SP')
    await flush()
    expect(view().city.disabled).toBe(false)
    expect(view().city.options.map((o) => o.label)).toEqual(['Todas as cidades', 'Campinas', 'São Paulo'])
    view().onCityChange('Campinas')
    await flush()
    view().onStateChange('MG')
    await flush()
    view().onStateChange('SP')
    await flush()
    expect(citiesAsked).toEqual(['SP', 'MG'])
    expect(view().city.value).toBe('')
  })

  it('keeps the default city, in the list’s own spelling, and the list works when cities fail', async () => {
    const ok = start({
      filters: { ...EMPTY_JOB_FILTERS, state: 'SP', city: 'SAO PAULO' },
      items: page(1),
    })
    await flush()
    expect(ok.view().city.value).toBe('São Paulo')
    const failing = start(
      { filters: { ...EMPTY_JOB_FILTERS, state: 'SP', city: 'CAMPINAS' }, items: page(1) },
      { cities: async () => Promise.reject(new Error('offline')) },
    )
    await flush()
    expect(failing.view().status).toBe('listed')
    expect(failing.view().city.options.map((o) => o.value)).toEqual(['', 'CAMPINAS'])
  })

  it('gives each badge its text, a remove label, a link without it and a remove action', async () => {
    const filters = { ...EMPTY_JOB_FILTERS, state: 'MG' as const, pcd: true, jobArea: 2, team: 'ti' }
    const { view, events } = start({ filters, items: page(1) })
    const badges = view().badges
    expect(badges.map((b) => b.label)).toEqual(['Minas Gerais', 'Tecnologia', 'Vagas PcD', 'Time de TI'])
    expect(badges[0]!.removeLabel).toBe('Remover filtro Minas Gerais')
    expect(jobFiltersFromUrl(new URL(badges[0]!.href, 'http://x').searchParams).filters.state).toBe('')
    badges[2]!.onRemove()
    expect(events.at(-1)).toEqual({ type: 'filters.change', filters: { pcd: false } })
    expect(view().clearHref).toBe('/vagas?local=0')
  })

  it('keeps the filters the form does not show as hidden fields', () => {
    const { view } = start({
      filters: { ...EMPTY_JOB_FILTERS, term: 'analista', team: 'ti', noLocation: true },
      items: page(1),
    })
    expect(view().hiddenFields).toEqual([
      { name: 'term', value: 'analista' },
      { name: 'area', value: 'ti' },
      { name: 'local', value: '0' },
    ])
  })

  it('the list URL of any filters reads back as the same filters', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('', 'SP', 'MG'),
        fc.boolean(),
        fc.option(fc.integer({ min: 1, max: 12 }), { nil: null }),
        (state, pcd, jobArea) => {
          const filters = { ...EMPTY_JOB_FILTERS, state: state as '', pcd, jobArea }
          const back = jobFiltersFromUrl(new URL(jobListHref(filters), 'http://x').searchParams).filters
          expect({ state: back.state, pcd: back.pcd, jobArea: back.jobArea }).toEqual({ state, pcd, jobArea })
        },
      ),
    )
  })
})

describe('jobSearchTexts', () => {
  it("takes the catalogue's words, with the templates the connect layer fills", async () => {
    const { ptBR } = await import('../messages/pt-BR')
    const { jobSearchTexts } = await import('./job-search.texts')
    const built = jobSearchTexts(ptBR)
    expect(built.searchLabel).toBe(ptBR.jobs.searchLabel)
    expect(built.removeFilter.replace('{label}', 'SP')).toBe(ptBR.jobs.filters.remove('SP'))
    expect(built.results.replace('{n}', '3')).toBe(ptBR.ui.domain.list.results(3))
    expect(built.states).toContainEqual({ abbr: 'SP', name: 'São Paulo' })
  })
})
