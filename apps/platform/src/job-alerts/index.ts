// Job alerts (docs/job-alerts.md): the pieces the platform's app, its process and the worker's process use.
import type { Config } from '../config.js'
import type { Db } from '../db/client.js'
import { webOrigin } from '../online-tests/service.js'
import { createJobAlertLinks } from './links.js'
import type { CepLookup } from '../near/near-list.js'
import { createPostalService } from '../postal/service.js'
import type { JobAlertDeps } from './service.js'

export { JOB_ALERT_PAGES_PATH } from './links.js'
export { jobAlertApiRoutes, jobAlertPageRoutes } from './routes.js'
export { jobAlertDevRoutes } from './dev-routes.js'
export { startJobAlertSchedule, type JobAlertSchedule } from './schedule.js'

/** JOB_ALERTS_INTERVAL_MS: how often the schedule runs (1 minute to 1 day; default 15 minutes). */
export const JOB_ALERTS_INTERVAL_DEFAULT_MS = 15 * 60 * 1000

export function jobAlertsIntervalMs(env: Record<string, string | undefined> = process.env): number {
  const raw = env.JOB_ALERTS_INTERVAL_MS
  if (raw === undefined || raw === '') return JOB_ALERTS_INTERVAL_DEFAULT_MS
  const value = Number(raw)
  if (!Number.isInteger(value) || value < 60_000 || value > 86_400_000)
    throw new Error('JOB_ALERTS_INTERVAL_MS deve ser um número inteiro de 60000 a 86400000 (milissegundos)')
  return value
}

export function jobAlertDeps(
  config: Config,
  db: Db,
  postal: CepLookup = createPostalService(config, db),
): JobAlertDeps {
  return {
    db,
    postal,
    links: createJobAlertLinks(config.tokenSigningKey, config.publicUrl),
    siteOrigin: (webOrigin(config) ?? config.publicUrl).replace(/\/+$/, ''),
  }
}
