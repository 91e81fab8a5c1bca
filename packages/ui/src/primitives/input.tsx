import { cva, type VariantProps } from 'class-variance-authority'
import type { ComponentProps } from 'react'
import { cn } from '../lib/cn'
import { cx } from '../lib/cx'

const inputVariants = cva(
  cx(
    'w-full min-w-0 rounded-md border border-input bg-background text-foreground',
    'placeholder:text-muted-foreground',
    'transition-colors focus-ring',
    'aria-invalid:border-destructive aria-invalid:border-2',
    'disabled:cursor-not-allowed disabled:bg-muted disabled:opacity-70',
    'read-only:bg-muted',
  ),
  {
    variants: {
      // Heights are at least 40 px so each field is a comfortable target.
      size: {
        md: 'min-h-10 px-3 py-2 text-base',
        lg: 'min-h-12 px-4 py-3 text-base',
      },
    },
    defaultVariants: { size: 'md' },
  },
)

type InputProps = Omit<ComponentProps<'input'>, 'size'> & VariantProps<typeof inputVariants>

/** A text input; wrap it in a FormField for its label, hint and error. */
function Input({ className, size, type = 'text', ...props }: InputProps) {
  return (
    <input
      data-slot="input"
      data-size={size ?? 'md'}
      type={type}
      className={cn(inputVariants({ size }), className)}
      {...props}
    />
  )
}

export { Input, inputVariants }
export type { InputProps }
