import * as RadioGroupPrimitive from '@radix-ui/react-radio-group'
import { useId, type ComponentProps, type ReactNode } from 'react'
import { cn } from '../lib/cn'

/**
 * A radio group (Radix): one Tab stop, arrow keys move and select. Name it with `aria-labelledby` (a
 * `FormField group` does) or `aria-label`.
 */
function RadioGroup({ className, ...props }: ComponentProps<typeof RadioGroupPrimitive.Root>) {
  return (
    <RadioGroupPrimitive.Root
      data-slot="radio-group"
      className={cn(
        'flex flex-col gap-3 data-[orientation=horizontal]:flex-row data-[orientation=horizontal]:flex-wrap data-[orientation=horizontal]:gap-6',
        className,
      )}
      {...props}
    />
  )
}

type RadioGroupItemProps = ComponentProps<typeof RadioGroupPrimitive.Item> & {
  label?: ReactNode
  labelClassName?: string
}

/** One 24 x 24 px option with its label. */
function RadioGroupItem({ className, label, labelClassName, id, ...props }: RadioGroupItemProps) {
  const generatedId = useId()
  const itemId = id ?? generatedId
  const item = (
    <RadioGroupPrimitive.Item
      data-slot="radio-group-item"
      id={itemId}
      className={cn(
        'peer inline-flex size-6 shrink-0 items-center justify-center rounded-full border-2 border-input bg-background',
        'transition-colors focus-ring',
        'data-[state=checked]:border-primary',
        'disabled:cursor-not-allowed disabled:opacity-50',
        !label && className,
      )}
      {...props}
    >
      <RadioGroupPrimitive.Indicator
        data-slot="radio-group-indicator"
        className="size-3 rounded-full bg-primary"
      />
    </RadioGroupPrimitive.Item>
  )
  if (!label) return item
  return (
    <div data-slot="radio-group-option" className={cn('flex items-start gap-2', className)}>
      {item}
      <label
        data-slot="radio-group-label"
        htmlFor={itemId}
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

export { RadioGroup, RadioGroupItem }
export type { RadioGroupItemProps }
