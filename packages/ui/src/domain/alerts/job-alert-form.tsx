// 'Criar alerta de vagas' (docs/job-alerts.md): the search the alert keeps, the e-mail (anonymous visitors
// only: a signed-in candidate's alerts go to the account's e-mail), the frequency, and the outcome. The
// texts come from core's catalogue with the brand's rewording (ptBR.jobAlerts); the page sends the request.
import type { JobAlertFrequency, JobAlertsMessages } from '@carreiras/core'
import { JOB_ALERT_FREQUENCIES, alertEmailError } from '@carreiras/core'
import { useState, type FormEvent } from 'react'
import { Alert } from '../../primitives/alert'
import { Button } from '../../primitives/button'
import { FormField } from '../../primitives/form-field'
import { Input } from '../../primitives/input'
import { RadioGroup, RadioGroupItem } from '../../primitives/radio-group'

export type JobAlertFormStatus = 'idle' | 'submitting' | 'created' | 'failed'

export interface JobAlertFormProps {
  texts: Pick<JobAlertsMessages, 'create' | 'frequencies'>
  /** The search as it reads (core's alertSearchSummary). */
  summary: string
  /** Ask for an e-mail (anonymous visitor). */
  askEmail: boolean
  status: JobAlertFormStatus
  /** The message once created (signed in: active; anonymous: check your e-mail). */
  createdMessage?: string | undefined
  /** The failure's text (the platform's, or core's generic one). */
  error?: string | undefined
  onSubmit(values: { email: string; frequency: JobAlertFrequency }): void
  onClose(): void
}

export function JobAlertForm(props: JobAlertFormProps) {
  const t = props.texts.create
  const [email, setEmail] = useState('')
  const [frequency, setFrequency] = useState<JobAlertFrequency>('daily')
  const [emailError, setEmailError] = useState<string | null>(null)

  if (props.status === 'created')
    return (
      <div className="grid gap-4">
        <Alert variant="success" title={null}>
          {props.createdMessage}
        </Alert>
        <div className="flex justify-end">
          <Button type="button" onClick={props.onClose}>
            {t.close}
          </Button>
        </div>
      </div>
    )

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (props.askEmail) {
      const error = alertEmailError(email)
      setEmailError(error)
      if (error) {
        document.getElementById('job-alert-email')?.focus()
        return
      }
    }
    props.onSubmit({ email: email.trim(), frequency })
  }
  const submitting = props.status === 'submitting'

  return (
    <form className="grid gap-4" noValidate onSubmit={submit}>
      <p className="text-sm">
        <span className="font-semibold">{t.searchLabel}: </span>
        {props.summary}
      </p>
      {props.askEmail ? (
        <FormField id="job-alert-email" label={t.emailLabel} required hint={t.emailHint} error={emailError}>
          <Input
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </FormField>
      ) : null}
      <FormField label={t.frequencyLabel} group>
        {(control) => (
          <RadioGroup
            {...control}
            value={frequency}
            onValueChange={(value) => setFrequency(value as JobAlertFrequency)}
            className="flex gap-6"
          >
            {JOB_ALERT_FREQUENCIES.map((value) => (
              <RadioGroupItem key={value} value={value} label={props.texts.frequencies[value]} />
            ))}
          </RadioGroup>
        )}
      </FormField>
      {props.status === 'failed' ? (
        <Alert variant="error" title={null}>
          {props.error ?? t.failed}
        </Alert>
      ) : null}
      <div className="flex flex-wrap justify-end gap-3">
        <Button type="button" variant="outline" onClick={props.onClose}>
          {t.cancel}
        </Button>
        <Button type="submit" disabled={submitting} aria-disabled={submitting}>
          {submitting ? t.submitting : t.submit}
        </Button>
      </div>
    </form>
  )
}
