// The actors of the profile's skills box and of its 'Não possuo experiência profissional' (core's
// skillsMachine and noExperienceMachine), over the sealed platform client:
//
//   skillsMachine.provide({ actors: createSkillsActors(client, { userId }) })
//   noExperienceMachine.provide({ actors: createNoExperienceActors(client, { userId }) })
//
// Skills are read with the profile's sections (ResumeSections) and saved as the whole list
// (skillsCreateUpdate), which answers the list the platform kept. The flag is read with
// NoProfessionalExperience and saved with noProfessionalExperienceUpdate. Answers are parsed at the
// boundary: a malformed one is a PlatformError `BAD_RESPONSE`.
import { SOURCE_LABEL, type ActorsOf, type noExperienceMachine, type skillsMachine } from '@carreiras/core'
import { fromPromise } from 'xstate'
import { z } from 'zod'
import {
  NoProfessionalExperienceDocument,
  NoProfessionalExperienceUpdateDocument,
  SkillsCreateUpdateDocument,
} from '../gql/graphql.js'
import type { PlatformClient } from '../transport/client.js'
import { ensureSucceeded, parseResult } from './results.js'
import { readResumeSections, resumeSectionsChanged } from './resume.js'

export type SkillsActors = ActorsOf<typeof skillsMachine>
export type NoExperienceActors = ActorsOf<typeof noExperienceMachine>

export interface ProfileSectionsActorsOptions {
  /** The signed-in candidate (the client sends that user's session). */
  userId: number
  /** Sent with every change; `carreiras` by default. */
  source?: string
}

const skillListSchema = z.lazy(() =>
  z
    .array(z.string())
    .nullish()
    .transform((skills) => skills ?? []),
)

const profileOf = <S extends z.ZodType>(profile: S) =>
  z.object({ user: z.object({ profile: profile.nullable() }).nullable() })

export function createSkillsActors(
  client: PlatformClient,
  { userId, source = SOURCE_LABEL }: ProfileSectionsActorsOptions,
): SkillsActors {
  return {
    list: fromPromise(async () => {
      // The same read as the section boxes': one call for all of them (resume.ts, readResumeSections).
      const data = await readResumeSections(client, userId)
      const result = parseResult(profileOf(z.object({ skills: skillListSchema })), data)
      return result.user?.profile?.skills ?? []
    }),
    save: fromPromise(async ({ input }) => {
      resumeSectionsChanged(client, userId)
      const data = await client.request(SkillsCreateUpdateDocument, {
        user_id: String(userId),
        source,
        skills: input.skills,
      })
      resumeSectionsChanged(client, userId)
      const result = ensureSucceeded(data.skillsCreateUpdate)
      return parseResult(skillListSchema, result.skills)
    }),
  }
}

export function createNoExperienceActors(
  client: PlatformClient,
  { userId, source = SOURCE_LABEL }: ProfileSectionsActorsOptions,
): NoExperienceActors {
  return {
    read: fromPromise(async () => {
      const data = await client.request(NoProfessionalExperienceDocument, { id: String(userId) })
      const result = parseResult(
        profileOf(z.object({ noProfessionalExperience: z.boolean().nullish() })),
        data,
      )
      return result.user?.profile?.noProfessionalExperience === true
    }),
    save: fromPromise(async ({ input }) => {
      const data = await client.request(NoProfessionalExperienceUpdateDocument, {
        user_id: String(userId),
        source,
        value: input.value,
      })
      ensureSucceeded(data.noProfessionalExperienceUpdate)
    }),
  }
}
