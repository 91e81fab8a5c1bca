// The professional experience box ('Experiências Profissionais', doc 02 §2): entries sorted by start
// year, latest first (core's `sortExperiences`), each with role, company, 'start year - end year' or
// '- Atualmente', the duration ('2 anos 3 meses ') and the responsibilities cut at 120 characters plus
// dots; add, edit, remove; the empty state with 'Não possuo experiência profissional'.
// `ExperienceBox` takes plain props; `ExperienceSection` drives it with a section-list actor.
import {
  experienceDurationText,
  experienceYearsText,
  ptBR,
  sortExperiences,
  truncateResponsibilities,
  type ExperienceRecord,
  type ReferenceItem,
} from '@carreiras/core'
import type { ReactNode } from 'react'
import { Checkbox } from './checkbox'
import { ExperienceFormDialog, type ExperienceOptions } from './experience-form'
import {
  ResumeList,
  ResumeListItem,
  ResumeSection,
  ResumeSectionBox,
  type ResumeSectionBoxProps,
  type SectionListActor,
} from './resume-section'

const texts = ptBR.profile.experience

/** The lists an entry reads its names from. */
type ExperienceNames = Pick<ExperienceOptions, 'companies'>

const companyName = (record: ExperienceRecord, companies: readonly ReferenceItem[]) =>
  record.company ?? companies.find((company) => company.id === record.companyId)?.name ?? null

type ExperienceItemProps = {
  record: ExperienceRecord
  names: ExperienceNames
  now: Date
  onEdit?: () => void
  onRemove?: () => void
  disabled?: boolean
}

/** One experience: role, company, years and duration, the responsibilities' preview. */
function ExperienceItem({ record, names, now, onEdit, onRemove, disabled }: ExperienceItemProps) {
  const company = companyName(record, names.companies)
  const years = experienceYearsText(record)
  const duration = experienceDurationText(record, now).trim()
  const responsibilities = truncateResponsibilities(record.responsabilities)
  return (
    <ResumeListItem
      data-slot="experience-item"
      title={record.role ?? company ?? texts.modalTitle}
      details={
        <>
          {company ? <p>{company}</p> : null}
          {years ? <p>{duration ? `${years} · ${duration}` : years}</p> : null}
          {responsibilities ? <p data-slot="experience-item-responsibilities">{responsibilities}</p> : null}
        </>
      }
      onEdit={onEdit}
      onRemove={onRemove}
      disabled={disabled}
    />
  )
}

type NoExperienceProps = {
  /** 'Não possuo experiência profissional' (shown while the list is empty). */
  noExperience?: boolean
  onNoExperienceChange?: (checked: boolean) => void
}

function NoExperienceCheckbox({ noExperience = false, onNoExperienceChange }: NoExperienceProps) {
  return (
    <Checkbox
      data-slot="experience-none"
      label={texts.none}
      checked={noExperience}
      onCheckedChange={(checked) => onNoExperienceChange?.(checked === true)}
    />
  )
}

type ExperienceBoxProps = Omit<ResumeSectionBoxProps, 'title' | 'emptyTitle' | 'empty' | 'footer' | 'children'> &
  NoExperienceProps & {
    items: readonly ExperienceRecord[]
    names: ExperienceNames
    /** Today, for the current occupation's duration (stories and tests pin it). */
    now?: Date
    onEdit?: (id: number) => void
    onRemove?: (id: number) => void
    removingId?: number | null
    title?: ReactNode
  }

/** The 'Experiências Profissionais' box with plain props. */
function ExperienceBox({
  items,
  names,
  now = new Date(),
  onEdit,
  onRemove,
  removingId = null,
  canChange = true,
  noExperience,
  onNoExperienceChange,
  title = ptBR.profile.menu.experiences,
  ...props
}: ExperienceBoxProps) {
  const empty = items.length === 0
  return (
    <ResumeSectionBox
      data-slot="experience-box"
      title={title}
      emptyTitle={ptBR.ui.domain.resume.empty.experience}
      empty={empty}
      canChange={canChange}
      footer={
        empty ? <NoExperienceCheckbox noExperience={noExperience} onNoExperienceChange={onNoExperienceChange} /> : null
      }
      {...props}
    >
      <ResumeList>
        {sortExperiences(items).map((record) => (
          <ExperienceItem
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

type ExperienceSectionProps = NoExperienceProps & {
  /** A running section-list actor of section 'experience' whose records are ExperienceRecords. */
  actor: SectionListActor
  options: ExperienceOptions
  now?: Date
  headingLevel?: 2 | 3 | 4
  className?: string
}

/**
 * The 'Experiências Profissionais' box driven by its section-list actor. The form sends
 * `experienceFormSchema`'s output as `form.submit`'s values (`experiencePayloadFromForm` in the app).
 */
function ExperienceSection({ actor, options, now = new Date(), noExperience, onNoExperienceChange, ...props }: ExperienceSectionProps) {
  return (
    <ResumeSection<ExperienceRecord>
      data-slot="experience-section"
      actor={actor}
      title={ptBR.profile.menu.experiences}
      emptyTitle={ptBR.ui.domain.resume.empty.experience}
      sort={sortExperiences}
      renderItem={(record, actions) => (
        <ExperienceItem key={record.id} record={record} names={options} now={now} {...actions} />
      )}
      renderForm={({ open, formKey, record, saving, alert, onSubmit, onCancel }) => (
        <ExperienceFormDialog
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
        empty ? <NoExperienceCheckbox noExperience={noExperience} onNoExperienceChange={onNoExperienceChange} /> : null
      }
      {...props}
    />
  )
}

export { ExperienceBox, ExperienceItem, ExperienceSection }
export type { ExperienceBoxProps, ExperienceItemProps, ExperienceNames, ExperienceSectionProps }
