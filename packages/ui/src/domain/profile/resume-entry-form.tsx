// One résumé entry form for every section (education, experience, language), driven by the section's
// field config: each field's kind, the value it edits, its catalogue label and how a change updates
// the other values (changing the country clears the state). Which fields show and which are required
// follow the section's rules in core (`educationFieldRules`, `experienceFieldRules`); the values are
// checked by the section's form schema, whose messages show under each field. The same fields make
// the modal form ('FORMAÇÃO', 'EXPERIÊNCIA PROFISSIONAL', 'IDIOMA', 'CAUSA', 'RECONHECIMENTO',
// 'CERTIFICAÇÃO') and the registration pages' inline forms (education, experience, language).
import { ptBR, type FieldRule, type ListOrText, type ReferenceItem, type SectionAlert } from '@carreiras/core'
import type { ComponentProps, ReactNode } from 'react'
import type { z } from 'zod'
import { Checkbox } from '../../primitives/checkbox'
import { FormField } from '../../primitives/form-field'
import { Input } from '../../primitives/input'
import { MaskedInput } from '../../primitives/masked-input'
import {
  ResumeForm,
  ResumeFormDialog,
  ResumeInlineForms,
  ResumeListOrTextField,
  ResumeSelectField,
  resumeFieldErrors,
  useResumeForm,
  type ResumeFieldErrors,
  type ResumeInlineFormsProps,
} from './resume-form'
import { Textarea } from '../../primitives/textarea'

/** The résumé sections with an entry form; each names its texts in the catalogue. */
type ResumeEntryKind = 'education' | 'experience' | 'language' | 'cause' | 'acknowledgement' | 'certification'
/** The sections the registration pages fill in inline forms. */
type ResumeInlineKind = 'education' | 'experience' | 'language'

/** The keys of `V` whose values are a `T`. */
type KeysOf<V, T> = { [K in keyof V]-?: V[K] extends T ? K : never }[keyof V] & string

type FieldBase = {
  /** The catalogue's label ('País', 'Data de término'…). */
  label: string
  className?: string
  /** Shown disabled (and not required) when its rule hides it, instead of left out: the end date of a current job. */
  disabledWhenHidden?: boolean
}

/** A choice from a reference list; `change` replaces the plain update when a choice clears others. */
type SelectFieldConfig<V, O> = {
  [K in KeysOf<V, string | number | null>]: FieldBase & {
    kind: 'select'
    name: K
    items: (options: O) => readonly { id: NonNullable<V[K]> & (string | number); name: string }[]
    change?: (values: V, value: V[K]) => V
    /** A long list (the countries): the platform's own picker (docs/performance.md, "Responsiveness (INP)"). */
    native?: boolean
  }
}[KeysOf<V, string | number | null>]

/** A type-ahead of a reference list that also takes free text (institution, course, company). */
type ListOrTextFieldConfig<V, O> = FieldBase & {
  kind: 'listOrText'
  name: KeysOf<V, ListOrText>
  items: (options: O) => readonly ReferenceItem[]
  /** The suggestions for the typed text; core's type-ahead when absent. */
  filter?: (query: string, options: O) => string[]
  maxSuggestions?: number
}

type TextFieldConfig<V> = FieldBase & {
  kind: 'text' | 'textarea' | 'monthYear'
  name: KeysOf<V, string>
  rows?: number
}

type CheckboxFieldConfig<V> = FieldBase & {
  kind: 'checkbox'
  name: KeysOf<V, boolean>
  change?: (values: V, checked: boolean) => V
}

/** One field of a section's form, in the order the form shows them. */
type ResumeEntryField<V, O> =
  SelectFieldConfig<V, O> | ListOrTextFieldConfig<V, O> | TextFieldConfig<V> | CheckboxFieldConfig<V>

/** What makes a section's form: its values, rules, schema and fields. */
type ResumeEntryConfig<V extends object, R, O> = {
  section: ResumeEntryKind
  /** The values of a new, empty form. */
  empty: () => V
  fromRecord: (record: R) => V
  /** Which fields show and which are required for these values (core's rules); a field left out is optional. */
  rules: (values: V) => Partial<Record<string, FieldRule>>
  /** The section's form schema: its output is what the form submits. */
  schema: z.ZodType<V>
  fields: readonly ResumeEntryField<V, O>[]
}

type ResumeEntryFieldsProps<V extends object, R, O> = {
  config: ResumeEntryConfig<V, R, O>
  values: V
  onValuesChange: (values: V) => void
  errors?: ResumeFieldErrors
  /** The reference lists the fields choose from; the app fetches them. */
  options: O
  disabled?: boolean
}

/** A section's fields, shown and required as its rules say for the current values. */
function ResumeEntryFields<V extends object, R, O>({
  config,
  values,
  onValuesChange,
  errors = {},
  options,
  disabled = false,
}: ResumeEntryFieldsProps<V, R, O>) {
  const rules = config.rules(values)
  return config.fields.map((field): ReactNode => {
    const rule = rules[field.name] ?? 'optional'
    if (rule === 'hidden' && !field.disabledWhenHidden) return null
    const set = (value: unknown) => onValuesChange({ ...values, [field.name]: value })
    const common = {
      label: field.label,
      required: rule === 'required',
      error: errors[field.name],
      disabled: disabled || rule === 'hidden',
      className: field.className,
    }
    switch (field.kind) {
      case 'select':
        return (
          <ResumeSelectField
            key={field.name}
            {...common}
            items={field.items(options)}
            native={field.native}
            value={values[field.name] as string | number | null}
            onValueChange={(value) =>
              field.change ? onValuesChange(field.change(values, value as V[typeof field.name])) : set(value)
            }
          />
        )
      case 'listOrText': {
        const { filter } = field
        return (
          <ResumeListOrTextField
            key={field.name}
            {...common}
            items={field.items(options)}
            value={values[field.name] as ListOrText}
            onValueChange={set}
            filter={filter ? (query) => filter(query, options) : undefined}
            maxSuggestions={field.maxSuggestions}
          />
        )
      }
      case 'checkbox':
        return (
          <Checkbox
            key={field.name}
            className={field.className}
            label={field.label}
            checked={values[field.name] as boolean}
            disabled={disabled}
            onCheckedChange={(checked) =>
              field.change ? onValuesChange(field.change(values, checked === true)) : set(checked === true)
            }
          />
        )
      default: {
        const value = values[field.name] as string
        return (
          <FormField key={field.name} {...common}>
            {field.kind === 'monthYear' ? (
              <MaskedInput mask="monthYear" value={value} onValueChange={set} />
            ) : field.kind === 'textarea' ? (
              <Textarea rows={field.rows} value={value} onChange={(event) => set(event.target.value)} />
            ) : (
              <Input value={value} onChange={(event) => set(event.target.value)} />
            )}
          </FormField>
        )
      }
    }
  })
}

type ResumeEntryFormProps<V extends object, R, O> = Omit<ComponentProps<'form'>, 'onSubmit' | 'ref'> & {
  config: ResumeEntryConfig<V, R, O>
  /** The record to edit; an empty form when absent. */
  record?: R | null
  options: O
  /** The checked values (the schema's output: hidden fields emptied). */
  onSubmit: (values: V) => void
  onCancel?: () => void
  saving?: boolean
  /** The save's failure: 'Uoops' / 'Ocorreu um erro ao salvar sua formação'. */
  alert?: SectionAlert | null
}

/**
 * A section's form with its error count, save and cancel (data-slot `<section>-form`). Remount it
 * (key) for another record.
 */
function ResumeEntryForm<V extends object, R, O>({
  config,
  record,
  options,
  onSubmit,
  onCancel,
  saving,
  alert,
  ...props
}: ResumeEntryFormProps<V, R, O>) {
  const form = useResumeForm(config.schema, record ? config.fromRecord(record) : config.empty())
  return (
    <ResumeForm
      data-slot={`${config.section}-form`}
      formRef={form.formRef}
      summaryProps={form.summaryProps}
      onSubmit={form.submit(onSubmit)}
      onCancel={onCancel}
      saving={saving}
      alert={alert}
      {...props}
    >
      <ResumeEntryFields
        config={config}
        values={form.values}
        onValuesChange={form.setValues}
        errors={form.errors}
        options={options}
        disabled={saving}
      />
    </ResumeForm>
  )
}

type ResumeEntryFormDialogProps<V extends object, R, O> = ResumeEntryFormProps<V, R, O> & {
  open: boolean
  onCancel: () => void
}

/** The section's modal ('FORMAÇÃO', 'EXPERIÊNCIA PROFISSIONAL', 'IDIOMA', 'CAUSA'…) holding its form. */
function ResumeEntryFormDialog<V extends object, R, O>({
  open,
  onCancel,
  saving,
  ...props
}: ResumeEntryFormDialogProps<V, R, O>) {
  return (
    <ResumeFormDialog
      open={open}
      title={ptBR.profile[props.config.section].modalTitle}
      onCancel={onCancel}
      saving={saving}
    >
      <ResumeEntryForm onCancel={onCancel} saving={saving} {...props} />
    </ResumeFormDialog>
  )
}

type ResumeEntryInlineFormsProps<V extends object, R, O> = Omit<
  ResumeInlineFormsProps<V>,
  'emptyValues' | 'legend' | 'addLabel' | 'renderFields'
> & {
  /** An education, experience or language config: the registration pages fill only those inline. */
  config: ResumeEntryConfig<V, R, O>
  options: O
  /** Shows every form's errors (after the page's submit: 'Preencha corretamente sua formação'). */
  showErrors?: boolean
}

/** The registration pages' forms of a section (data-slot `<section>-inline-forms`): add and remove extra forms. */
function ResumeEntryInlineForms<V extends object, R, O>({
  config,
  options,
  showErrors = false,
  disabled,
  ...props
}: ResumeEntryInlineFormsProps<V, R, O>) {
  const { resume } = ptBR.ui.domain
  const section = config.section as ResumeInlineKind
  return (
    <ResumeInlineForms
      data-slot={`${config.section}-inline-forms`}
      emptyValues={config.empty}
      legend={resume.inlineLegend[section]}
      addLabel={resume.addAnother[section]}
      disabled={disabled}
      renderFields={(entry, setValues) => (
        <ResumeEntryFields
          config={config}
          values={entry.values}
          onValuesChange={setValues}
          errors={showErrors ? resumeFieldErrors(config.schema, entry.values) : {}}
          options={options}
          disabled={disabled}
        />
      )}
      {...props}
    />
  )
}

export { ResumeEntryFields, ResumeEntryForm, ResumeEntryFormDialog, ResumeEntryInlineForms }
export type {
  ResumeEntryConfig,
  ResumeEntryField,
  ResumeEntryFieldsProps,
  ResumeEntryFormDialogProps,
  ResumeEntryFormProps,
  ResumeEntryInlineFormsProps,
  ResumeEntryKind,
  ResumeInlineKind,
}
