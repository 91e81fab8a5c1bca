import { jobAction, type JobActionKind, type JobActionVariant, type SubscriptionStep } from '@carreiras/core'
import { jobMessages } from '@carreiras/core/messages/jobs'
import type { ComponentProps } from 'react'
import { cx } from '../lib/cx'
import { defaultRenderLink, type RenderLink } from '../lib/render-link'
import { buttonVariants } from '../primitives/button-variants'

type JobActionButtonProps = Omit<ComponentProps<'div'>, 'children'> & {
  step: SubscriptionStep
  open: boolean
  /** 'card' (list) or 'detail' (the opportunity page): their labels differ. */
  variant?: JobActionVariant
  /** Called with what the visitor asked for ('apply', 'continue' or, on a card, 'applied'). */
  onAction?: (kind: JobActionKind) => void
  /**
   * Where the action leads (the application route): the button is then a link, which works before the
   * page's scripts run. A disabled action stays a button.
   */
  href?: string
  renderLink?: RenderLink
  /** Read after the label by screen readers (the opening's title: a list has twenty 'Inscrever-Se'). */
  description?: string
  /** Brand copy for any label; the rest come from the catalogue. */
  labels?: Partial<Record<JobActionKind, string>>
  /** Brand copy of the lead-on-closed note. */
  leadOnClosedNote?: string
}

const BUTTON_VARIANT = {
  apply: 'primary',
  continue: 'primary',
  applied: 'secondary',
  closed: 'outline',
} as const

/** The subscription button of a card or detail, with the note for a lead on a closed opening. */
function JobActionButton({
  step,
  open,
  variant = 'detail',
  onAction,
  href,
  renderLink = defaultRenderLink,
  description,
  labels,
  leadOnClosedNote = jobMessages.leadOnClosed,
  className,
  ...props
}: JobActionButtonProps) {
  const action = jobAction(step, open, variant)
  const label = labels?.[action.kind] ?? action.label
  const look = buttonVariants({
    variant: BUTTON_VARIANT[action.kind],
    size: variant === 'detail' ? 'lg' : 'md',
    className: variant === 'detail' ? 'w-full sm:w-auto' : 'w-full',
  })
  const content = (
    <>
      {label}
      {description ? <span className="sr-only"> {description}</span> : null}
    </>
  )
  return (
    <div
      data-slot="job-action"
      data-kind={action.kind}
      className={cx('flex flex-col gap-2', className)}
      {...props}
    >
      {action.showLeadOnClosedNote ? (
        <p data-slot="job-action-note" className="text-sm text-muted-foreground">
          {leadOnClosedNote}
        </p>
      ) : null}
      {href && !action.disabled ? (
        renderLink({
          href,
          className: look,
          'data-slot': 'job-action-button',
          onClick: onAction ? () => onAction(action.kind) : undefined,
          children: content,
        })
      ) : (
        <button
          type="button"
          data-slot="job-action-button"
          disabled={action.disabled}
          onClick={() => onAction?.(action.kind)}
          className={look}
        >
          {content}
        </button>
      )}
    </div>
  )
}

export { JobActionButton }
export type { JobActionButtonProps }
