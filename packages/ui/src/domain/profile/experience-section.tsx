// The professional experience box ('Experiências Profissionais'): entries sorted by start year, latest first
// (core's `sortExperiences`), each with role, company, 'start year - end year' or '- Atualmente', the
// duration ('2 anos 3 meses ') and the responsibilities cut at 120 characters plus dots; add, edit, remove;
// the empty state with 'Não possuo experiência profissional'. `ExperienceBox` takes plain props;
// `ExperienceSection` drives it with a section-list actor.
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
import { Checkbox } from '../../primitives/checkbox'
import { ExperienceFormDialog, type ExperienceOptions } from './experience-form'
import {
  ResumeEntryBox,
  ResumeEntrySection,
  ResumeListItem,
  type ResumeEntryBoxProps,
  type ResumeEntryItemProps,
  type ResumeEntrySectionConfig,
  type ResumeEntrySectionProps,
} from './resume-section'

const texts = ptBR.profile.experience

/** The lists an entry reads its names from. */
type ExperienceNames = Pick<ExperienceOptions, 'companies'>

const companyName = (record: ExperienceRecord, companies: readonly ReferenceItem[]) =>
  record.company ?? companies.find((company) => company.id === record.companyId)?.name ?? null

type ExperienceItemProps = ResumeEntryItemProps<ExperienceRecord, ExperienceNames>

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

const experienceSection: ResumeEntrySectionConfig<ExperienceRecord, ExperienceNames, ExperienceOptions> = {
  section: 'experience',
  title: ptBR.profile.menu.experiences,
  sort: sortExperiences,
  Item: ExperienceItem,
  FormDialog: ExperienceFormDialog,
}

type NoExperienceProps = {
  /** 'Não possuo experiência profissional' (shown while the list is empty). */
  noExperience?: boolean
  onNoExperienceChange?: (checked: boolean) => void
  /** Until the saved value is known (the profile reads it from the platform). */
  noExperienceDisabled?: boolean
  /** The value is being saved (the profile saves each change). */
  noExperienceBusy?: boolean
  /** Under the checkbox: the profile's failed-save alert or retry. */
  noExperienceStatus?: ReactNode
}

function NoExperienceCheckbox({
  noExperience = false,
  onNoExperienceChange,
  noExperienceDisabled = false,
  noExperienceBusy = false,
  noExperienceStatus,
}: NoExperienceProps) {
  const checkbox = (
    <Checkbox
      data-slot="experience-none"
      label={texts.none}
      checked={noExperience}
      disabled={noExperienceDisabled}
      aria-busy={noExperienceBusy || undefined}
      onCheckedChange={(checked) => onNoExperienceChange?.(checked === true)}
    />
  )
  if (!noExperienceStatus) return checkbox
  return (
    <div className="flex flex-col gap-2">
      {checkbox}
      {noExperienceStatus}
    </div>
  )
}

type ExperienceBoxProps = Omit<ResumeEntryBoxProps<ExperienceRecord, ExperienceNames>, 'config' | 'footer'> &
  NoExperienceProps

/** The 'Experiências Profissionais' box with plain props. */
function ExperienceBox({
  noExperience,
  onNoExperienceChange,
  noExperienceDisabled,
  noExperienceBusy,
  noExperienceStatus,
  ...props
}: ExperienceBoxProps) {
  const flag = {
    noExperience,
    onNoExperienceChange,
    noExperienceDisabled,
    noExperienceBusy,
    noExperienceStatus,
  }
  return (
    <ResumeEntryBox
      config={experienceSection}
      footer={({ empty }) => (empty ? <NoExperienceCheckbox {...flag} /> : null)}
      {...props}
    />
  )
}

type ExperienceSectionProps = Omit<
  ResumeEntrySectionProps<ExperienceRecord, ExperienceNames, ExperienceOptions>,
  'config' | 'footer'
> &
  NoExperienceProps

/**
 * The 'Experiências Profissionais' box driven by its section-list actor. The form sends
 * `experienceFormSchema`'s output as `form.submit`'s values (`experiencePayloadFromForm` in the app).
 */
function ExperienceSection({
  noExperience,
  onNoExperienceChange,
  noExperienceDisabled,
  noExperienceBusy,
  noExperienceStatus,
  ...props
}: ExperienceSectionProps) {
  const flag = {
    noExperience,
    onNoExperienceChange,
    noExperienceDisabled,
    noExperienceBusy,
    noExperienceStatus,
  }
  return (
    <ResumeEntrySection
      config={experienceSection}
      footer={({ empty }) => (empty ? <NoExperienceCheckbox {...flag} /> : null)}
      {...props}
    />
  )
}

export { ExperienceBox, ExperienceItem, ExperienceSection }
export type { ExperienceBoxProps, ExperienceItemProps, ExperienceNames, ExperienceSectionProps }
