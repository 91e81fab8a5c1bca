import * as CheckboxPrimitive from '@radix-ui/react-checkbox'
import { Check, Minus } from 'lucide-react'
import { useId, type ComponentProps, type ReactNode } from 'react'
import { cn } from '../lib/cn'

type CheckboxProps = ComponentProps<typeof CheckboxPrimitive.Root> & {
  /** Visible label beside the box (clicking it toggles the box). */
  label?: ReactNode
  labelClassName?: string
}

/** A 24 x 24 px checkbox (Radix) with an optional label; `checked="indeterminate"` shows a dash. */
function Checkbox({ className, label, labelClassName, id, disabled, ...props }: CheckboxProps) {
  const generatedId = useId()
  const boxId = id ?? generatedId
  const box = (
    <CheckboxPrimitive.Root
      data-slot="checkbox"
      id={boxId}
      disabled={disabled}
      className={cn(
        'peer inline-flex size-6 shrink-0 items-center justify-center rounded-sm border-2 border-input bg-background',
        'text-primary-foreground transition-colors focus-ring',
        'data-[state=checked]:border-primary data-[state=checked]:bg-primary',
        'data-[state=indeterminate]:border-primary data-[state=indeterminate]:bg-primary',
        'aria-invalid:border-destructive',
        'disabled:cursor-not-allowed disabled:opacity-50',
        !label && className,
      )}
      {...props}
    >
      <CheckboxPrimitive.Indicator
        data-slot="checkbox-indicator"
        className="group flex items-center justify-center"
      >
        <Check
          aria-hidden="true"
          className="size-4 group-data-[state=indeterminate]:hidden"
          strokeWidth={3}
        />
        <Minus
          aria-hidden="true"
          className="hidden size-4 group-data-[state=indeterminate]:block"
          strokeWidth={3}
        />
      </CheckboxPrimitive.Indicator>
    </CheckboxPrimitive.Root>
  )
  if (!label) return box
  return (
    <div data-slot="checkbox-field" className={cn('flex items-start gap-2', className)}>
      {box}
      <label
        data-slot="checkbox-label"
        htmlFor={boxId}
        className={cn(
          'min-h-6 py-0.5 text-sm text-foreground select-none',
          'peer-disabled:cursor-not-allowed peer-disabled:opacity-70',
          labelClassName,
        )}
      >
        {label}
      </label>
    </div>
  )
}

export { Checkbox }
export type { CheckboxProps }
