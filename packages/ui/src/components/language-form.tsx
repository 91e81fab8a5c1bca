// The language form ('IDIOMA', doc 02 §2, §5): language and proficiency, both required, nothing else
// (`languageFormSchema`).
import {
  languageFormFromRecord,
  languageFormSchema,
  ptBR,
  type LanguageField,
  type LanguageForm as LanguageFormValues,
  type LanguageRecord,
  type ReferenceItem,
  type SectionAlert,
} from '@carreiras/core'
import type { ComponentProps } from 'react'
import {
  ResumeForm,
  ResumeFormDialog,
  ResumeInlineForms,
  ResumeSelectField,
  resumeFieldErrors,
  resumeInlineEntry,
  useResumeForm,
  type ResumeFieldErrors,
  type ResumeInlineEntry,
} from './resume-form'

const texts = ptBR.profile.language
const { fields } = texts

/** The reference lists the language form chooses from; the app fetches them. */
type LanguageOptions = {
  languages: readonly ReferenceItem[]
  proficiencies: readonly ReferenceItem[]
}

const emptyLanguageValues = (): LanguageFormValues => ({ id: null, language: null, proficiency: null })

type LanguageFieldsProps = {
  values: LanguageFormValues
  onValuesChange: (values: LanguageFormValues) => void
  errors?: ResumeFieldErrors<LanguageField>
  options: LanguageOptions
  disabled?: boolean
}

function LanguageFields({ values, onValuesChange, errors = {}, options, disabled }: LanguageFieldsProps) {
  return (
    <>
      <ResumeSelectField
        label={fields.language}
        required
        error={errors.language}
        disabled={disabled}
        items={options.languages}
        value={values.language}
        onValueChange={(language) => onValuesChange({ ...values, language })}
      />
      <ResumeSelectField
        label={fields.proficiency}
        required
        error={errors.proficiency}
        disabled={disabled}
        items={options.proficiencies}
        value={values.proficiency}
        onValueChange={(proficiency) => onValuesChange({ ...values, proficiency })}
      />
    </>
  )
}

type LanguageFormProps = Omit<ComponentProps<'form'>, 'onSubmit' | 'ref'> & {
  record?: LanguageRecord | null
  options: LanguageOptions
  /** The checked values (`languageFormSchema`'s output). */
  onSubmit: (values: LanguageFormValues) => void
  onCancel?: () => void
  saving?: boolean
  alert?: SectionAlert | null
}

function LanguageForm({ record, options, onSubmit, onCancel, saving, alert, ...props }: LanguageFormProps) {
  const form = useResumeForm(languageFormSchema, record ? languageFormFromRecord(record) : emptyLanguageValues())
  return (
    <ResumeForm
      data-slot="language-form"
      formRef={form.formRef}
      summaryProps={form.summaryProps}
      onSubmit={form.submit((values) => onSubmit(values as LanguageFormValues))}
      onCancel={onCancel}
      saving={saving}
      alert={alert}
      {...props}
    >
      <LanguageFields
        values={form.values}
        onValuesChange={form.setValues}
        errors={form.errors}
        options={options}
        disabled={saving}
      />
    </ResumeForm>
  )
}

type LanguageFormDialogProps = LanguageFormProps & { open: boolean; onCancel: () => void }

/** The 'IDIOMA' modal. */
function LanguageFormDialog({ open, onCancel, saving, ...props }: LanguageFormDialogProps) {
  return (
    <ResumeFormDialog open={open} title={texts.modalTitle} onCancel={onCancel} saving={saving}>
      <LanguageForm onCancel={onCancel} saving={saving} {...props} />
    </ResumeFormDialog>
  )
}

type LanguageInlineFormsProps = Omit<
  ComponentProps<typeof ResumeInlineForms<LanguageFormValues>>,
  'emptyValues' | 'legend' | 'addLabel' | 'renderFields'
> & {
  options: LanguageOptions
  showErrors?: boolean
}

/**
 * The inline language forms (deixe-seu-perfil, atualizacao-perfil). The page keeps only the complete
 * ones (core's `isLanguageComplete`): the languages step has no validation.
 */
function LanguageInlineForms({ options, showErrors = false, disabled, ...props }: LanguageInlineFormsProps) {
  return (
    <ResumeInlineForms
      data-slot="language-inline-forms"
      emptyValues={emptyLanguageValues}
      legend={ptBR.ui.domain.resume.inlineLegend.language}
      addLabel={ptBR.ui.domain.resume.addAnother.language}
      disabled={disabled}
      renderFields={(entry, setValues) => (
        <LanguageFields
          values={entry.values}
          onValuesChange={setValues}
          errors={showErrors ? resumeFieldErrors<LanguageField>(languageFormSchema, entry.values) : {}}
          options={options}
          disabled={disabled}
        />
      )}
      {...props}
    />
  )
}

const newLanguageEntry = (): ResumeInlineEntry<LanguageFormValues> => resumeInlineEntry(emptyLanguageValues())

export { LanguageFields, LanguageForm, LanguageFormDialog, LanguageInlineForms, emptyLanguageValues, newLanguageEntry }
export type { LanguageFieldsProps, LanguageFormDialogProps, LanguageFormProps, LanguageInlineFormsProps, LanguageOptions }
