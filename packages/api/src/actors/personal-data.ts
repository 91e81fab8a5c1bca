// The actors that core's personal-data machine invokes (the `user(id)` profile read, `personalDataUpdate`,
// `uploadUserAvatar`, `uploadUserDocument` / `removeUserLaudo`), over the sealed platform client of the
// signed-in candidate:
//
//   personalDataMachine.provide({ actors: createPersonalDataActors(client, { userId, postalUrl }) })
//
// The profile read brings the personal data as the form holds it (core's `personalDataFormFromProfile`),
// the photo, the medical reports, what the empty-profile rule counts and the form's reference lists. The
// save builds personalDataUpdate's payload off the ficha (all required but social name, marital status,
// complement and what-you-love; hidden fields are not sent); a non-empty `error` in its result is a
// failure. The uploads, the postal-code lookup and the cities are the application's own calls.
import {
  SOURCE_LABEL,
  attachedFileSchema,
  formStructureFromResponse,
  hasExistingDocument,
  personalDataFormFromProfile,
  personalDataPayloadFromForm,
  personalDataRecordSchema,
  type ActorsOf,
  type AttachedFile,
  type PersonalDataLists,
  type PersonalDataProfile,
  type personalDataMachine,
} from '@carreiras/core'
import { fromPromise } from 'xstate'
import { z } from 'zod'
import { PersonalDataProfileDocument, PersonalDataUpdateDocument } from '../gql/graphql.js'
import { PlatformError } from '../errors.js'
import type { PlatformClient } from '../transport/client.js'
import { defaultFetch, type FetchFunction } from '../transport/http.js'
import { loadCities, lookupPostalCode } from './address.js'
import { PERSONAL_DATA_DOMAIN_LISTS, createApplicationServices, referenceListSchema } from './application.js'
import { answeredLists, referenceListsOf, type ReferenceListCache } from './reference-lists.js'
import { ensureSucceeded, idSchema, parseResult } from './results.js'

/** Exactly the personal-data machine's actors, with their input and output types. */
export type PersonalDataActors = ActorsOf<typeof personalDataMachine>

export interface PersonalDataActorsOptions {
  userId: number
  /** Sent with personalDataUpdate; `carreiras` by default. */
  source?: string
  /** The public postal-code service's base: `{postalUrl}{cep}/json/` (ViaCEP's shape). */
  postalUrl?: string
  /** The fetch of the postal-code lookup (tests pass a fake). */
  fetch?: FetchFunction
  /** The reference lists held for the session; by default the client's (`referenceListsOf`). */
  referenceLists?: ReferenceListCache
}

const profileReadSchema = z.lazy(() =>
  z.object({
    user: z
      .object({
        avatar: z.string().nullish(),
        profile: personalDataRecordSchema
          .extend({
            avatar: z.string().nullish(),
            medicalReports: z.array(attachedFileSchema).nullish(),
            educations: z.array(z.object({ id: idSchema })).nullish(),
            professionalExperiences: z.array(z.object({ id: idSchema })).nullish(),
            noProfessionalExperience: z.boolean().nullish(),
          })
          .nullish(),
      })
      .nullable(),
    domains: z
      .object(Object.fromEntries(PERSONAL_DATA_DOMAIN_LISTS.map((name) => [name, referenceListSchema])))
      .nullish(),
  }),
)

type DomainLists = Partial<Record<(typeof PERSONAL_DATA_DOMAIN_LISTS)[number], PersonalDataLists['pronouns']>>

/** The platform's list names as the form's option names. */
function personalDataLists(domains: DomainLists): PersonalDataLists {
  return {
    pronouns: domains.pronouns ?? [],
    races: domains.race_and_ethnicities ?? [],
    genders: domains.genders ?? [],
    sexualOrientations: domains.sexual_orientations ?? [],
    countries: domains.countries ?? [],
    incomes: domains.personal_incomes ?? [],
    familyIncomes: domains.family_incomes ?? [],
    maritalStatuses: domains.maritalStatus ?? [],
    disabilities: domains.disabilities ?? [],
  }
}

/**
 * The candidate's personal data off the ficha, read with the form's reference lists: only those not held
 * yet travel (docs/performance.md, "Round trips to the platform").
 */
export async function readPersonalDataProfile(
  client: PlatformClient,
  userId: number,
  signal?: AbortSignal,
  referenceLists: ReferenceListCache = referenceListsOf(client),
): Promise<PersonalDataProfile> {
  const names = referenceLists.missing(PERSONAL_DATA_DOMAIN_LISTS)
  const result = await client.request(PersonalDataProfileDocument, { id: String(userId), names }, { signal })
  const { user, domains: answered } = parseResult(profileReadSchema, result)
  if (!user) throw new PlatformError('Usuário não encontrado', 'NOT_FOUND')
  referenceLists.keep(answeredLists(answered, names))
  const domains = { ...answered, ...referenceLists.held(PERSONAL_DATA_DOMAIN_LISTS) }
  const profile = user.profile ?? {}
  return {
    values: personalDataFormFromProfile(profile),
    documentReadOnly: hasExistingDocument(profile),
    laudos: (profile.medicalReports ?? []) as AttachedFile[],
    avatar: user.avatar ?? profile.avatar ?? null,
    lists: personalDataLists((domains ?? {}) as DomainLists),
    structure: formStructureFromResponse(null),
    educations: profile.educations?.length ?? 0,
    experiences: profile.professionalExperiences?.length ?? 0,
    noExperience: profile.noProfessionalExperience === true,
  }
}

export function createPersonalDataActors(
  client: PlatformClient,
  {
    userId,
    source = SOURCE_LABEL,
    postalUrl = '',
    fetch: fetchImpl = defaultFetch,
    referenceLists = referenceListsOf(client),
  }: PersonalDataActorsOptions,
): PersonalDataActors {
  const services = createApplicationServices(client, { userId })
  return {
    loadProfile: fromPromise(async ({ signal }) =>
      readPersonalDataProfile(client, userId, signal, referenceLists),
    ),
    savePersonalData: fromPromise(async ({ input }) => {
      const payload = personalDataPayloadFromForm(input.values, {
        userId,
        source,
        onFicha: false,
        structure: input.structure,
        documentReadOnly: input.documentReadOnly,
      })
      const result = await client.request(PersonalDataUpdateDocument, {
        ...payload,
        user_id: String(userId),
      } as never)
      return ensureSucceeded(
        parseResult(z.object({ personalDataUpdate: z.unknown() }), result).personalDataUpdate,
      )
    }),
    lookupPostalCode: fromPromise(async ({ input, signal }) =>
      lookupPostalCode(fetchImpl, postalUrl, input.zipcode, signal),
    ),
    loadCities: fromPromise(async ({ input, signal }) => loadCities(client, input.state, signal)),
    // In the browser the machine's file is the File the candidate chose.
    uploadLaudo: fromPromise(async ({ input }) => services.uploadLaudo(input.file as File)),
    removeLaudo: fromPromise(async ({ input }) => services.removeLaudo(input.fileId)),
    uploadAvatar: fromPromise(async ({ input }) => services.uploadAvatar(input.image)),
  }
}
