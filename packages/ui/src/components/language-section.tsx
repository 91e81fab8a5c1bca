// The languages box ('Idiomas', doc 02 §2): each entry shows the language and its proficiency's
// description; add, edit, remove; the empty state. `LanguageBox` takes plain props; `LanguageSection`
// drives it with a section-list actor.
import { ptBR, type LanguageRecord, type ReferenceItem } from '@carreiras/core'
import type { ReactNode } from 'react'
import { LanguageFormDialog, type LanguageOptions } from './language-form'
import {
  ResumeList,
  ResumeListItem,
  ResumeSection,
  ResumeSectionBox,
  type ResumeSectionBoxProps,
  type SectionListActor,
} from './resume-section'

const texts = ptBR.profile.language

const nameOf = (items: readonly ReferenceItem[], id: number | null) =>
  id === null ? null : (items.find((item) => item.id === id)?.name ?? null)

type LanguageItemProps = {
  record: LanguageRecord
  names: LanguageOptions
  onEdit?: () => void
  onRemove?: () => void
  disabled?: boolean
}

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

type LanguageBoxProps = Omit<ResumeSectionBoxProps, 'title' | 'emptyTitle' | 'empty' | 'children'> & {
  items: readonly LanguageRecord[]
  names: LanguageOptions
  onEdit?: (id: number) => void
  onRemove?: (id: number) => void
  removingId?: number | null
  title?: ReactNode
}

/** The 'Idiomas' box with plain props. */
function LanguageBox({
  items,
  names,
  onEdit,
  onRemove,
  removingId = null,
  canChange = true,
  title = ptBR.profile.menu.languages,
  ...props
}: LanguageBoxProps) {
  return (
    <ResumeSectionBox
      data-slot="language-box"
      title={title}
      emptyTitle={ptBR.ui.domain.resume.empty.language}
      empty={items.length === 0}
      canChange={canChange}
      {...props}
    >
      <ResumeList>
        {items.map((record) => (
          <LanguageItem
            key={record.id}
            record={record}
            names={names}
            onEdit={onEdit ? () => onEdit(record.id) : undefined}
            onRemove={onRemove ? () => onRemove(record.id) : undefined}
            disabled={!canChange || removingId === record.id}
          />
        ))}
      </ResumeList>
    </ResumeSectionBox>
  )
}

type LanguageSectionProps = {
  /** A running section-list actor of section 'language' whose records are LanguageRecords. */
  actor: SectionListActor
  options: LanguageOptions
  headingLevel?: 2 | 3 | 4
  className?: string
}

/**
 * The 'Idiomas' box driven by its section-list actor. The form sends `languageFormSchema`'s output as
 * `form.submit`'s values (`languagePayloadFromForm` in the app).
 */
function LanguageSection({ actor, options, ...props }: LanguageSectionProps) {
  return (
    <ResumeSection<LanguageRecord>
      data-slot="language-section"
      actor={actor}
      title={ptBR.profile.menu.languages}
      emptyTitle={ptBR.ui.domain.resume.empty.language}
      renderItem={(record, actions) => <LanguageItem key={record.id} record={record} names={options} {...actions} />}
      renderForm={({ open, formKey, record, saving, alert, onSubmit, onCancel }) => (
        <LanguageFormDialog
          key={formKey}
          open={open}
          record={record}
          options={options}
          saving={saving}
          alert={alert}
          onSubmit={onSubmit}
          onCancel={onCancel}
        />
      )}
      {...props}
    />
  )
}

export { LanguageBox, LanguageItem, LanguageSection }
export type { LanguageBoxProps, LanguageItemProps, LanguageSectionProps }
