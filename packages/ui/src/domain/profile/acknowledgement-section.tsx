// The acknowledgements box ('Reconhecimentos'): each entry shows its title, date (MM/YYYY) and description;
// add and edit in the 'RECONHECIMENTO' modal, remove after 'Atenção'. `AcknowledgementBox` takes plain props;
// `AcknowledgementSection` drives it with a section-list actor (section 'acknowledgement').
import { ptBR, type AcknowledgementRecord } from '@carreiras/core'
import { AcknowledgementFormDialog, type AcknowledgementOptions } from './acknowledgement-form'
import {
  ResumeEntryBox,
  ResumeEntrySection,
  ResumeListItem,
  type ResumeEntryBoxProps,
  type ResumeEntryItemProps,
  type ResumeEntrySectionConfig,
  type ResumeEntrySectionProps,
} from './resume-section'

const texts = ptBR.profile.acknowledgement
const NO_OPTIONS: AcknowledgementOptions = {}

type AcknowledgementItemProps = Omit<
  ResumeEntryItemProps<AcknowledgementRecord, AcknowledgementOptions>,
  'now' | 'names'
>

/** One acknowledgement: its title, then the date and the description. */
function AcknowledgementItem({ record, onEdit, onRemove, disabled }: AcknowledgementItemProps) {
  const date = record.date?.trim() || null
  const description = record.description?.trim() || null
  return (
    <ResumeListItem
      data-slot="acknowledgement-item"
      title={record.title ?? texts.modalTitle}
      details={
        date || description ? (
          <>
            {date ? <p>{date}</p> : null}
            {description ? <p data-slot="acknowledgement-item-description">{description}</p> : null}
          </>
        ) : null
      }
      onEdit={onEdit}
      onRemove={onRemove}
      disabled={disabled}
    />
  )
}

const acknowledgementSection: ResumeEntrySectionConfig<AcknowledgementRecord, AcknowledgementOptions> = {
  section: 'acknowledgement',
  title: ptBR.profile.menu.acknowledgements,
  Item: AcknowledgementItem,
  FormDialog: AcknowledgementFormDialog,
}

type AcknowledgementBoxProps = Omit<
  ResumeEntryBoxProps<AcknowledgementRecord, AcknowledgementOptions>,
  'config' | 'now' | 'names'
>

/** The 'Reconhecimentos' box with plain props. */
const AcknowledgementBox = (props: AcknowledgementBoxProps) => (
  <ResumeEntryBox config={acknowledgementSection} names={NO_OPTIONS} {...props} />
)

type AcknowledgementSectionProps = Omit<
  ResumeEntrySectionProps<AcknowledgementRecord, AcknowledgementOptions, AcknowledgementOptions>,
  'config' | 'footer' | 'now' | 'options'
>

/**
 * The 'Reconhecimentos' box driven by its section-list actor. The form sends
 * `acknowledgementFormSchema`'s output as `form.submit`'s values (`acknowledgementPayloadFromForm` in the app).
 */
const AcknowledgementSection = (props: AcknowledgementSectionProps) => (
  <ResumeEntrySection config={acknowledgementSection} options={NO_OPTIONS} {...props} />
)

export { AcknowledgementBox, AcknowledgementItem, AcknowledgementSection }
export type { AcknowledgementBoxProps, AcknowledgementItemProps, AcknowledgementSectionProps }
