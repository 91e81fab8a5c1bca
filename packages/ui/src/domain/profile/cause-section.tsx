// The causes box ('Causas'): each entry shows the organization, the area and country, the dates as typed
// (MM/YYYY) and the responsibilities cut at 120 characters plus dots; add and edit in the 'CAUSA' modal,
// remove after 'Atenção'. `CauseBox` takes plain props; `CauseSection` drives it with a section-list actor
// (section 'cause').
import { ptBR, truncateResponsibilities, type CauseRecord, type ReferenceItem } from '@carreiras/core'
import { CauseFormDialog, type CauseOptions } from './cause-form'
import {
  ResumeEntryBox,
  ResumeEntrySection,
  ResumeListItem,
  type ResumeEntryBoxProps,
  type ResumeEntryItemProps,
  type ResumeEntrySectionConfig,
  type ResumeEntrySectionProps,
} from './resume-section'

const texts = ptBR.profile.cause

const nameOf = (items: readonly ReferenceItem[], id: number | null) =>
  id === null ? null : (items.find((item) => item.id === id)?.name ?? null)

/** '02/2019 - 12/2021', or the one date given. */
const causeDatesText = (record: CauseRecord) =>
  [record.start_date, record.end_date].filter((date) => date !== null && date.trim() !== '').join(' - ')

type CauseItemProps = Omit<ResumeEntryItemProps<CauseRecord, CauseOptions>, 'now'>

/** One cause: the organization, then area and country, dates, the responsibilities' preview. */
function CauseItem({ record, names, onEdit, onRemove, disabled }: CauseItemProps) {
  const place = [nameOf(names.areas, record.area), record.country].filter(Boolean).join(' · ')
  const dates = causeDatesText(record)
  const responsibilities = truncateResponsibilities(record.responsabilities)
  return (
    <ResumeListItem
      data-slot="cause-item"
      title={record.organization ?? texts.modalTitle}
      details={
        place || dates || responsibilities ? (
          <>
            {place ? <p>{place}</p> : null}
            {dates ? <p>{dates}</p> : null}
            {responsibilities ? <p data-slot="cause-item-responsibilities">{responsibilities}</p> : null}
          </>
        ) : null
      }
      onEdit={onEdit}
      onRemove={onRemove}
      disabled={disabled}
    />
  )
}

const causeSection: ResumeEntrySectionConfig<CauseRecord, CauseOptions> = {
  section: 'cause',
  title: ptBR.profile.menu.causes,
  Item: CauseItem,
  FormDialog: CauseFormDialog,
}

type CauseBoxProps = Omit<ResumeEntryBoxProps<CauseRecord, CauseOptions>, 'config' | 'now'>

/** The 'Causas' box with plain props. */
const CauseBox = (props: CauseBoxProps) => <ResumeEntryBox config={causeSection} {...props} />

type CauseSectionProps = Omit<
  ResumeEntrySectionProps<CauseRecord, CauseOptions, CauseOptions>,
  'config' | 'footer' | 'now'
>

/**
 * The 'Causas' box driven by its section-list actor. The form sends `causeFormSchema`'s output as
 * `form.submit`'s values (`causePayloadFromForm` in the app).
 */
const CauseSection = (props: CauseSectionProps) => <ResumeEntrySection config={causeSection} {...props} />

export { CauseBox, CauseItem, CauseSection, causeDatesText }
export type { CauseBoxProps, CauseItemProps, CauseSectionProps }
