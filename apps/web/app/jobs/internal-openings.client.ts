// The internal openings in the browser (docs/identity.md, "Internal access on the site"): the site's own
// routes answer them on the person's behalf, with the transport's Authorization header (the session) that the
// account runtime gives (AccountHandles.authorization). Never cached by the browser.
import type { JobCardView } from './job-card-view'

async function json(url: string, authorization: string, signal?: AbortSignal): Promise<unknown> {
  const response = await fetch(url, {
    signal,
    cache: 'no-store',
    headers: { Accept: 'application/json', Authorization: authorization },
  })
  if (!response.ok) throw new Error(`HTTP ${response.status} for ${url}`)
  return response.json()
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null

/** The company's internal openings as card views. */
export async function loadInternalList(authorization: string, signal?: AbortSignal): Promise<JobCardView[]> {
  const body = await json('/api/vagas-internas', authorization, signal)
  if (!isRecord(body) || !Array.isArray(body.items)) throw new Error('Unexpected internal list answer')
  return body.items as JobCardView[]
}

/** One internal opening's detail data (the same shape as /vagas/:id's loader). */
export async function loadInternalDetail<T>(
  id: number,
  authorization: string,
  signal?: AbortSignal,
): Promise<T> {
  const body = await json(`/api/vagas-internas/${id}`, authorization, signal)
  if (!isRecord(body) || !isRecord(body.job)) throw new Error('Unexpected internal detail answer')
  return body as T
}

/** What the application route needs for an internal opening (the same shape as its loader's). */
export async function loadInternalApplication<T>(
  id: number,
  authorization: string,
  signal?: AbortSignal,
): Promise<T> {
  const body = await json(`/api/vagas-internas/${id}/inscricao`, authorization, signal)
  if (!isRecord(body) || !isRecord(body.opportunity))
    throw new Error('Unexpected internal application answer')
  return body as T
}
