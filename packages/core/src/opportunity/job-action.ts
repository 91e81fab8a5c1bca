// The action button of a job card and of the job detail: which action, label and state it shows for the
// visitor's subscription step and the opportunity's status (docs/decisions.md, "A closed opening"). The two
// label sets' own module, not the catalogue: the public job card imports this rule.
import { jobMessages, jobsMessages } from '../messages/ui/jobs'

/** The visitor's subscription to an opportunity: none yet, started ('lead') or finished ('applied'). */
export type SubscriptionStep = 'none' | 'lead' | 'applied'
/** Where the button is shown: a list card or the detail page (their labels differ). */
export type JobActionVariant = 'card' | 'detail'
/** What the button does: start, continue, nothing (already applied) or nothing (closed). */
export type JobActionKind = 'apply' | 'continue' | 'applied' | 'closed'

export interface JobAction {
  kind: JobActionKind
  /** The catalogue's label for this kind and variant. */
  label: string
  disabled: boolean
  /** A lead on a closed opportunity also sees `ptBR.job.leadOnClosed`. */
  showLeadOnClosedNote: boolean
}

const LABELS: Record<JobActionVariant, Record<JobActionKind, string>> = {
  card: jobsMessages.card,
  detail: jobMessages,
}

/**
 * The button for a subscription step on an open or closed opportunity. An application already sent
 * wins over the status; a closed opening can no longer be started or continued ('Inscrições
 * Encerradas', disabled), and a lead on it gets the note. On the detail, 'Você Já Está Inscrito' is
 * disabled; on a card it stays a link to the application.
 */
export function jobAction(step: SubscriptionStep, open: boolean, variant: JobActionVariant): JobAction {
  const kind: JobActionKind =
    step === 'applied' ? 'applied' : !open ? 'closed' : step === 'lead' ? 'continue' : 'apply'
  return {
    kind,
    label: LABELS[variant][kind],
    disabled: kind === 'closed' || (kind === 'applied' && variant === 'detail'),
    showLeadOnClosedNote: step === 'lead' && !open,
  }
}

/** The label alone (see `jobAction`). */
export function jobActionLabel(step: SubscriptionStep, open: boolean, variant: JobActionVariant): string {
  return jobAction(step, open, variant).label
}
