// The résumé sections of a signed-in candidate (issue 6): 'Formações', 'Experiências Profissionais' and
// 'Idiomas', each the design system's section driven by core's section-list machine with the api's
// actors over the account runtime's platform client. Reference lists: the ones core's rules key on come
// from core; the platform's (countries, companies, languages, institutions per state, courses per level)
// are fetched once and kept in browser storage (public reference data, nothing personal).
import {
  createResumeActors,
  CoursesDocument,
  InstitutionsDocument,
  ResumeDomainsDocument,
} from '@carreiras/api'
import {
  EDUCATION_LEVELS,
  EDUCATION_PERIODS,
  EDUCATION_STATUSES,
  LANGUAGE_PROFICIENCIES,
  PROFESSIONAL_EXPERIENCE_AREAS,
  PROFESSIONAL_EXPERIENCE_LEVELS,
  STATE_ABBRS,
  STORAGE_KEYS,
  sectionListMachine,
  type ReferenceItem,
  type ResumeSection,
} from '@carreiras/core'
import { EducationSection } from '@carreiras/ui/education-section'
import { ExperienceSection } from '@carreiras/ui/experience-section'
import { LanguageSection } from '@carreiras/ui/language-section'
import { useActorRef, useSelector } from '@xstate/react'
import { useEffect, useEffectEvent, useMemo, useState } from 'react'
import { read, write } from '../account/browser-storage'
import type { AccountHandles } from '../account/account-types'

type Client = AccountHandles['client']

interface PlatformLists {
  countries: ReferenceItem[]
  companies: ReferenceItem[]
  languages: ReferenceItem[]
  institutions: ReferenceItem[]
  courses: ReferenceItem[]
}

const EMPTY_LISTS: PlatformLists = {
  countries: [],
  companies: [],
  languages: [],
  institutions: [],
  courses: [],
}
/** Bumped when the stored shape changes, so an old copy is fetched again. */
const DOMAINS_VERSION = 1

const items = (list: ReadonlyArray<{ id: string | number; name?: string | null }> | null | undefined) =>
  (list ?? [])
    .map((item) => ({ id: Number(item.id), name: item.name ?? '' }))
    .filter((item) => item.name !== '')

/** Every institution (per state) and course (per level), once: the lists are small and rarely change. */
async function fetchLists(client: Client): Promise<PlatformLists> {
  const domains = await client.request(ResumeDomainsDocument, {
    names: ['countries', 'companies', 'languages'],
  })
  const [institutions, courses] = await Promise.all([
    Promise.all(
      STATE_ABBRS.map((state) =>
        client.request(InstitutionsDocument, { state }).then((r) => items(r.domains?.institutions)),
      ),
    ),
    Promise.all(
      EDUCATION_LEVELS.map((level) =>
        client.request(CoursesDocument, { level: String(level.id) }).then((r) => items(r.domains?.courses)),
      ),
    ),
  ])
  const unique = (lists: ReferenceItem[][]) => [
    ...new Map(lists.flat().map((item) => [item.id, item])).values(),
  ]
  return {
    countries: items(domains.domains?.countries),
    companies: items(domains.domains?.companies),
    languages: items(domains.domains?.languages),
    institutions: unique(institutions),
    courses: unique(courses),
  }
}

function storedLists(): PlatformLists | null {
  try {
    const stored = JSON.parse(read('local', STORAGE_KEYS.domains) ?? 'null') as {
      version?: number
      lists?: PlatformLists
    } | null
    return stored?.version === DOMAINS_VERSION && stored.lists && stored.lists.countries.length > 0
      ? stored.lists
      : null
  } catch {
    return null
  }
}

/** The platform's reference lists: from storage when there, else fetched (and stored). */
function usePlatformLists(client: Client): PlatformLists {
  const [lists, setLists] = useState<PlatformLists>(() => storedLists() ?? EMPTY_LISTS)
  useEffect(() => {
    if (lists.countries.length > 0) return
    let cancelled = false
    fetchLists(client)
      .then((fetched) => {
        if (cancelled) return
        write('local', STORAGE_KEYS.domains, JSON.stringify({ version: DOMAINS_VERSION, lists: fetched }))
        setLists(fetched)
      })
      .catch(() => {
        // Offline: the forms still take free text for institution, course and company.
      })
    return () => {
      cancelled = true
    }
  }, [client, lists.countries.length])
  return lists
}

function useSection(client: Client, userId: number, section: ResumeSection) {
  const machine = useMemo(
    () => sectionListMachine.provide({ actors: createResumeActors(client, { userId }) }),
    [client, userId],
  )
  return useActorRef(machine, { input: { section } })
}

/**
 * `states` (id = the state's numeric code) comes from the route's loader: the states' names stay out
 * of the browser bundle, which the public job list shares.
 */
export function ResumeSections({
  client,
  userId,
  states,
  show = { education: true, experience: true, language: true },
  noExperience: noExperienceProp,
  onNoExperienceChange,
  onExperienceCountChange,
  experienceError = null,
}: {
  client: Client
  userId: number
  states: readonly ReferenceItem[]
  /** Which sections to show (the application shows those its opportunity requires). */
  show?: { education: boolean; experience: boolean; language: boolean }
  /** 'Não possuo experiência profissional', when the caller keeps it (the application's draft does). */
  noExperience?: boolean
  onNoExperienceChange?: (checked: boolean) => void
  /** The number of experiences listed, as it changes. */
  onExperienceCountChange?: (experiences: number) => void
  /** Tab 2's experience rule ('Informe sua experiência profissional'), shown under the section. */
  experienceError?: string | null
}) {
  const lists = usePlatformLists(client)
  const education = useSection(client, userId, 'education')
  const experience = useSection(client, userId, 'experience')
  const language = useSection(client, userId, 'language')
  const [ownNoExperience, setOwnNoExperience] = useState(false)
  const noExperience = noExperienceProp ?? ownNoExperience
  const setNoExperience = onNoExperienceChange ?? setOwnNoExperience
  const experiences = useSelector(experience, (snapshot) => snapshot.context.items.length)
  const listed = useSelector(experience, (snapshot) => snapshot.matches('ready') || snapshot.context.items.length > 0)
  const report = useEffectEvent((count: number) => onExperienceCountChange?.(count))
  useEffect(() => {
    // Only a loaded list counts (an empty list while loading is not 'no experience').
    if (listed) report(experiences)
  }, [experiences, listed])

  return (
    <div className="flex flex-col gap-8">
      {show.education ? (
        <EducationSection
          actor={education}
          headingLevel={2}
          options={{
            countries: lists.countries,
            states,
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
            actor={experience}
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
            <p id="experience" tabIndex={-1} role="alert" className="text-destructive text-sm font-medium">
              {experienceError}
            </p>
          ) : null}
        </div>
      ) : null}
      {show.language ? (
        <LanguageSection
          actor={language}
          headingLevel={2}
          options={{ languages: lists.languages, proficiencies: LANGUAGE_PROFICIENCIES }}
        />
      ) : null}
    </div>
  )
}
