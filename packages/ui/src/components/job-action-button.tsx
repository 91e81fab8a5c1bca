import {
  jobAction,
  ptBR,
  type JobActionKind,
  type JobActionVariant,
  type SubscriptionStep,
} from '@carreiras/core'
import type { ComponentProps } from 'react'
import { cn } from '../lib/cn'
import { Button } from './button'

type JobActionButtonProps = Omit<ComponentProps<'div'>, 'children'> & {
  step: SubscriptionStep
  open: boolean
  /** 'card' (list) or 'detail' (the opportunity page): their labels differ. */
  variant?: JobActionVariant
  /** Called with what the visitor asked for ('apply', 'continue' or, on a card, 'applied'). */
  onAction?: (kind: JobActionKind) => void
  /** Brand copy for any label; the rest come from the catalogue. */
  labels?: Partial<Record<JobActionKind, string>>
  /** Brand copy of the lead-on-closed note. */
  leadOnClosedNote?: string
}

const BUTTON_VARIANT = { apply: 'primary', continue: 'primary', applied: 'secondary', closed: 'outline' } as const

/** The subscription button of a card or detail, with the note for a lead on a closed opening. */
function JobActionButton({
  step,
  open,
  variant = 'detail',
  onAction,
  labels,
  leadOnClosedNote = ptBR.job.leadOnClosed,
  className,
  ...props
}: JobActionButtonProps) {
  const action = jobAction(step, open, variant)
  return (
    <div data-slot="job-action" data-kind={action.kind} className={cn('flex flex-col gap-2', className)} {...props}>
      <Button
        data-slot="job-action-button"
        variant={BUTTON_VARIANT[action.kind]}
        size={variant === 'detail' ? 'lg' : 'md'}
        disabled={action.disabled}
        onClick={() => onAction?.(action.kind)}
        className={cn(variant === 'detail' && 'w-full sm:w-auto')}
      >
        {labels?.[action.kind] ?? action.label}
      </Button>
      {action.showLeadOnClosedNote ? (
        <p data-slot="job-action-note" className="text-sm text-muted-foreground">
          {leadOnClosedNote}
        </p>
      ) : null}
    </div>
  )
}

export { JobActionButton }
export type { JobActionButtonProps }
