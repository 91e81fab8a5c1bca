// The actors that core's section-list machine invokes, over the sealed
// platform client: `list` reads the user's profile sections (ResumeSections), `load` one record for
// editing, `save` the section's …CreateUpdate with a payload core's schema built, `remove` its …Delete.
//
//   sectionListMachine.provide({ actors: createResumeActors(client, { userId }) })
//
// Records are parsed at the boundary with core's record schemas (one per section) so a
// malformed answer is a PlatformError `BAD_RESPONSE`, never a crash inside the machine.
import {
  SOURCE_LABEL,
  acknowledgementPayloadFromForm,
  acknowledgementRecordSchema,
  causePayloadFromForm,
  causeRecordSchema,
  certificationPayloadFromForm,
  certificationRecordSchema,
  educationPayloadFromForm,
  educationRecordSchema,
  experiencePayloadFromForm,
  experienceRecordSchema,
  languagePayloadFromForm,
  languageRecordSchema,
  type AcknowledgementForm,
  type CauseForm,
  type CertificationForm,
  type EducationForm,
  type ExperienceForm,
  type LanguageForm,
  type PayloadOwner,
  type ResumeSection,
  type sectionListMachine,
  type ActorsOf,
} from '@carreiras/core'
import { z } from 'zod'
import {
  AcknowledgementCreateUpdateDocument,
  AcknowledgementDeleteDocument,
  CauseExpCreateUpdateDocument,
  CauseExpDeleteDocument,
  CertificationCreateUpdateDocument,
  CertificationDeleteDocument,
  EducationCreateUpdateDocument,
  EducationDeleteDocument,
  EducationDocument,
  LanguageCreateUpdateDocument,
  LanguageDeleteDocument,
  LanguageProficiencyDocument,
  ProfessionalExpCreateUpdateDocument,
  ProfessionalExpDeleteDocument,
  ProfessionalExperienceDocument,
  ResumeSectionsDocument,
} from '../gql/graphql.js'
import type { PlatformClient, PlatformDocument } from '../transport/client.js'
import { parseResult } from './results.js'
import { fromPromise } from 'xstate'

/** Exactly the section-list machine's actors, with their input and output types. */
export type ResumeActors = ActorsOf<typeof sectionListMachine>

export interface ResumeActorsOptions {
  /** The signed-in candidate (the client sends that user's session). */
  userId: number
  /** Sent with every change; `carreiras` by default. */
  source?: string
}

/**
 * The design system's section forms submit their schema's parsed form; the platform takes the payload
 * core builds from it.
 */
const PAYLOAD_FROM_FORM: Record<ResumeSection, (form: never, owner: PayloadOwner) => unknown> = {
  education: (form: EducationForm, owner) => educationPayloadFromForm(form, owner),
  experience: (form: ExperienceForm, owner) => experiencePayloadFromForm(form, owner),
  language: (form: LanguageForm, owner) => languagePayloadFromForm(form, owner),
  cause: (form: CauseForm, owner) => causePayloadFromForm(form, owner),
  acknowledgement: (form: AcknowledgementForm, owner) => acknowledgementPayloadFromForm(form, owner),
  certification: (form: CertificationForm, owner) => certificationPayloadFromForm(form, owner),
}

type AnyDocument = PlatformDocument<Record<string, unknown>, Record<string, unknown>>

interface SectionOperations {
  /** The profile's list of this section in ResumeSections. */
  listKey: string
  record: z.ZodType<{ id: number }>
  /** The single read (query name) for editing, when the platform has one. */
  read?: { document: AnyDocument; key: string }
  save: { document: AnyDocument; key: string }
  remove: { document: AnyDocument; key: string }
}

const doc = (document: unknown) => document as AnyDocument

const SECTIONS: Record<ResumeSection, SectionOperations> = {
  education: {
    listKey: 'educations',
    record: educationRecordSchema,
    read: { document: doc(EducationDocument), key: 'education' },
    save: { document: doc(EducationCreateUpdateDocument), key: 'educationCreateUpdate' },
    remove: { document: doc(EducationDeleteDocument), key: 'educationDelete' },
  },
  experience: {
    listKey: 'professionalExperiences',
    record: experienceRecordSchema,
    read: { document: doc(ProfessionalExperienceDocument), key: 'professionalExperience' },
    save: { document: doc(ProfessionalExpCreateUpdateDocument), key: 'professionalExpCreateUpdate' },
    remove: { document: doc(ProfessionalExpDeleteDocument), key: 'professionalExpDelete' },
  },
  language: {
    listKey: 'languageProficiencies',
    record: languageRecordSchema,
    read: { document: doc(LanguageProficiencyDocument), key: 'languageProficiency' },
    save: { document: doc(LanguageCreateUpdateDocument), key: 'languageCreateUpdate' },
    remove: { document: doc(LanguageDeleteDocument), key: 'languageDelete' },
  },
  cause: {
    listKey: 'causeExperiences',
    record: causeRecordSchema,
    save: { document: doc(CauseExpCreateUpdateDocument), key: 'causeExpCreateUpdate' },
    remove: { document: doc(CauseExpDeleteDocument), key: 'causeExpDelete' },
  },
  acknowledgement: {
    listKey: 'acknowledgements',
    record: acknowledgementRecordSchema,
    save: { document: doc(AcknowledgementCreateUpdateDocument), key: 'acknowledgementCreateUpdate' },
    remove: { document: doc(AcknowledgementDeleteDocument), key: 'acknowledgementDelete' },
  },
  certification: {
    listKey: 'certifications',
    record: certificationRecordSchema,
    save: { document: doc(CertificationCreateUpdateDocument), key: 'certificationCreateUpdate' },
    remove: { document: doc(CertificationDeleteDocument), key: 'certificationDelete' },
  },
}

const inFlight = new WeakMap<PlatformClient, Map<number, Promise<unknown>>>()

/**
 * The candidate's ResumeSections answer. The boxes of a page (three on the ficha, seven on the profile)
 * open together and each reads its section: reads under way at once share one call (docs/performance.md,
 * "Round trips to the platform"). Nothing is kept once it answers, and a change of a section
 * (`resumeSectionsChanged`) makes the next read a new call, never one sent before the change.
 */
export function readResumeSections(client: PlatformClient, userId: number): Promise<unknown> {
  let reads = inFlight.get(client)
  if (!reads) inFlight.set(client, (reads = new Map()))
  const pending = reads.get(userId)
  if (pending) return pending
  const read: Promise<unknown> = client
    .request(ResumeSectionsDocument, { id: String(userId) })
    .finally(() => {
      if (reads.get(userId) === read) reads.delete(userId)
    })
  reads.set(userId, read)
  return read
}

/** A section changed (or is changing): the next read asks the platform again. */
export function resumeSectionsChanged(client: PlatformClient, userId: number): void {
  inFlight.get(client)?.delete(userId)
}

/** Runs a change of the candidate's sections, forgetting any read under way before and after it. */
async function changing<T>(client: PlatformClient, userId: number, change: () => Promise<T>): Promise<T> {
  resumeSectionsChanged(client, userId)
  try {
    return await change()
  } finally {
    resumeSectionsChanged(client, userId)
  }
}

const removeResultSchema = z.lazy(() =>
  z.object({ success: z.boolean().nullish(), error: z.string().nullish() }).nullable(),
)

export function createResumeActors(
  client: PlatformClient,
  { userId, source = SOURCE_LABEL }: ResumeActorsOptions,
): ResumeActors {
  return {
    list: fromPromise(async ({ input }) => {
      const operations = SECTIONS[input.section]
      const data = await readResumeSections(client, userId)
      const profile = parseResult(
        z.object({ user: z.object({ profile: z.record(z.string(), z.unknown()).nullable() }).nullable() }),
        data,
      ).user?.profile
      return parseResult(z.array(operations.record), profile?.[operations.listKey] ?? [])
    }),
    load: fromPromise(async ({ input }) => {
      const read = SECTIONS[input.section].read
      if (!read) return input.item
      const data = await client.request(read.document, { id: String(input.item.id), userId: String(userId) })
      return parseResult(SECTIONS[input.section].record, data[read.key])
    }),
    save: fromPromise(async ({ input }) => {
      const { save, record } = SECTIONS[input.section]
      const payload = PAYLOAD_FROM_FORM[input.section](input.values as never, { userId, source })
      const values = parseResult(z.record(z.string(), z.unknown()), payload)
      const variables = {
        ...values,
        user_id: String(userId),
        ...(input.id === null ? {} : { id: String(input.id) }),
      }
      const data = await changing(client, userId, () => client.request(save.document, variables))
      return parseResult(record, data[save.key])
    }),
    remove: fromPromise(async ({ input }) => {
      const { remove } = SECTIONS[input.section]
      const data = await changing(client, userId, () =>
        client.request(remove.document, { user_id: String(userId), id: String(input.id) }),
      )
      const result = parseResult(removeResultSchema, data[remove.key])
      return { success: result?.success === true && !result.error }
    }),
  }
}
