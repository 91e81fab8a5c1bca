// 'Alertas de vagas' on /meu-perfil: the machine's snapshot, `send` and the texts become what the design
// system's JobAlertsBox shows and calls: each alert as it reads, with its link to the search on /vagas.
import type { SnapshotFrom } from 'xstate'
import type { JobAlertFrequency } from './job-alerts.rules'
import type { JobAlertsBoxEvent, JobAlertsNotice, jobAlertsBoxMachine } from './job-alerts-box.machine'
import type { JobAlertsMessages } from './job-alerts.texts'
import { alertSearchSummary } from './job-alerts.summary'

type Snapshot = SnapshotFrom<typeof jobAlertsBoxMachine>
type Send = (event: JobAlertsBoxEvent) => void

export type JobAlertsBoxTexts = Pick<JobAlertsMessages, 'create' | 'summary'>

export interface JobAlertsBoxItem {
  id: number
  /** The search as it reads. */
  summary: string
  /** The list of that search on /vagas. */
  href: string
  frequency: JobAlertFrequency
  paused: boolean
}

export interface JobAlertsBoxView {
  status: 'loading' | 'ready' | 'failed'
  alerts: JobAlertsBoxItem[]
  busy: number[]
  notice: { kind: Exclude<JobAlertsNotice, null> } | null
  onFrequency(id: number, frequency: JobAlertFrequency): void
  onPause(id: number, paused: boolean): void
  onRemove(id: number): void
  onRetry(): void
}

export function connectJobAlertsBox(
  snapshot: Snapshot,
  send: Send,
  texts: JobAlertsBoxTexts,
): JobAlertsBoxView {
  const { alerts, busy, notice } = snapshot.context
  return {
    status: snapshot.matches('loading') ? 'loading' : snapshot.matches('failed') ? 'failed' : 'ready',
    alerts: alerts.map((alert) => ({
      id: alert.id,
      summary: alertSearchSummary(alert.search, texts),
      href: `/vagas${alert.search ? `?${alert.search}` : ''}`,
      frequency: alert.frequency,
      paused: alert.status === 'paused',
    })),
    busy,
    notice: notice ? { kind: notice } : null,
    onFrequency: (id, frequency) => send({ type: 'alert.frequency', id, frequency }),
    onPause: (id, paused) => send({ type: 'alert.pause', id, paused }),
    onRemove: (id) => send({ type: 'alert.remove', id }),
    onRetry: () => send({ type: 'retry' }),
  }
}
