import { statusMessages } from '@carreiras/core/messages/status'
import { cva, type VariantProps } from 'class-variance-authority'
import type { ComponentProps } from 'react'
import { cn } from '../lib/cn'

const SPINNER_CLASSES = 'inline-flex items-center gap-2 text-primary'

const spinnerVariants = cva('animate-spin motion-reduce:animate-none', {
  variants: {
    size: {
      sm: 'size-4',
      md: 'size-6',
      lg: 'size-10',
    },
  },
  defaultVariants: { size: 'md' },
})

type SpinnerProps = ComponentProps<'span'> &
  VariantProps<typeof spinnerVariants> & {
    /** Announced text (visually hidden unless `showLabel`). */
    label?: string
    /** Shows the label beside the spinner. */
    showLabel?: boolean
  }

/** A loading indicator announced politely as 'Carregando...' (role=status). */
function Spinner({
  className,
  size,
  label = statusMessages.loading,
  showLabel = false,
  ...props
}: SpinnerProps) {
  return (
    <span
      data-slot="spinner"
      data-size={size ?? 'md'}
      role="status"
      // Without a caller's classes there is nothing to merge: the spinner a page shows while it loads does
      // not wait for tailwind-merge's class table (docs/architecture.md, "What a module does when it loads").
      className={className ? cn(SPINNER_CLASSES, className) : SPINNER_CLASSES}
      {...props}
    >
      <svg
        data-slot="spinner-icon"
        aria-hidden="true"
        viewBox="0 0 24 24"
        fill="none"
        className={spinnerVariants({ size })}
      >
        <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
        <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
      <span data-slot="spinner-label" className={showLabel ? 'text-sm text-foreground' : 'sr-only'}>
        {label}
      </span>
    </span>
  )
}

export { Spinner, spinnerVariants }
export type { SpinnerProps }
