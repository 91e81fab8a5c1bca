// The actors that core's application machine invokes (doc 01 §4 "Application flow", "Applying", §7;
// doc 02 §7 "Profile", "Opportunity attachments"), over the sealed platform client of the signed-in
// candidate, and the services the form calls directly (uploads, avatar, review request).
//
//   applicationMachine.provide({ actors: createApplicationActors(client, { userId, opportunity }) })
//
// Every answer is parsed at the boundary with zod (core's schemas where core has them): a malformed
// answer is a PlatformError `BAD_RESPONSE`, never a crash inside the machine.
import {
  SOURCE_LABEL,
  attachedFileSchema,
  formStructureFromResponse,
  formStructureResponseSchema,
  hasExistingDocument,
  parseApplicationDraft,
  personalDataFormFromProfile,
  personalDataPayloadFromForm,
  personalDataRecordSchema,
  subscriptionQuestionListSchema,
  type ApplicationData,
  type ApplicationOpportunity,
  type SaveDraftInput,
  type AttachedFile,
  type applicationMachine,
} from '@carreiras/core'
import { fromPromise } from 'xstate'
import { z } from 'zod'
import {
  ApplicationProfileDocument,
  CreateSubscriptionLeadDocument,
  ListQuestionFilesDocument,
  PersonalDataUpdateDocument,
  RemoveAttachedFileDocument,
  RemoveUserLaudoDocument,
  RequestRefusalReviewDocument,
  SaveSubscriptionDraftDocument,
  SubscriptionDocument,
  SubscriptionNewDocument,
  SubscriptionQuestionsDocument,
  UploadFilesQuestionDocument,
  UploadUserAvatarDocument,
  UploadUserDocumentDocument,
  ValidateEliminatoryDocument,
} from '../gql/graphql.js'
import { PlatformError } from '../errors.js'
import type { PlatformClient } from '../transport/client.js'
import { ensureSucceeded, idSchema, parseResult } from './results.js'

/** Exactly the application machine's actors, with their input and output types. */
export type ApplicationActors = Required<
  NonNullable<Parameters<typeof applicationMachine.provide>[0]['actors']>
>

export interface ApplicationActorsOptions {
  userId: number
  /** The opening, as the route's loader read it. */
  opportunity: ApplicationOpportunity
  /** Sent with personalDataUpdate (doc 02 §7); `carreiras` by default. */
  source?: string
}

const item = z.object({ id: idSchema, name: z.string().nullish(), description: z.string().nullish() })
const list = z
  .array(item)
  .nullish()
  .transform((items) =>
    (items ?? [])
      .map((i) => ({ id: i.id, name: i.name ?? i.description ?? '' }))
      .filter((i) => i.name !== ''),
  )

const DOMAIN_LISTS = [
  'genders',
  'pronouns',
  'race_and_ethnicities',
  'personal_incomes',
  'family_incomes',
  'maritalStatus',
  'disabilities',
  'sexual_orientations',
  'countries',
] as const

const profileResultSchema = z.object({
  user: z
    .object({
      profile: personalDataRecordSchema
        .extend({
          medicalReports: z.array(attachedFileSchema).nullish(),
          additionalQuestions: z
            .array(z.object({ question: z.string().nullish(), answer: z.string().nullish(), slug: z.string().nullish() }))
            .nullish(),
          professionalExperiences: z.array(z.object({ id: idSchema })).nullish(),
        })
        .nullish(),
      formStruct: formStructureResponseSchema,
    })
    .nullable(),
  domains: z.object(Object.fromEntries(DOMAIN_LISTS.map((name) => [name, list]))).nullish(),
})

const subscriptionSchema = z.object({
  subscriptions: z
    .array(
      z.object({
        id: idSchema,
        step: z.string().nullish(),
        draft: z.unknown().nullish(),
        refusalTemplate: z.string().nullish(),
        reviewRequestedAt: z.string().nullish(),
      }),
    )
    .nullish(),
})

const filesSchema = z.object({ listQuestionFiles: z.array(attachedFileSchema).nullish() })
const attachedSchema = (key: string) => z.object({ [key]: attachedFileSchema.nullable() })

function attached(result: unknown, key: string): AttachedFile {
  const file = parseResult(attachedSchema(key), result)[key]
  if (!file) throw new PlatformError('Arquivo não recebido', 'BAD_RESPONSE')
  return file as AttachedFile
}

/** The candidate's subscription to one opening (the draft, the refusal), or null. */
async function readSubscription(client: PlatformClient, userId: number, opportunityId: number) {
  const result = await client.request(SubscriptionDocument, {
    opportunityId: String(opportunityId),
    userId: String(userId),
  })
  return parseResult(subscriptionSchema, result).subscriptions?.[0] ?? null
}

export function createApplicationActors(
  client: PlatformClient,
  { userId, opportunity, source = SOURCE_LABEL }: ApplicationActorsOptions,
): ApplicationActors {
  const user_id = String(userId)
  const opportunity_id = String(opportunity.id)
  return {
    loadApplication: fromPromise(async () => {
      const [profileResult, questionsResult, subscription] = await Promise.all([
        client.request(ApplicationProfileDocument, {
          id: user_id,
          opportunityId: opportunity_id,
          names: [...DOMAIN_LISTS],
        }),
        client.request(SubscriptionQuestionsDocument, { opportunityId: opportunity_id }),
        readSubscription(client, userId, opportunity.id),
      ])
      const { user, domains } = parseResult(profileResultSchema, profileResult)
      const profile = user?.profile ?? {}
      const questions = parseResult(
        z.object({ subscriptionQuestions: subscriptionQuestionListSchema }),
        questionsResult,
      ).subscriptionQuestions
      const fileQuestions = questions.filter((q) => q.htmlType === 'file_upload')
      const files = Object.fromEntries(
        await Promise.all(
          fileQuestions.map(async (q) => {
            const result = await client.request(ListQuestionFilesDocument, { questionId: q.id })
            return [q.id, parseResult(filesSchema, result).listQuestionFiles ?? []] as const
          }),
        ),
      )
      const step = subscription?.step === 'applied' ? 'applied' : subscription?.step === 'lead' ? 'lead' : null
      const data: ApplicationData = {
        opportunity,
        structure: formStructureFromResponse(user?.formStruct),
        questions,
        personalData: personalDataFormFromProfile(profile),
        documentReadOnly: hasExistingDocument(profile),
        additional: profile.additionalQuestions ?? [],
        files,
        laudos: (profile.medicalReports ?? []) as AttachedFile[],
        experiences: profile.professionalExperiences?.length ?? 0,
        noExperience: false,
        lists: (domains ?? {}) as ApplicationData['lists'],
        subscription: step ? { step, draft: parseApplicationDraft(subscription?.draft) } : null,
      }
      return data
    }),
    createLead: fromPromise<unknown, { opportunityId: number }>(async () => {
      await client.request(CreateSubscriptionLeadDocument, { opportunity_id, user_id })
      return null
    }),
    saveDraft: fromPromise<unknown, SaveDraftInput>(async ({ input }) => {
      await client.request(SaveSubscriptionDraftDocument, { opportunity_id, user_id, draft: input.draft })
      return null
    }),
    validateEliminatory: fromPromise(async ({ input }) => {
      const result = await client.request(ValidateEliminatoryDocument, {
        opportunity_id,
        user_id,
        questions: input.questions,
      })
      return parseResult(
        z.object({
          validateCandidateEliminatoryQuestions: z.object({
            subscribe: z.union([z.boolean(), z.string()]).nullish(),
            template: z.string().nullish(),
          }),
        }),
        result,
      ).validateCandidateEliminatoryQuestions
    }),
    savePersonalData: fromPromise(async ({ input }) => {
      const payload = personalDataPayloadFromForm(input.values, {
        userId,
        source,
        onFicha: true,
        structure: input.structure,
        documentReadOnly: input.documentReadOnly,
      })
      const result = await client.request(PersonalDataUpdateDocument, { ...payload, user_id } as never)
      return ensureSucceeded(parseResult(z.object({ personalDataUpdate: z.unknown() }), result).personalDataUpdate)
    }),
    subscribe: fromPromise(async ({ input }) => {
      const result = await client.request(SubscriptionNewDocument, {
        opportunity_id,
        user_id,
        source: input.source,
        origin_company: String(input.originCompany),
        questions: input.questions,
        indication_name: input.indication_name ?? null,
        indication_email: input.indication_email ?? null,
      })
      const subscription = parseResult(
        z.object({ subscriptionNew: z.object({ id: idSchema, step: z.string().nullish() }).nullable() }),
        result,
      ).subscriptionNew
      if (!subscription) throw new PlatformError('Inscrição não recebida', 'BAD_RESPONSE')
      return subscription
    }),
  }
}

const dataUrlBase64 = (dataUrl: string) => dataUrl.slice(dataUrl.indexOf(',') + 1)

/** A file as base64 (no data-URL prefix). */
async function fileBase64(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer())
  let binary = ''
  const chunk = 0x8000
  for (let i = 0; i < bytes.length; i += chunk) binary += String.fromCharCode(...bytes.subarray(i, i + chunk))
  return btoa(binary)
}

/** What the application form calls directly: uploads, removals, the avatar and the refusal review. */
export function createApplicationServices(client: PlatformClient, { userId }: { userId: number }) {
  const user_id = String(userId)
  return {
    async uploadQuestionFile(questionId: string, file: File): Promise<AttachedFile> {
      const result = await client.request(UploadFilesQuestionDocument, {
        user_id,
        question_id: questionId,
        document_base64: await fileBase64(file),
        original_filename: file.name,
      })
      return attached(result, 'uploadFilesQuestion')
    },
    async removeQuestionFile(fileId: string): Promise<void> {
      const result = await client.request(RemoveAttachedFileDocument, { document_id: fileId })
      ensureSucceeded(parseResult(z.object({ removeAttachedFile: z.unknown() }), result).removeAttachedFile)
    },
    async uploadLaudo(file: File): Promise<AttachedFile> {
      const result = await client.request(UploadUserDocumentDocument, {
        user_id,
        document_base64: await fileBase64(file),
        original_filename: file.name,
        upload_name: 'laudo',
      })
      return attached(result, 'uploadUserDocument')
    },
    async removeLaudo(id: string): Promise<void> {
      const result = await client.request(RemoveUserLaudoDocument, { user_id, medical_report_id: id })
      ensureSucceeded(parseResult(z.object({ removeUserLaudo: z.unknown() }), result).removeUserLaudo)
    },
    /** Sends the cropped PNG (a data URL) and answers the new avatar's URL. */
    async uploadAvatar(dataUrl: string): Promise<string> {
      const result = await client.request(UploadUserAvatarDocument, {
        user_id,
        image_base64: dataUrlBase64(dataUrl),
      })
      const avatar = parseResult(
        z.object({ uploadUserAvatar: z.object({ avatar: z.string().nullish() }).nullable() }),
        result,
      ).uploadUserAvatar?.avatar
      if (!avatar) throw new PlatformError('Foto não recebida', 'BAD_RESPONSE')
      return avatar
    },
    /** The refusal recorded on the lead (its template, and whether a review was asked for). */
    async refusal(opportunityId: number) {
      const subscription = await readSubscription(client, userId, opportunityId)
      return subscription
        ? { template: subscription.refusalTemplate ?? null, reviewRequestedAt: subscription.reviewRequestedAt ?? null }
        : null
    },
    /** 'Solicitar revisão': a person reviews the automated refusal (LGPD art. 20). */
    async requestReview(opportunityId: number): Promise<void> {
      const result = await client.request(RequestRefusalReviewDocument, {
        opportunity_id: String(opportunityId),
        user_id,
      })
      const subscription = parseResult(
        z.object({ requestRefusalReview: z.object({ reviewRequestedAt: z.string().nullish() }).nullable() }),
        result,
      ).requestRefusalReview
      if (!subscription?.reviewRequestedAt) throw new PlatformError('Pedido não registrado', 'BAD_RESPONSE')
    },
  }
}

export type ApplicationServices = ReturnType<typeof createApplicationServices>
