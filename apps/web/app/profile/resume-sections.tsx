// The wiring of a signed-in candidate's résumé sections: one core section-list machine
// per section ('Formações', 'Experiências Profissionais', 'Idiomas'; on the profile also 'Causas',
// 'Reconhecimentos', 'Certificações'), the skills machine ('Habilidades') and, on the profile, the
// 'Não possuo experiência profissional' machine, each with the api's actors over the account runtime's
// platform client; and the platform's reference lists (countries, companies, languages, cause areas,
// institutions per state, courses per level), asked only when not held yet (the api's readResumeLists) and kept in browser storage (public
// reference data, nothing personal). The ficha's ApplicationResume and the profile's ProfileResume
// draw them.
import {
  createNoExperienceActors,
  createResumeActors,
  createSkillsActors,
  readResumeLists,
  type ResumeLists,
} from '@carreiras/api'
import {
  STORAGE_KEYS,
  noExperienceMachine,
  sectionListMachine,
  skillsMachine,
  type ReferenceItem,
  type ResumeSection,
} from '@carreiras/core'
import type { ApplicationResumeProps } from '@carreiras/ui/application-resume'
import { ProfileResume, type ProfileResumeProps } from '@carreiras/ui/profile-resume'
import { useActorRef } from '@xstate/react'
import { useEffect, useMemo, useState } from 'react'
import { read, write } from '../account/browser-storage'
import type { AccountHandles } from '../account/account-types'

type Client = AccountHandles['client']

type PlatformLists = ResumeLists

const EMPTY_LISTS: PlatformLists = {
  countries: [],
  companies: [],
  languages: [],
  causeAreas: [],
  institutions: [],
  courses: [],
}
/** Bumped when the stored shape changes, so an old copy is fetched again (2: the cause areas). */
const DOMAINS_VERSION = 2

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

/** The platform's reference lists: from storage when there, else fetched (and stored). The register pages use them too. */
export function usePlatformLists(client: Client): PlatformLists {
  const [lists, setLists] = useState<PlatformLists>(() => storedLists() ?? EMPTY_LISTS)
  useEffect(() => {
    if (lists.countries.length > 0) return
    let cancelled = false
    // Only the lists the session does not hold yet, in six calls (api's readResumeLists).
    readResumeLists(client)
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

/**
 * The section lists' machine with the candidate's actors, provided once for all the sections of a page (the
 * section is each actor's input): `provide` builds the whole machine again, a cost paid per call on load.
 */
function useSectionMachine(client: Client, userId: number) {
  return useMemo(
    () => sectionListMachine.provide({ actors: createResumeActors(client, { userId }) }),
    [client, userId],
  )
}

function useSection(machine: ReturnType<typeof useSectionMachine>, section: ResumeSection) {
  return useActorRef(machine, { input: { section } })
}

/** The three sections' actors and their reference lists, for ApplicationResume. */
export function useResumeSections(
  client: Client,
  userId: number,
  states: readonly ReferenceItem[],
): Pick<ApplicationResumeProps, 'sections' | 'lists'> {
  const lists = usePlatformLists(client)
  const machine = useSectionMachine(client, userId)
  const education = useSection(machine, 'education')
  const experience = useSection(machine, 'experience')
  const language = useSection(machine, 'language')
  return {
    sections: useMemo(() => ({ education, experience, language }), [education, experience, language]),
    lists: useMemo(() => ({ ...lists, states }), [lists, states]),
  }
}

/** The profile's seven boxes: the section lists, the skills and the platform-kept no-experience flag. */
export function useProfileResume(
  client: Client,
  userId: number,
  states: readonly ReferenceItem[],
): Pick<ProfileResumeProps, 'sections' | 'skills' | 'noExperience' | 'lists'> {
  const lists = usePlatformLists(client)
  const machine = useSectionMachine(client, userId)
  const education = useSection(machine, 'education')
  const experience = useSection(machine, 'experience')
  const language = useSection(machine, 'language')
  const cause = useSection(machine, 'cause')
  const acknowledgement = useSection(machine, 'acknowledgement')
  const certification = useSection(machine, 'certification')
  const skillsLogic = useMemo(
    () => skillsMachine.provide({ actors: createSkillsActors(client, { userId }) }),
    [client, userId],
  )
  const noExperienceLogic = useMemo(
    () => noExperienceMachine.provide({ actors: createNoExperienceActors(client, { userId }) }),
    [client, userId],
  )
  const skills = useActorRef(skillsLogic)
  const noExperience = useActorRef(noExperienceLogic)
  return {
    sections: useMemo(
      () => ({ education, experience, language, cause, acknowledgement, certification }),
      [education, experience, language, cause, acknowledgement, certification],
    ),
    skills,
    noExperience,
    lists: useMemo(() => ({ ...lists, states }), [lists, states]),
  }
}

/**
 * The profile's résumé boxes, in the page's order ('Formações', 'Experiências Profissionais', 'Idiomas',
 * 'Causas', 'Reconhecimentos', 'Certificações', 'Habilidades'), each under its anchor
 * (`PROFILE_RESUME_ANCHORS` of @carreiras/ui/profile-resume: `#box-education` … `#box-skills`). `states`
 * (id = the state's numeric code) comes from the route's loader: the states' names stay out of the
 * browser bundle, which the public job list shares.
 */
export function ProfileResumeSections({
  client,
  userId,
  states,
}: {
  client: Client
  userId: number
  states: readonly ReferenceItem[]
}) {
  const resume = useProfileResume(client, userId, states)
  return <ProfileResume {...resume} />
}

/** What /meu-perfil renders today: the profile's boxes (kept under this name for the route). */
export const ResumeSections = ProfileResumeSections
