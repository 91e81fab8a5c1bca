// The 'Criar alerta de vagas' dialog (docs/job-alerts.md): its own chunk, loaded when the button is
// pressed. The alert keeps the list's filters as the address bar shows them; a signed-in candidate's alert
// is active at once (the account's e-mail), an anonymous visitor's waits for the e-mail's confirmation.
import { alertSearchSummary, jobFiltersToUrl, type JobAlertFrequency, type JobFilters } from '@carreiras/core'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@carreiras/ui/dialog'
import { JobAlertForm, type JobAlertFormStatus } from '@carreiras/ui/job-alert-form'
import { useState } from 'react'
import { useAccount } from '../account/account-bridge'
import { createJobAlert, JobAlertRequestError } from './api.client'
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
  const search = String(jobFiltersToUrl({ ...filters, noLocation: false }))
  const [state, setState] = useState<{ status: JobAlertFormStatus; error?: string; signedIn?: boolean }>({
    status: 'idle',
  })
  // A new opening of the dialog starts a new alert (state adjusted while rendering, not in an effect).
  const [wasOpen, setWasOpen] = useState(open)
  if (open !== wasOpen) {
    setWasOpen(open)
    if (open) setState({ status: 'idle' })
  }

  const submit = ({ email, frequency }: { email: string; frequency: JobAlertFrequency }) => {
    setState({ status: 'submitting' })
    createJobAlert({ search, frequency, ...(authorization ? {} : { email }) }, authorization).then(
      () => setState({ status: 'created', signedIn: authorization !== null }),
      (error: unknown) =>
        setState({
          status: 'failed',
          ...(error instanceof JobAlertRequestError && error.platformMessage && error.status === 400
            ? { error: error.platformMessage }
            : {}),
        }),
    )
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{texts.create.title}</DialogTitle>
          <DialogDescription>{texts.create.description}</DialogDescription>
        </DialogHeader>
        <JobAlertForm
          texts={texts}
          summary={alertSearchSummary(search, texts)}
          askEmail={authorization === null}
          status={state.status}
          createdMessage={state.signedIn ? texts.create.createdSignedIn : texts.create.createdAnonymous}
          error={state.error}
          onSubmit={submit}
          onClose={() => onOpenChange(false)}
        />
      </DialogContent>
    </Dialog>
  )
}
