// 'Alertas de vagas' on /meu-perfil (docs/job-alerts.md): the candidate's alerts from the platform, each
// paused or resumed, its frequency changed or deleted in place; what each change did is announced.
import { alertSearchSummary, type JobAlertFrequency, type JobAlertView } from '@carreiras/core'
import { JobAlertsBox, type JobAlertItem } from '@carreiras/ui/job-alerts-box'
import { useCallback, useEffect, useState } from 'react'
import type { AccountHandles } from '../account/account-types'
import { useMessages } from '../brands/use-messages'
import { deleteJobAlert, listJobAlerts, updateJobAlert } from '../job-alerts/api.client'

export const JOB_ALERTS_BOX_ID = 'box-job-alerts'

export function ProfileJobAlerts({ handles }: { handles: AccountHandles }) {
  const messages = useMessages()
  const texts = messages.jobAlerts
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading')
  const [alerts, setAlerts] = useState<JobAlertView[]>([])
  const [busy, setBusy] = useState<number[]>([])
  const [notice, setNotice] = useState<{ kind: 'saved' | 'removed' | 'failed' } | null>(null)
  const authorization = handles.authorization()

  const load = useCallback(
    (signal?: AbortSignal) => {
      if (!authorization) return
      listJobAlerts(authorization, signal).then(
        (list) => {
          setAlerts(list)
          setStatus('ready')
        },
        () => {
          if (!signal?.aborted) setStatus('failed')
        },
      )
    },
    [authorization],
  )
  useEffect(() => {
    const controller = new AbortController()
    load(controller.signal)
    return () => controller.abort()
  }, [load])

  const change = (id: number, run: () => Promise<JobAlertView | null>, kind: 'saved' | 'removed') => {
    setBusy((ids) => [...ids, id])
    setNotice(null)
    run()
      .then(
        (updated) => {
          setAlerts((list) =>
            updated ? list.map((a) => (a.id === id ? updated : a)) : list.filter((a) => a.id !== id),
          )
          setNotice({ kind })
        },
        () => setNotice({ kind: 'failed' }),
      )
      .finally(() => setBusy((ids) => ids.filter((x) => x !== id)))
  }

  const items: JobAlertItem[] = alerts.map((alert) => ({
    id: alert.id,
    summary: alertSearchSummary(alert.search, texts),
    href: `/vagas${alert.search ? `?${alert.search}` : ''}`,
    frequency: alert.frequency,
    paused: alert.status === 'paused',
  }))

  return (
    <JobAlertsBox
      texts={texts}
      status={status}
      alerts={items}
      busy={busy}
      notice={notice}
      onRetry={() => {
        setStatus('loading')
        load()
      }}
      onFrequency={(id, frequency: JobAlertFrequency) =>
        authorization &&
        change(id, () => updateJobAlert(id, { frequency }, authorization).then((r) => r.alert), 'saved')
      }
      onPause={(id, paused) =>
        authorization &&
        change(id, () => updateJobAlert(id, { paused }, authorization).then((r) => r.alert), 'saved')
      }
      onRemove={(id) =>
        authorization && change(id, () => deleteJobAlert(id, authorization).then(() => null), 'removed')
      }
    />
  )
}
