// The actors that core's register-profile machine invokes (/deixe-seu-perfil, /banco-de-talentos,
// /atualizacao-perfil; docs/decisions.md, "Talent bank"), over the sealed platform client of the signed-in
// candidate:
//
//   registerProfileMachine.provide({
//     actors: {
//       ...createRegisterProfileActors(client, { userId }),
//       personalData: registerPersonalDataMachine.provide({ actors: createPersonalDataActors(client, …) }),
//     },
//   })
//
// `loadRegisterProfile` reads what the candidate already lists (RegisterProfile), parsed with core's record
// schemas; `saveEntry` creates one education, experience or language with the résumé sections' save (the
// payload core builds from the form); `saveNoExperience` keeps 'Não possuo experiência profissional' on
// the profile; `joinTalentBank` records the follow and the answers. A non-empty `error` is a failure.
import {
  SOURCE_LABEL,
  educationRecordSchema,
  experienceRecordSchema,
  languageRecordSchema,
  type ActorsOf,
  type SaveEntryOutput,
  type registerProfileMachine,
} from '@carreiras/core'
import { createActor, fromPromise, toPromise } from 'xstate'
import { z } from 'zod'
import {
  JoinTalentBankDocument,
  RegisterProfileDocument,
  NoProfessionalExperienceUpdateDocument,
} from '../gql/graphql.js'
import type { PlatformClient } from '../transport/client.js'
import { createResumeActors } from './resume.js'
import { ensureSucceeded, parseResult } from './results.js'

/** The register-profile machine's own actors (the personal-data child is provided beside them). */
export type RegisterProfileActors = Omit<ActorsOf<typeof registerProfileMachine>, 'personalData'>

export interface RegisterProfileActorsOptions {
  /** The signed-in candidate (the client sends that user's session). */
  userId: number
  /** Sent with every change; `carreiras` by default. */
  source?: string
}

const text = z
  .string()
  .nullish()
  .transform((v) => v ?? null)

const registerProfileSchema = z.lazy(() =>
  z.object({
    user: z
      .object({
        profile: z
          .object({
            educations: z.array(educationRecordSchema).nullish(),
            professionalExperiences: z.array(experienceRecordSchema).nullish(),
            languageProficiencies: z.array(languageRecordSchema).nullish(),
            noProfessionalExperience: z.boolean().nullish(),
            talentBankJoinedAt: text,
            additionalQuestions: z.array(z.object({ question: text, answer: text, slug: text })).nullish(),
          })
          .nullish(),
      })
      .nullable(),
  }),
)

export function createRegisterProfileActors(
  client: PlatformClient,
  { userId, source = SOURCE_LABEL }: RegisterProfileActorsOptions,
): RegisterProfileActors {
  const user_id = String(userId)
  const resume = createResumeActors(client, { userId, source })

  return {
    loadRegisterProfile: fromPromise(async ({ input }) => {
      const result = await client.request(RegisterProfileDocument, {
        id: user_id,
        companyId: String(input.companyId),
      })
      const profile = parseResult(registerProfileSchema, result).user?.profile
      return {
        educations: profile?.educations ?? [],
        experiences: profile?.professionalExperiences ?? [],
        languages: profile?.languageProficiencies ?? [],
        noExperience: profile?.noProfessionalExperience ?? false,
        talentBankJoinedAt: profile?.talentBankJoinedAt ?? null,
        additional: profile?.additionalQuestions ?? [],
      }
    }),
    saveNoExperience: fromPromise(async ({ input }) => {
      const result = await client.request(NoProfessionalExperienceUpdateDocument, {
        user_id,
        source,
        value: input.value,
      })
      return ensureSucceeded(
        parseResult(z.object({ noProfessionalExperienceUpdate: z.unknown() }), result)
          .noProfessionalExperienceUpdate,
      )
    }),
    saveEntry: fromPromise(async ({ input }) => {
      // A new entry: the résumé section's save with no id (…CreateUpdate creates it); it answers the
      // record parsed with the section's schema.
      const save = createActor(resume.save, {
        input: { section: input.section, id: null, values: input.values },
      })
      return (await toPromise(save.start())) as SaveEntryOutput
    }),
    joinTalentBank: fromPromise(async ({ input }) => {
      const result = await client.request(JoinTalentBankDocument, {
        user_id,
        company_id: String(input.companyId),
        source,
        answers: input.answers,
      })
      return ensureSucceeded(parseResult(z.object({ joinTalentBank: z.unknown() }), result).joinTalentBank)
    }),
  }
}
