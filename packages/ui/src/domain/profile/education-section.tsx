// The education box ('Formações'): entries sorted by end date, latest first (core's `sortEducations`), each
// with institution, level, course and years (a future end read as 'Previsão de término'); add, edit and
// remove; the empty state, and 'Não possuo formação' for the partner-company user when the list is empty.
// `EducationBox` takes plain props; `EducationSection` drives it with a section-list actor.
import {
  educationYears,
  ptBR,
  sortEducations,
  type EducationRecord,
  type ReferenceItem,
} from '@carreiras/core'
import { Checkbox } from '../../primitives/checkbox'
import { EducationFormDialog, type EducationOptions } from './education-form'
import {
  ResumeEntryBox,
  ResumeEntrySection,
  ResumeListItem,
  type ResumeEntryBoxProps,
  type ResumeEntryItemProps,
  type ResumeEntrySectionConfig,
  type ResumeEntrySectionProps,
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

type EducationItemProps = ResumeEntryItemProps<EducationRecord, EducationNames>

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

const educationSection: ResumeEntrySectionConfig<EducationRecord, EducationNames, EducationOptions> = {
  section: 'education',
  title: ptBR.profile.menu.educations,
  sort: sortEducations,
  Item: EducationItem,
  FormDialog: EducationFormDialog,
}

type NoEducationProps = {
  /** The partner-company user: 'Não possuo formação' shows when the list is empty. */
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

type EducationBoxProps = Omit<ResumeEntryBoxProps<EducationRecord, EducationNames>, 'config' | 'footer'> &
  NoEducationProps

/** The 'Formações' box with plain props. */
function EducationBox({
  showNoEducation = false,
  noEducation,
  onNoEducationChange,
  ...props
}: EducationBoxProps) {
  return (
    <ResumeEntryBox
      config={educationSection}
      footer={({ empty }) =>
        showNoEducation && empty ? (
          <NoEducationCheckbox noEducation={noEducation} onNoEducationChange={onNoEducationChange} />
        ) : null
      }
      {...props}
    />
  )
}

type EducationSectionProps = Omit<
  ResumeEntrySectionProps<EducationRecord, EducationNames, EducationOptions>,
  'config' | 'footer'
> &
  NoEducationProps

/**
 * The 'Formações' box driven by its section-list actor: add and edit in the 'FORMAÇÃO' modal, removal
 * after 'Atenção', the 'Pronto!' / 'Uoops' alerts. The form sends `educationFormSchema`'s output as
 * `form.submit`'s values (the app's `save` actor builds the payload with `educationPayloadFromForm`).
 */
function EducationSection({
  showNoEducation,
  noEducation,
  onNoEducationChange,
  ...props
}: EducationSectionProps) {
  return (
    <ResumeEntrySection
      config={educationSection}
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
