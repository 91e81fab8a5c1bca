// The 'Criar alerta de vagas' dialog: the machine's snapshot, `send` and the texts become what the design
// system's JobAlertForm shows and calls. `search` (the list's filters as the address bar shows them) and
// `signedIn` are the page's as they are now: the e-mail is asked only of an anonymous visitor.
import type { SnapshotFrom } from 'xstate'
import type { JobAlertFormEvent, JobAlertFormValues, jobAlertFormMachine } from './job-alert-form.machine'
import type { JobAlertsMessages } from './job-alerts.texts'
import { alertSearchSummary } from './job-alerts.summary'

type Snapshot = SnapshotFrom<typeof jobAlertFormMachine>
type Send = (event: JobAlertFormEvent) => void

export type JobAlertFormTexts = Pick<JobAlertsMessages, 'create' | 'summary'>

export type JobAlertFormScreen = 'idle' | 'submitting' | 'created' | 'failed'

export interface JobAlertFormView {
  status: JobAlertFormScreen
  /** The search as it reads ('“analista” · SP', 'Todas as vagas'). */
  summary: string
  askEmail: boolean
  /** Once created: signed in, manage it in Meu Perfil; anonymous, confirm it by e-mail. */
  createdMessage: string | undefined
  /** A failure's text: the platform's own, or the catalogue's generic one. */
  error: string | undefined
  onSubmit(values: JobAlertFormValues): void
}

export function connectJobAlertForm(
  snapshot: Snapshot,
  send: Send,
  texts: JobAlertFormTexts,
  { search, signedIn }: { search: string; signedIn: boolean },
): JobAlertFormView {
  const { submission, platformMessage } = snapshot.context
  const status: JobAlertFormScreen = snapshot.matches('submitting')
    ? 'submitting'
    : snapshot.matches('created')
      ? 'created'
      : snapshot.matches('failed')
        ? 'failed'
        : 'idle'
  return {
    status,
    summary: alertSearchSummary(search, texts),
    askEmail: !signedIn,
    createdMessage:
      status === 'created'
        ? submission?.signedIn
          ? texts.create.createdSignedIn
          : texts.create.createdAnonymous
        : undefined,
    error: status === 'failed' ? (platformMessage ?? texts.create.failed) : undefined,
    onSubmit: (values) => send({ type: 'form.submit', ...values, search, signedIn }),
  }
}
