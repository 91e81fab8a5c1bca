// The job alerts' schedule (docs/job-alerts.md): every JOB_ALERTS_INTERVAL_MS, beside the message worker
// (the platform process, and each `npm run worker`), one run of runJobAlerts. Several processes on one
// PostgreSQL are safe: a run holds an advisory lock and the others skip. PGlite runs it in its one process.
import type { Logger } from '../logger.js'
import { runJobAlerts, type JobAlertDeps } from './service.js'

export interface JobAlertSchedule {
  stop(): Promise<void>
}

export function startJobAlertSchedule(
  deps: JobAlertDeps,
  intervalMs: number,
  logger?: Logger,
): JobAlertSchedule {
  let running: Promise<void> | null = null
  let stopped = false
  const tick = () => {
    if (stopped || running) return
    running = runJobAlerts(deps)
      .then((result) => {
        if (result.digests > 0 || result.purged > 0)
          logger?.info('alertas de vagas processados', {
            alerts: result.alerts,
            openings: result.openings,
            digests: result.digests,
            purged: result.purged,
          })
      })
      .catch((error: unknown) => logger?.error('Falha ao processar os alertas de vagas', error))
      .finally(() => {
        running = null
      })
  }
  const timer = setInterval(tick, intervalMs)
  timer.unref()
  // The first run soon after the start, not at once: the start's own work goes first.
  const first = setTimeout(tick, Math.min(intervalMs, 5_000))
  first.unref()
  return {
    async stop() {
      stopped = true
      clearInterval(timer)
      clearTimeout(first)
      await running
    },
  }
}
