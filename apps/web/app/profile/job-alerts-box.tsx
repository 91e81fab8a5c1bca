// 'Alertas de vagas' on /meu-perfil (docs/job-alerts.md): core's jobAlertsBoxMachine with the platform's
// /v1/job-alerts (through the site's proxy, with the signed-in session), drawn by the design system's
// JobAlertsBox: each alert paused or resumed, its frequency changed or deleted in place; what each change
// did is announced.
import { connectJobAlertsBox, jobAlertsBoxMachine } from '@carreiras/core'
import { JobAlertsBox } from '@carreiras/ui/job-alerts-box'
import { useActorRef, useSelector } from '@xstate/react'
import { useState } from 'react'
import { fromPromise } from 'xstate'
import type { AccountHandles } from '../account/account-types'
import { useMessages } from '../brands/use-messages'
import { deleteJobAlert, listJobAlerts, updateJobAlert } from '../job-alerts/api.client'

export const JOB_ALERTS_BOX_ID = 'box-job-alerts'

export function ProfileJobAlerts({ handles }: { handles: AccountHandles }) {
  const texts = useMessages().jobAlerts
  const [machine] = useState(() => {
    // Each request with the session the page has when it is sent.
    const authorization = () => {
      const value = handles.authorization()
      if (!value) throw new Error('no session')
      return value
    }
    return jobAlertsBoxMachine.provide({
      actors: {
        loadAlerts: fromPromise(({ signal }) => listJobAlerts(authorization(), signal)),
        updateAlert: fromPromise(({ input }) =>
          updateJobAlert(input.id, input.change, authorization()).then((r) => r.alert),
        ),
        removeAlert: fromPromise(({ input }) => deleteJobAlert(input.id, authorization())),
      },
    })
  })
  const actor = useActorRef(machine)
  const view = useSelector(actor, (s) => connectJobAlertsBox(s, actor.send, texts))
  return (
    <JobAlertsBox
      texts={texts}
      status={view.status}
      alerts={view.alerts}
      busy={view.busy}
      notice={view.notice}
      onRetry={view.onRetry}
      onFrequency={view.onFrequency}
      onPause={view.onPause}
      onRemove={view.onRemove}
    />
  )
}
