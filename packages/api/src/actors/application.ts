// The actors that core's application machine invokes, over the sealed platform client of the signed-in
// candidate, and the services the form calls directly (uploads, avatar, review request).
//
//   applicationMachine.provide({ actors: createApplicationActors(client, { userId, opportunity, postalUrl }) })
//
// Every answer is parsed at the boundary with zod (core's schemas where core has them): a malformed
// answer is a PlatformError `BAD_RESPONSE`, never a crash inside the machine. The postal-code lookup
// fails with `NOT_FOUND` for a code the service does not know; uploads report their progress back to
// the machine (`upload.progress`), then `upload.done` or `upload.failed` with the error's code.
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
  QUESTION_HTML_TYPES,
  type ApplicationData,
  type ApplicationEvent,
  type ApplicationOpportunity,
  type FileTarget,
  type UploadFileInput,
  type SaveDraftInput,
  type AttachedFile,
  type applicationMachine,
  type ActorsOf,
  personalDataMachine,
  companyEligibilityIssuesOf,
  eligibilityVerdict,
  groupEligibilityIssuesOf,
  type CompanyEligibility,
  type GroupEligibility,
} from '@carreiras/core'
import { fromCallback, fromPromise } from 'xstate'
import { z } from 'zod'
import {
  ApplicationProfileDocument,
  CreateSubscriptionLeadDocument,
  EarlierAnswersDocument,
  EligibilityItauDocument,
  EligibleCandidateDocument,
  ListQuestionFilesDocument,
  PersonalDataUpdateDocument,
  RemoveAttachedFileDocument,
  RemoveUserLaudoDocument,
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
import { defaultFetch, type FetchFunction } from '../transport/http.js'
import { loadCities, lookupPostalCode } from './address.js'
import { ensureSucceeded, idSchema, parseResult } from './results.js'
import { answeredLists, referenceListsOf, type ReferenceListCache } from './reference-lists.js'
import { xhrFetch } from './xhr-upload.js'

/** Exactly the application machine's actors, with their input and output types. */
export type ApplicationActors = ActorsOf<typeof applicationMachine>

export interface ApplicationActorsOptions {
  userId: number
  /** The opening, as the route's loader read it. */
  opportunity: ApplicationOpportunity
  /** Sent with personalDataUpdate; `carreiras` by default. */
  source?: string
  /** The public postal-code service's base: `{postalUrl}{cep}/json/` (ViaCEP's shape). */
  postalUrl?: string
  /** The fetch of the postal-code lookup (tests pass a fake). */
  fetch?: FetchFunction
  /**
   * The candidate's platform client over another fetch: uploads go through one over XMLHttpRequest,
   * which reports how much of the file has been sent. Without it uploads go through `client`, with no
   * progress between 0 and 100.
   */
  uploadClient?: (fetch: FetchFunction) => PlatformClient
  /** `eligibilityItau`'s `development` flag: the group's test service (false by default). */
  development?: boolean
  /** The reference lists held for the session; by default the client's (`referenceListsOf`). */
  referenceLists?: ReferenceListCache
}

/**
 * The group's eligibility (`eligibilityItau`), cached per opening and candidate for the page's life
 * (docs/decisions.md, "Eligibility and the application error page"): only answers are kept,
 * a failed call is asked again.
 */
const groupEligibilityCache = new Map<string, GroupEligibility>()

/** Forgets the cached group eligibility (tests; a signed-out candidate's answers need not survive). */
export function clearGroupEligibilityCache(): void {
  groupEligibilityCache.clear()
}

const eligibleCandidateSchema = z.lazy(() =>
  z.object({
    eligibleCandidate: z
      .object({
        success: z.boolean().nullish(),
        eligible: z.boolean().nullish(),
        errorsEligibleCandidate: z.array(z.string()).nullish(),
      })
      .nullable(),
  }),
)
const eligibilityItauSchema = z.lazy(() =>
  z.object({
    eligibilityItau: z
      .object({ eligible: z.boolean().nullish(), messages: z.array(z.string()).nullish() })
      .nullable(),
  }),
)

/** May the candidate apply? The company's check every time; the group's once per opening. */
async function checkEligibility(
  client: PlatformClient,
  input: { userId: number; opportunityId: number; companyId: number; development: boolean },
) {
  const user_id = String(input.userId)
  const opportunity_id = String(input.opportunityId)
  const key = `${input.userId}:${input.opportunityId}`
  const group = async () => {
    const cached = groupEligibilityCache.get(key)
    if (cached !== undefined) return cached
    const result = await client.request(EligibilityItauDocument, {
      opportunity_id,
      user_id,
      development: input.development,
    })
    const answer = parseResult(eligibilityItauSchema, result).eligibilityItau
    const eligibility: GroupEligibility = {
      eligible: answer?.eligible === true,
      issues: groupEligibilityIssuesOf(answer?.messages),
    }
    groupEligibilityCache.set(key, eligibility)
    return eligibility
  }
  const [company, groupEligibility] = await Promise.all([
    client
      .request(EligibleCandidateDocument, {
        userId: user_id,
        companyId: String(input.companyId),
        opportunityId: opportunity_id,
      })
      .then((result): CompanyEligibility => {
        const answer = parseResult(eligibleCandidateSchema, result).eligibleCandidate
        return {
          success: answer?.success,
          eligible: answer?.eligible,
          issues: companyEligibilityIssuesOf(answer?.errorsEligibleCandidate),
        }
      }),
    group(),
  ])
  return eligibilityVerdict(company, groupEligibility)
}

const item = z.lazy(() =>
  z.object({ id: idSchema, name: z.string().nullish(), description: z.string().nullish() }),
)
/** A reference list as the platform sends it (`name` or `description`): items with a name, in order. */
export const referenceListSchema = z.lazy(() =>
  z
    .array(item)
    .nullish()
    .transform((items) =>
      (items ?? [])
        .map((i) => ({ id: i.id, name: i.name ?? i.description ?? '' }))
        .filter((i) => i.name !== ''),
    ),
)

/** The personal-data form's reference lists, by their `domains(names)` names. */
export const PERSONAL_DATA_DOMAIN_LISTS = [
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

const profileResultSchema = z.lazy(() =>
  z.object({
    user: z
      .object({
        profile: personalDataRecordSchema
          .extend({
            medicalReports: z.array(attachedFileSchema).nullish(),
            additionalQuestions: z
              .array(
                z.object({
                  question: z.string().nullish(),
                  answer: z.string().nullish(),
                  slug: z.string().nullish(),
                }),
              )
              .nullish(),
            professionalExperiences: z.array(z.object({ id: idSchema })).nullish(),
          })
          .nullish(),
        formStruct: formStructureResponseSchema,
      })
      .nullable(),
    domains: z
      .object(Object.fromEntries(PERSONAL_DATA_DOMAIN_LISTS.map((name) => [name, referenceListSchema])))
      .nullish(),
  }),
)

const subscriptionSchema = z.lazy(() =>
  z.object({
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
  }),
)

/** The candidate's earlier answers (docs/apply-again.md); an unknown html type is left out. */
const earlierSchema = z.lazy(() =>
  z.object({
    earlierAnswers: z.object({
      applications: z.number().int().nonnegative(),
      answers: z
        .array(
          z.object({
            questionId: z.union([z.string(), z.number()]).transform(String),
            title: z.string(),
            htmlType: z.string(),
            answer: z.string(),
            opportunityId: idSchema,
            opportunityTitle: z.string(),
            answeredAt: z.string(),
          }),
        )
        .transform((list) =>
          list.flatMap((a) =>
            (QUESTION_HTML_TYPES as readonly string[]).includes(a.htmlType)
              ? [
                  {
                    ...a,
                    htmlType: a.htmlType as (typeof QUESTION_HTML_TYPES)[number],
                    opportunityId: Number(a.opportunityId),
                  },
                ]
              : [],
          ),
        ),
    }),
  }),
)

const filesSchema = z.lazy(() => z.object({ listQuestionFiles: z.array(attachedFileSchema).nullish() }))
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

const errorCodeOf = (error: unknown) =>
  error && typeof error === 'object' && typeof (error as { code?: unknown }).code === 'string'
    ? (error as { code: string }).code
    : null

export function createApplicationActors(
  client: PlatformClient,
  {
    userId,
    opportunity,
    source = SOURCE_LABEL,
    postalUrl = '',
    fetch: fetchImpl = defaultFetch,
    uploadClient,
    development = false,
    referenceLists = referenceListsOf(client),
  }: ApplicationActorsOptions,
): ApplicationActors {
  const user_id = String(userId)
  const opportunity_id = String(opportunity.id)
  const services = createApplicationServices(client, { userId })

  /** Sends one file through a client whose fetch reports the body's progress. */
  async function upload(
    target: FileTarget,
    file: Blob & { name: string },
    onProgress: (percent: number) => void,
    signal: AbortSignal,
  ) {
    const via = uploadClient ? uploadClient(xhrFetch(onProgress)) : client
    const document_base64 = await fileBase64(file)
    const init = { signal }
    if (target.kind === 'laudo') {
      const result = await via.request(
        UploadUserDocumentDocument,
        { user_id, document_base64, original_filename: file.name, upload_name: 'laudo' },
        init,
      )
      return attached(result, 'uploadUserDocument')
    }
    const result = await via.request(
      UploadFilesQuestionDocument,
      { user_id, question_id: target.questionId, document_base64, original_filename: file.name },
      init,
    )
    return attached(result, 'uploadFilesQuestion')
  }

  return {
    loadApplication: fromPromise(async () => {
      // The form's lists travel with the profile read, only those not held yet (docs/performance.md).
      const missingLists = referenceLists.missing(PERSONAL_DATA_DOMAIN_LISTS)
      const [profileResult, questionsResult, subscription, earlierResult] = await Promise.all([
        client.request(ApplicationProfileDocument, {
          id: user_id,
          opportunityId: opportunity_id,
          names: missingLists,
        }),
        client.request(SubscriptionQuestionsDocument, { opportunityId: opportunity_id }),
        readSubscription(client, userId, opportunity.id),
        // Applying again is a help, not a need: without the earlier answers the form opens as for a
        // first application (docs/apply-again.md).
        client
          .request(EarlierAnswersDocument, { excludeOpportunityId: opportunity_id })
          .then((result) => parseResult(earlierSchema, result).earlierAnswers)
          .catch(() => undefined),
      ])
      const { user, domains } = parseResult(profileResultSchema, profileResult)
      referenceLists.keep(answeredLists(domains, missingLists))
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
      const step =
        subscription?.step === 'applied' ? 'applied' : subscription?.step === 'lead' ? 'lead' : null
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
        lists: { ...domains, ...referenceLists.held(PERSONAL_DATA_DOMAIN_LISTS) } as ApplicationData['lists'],
        subscription: step ? { step, draft: parseApplicationDraft(subscription?.draft) } : null,
        ...(earlierResult ? { earlier: earlierResult } : {}),
      }
      return data
    }),
    checkEligibility: fromPromise(async ({ input }) =>
      checkEligibility(client, {
        userId,
        opportunityId: opportunity.id,
        companyId: input.companyId,
        development,
      }),
    ),
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
      return ensureSucceeded(
        parseResult(z.object({ personalDataUpdate: z.unknown() }), result).personalDataUpdate,
      )
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
    // The ficha's personal-data actor: its address and photo calls (docs/architecture.md, "The personal-data
    // actor").
    personalData: personalDataMachine.provide({
      actors: {
        lookupPostalCode: fromPromise(async ({ input, signal }) =>
          lookupPostalCode(fetchImpl, postalUrl, input.zipcode, signal),
        ),
        loadCities: fromPromise(async ({ input, signal }) => loadCities(client, input.state, signal)),
        uploadAvatar: fromPromise(async ({ input }) => services.uploadAvatar(input.image)),
      },
    }),
    uploadFile: fromCallback<ApplicationEvent, UploadFileInput>(({ input, sendBack }) => {
      const controller = new AbortController()
      const { uploadId } = input
      upload(
        input.target,
        input.file as Blob & { name: string },
        (percent) => {
          if (!controller.signal.aborted) sendBack({ type: 'upload.progress', uploadId, percent })
        },
        controller.signal,
      ).then(
        (file) => {
          if (!controller.signal.aborted) sendBack({ type: 'upload.done', uploadId, file })
        },
        (error: unknown) => {
          if (!controller.signal.aborted)
            sendBack({ type: 'upload.failed', uploadId, code: errorCodeOf(error) ?? 'NETWORK' })
        },
      )
      // Cancelled (or the form left): the request is aborted and nothing more is reported.
      return () => controller.abort()
    }),
    removeFile: fromPromise(async ({ input }) =>
      input.target.kind === 'laudo'
        ? services.removeLaudo(input.fileId)
        : services.removeQuestionFile(input.fileId),
    ),
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

/** The platform calls behind the machine's file and photo actors, and the refusal page's review. */
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
  }
}

export type ApplicationServices = ReturnType<typeof createApplicationServices>
