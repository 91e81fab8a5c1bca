// The résumé sections of the ficha's second tab and of the profile: 'Formações', 'Experiências Profissionais'
// and 'Idiomas', each the design system's section driven by its own section-list actor (the app creates them
// with its real actors, Storybook with fakes), and, under the experiences, tab 2's rule ('Informe sua
// experiência profissional'), announced. The number of experiences listed goes back to the caller once the
// list has loaded (an empty list while loading is not 'no experience').
import {
  selectItemCount,
  EDUCATION_LEVELS,
  EDUCATION_PERIODS,
  EDUCATION_STATUSES,
  LANGUAGE_PROFICIENCIES,
  PROFESSIONAL_EXPERIENCE_AREAS,
  PROFESSIONAL_EXPERIENCE_LEVELS,
  type ReferenceItem,
} from '@carreiras/core'
import { useSelector } from '@xstate/react'
import { useEffect, useEffectEvent, useState, type ComponentProps } from 'react'
import { cn } from '../../lib/cn'
import { EducationSection } from './education-section'
import { ExperienceSection } from './experience-section'
import { LanguageSection } from './language-section'
import type { SectionListActor } from './resume-section'

/** The platform's reference lists the sections choose from (the app fetches them once). */
type ResumeReferenceLists = {
  countries: readonly ReferenceItem[]
  states: readonly ReferenceItem[]
  institutions: readonly ReferenceItem[]
  courses: readonly ReferenceItem[]
  companies: readonly ReferenceItem[]
  languages: readonly ReferenceItem[]
}

type ApplicationResumeProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** The running section-list actors, one per section. */
  sections: { education: SectionListActor; experience: SectionListActor; language: SectionListActor }
  lists: ResumeReferenceLists
  /** Which sections show (the application shows those its opportunity requires). */
  show?: { education: boolean; experience: boolean; language: boolean }
  /** 'Não possuo experiência profissional', when the caller keeps it (the application's draft does). */
  noExperience?: boolean
  onNoExperienceChange?: (checked: boolean) => void
  /** The number of experiences listed, as it changes. */
  onExperienceCountChange?: (experiences: number) => void
  /** Tab 2's experience rule, shown (and announced) under the section. */
  experienceError?: string | null
}

function ApplicationResume({
  sections,
  lists,
  show = { education: true, experience: true, language: true },
  noExperience: noExperienceProp,
  onNoExperienceChange,
  onExperienceCountChange,
  experienceError = null,
  className,
  ...props
}: ApplicationResumeProps) {
  const [ownNoExperience, setOwnNoExperience] = useState(false)
  const noExperience = noExperienceProp ?? ownNoExperience
  const setNoExperience = onNoExperienceChange ?? setOwnNoExperience
  const experiences = useSelector(sections.experience, selectItemCount)
  const listed = useSelector(
    sections.experience,
    (snapshot) => snapshot.matches('ready') || selectItemCount(snapshot) > 0,
  )
  const report = useEffectEvent((count: number) => onExperienceCountChange?.(count))
  useEffect(() => {
    if (listed) report(experiences)
  }, [experiences, listed])

  return (
    <div data-slot="application-resume" className={cn('flex flex-col gap-8', className)} {...props}>
      {show.education ? (
        <EducationSection
          actor={sections.education}
          headingLevel={2}
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
      ) : null}
      {show.experience ? (
        <div className="flex flex-col gap-2">
          <ExperienceSection
            actor={sections.experience}
            headingLevel={2}
            options={{
              companies: lists.companies,
              levels: PROFESSIONAL_EXPERIENCE_LEVELS,
              areas: PROFESSIONAL_EXPERIENCE_AREAS,
            }}
            noExperience={noExperience}
            onNoExperienceChange={setNoExperience}
          />
          {experienceError ? (
            <p
              id="experience"
              data-slot="application-resume-experience-error"
              tabIndex={-1}
              role="alert"
              className="text-sm font-medium text-destructive"
            >
              {experienceError}
            </p>
          ) : null}
        </div>
      ) : null}
      {show.language ? (
        <LanguageSection
          actor={sections.language}
          headingLevel={2}
          options={{ languages: lists.languages, proficiencies: LANGUAGE_PROFICIENCIES }}
        />
      ) : null}
    </div>
  )
}

export { ApplicationResume }
export type { ApplicationResumeProps, ResumeReferenceLists }
