import { INVALID_FIELD_FOCUS_DELAY_MS, ptBR } from '@carreiras/core'
import * as LabelPrimitive from '@radix-ui/react-label'
import { CircleAlert } from 'lucide-react'
import {
  cloneElement,
  isValidElement,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type ComponentProps,
  type ReactElement,
  type ReactNode,
} from 'react'
import { cn } from '../lib/cn'

/** The props a FormField hands its control so label, hint and error are wired to it. */
type FormFieldControlProps = {
  id: string
  'aria-describedby'?: string
  'aria-invalid'?: true
  'aria-required'?: true
  /** Only for `group` fields (radio groups), whose label cannot be a `<label for>`. */
  'aria-labelledby'?: string
  disabled?: boolean
}

type FormFieldProps = Omit<ComponentProps<'div'>, 'children'> & {
  label: ReactNode
  /** Adds the ' *' marker (explained by the form's FormRequiredNote) and `aria-required` on the control. */
  required?: boolean
  hint?: ReactNode
  /** The field's error; when present the control gets `aria-invalid` and describes itself by it. */
  error?: ReactNode
  disabled?: boolean
  /** Labels a group control (radio group, yes/no) with `aria-labelledby` instead of `<label for>`. */
  group?: boolean
  /** The control's id; generated when not given. */
  id?: string
  /** Ids of other elements describing the control (e.g. a counter), after the hint and the error. */
  describedBy?: string
  requiredMarker?: string
  labelClassName?: string
  /** The control: an element (cloned with the wiring props) or a render prop receiving them. */
  children: ReactElement<Partial<FormFieldControlProps>> | ((control: FormFieldControlProps) => ReactNode)
}

function FormField({
  className,
  label,
  required = false,
  hint,
  error,
  disabled,
  group = false,
  id,
  describedBy,
  requiredMarker = ptBR.ui.forms.field.requiredMarker,
  labelClassName,
  children,
  ...props
}: FormFieldProps) {
  const generatedId = useId()
  const controlId = id ?? `${generatedId}-control`
  const labelId = `${generatedId}-label`
  const hintId = `${generatedId}-hint`
  const errorId = `${generatedId}-error`
  const hasError = error !== undefined && error !== null && error !== false && error !== ''
  const describedByIds = [hint ? hintId : null, hasError ? errorId : null, describedBy ?? null]
    .filter(Boolean)
    .join(' ')

  const control: FormFieldControlProps = {
    id: controlId,
    'aria-describedby': describedByIds || undefined,
    'aria-invalid': hasError ? true : undefined,
    'aria-required': required ? true : undefined,
    'aria-labelledby': group ? labelId : undefined,
    disabled,
  }

  let rendered: ReactNode
  if (typeof children === 'function') {
    rendered = children(control)
  } else if (isValidElement(children)) {
    const own = children.props['aria-describedby']
    rendered = cloneElement(children, {
      ...control,
      'aria-describedby': [control['aria-describedby'], own].filter(Boolean).join(' ') || undefined,
      disabled: disabled ?? children.props.disabled,
    })
  }

  const labelContent = (
    <>
      {label}
      {required ? (
        <span data-slot="form-field-required" aria-hidden="true" className="text-destructive">
          {` ${requiredMarker}`}
        </span>
      ) : null}
    </>
  )
  const labelClasses = cn(
    'text-sm font-medium text-foreground',
    disabled && 'cursor-not-allowed opacity-70',
    labelClassName,
  )

  return (
    <div
      data-slot="form-field"
      data-invalid={hasError || undefined}
      data-disabled={disabled || undefined}
      className={cn('flex flex-col gap-1.5', className)}
      {...props}
    >
      {group ? (
        <span data-slot="form-field-label" id={labelId} className={labelClasses}>
          {labelContent}
        </span>
      ) : (
        <LabelPrimitive.Root
          data-slot="form-field-label"
          id={labelId}
          htmlFor={controlId}
          className={labelClasses}
        >
          {labelContent}
        </LabelPrimitive.Root>
      )}
      {rendered}
      {hint ? (
        <p data-slot="form-field-hint" id={hintId} className="text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {hasError ? (
        <p
          data-slot="form-field-error"
          id={errorId}
          className="flex items-start gap-1.5 text-sm text-destructive"
        >
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>{error}</span>
        </p>
      ) : null}
    </div>
  )
}

/** The form's note explaining the ' *' marker: 'Campos com * são obrigatórios.' */
function FormRequiredNote({ className, children, ...props }: ComponentProps<'p'>) {
  return (
    <p data-slot="form-required-note" className={cn('text-sm text-muted-foreground', className)} {...props}>
      {children ?? ptBR.common.requiredFieldsNote}
    </p>
  )
}

const FOCUSABLE =
  'input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), button:not([disabled]), [tabindex]:not([tabindex="-1"])'

/**
 * The element to focus for an invalid field: itself, or for a group (yes/no, check boxes, an attachment) its
 * checked radio or first focusable part. Null when nothing in it can take the focus.
 */
function focusTarget(field: HTMLElement): HTMLElement | null {
  if (field.matches(FOCUSABLE)) return field
  return (
    field.querySelector<HTMLElement>('input[type="radio"]:checked') ??
    field.querySelector<HTMLElement>(FOCUSABLE)
  )
}

type ErrorSummaryState = { count: number; key: number }

/**
 * Runs `focus` after `delayMs` (INVALID_FIELD_FOCUS_DELAY_MS: long enough for the errors to render and
 * their announcement to start), unless the person acted meanwhile — clicked, tapped or pressed a key — and
 * the focus is now on something of theirs (a field they went to fix, say): their place wins over the first
 * invalid field. A focus moved by the page alone (a list returning it to its trigger) does not count.
 * Returns the cancel function (for an effect's cleanup).
 */
function focusLater(focus: () => void, delayMs = INVALID_FIELD_FOCUS_DELAY_MS): () => void {
  let acted = false
  const onAction = () => {
    acted = true
  }
  const listen = (add: boolean) => {
    for (const type of ['pointerdown', 'keydown'] as const) {
      if (add) document.addEventListener(type, onAction, true)
      else document.removeEventListener(type, onAction, true)
    }
  }
  listen(true)
  const timer = window.setTimeout(() => {
    listen(false)
    const active = document.activeElement
    if (acted && active !== null && active !== document.body) return
    focus()
  }, delayMs)
  return () => {
    window.clearTimeout(timer)
    listen(false)
  }
}

/**
 * After a submit with errors: announces the error count in the FormErrorSummary's polite live region,
 * and focuses the first field marked `aria-invalid` inside `formRef` a moment later (focusLater).
 */
function useFocusFirstInvalid({ delayMs = INVALID_FIELD_FOCUS_DELAY_MS }: { delayMs?: number } = {}) {
  const formRef = useRef<HTMLFormElement>(null)
  const cancel = useRef<() => void>(() => {})
  const [summary, setSummary] = useState<ErrorSummaryState>({ count: 0, key: 0 })

  const focusFirstInvalid = useCallback(
    (errorCount: number) => {
      cancel.current()
      setSummary((previous) => ({ count: errorCount, key: previous.key + 1 }))
      if (errorCount <= 0) return
      cancel.current = focusLater(() => {
        const first = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')
        const target = first ? focusTarget(first) : null
        target?.focus()
      }, delayMs)
    },
    [delayMs],
  )

  useEffect(() => () => cancel.current(), [])

  return { formRef, focusFirstInvalid, summaryProps: { count: summary.count, announceKey: summary.key } }
}

type FormErrorSummaryProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** Number of fields with errors; 0 shows nothing. */
  count: number
  /** Changes on every submit so the same count is announced again. */
  announceKey?: number
  /** Text for a count; defaults to '2 campos precisam de correção.' */
  message?: (count: number) => string
}

/** A polite live region (always rendered, so it is announced when filled) showing the error count. */
function FormErrorSummary({
  className,
  count,
  announceKey = 0,
  message = ptBR.ui.forms.errorSummary.count,
  ...props
}: FormErrorSummaryProps) {
  return (
    <div
      data-slot="form-error-summary"
      role="status"
      aria-live="polite"
      aria-atomic="true"
      className={cn(
        count > 0 && 'rounded-md bg-destructive/10 px-3 py-2 text-sm font-medium text-destructive',
        className,
      )}
      {...props}
    >
      {count > 0 ? <span key={announceKey}>{message(count)}</span> : null}
    </div>
  )
}

export { FormErrorSummary, FormField, FormRequiredNote, focusLater, focusTarget, useFocusFirstInvalid }
export type { FormErrorSummaryProps, FormFieldControlProps, FormFieldProps }
