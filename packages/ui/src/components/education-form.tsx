// The education form ('FORMAÇÃO', doc 02 §2, §4, §5): which fields show and which are required follow
// core's `educationFieldRules` (state only for Brazil; institution and course hidden for elementary
// school, optional for high school; campus and shift while studying; the end optional when interrupted
// or at school levels); changing the country clears the state (`withCountry`); the values are checked
// by `educationFormSchema`, whose messages ('Campo obrigatório', 'Data inválida', 'Deve ser posterior a
// data inicial') show under each field.
import {
  BRAZIL_COUNTRY_ID,
  EMPTY_LIST_OR_TEXT,
  educationFieldRules,
  educationFormFromRecord,
  educationFormSchema,
  ptBR,
  withCountry,
  type EducationField,
  type EducationForm as EducationFormValues,
  type EducationRecord,
  type ReferenceItem,
  type SectionAlert,
} from '@carreiras/core'
import type { ComponentProps } from 'react'
import { FormField } from './form-field'
import { Input } from './input'
import { MaskedInput } from './masked-input'
import {
  ResumeForm,
  ResumeFormDialog,
  ResumeInlineForms,
  ResumeListOrTextField,
  ResumeSelectField,
  resumeFieldErrors,
  resumeInlineEntry,
  useResumeForm,
  type ResumeFieldErrors,
  type ResumeInlineEntry,
} from './resume-form'

const texts = ptBR.profile.education
const { fields } = texts

/** The reference lists the education form chooses from; the app fetches them. */
type EducationOptions = {
  countries: readonly ReferenceItem[]
  /** Brazilian states (shown for country 31). */
  states: readonly ReferenceItem[]
  /** Institutions suggested (the app may narrow them by state); free text is accepted too. */
  institutions: readonly ReferenceItem[]
  /** Courses suggested (the app may narrow them by level); free text is accepted too. */
  courses: readonly ReferenceItem[]
  levels: readonly ReferenceItem[]
  statuses: readonly ReferenceItem[]
  /** The shifts (turno: domain `education_periods`). */
  periods: readonly ReferenceItem[]
}

/** An empty education: Brazil chosen (the record's default country). */
function emptyEducationValues(): EducationFormValues {
  return {
    id: null,
    countryId: BRAZIL_COUNTRY_ID,
    stateId: null,
    level: null,
    status: null,
    institution: EMPTY_LIST_OR_TEXT,
    course: EMPTY_LIST_OR_TEXT,
    campus: '',
    period: null,
    startDate: '',
    endDate: '',
  }
}

type EducationFieldsProps = {
  values: EducationFormValues
  onValuesChange: (values: EducationFormValues) => void
  errors?: ResumeFieldErrors<EducationField>
  options: EducationOptions
  disabled?: boolean
}

/** The education fields, shown and required as core's rules say for the chosen level, status and country. */
function EducationFields({ values, onValuesChange, errors = {}, options, disabled }: EducationFieldsProps) {
  const rules = educationFieldRules(values)
  const set = (patch: Partial<EducationFormValues>) => onValuesChange({ ...values, ...patch })
  const common = (field: EducationField) => ({
    required: rules[field] === 'required',
    error: errors[field],
    disabled,
  })
  return (
    <>
      <ResumeSelectField
        label={fields.country}
        {...common('countryId')}
        items={options.countries}
        value={values.countryId}
        onValueChange={(countryId) => onValuesChange(withCountry(values, countryId))}
      />
      {rules.stateId !== 'hidden' ? (
        <ResumeSelectField
          label={fields.state}
          {...common('stateId')}
          items={options.states}
          value={values.stateId}
          onValueChange={(stateId) => set({ stateId })}
        />
      ) : null}
      <ResumeSelectField
        label={fields.level}
        {...common('level')}
        items={options.levels}
        value={values.level}
        onValueChange={(level) => set({ level })}
      />
      <ResumeSelectField
        label={fields.status}
        {...common('status')}
        items={options.statuses}
        value={values.status}
        onValueChange={(status) => set({ status })}
      />
      {rules.institution !== 'hidden' ? (
        <ResumeListOrTextField
          label={fields.institution}
          {...common('institution')}
          items={options.institutions}
          value={values.institution}
          onValueChange={(institution) => set({ institution })}
        />
      ) : null}
      {rules.course !== 'hidden' ? (
        <ResumeListOrTextField
          label={fields.course}
          {...common('course')}
          items={options.courses}
          value={values.course}
          onValueChange={(course) => set({ course })}
        />
      ) : null}
      {rules.campus !== 'hidden' ? (
        <FormField label={fields.campus} {...common('campus')}>
          <Input value={values.campus} onChange={(event) => set({ campus: event.target.value })} />
        </FormField>
      ) : null}
      {rules.period !== 'hidden' ? (
        <ResumeSelectField
          label={fields.period}
          {...common('period')}
          items={options.periods}
          value={values.period}
          onValueChange={(period) => set({ period })}
        />
      ) : null}
      <FormField label={fields.startDate} {...common('startDate')}>
        <MaskedInput mask="monthYear" value={values.startDate} onValueChange={(startDate) => set({ startDate })} />
      </FormField>
      <FormField label={fields.endDate} {...common('endDate')}>
        <MaskedInput mask="monthYear" value={values.endDate} onValueChange={(endDate) => set({ endDate })} />
      </FormField>
    </>
  )
}

type EducationFormProps = Omit<ComponentProps<'form'>, 'onSubmit' | 'ref'> & {
  /** The record to edit; an empty form when absent. */
  record?: EducationRecord | null
  options: EducationOptions
  /** The checked values (`educationFormSchema`'s output: hidden fields emptied). */
  onSubmit: (values: EducationFormValues) => void
  onCancel?: () => void
  saving?: boolean
  /** The save's failure: 'Uoops' / 'Ocorreu um erro ao salvar sua formação'. */
  alert?: SectionAlert | null
}

/** The education form with its error count, save and cancel. Remount it (key) for another record. */
function EducationForm({ record, options, onSubmit, onCancel, saving, alert, ...props }: EducationFormProps) {
  const form = useResumeForm(educationFormSchema, record ? educationFormFromRecord(record) : emptyEducationValues())
  return (
    <ResumeForm
      data-slot="education-form"
      formRef={form.formRef}
      summaryProps={form.summaryProps}
      onSubmit={form.submit((values) => onSubmit(values as EducationFormValues))}
      onCancel={onCancel}
      saving={saving}
      alert={alert}
      {...props}
    >
      <EducationFields
        values={form.values}
        onValuesChange={form.setValues}
        errors={form.errors}
        options={options}
        disabled={saving}
      />
    </ResumeForm>
  )
}

type EducationFormDialogProps = EducationFormProps & { open: boolean; onCancel: () => void }

/** The 'FORMAÇÃO' modal. */
function EducationFormDialog({ open, onCancel, saving, ...props }: EducationFormDialogProps) {
  return (
    <ResumeFormDialog open={open} title={texts.modalTitle} onCancel={onCancel} saving={saving}>
      <EducationForm onCancel={onCancel} saving={saving} {...props} />
    </ResumeFormDialog>
  )
}

type EducationInlineFormsProps = Omit<
  ComponentProps<typeof ResumeInlineForms<EducationFormValues>>,
  'emptyValues' | 'legend' | 'addLabel' | 'renderFields'
> & {
  options: EducationOptions
  /** Shows every form's errors (after the page's submit: 'Preencha corretamente sua formação'). */
  showErrors?: boolean
}

/** The registration page's education forms (doc 02 §2): add and remove extra forms. */
function EducationInlineForms({ options, showErrors = false, disabled, ...props }: EducationInlineFormsProps) {
  return (
    <ResumeInlineForms
      data-slot="education-inline-forms"
      emptyValues={emptyEducationValues}
      legend={ptBR.ui.domain.resume.inlineLegend.education}
      addLabel={ptBR.ui.domain.resume.addAnother.education}
      disabled={disabled}
      renderFields={(entry, setValues) => (
        <EducationFields
          values={entry.values}
          onValuesChange={setValues}
          errors={showErrors ? resumeFieldErrors<EducationField>(educationFormSchema, entry.values) : {}}
          options={options}
          disabled={disabled}
        />
      )}
      {...props}
    />
  )
}

/** A new inline education entry (empty). */
const newEducationEntry = (): ResumeInlineEntry<EducationFormValues> => resumeInlineEntry(emptyEducationValues())

export { EducationFields, EducationForm, EducationFormDialog, EducationInlineForms, emptyEducationValues, newEducationEntry }
export type { EducationFieldsProps, EducationFormDialogProps, EducationFormProps, EducationInlineFormsProps, EducationOptions }
