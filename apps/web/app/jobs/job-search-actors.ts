// The job list machine's effects in the browser: pages from the site's own list API (/api/vagas, card
// views computed on the server) and a state's cities (/api/cidades), both answers checked before use.
import {
  jobFiltersToUrl,
  type FetchPageInput,
  type JobSearchItem,
  type LoadCitiesOutput,
} from '@carreiras/core'
import { fromPromise } from 'xstate'
import type { JobCardView } from './job-card-view'

async function json(url: string, signal: AbortSignal): Promise<unknown> {
  const response = await fetch(url, { signal, headers: { Accept: 'application/json' } })
  if (!response.ok) throw new Error(`HTTP ${response.status} for ${url}`)
  return response.json()
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null

export const fetchJobPage = fromPromise<readonly JobSearchItem[], FetchPageInput>(
  async ({ input, signal }) => {
    const search = jobFiltersToUrl(input.filters)
    search.set('pagina', String(input.page))
    const body = await json(`/api/vagas?${search}`, signal)
    if (!isRecord(body) || !Array.isArray(body.items)) throw new Error('Unexpected list answer')
    return body.items as JobCardView[]
  },
)

export const loadStateCities = fromPromise<LoadCitiesOutput, { state: string }>(async ({ input, signal }) => {
  const body = await json(`/api/cidades?state=${encodeURIComponent(input.state)}`, signal)
  if (!isRecord(body) || !Array.isArray(body.cities) || !body.cities.every((c) => typeof c === 'string'))
    throw new Error('Unexpected cities answer')
  return { state: input.state, cities: body.cities as string[] }
})
