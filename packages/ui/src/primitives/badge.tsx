import { ptBR } from '@carreiras/core'
import { cva, type VariantProps } from 'class-variance-authority'
import { X } from 'lucide-react'
import type { ComponentProps } from 'react'
import { cn } from '../lib/cn'
import { cx } from '../lib/cx'

const badgeVariants = cva(
  cx(
    'inline-flex max-w-full items-center gap-1 rounded-full border px-2.5 py-0.5',
    'text-xs font-medium leading-5 break-words',
  ),
  {
    variants: {
      variant: {
        default: 'border-transparent bg-secondary text-secondary-foreground',
        primary: 'border-transparent bg-primary text-primary-foreground',
        outline: 'border-input bg-background text-foreground',
        muted: 'border-transparent bg-muted text-muted-foreground',
        success: 'border-transparent bg-success text-success-foreground',
        destructive: 'border-transparent bg-destructive text-destructive-foreground',
      },
    },
    defaultVariants: { variant: 'default' },
  },
)

type BadgeProps = ComponentProps<'span'> &
  VariantProps<typeof badgeVariants> & {
    /** Makes the badge removable: renders a button that calls this. */
    onRemove?: () => void
    /** Accessible name of the remove button; defaults to 'Remover filtro {text of the badge}'. */
    removeLabel?: string
  }

function Badge({ className, variant, onRemove, removeLabel, children, ...props }: BadgeProps) {
  const removable = onRemove !== undefined
  const name = removeLabel ?? ptBR.ui.display.badge.remove(typeof children === 'string' ? children : '')
  return (
    <span
      data-slot="badge"
      data-variant={variant ?? 'default'}
      className={cn(badgeVariants({ variant }), removable && 'py-0 pe-0', className)}
      {...props}
    >
      <span data-slot="badge-label" className="min-w-0">
        {children}
      </span>
      {removable ? (
        <button
          type="button"
          data-slot="badge-remove"
          aria-label={name}
          onClick={onRemove}
          className={cn(
            'inline-flex size-6 shrink-0 items-center justify-center rounded-full',
            'hover:bg-foreground/10 focus-ring',
          )}
        >
          <X aria-hidden="true" className="size-3.5" />
        </button>
      ) : null}
    </span>
  )
}

export { Badge, badgeVariants }
export type { BadgeProps }
