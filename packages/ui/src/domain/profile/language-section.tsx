// The languages box ('Idiomas'): each entry shows the language and its proficiency's description; add, edit,
// remove; the empty state. `LanguageBox` takes plain props; `LanguageSection` drives it with a section-list
// actor.
import { ptBR, type LanguageRecord, type ReferenceItem } from '@carreiras/core'
import { LanguageFormDialog, type LanguageOptions } from './language-form'
import {
  ResumeEntryBox,
  ResumeEntrySection,
  ResumeListItem,
  type ResumeEntryBoxProps,
  type ResumeEntryItemProps,
  type ResumeEntrySectionConfig,
  type ResumeEntrySectionProps,
} from './resume-section'

const texts = ptBR.profile.language

const nameOf = (items: readonly ReferenceItem[], id: number | null) =>
  id === null ? null : (items.find((item) => item.id === id)?.name ?? null)

type LanguageItemProps = Omit<ResumeEntryItemProps<LanguageRecord, LanguageOptions>, 'now'>

/** One language: its name, then the proficiency's description. */
function LanguageItem({ record, names, onEdit, onRemove, disabled }: LanguageItemProps) {
  const proficiency = nameOf(names.proficiencies, record.proficiency)
  return (
    <ResumeListItem
      data-slot="language-item"
      title={nameOf(names.languages, record.language) ?? texts.modalTitle}
      details={proficiency ? <p>{proficiency}</p> : null}
      onEdit={onEdit}
      onRemove={onRemove}
      disabled={disabled}
    />
  )
}

const languageSection: ResumeEntrySectionConfig<LanguageRecord, LanguageOptions> = {
  section: 'language',
  title: ptBR.profile.menu.languages,
  Item: LanguageItem,
  FormDialog: LanguageFormDialog,
}

type LanguageBoxProps = Omit<ResumeEntryBoxProps<LanguageRecord, LanguageOptions>, 'config' | 'now'>

/** The 'Idiomas' box with plain props. */
const LanguageBox = (props: LanguageBoxProps) => <ResumeEntryBox config={languageSection} {...props} />

type LanguageSectionProps = Omit<
  ResumeEntrySectionProps<LanguageRecord, LanguageOptions, LanguageOptions>,
  'config' | 'footer' | 'now'
>

/**
 * The 'Idiomas' box driven by its section-list actor. The form sends `languageFormSchema`'s output as
 * `form.submit`'s values (`languagePayloadFromForm` in the app).
 */
const LanguageSection = (props: LanguageSectionProps) => (
  <ResumeEntrySection config={languageSection} {...props} />
)

export { LanguageBox, LanguageItem, LanguageSection }
export type { LanguageBoxProps, LanguageItemProps, LanguageSectionProps }
