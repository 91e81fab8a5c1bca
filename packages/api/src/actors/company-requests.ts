// The actors of the two ways a company reaches out (docs/decisions.md, "Hunting and update tokens"), over the
// sealed platform client:
//
//   profileWizardMachine.provide({ actors: { ...createProfileWizardActors(client, { userId }), personalData, sectionList, noExperience } })
//   huntingMachine.provide({ actors: createHuntingActors(client), actions: { signIn, navigate, offerPassword } })
//
// The wizard's calls name the signed-in candidate and go with that user's session: `profileQuestionUpdate`
// answers NOT_FOUND for an unknown token and for another person's request, null once the request is done;
// `questionUpdate` ends it. The question files go through the application's own services. The hunting
// operations are authorized by the token alone, so decode, accept and refuse go anonymous; the cpf is read
// with the session the acceptance returned. Every answer is parsed at the boundary with zod (core's schemas
// where core has them): a malformed one is a PlatformError `BAD_RESPONSE`; the platform's codes (NOT_FOUND,
// CLOSED, VALIDATION…) reach the machines as they came.
import {
  subscriptionQuestionListSchema,
  type AcceptedHunting,
  type ActorsOf,
  type AttachedFile,
  type HuntingTokenInfo,
  type ProfileUpdateRequest,
  type SubmitAnswersInput,
  type WizardUploadInput,
  type huntingMachine,
  type profileWizardMachine,
} from '@carreiras/core'
import { fromPromise } from 'xstate'
import { z } from 'zod'
import { PlatformError } from '../errors.js'
import {
  AcceptHuntingDocument,
  DecryptTokenHuntingDocument,
  HuntingCpfDocument,
  ProfileQuestionUpdateDocument,
  QuestionUpdateDocument,
  RefuseHuntingDocument,
} from '../gql/graphql.js'
import type { PlatformClient, PlatformSession } from '../transport/client.js'
import { createApplicationServices } from './application.js'
import { ensureSucceeded, idSchema, parseResult, storedSessionFrom } from './results.js'

/** The wizard's platform actors (the app provides its personal-data and section-list children itself). */
export type ProfileWizardActors = Pick<
  ActorsOf<typeof profileWizardMachine>,
  'loadRequest' | 'submitAnswers' | 'uploadFile' | 'removeFile'
>

export interface ProfileWizardActorsOptions {
  /** The signed-in candidate (the client sends that user's session). */
  userId: number
}

/** Exactly the hunting machine's actors, with their input and output types. */
export type HuntingActors = ActorsOf<typeof huntingMachine>

export interface HuntingActorsOptions {
  /** The clock of the stored record's expiry (tests). */
  now?: () => number
}

const text = z.string().nullish()

const updateRequestSchema = z.lazy(() =>
  z.object({
    profileQuestionUpdate: z
      .object({
        id: idSchema,
        valid: z.boolean().nullish(),
        messageValidDate: text,
        profile: z.array(z.string()).nullish(),
        opportunityId: idSchema.nullish(),
        questions: subscriptionQuestionListSchema,
      })
      .nullable(),
  }),
)

const questionUpdateSchema = z.lazy(() => z.object({ questionUpdate: z.unknown() }))

const huntingTokenSchema = z.lazy(() =>
  z.object({
    decryptTokenHunting: z
      .object({
        valid: z.boolean().nullish(),
        user: z.object({ id: idSchema }).nullish(),
        opportunity: z.object({ id: idSchema }).nullish(),
      })
      .nullable(),
  }),
)

const acceptedSchema = z.lazy(() => z.object({ acceptHunting: z.unknown() }))
const passwordFlagSchema = z.lazy(() => z.object({ forceChangePassword: z.boolean().nullish() }))

const huntingCpfSchema = z.lazy(() =>
  z.object({
    user: z.object({ id: idSchema, cpf: text, passport: text }).nullable(),
  }),
)

const refuseSchema = z.lazy(() => z.object({ refuseHunting: z.unknown() }))

/**
 * The wizard's request: null when none is pending; `valid` false past its deadline (absent counts as
 * valid); the steps as the platform names them (core drops the unknown ones); the questions parsed as an
 * opening's are (in order, every html type the site draws).
 */
export function profileUpdateRequestFrom(result: unknown): ProfileUpdateRequest | null {
  const request = parseResult(updateRequestSchema, result).profileQuestionUpdate
  if (request === null) return null
  return {
    id: request.id,
    valid: request.valid ?? true,
    messageValidDate: request.messageValidDate?.trim() || null,
    steps: request.profile ?? [],
    opportunityId: request.opportunityId ?? null,
    questions: request.questions,
  }
}

export function createProfileWizardActors(
  client: PlatformClient,
  { userId }: ProfileWizardActorsOptions,
): ProfileWizardActors {
  const user_id = String(userId)
  const services = createApplicationServices(client, { userId })

  return {
    loadRequest: fromPromise<ProfileUpdateRequest | null, { token: string }>(async ({ input, signal }) => {
      const result = await client.request(
        ProfileQuestionUpdateDocument,
        { userId: user_id, idToken: input.token },
        { signal },
      )
      return profileUpdateRequestFrom(result)
    }),

    submitAnswers: fromPromise<unknown, SubmitAnswersInput>(async ({ input, signal }) => {
      const result = await client.request(
        QuestionUpdateDocument,
        {
          questions_update_id: String(input.requestId),
          user_id,
          opportunity_id: input.opportunityId === null ? null : String(input.opportunityId),
          questions: input.answers.map(({ id, question, answer }) => ({ id, question, answer })),
        },
        { signal },
      )
      return ensureSucceeded(parseResult(questionUpdateSchema, result).questionUpdate)
    }),

    // At run time the machine hands over the browser's File (its type only promises name, size and type).
    uploadFile: fromPromise<AttachedFile, WizardUploadInput>(async ({ input }) =>
      services.uploadQuestionFile(input.questionId, input.file as File),
    ),

    removeFile: fromPromise<unknown, { fileId: string }>(async ({ input }) =>
      services.removeQuestionFile(input.fileId),
    ),
  }
}

export function createHuntingActors(
  client: PlatformClient,
  options: HuntingActorsOptions = {},
): HuntingActors {
  const now = options.now ?? Date.now
  /** The session the acceptance returned: the cpf is read with it, whatever the app's getSession says yet. */
  let accepted: PlatformSession | null = null
  const sessionFor = (userId: number): { session?: PlatformSession } =>
    accepted !== null && accepted.userId === userId ? { session: accepted } : {}

  return {
    decode: fromPromise<HuntingTokenInfo | null, { token: string }>(async ({ input, signal }) => {
      const result = await client.request(
        DecryptTokenHuntingDocument,
        { token: input.token },
        { signal, session: null },
      )
      const decoded = parseResult(huntingTokenSchema, result).decryptTokenHunting
      if (decoded === null) return null
      return {
        valid: decoded.valid ?? true,
        userId: decoded.user?.id ?? null,
        opportunityId: decoded.opportunity?.id ?? null,
      }
    }),

    accept: fromPromise<AcceptedHunting, { token: string }>(async ({ input, signal }) => {
      // No session yet: the token authorizes, and the answer is the invited person's session.
      const result = await client.request(
        AcceptHuntingDocument,
        { token: input.token },
        { signal, session: null },
      )
      const payload = parseResult(acceptedSchema, result).acceptHunting
      // Only the stored record's fields are kept (never a cpf or a phone): signed in, keep-logged.
      const record = storedSessionFrom(payload, { keepLogged: true, email: '', now: now() })
      const { forceChangePassword } = parseResult(passwordFlagSchema, payload)
      accepted = { token: record.token, userId: record.userId }
      return { record, forceChangePassword: forceChangePassword === true }
    }),

    readCpf: fromPromise<string, { userId: number }>(async ({ input, signal }) => {
      const result = await client.request(
        HuntingCpfDocument,
        { id: String(input.userId) },
        { signal, ...sessionFor(input.userId) },
      )
      const user = parseResult(huntingCpfSchema, result).user
      if (user === null) throw new PlatformError('Perfil não recebido', 'BAD_RESPONSE')
      return user.cpf?.trim() || user.passport?.trim() || ''
    }),

    refuse: fromPromise<unknown, { token: string }>(async ({ input, signal }) => {
      const result = await client.request(
        RefuseHuntingDocument,
        { token: input.token },
        { signal, session: null },
      )
      return ensureSucceeded(parseResult(refuseSchema, result).refuseHunting)
    }),
  }
}
