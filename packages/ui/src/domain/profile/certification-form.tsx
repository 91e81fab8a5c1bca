// The certification form ('CERTIFICAÇÃO': code, description, expires_at) as a
// field config of the résumé entry form. The certification's name (`description`) is required; the
// expiry MM/YYYY when given (`certificationFormSchema`, checked as the platform does).
import {
  certificationFormFromRecord,
  certificationFormSchema,
  ptBR,
  type CertificationForm as CertificationFormValues,
  type CertificationRecord,
} from '@carreiras/core'
import {
  ResumeEntryForm,
  ResumeEntryFormDialog,
  type ResumeEntryConfig,
  type ResumeEntryFormDialogProps,
  type ResumeEntryFormProps,
} from './resume-entry-form'

const { fields } = ptBR.profile.certification

/** The certification form chooses from no list. */
type CertificationOptions = Record<string, never>

const emptyCertificationValues = (): CertificationFormValues => ({
  id: null,
  description: '',
  code: '',
  expiresAt: '',
})

const certificationEntry: ResumeEntryConfig<
  CertificationFormValues,
  CertificationRecord,
  CertificationOptions
> = {
  section: 'certification',
  empty: emptyCertificationValues,
  fromRecord: certificationFormFromRecord,
  rules: () => ({ description: 'required' }),
  schema: certificationFormSchema,
  fields: [
    { kind: 'text', name: 'description', label: fields.description, className: 'sm:col-span-2' },
    { kind: 'text', name: 'code', label: fields.code },
    { kind: 'monthYear', name: 'expiresAt', label: fields.expiresAt },
  ],
}

type CertificationFormProps = Omit<
  ResumeEntryFormProps<CertificationFormValues, CertificationRecord, CertificationOptions>,
  'config' | 'options'
>
type CertificationFormDialogProps = Omit<
  ResumeEntryFormDialogProps<CertificationFormValues, CertificationRecord, CertificationOptions>,
  'config' | 'options'
>

const NO_OPTIONS: CertificationOptions = {}

const CertificationForm = (props: CertificationFormProps) => (
  <ResumeEntryForm config={certificationEntry} options={NO_OPTIONS} {...props} />
)
/** The 'CERTIFICAÇÃO' modal. */
const CertificationFormDialog = (props: CertificationFormDialogProps) => (
  <ResumeEntryFormDialog config={certificationEntry} options={NO_OPTIONS} {...props} />
)

export { CertificationForm, CertificationFormDialog, certificationEntry, emptyCertificationValues }
export type { CertificationFormDialogProps, CertificationFormProps, CertificationOptions }
