// The links of a job alert's e-mails (docs/job-alerts.md): the confirmation (double opt-in) and the
// one-click unsubscribe. Each carries the alert's id and an HMAC of it under a key derived from
// TOKEN_SIGNING_KEY, so nothing secret is stored and a link cannot be made for another alert. The links live
// under PUBLIC_URL (the platform as browsers reach it, through the site's proxy), never a request's Host; the
// query string never reaches a log line (the request log writes the path only).
import { createHmac, timingSafeEqual } from 'node:crypto'
import { deriveKey } from '../config.js'

export const JOB_ALERT_PAGES_PATH = '/alertas'
export const CONFIRM_PATH = `${JOB_ALERT_PAGES_PATH}/confirmar`
export const UNSUBSCRIBE_PATH = `${JOB_ALERT_PAGES_PATH}/cancelar`

type Purpose = 'confirm' | 'unsubscribe'

export interface JobAlertLinks {
  token(purpose: Purpose, alertId: number): string
  /** The alert's id when `token` is its token for `purpose`; null otherwise. */
  verify(purpose: Purpose, alertId: unknown, token: unknown): number | null
  confirmUrl(alertId: number): string
  unsubscribeUrl(alertId: number): string
}

export function createJobAlertLinks(signingKey: string, publicUrl: string): JobAlertLinks {
  const key = deriveKey(signingKey, 'job-alert-links')
  const token = (purpose: Purpose, alertId: number) =>
    createHmac('sha256', key).update(`${purpose}:${alertId}`).digest('base64url')
  const url = (path: string, purpose: Purpose, alertId: number) =>
    `${publicUrl}${path}?alerta=${alertId}&token=${token(purpose, alertId)}`
  return {
    token,
    verify(purpose, alertId, given) {
      const id = typeof alertId === 'string' && /^[1-9]\d{0,9}$/.test(alertId) ? Number(alertId) : NaN
      if (!Number.isSafeInteger(id) || typeof given !== 'string') return null
      const expected = Buffer.from(token(purpose, id))
      const actual = Buffer.from(given)
      return actual.length === expected.length && timingSafeEqual(actual, expected) ? id : null
    },
    confirmUrl: (alertId) => url(CONFIRM_PATH, 'confirm', alertId),
    unsubscribeUrl: (alertId) => url(UNSUBSCRIBE_PATH, 'unsubscribe', alertId),
  }
}
