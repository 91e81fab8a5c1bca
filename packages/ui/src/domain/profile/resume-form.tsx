// The shell every résumé form shares (education, experience, language): values held in state and
// checked by one of core's zod form schemas on submit (then on every change, so a fixed field clears
// its error), the polite error count and the focus on the first invalid field (useFocusFirstInvalid),
// the modal that holds a form ('FORMAÇÃO', 'EXPERIÊNCIA PROFISSIONAL', 'IDIOMA') and the inline
// multi-form of the registration pages.
import { listOrText, ptBR, type ListOrText, type ReferenceItem, type SectionAlert } from '@carreiras/core'
import { Plus } from 'lucide-react'
import { useId, useState, type ComponentProps, type FormEvent, type ReactNode } from 'react'
import type { z } from 'zod'
import { cn } from '../../lib/cn'
import { Alert } from '../../primitives/alert'
import { Button } from '../../primitives/button'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../primitives/dialog'
import { Combobox, type ComboboxProps } from '../../primitives/combobox'
import {
  FormErrorSummary,
  FormField,
  FormRequiredNote,
  useFocusFirstInvalid,
  type FormFieldProps,
} from '../../primitives/form-field'
import { Select } from '../../primitives/select'

const { common, profile } = ptBR

/** One error per field (the first the schema reports), keyed by the field's name. */
type ResumeFieldErrors<Field extends string = string> = Partial<Record<Field, string>>

/** The errors of `values` under `schema`, one per top-level field. */
function resumeFieldErrors<Field extends string>(
  schema: z.ZodType,
  values: unknown,
): ResumeFieldErrors<Field> {
  const result = schema.safeParse(values)
  if (result.success) return {}
  const errors: Record<string, string> = {}
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '')
    if (field && errors[field] === undefined) errors[field] = issue.message
  }
  return errors as ResumeFieldErrors<Field>
}

/**
 * A résumé form's state. `submit` checks the values with `schema`: valid, it calls `onValid` with the
 * schema's output; invalid, it shows every error, announces their count and focuses the first.
 */
function useResumeForm<V extends object, S extends z.ZodType>(schema: S, initial: V) {
  const [values, setValues] = useState<V>(initial)
  const [showErrors, setShowErrors] = useState(false)
  const { formRef, focusFirstInvalid, summaryProps } = useFocusFirstInvalid()
  const errors = showErrors ? resumeFieldErrors<Extract<keyof V, string>>(schema, values) : {}

  const submit = (onValid: (output: z.output<S>) => void) => (event?: FormEvent) => {
    event?.preventDefault()
    const result = schema.safeParse(values)
    setShowErrors(true)
    if (result.success) {
      focusFirstInvalid(0)
      onValid(result.data)
    } else {
      focusFirstInvalid(Object.keys(resumeFieldErrors(schema, values)).length)
    }
  }

  return { values, setValues, errors, submit, formRef, summaryProps }
}

type ResumeFieldBase = Pick<
  FormFieldProps,
  'label' | 'required' | 'error' | 'disabled' | 'className' | 'hint'
>

type ResumeSelectFieldProps<Id extends string | number> = ResumeFieldBase & {
  /** A reference list (levels, statuses…), given by the app. */
  items: readonly { id: Id; name: string }[]
  value: Id | null
  onValueChange: (value: Id | null) => void
  /** A long list (the countries): the platform's own picker (Select's `native`). */
  native?: boolean
}

/** A FormField with a Select of a reference list; ids travel as numbers (or 'Outros'). */
function ResumeSelectField<Id extends string | number>({
  items,
  value,
  onValueChange,
  native,
  ...field
}: ResumeSelectFieldProps<Id>) {
  return (
    <FormField {...field}>
      <Select
        native={native}
        value={value === null ? '' : String(value)}
        options={items.map((item) => ({ value: String(item.id), label: item.name }))}
        onValueChange={(next) => onValueChange(items.find((item) => String(item.id) === next)?.id ?? null)}
      />
    </FormField>
  )
}

type ResumeListOrTextFieldProps = ResumeFieldBase & {
  /** The list to suggest from (institutions, courses, companies). */
  items: readonly ReferenceItem[]
  value: ListOrText
  onValueChange: (value: ListOrText) => void
  /** Suggestions for the typed text; core's type-ahead by default (companies: `companyOptions`). */
  filter?: ComboboxProps['filter']
  maxSuggestions?: number
}

/**
 * A FormField with a type-ahead of a reference list that also takes free text: the text naming a list item
 * keeps its id, any other text is sent as a name.
 */
function ResumeListOrTextField({
  items,
  value,
  onValueChange,
  filter,
  maxSuggestions,
  ...field
}: ResumeListOrTextFieldProps) {
  const names = items.map((item) => item.name)
  return (
    <FormField {...field}>
      <Combobox
        options={names}
        filter={filter}
        maxSuggestions={maxSuggestions}
        emptyText={null}
        value={value.name}
        onValueChange={(text) => onValueChange({ id: listOrText(text, items).id, name: text })}
      />
    </FormField>
  )
}

type ResumeFormProps = Omit<ComponentProps<'form'>, 'onSubmit'> & {
  formRef: ComponentProps<'form'>['ref']
  summaryProps: { count: number; announceKey: number }
  onSubmit: (event: FormEvent<HTMLFormElement>) => void
  onCancel?: () => void
  /** Disables the buttons and shows the save button's spinner (the machine's `saving` tag). */
  saving?: boolean
  /** The save failed ('Uoops' / 'Ocorreu um erro ao salvar sua formação'): shown above the fields. */
  alert?: SectionAlert | null
}

/** The form element: the save error, the error count, the required-fields note, the fields, the buttons. */
function ResumeForm({
  formRef,
  summaryProps,
  onSubmit,
  onCancel,
  saving = false,
  alert,
  className,
  children,
  ...props
}: ResumeFormProps) {
  return (
    <form
      ref={formRef}
      data-slot="resume-form"
      noValidate
      aria-busy={saving || undefined}
      onSubmit={onSubmit}
      className={cn('flex flex-col gap-4', className)}
      {...props}
    >
      {alert ? <ResumeAlert alert={alert} /> : null}
      <FormErrorSummary {...summaryProps} />
      <FormRequiredNote />
      <div data-slot="resume-form-fields" className="grid gap-4 sm:grid-cols-2">
        {children}
      </div>
      <div data-slot="resume-form-actions" className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {onCancel ? (
          <Button type="button" variant="outline" disabled={saving} onClick={onCancel}>
            {common.cancel}
          </Button>
        ) : null}
        <Button type="submit" loading={saving}>
          {common.save}
        </Button>
      </div>
    </form>
  )
}

type ResumeAlertProps = Omit<ComponentProps<typeof Alert>, 'variant' | 'title' | 'children'> & {
  alert: SectionAlert
}

/** The section's alert: 'Pronto!' + 'Formação salva com sucesso' (polite) or 'Uoops' + … (role=alert). */
function ResumeAlert({ alert, ...props }: ResumeAlertProps) {
  return (
    <Alert data-slot="resume-alert" variant={alert.tone} title={alert.title} {...props}>
      {alert.message}
    </Alert>
  )
}

type ResumeFormDialogProps = {
  open: boolean
  /** 'FORMAÇÃO', 'EXPERIÊNCIA PROFISSIONAL' or 'IDIOMA'. */
  title: ReactNode
  /** X, Esc or the backdrop (ignored while saving). */
  onCancel: () => void
  saving?: boolean
  children: ReactNode
  className?: string
}

/** The modal that holds a résumé form. */
function ResumeFormDialog({
  open,
  title,
  onCancel,
  saving = false,
  children,
  className,
}: ResumeFormDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && !saving) onCancel()
      }}
    >
      <DialogContent data-slot="resume-form-dialog" size="lg" dismissible={!saving} className={className}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription className="sr-only">{common.requiredFieldsNote}</DialogDescription>
        </DialogHeader>
        {children}
      </DialogContent>
    </Dialog>
  )
}

/** One form of an inline multi-form: a stable key and its values. */
type ResumeInlineEntry<V> = { key: string; values: V }

let entryCount = 0
/** A new inline entry with a key unique in the page. */
function resumeInlineEntry<V>(values: V): ResumeInlineEntry<V> {
  entryCount += 1
  return { key: `resume-entry-${entryCount}`, values }
}

type ResumeInlineFormsProps<V> = Omit<ComponentProps<'div'>, 'children' | 'onChange'> & {
  entries: readonly ResumeInlineEntry<V>[]
  onEntriesChange: (entries: ResumeInlineEntry<V>[]) => void
  /** The values of a new, empty form. */
  emptyValues: () => V
  /** 'Formação 2': each form's legend. */
  legend: (position: number) => string
  addLabel: string
  /** The fields of one form, with its values and a setter. */
  renderFields: (entry: ResumeInlineEntry<V>, setValues: (values: V) => void, index: number) => ReactNode
  disabled?: boolean
  /**
   * 'Remover' shows on each form while there are more than this many (1 by default: the last form
   * stays). 0 when the candidate already lists entries of the section and every form is an extra.
   */
  minEntries?: number
}

/**
 * The registration pages' inline forms: one fieldset per entry (its legend names it), a 'Remover'
 * button on each when there is more than one, and an add button for one more. Removing a form moves
 * the focus to the add button, adding one to the new form's first field.
 */
function ResumeInlineForms<V>({
  entries,
  onEntriesChange,
  emptyValues,
  legend,
  addLabel,
  renderFields,
  disabled = false,
  minEntries = 1,
  className,
  ...props
}: ResumeInlineFormsProps<V>) {
  const baseId = useId()
  const addId = `${baseId}-add`
  const [focusKey, setFocusKey] = useState<string | null>(null)

  const setEntry = (key: string, values: V) =>
    onEntriesChange(entries.map((entry) => (entry.key === key ? { ...entry, values } : entry)))
  const add = () => {
    const entry = resumeInlineEntry(emptyValues())
    setFocusKey(entry.key)
    onEntriesChange([...entries, entry])
  }
  const remove = (key: string) => {
    onEntriesChange(entries.filter((entry) => entry.key !== key))
    document.getElementById(addId)?.focus()
  }

  return (
    <div data-slot="resume-inline-forms" className={cn('flex flex-col gap-4', className)} {...props}>
      {entries.map((entry, index) => {
        const legendId = `${baseId}-${entry.key}-legend`
        return (
          <fieldset
            key={entry.key}
            data-slot="resume-inline-form"
            aria-labelledby={legendId}
            className="flex flex-col gap-4 rounded-lg border border-border p-4"
            ref={(element) => {
              if (element && focusKey === entry.key) {
                setFocusKey(null)
                element.querySelector<HTMLElement>('input:not([disabled]), button[role="combobox"]')?.focus()
              }
            }}
          >
            <div className="flex items-center justify-between gap-2">
              <legend id={legendId} className="float-left font-heading text-base font-semibold">
                {legend(index + 1)}
              </legend>
              {entries.length > minEntries ? (
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  disabled={disabled}
                  aria-describedby={legendId}
                  onClick={() => remove(entry.key)}
                >
                  {profile.remove}
                </Button>
              ) : null}
            </div>
            <div data-slot="resume-form-fields" className="grid gap-4 sm:grid-cols-2">
              {renderFields(entry, (values) => setEntry(entry.key, values), index)}
            </div>
          </fieldset>
        )
      })}
      <Button
        id={addId}
        type="button"
        variant="outline"
        disabled={disabled}
        onClick={add}
        className="self-start"
      >
        <Plus aria-hidden="true" />
        {addLabel}
      </Button>
    </div>
  )
}

export {
  ResumeAlert,
  ResumeForm,
  ResumeFormDialog,
  ResumeInlineForms,
  ResumeListOrTextField,
  ResumeSelectField,
  resumeFieldErrors,
  resumeInlineEntry,
  useResumeForm,
}
export type {
  ResumeAlertProps,
  ResumeFieldErrors,
  ResumeFormDialogProps,
  ResumeFormProps,
  ResumeInlineEntry,
  ResumeInlineFormsProps,
  ResumeListOrTextFieldProps,
  ResumeSelectFieldProps,
}
