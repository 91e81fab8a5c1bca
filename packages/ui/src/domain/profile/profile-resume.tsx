// The résumé boxes of the profile page, in the page's order: 'Formações', 'Experiências Profissionais' (with
// 'Não possuo experiência profissional' kept on the platform), 'Idiomas', 'Causas', 'Reconhecimentos',
// 'Certificações' and 'Habilidades'. Each box is driven by its own actor (the app creates them with its real
// actors, Storybook with fakes) and sits in an element with the id the profile's menu scrolls to
// (`PROFILE_RESUME_ANCHORS`). The ficha draws its résumé with ApplicationResume instead: its flag stays in
// the application's draft.
import {
  EDUCATION_LEVELS,
  EDUCATION_PERIODS,
  EDUCATION_STATUSES,
  LANGUAGE_PROFICIENCIES,
  PROFESSIONAL_EXPERIENCE_AREAS,
  PROFESSIONAL_EXPERIENCE_LEVELS,
  PROFILE_BOX_IDS,
  connectNoExperience,
  noExperienceMessages as defaultNoExperienceMessages,
  type NoExperienceMessages,
  type ReferenceItem,
  type noExperienceMachine,
} from '@carreiras/core'
import { useSelector } from '@xstate/react'
import { useState, type ComponentProps, type ReactNode } from 'react'
import type { ActorRefFrom } from 'xstate'
import { cn } from '../../lib/cn'
import { AcknowledgementSection } from './acknowledgement-section'
import type { ResumeReferenceLists } from './application-resume'
import { Button } from '../../primitives/button'
import { CauseSection } from './cause-section'
import { CertificationSection } from './certification-section'
import { EducationSection } from './education-section'
import { ExperienceSection, type ExperienceSectionProps } from './experience-section'
import { LanguageSection } from './language-section'
import { ResumeAlert } from './resume-form'
import type { SectionListActor } from './resume-section'
import { SkillsSection, type SkillsActor } from './skills-section'

type NoExperienceActor = ActorRefFrom<typeof noExperienceMachine>

/** The ids of the boxes on the profile page (core's, which the menu and links use too). */
const PROFILE_RESUME_ANCHORS = PROFILE_BOX_IDS

type ProfileExperienceSectionProps = Omit<
  ExperienceSectionProps,
  'noExperience' | 'onNoExperienceChange' | 'noExperienceDisabled' | 'noExperienceBusy' | 'noExperienceStatus'
> & {
  /** A running no-experience actor: the flag as the platform keeps it. */
  flag: NoExperienceActor
  messages?: NoExperienceMessages
}

/**
 * 'Experiências Profissionais' with 'Não possuo experiência profissional' read from and saved to the
 * platform: the checkbox is disabled until the saved value is read, shows a change at once and goes
 * back to the saved value, with 'Uoops', when the save fails.
 */
function ProfileExperienceSection({
  flag,
  messages = defaultNoExperienceMessages,
  ...props
}: ProfileExperienceSectionProps) {
  const snapshot = useSelector(flag, (s) => s)
  const view = connectNoExperience(snapshot, flag.send, messages)
  let status: ReactNode = null
  if (view.alert) status = <ResumeAlert alert={view.alert} onClose={view.onAlertDismiss} />
  else if (view.retry) {
    status = (
      <Button type="button" variant="outline" size="sm" className="self-start" onClick={view.retry.onRetry}>
        {view.retry.label}
      </Button>
    )
  }
  return (
    <ExperienceSection
      noExperience={view.checked}
      onNoExperienceChange={view.onChange}
      noExperienceDisabled={view.disabled}
      noExperienceBusy={view.busy}
      noExperienceStatus={status}
      {...props}
    />
  )
}

/** The profile's reference lists: the ficha's, plus the cause areas (domain `cause_experience_areas`). */
type ProfileReferenceLists = ResumeReferenceLists & { causeAreas: readonly ReferenceItem[] }

type ProfileResumeProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** The running section-list actors, one per section. */
  sections: {
    education: SectionListActor
    experience: SectionListActor
    language: SectionListActor
    cause: SectionListActor
    acknowledgement: SectionListActor
    certification: SectionListActor
  }
  skills: SkillsActor
  noExperience: NoExperienceActor
  lists: ProfileReferenceLists
  /** Today, for expected ends and durations (stories and tests pin it). */
  now?: Date
  /**
   * The partner-company user (the retail partner's daily employee check): 'Não possuo formação' is offered
   * while the education list is empty.
   */
  partnerCompanyUser?: boolean
}

function ProfileResumeBox({ id, children }: { id: string; children: ReactNode }) {
  return (
    <div id={id} data-slot="profile-resume-box">
      {children}
    </div>
  )
}

/** The seven résumé boxes of the profile, each under its anchor (data-slot `profile-resume`). */
function ProfileResume({
  sections,
  skills,
  noExperience,
  lists,
  now,
  partnerCompanyUser = false,
  className,
  ...props
}: ProfileResumeProps) {
  // The profile keeps no education flag on the platform: the tick only tells this page the empty list is meant.
  const [noEducation, setNoEducation] = useState(false)
  return (
    <div data-slot="profile-resume" className={cn('flex flex-col gap-8', className)} {...props}>
      <ProfileResumeBox id={PROFILE_RESUME_ANCHORS.education}>
        <EducationSection
          actor={sections.education}
          now={now}
          showNoEducation={partnerCompanyUser}
          noEducation={noEducation}
          onNoEducationChange={setNoEducation}
          options={{
            countries: lists.countries,
            states: lists.states,
            institutions: lists.institutions,
            courses: lists.courses,
            levels: EDUCATION_LEVELS,
            statuses: EDUCATION_STATUSES,
            periods: EDUCATION_PERIODS,
          }}
        />
      </ProfileResumeBox>
      <ProfileResumeBox id={PROFILE_RESUME_ANCHORS.experience}>
        <ProfileExperienceSection
          actor={sections.experience}
          flag={noExperience}
          now={now}
          options={{
            companies: lists.companies,
            levels: PROFESSIONAL_EXPERIENCE_LEVELS,
            areas: PROFESSIONAL_EXPERIENCE_AREAS,
          }}
        />
      </ProfileResumeBox>
      <ProfileResumeBox id={PROFILE_RESUME_ANCHORS.language}>
        <LanguageSection
          actor={sections.language}
          options={{ languages: lists.languages, proficiencies: LANGUAGE_PROFICIENCIES }}
        />
      </ProfileResumeBox>
      <ProfileResumeBox id={PROFILE_RESUME_ANCHORS.cause}>
        <CauseSection
          actor={sections.cause}
          options={{ areas: lists.causeAreas, countries: lists.countries }}
        />
      </ProfileResumeBox>
      <ProfileResumeBox id={PROFILE_RESUME_ANCHORS.acknowledgement}>
        <AcknowledgementSection actor={sections.acknowledgement} />
      </ProfileResumeBox>
      <ProfileResumeBox id={PROFILE_RESUME_ANCHORS.certification}>
        <CertificationSection actor={sections.certification} />
      </ProfileResumeBox>
      <ProfileResumeBox id={PROFILE_RESUME_ANCHORS.skills}>
        <SkillsSection actor={skills} />
      </ProfileResumeBox>
    </div>
  )
}

export { PROFILE_RESUME_ANCHORS, ProfileExperienceSection, ProfileResume }
export type { NoExperienceActor, ProfileExperienceSectionProps, ProfileReferenceLists, ProfileResumeProps }
