// The cause form ('CAUSA': organization, area, country, dates,
// responsibilities) as a field config of the résumé entry form. The organization is required; the dates
// are MM/YYYY when given, the end not before the start (`causeFormSchema`, checked as the platform does).
import {
  causeFormFromRecord,
  causeFormSchema,
  ptBR,
  type CauseForm as CauseFormValues,
  type CauseRecord,
  type ReferenceItem,
} from '@carreiras/core'
import {
  ResumeEntryForm,
  ResumeEntryFormDialog,
  type ResumeEntryConfig,
  type ResumeEntryFormDialogProps,
  type ResumeEntryFormProps,
} from './resume-entry-form'

const { fields } = ptBR.profile.cause

/** The reference lists the cause form chooses from; the app fetches them. */
type CauseOptions = {
  /** Domain `cause_experience_areas`. */
  areas: readonly ReferenceItem[]
  /** The platform keeps the country's name. */
  countries: readonly ReferenceItem[]
}

const emptyCauseValues = (): CauseFormValues => ({
  id: null,
  organization: '',
  area: null,
  country: null,
  startDate: '',
  endDate: '',
  responsibilities: '',
})

const causeEntry: ResumeEntryConfig<CauseFormValues, CauseRecord, CauseOptions> = {
  section: 'cause',
  empty: emptyCauseValues,
  fromRecord: causeFormFromRecord,
  rules: () => ({ organization: 'required' }),
  schema: causeFormSchema,
  fields: [
    { kind: 'text', name: 'organization', label: fields.organization, className: 'sm:col-span-2' },
    { kind: 'select', name: 'area', label: fields.area, items: (o) => o.areas },
    {
      kind: 'select',
      name: 'country',
      label: fields.country,
      items: (o) => o.countries.map((country) => ({ id: country.name, name: country.name })),
      native: true,
    },
    { kind: 'monthYear', name: 'startDate', label: fields.startDate },
    { kind: 'monthYear', name: 'endDate', label: fields.endDate },
    {
      kind: 'textarea',
      name: 'responsibilities',
      label: fields.responsibilities,
      rows: 4,
      className: 'sm:col-span-2',
    },
  ],
}

type CauseFormProps = Omit<ResumeEntryFormProps<CauseFormValues, CauseRecord, CauseOptions>, 'config'>
type CauseFormDialogProps = Omit<
  ResumeEntryFormDialogProps<CauseFormValues, CauseRecord, CauseOptions>,
  'config'
>

const CauseForm = (props: CauseFormProps) => <ResumeEntryForm config={causeEntry} {...props} />
/** The 'CAUSA' modal. */
const CauseFormDialog = (props: CauseFormDialogProps) => (
  <ResumeEntryFormDialog config={causeEntry} {...props} />
)

export { CauseForm, CauseFormDialog, causeEntry, emptyCauseValues }
export type { CauseFormDialogProps, CauseFormProps, CauseOptions }
