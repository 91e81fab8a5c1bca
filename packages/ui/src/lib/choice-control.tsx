import type { ReactNode } from 'react'
import { cn } from './cn'

type ChoiceControlProps = {
  /** The `data-slot` of the box, of the box and label together, and of the label. */
  slots: { box: string; field: string; label: string }
  /** The input's id: the label names it. */
  controlId: string
  label?: ReactNode
  labelClassName?: string
  /** Goes on the box and label together, or on the box when there is no label. */
  className?: string
  disabled?: boolean
  /** The input and what is drawn over it. */
  children: ReactNode
}

/**
 * A 24 px choice (the browser's checkbox or radio, drawn over) and, with a label, the label beside it: what
 * `Checkbox` and `RadioGroupItem` share (docs/architecture.md, "Checkboxes and radios are the browser's
 * own"). Clicking the label toggles or chooses, as for any input.
 */
function ChoiceControl({
  slots,
  controlId,
  label,
  labelClassName,
  className,
  disabled,
  children,
}: ChoiceControlProps) {
  const box = (
    <span data-slot={slots.box} className={cn('relative inline-flex size-6 shrink-0', !label && className)}>
      {children}
    </span>
  )
  if (!label) return box
  return (
    <div data-slot={slots.field} className={cn('flex items-start gap-2', className)}>
      {box}
      <label
        data-slot={slots.label}
        htmlFor={controlId}
        className={cn(
          'min-h-6 py-0.5 text-sm text-foreground select-none',
          disabled && 'cursor-not-allowed opacity-70',
          labelClassName,
        )}
      >
        {label}
      </label>
    </div>
  )
}

export { ChoiceControl }
export type { ChoiceControlProps }
