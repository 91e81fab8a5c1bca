// The acknowledgement form ('RECONHECIMENTO': title, description, date) as a
// field config of the résumé entry form. The title is required; the date MM/YYYY when given
// (`acknowledgementFormSchema`, checked as the platform does).
import {
  acknowledgementFormFromRecord,
  acknowledgementFormSchema,
  ptBR,
  type AcknowledgementForm as AcknowledgementFormValues,
  type AcknowledgementRecord,
} from '@carreiras/core'
import {
  ResumeEntryForm,
  ResumeEntryFormDialog,
  type ResumeEntryConfig,
  type ResumeEntryFormDialogProps,
  type ResumeEntryFormProps,
} from './resume-entry-form'

const { fields } = ptBR.profile.acknowledgement

/** The acknowledgement form chooses from no list. */
type AcknowledgementOptions = Record<string, never>

const emptyAcknowledgementValues = (): AcknowledgementFormValues => ({
  id: null,
  title: '',
  date: '',
  description: '',
})

const acknowledgementEntry: ResumeEntryConfig<
  AcknowledgementFormValues,
  AcknowledgementRecord,
  AcknowledgementOptions
> = {
  section: 'acknowledgement',
  empty: emptyAcknowledgementValues,
  fromRecord: acknowledgementFormFromRecord,
  rules: () => ({ title: 'required' }),
  schema: acknowledgementFormSchema,
  fields: [
    { kind: 'text', name: 'title', label: fields.title },
    { kind: 'monthYear', name: 'date', label: fields.date },
    { kind: 'textarea', name: 'description', label: fields.description, rows: 4, className: 'sm:col-span-2' },
  ],
}

type AcknowledgementFormProps = Omit<
  ResumeEntryFormProps<AcknowledgementFormValues, AcknowledgementRecord, AcknowledgementOptions>,
  'config' | 'options'
>
type AcknowledgementFormDialogProps = Omit<
  ResumeEntryFormDialogProps<AcknowledgementFormValues, AcknowledgementRecord, AcknowledgementOptions>,
  'config' | 'options'
>

const NO_OPTIONS: AcknowledgementOptions = {}

const AcknowledgementForm = (props: AcknowledgementFormProps) => (
  <ResumeEntryForm config={acknowledgementEntry} options={NO_OPTIONS} {...props} />
)
/** The 'RECONHECIMENTO' modal. */
const AcknowledgementFormDialog = (props: AcknowledgementFormDialogProps) => (
  <ResumeEntryFormDialog config={acknowledgementEntry} options={NO_OPTIONS} {...props} />
)

export { AcknowledgementForm, AcknowledgementFormDialog, acknowledgementEntry, emptyAcknowledgementValues }
export type { AcknowledgementFormDialogProps, AcknowledgementFormProps, AcknowledgementOptions }
