// Job alerts in the browser (docs/job-alerts.md): the platform's /v1/job-alerts through the site's
// same-origin proxy, on behalf of the signed-in person when there is one (the transport's Authorization
// header: AccountHandles.authorization). Never cached. Errors carry the platform's pt-BR message.
import type { JobAlertFrequency, JobAlertView } from '@carreiras/core'
import { PLATFORM_PROXY_PATH } from '../lib/platform-path'

/** The platform's job alerts through the site's proxy (the journeys watch for it too). */
export const JOB_ALERTS_PROXY_PATH = `${PLATFORM_PROXY_PATH}/v1/job-alerts`

export class JobAlertRequestError extends Error {
  override name = 'JobAlertRequestError'
  constructor(
    message: string,
    readonly status: number,
    /** The platform's own text, when it sent one. */
    readonly platformMessage: string | null,
  ) {
    super(message)
  }
}

async function request<T>(path: string, init: RequestInit, authorization: string | null): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' }
  if (init.body) headers['Content-Type'] = 'application/json'
  if (authorization) headers.Authorization = authorization
  const response = await fetch(`${JOB_ALERTS_PROXY_PATH}${path}`, { ...init, cache: 'no-store', headers })
  if (response.status === 204) return undefined as T
  const body = (await response.json().catch(() => null)) as { errors?: { message?: string }[] } | null
  if (!response.ok)
    throw new JobAlertRequestError(
      `HTTP ${response.status}`,
      response.status,
      body?.errors?.[0]?.message ?? null,
    )
  return body as T
}

export function createJobAlert(
  input: { search: string; frequency: JobAlertFrequency; email?: string },
  authorization: string | null,
) {
  return request<{ alert: { id: number; status: 'active' | 'pending' } }>(
    '',
    { method: 'POST', body: JSON.stringify(input) },
    authorization,
  )
}

export async function listJobAlerts(authorization: string, signal?: AbortSignal): Promise<JobAlertView[]> {
  const body = await request<{ alerts: JobAlertView[] }>(
    '',
    { method: 'GET', ...(signal ? { signal } : {}) },
    authorization,
  )
  return body.alerts
}

export function updateJobAlert(
  id: number,
  change: { frequency?: JobAlertFrequency; paused?: boolean },
  authorization: string,
) {
  return request<{ alert: JobAlertView }>(
    `/${id}`,
    { method: 'PATCH', body: JSON.stringify(change) },
    authorization,
  )
}

export function deleteJobAlert(id: number, authorization: string) {
  return request<void>(`/${id}`, { method: 'DELETE' }, authorization)
}
