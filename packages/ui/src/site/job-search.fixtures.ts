// A job-search machine with fake platform calls, for the JobSearch and JobFilters stories and tests:
// `total` openings for any filters, 20 a page, and the cities of three states.
import {
  EMPTY_JOB_FILTERS,
  JOB_LIST_PAGE_SIZE,
  jobSearchMachine,
  jobSearchTexts,
  ptBR,
  type FetchPageInput,
  type JobFilters,
  type JobSearchItem,
  type LoadCitiesOutput,
} from '@carreiras/core'
import { createActor, fromPromise } from 'xstate'

export const jobSearchStoryTexts = jobSearchTexts(ptBR)

export interface StoryJob extends JobSearchItem {
  city: string
  stateAbbr: string
  daysLeft: number
  progress: number
}

const CITIES: Record<string, string[]> = {
  SP: ['Campinas', 'Santos', 'São Paulo'],
  MG: ['Belo Horizonte', 'Uberlândia'],
  PE: ['Olinda', 'Recife'],
}
const TITLES = [
  'Analista de Crédito',
  'Assistente de Loja',
  'Desenvolvedor Backend',
  'Gerente de Relacionamento',
]

export function storyJobs(page: number, count = JOB_LIST_PAGE_SIZE): StoryJob[] {
  return Array.from({ length: count }, (_, i) => {
    const n = (page - 1) * JOB_LIST_PAGE_SIZE + i
    return {
      id: 100001 + n,
      title: `${TITLES[n % TITLES.length]} ${n + 1}`,
      city: n % 2 ? 'Recife' : 'Campinas',
      stateAbbr: n % 2 ? 'PE' : 'SP',
      daysLeft: 3 + (n % 20),
      progress: 20 + ((n * 7) % 70),
    }
  })
}

export interface JobSearchScenario {
  filters?: Partial<JobFilters>
  /** Openings for any filters (default 45: two full pages and a short one). */
  total?: number
  /** The first page comes from the server (default) or the machine fetches it. */
  serverPage?: boolean
  /** The server could not list the first page. */
  unavailable?: boolean
  /** Every page request fails, or never answers. */
  pages?: 'ok' | 'fail' | 'hang'
}

export function startJobSearch({
  filters = {},
  total = 45,
  serverPage = true,
  unavailable = false,
  pages = 'ok',
}: JobSearchScenario = {}) {
  const chosen = { ...EMPTY_JOB_FILTERS, ...filters }
  const pageOf = (page: number) =>
    storyJobs(page, Math.max(0, Math.min(JOB_LIST_PAGE_SIZE, total - (page - 1) * JOB_LIST_PAGE_SIZE)))
  const machine = jobSearchMachine.provide({
    actors: {
      fetchPage: fromPromise<readonly JobSearchItem[], FetchPageInput>(async ({ input }) => {
        if (pages === 'fail') throw new Error('offline')
        if (pages === 'hang') return new Promise<never>(() => {})
        return pageOf(input.page)
      }),
      loadCities: fromPromise<LoadCitiesOutput, { state: string }>(async ({ input }) => ({
        state: input.state,
        cities: CITIES[input.state] ?? [],
      })),
    },
  })
  return createActor(machine, {
    input: {
      filters: chosen,
      items: serverPage || unavailable ? (unavailable ? [] : pageOf(1)) : undefined,
      failed: unavailable,
      cities: chosen.state && CITIES[chosen.state] ? { [chosen.state]: CITIES[chosen.state]! } : {},
    },
  }).start()
}

export type JobSearchStoryActor = ReturnType<typeof startJobSearch>
