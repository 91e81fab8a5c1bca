// The education box ('Formações', doc 02 §2): entries sorted by end date, latest first (core's
// `sortEducations`), each with institution, level, course and years (a future end read as 'Previsão de
// término'); add, edit and remove; the empty state, and 'Não possuo formação' for the partner-company
// user when the list is empty. `EducationBox` takes plain props; `EducationSection` drives it with a
// section-list actor.
import { educationYears, ptBR, sortEducations, type EducationRecord, type ReferenceItem } from '@carreiras/core'
import type { ReactNode } from 'react'
import { Checkbox } from './checkbox'
import { EducationFormDialog, type EducationOptions } from './education-form'
import {
  ResumeList,
  ResumeListItem,
  ResumeSection,
  ResumeSectionBox,
  type ResumeSectionBoxProps,
  type SectionListActor,
} from './resume-section'

const texts = ptBR.profile.education

const nameOf = (items: readonly ReferenceItem[], id: number | null) =>
  id === null ? null : (items.find((item) => item.id === id)?.name ?? null)

/** The lists an entry reads its names from. */
type EducationNames = Pick<EducationOptions, 'levels' | 'institutions' | 'courses'>

/** '2019 - 2023', or '2023 - Previsão de término: 2027' when the end is still ahead. */
function educationYearsText(record: EducationRecord, now: Date): string | null {
  const { start, end, expectedEnd } = educationYears(record, now)
  const endText = end === null ? null : expectedEnd ? `${texts.expectedEnd}: ${end}` : String(end)
  const parts = [start, endText].filter((part) => part !== null)
  return parts.length > 0 ? parts.join(' - ') : null
}

type EducationItemProps = {
  record: EducationRecord
  names: EducationNames
  now: Date
  onEdit?: () => void
  onRemove?: () => void
  disabled?: boolean
}

/** One education: the institution (or the level, when none), then level, course and years. */
function EducationItem({ record, names, now, onEdit, onRemove, disabled }: EducationItemProps) {
  const level = nameOf(names.levels, record.level)
  const institution = record.institutionName ?? nameOf(names.institutions, record.institutionId)
  const course = record.courseName ?? nameOf(names.courses, record.courseId)
  const years = educationYearsText(record, now)
  const lines = [institution ? level : null, course, years].filter((line): line is string => Boolean(line))
  return (
    <ResumeListItem
      data-slot="education-item"
      title={institution ?? level ?? texts.modalTitle}
      details={lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
      onEdit={onEdit}
      onRemove={onRemove}
      disabled={disabled}
    />
  )
}

type NoEducationProps = {
  /** The partner-company user (doc 02 §2): 'Não possuo formação' shows when the list is empty. */
  showNoEducation?: boolean
  noEducation?: boolean
  onNoEducationChange?: (checked: boolean) => void
}

function NoEducationCheckbox({ noEducation = false, onNoEducationChange }: NoEducationProps) {
  return (
    <Checkbox
      data-slot="education-none"
      label={texts.none}
      checked={noEducation}
      onCheckedChange={(checked) => onNoEducationChange?.(checked === true)}
    />
  )
}

type EducationBoxProps = Omit<ResumeSectionBoxProps, 'title' | 'emptyTitle' | 'empty' | 'footer' | 'children'> &
  NoEducationProps & {
    items: readonly EducationRecord[]
    names: EducationNames
    /** Today, for expected ends (stories and tests pin it). */
    now?: Date
    onEdit?: (id: number) => void
    onRemove?: (id: number) => void
    /** The entry whose removal is being confirmed or done (its buttons are disabled). */
    removingId?: number | null
    title?: ReactNode
  }

/** The 'Formações' box with plain props. */
function EducationBox({
  items,
  names,
  now = new Date(),
  onEdit,
  onRemove,
  removingId = null,
  canChange = true,
  showNoEducation = false,
  noEducation,
  onNoEducationChange,
  title = ptBR.profile.menu.educations,
  ...props
}: EducationBoxProps) {
  const empty = items.length === 0
  return (
    <ResumeSectionBox
      data-slot="education-box"
      title={title}
      emptyTitle={ptBR.ui.domain.resume.empty.education}
      empty={empty}
      canChange={canChange}
      footer={
        showNoEducation && empty ? (
          <NoEducationCheckbox noEducation={noEducation} onNoEducationChange={onNoEducationChange} />
        ) : null
      }
      {...props}
    >
      <ResumeList>
        {sortEducations(items).map((record) => (
          <EducationItem
            key={record.id}
            record={record}
            names={names}
            now={now}
            onEdit={onEdit ? () => onEdit(record.id) : undefined}
            onRemove={onRemove ? () => onRemove(record.id) : undefined}
            disabled={!canChange || removingId === record.id}
          />
        ))}
      </ResumeList>
    </ResumeSectionBox>
  )
}

type EducationSectionProps = NoEducationProps & {
  /** A running section-list actor of section 'education' whose records are EducationRecords. */
  actor: SectionListActor
  options: EducationOptions
  now?: Date
  headingLevel?: 2 | 3 | 4
  className?: string
}

/**
 * The 'Formações' box driven by its section-list actor: add and edit in the 'FORMAÇÃO' modal, removal
 * after 'Atenção', the 'Pronto!' / 'Uoops' alerts. The form sends `educationFormSchema`'s output as
 * `form.submit`'s values (the app's `save` actor builds the payload with `educationPayloadFromForm`).
 */
function EducationSection({ actor, options, now = new Date(), showNoEducation, noEducation, onNoEducationChange, ...props }: EducationSectionProps) {
  return (
    <ResumeSection<EducationRecord>
      data-slot="education-section"
      actor={actor}
      title={ptBR.profile.menu.educations}
      emptyTitle={ptBR.ui.domain.resume.empty.education}
      sort={sortEducations}
      renderItem={(record, actions) => (
        <EducationItem key={record.id} record={record} names={options} now={now} {...actions} />
      )}
      renderForm={({ open, formKey, record, saving, alert, onSubmit, onCancel }) => (
        <EducationFormDialog
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
      footer={({ empty }) =>
        showNoEducation && empty ? (
          <NoEducationCheckbox noEducation={noEducation} onNoEducationChange={onNoEducationChange} />
        ) : null
      }
      {...props}
    />
  )
}

export { EducationBox, EducationItem, EducationSection }
export type { EducationBoxProps, EducationItemProps, EducationNames, EducationSectionProps }
