import { createContext, use, useId, useMemo, useState, type ComponentProps, type ReactNode } from 'react'
import { ChoiceControl } from '../lib/choice-control'
import { cn } from '../lib/cn'

type RadioGroupState = {
  /** The radios' shared `name`: the browser groups them by it (one Tab stop, the arrow keys). */
  name: string
  value: string | undefined
  disabled: boolean
  choose: (value: string) => void
}

const RadioGroupContext = createContext<RadioGroupState | null>(null)

type RadioGroupProps = Omit<ComponentProps<'div'>, 'defaultValue' | 'onChange' | 'dir'> & {
  /** The chosen option's value ('' or undefined: none yet). */
  value?: string
  defaultValue?: string
  onValueChange?: (value: string) => void
  /** The radios' `name` (a form's field); each group gets one of its own otherwise. */
  name?: string
  disabled?: boolean
  required?: boolean
  orientation?: 'horizontal' | 'vertical'
}

/**
 * A radio group: one Tab stop, the arrow keys move and choose. Its radios are the browser's own
 * (docs/architecture.md, "Checkboxes and radios are the browser's own"). Name it with `aria-labelledby` (a
 * `FormField group` does) or `aria-label`.
 */
function RadioGroup({
  className,
  value,
  defaultValue,
  onValueChange,
  name,
  disabled = false,
  required = false,
  orientation,
  ...props
}: RadioGroupProps) {
  const generatedName = useId()
  const [chosen, setChosen] = useState(defaultValue)
  const controlled = value !== undefined
  const current = controlled ? value : chosen
  const groupName = name ?? generatedName
  const state = useMemo<RadioGroupState>(
    () => ({
      name: groupName,
      value: current,
      disabled,
      choose: (next) => {
        if (!controlled) setChosen(next)
        onValueChange?.(next)
      },
    }),
    [groupName, current, disabled, controlled, onValueChange],
  )
  return (
    <RadioGroupContext value={state}>
      <div
        role="radiogroup"
        data-slot="radio-group"
        aria-required={required || undefined}
        data-orientation={orientation}
        data-disabled={disabled ? '' : undefined}
        className={cn(
          'flex flex-col gap-3 data-[orientation=horizontal]:flex-row data-[orientation=horizontal]:flex-wrap data-[orientation=horizontal]:gap-6',
          className,
        )}
        {...props}
      />
    </RadioGroupContext>
  )
}

type RadioGroupItemProps = Omit<
  ComponentProps<'input'>,
  'type' | 'name' | 'value' | 'checked' | 'defaultChecked' | 'onChange'
> & {
  value: string
  label?: ReactNode
  labelClassName?: string
}

const ITEM_SLOTS = { box: 'radio-group-box', field: 'radio-group-option', label: 'radio-group-label' }

/** One 24 x 24 px option with its label. */
function RadioGroupItem({
  className,
  label,
  labelClassName,
  id,
  value,
  disabled,
  ...props
}: RadioGroupItemProps) {
  const group = use(RadioGroupContext)
  const generatedId = useId()
  const itemId = id ?? generatedId
  const off = Boolean(disabled || group?.disabled)
  return (
    <ChoiceControl
      slots={ITEM_SLOTS}
      controlId={itemId}
      label={label}
      labelClassName={labelClassName}
      className={className}
      disabled={off}
    >
      <input
        type="radio"
        data-slot="radio-group-item"
        id={itemId}
        name={group?.name}
        value={value}
        disabled={off}
        {...(group ? { checked: group.value === value } : {})}
        onChange={() => group?.choose(value)}
        className={cn(
          'peer m-0 size-6 shrink-0 cursor-pointer appearance-none rounded-full border-2 border-input bg-background',
          'transition-colors focus-ring',
          'checked:border-primary',
          'disabled:cursor-not-allowed disabled:opacity-50',
        )}
        {...props}
      />
      <span
        aria-hidden="true"
        data-slot="radio-group-indicator"
        className="pointer-events-none absolute top-1.5 left-1.5 hidden size-3 rounded-full bg-primary peer-checked:block peer-disabled:opacity-50 forced-colors:bg-[CanvasText]"
      />
    </ChoiceControl>
  )
}

export { RadioGroup, RadioGroupItem }
export type { RadioGroupItemProps, RadioGroupProps }
