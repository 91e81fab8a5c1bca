import { Slot } from '@radix-ui/react-slot'
import type { VariantProps } from 'class-variance-authority'
import type { ComponentProps } from 'react'
import { cn } from '../lib/cn'
import { buttonVariants } from './button-variants'

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
