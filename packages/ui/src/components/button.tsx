import { Slot } from '@radix-ui/react-slot'
import { cva, type VariantProps } from 'class-variance-authority'
import type { ComponentProps } from 'react'
import { cn } from '../lib/cn'

const buttonVariants = cva(
  cn(
    'inline-flex shrink-0 items-center justify-center gap-2',
    // Long labels wrap instead of overflowing a 360 px screen; heights below are minimums.
    'text-center font-sans font-medium',
    'rounded-md transition-colors focus-ring',
    'disabled:pointer-events-none disabled:opacity-50 aria-disabled:pointer-events-none aria-disabled:opacity-50',
    "[&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4",
  ),
  {
    variants: {
      variant: {
        primary: 'bg-primary text-primary-foreground hover:bg-primary/90',
        secondary: 'bg-secondary text-secondary-foreground hover:bg-secondary/80',
        outline:
          'border border-input bg-background text-foreground hover:bg-accent hover:text-accent-foreground',
        ghost: 'text-foreground hover:bg-accent hover:text-accent-foreground',
        link: 'text-primary underline underline-offset-4 hover:decoration-2',
        destructive: 'bg-destructive text-destructive-foreground hover:bg-destructive/90',
      },
      // Every size keeps a target of at least 24 x 24 px (WCAG 2.5.8); md and lg are 40 and 48 px.
      size: {
        sm: 'min-h-8 min-w-8 px-3 py-1.5 text-sm',
        md: 'min-h-10 min-w-10 px-4 py-2 text-sm',
        lg: 'min-h-12 min-w-12 px-6 py-3 text-base',
        icon: 'size-10',
      },
    },
    defaultVariants: { variant: 'primary', size: 'md' },
  },
)

type ButtonProps = ComponentProps<'button'> &
  VariantProps<typeof buttonVariants> & {
    /** Renders the single child (e.g. a router link) with the button's look instead of a `<button>`. */
    asChild?: boolean
    /** Shows a spinner, sets `aria-busy` and disables the button until the work ends. */
    loading?: boolean
  }

function Button({
  className,
  variant,
  size,
  asChild = false,
  loading = false,
  disabled,
  children,
  ...props
}: ButtonProps) {
  const classes = cn(buttonVariants({ variant, size }), className)
  const state = {
    'data-slot': 'button',
    'data-variant': variant ?? 'primary',
    'data-size': size ?? 'md',
    'aria-busy': loading || undefined,
  }

  if (asChild) {
    // A link cannot be `disabled`: announce it and block the pointer instead.
    return (
      <Slot {...state} aria-disabled={disabled || loading || undefined} className={classes} {...props}>
        {children}
      </Slot>
    )
  }

  return (
    <button {...state} className={classes} disabled={disabled || loading} {...props}>
      {loading ? <ButtonSpinner /> : null}
      {children}
    </button>
  )
}

function ButtonSpinner() {
  return (
    <svg
      data-slot="button-spinner"
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      className="size-4 animate-spin motion-reduce:animate-none"
    >
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
      <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  )
}

export { Button, buttonVariants }
export type { ButtonProps }
