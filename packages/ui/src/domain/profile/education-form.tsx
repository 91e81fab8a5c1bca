// The education form ('FORMAÇÃO') as a field config of the résumé entry form: which fields show and which are
// required follow core's `educationFieldRules` (state only for Brazil; institution and course hidden for
// elementary school, optional for high school; campus and shift while studying; the end optional when
// interrupted or at school levels); changing the country clears the state (`withCountry`); the values are
// checked by `educationFormSchema`, whose messages ('Campo obrigatório', 'Data inválida', 'Deve ser posterior
// a data inicial') show under each field.
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

const { fields } = ptBR.profile.education

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

const educationEntry: ResumeEntryConfig<EducationFormValues, EducationRecord, EducationOptions> = {
  section: 'education',
  empty: emptyEducationValues,
  fromRecord: educationFormFromRecord,
  rules: educationFieldRules,
  schema: educationFormSchema,
  fields: [
    {
      kind: 'select',
      name: 'countryId',
      label: fields.country,
      items: (o) => o.countries,
      change: withCountry,
      native: true,
    },
    { kind: 'select', name: 'stateId', label: fields.state, items: (o) => o.states },
    { kind: 'select', name: 'level', label: fields.level, items: (o) => o.levels },
    { kind: 'select', name: 'status', label: fields.status, items: (o) => o.statuses },
    { kind: 'listOrText', name: 'institution', label: fields.institution, items: (o) => o.institutions },
    { kind: 'listOrText', name: 'course', label: fields.course, items: (o) => o.courses },
    { kind: 'text', name: 'campus', label: fields.campus },
    { kind: 'select', name: 'period', label: fields.period, items: (o) => o.periods },
    { kind: 'monthYear', name: 'startDate', label: fields.startDate },
    { kind: 'monthYear', name: 'endDate', label: fields.endDate },
  ],
}

type EducationFieldsProps = Omit<
  ResumeEntryFieldsProps<EducationFormValues, EducationRecord, EducationOptions>,
  'config' | 'errors'
> & {
  errors?: ResumeFieldErrors<EducationField>
}
type EducationFormProps = Omit<
  ResumeEntryFormProps<EducationFormValues, EducationRecord, EducationOptions>,
  'config'
>
type EducationFormDialogProps = Omit<
  ResumeEntryFormDialogProps<EducationFormValues, EducationRecord, EducationOptions>,
  'config'
>
type EducationInlineFormsProps = Omit<
  ResumeEntryInlineFormsProps<EducationFormValues, EducationRecord, EducationOptions>,
  'config'
>

/** The education fields, shown and required as core's rules say for the chosen level, status and country. */
const EducationFields = (props: EducationFieldsProps) => (
  <ResumeEntryFields config={educationEntry} {...props} />
)
/** The education form with its error count, save and cancel. Remount it (key) for another record. */
const EducationForm = (props: EducationFormProps) => <ResumeEntryForm config={educationEntry} {...props} />
/** The 'FORMAÇÃO' modal. */
const EducationFormDialog = (props: EducationFormDialogProps) => (
  <ResumeEntryFormDialog config={educationEntry} {...props} />
)
/** The registration page's education forms: add and remove extra forms. */
const EducationInlineForms = (props: EducationInlineFormsProps) => (
  <ResumeEntryInlineForms config={educationEntry} {...props} />
)
/** A new inline education entry (empty). */
const newEducationEntry = (): ResumeInlineEntry<EducationFormValues> =>
  resumeInlineEntry(emptyEducationValues())

export {
  EducationFields,
  EducationForm,
  EducationFormDialog,
  EducationInlineForms,
  educationEntry,
  emptyEducationValues,
  newEducationEntry,
}
export type {
  EducationFieldsProps,
  EducationFormDialogProps,
  EducationFormProps,
  EducationInlineFormsProps,
  EducationOptions,
}
