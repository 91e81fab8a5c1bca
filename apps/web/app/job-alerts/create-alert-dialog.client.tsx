// The 'Criar alerta de vagas' dialog (docs/job-alerts.md): its own chunk, loaded when the button is
// pressed. Core's jobAlertFormMachine with the platform's request, drawn by the design system's JobAlertForm.
// The alert keeps the list's filters as the address bar shows them; a signed-in candidate's alert is active
// at once (the account's e-mail), an anonymous visitor's waits for the e-mail's confirmation.
import { connectJobAlertForm, jobAlertFormMachine, jobFiltersToUrl, type JobFilters } from '@carreiras/core'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@carreiras/ui/dialog'
import { JobAlertForm } from '@carreiras/ui/job-alert-form'
import { useActorRef, useSelector } from '@xstate/react'
import { useLayoutEffect, useRef, useState } from 'react'
import { fromPromise } from 'xstate'
import { useAccount } from '../account/account-bridge'
import { createJobAlert } from './api.client'
import type { JobAlertTexts } from './texts.server'

interface Props {
  open: boolean
  onOpenChange(open: boolean): void
  filters: JobFilters
  texts: JobAlertTexts
}

export default function CreateAlertDialog({ open, onOpenChange, filters, texts }: Props) {
  const { status: accountStatus, user, handles } = useAccount()
  const authorization = accountStatus === 'ready' && user && handles ? handles.authorization() : null
  // The request goes with the session the page has when it is sent (kept after each render).
  const authorizationRef = useRef(authorization)
  useLayoutEffect(() => {
    authorizationRef.current = authorization
  }, [authorization])
  // eslint-disable-next-line react-hooks/refs -- read when the request is sent, never while rendering
  const [machine] = useState(() =>
    jobAlertFormMachine.provide({
      actors: { createAlert: fromPromise(({ input }) => createJobAlert(input, authorizationRef.current)) },
    }),
  )
  const actor = useActorRef(machine)
  // A new opening of the dialog starts a new alert (before the browser paints it).
  useLayoutEffect(() => {
    if (open) actor.send({ type: 'dialog.open' })
  }, [open, actor])
  const search = String(jobFiltersToUrl({ ...filters, noLocation: false }))
  const signedIn = authorization !== null
  const view = useSelector(actor, (s) => connectJobAlertForm(s, actor.send, texts, { search, signedIn }))

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{texts.create.title}</DialogTitle>
          <DialogDescription>{texts.create.description}</DialogDescription>
        </DialogHeader>
        <JobAlertForm
          texts={texts}
          summary={view.summary}
          askEmail={view.askEmail}
          status={view.status}
          createdMessage={view.createdMessage}
          error={view.error}
          onSubmit={view.onSubmit}
          onClose={() => onOpenChange(false)}
        />
      </DialogContent>
    </Dialog>
  )
}
