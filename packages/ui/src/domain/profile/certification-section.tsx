// The certifications box ('Certificações'): each entry shows the certification's name, its credential code
// ('Código: …') and expiry ('Válida até MM/YYYY'); add and edit in the 'CERTIFICAÇÃO' modal, remove after
// 'Atenção'. `CertificationBox` takes plain props; `CertificationSection` drives it with a section-list actor
// (section 'certification').
import { ptBR, type CertificationRecord } from '@carreiras/core'
import { CertificationFormDialog, type CertificationOptions } from './certification-form'
import {
  ResumeEntryBox,
  ResumeEntrySection,
  ResumeListItem,
  type ResumeEntryBoxProps,
  type ResumeEntryItemProps,
  type ResumeEntrySectionConfig,
  type ResumeEntrySectionProps,
} from './resume-section'

const texts = ptBR.profile.certification
const NO_OPTIONS: CertificationOptions = {}

type CertificationItemProps = Omit<
  ResumeEntryItemProps<CertificationRecord, CertificationOptions>,
  'now' | 'names'
>

/** One certification: its name, then the credential code and the expiry. */
function CertificationItem({ record, onEdit, onRemove, disabled }: CertificationItemProps) {
  const code = record.code?.trim() || null
  const expiresAt = record.expires_at?.trim() || null
  return (
    <ResumeListItem
      data-slot="certification-item"
      title={record.description ?? texts.modalTitle}
      details={
        code || expiresAt ? (
          <>
            {code ? <p>{texts.code(code)}</p> : null}
            {expiresAt ? <p>{texts.expiresAt(expiresAt)}</p> : null}
          </>
        ) : null
      }
      onEdit={onEdit}
      onRemove={onRemove}
      disabled={disabled}
    />
  )
}

const certificationSection: ResumeEntrySectionConfig<CertificationRecord, CertificationOptions> = {
  section: 'certification',
  title: ptBR.profile.menu.certifications,
  Item: CertificationItem,
  FormDialog: CertificationFormDialog,
}

type CertificationBoxProps = Omit<
  ResumeEntryBoxProps<CertificationRecord, CertificationOptions>,
  'config' | 'now' | 'names'
>

/** The 'Certificações' box with plain props. */
const CertificationBox = (props: CertificationBoxProps) => (
  <ResumeEntryBox config={certificationSection} names={NO_OPTIONS} {...props} />
)

type CertificationSectionProps = Omit<
  ResumeEntrySectionProps<CertificationRecord, CertificationOptions, CertificationOptions>,
  'config' | 'footer' | 'now' | 'options'
>

/**
 * The 'Certificações' box driven by its section-list actor. The form sends `certificationFormSchema`'s
 * output as `form.submit`'s values (`certificationPayloadFromForm` in the app).
 */
const CertificationSection = (props: CertificationSectionProps) => (
  <ResumeEntrySection config={certificationSection} options={NO_OPTIONS} {...props} />
)

export { CertificationBox, CertificationItem, CertificationSection }
export type { CertificationBoxProps, CertificationItemProps, CertificationSectionProps }
