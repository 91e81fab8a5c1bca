import { ptBR } from '@carreiras/core'
import * as SelectPrimitive from '@radix-ui/react-select'
import { Check, ChevronDown, ChevronUp } from 'lucide-react'
import {
  useCallback,
  useMemo,
  useRef,
  useState,
  type ChangeEvent,
  type ComponentProps,
  type FocusEventHandler,
  type KeyboardEvent,
  type ReactNode,
} from 'react'
import { cn } from '../lib/cn'
import { inputVariants } from './input'

type SelectOption = { value: string; label: ReactNode; disabled?: boolean }

type SelectProps = Omit<ComponentProps<typeof SelectPrimitive.Root>, 'children'> &
  Pick<
    ComponentProps<typeof SelectPrimitive.Trigger>,
    | 'id'
    | 'className'
    | 'aria-describedby'
    | 'aria-invalid'
    | 'aria-required'
    | 'aria-label'
    | 'aria-labelledby'
  > & {
    onBlur?: FocusEventHandler<HTMLElement>
    options?: readonly SelectOption[]
    /** Shown while nothing is chosen; defaults to 'Selecione'. */
    placeholder?: ReactNode
    contentClassName?: string
    /** Items (SelectItem, SelectGroup…) instead of `options`; not with `native`. */
    children?: ReactNode
    /**
     * The platform's own list (a styled `<select>`) instead of Radix's, for long lists (a state's cities, the
     * countries): the phone's own picker, nothing for React to draw when it opens, native type-ahead
     * (docs/performance.md, "Responsiveness (INP)"). Takes `options` with text labels; `open`,
     * `onOpenChange`, `children` and `contentClassName` do not apply.
     */
    native?: boolean
  }

/**
 * A single-choice list on Radix Select, or with `native` on the platform's `<select>`. The control (a
 * `combobox` either way) takes the id and ARIA props a FormField hands it, so the FormField label names it
 * and its hint and error describe it.
 */
function Select({ native = false, ...props }: SelectProps) {
  return native ? <NativeSelect {...props} /> : <RadixSelect {...props} />
}

/** An option's text for the native list (`<option>` holds text only): its label, or its value. */
const optionText = (option: SelectOption) =>
  typeof option.label === 'string' || typeof option.label === 'number' ? String(option.label) : option.value

const NO_OPTIONS: readonly SelectOption[] = []

/**
 * The native rendering: a `<select>` drawn as the Radix trigger (same field look, chevron at the right), its
 * first option the placeholder (muted while nothing is chosen; disabled, as the Radix list cannot go back
 * to nothing either). A value its options lack is still shown, as an option of its own.
 */
function NativeSelect({
  id,
  className,
  options = NO_OPTIONS,
  placeholder = ptBR.ui.forms.select.placeholder,
  value,
  defaultValue,
  onValueChange,
  name,
  disabled,
  required,
  autoComplete,
  form,
  onBlur,
  'aria-describedby': describedBy,
  'aria-invalid': invalid,
  'aria-required': ariaRequired,
  'aria-label': ariaLabel,
  'aria-labelledby': labelledBy,
}: Omit<SelectProps, 'native'>) {
  const [own, setOwn] = useState(defaultValue ?? '')
  const current = value ?? own
  const missing = current !== '' && !options.some((option) => option.value === current)
  // The same elements while the options are the same: a choice then redraws the select, not its
  // hundreds of options.
  const items = useMemo(
    () =>
      options.map((option) => (
        <option key={option.value} value={option.value} disabled={option.disabled}>
          {optionText(option)}
        </option>
      )),
    [options],
  )
  const change = (event: ChangeEvent<HTMLSelectElement>) => {
    const next = event.currentTarget.value
    if (value === undefined) setOwn(next)
    onValueChange?.(next)
  }
  return (
    <div data-slot="select-native-wrapper" className={cn('relative w-full', className)}>
      <select
        data-slot="select-native"
        data-placeholder={current === '' ? '' : undefined}
        id={id}
        name={name}
        value={current}
        disabled={disabled}
        required={required}
        autoComplete={autoComplete}
        form={form}
        onChange={change}
        onBlur={onBlur}
        aria-describedby={describedBy}
        aria-invalid={invalid}
        aria-required={ariaRequired}
        aria-label={ariaLabel}
        aria-labelledby={labelledBy}
        className={cn(
          inputVariants({ size: 'md' }),
          'peer block cursor-default appearance-none truncate pe-9 text-left',
          // Its size is the field's, never its options': without size containment Chromium lays out again
          // with every option (645 cities) after each choice, 25–50 ms at 4× CPU; one line tall, as before.
          '[contain:size] [contain-intrinsic-block-size:1lh]',
          'data-[placeholder]:text-muted-foreground',
          // The open list's options in the text colour, not the placeholder's muted one.
          '*:bg-background *:text-foreground',
        )}
      >
        <option value="" disabled>
          {placeholder}
        </option>
        {missing ? <option value={current}>{current}</option> : null}
        {items}
      </select>
      {/* Where the trigger's chevron sits: inside its 1 px border and 12 px padding. */}
      <ChevronDown
        aria-hidden="true"
        data-slot="select-native-icon"
        className="pointer-events-none absolute end-[calc(--spacing(3)+1px)] top-1/2 size-4 -translate-y-1/2 text-foreground peer-disabled:opacity-70"
      />
    </div>
  )
}

function RadixSelect({
  id,
  className,
  contentClassName,
  options,
  placeholder = ptBR.ui.forms.select.placeholder,
  children,
  onBlur,
  'aria-describedby': describedBy,
  'aria-invalid': invalid,
  'aria-required': ariaRequired,
  'aria-label': ariaLabel,
  'aria-labelledby': labelledBy,
  ...rootProps
}: Omit<SelectProps, 'native'>) {
  const [open, setOpen] = useState(rootProps.defaultOpen ?? false)
  const isOpen = rootProps.open ?? open
  const onOpenChange = rootProps.onOpenChange
  const changeOpen = useCallback(
    (next: boolean) => {
      setOpen(next)
      onOpenChange?.(next)
    },
    [onOpenChange],
  )
  const typeahead = useClosedTypeahead(options, rootProps.value, rootProps.onValueChange)
  // A list given as `options` draws its items only while open; closed, only the chosen one (the trigger
  // shows its text through it). Radix draws every item even while closed, which on a long list (a state's
  // 645 cities) made each render of the form cost seconds on a slow phone (docs/performance.md).
  // Only a controlled list (given `value`): the chosen item is then known without Radix.
  const lazy = options !== undefined && rootProps.value !== undefined && !isOpen
  const shown = lazy ? options.filter((option) => option.value === rootProps.value) : options
  return (
    <SelectPrimitive.Root {...rootProps} open={isOpen} onOpenChange={changeOpen}>
      <SelectTrigger
        id={id}
        className={className}
        onKeyDown={lazy ? typeahead : undefined}
        onBlur={onBlur}
        aria-describedby={describedBy}
        aria-invalid={invalid}
        aria-required={ariaRequired}
        aria-label={ariaLabel}
        aria-labelledby={labelledBy}
      >
        <SelectPrimitive.Value data-slot="select-value" placeholder={placeholder} />
      </SelectTrigger>
      <SelectContent className={contentClassName}>
        {children ??
          shown?.map((option) => (
            <SelectItem key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </SelectItem>
          ))}
      </SelectContent>
    </SelectPrimitive.Root>
  )
}

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()
const TYPEAHEAD_RESET_MS = 1000

/**
 * Typing on a closed list chooses the next option that starts with what was typed, as a native select and
 * Radix do; needed here because a closed list given as `options` holds only the chosen item.
 */
function useClosedTypeahead(
  options: readonly SelectOption[] | undefined,
  value: string | undefined,
  onValueChange: ((value: string) => void) | undefined,
) {
  const search = useRef({ text: '', at: 0 })
  return useCallback(
    (event: KeyboardEvent<HTMLButtonElement>) => {
      if (!options || event.ctrlKey || event.altKey || event.metaKey || event.key.length !== 1) return
      const now = event.timeStamp
      const typed = now - search.current.at > TYPEAHEAD_RESET_MS ? '' : search.current.text
      // A space opens the list unless it continues a search, as in Radix.
      if (event.key === ' ' && typed === '') return
      event.preventDefault()
      const text = typed + fold(event.key)
      search.current = { text, at: now }
      // Radix's own rule: a repeated letter cycles through the options starting with it; one letter
      // looks past the chosen option; a longer search may keep it.
      const enabled = options.filter((option) => !option.disabled)
      const labelOf = (option: SelectOption) =>
        fold(typeof option.label === 'string' ? option.label : option.value)
      const repeated = text.length > 1 && [...text].every((char) => char === text[0])
      const wanted = repeated ? text[0]! : text
      const current = enabled.findIndex((option) => option.value === value)
      const from = Math.max(current, 0)
      let wrapped = [...enabled.slice(from), ...enabled.slice(0, from)]
      if (wanted.length === 1) wrapped = wrapped.filter((option) => option.value !== value)
      const next = wrapped.find((option) => labelOf(option).startsWith(wanted))
      if (next && next.value !== value) onValueChange?.(next.value)
    },
    [options, value, onValueChange],
  )
}

function SelectTrigger({ className, children, ...props }: ComponentProps<typeof SelectPrimitive.Trigger>) {
  return (
    <SelectPrimitive.Trigger
      data-slot="select-trigger"
      className={cn(
        inputVariants({ size: 'md' }),
        'flex items-center justify-between gap-2 text-left',
        'data-[placeholder]:text-muted-foreground',
        '[&>span]:line-clamp-1',
        className,
      )}
      {...props}
    >
      {children}
      <SelectPrimitive.Icon asChild>
        <ChevronDown aria-hidden="true" className="size-4 shrink-0 text-foreground" />
      </SelectPrimitive.Icon>
    </SelectPrimitive.Trigger>
  )
}

function SelectContent({
  className,
  children,
  position = 'popper',
  ...props
}: ComponentProps<typeof SelectPrimitive.Content>) {
  return (
    <SelectPrimitive.Portal>
      <SelectPrimitive.Content
        data-slot="select-content"
        position={position}
        className={cn(
          'relative z-50 overflow-hidden rounded-md border border-border bg-popover text-popover-foreground shadow-md',
          'max-h-(--radix-select-content-available-height) min-w-(--radix-select-trigger-width)',
          position === 'popper' &&
            'w-(--radix-select-trigger-width) data-[side=bottom]:translate-y-1 data-[side=top]:-translate-y-1',
          className,
        )}
        {...props}
      >
        <SelectPrimitive.ScrollUpButton
          data-slot="select-scroll-up"
          className="flex min-h-6 items-center justify-center"
        >
          <ChevronUp aria-hidden="true" className="size-4" />
        </SelectPrimitive.ScrollUpButton>
        <SelectPrimitive.Viewport data-slot="select-viewport" className="p-1">
          {children}
        </SelectPrimitive.Viewport>
        <SelectPrimitive.ScrollDownButton
          data-slot="select-scroll-down"
          className="flex min-h-6 items-center justify-center"
        >
          <ChevronDown aria-hidden="true" className="size-4" />
        </SelectPrimitive.ScrollDownButton>
      </SelectPrimitive.Content>
    </SelectPrimitive.Portal>
  )
}

function SelectItem({ className, children, ...props }: ComponentProps<typeof SelectPrimitive.Item>) {
  return (
    <SelectPrimitive.Item
      data-slot="select-item"
      className={cn(
        'relative flex min-h-10 w-full cursor-default items-center rounded-sm py-2 pr-3 pl-8 text-sm select-none outline-none',
        'whitespace-normal break-words',
        'data-[highlighted]:bg-accent data-[highlighted]:text-accent-foreground',
        'data-[disabled]:pointer-events-none data-[disabled]:opacity-50',
        className,
      )}
      {...props}
    >
      <span className="absolute left-2 flex size-4 items-center justify-center">
        <SelectPrimitive.ItemIndicator data-slot="select-item-indicator">
          <Check aria-hidden="true" className="size-4" />
        </SelectPrimitive.ItemIndicator>
      </span>
      <SelectPrimitive.ItemText>{children}</SelectPrimitive.ItemText>
    </SelectPrimitive.Item>
  )
}

function SelectGroup(props: ComponentProps<typeof SelectPrimitive.Group>) {
  return <SelectPrimitive.Group data-slot="select-group" {...props} />
}

function SelectLabel({ className, ...props }: ComponentProps<typeof SelectPrimitive.Label>) {
  return (
    <SelectPrimitive.Label
      data-slot="select-label"
      className={cn('px-2 py-1.5 text-xs font-medium text-muted-foreground', className)}
      {...props}
    />
  )
}

export { Select, SelectContent, SelectGroup, SelectItem, SelectLabel, SelectTrigger }
export type { SelectOption, SelectProps }
