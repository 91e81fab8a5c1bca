import { Check, Minus } from 'lucide-react'
import { useCallback, useId, type ComponentProps, type ReactNode } from 'react'
import { ChoiceControl } from '../lib/choice-control'
import { cn } from '../lib/cn'

/** A box's state: checked, not checked, or mixed (a dash: some of a list chosen). */
type CheckedState = boolean | 'indeterminate'

type CheckboxProps = Omit<ComponentProps<'input'>, 'type' | 'checked' | 'defaultChecked' | 'onChange'> & {
  checked?: CheckedState
  defaultChecked?: boolean
  /** The box's new state when the person toggles it (click, its label, Space). */
  onCheckedChange?: (checked: boolean) => void
  /** Visible label beside the box (clicking it toggles the box). */
  label?: ReactNode
  labelClassName?: string
}

const SLOTS = { box: 'checkbox-box', field: 'checkbox-field', label: 'checkbox-label' }

/**
 * A 24 x 24 px checkbox with an optional label; `checked="indeterminate"` shows a dash. It is the browser's
 * own checkbox, drawn over (docs/architecture.md, "Checkboxes and radios are the browser's own"): one
 * element, no layout read when it mounts, and the keyboard, the label and the form are the browser's.
 */
function Checkbox({
  className,
  label,
  labelClassName,
  id,
  disabled,
  checked,
  onCheckedChange,
  ref,
  ...props
}: CheckboxProps) {
  const generatedId = useId()
  const boxId = id ?? generatedId
  const indeterminate = checked === 'indeterminate'
  // The mixed state is a property, not an attribute: set on the element whenever it changes.
  const boxRef = useCallback(
    (node: HTMLInputElement | null) => {
      if (node) node.indeterminate = indeterminate
      if (typeof ref === 'function') ref(node)
      else if (ref) ref.current = node
    },
    [indeterminate, ref],
  )
  return (
    <ChoiceControl
      slots={SLOTS}
      controlId={boxId}
      label={label}
      labelClassName={labelClassName}
      className={className}
      disabled={disabled}
    >
      <input
        type="checkbox"
        data-slot="checkbox"
        ref={boxRef}
        id={boxId}
        disabled={disabled}
        {...(checked === undefined ? {} : { checked: checked === true })}
        onChange={(event) => onCheckedChange?.(event.currentTarget.checked)}
        className={cn(
          'peer m-0 size-6 shrink-0 cursor-pointer appearance-none rounded-sm border-2 border-input bg-background',
          'transition-colors focus-ring',
          'checked:border-primary checked:bg-primary indeterminate:border-primary indeterminate:bg-primary',
          'aria-invalid:border-destructive',
          'disabled:cursor-not-allowed disabled:opacity-50',
        )}
        {...props}
      />
      <Check
        aria-hidden="true"
        data-slot="checkbox-indicator"
        className="pointer-events-none absolute top-1 left-1 hidden size-4 text-primary-foreground peer-checked:block peer-indeterminate:hidden"
        strokeWidth={3}
      />
      <Minus
        aria-hidden="true"
        className="pointer-events-none absolute top-1 left-1 hidden size-4 text-primary-foreground peer-indeterminate:block"
        strokeWidth={3}
      />
    </ChoiceControl>
  )
}

export { Checkbox }
export type { CheckboxProps, CheckedState }
