// The language form ('IDIOMA') as a field config of the résumé entry form: language and proficiency, both
// required, nothing else (`languageFormSchema`).
import {
  LANGUAGE_FIELDS,
  languageFormFromRecord,
  languageFormSchema,
  ptBR,
  type FieldRule,
  type LanguageField,
  type LanguageForm as LanguageFormValues,
  type LanguageRecord,
  type ReferenceItem,
} from '@carreiras/core'
import { resumeInlineEntry, type ResumeFieldErrors, type ResumeInlineEntry } from './resume-form'
import {
  ResumeEntryFields,
  ResumeEntryForm,
  ResumeEntryFormDialog,
  ResumeEntryInlineForms,
  type ResumeEntryConfig,
  type ResumeEntryFieldsProps,
  type ResumeEntryFormDialogProps,
  type ResumeEntryFormProps,
  type ResumeEntryInlineFormsProps,
} from './resume-entry-form'

const { fields } = ptBR.profile.language

/** The reference lists the language form chooses from; the app fetches them. */
type LanguageOptions = {
  languages: readonly ReferenceItem[]
  proficiencies: readonly ReferenceItem[]
}

const emptyLanguageValues = (): LanguageFormValues => ({ id: null, language: null, proficiency: null })

/** Every language field is required (`languageIssues`). */
const LANGUAGE_RULES = Object.fromEntries(LANGUAGE_FIELDS.map((field) => [field, 'required'])) as Record<
  LanguageField,
  FieldRule
>

const languageEntry: ResumeEntryConfig<LanguageFormValues, LanguageRecord, LanguageOptions> = {
  section: 'language',
  empty: emptyLanguageValues,
  fromRecord: languageFormFromRecord,
  rules: () => LANGUAGE_RULES,
  schema: languageFormSchema,
  fields: [
    { kind: 'select', name: 'language', label: fields.language, items: (o) => o.languages },
    { kind: 'select', name: 'proficiency', label: fields.proficiency, items: (o) => o.proficiencies },
  ],
}

type LanguageFieldsProps = Omit<
  ResumeEntryFieldsProps<LanguageFormValues, LanguageRecord, LanguageOptions>,
  'config' | 'errors'
> & {
  errors?: ResumeFieldErrors<LanguageField>
}
type LanguageFormProps = Omit<
  ResumeEntryFormProps<LanguageFormValues, LanguageRecord, LanguageOptions>,
  'config'
>
type LanguageFormDialogProps = Omit<
  ResumeEntryFormDialogProps<LanguageFormValues, LanguageRecord, LanguageOptions>,
  'config'
>
type LanguageInlineFormsProps = Omit<
  ResumeEntryInlineFormsProps<LanguageFormValues, LanguageRecord, LanguageOptions>,
  'config'
>

const LanguageFields = (props: LanguageFieldsProps) => <ResumeEntryFields config={languageEntry} {...props} />
const LanguageForm = (props: LanguageFormProps) => <ResumeEntryForm config={languageEntry} {...props} />
/** The 'IDIOMA' modal. */
const LanguageFormDialog = (props: LanguageFormDialogProps) => (
  <ResumeEntryFormDialog config={languageEntry} {...props} />
)
/**
 * The inline language forms (deixe-seu-perfil, atualizacao-perfil). The page keeps only the complete
 * ones (core's `isLanguageComplete`): the languages step has no validation.
 */
const LanguageInlineForms = (props: LanguageInlineFormsProps) => (
  <ResumeEntryInlineForms config={languageEntry} {...props} />
)
const newLanguageEntry = (): ResumeInlineEntry<LanguageFormValues> => resumeInlineEntry(emptyLanguageValues())

export {
  LanguageFields,
  LanguageForm,
  LanguageFormDialog,
  LanguageInlineForms,
  emptyLanguageValues,
  languageEntry,
  newLanguageEntry,
}
export type {
  LanguageFieldsProps,
  LanguageFormDialogProps,
  LanguageFormProps,
  LanguageInlineFormsProps,
  LanguageOptions,
}
