// The actors that core's test runner machine invokes (docs/decisions.md, "Online tests"), over the sealed
// platform client of the signed-in candidate: the tests of an application with the candidate's subscription
// step, the cover of an in-house test and its extra time, one question, the save of an answer, and the
// landing after a partner test.
//
//   testRunnerMachine.provide({ actors: createTestRunnerActors(client, { userId }) })
//
// Every answer is parsed at the boundary with zod: a malformed answer is a PlatformError `BAD_RESPONSE`,
// never a crash inside the machine. Ids arrive as GraphQL strings and leave as numbers.
import {
  EXTRA_TIME_DEFAULT_PERCENT,
  answerPayload,
  parseTestPlatformPath,
  testPlatformQuestionPath,
  type ApplicationTest,
  type SaveAnswerInput,
  type TestAnswer,
  type TestCoverData,
  type TestQuestion,
  type TestQuestionData,
  type TestRequiredIn,
  type TestsData,
} from '@carreiras/core'
import { fromPromise, type PromiseActorLogic } from 'xstate'
import { z } from 'zod'
import { PlatformError } from '../errors.js'
import {
  RequestTestExtraTimeDocument,
  ReturnTestDocument,
  SaveTestQuestionDocument,
  SubscriptionTestsDocument,
  TestCoverDocument,
  TestQuestionDocument,
} from '../gql/graphql.js'
import type { PlatformClient } from '../transport/client.js'
import { REQUEST_FAILED_MESSAGE } from '../transport/http.js'
import { badResponse, ensureSucceeded, idSchema, parseResult } from './results.js'

export interface LoadTestsInput {
  opportunityId: number
  /** Only the tests required in this step; null: all of them. */
  requiredIn: TestRequiredIn | null
}

export interface LoadCoverInput {
  opportunityId: number
  testId: number
}

export interface RequestExtraTimeInput {
  headerTestId: number
  opportunityId: number
  testId: number
}

export interface LoadQuestionInput {
  headerTestId: number
  questionId: number
}

export interface ReturnTestInput {
  opportunityId: number
  userId: number
  sourceTestId: number
}

/** The test runner machine's actors, with their output and input types. */
export interface TestRunnerActors {
  loadTests: PromiseActorLogic<TestsData, LoadTestsInput>
  loadCover: PromiseActorLogic<TestCoverData, LoadCoverInput>
  requestExtraTime: PromiseActorLogic<TestCoverData, RequestExtraTimeInput>
  loadQuestion: PromiseActorLogic<TestQuestionData, LoadQuestionInput>
  saveAnswer: PromiseActorLogic<unknown, SaveAnswerInput>
  returnTest: PromiseActorLogic<unknown, ReturnTestInput>
}

export interface TestRunnerActorsOptions {
  /** The signed-in candidate (the client sends that user's session). */
  userId: number
}

const text = z.string().nullish()
const flag = z.boolean().nullish()
const count = z.number().int().nullish()

/** Seconds allowed: 0, negative or absent = untimed (null). */
const timeLimitSchema = count.transform((seconds) => (seconds != null && seconds > 0 ? seconds : null))

/**
 * A question's id in a link: the id itself (the SDL's `first_question`, `next`, `prev`) or, from a platform
 * that still sends paths, the test platform's /v1/header/{h}/questions/{id}. Absent or empty = none.
 */
const questionLinkSchema = z.lazy(() =>
  z
    .union([z.number(), z.string()])
    .nullish()
    .transform((value, ctx) => {
      if (value == null || value === '') return null
      const id =
        typeof value === 'number'
          ? value
          : /^\d{1,15}$/.test(value.trim())
            ? Number(value)
            : parseTestPlatformPath(value)?.questionId
      if (id !== undefined && Number.isSafeInteger(id) && id > 0) return id
      ctx.addIssue({ code: 'custom', message: `not a question id: ${String(value)}` })
      return z.NEVER
    }),
)

/** A payload's `error` field: a non-empty one is a failure (SDL, "Errors"). */
function failOnError(error: string | null | undefined): void {
  const message = error?.trim()
  if (message) throw new PlatformError(message, 'INTERNAL')
}

// ── Tests of an application ─────────────────────────────────────────────────────────────────────────

const testSchema = z.lazy(() =>
  z.object({
    test_id: idSchema,
    name: text,
    status: text,
    source: text,
    url: text,
    hide_to_candidate: flag,
    required_in: text,
  }),
)

const testsResultSchema = z.lazy(() =>
  z.object({
    subscriptionTests: z.object({ records: z.array(testSchema).nullish(), error: text }).nullish(),
    subscriptions: z.array(z.object({ id: idSchema, step: text })).nullish(),
  }),
)

/** A `Test` record as core's ApplicationTest: any status but `finished` is pending. */
function applicationTest(record: z.output<typeof testSchema>): ApplicationTest {
  const requiredIn = record.required_in
  return {
    testId: record.test_id,
    name: record.name ?? '',
    status: record.status === 'finished' ? 'finished' : 'pending',
    source: record.source ?? '',
    url: record.url?.trim() ? record.url : null,
    hidden: record.hide_to_candidate ?? false,
    requiredIn: requiredIn === 'subscription' || requiredIn === 'thank_you' ? requiredIn : null,
  }
}

/** The candidate's step on the opening: applied wins over a lead; null without a subscription. */
function subscriptionStep(subscriptions: readonly { step?: string | null | undefined }[]): TestsData['step'] {
  if (subscriptions.some((s) => s.step === 'applied')) return 'applied'
  if (subscriptions.some((s) => s.step === 'lead')) return 'lead'
  return null
}

// ── Cover ───────────────────────────────────────────────────────────────────────────────────────────

const coverPayloadSchema = z.lazy(() =>
  z
    .object({
      json: z
        .object({
          header_test: z
            .object({
              id: idSchema,
              test: z
                .object({
                  id: idSchema,
                  name: text,
                  description: text,
                  qtd_of_questions: count,
                  can_edit: flag,
                  finished: flag,
                  time_limit: timeLimitSchema,
                  extra_time: z
                    .object({
                      eligible: z.boolean(),
                      granted: z.boolean(),
                      percent: z.number().int().nonnegative(),
                    })
                    .nullish(),
                })
                .nullish(),
              links: z.object({ first_question: questionLinkSchema }).nullish(),
            })
            .nullish(),
        })
        .nullish(),
      error: text,
    })
    .nullish(),
)

/** A TestCoverPayload as core's TestCoverData; a payload without its test is a bad answer. */
function coverData(payload: z.output<typeof coverPayloadSchema>): TestCoverData {
  failOnError(payload?.error)
  const header = payload?.json?.header_test
  const test = header?.test
  if (!header || !test) throw badResponse()
  return {
    headerTestId: header.id,
    testId: test.id,
    name: test.name ?? '',
    description: test.description ?? null,
    questionCount: Math.max(0, test.qtd_of_questions ?? 0),
    canEdit: test.can_edit ?? false,
    firstQuestionId: header.links?.first_question ?? null,
    finished: test.finished ?? false,
    timeLimit: test.time_limit,
    extraTime: test.extra_time ?? { eligible: false, granted: false, percent: EXTRA_TIME_DEFAULT_PERCENT },
  }
}

// ── Question ────────────────────────────────────────────────────────────────────────────────────────

const questionPayloadSchema = z.lazy(() =>
  z
    .object({
      json: z
        .object({
          header_questions: z
            .object({
              header: z
                .object({
                  id: idSchema.nullish(),
                  test_id: idSchema.nullish(),
                  test_name: text,
                  qtd_of_questions: count,
                  time_to_finish: count,
                  time_limit: timeLimitSchema,
                  expired: flag,
                  can_edit: flag,
                })
                .nullish(),
              question: z
                .object({
                  id: idSchema,
                  title: text,
                  description: text,
                  image: text,
                  is_movie: flag,
                  is_text: flag,
                  min_characters: count,
                  max_characters: count,
                  order: count,
                  required_answers: count,
                  answer_options: z.array(z.object({ id: idSchema, option: text, image: text })).nullish(),
                  saved_answer: z
                    .object({ answers: z.array(idSchema).nullish(), text_answer: text, url_movie: text })
                    .nullish(),
                })
                .nullish(),
              links: z.object({ next: questionLinkSchema, prev: questionLinkSchema }).nullish(),
            })
            .nullish(),
        })
        .nullish(),
      error: text,
    })
    .nullish(),
)

type QuestionItem = NonNullable<
  NonNullable<
    NonNullable<NonNullable<z.output<typeof questionPayloadSchema>>['json']>['header_questions']
  >['question']
>

const orNull = (value: string | null | undefined) => (value?.trim() ? value : null)

function testQuestion(item: QuestionItem): TestQuestion {
  return {
    id: item.id,
    title: item.title ?? '',
    description: orNull(item.description),
    image: orNull(item.image),
    isMovie: item.is_movie ?? false,
    isText: item.is_text ?? false,
    minCharacters: item.min_characters ?? null,
    maxCharacters: item.max_characters ?? null,
    order: item.order ?? 0,
    requiredAnswers: Math.max(1, item.required_answers ?? 1),
    options: (item.answer_options ?? []).map((o) => ({
      id: o.id,
      option: o.option ?? '',
      image: orNull(o.image),
    })),
  }
}

/** The saved answer as core's TestAnswer; null when nothing was saved. */
function savedAnswer(saved: QuestionItem['saved_answer']): TestAnswer | null {
  if (!saved) return null
  const answer = {
    optionIds: saved.answers ?? [],
    text: saved.text_answer ?? '',
    videoUrl: saved.url_movie ?? '',
  }
  return answer.optionIds.length === 0 && answer.text === '' && answer.videoUrl === '' ? null : answer
}

/** A TestQuestionPayload as core's TestQuestionData; a payload without its question or test is a bad answer. */
function questionData(
  payload: z.output<typeof questionPayloadSchema>,
  input: LoadQuestionInput,
): TestQuestionData {
  failOnError(payload?.error)
  const body = payload?.json?.header_questions
  const header = body?.header
  if (!header || !body.question || header.test_id == null) throw badResponse()
  const timeLimit = header.time_limit
  const expired = header.expired ?? false
  // Untimed (no limit): no time left. Timed: the platform's clock; without one, the whole limit.
  const timeLeft = timeLimit === null ? null : expired ? 0 : Math.max(0, header.time_to_finish ?? timeLimit)
  return {
    headerTestId: header.id ?? input.headerTestId,
    testId: header.test_id,
    testName: header.test_name ?? '',
    questionCount: Math.max(0, header.qtd_of_questions ?? 0),
    timeLeft,
    timeLimit,
    expired,
    canEdit: header.can_edit ?? false,
    question: testQuestion(body.question),
    saved: savedAnswer(body.question.saved_answer),
    nextQuestionId: body.links?.next ?? null,
    prevQuestionId: body.links?.prev ?? null,
  }
}

// ── Return of a partner test ────────────────────────────────────────────────────────────────────────

const successResultSchema = z.lazy(() => z.object({ success: flag, message: text, error: text }))

/** `success: false` (or an `error`) is the platform refusing the result: VALIDATION with its message. */
function ensureReturned(result: z.output<typeof successResultSchema> | null | undefined) {
  if (!result) throw badResponse()
  const error = result.error?.trim()
  if (error || result.success === false) {
    throw new PlatformError(error || result.message?.trim() || REQUEST_FAILED_MESSAGE, 'VALIDATION')
  }
  return result
}

/** Seconds as GraphQL's Int (whole, never negative); null when untimed. */
const wholeSeconds = (seconds: number | null) =>
  seconds === null || !Number.isFinite(seconds) ? null : Math.max(0, Math.round(seconds))

export function createTestRunnerActors(
  client: PlatformClient,
  { userId }: TestRunnerActorsOptions,
): TestRunnerActors {
  const user_id = String(userId)
  return {
    loadTests: fromPromise<TestsData, LoadTestsInput>(async ({ input }) => {
      const result = await client.request(SubscriptionTestsDocument, {
        userId: user_id,
        opportunityId: String(input.opportunityId),
        requiredIn: input.requiredIn ?? null,
      })
      const { subscriptionTests, subscriptions } = parseResult(testsResultSchema, result)
      failOnError(subscriptionTests?.error)
      return {
        tests: (subscriptionTests?.records ?? []).map(applicationTest),
        step: subscriptionStep(subscriptions ?? []),
      }
    }),
    loadCover: fromPromise<TestCoverData, LoadCoverInput>(async ({ input }) => {
      const result = await client.request(TestCoverDocument, {
        userId: user_id,
        opportunityId: String(input.opportunityId),
        testId: String(input.testId),
      })
      return coverData(parseResult(z.object({ testCover: coverPayloadSchema }), result).testCover)
    }),
    requestExtraTime: fromPromise<TestCoverData, RequestExtraTimeInput>(async ({ input }) => {
      const result = await client.request(RequestTestExtraTimeDocument, {
        headerTestId: String(input.headerTestId),
      })
      return coverData(
        parseResult(z.object({ requestTestExtraTime: coverPayloadSchema }), result).requestTestExtraTime,
      )
    }),
    loadQuestion: fromPromise<TestQuestionData, LoadQuestionInput>(async ({ input }) => {
      const result = await client.request(TestQuestionDocument, {
        headerTestId: String(input.headerTestId),
        questionId: String(input.questionId),
      })
      return questionData(
        parseResult(z.object({ testQuestion: questionPayloadSchema }), result).testQuestion,
        input,
      )
    }),
    saveAnswer: fromPromise<unknown, SaveAnswerInput>(async ({ input }) => {
      const result = await client.request(SaveTestQuestionDocument, {
        url: testPlatformQuestionPath(input.headerTestId, input.questionId),
        ...answerPayload(input.question, input.answer),
        time_to_finish: wholeSeconds(input.timeLeft),
      })
      ensureSucceeded(parseResult(z.object({ saveTestQuestion: z.unknown() }), result).saveTestQuestion)
      return null
    }),
    returnTest: fromPromise<unknown, ReturnTestInput>(async ({ input }) => {
      const result = await client.request(ReturnTestDocument, {
        opportunity_id: String(input.opportunityId),
        user_id: String(input.userId),
        source_test_id: String(input.sourceTestId),
      })
      ensureReturned(parseResult(z.object({ returnTest: successResultSchema.nullable() }), result).returnTest)
      return null
    }),
  }
}
