import { ptBR } from '@carreiras/core'
import { cva, type VariantProps } from 'class-variance-authority'
import { CircleAlert, CircleCheck, Info, TriangleAlert, X } from 'lucide-react'
import type { ComponentProps, ReactNode } from 'react'
import { cn } from '../lib/cn'
import { cx } from '../lib/cx'

const alertVariants = cva(
  cx(
    'relative flex w-full items-start gap-3 rounded-lg border border-s-4 bg-background p-4 text-foreground',
    'text-sm',
  ),
  {
    variants: {
      variant: {
        error: 'border-destructive',
        success: 'border-success',
        info: 'border-primary',
        // No warning colour token yet: the accent pair stands in (see the design-system report).
        warning: 'border-accent-foreground bg-accent text-accent-foreground',
      },
    },
    defaultVariants: { variant: 'info' },
  },
)

const iconClasses = {
  error: 'text-destructive',
  success: 'text-success',
  info: 'text-primary',
  warning: 'text-accent-foreground',
} as const

const icons = { error: CircleAlert, success: CircleCheck, info: Info, warning: TriangleAlert } as const

type AlertVariant = keyof typeof icons

/** The spec's patterns: 'Uoops' errors and 'Pronto!' successes; warnings say 'Atenção'. */
const defaultTitles: Record<AlertVariant, string | undefined> = {
  error: ptBR.common.uoops,
  success: ptBR.common.done,
  warning: ptBR.common.attention,
  info: undefined,
}

type AlertProps = Omit<ComponentProps<'div'>, 'title'> &
  VariantProps<typeof alertVariants> & {
    /** Defaults to 'Uoops' (error), 'Pronto!' (success) or 'Atenção' (warning); `null` hides it. */
    title?: ReactNode
    /** Renders a close button that calls this. */
    onClose?: () => void
    /** Accessible name of the close button. */
    closeLabel?: string
  }

/**
 * An inline message. Errors and warnings interrupt (role=alert); successes and information are
 * announced politely (role=status). Mount it with its text so the announcement carries it.
 */
function Alert({
  className,
  variant,
  title,
  onClose,
  closeLabel = ptBR.common.close,
  children,
  ...props
}: AlertProps) {
  const kind: AlertVariant = variant ?? 'info'
  const Icon = icons[kind]
  const heading = title === undefined ? defaultTitles[kind] : title
  return (
    <div
      data-slot="alert"
      data-variant={kind}
      role={kind === 'error' || kind === 'warning' ? 'alert' : 'status'}
      className={cn(alertVariants({ variant: kind }), className)}
      {...props}
    >
      <Icon
        data-slot="alert-icon"
        aria-hidden="true"
        className={cn('mt-0.5 size-5 shrink-0', iconClasses[kind])}
      />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        {heading ? (
          <p data-slot="alert-title" className="font-heading text-base font-semibold leading-snug">
            {heading}
          </p>
        ) : null}
        {children ? (
          <div data-slot="alert-description" className="break-words">
            {children}
          </div>
        ) : null}
      </div>
      {onClose ? (
        <button
          type="button"
          data-slot="alert-close"
          aria-label={closeLabel}
          onClick={onClose}
          className={cn(
            '-me-2 -mt-2 inline-flex size-8 shrink-0 items-center justify-center rounded-md',
            'hover:bg-foreground/10 focus-ring',
          )}
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      ) : null}
    </div>
  )
}

export { Alert, alertVariants }
export type { AlertProps }
