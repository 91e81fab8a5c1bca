// 'Alertas de vagas' on /meu-perfil (docs/job-alerts.md): each alert's search, its state, its frequency
// (changed in place), pause or resume, and delete. What a change did is announced in a polite live region.
import type { JobAlertFrequency, JobAlertsMessages } from '@carreiras/core'
import { JOB_ALERT_FREQUENCIES } from '@carreiras/core'
import { useId } from 'react'
import { cn } from '../../lib/cn'
import { Alert } from '../../primitives/alert'
import { Badge } from '../../primitives/badge'
import { Button } from '../../primitives/button'
import { inputVariants } from '../../primitives/input'

export interface JobAlertItem {
  id: number
  /** The search as it reads (core's alertSearchSummary). */
  summary: string
  /** The list of that search on /vagas. */
  href: string
  frequency: JobAlertFrequency
  paused: boolean
}

export interface JobAlertsBoxProps {
  texts: Pick<JobAlertsMessages, 'profile' | 'frequencies'>
  status: 'loading' | 'ready' | 'failed'
  alerts: readonly JobAlertItem[]
  /** Ids of the alerts being saved. */
  busy?: readonly number[]
  /** What the last change did (announced), or its failure. */
  notice?: { kind: 'saved' | 'removed' | 'failed' } | null
  onFrequency(id: number, frequency: JobAlertFrequency): void
  onPause(id: number, paused: boolean): void
  onRemove(id: number): void
  onRetry(): void
}

export function JobAlertsBox(props: JobAlertsBoxProps) {
  const t = props.texts.profile
  const headingId = useId()
  const busy = new Set(props.busy ?? [])
  return (
    <section
      aria-labelledby={headingId}
      className="grid gap-4 rounded-lg border border-border bg-card p-6 text-card-foreground"
    >
      <h2 id={headingId} className="font-heading text-xl font-semibold">
        {t.title}
      </h2>
      {props.status === 'loading' ? (
        <p role="status">{t.loading}</p>
      ) : props.status === 'failed' ? (
        <div className="grid gap-3">
          <Alert variant="error" title={null}>
            {t.failed}
          </Alert>
          <div>
            <Button type="button" variant="outline" onClick={props.onRetry}>
              {t.retry}
            </Button>
          </div>
        </div>
      ) : props.alerts.length === 0 ? (
        <p>{t.empty}</p>
      ) : (
        <ul className="grid gap-3">
          {props.alerts.map((alert) => (
            <li
              key={alert.id}
              className="flex flex-wrap items-center gap-3 rounded-md border border-border p-4"
              aria-busy={busy.has(alert.id) || undefined}
            >
              <div className="grid min-w-48 flex-1 gap-1">
                <a href={alert.href} className="font-semibold text-primary underline underline-offset-4">
                  {alert.summary}
                </a>
                <span>
                  <Badge variant={alert.paused ? 'muted' : 'success'}>
                    {alert.paused ? t.paused : t.active}
                  </Badge>
                </span>
              </div>
              <select
                aria-label={t.frequencyLabel(alert.summary)}
                className={cn(inputVariants(), 'w-auto')}
                value={alert.frequency}
                disabled={busy.has(alert.id)}
                onChange={(event) => props.onFrequency(alert.id, event.target.value as JobAlertFrequency)}
              >
                {JOB_ALERT_FREQUENCIES.map((value) => (
                  <option key={value} value={value}>
                    {props.texts.frequencies[value]}
                  </option>
                ))}
              </select>
              <Button
                type="button"
                variant="outline"
                disabled={busy.has(alert.id)}
                onClick={() => props.onPause(alert.id, !alert.paused)}
              >
                {alert.paused ? t.resume : t.pause}
              </Button>
              <Button
                type="button"
                variant="ghost"
                aria-label={t.removeLabel(alert.summary)}
                disabled={busy.has(alert.id)}
                onClick={() => props.onRemove(alert.id)}
              >
                {t.remove}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <p
        role="status"
        aria-live="polite"
        className={cn(props.notice?.kind === 'failed' && 'text-destructive', 'text-sm')}
      >
        {props.notice?.kind === 'saved'
          ? t.saved
          : props.notice?.kind === 'removed'
            ? t.removed
            : props.notice?.kind === 'failed'
              ? t.saveFailed
              : ''}
      </p>
    </section>
  )
}
