// The professional experience form ('EXPERIÊNCIA PROFISSIONAL') as a field config of the résumé entry form:
// company (list or free text, at most 10 suggestions: core's `companyOptions`), role, level, area (a domain
// item or 'Outros'), responsibilities, start and end; checking current occupation clears and disables the end
// (`withCurrentOccupation`; `experienceFieldRules` hides it); the values are checked by
// `experienceFormSchema`.
import {
  COMPANY_DROPDOWN_MAX,
  EMPTY_LIST_OR_TEXT,
  OTHER_EXPERIENCE_AREA,
  companyOptions,
  experienceFieldRules,
  experienceFormFromRecord,
  experienceFormSchema,
  ptBR,
  withCurrentOccupation,
  type ExperienceArea,
  type ExperienceField,
  type ExperienceForm as ExperienceFormValues,
  type ExperienceRecord,
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

const { fields } = ptBR.profile.experience

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

const areaItems = (options: ExperienceOptions): { id: ExperienceArea; name: string }[] => [
  ...options.areas,
  { id: OTHER_EXPERIENCE_AREA, name: OTHER_EXPERIENCE_AREA },
]

const experienceEntry: ResumeEntryConfig<ExperienceFormValues, ExperienceRecord, ExperienceOptions> = {
  section: 'experience',
  empty: emptyExperienceValues,
  fromRecord: experienceFormFromRecord,
  rules: experienceFieldRules,
  schema: experienceFormSchema,
  fields: [
    {
      kind: 'listOrText',
      name: 'company',
      label: fields.company,
      items: (o) => o.companies,
      filter: (query, o) => companyOptions(query, o.companies).map((company) => company.name),
      maxSuggestions: COMPANY_DROPDOWN_MAX,
    },
    { kind: 'text', name: 'role', label: fields.role },
    { kind: 'select', name: 'level', label: fields.level, items: (o) => o.levels },
    { kind: 'select', name: 'area', label: fields.area, items: areaItems },
    {
      kind: 'textarea',
      name: 'responsibilities',
      label: fields.responsibilities,
      rows: 4,
      className: 'sm:col-span-2',
    },
    { kind: 'monthYear', name: 'startDate', label: fields.startDate },
    // Hidden by the rules while current: shown cleared and disabled.
    { kind: 'monthYear', name: 'endDate', label: fields.endDate, disabledWhenHidden: true },
    {
      kind: 'checkbox',
      name: 'currentOccupation',
      label: fields.currentOccupation,
      className: 'sm:col-span-2',
      change: withCurrentOccupation,
    },
  ],
}

type ExperienceFieldsProps = Omit<
  ResumeEntryFieldsProps<ExperienceFormValues, ExperienceRecord, ExperienceOptions>,
  'config' | 'errors'
> & {
  errors?: ResumeFieldErrors<ExperienceField>
}
type ExperienceFormProps = Omit<
  ResumeEntryFormProps<ExperienceFormValues, ExperienceRecord, ExperienceOptions>,
  'config'
>
type ExperienceFormDialogProps = Omit<
  ResumeEntryFormDialogProps<ExperienceFormValues, ExperienceRecord, ExperienceOptions>,
  'config'
>
type ExperienceInlineFormsProps = Omit<
  ResumeEntryInlineFormsProps<ExperienceFormValues, ExperienceRecord, ExperienceOptions>,
  'config'
>

const ExperienceFields = (props: ExperienceFieldsProps) => (
  <ResumeEntryFields config={experienceEntry} {...props} />
)
const ExperienceForm = (props: ExperienceFormProps) => <ResumeEntryForm config={experienceEntry} {...props} />
/** The 'EXPERIÊNCIA PROFISSIONAL' modal. */
const ExperienceFormDialog = (props: ExperienceFormDialogProps) => (
  <ResumeEntryFormDialog config={experienceEntry} {...props} />
)
/** The registration page's experience forms: add and remove extra forms. */
const ExperienceInlineForms = (props: ExperienceInlineFormsProps) => (
  <ResumeEntryInlineForms config={experienceEntry} {...props} />
)
const newExperienceEntry = (): ResumeInlineEntry<ExperienceFormValues> =>
  resumeInlineEntry(emptyExperienceValues())

export {
  ExperienceFields,
  ExperienceForm,
  ExperienceFormDialog,
  ExperienceInlineForms,
  emptyExperienceValues,
  experienceEntry,
  newExperienceEntry,
}
export type {
  ExperienceFieldsProps,
  ExperienceFormDialogProps,
  ExperienceFormProps,
  ExperienceInlineFormsProps,
  ExperienceOptions,
}
