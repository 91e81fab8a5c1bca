// The professional experience form ('EXPERIÊNCIA PROFISSIONAL', doc 02 §2, §4, §5): company (list or
// free text, at most 10 suggestions: core's `companyOptions`), role, level, area (a domain item or
// 'Outros'), responsibilities, start and end; checking current occupation clears and disables the end
// (`withCurrentOccupation`); the values are checked by `experienceFormSchema`.
import {
  COMPANY_DROPDOWN_MAX,
  EMPTY_LIST_OR_TEXT,
  OTHER_EXPERIENCE_AREA,
  companyOptions,
  experienceFieldRules,
  experienceFormFromRecord,
  experienceFormSchema,
  isEndDateDisabled,
  ptBR,
  withCurrentOccupation,
  type ExperienceArea,
  type ExperienceField,
  type ExperienceForm as ExperienceFormValues,
  type ExperienceRecord,
  type ReferenceItem,
  type SectionAlert,
} from '@carreiras/core'
import type { ComponentProps } from 'react'
import { Checkbox } from './checkbox'
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
import { Textarea } from './textarea'

const texts = ptBR.profile.experience
const { fields } = texts

/** The reference lists the experience form chooses from; the app fetches them. */
type ExperienceOptions = {
  companies: readonly ReferenceItem[]
  levels: readonly ReferenceItem[]
  /** The areas, 'Outros' aside (the form adds it last). */
  areas: readonly ReferenceItem[]
}

function emptyExperienceValues(): ExperienceFormValues {
  return {
    id: null,
    company: EMPTY_LIST_OR_TEXT,
    role: '',
    level: null,
    area: null,
    responsibilities: '',
    startDate: '',
    endDate: '',
    currentOccupation: false,
  }
}

type ExperienceFieldsProps = {
  values: ExperienceFormValues
  onValuesChange: (values: ExperienceFormValues) => void
  errors?: ResumeFieldErrors<ExperienceField>
  options: ExperienceOptions
  disabled?: boolean
}

function ExperienceFields({ values, onValuesChange, errors = {}, options, disabled }: ExperienceFieldsProps) {
  const rules = experienceFieldRules(values)
  const set = (patch: Partial<ExperienceFormValues>) => onValuesChange({ ...values, ...patch })
  const common = (field: ExperienceField) => ({ required: rules[field] === 'required', error: errors[field], disabled })
  const areas: { id: ExperienceArea; name: string }[] = [
    ...options.areas,
    { id: OTHER_EXPERIENCE_AREA, name: OTHER_EXPERIENCE_AREA },
  ]
  const endDisabled = isEndDateDisabled(values)
  return (
    <>
      <ResumeListOrTextField
        label={fields.company}
        {...common('company')}
        items={options.companies}
        value={values.company}
        onValueChange={(company) => set({ company })}
        filter={(query) => companyOptions(query, options.companies).map((company) => company.name)}
        maxSuggestions={COMPANY_DROPDOWN_MAX}
      />
      <FormField label={fields.role} {...common('role')}>
        <Input value={values.role} onChange={(event) => set({ role: event.target.value })} />
      </FormField>
      <ResumeSelectField
        label={fields.level}
        {...common('level')}
        items={options.levels}
        value={values.level}
        onValueChange={(level) => set({ level })}
      />
      <ResumeSelectField<ExperienceArea>
        label={fields.area}
        {...common('area')}
        items={areas}
        value={values.area}
        onValueChange={(area) => set({ area })}
      />
      <FormField label={fields.responsibilities} {...common('responsibilities')} className="sm:col-span-2">
        <Textarea
          rows={4}
          value={values.responsibilities}
          onChange={(event) => set({ responsibilities: event.target.value })}
        />
      </FormField>
      <FormField label={fields.startDate} {...common('startDate')}>
        <MaskedInput mask="monthYear" value={values.startDate} onValueChange={(startDate) => set({ startDate })} />
      </FormField>
      <FormField
        label={fields.endDate}
        required={!endDisabled}
        error={errors.endDate}
        disabled={disabled || endDisabled}
      >
        <MaskedInput mask="monthYear" value={values.endDate} onValueChange={(endDate) => set({ endDate })} />
      </FormField>
      <Checkbox
        className="sm:col-span-2"
        label={fields.currentOccupation}
        checked={values.currentOccupation}
        disabled={disabled}
        onCheckedChange={(checked) => onValuesChange(withCurrentOccupation(values, checked === true))}
      />
    </>
  )
}

type ExperienceFormProps = Omit<ComponentProps<'form'>, 'onSubmit' | 'ref'> & {
  record?: ExperienceRecord | null
  options: ExperienceOptions
  /** The checked values (`experienceFormSchema`'s output). */
  onSubmit: (values: ExperienceFormValues) => void
  onCancel?: () => void
  saving?: boolean
  alert?: SectionAlert | null
}

function ExperienceForm({ record, options, onSubmit, onCancel, saving, alert, ...props }: ExperienceFormProps) {
  const form = useResumeForm(experienceFormSchema, record ? experienceFormFromRecord(record) : emptyExperienceValues())
  return (
    <ResumeForm
      data-slot="experience-form"
      formRef={form.formRef}
      summaryProps={form.summaryProps}
      onSubmit={form.submit((values) => onSubmit(values as ExperienceFormValues))}
      onCancel={onCancel}
      saving={saving}
      alert={alert}
      {...props}
    >
      <ExperienceFields
        values={form.values}
        onValuesChange={form.setValues}
        errors={form.errors}
        options={options}
        disabled={saving}
      />
    </ResumeForm>
  )
}

type ExperienceFormDialogProps = ExperienceFormProps & { open: boolean; onCancel: () => void }

/** The 'EXPERIÊNCIA PROFISSIONAL' modal. */
function ExperienceFormDialog({ open, onCancel, saving, ...props }: ExperienceFormDialogProps) {
  return (
    <ResumeFormDialog open={open} title={texts.modalTitle} onCancel={onCancel} saving={saving}>
      <ExperienceForm onCancel={onCancel} saving={saving} {...props} />
    </ResumeFormDialog>
  )
}

type ExperienceInlineFormsProps = Omit<
  ComponentProps<typeof ResumeInlineForms<ExperienceFormValues>>,
  'emptyValues' | 'legend' | 'addLabel' | 'renderFields'
> & {
  options: ExperienceOptions
  showErrors?: boolean
}

/** The registration page's experience forms: add and remove extra forms. */
function ExperienceInlineForms({ options, showErrors = false, disabled, ...props }: ExperienceInlineFormsProps) {
  return (
    <ResumeInlineForms
      data-slot="experience-inline-forms"
      emptyValues={emptyExperienceValues}
      legend={ptBR.ui.domain.resume.inlineLegend.experience}
      addLabel={ptBR.ui.domain.resume.addAnother.experience}
      disabled={disabled}
      renderFields={(entry, setValues) => (
        <ExperienceFields
          values={entry.values}
          onValuesChange={setValues}
          errors={showErrors ? resumeFieldErrors<ExperienceField>(experienceFormSchema, entry.values) : {}}
          options={options}
          disabled={disabled}
        />
      )}
      {...props}
    />
  )
}

const newExperienceEntry = (): ResumeInlineEntry<ExperienceFormValues> => resumeInlineEntry(emptyExperienceValues())

export {
  ExperienceFields,
  ExperienceForm,
  ExperienceFormDialog,
  ExperienceInlineForms,
  emptyExperienceValues,
  newExperienceEntry,
}
export type {
  ExperienceFieldsProps,
  ExperienceFormDialogProps,
  ExperienceFormProps,
  ExperienceInlineFormsProps,
  ExperienceOptions,
}
