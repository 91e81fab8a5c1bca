// Online tests (docs/decisions.md, "Online tests"). The logic shared by the GraphQL resolvers
// (graphql/resolvers/tests.ts), the test platform's REST path (rest/test-platform.ts) and the subscription
// view.
//
// - One header per candidate and test (`test_headers`, unique on user and test); its id is the
//   `{headerTestId}` of the question route. It is created by the cover, pending and not started.
// - The clock: opening the first question fixes `started_at` and, for a timed test, `deadline_at` (the
//   limit with any extra time granted). `time_to_finish` is the platform's own count down to it; the
//   browser's figure sent with an answer is recorded only. An answer later than the deadline (plus
//   ANSWER_GRACE_MS for the network) is refused with TIME_UP, and the test is finished.
// - A test is finished when every question has an answer, when its time is over, or (a partner test)
//   when `returnTest` finds the completion the partner recorded.
// - Extra time: offered to a candidate whose profile says `has_disability`, on a timed test, before it
//   starts, once; the percentage is the company's (`companies.extra_time_percent`).
// - A test is the application's: its cover (and a partner test's return) needs the candidate's live
//   application to the opening (a lead or an applied one), or no header is made (ptBR.tests.notEnrolled).
// Errors are domainError codes: NOT_FOUND (no such opening, test, header or question; no application to
// the opening), UNAUTHORIZED (another candidate's header), VALIDATION (core's answer rules, a locked answer,
// no extra time, a time left that is not a whole number of seconds from 0), CLOSED (a first cover on a
// closed opening), TIME_UP.
import {
  allowedOriginUrl,
  CHALLENGE_DROPPED_TEST_ID,
  CHALLENGE_TEST_ID,
  IN_HOUSE_TEST_SOURCE,
  EXTRA_TIME_DEFAULT_PERCENT,
  MAX_TEST_ANSWER_OPTIONS,
  MAX_TEST_IDS,
  answerIssue,
  extendedTimeLimit,
  ptBR,
  questionKind,
  returnTestPath,
  secondsLeft,
  type TestAnswer,
  type TestAnswerIssue,
  type TestQuestion,
  type TestRequiredIn,
  type TestStatus,
} from '@carreiras/core'
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm'
import { parseId } from '../accounts/sessions.js'
import type { Config } from '../config.js'
import type { Db } from '../db/client.js'
import {
  companies,
  onlineTests,
  opportunities,
  partnerTestResults,
  subscriptions,
  testAnswerOptions,
  testAnswers,
  testHeaders,
  testQuestions,
  users,
  type OpportunityTest,
} from '../db/schema.js'
import { domainError } from '../errors.js'
import { requestOrigin } from '../files/files.js'
import { PLATFORM_MESSAGES } from '../messages.js'
import type { RequestContext } from '../request-context.js'

/** A late answer within this margin after the deadline still counts (the network's delay). */
export const ANSWER_GRACE_MS = 2000
/** Where the partner stand-in answers (online-tests/partner.ts), outside production. */
export const PARTNER_TEST_PATH = '/partner-test'
/** The stand-in of the challenge that replaces tests 2015 and 2018 while both are pending. */
export const PARTNER_CHALLENGE_PATH = `${PARTNER_TEST_PATH}/challenge`

const MAX_URL_MOVIE = 500
const INT_MAX = 2_147_483_647

type TestRow = typeof onlineTests.$inferSelect
type HeaderRow = typeof testHeaders.$inferSelect
type QuestionRow = typeof testQuestions.$inferSelect
type OptionRow = typeof testAnswerOptions.$inferSelect
type AnswerRow = typeof testAnswers.$inferSelect

/** What the tests need besides the database: the configuration and the platform's origin as reached. */
export interface TestsEnv {
  db: Db
  config: Config
  /** The platform's origin as the caller reached it (the partner stand-in's address is on it). */
  platformOrigin: string
}

/** What the tests' logic needs from a request (graphql/resolvers/tests.ts, applications/service.ts). */
export const testsEnv = (ctx: Pick<RequestContext, 'db' | 'config'>): TestsEnv => ({
  db: ctx.db,
  config: ctx.config,
  platformOrigin: requestOrigin(ctx),
})

/** A test of an application (the contract's `Test`). */
export interface TestRecord {
  test_id: string
  name: string
  status: TestStatus
  source: string
  url: string | null
  hide_to_candidate: boolean
  required_in: TestRequiredIn | null
  /** When the test became finished, ISO 8601; null while pending. */
  finished_at: string | null
}

/**
 * When the header became finished: the recorded time, or (a timed test whose time ran out, not yet
 * written) its deadline; null while pending.
 */
function finishedAtOf(test: TestRow, header: HeaderRow | undefined, now: Date): string | null {
  if (header === undefined) return null
  if (header.status === 'finished') return (header.finishedAt ?? header.deadlineAt)?.toISOString() ?? null
  return isExpired(test, header, now) ? header.deadlineAt!.toISOString() : null
}

const testNotFound = () => domainError('NOT_FOUND', PLATFORM_MESSAGES.testNotFound)
const questionNotFound = () => domainError('NOT_FOUND', PLATFORM_MESSAGES.testQuestionNotFound)
const opportunityNotFound = () => domainError('NOT_FOUND', PLATFORM_MESSAGES.opportunityNotFound)

function idOrNotFound(value: unknown, notFound: () => Error): number {
  const id = parseId(value)
  if (id === null) throw notFound()
  return id
}

const isInHouse = (test: Pick<TestRow, 'source'>) => test.source === IN_HOUSE_TEST_SOURCE
const isTimed = (test: Pick<TestRow, 'timeLimitSeconds'>) =>
  test.timeLimitSeconds !== null && test.timeLimitSeconds > 0

/** The seconds allowed, extra time included; null when untimed. */
const timeLimitOf = (test: TestRow, header: Pick<HeaderRow, 'extraTimePercent'>) =>
  isTimed(test) ? extendedTimeLimit(test.timeLimitSeconds!, header.extraTimePercent ?? 0) : null

/** A timed test whose deadline has passed. */
const isExpired = (test: TestRow, header: HeaderRow, now: Date) =>
  isTimed(test) && header.deadlineAt !== null && header.deadlineAt.getTime() <= now.getTime()

/** The first origin of WEB_ORIGIN (the site), or null when it is only `*`. */
export function webOrigin(config: Config): string | null {
  return config.webOrigins.find((origin) => origin !== '*') ?? null
}

/** A return address on the site: one of WEB_ORIGIN's origins (http or https); null otherwise. */
export function siteUrl(config: Config, value: string | undefined | null): URL | null {
  // Core's one rule for the platform's return addresses, checked as a URL (navigation/same-origin.ts).
  const url = allowedOriginUrl(value, config.webOrigins)
  return url === null ? null : new URL(url)
}

/** The landing on the site after a partner test (`/return_test/{user}/{test}/{opening}`). */
export function returnTestUrl(config: Config, userId: number, testId: number, opportunityId: number) {
  const origin = webOrigin(config)
  return origin === null ? null : `${origin}${returnTestPath(userId, testId, opportunityId)}`
}

/**
 * A partner test's address with the candidate, the opening and the return address: the partner's own
 * (`partner_url`), or the local stand-in on this platform outside production; null in-house.
 */
function partnerTestUrl(env: TestsEnv, test: TestRow, userId: number, opportunityId: number): string | null {
  if (isInHouse(test)) return null
  let url: URL
  try {
    if (test.partnerUrl) url = new URL(test.partnerUrl)
    else if (env.config.production) return null
    // Joined as text: PUBLIC_URL may have a path (the site's proxy, `${SITE_URL}/plataforma`).
    else url = new URL(`${env.platformOrigin}${PARTNER_TEST_PATH}/${test.id}`)
  } catch {
    return null
  }
  url.searchParams.set('user_id', String(userId))
  url.searchParams.set('opportunity_id', String(opportunityId))
  const back = returnTestUrl(env.config, userId, test.id, opportunityId)
  if (back !== null) url.searchParams.set('return_url', back)
  return url.toString()
}

// ── Reading ─────────────────────────────────────────────────────────────────────────────────────────

async function findOpportunity(db: Db, value: unknown) {
  const id = idOrNotFound(value, opportunityNotFound)
  const [row] = await db
    .select({ id: opportunities.id, statusId: opportunities.statusId, tests: opportunities.tests })
    .from(opportunities)
    .where(eq(opportunities.id, id))
    .limit(1)
  if (!row) throw opportunityNotFound()
  return row
}

async function findTest(db: Db, id: number): Promise<TestRow> {
  const [row] = await db.select().from(onlineTests).where(eq(onlineTests.id, id)).limit(1)
  if (!row) throw testNotFound()
  return row
}

async function questionsOf(db: Db, testId: number): Promise<QuestionRow[]> {
  return db
    .select()
    .from(testQuestions)
    .where(eq(testQuestions.testId, testId))
    .orderBy(asc(testQuestions.order), asc(testQuestions.id))
}

async function answersOf(db: Db, headerId: number): Promise<AnswerRow[]> {
  return db.select().from(testAnswers).where(eq(testAnswers.headerId, headerId))
}

/** The header by id, the user's own: NOT_FOUND when there is none, UNAUTHORIZED when another's. */
async function ownHeader(db: Db, userId: number, value: unknown): Promise<HeaderRow> {
  const id = idOrNotFound(value, testNotFound)
  const [row] = await db.select().from(testHeaders).where(eq(testHeaders.id, id)).limit(1)
  if (!row) throw testNotFound()
  if (row.userId !== userId) throw domainError('UNAUTHORIZED')
  return row
}

/** Marks the header finished (once: the first finish time is kept). */
async function finish(db: Db, header: HeaderRow, now: Date): Promise<HeaderRow> {
  if (header.status === 'finished') return header
  const [row] = await db
    .update(testHeaders)
    .set({ status: 'finished', finishedAt: sql`coalesce(${testHeaders.finishedAt}, ${now.toISOString()})` })
    .where(eq(testHeaders.id, header.id))
    .returning()
  return row ?? { ...header, status: 'finished', finishedAt: now }
}

/** A header whose time ran out is finished (written the first time it is noticed). */
async function settled(db: Db, test: TestRow, header: HeaderRow, now: Date): Promise<HeaderRow> {
  return header.status === 'pending' && isExpired(test, header, now) ? finish(db, header, now) : header
}

/**
 * The tests of openings for candidates, in each opening's order (the contract's `Test` records): the
 * status from the candidate's header, source, hide flag and partner address from the tests table.
 * Tests an opening lists that the table does not know are left out (they could not be taken).
 */
export async function testRecordsFor(
  env: TestsEnv,
  items: readonly { userId: number; opportunity: { id: number; tests: readonly OpportunityTest[] } }[],
  now: Date = new Date(),
): Promise<Map<string, TestRecord[]>> {
  const result = new Map<string, TestRecord[]>()
  const testIds = [...new Set(items.flatMap((item) => item.opportunity.tests.map((t) => t.id)))]
  if (testIds.length === 0) {
    for (const item of items) result.set(recordsKey(item.userId, item.opportunity.id), [])
    return result
  }
  const userIds = [...new Set(items.map((item) => item.userId))]
  const [tests, headers] = await Promise.all([
    env.db.select().from(onlineTests).where(inArray(onlineTests.id, testIds)),
    env.db
      .select()
      .from(testHeaders)
      .where(and(inArray(testHeaders.userId, userIds), inArray(testHeaders.testId, testIds))),
  ])
  const testById = new Map(tests.map((t) => [t.id, t]))
  const headerOf = new Map(headers.map((h) => [`${h.userId}:${h.testId}`, h]))
  for (const { userId, opportunity } of items) {
    const records: TestRecord[] = []
    for (const entry of opportunity.tests) {
      const test = testById.get(entry.id)
      if (!test) continue
      const header = headerOf.get(`${userId}:${test.id}`)
      const finished = header !== undefined && (header.status === 'finished' || isExpired(test, header, now))
      records.push({
        test_id: String(test.id),
        name: test.name,
        status: finished ? 'finished' : 'pending',
        source: test.source,
        url: partnerTestUrl(env, test, userId, opportunity.id),
        hide_to_candidate: test.hideToCandidate,
        required_in: entry.requiredIn ?? null,
        finished_at: finishedAtOf(test, header, now),
      })
    }
    result.set(recordsKey(userId, opportunity.id), records)
  }
  return result
}

export const recordsKey = (userId: number, opportunityId: number) => `${userId}:${opportunityId}`

const testsPayload = (records: TestRecord[]) => ({
  json: records,
  records,
  showMindsightQuestion: false,
  error: null,
})

/** `subscriptionTests`: the opening's tests for the candidate (only those `requiredIn` when given). */
export async function applicationTests(
  env: TestsEnv,
  userId: number,
  opportunityValue: unknown,
  requiredIn?: string | null,
) {
  const opportunity = await findOpportunity(env.db, opportunityValue)
  const records = (await testRecordsFor(env, [{ userId, opportunity }])).get(
    recordsKey(userId, opportunity.id),
  )!
  return testsPayload(requiredIn ? records.filter((r) => r.required_in === requiredIn) : records)
}

/** `testSummary`: one test of the opening (all of them when no test is named). */
export async function testSummary(
  env: TestsEnv,
  userId: number,
  opportunityValue: unknown,
  testValue: unknown,
) {
  const opportunity = await findOpportunity(env.db, opportunityValue)
  const testId = testValue == null || testValue === '' ? null : idOrNotFound(testValue, testNotFound)
  const records = (await testRecordsFor(env, [{ userId, opportunity }])).get(
    recordsKey(userId, opportunity.id),
  )!
  return testsPayload(testId === null ? records : records.filter((r) => r.test_id === String(testId)))
}

/**
 * `subscriptionRecentTests`: the candidate's tests among `testIds` (all when absent) that they have
 * opened or finished, with their status; not tied to an opening (no address, no `required_in`).
 */
export async function recentTests(
  env: TestsEnv,
  userId: number,
  testIds: readonly unknown[] | null | undefined,
) {
  if (testIds != null && testIds.length > MAX_TEST_IDS)
    throw domainError('VALIDATION', ptBR.validation.listTooLong(MAX_TEST_IDS))
  const ids =
    testIds == null
      ? null
      : testIds.map((value) => {
          const id = parseId(value)
          if (id === null) throw domainError('VALIDATION', PLATFORM_MESSAGES.invalidId)
          return id
        })
  if (ids !== null && ids.length === 0) return testsPayload([])
  const rows = await env.db
    .select({ header: testHeaders, test: onlineTests })
    .from(testHeaders)
    .innerJoin(onlineTests, eq(onlineTests.id, testHeaders.testId))
    .where(and(eq(testHeaders.userId, userId), ids === null ? undefined : inArray(testHeaders.testId, ids)))
    .orderBy(asc(testHeaders.testId))
  const now = new Date()
  return testsPayload(
    rows.map(({ header, test }) => ({
      test_id: String(test.id),
      name: test.name,
      status: header.status === 'finished' || isExpired(test, header, now) ? 'finished' : 'pending',
      source: test.source,
      url: null,
      hide_to_candidate: test.hideToCandidate,
      required_in: null,
      finished_at: finishedAtOf(test, header, now),
    })),
  )
}

// ── Cover and extra time ────────────────────────────────────────────────────────────────────────────

async function companyExtraTimePercent(db: Db, opportunityId: number | null): Promise<number> {
  if (opportunityId === null) return EXTRA_TIME_DEFAULT_PERCENT
  const [row] = await db
    .select({ percent: companies.extraTimePercent })
    .from(opportunities)
    .innerJoin(companies, eq(companies.id, opportunities.companyId))
    .where(eq(opportunities.id, opportunityId))
    .limit(1)
  return row?.percent ?? EXTRA_TIME_DEFAULT_PERCENT
}

async function hasDisability(db: Db, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ hasDisability: users.hasDisability })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1)
  return row?.hasDisability === true
}

/** Extra time may be asked: declared disability, timed, not started, not granted, not finished. */
const extraTimeEligible = (test: TestRow, header: HeaderRow, disability: boolean) =>
  disability &&
  isTimed(test) &&
  header.startedAt === null &&
  header.extraTimePercent === null &&
  header.status === 'pending'

/** The cover of a header (`TestCoverPayload`). */
async function coverPayload(env: TestsEnv, test: TestRow, current: HeaderRow, now: Date) {
  const header = await settled(env.db, test, current, now)
  const [questions, answers, disability, companyPercent] = await Promise.all([
    questionsOf(env.db, test.id),
    answersOf(env.db, header.id),
    hasDisability(env.db, header.userId),
    header.extraTimePercent === null
      ? companyExtraTimePercent(env.db, header.opportunityId)
      : Promise.resolve(header.extraTimePercent),
  ])
  const finished = header.status === 'finished'
  const answered = new Set(answers.map((a) => a.questionId))
  const first = finished ? undefined : (questions.find((q) => !answered.has(q.id)) ?? questions[0])
  return {
    json: {
      header_test: {
        id: String(header.id),
        test: {
          id: String(test.id),
          name: test.name,
          description: test.description,
          qtd_of_questions: questions.length,
          can_edit: test.canEdit,
          finished,
          time_limit: timeLimitOf(test, header),
          extra_time: {
            eligible: extraTimeEligible(test, header, disability),
            granted: header.extraTimePercent !== null,
            percent: companyPercent,
          },
        },
        links: { first_question: first ? String(first.id) : null },
      },
    },
    error: null,
  }
}

/**
 * The candidate's live application to the opening (a lead or an applied one): a test is taken within one.
 * NOT_FOUND 'Você não está inscrito na oportunidade' otherwise.
 */
async function assertEnrolled(db: Db, userId: number, opportunityId: number): Promise<void> {
  const [row] = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, userId),
        eq(subscriptions.opportunityId, opportunityId),
        eq(subscriptions.isDeleted, false),
      ),
    )
    .limit(1)
  if (!row) throw domainError('NOT_FOUND', ptBR.tests.notEnrolled)
}

/** A test the opening lists, with the opening (NOT_FOUND for an unknown opening or a test it does not list). */
async function openingTest(env: TestsEnv, opportunityValue: unknown, testValue: unknown) {
  const opportunity = await findOpportunity(env.db, opportunityValue)
  const testId = idOrNotFound(testValue, testNotFound)
  if (!opportunity.tests.some((t) => t.id === testId)) throw testNotFound()
  return { opportunity, testId, test: await findTest(env.db, testId) }
}

/**
 * `testCover`: an in-house test the opening lists and the candidate may see, within their application to
 * the opening (NOT_FOUND without one); the header is created (pending, not started) on the first call. A
 * closed opening creates none (CLOSED).
 */
export async function testCover(
  env: TestsEnv,
  userId: number,
  opportunityValue: unknown,
  testValue: unknown,
  now: Date = new Date(),
) {
  const { opportunity, testId, test } = await openingTest(env, opportunityValue, testValue)
  if (!isInHouse(test) || test.hideToCandidate) throw testNotFound()
  await assertEnrolled(env.db, userId, opportunity.id)
  const own = and(eq(testHeaders.userId, userId), eq(testHeaders.testId, testId))
  let [header] = await env.db.select().from(testHeaders).where(own).limit(1)
  if (!header) {
    if (opportunity.statusId !== 1) throw domainError('CLOSED')
    await env.db
      .insert(testHeaders)
      .values({ userId, testId, opportunityId: opportunity.id })
      .onConflictDoNothing()
    ;[header] = await env.db.select().from(testHeaders).where(own).limit(1)
  }
  return coverPayload(env, test, header!, now)
}

/** `requestTestExtraTime`: grants the company's percentage once, before the test starts. */
export async function requestExtraTime(
  env: TestsEnv,
  userId: number,
  headerValue: unknown,
  now: Date = new Date(),
) {
  const current = await ownHeader(env.db, userId, headerValue)
  const test = await findTest(env.db, current.testId)
  const header = await settled(env.db, test, current, now)
  if (!extraTimeEligible(test, header, await hasDisability(env.db, userId)))
    throw domainError('VALIDATION', PLATFORM_MESSAGES.extraTimeUnavailable)
  const percent = await companyExtraTimePercent(env.db, header.opportunityId)
  const [granted] = await env.db
    .update(testHeaders)
    .set({ extraTimePercent: percent })
    .where(
      and(eq(testHeaders.id, header.id), isNull(testHeaders.extraTimePercent), isNull(testHeaders.startedAt)),
    )
    .returning()
  if (!granted) throw domainError('VALIDATION', PLATFORM_MESSAGES.extraTimeUnavailable)
  return coverPayload(env, test, granted, now)
}

// ── Questions and answers ───────────────────────────────────────────────────────────────────────────

/**
 * Starts the clock on the first question opened (a finished header is never started). The deadline is
 * written only if the extra time read is still the header's: a grant racing the start is never lost.
 */
async function started(db: Db, test: TestRow, current: HeaderRow, now: Date): Promise<HeaderRow> {
  let header = current
  for (let attempt = 0; attempt < 3; attempt++) {
    if (header.startedAt !== null || header.status === 'finished') return header
    const limit = timeLimitOf(test, header)
    const [row] = await db
      .update(testHeaders)
      .set({ startedAt: now, deadlineAt: limit === null ? null : new Date(now.getTime() + limit * 1000) })
      .where(
        and(
          eq(testHeaders.id, header.id),
          isNull(testHeaders.startedAt),
          header.extraTimePercent === null
            ? isNull(testHeaders.extraTimePercent)
            : eq(testHeaders.extraTimePercent, header.extraTimePercent),
        ),
      )
      .returning()
    if (row) return row
    // Another request started it (its clock is the one) or granted extra time meanwhile: read again.
    const [again] = await db.select().from(testHeaders).where(eq(testHeaders.id, header.id)).limit(1)
    if (!again) throw testNotFound()
    header = again
  }
  return header
}

/** The header, its in-house test and one of its questions (NOT_FOUND otherwise), the clock started. */
async function questionContext(
  env: TestsEnv,
  userId: number,
  headerValue: unknown,
  questionValue: unknown,
  now: Date,
) {
  const own = await ownHeader(env.db, userId, headerValue)
  const questionId = idOrNotFound(questionValue, questionNotFound)
  const test = await findTest(env.db, own.testId)
  if (!isInHouse(test)) throw questionNotFound()
  const questions = await questionsOf(env.db, test.id)
  const index = questions.findIndex((q) => q.id === questionId)
  if (index === -1) throw questionNotFound()
  const header = await started(env.db, test, own, now)
  return { header, test, questions, index, question: questions[index]! }
}

/** The question as core's rules take it. */
function asTestQuestion(question: QuestionRow, options: readonly OptionRow[]): TestQuestion {
  return {
    id: question.id,
    title: question.title,
    description: question.description,
    image: question.imageUrl,
    isMovie: question.isMovie,
    isText: question.isText,
    minCharacters: question.minCharacters,
    maxCharacters: question.maxCharacters,
    order: question.order,
    requiredAnswers: question.requiredAnswers,
    options: options.map((o) => ({ id: o.id, option: o.option, image: o.imageUrl })),
  }
}

async function optionsOf(db: Db, questionId: number): Promise<OptionRow[]> {
  return db
    .select()
    .from(testAnswerOptions)
    .where(eq(testAnswerOptions.questionId, questionId))
    .orderBy(asc(testAnswerOptions.order), asc(testAnswerOptions.id))
}

/**
 * `testQuestion` (and GET /v1/header/{h}/questions/{q}): the question with the header, the answer
 * already saved and the neighbours' ids. The first call starts the clock; a timed test past its deadline
 * answers `expired` (and is finished).
 */
export async function testQuestion(
  env: TestsEnv,
  userId: number,
  headerValue: unknown,
  questionValue: unknown,
  now: Date = new Date(),
) {
  const context = await questionContext(env, userId, headerValue, questionValue, now)
  const { test, questions, index, question } = context
  const header = await settled(env.db, test, context.header, now)
  const [options, [saved]] = await Promise.all([
    optionsOf(env.db, question.id),
    env.db
      .select()
      .from(testAnswers)
      .where(and(eq(testAnswers.headerId, header.id), eq(testAnswers.questionId, question.id)))
      .limit(1),
  ])
  const timed = isTimed(test)
  const neighbour = (i: number) => (questions[i] ? String(questions[i].id) : null)
  return {
    header_questions: {
      header: {
        id: String(header.id),
        test_id: String(test.id),
        test_name: test.name,
        qtd_of_questions: questions.length,
        time_to_finish:
          timed && header.deadlineAt !== null
            ? secondsLeft(header.deadlineAt.getTime(), now.getTime())
            : null,
        time_limit: timeLimitOf(test, header),
        expired: isExpired(test, header, now),
        can_edit: test.canEdit,
      },
      question: {
        id: String(question.id),
        title: question.title,
        description: question.description,
        image: question.imageUrl,
        is_movie: question.isMovie,
        is_text: question.isText,
        min_characters: question.minCharacters,
        max_characters: question.maxCharacters,
        order: question.order,
        required_answers: question.requiredAnswers,
        answer_options: options.map((o) => ({ id: String(o.id), option: o.option, image: o.imageUrl })),
        saved_answer: saved
          ? {
              answers: saved.optionIds.map(String),
              text_answer: saved.textAnswer,
              url_movie: saved.urlMovie,
            }
          : null,
      },
      links: { next: neighbour(index + 1), prev: neighbour(index - 1) },
    },
  }
}

/** An answer as sent (`saveTestQuestion`'s arguments, or the REST body). */
export interface AnswerInput {
  answers?: readonly unknown[] | null | undefined
  text_answer?: string | null | undefined
  url_movie?: string | null | undefined
  time_to_finish?: number | null | undefined
}

function issueMessage(issue: TestAnswerIssue): string {
  switch (issue.code) {
    case 'youtubeOnly':
      return ptBR.tests.answer.youtubeOnly
    case 'length':
      return ptBR.tests.answer.length(issue.min, issue.max)
    case 'selectOptions':
      return ptBR.tests.answer.selectOptions(issue.count)
  }
}

/**
 * The browser's time left, recorded as given: absent, or a whole number of seconds from 0. Anything else
 * (negative, fractional, past the column's range) is refused with VALIDATION.
 */
function recordedTimeLeft(value: number | null | undefined): number | null {
  if (value == null) return null
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > INT_MAX)
    throw domainError('VALIDATION', PLATFORM_MESSAGES.invalidTimeToFinish)
  return value
}

/**
 * `saveTestQuestion` (and POST /v1/header/{h}/questions/{q}): refused with TIME_UP after the deadline
 * (plus the grace), with VALIDATION when the test does not let an answer change or when core's rules
 * refuse it; otherwise stored (replacing an earlier answer when the test allows). The header is finished
 * once every question has an answer.
 */
export async function saveAnswer(
  env: TestsEnv,
  userId: number,
  target: { headerTestId: unknown; questionId: unknown },
  input: AnswerInput,
  now: Date = new Date(),
): Promise<{ success: true; message: null; error: null }> {
  // Checked before anything is written (the first answer would start the clock).
  const timeToFinish = recordedTimeLeft(input.time_to_finish)
  const context = await questionContext(env, userId, target.headerTestId, target.questionId, now)
  const { header, test, questions, question } = context
  if (
    isTimed(test) &&
    header.deadlineAt !== null &&
    now.getTime() > header.deadlineAt.getTime() + ANSWER_GRACE_MS
  ) {
    await finish(env.db, header, now)
    throw domainError('TIME_UP')
  }
  const own = and(eq(testAnswers.headerId, header.id), eq(testAnswers.questionId, question.id))
  if (!test.canEdit) {
    const [existing] = await env.db.select({ id: testAnswers.id }).from(testAnswers).where(own).limit(1)
    if (existing) throw domainError('VALIDATION', PLATFORM_MESSAGES.answerLocked)
  }

  // Core's rules on the part of the answer the question's kind uses.
  const kind = questionKind(question)
  const rawOptions = input.answers ?? []
  if (rawOptions.length > MAX_TEST_ANSWER_OPTIONS)
    throw domainError('VALIDATION', ptBR.validation.listTooLong(MAX_TEST_ANSWER_OPTIONS))
  const optionIds = rawOptions.map((value) => parseId(value) ?? -1)
  const answer: TestAnswer = {
    optionIds,
    text: input.text_answer ?? '',
    videoUrl: (input.url_movie ?? '').slice(0, MAX_URL_MOVIE + 1),
  }
  const rules = asTestQuestion(
    question,
    kind === 'single' || kind === 'multiple' ? await optionsOf(env.db, question.id) : [],
  )
  const issue =
    kind === 'video' && answer.videoUrl.trim().length > MAX_URL_MOVIE
      ? ({ code: 'youtubeOnly' } as const)
      : answerIssue(rules, answer)
  if (issue) throw domainError('VALIDATION', issueMessage(issue))

  const values = {
    headerId: header.id,
    questionId: question.id,
    optionIds: kind === 'single' || kind === 'multiple' ? [...new Set(optionIds)].sort((a, b) => a - b) : [],
    textAnswer: kind === 'text' ? answer.text.trim() : null,
    urlMovie: kind === 'video' ? answer.videoUrl.trim() : null,
    timeToFinish,
    savedAt: now,
  }
  if (test.canEdit) {
    await env.db
      .insert(testAnswers)
      .values(values)
      .onConflictDoUpdate({
        target: [testAnswers.headerId, testAnswers.questionId],
        set: {
          optionIds: values.optionIds,
          textAnswer: values.textAnswer,
          urlMovie: values.urlMovie,
          timeToFinish: values.timeToFinish,
          savedAt: now,
        },
      })
  } else {
    const inserted = await env.db
      .insert(testAnswers)
      .values(values)
      .onConflictDoNothing()
      .returning({ id: testAnswers.id })
    if (inserted.length === 0) throw domainError('VALIDATION', PLATFORM_MESSAGES.answerLocked)
  }

  const answered = await env.db
    .select({ questionId: testAnswers.questionId })
    .from(testAnswers)
    .where(eq(testAnswers.headerId, header.id))
  const done = new Set(answered.map((a) => a.questionId))
  if (questions.every((q) => done.has(q.id))) await finish(env.db, header, now)
  return { success: true, message: null, error: null }
}

// ── Partner tests ───────────────────────────────────────────────────────────────────────────────────

/** Records that a partner test was completed (the partner's stand-in calls it). */
export async function recordPartnerResult(
  db: Db,
  userId: number,
  testIds: readonly number[],
  now = new Date(),
) {
  if (testIds.length === 0) return
  await db
    .insert(partnerTestResults)
    .values(testIds.map((testId) => ({ userId, testId, completedAt: now })))
    .onConflictDoUpdate({
      target: [partnerTestResults.userId, partnerTestResults.testId],
      set: { completedAt: now },
    })
}

/**
 * `returnTest` / `returnPrimeiraEscolha`: the landing after a partner test. Success, and the test
 * finished, only when the partner recorded its completion for the candidate (the challenge finishes
 * 2018 with 2015 when both were completed); otherwise `success: false` with the reason. Without an
 * application to the opening, NOT_FOUND (no header is made).
 */
export async function returnPartnerTest(
  env: TestsEnv,
  userId: number,
  opportunityValue: unknown,
  testValue: unknown,
  now: Date = new Date(),
) {
  const { opportunity, testId, test } = await openingTest(env, opportunityValue, testValue)
  if (isInHouse(test)) return { success: false, message: null, error: PLATFORM_MESSAGES.notAPartnerTest }
  // A partner test's return makes headers too: only within the candidate's application to the opening.
  await assertEnrolled(env.db, userId, opportunity.id)
  const ids =
    testId === CHALLENGE_TEST_ID && opportunity.tests.some((t) => t.id === CHALLENGE_DROPPED_TEST_ID)
      ? [testId, CHALLENGE_DROPPED_TEST_ID]
      : [testId]
  const results = await env.db
    .select({ testId: partnerTestResults.testId })
    .from(partnerTestResults)
    .where(and(eq(partnerTestResults.userId, userId), inArray(partnerTestResults.testId, ids)))
  if (!results.some((r) => r.testId === testId))
    return { success: false, message: null, error: PLATFORM_MESSAGES.partnerTestNotCompleted }
  await env.db
    .insert(testHeaders)
    .values(
      results.map((r) => ({
        userId,
        testId: r.testId,
        opportunityId: opportunity.id,
        status: 'finished' as const,
        finishedAt: now,
      })),
    )
    .onConflictDoUpdate({
      target: [testHeaders.userId, testHeaders.testId],
      set: { status: 'finished', finishedAt: sql`coalesce(${testHeaders.finishedAt}, excluded.finished_at)` },
    })
  return { success: true, message: null, error: null }
}
