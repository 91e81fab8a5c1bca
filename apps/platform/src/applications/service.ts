// The applications service (docs/architecture.md, "The platform's layers"), below the GraphQL resolvers that
// call it (graphql/resolvers/applications.ts); refusals are domain errors (src/errors.ts).
//
// Applying to an opening: subscriptions (lead → applied), the opening's questions and their attached files,
// the eliminatory check with its refusal (and the review request), the form's draft, eligibility and the form
// structure. Every operation that names a user needs that user's session (docs/wire-format.md); one without a
// user id acts for the session's user. A record of another user (a subscription, an attached file) answers
// NOT_FOUND, like the résumé's records. The eliminatory answers never leave the platform (docs/decisions.md,
// "Eliminatory answers").
//
// Question files (uploadFilesQuestion, listQuestionFiles, removeAttachedFile) serve the openings' questions
// and the questions a profile update request brings itself (profile-updates/service.ts): an id among the
// openings' questions is one (open opening, or a pending update request of the user asking it again);
// otherwise it must be a file-upload question of a pending request of the session's user — another person's
// or unknown: NOT_FOUND; only completed or past its deadline: CLOSED.
//
// One live subscription per user and opening: the partial unique index on (user_id, opportunity_id)
// among rows not logically deleted, written with INSERT … ON CONFLICT, makes createAndIndexSubscriptionLead,
// saveSubscriptionDraft and subscriptionNew idempotent under retries and concurrency.
import {
  type ApplicationQuestion,
  choosesAnyOf,
  DEFAULT_SUBSCRIPTION_SOURCE,
  MAX_APPLICATION_ANSWERS,
  groupEligibilityIssues,
  groupEligibilityMessage,
  ptBR,
  questionAnswerInputSchema,
  type QuestionHtmlType,
  questionIssues,
  referralDomainsMessage,
  referralIssues,
  storedChoiceAnswer,
  stripApplicationText,
} from '@carreiras/core'
import { and, asc, count, desc, eq, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm'
import { parseId, requireSession, requireUser } from '../accounts/sessions.js'
import { findUser } from '../accounts/users.js'
import { appliedJob, enqueuePush } from '../push/triggers.js'
import { enqueue } from '../outgoing/queue.js'
import type { Db } from '../db/client.js'
import { eventsOf, type EventView } from '../events/service.js'
import {
  cities,
  companies,
  formStructures,
  opportunities,
  questionFiles,
  states,
  storedFiles,
  subscriptionQuestions,
  subscriptions,
  users,
  type StoredAnswer,
} from '../db/schema.js'
import { DEFAULT_FORM_STRUCTURE, type FormStructureSeed } from '../db/seed-application-data.js'
import {
  checkUpload,
  cleanFileName,
  deleteStoredFile,
  fileUrl,
  requestOrigin,
  storeFile,
} from '../files/files.js'
import type {
  MutationCreateAndIndexSubscriptionLeadArgs,
  MutationEligibilityItauArgs,
  MutationRemoveAttachedFileArgs,
  MutationRequestRefusalReviewArgs,
  MutationSaveSubscriptionDraftArgs,
  MutationSubscriptionLogicalDeleteArgs,
  MutationSubscriptionNewArgs,
  MutationUploadFilesQuestionArgs,
  MutationValidateCandidateEliminatoryQuestionsArgs,
  QueryEligibleCandidateArgs,
  QueryListQuestionFilesArgs,
  QuerySubscriptionQuestionsArgs,
  QuerySubscriptionsArgs,
  QuerySubscriptionsWithPaginationArgs,
} from '../gql/resolvers-types.js'
import { PLATFORM_MESSAGES } from '../messages.js'
import { updateQuestionOf } from '../profile-updates/service.js'
import type { RequestContext } from '../request-context.js'
import { isVisibleTo, viewerInternalCompany } from '../accounts/internal-access.js'
import { domainError } from '../errors.js'
import { recordsKey, testRecordsFor, testsEnv, type TestRecord } from '../online-tests/service.js'
import { validate } from '../lib/validate.js'

/** A draft larger than this (its JSON, in UTF-8 bytes) is refused. */
export const DRAFT_MAX_BYTES = 200_000
/** Files one candidate may attach to one question. */
export const MAX_FILES_PER_QUESTION = 5
/** Page size of the subscription lists when none is given, and the largest accepted. */
const DEFAULT_LIMIT = 20
const MAX_LIMIT = 100

type SubscriptionRow = typeof subscriptions.$inferSelect
type OpportunityRow = typeof opportunities.$inferSelect
type QuestionRow = typeof subscriptionQuestions.$inferSelect

const success = { success: true, message: null, error: null }

const opportunityNotFound = () => domainError('NOT_FOUND', PLATFORM_MESSAGES.opportunityNotFound)
const subscriptionNotFound = () => domainError('NOT_FOUND', PLATFORM_MESSAGES.subscriptionNotFound)
const fileNotFound = () => domainError('NOT_FOUND', PLATFORM_MESSAGES.fileNotFound)

/** The user of a call: `userId` with its session, or the session's user when the argument is absent. */
function actingUser(ctx: RequestContext, userId: unknown): number {
  return userId == null ? requireSession(ctx).userId : requireUser(ctx, userId)
}

/** An id argument naming a record: malformed means nothing can match (NOT_FOUND). */
function recordId(value: unknown, notFound: () => Error): number {
  const id = parseId(value)
  if (id === null) throw notFound()
  return id
}

/** An optional id filter of a list: malformed is VALIDATION. */
function filterId(value: unknown): number | null {
  if (value == null || value === '') return null
  const id = parseId(value)
  if (id === null) throw domainError('VALIDATION', PLATFORM_MESSAGES.invalidId)
  return id
}

function pageSize(value: number | null | undefined, fallback: number): number {
  if (value == null) return fallback
  if (!Number.isInteger(value) || value < 1 || value > MAX_LIMIT)
    throw domainError('VALIDATION', PLATFORM_MESSAGES.invalidValue)
  return value
}

/**
 * The opening named by an argument; NOT_FOUND when unknown, or when it is an internal opening and the session
 * is not of an internal user of its company (nobody else sees nor applies to it).
 */
async function findOpportunity(
  ctx: Pick<RequestContext, 'db' | 'session'>,
  value: unknown,
): Promise<OpportunityRow> {
  const id = recordId(value, opportunityNotFound)
  const [row] = await ctx.db.select().from(opportunities).where(eq(opportunities.id, id)).limit(1)
  if (!row) throw opportunityNotFound()
  if (row.internalRecruitment && !isVisibleTo(row, await viewerInternalCompany(ctx.db, ctx.session)))
    throw opportunityNotFound()
  return row
}

const isOpen = (opportunity: OpportunityRow) => opportunity.statusId === 1

/** The live (not logically deleted) subscription of the user to the opening. */
const live = (userId: number, opportunityId: number) =>
  and(
    eq(subscriptions.userId, userId),
    eq(subscriptions.opportunityId, opportunityId),
    eq(subscriptions.isDeleted, false),
  )

async function liveSubscription(db: Db, userId: number, opportunityId: number) {
  const [row] = await db.select().from(subscriptions).where(live(userId, opportunityId)).limit(1)
  return row
}

/** INSERT … ON CONFLICT on the live-subscription index (see the header). */
const onLiveConflict = {
  target: [subscriptions.userId, subscriptions.opportunityId],
  targetWhere: sql`${subscriptions.isDeleted} = false`,
}

// ── Views ───────────────────────────────────────────────────────────────────────────────────────

const iso = (value: Date | null) => (value === null ? null : value.toISOString())

interface Joined {
  subscription: SubscriptionRow
  opportunity: OpportunityRow
  city: string | null
  stateAbbr: string | null
  company: typeof companies.$inferSelect | null
}

/** Subscriptions with their opening, its city and state, and its company; newest first. */
function selectSubscriptions(db: Db, where: SQL | undefined) {
  return db
    .select({
      subscription: subscriptions,
      opportunity: opportunities,
      city: cities.name,
      stateAbbr: states.abbr,
      company: companies,
    })
    .from(subscriptions)
    .innerJoin(opportunities, eq(opportunities.id, subscriptions.opportunityId))
    .leftJoin(cities, eq(cities.id, opportunities.cityId))
    .leftJoin(states, eq(states.id, opportunities.stateId))
    .leftJoin(companies, eq(companies.id, opportunities.companyId))
    .where(where)
    .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id))
    .$dynamic()
}

/** The contract's Subscription. The draft only to its owner's session. */
function subscriptionView(
  ctx: RequestContext,
  { subscription: s, opportunity: o, city, stateAbbr, company }: Joined,
  records: readonly TestRecord[],
  events: readonly EventView[],
) {
  // The candidate's tests of the opening, with their real status (online-tests/service.ts).
  const tests = { records, showMindsightQuestion: false, error: null }
  return {
    id: String(s.id),
    opportunityId: String(s.opportunityId),
    slug: o.slug,
    step: s.step,
    createdAt: s.createdAt.toISOString(),
    // Applications submitted before the column was written: their creation (as the migration backfills).
    appliedAt: s.step === 'applied' ? (s.appliedAt ?? s.createdAt).toISOString() : null,
    deletedAt: iso(s.deletedAt),
    isDeleted: s.isDeleted,
    opportunity: {
      id: String(o.id),
      title: o.title,
      status: String(o.statusId),
      address: { street: o.street, number: o.number, neighborhood: o.neighborhood, city, stateAbbr },
    },
    company: company && {
      id: String(company.id),
      name: company.name,
      slug: company.slug,
      logo: company.logo,
      score: company.score,
      evaluationsCount: company.evaluationsCount,
      pictures: company.pictures,
      website: company.website,
    },
    events,
    questions: s.questions.map((a) => ({
      id: a.id,
      title: a.title,
      answer: a.answer,
      slug: a.slug,
      candidate: a.candidate,
    })),
    listTests: tests,
    onlineTests: tests,
    draft: ctx.session?.userId === s.userId ? (s.draft ?? null) : null,
    refusalTemplate: s.refusalTemplate,
    reviewRequestedAt: iso(s.reviewRequestedAt),
  }
}

/** The views of subscriptions, their tests and selection events read at once. */
async function viewsOf(ctx: RequestContext, rows: readonly Joined[]) {
  const [tests, events] = await Promise.all([
    testRecordsFor(
      testsEnv(ctx),
      rows.map((row) => ({ userId: row.subscription.userId, opportunity: row.opportunity })),
    ),
    eventsOf(
      ctx.db,
      rows.map((row) => row.subscription.id),
    ),
  ])
  return rows.map((row) =>
    subscriptionView(
      ctx,
      row,
      tests.get(recordsKey(row.subscription.userId, row.opportunity.id)) ?? [],
      events.get(row.subscription.id) ?? [],
    ),
  )
}

async function viewOf(ctx: RequestContext, id: number) {
  const [row] = await selectSubscriptions(ctx.db, eq(subscriptions.id, id)).limit(1)
  if (!row) throw subscriptionNotFound()
  return (await viewsOf(ctx, [row]))[0]!
}

/** The list filters shared by `subscriptions` and `subscriptionsWithPagination`. */
function listWhere(
  userId: number,
  args: { opportunityId?: unknown; companyId?: unknown; internalRecruitment?: boolean | null },
) {
  const opportunityId = filterId(args.opportunityId)
  const companyId = filterId(args.companyId)
  return and(
    eq(subscriptions.userId, userId),
    eq(subscriptions.isDeleted, false),
    opportunityId === null ? undefined : eq(subscriptions.opportunityId, opportunityId),
    companyId === null ? undefined : eq(opportunities.companyId, companyId),
    args.internalRecruitment == null
      ? undefined
      : eq(opportunities.internalRecruitment, args.internalRecruitment),
  )
}

// ── Questions and answers ───────────────────────────────────────────────────────────────────────

async function questionsOf(db: Db, opportunityId: number): Promise<QuestionRow[]> {
  return db
    .select()
    .from(subscriptionQuestions)
    .where(
      and(
        eq(subscriptionQuestions.opportunityId, opportunityId),
        eq(subscriptionQuestions.inSubscription, true),
      ),
    )
    .orderBy(asc(subscriptionQuestions.order), asc(subscriptionQuestions.id))
}

/** The question as core's rules take it. */
const asApplicationQuestion = (q: QuestionRow): ApplicationQuestion => ({
  id: String(q.id),
  title: q.title,
  required: q.required,
  hint: q.hint,
  htmlType: q.htmlType as QuestionHtmlType,
  options: q.options,
  slug: q.slug,
  order: q.order,
  eliminatory: q.eliminatoryQuestion,
})

/**
 * The answers given (question id → text), validated with core's schema: each must name a question of the
 * opening, a choice must be one of its options; file-upload answers are ignored (the attached files are
 * the answer).
 */
function parseAnswers(
  input: readonly unknown[] | null | undefined,
  questions: readonly QuestionRow[],
): Map<string, string> {
  const list = input ?? []
  if (list.length > MAX_APPLICATION_ANSWERS)
    throw domainError('VALIDATION', ptBR.validation.listTooLong(MAX_APPLICATION_ANSWERS))
  const byId = new Map(questions.map((q) => [String(q.id), q]))
  const answers = new Map<string, string>()
  for (const raw of list) {
    const answer = validate(questionAnswerInputSchema, raw)
    const question = byId.get(answer.id)
    if (!question) throw domainError('VALIDATION', PLATFORM_MESSAGES.unknownQuestion)
    if (question.htmlType === 'file_upload') continue
    // Stored as the options are written (docs/decisions.md, "Checkbox answers").
    const text = storedChoiceAnswer(question, answer.answer ?? '')
    if (text === null)
      throw domainError(
        'VALIDATION',
        PLATFORM_MESSAGES.answerOf(question.title, PLATFORM_MESSAGES.unknownOption),
      )
    answers.set(answer.id, text)
  }
  return answers
}

/** The first eliminatory question these answers fail, if any. */
function eliminatingQuestion(
  questions: readonly QuestionRow[],
  answers: ReadonlyMap<string, string>,
): QuestionRow | undefined {
  return questions.find((q) => {
    if (!q.eliminatoryQuestion) return false
    const answer = answers.get(String(q.id))
    if (!answer) return false
    return choosesAnyOf(q.htmlType, answer, q.eliminatoryAnswers)
  })
}

const refusalTemplateOf = (question: QuestionRow) =>
  question.eliminatoryTemplate?.trim() || `<p>${PLATFORM_MESSAGES.eliminated}</p>`

/** Records the refusal on the user's lead (created if missing; an applied subscription keeps its state). */
async function recordRefusal(db: Db, userId: number, opportunityId: number, template: string) {
  await db
    .insert(subscriptions)
    .values({ userId, opportunityId, step: 'lead', refusalTemplate: template })
    .onConflictDoUpdate({
      ...onLiveConflict,
      set: {
        refusalTemplate: sql`case when ${subscriptions.step} = 'applied' then ${subscriptions.refusalTemplate} else excluded.refusal_template end`,
        updatedAt: new Date(),
      },
    })
}

/**
 * The user's files of each question (id → files), with their URLs: the openings' questions', and with
 * `updateQuestions` also those of the questions update requests bring themselves.
 */
async function filesOf(
  ctx: RequestContext,
  userId: number,
  questionIds: readonly number[],
  { updateQuestions = false } = {},
) {
  if (questionIds.length === 0) return []
  const ids = [...questionIds]
  const rows = await ctx.db
    .select({
      id: questionFiles.id,
      questionId: questionFiles.questionId,
      updateQuestionId: questionFiles.updateQuestionId,
      name: questionFiles.name,
      fileId: storedFiles.id,
      token: storedFiles.token,
    })
    .from(questionFiles)
    .innerJoin(storedFiles, eq(storedFiles.id, questionFiles.fileId))
    .where(
      and(
        eq(questionFiles.userId, userId),
        updateQuestions
          ? or(inArray(questionFiles.questionId, ids), inArray(questionFiles.updateQuestionId, ids))
          : inArray(questionFiles.questionId, ids),
      ),
    )
    .orderBy(asc(questionFiles.id))
  const origin = requestOrigin(ctx)
  return rows.map((row) => ({
    questionId: (row.questionId ?? row.updateQuestionId)!,
    view: { id: String(row.id), name: row.name, file: fileUrl(origin, { id: row.fileId, token: row.token }) },
  }))
}

/**
 * Where a file for `questionId` goes (see the header): an opening's file-upload question, or a file-upload
 * question of the user's pending update request.
 */
async function fileQuestionTarget(
  db: Db,
  userId: number,
  questionId: number,
): Promise<{ questionId: number } | { updateRequestId: number; updateQuestionId: number }> {
  const notAFileQuestion = () => domainError('VALIDATION', PLATFORM_MESSAGES.notAFileQuestion)
  const [question] = await db
    .select({ htmlType: subscriptionQuestions.htmlType, statusId: opportunities.statusId })
    .from(subscriptionQuestions)
    .innerJoin(opportunities, eq(opportunities.id, subscriptionQuestions.opportunityId))
    .where(eq(subscriptionQuestions.id, questionId))
    .limit(1)
  if (question) {
    if (question.htmlType !== 'file_upload') throw notAFileQuestion()
    if (question.statusId !== 1 && (await updateQuestionOf(db, userId, questionId))?.state !== 'pending')
      throw domainError('CLOSED')
    return { questionId }
  }
  const asked = await updateQuestionOf(db, userId, questionId)
  if (!asked) throw domainError('NOT_FOUND', PLATFORM_MESSAGES.questionNotFound)
  if (asked.state !== 'pending')
    throw domainError(
      'CLOSED',
      asked.state === 'completed'
        ? PLATFORM_MESSAGES.updateRequestCompleted
        : PLATFORM_MESSAGES.updateRequestExpired,
    )
  if (asked.question.htmlType !== 'file_upload') throw notAFileQuestion()
  return { updateRequestId: asked.requestId, updateQuestionId: questionId }
}

// ── Form structure ──────────────────────────────────────────────────────────────────────────────

function formStructView(opportunityId: number, structure: FormStructureSeed) {
  return {
    opportunityId: String(opportunityId),
    personalData: Object.entries(structure.personalData).map(([field, condition]) => ({ field, condition })),
    education: structure.education,
    professionalExperience: structure.professionalExperience,
    languageProficiency: structure.languageProficiency,
    questions: structure.questions,
  }
}

/** The opening's form structure; an opening the seed did not write gets DEFAULT_FORM_STRUCTURE. */
export async function formStructOf(ctx: Pick<RequestContext, 'db' | 'session'>, value: unknown) {
  const db = ctx.db
  const opportunity = await findOpportunity(ctx, value)
  const [row] = await db
    .select()
    .from(formStructures)
    .where(eq(formStructures.opportunityId, opportunity.id))
    .limit(1)
  return formStructView(opportunity.id, row ?? DEFAULT_FORM_STRUCTURE)
}

export async function listSubscriptions(ctx: RequestContext, args: QuerySubscriptionsArgs) {
  const userId = actingUser(ctx, args.userId)
  const rows = await selectSubscriptions(ctx.db, listWhere(userId, args)).limit(
    pageSize(args.limit, MAX_LIMIT),
  )
  return viewsOf(ctx, rows)
}

export async function pageSubscriptions(ctx: RequestContext, args: QuerySubscriptionsWithPaginationArgs) {
  const userId = actingUser(ctx, args.userId)
  const limit = pageSize(args.limit, DEFAULT_LIMIT)
  const page = args.page ?? 1
  if (!Number.isInteger(page) || page < 1 || page > 100_000)
    throw domainError('VALIDATION', ptBR.validation.listParams.page)
  const where = listWhere(userId, args)
  const [total] = await ctx.db
    .select({ n: count() })
    .from(subscriptions)
    .innerJoin(opportunities, eq(opportunities.id, subscriptions.opportunityId))
    .where(where)
  const totalCount = total?.n ?? 0
  const totalPages = Math.ceil(totalCount / limit)
  const rows = await selectSubscriptions(ctx.db, where)
    .limit(limit)
    .offset((page - 1) * limit)
  return {
    records: await viewsOf(ctx, rows),
    meta: {
      current_page: page,
      next_page: page < totalPages ? page + 1 : null,
      prev_page: page > 1 ? Math.min(page - 1, Math.max(totalPages, 1)) : null,
      total_pages: totalPages,
      total_count: totalCount,
    },
  }
}

/** The opening's questions; `answer` is the session's user's stored answer. Never the eliminatory answers. */
export async function openingQuestions(ctx: RequestContext, args: QuerySubscriptionQuestionsArgs) {
  const opportunity = await findOpportunity(ctx, args.opportunityId)
  const questions = await questionsOf(ctx.db, opportunity.id)
  const stored = ctx.session ? await liveSubscription(ctx.db, ctx.session.userId, opportunity.id) : undefined
  const answers = new Map((stored?.questions ?? []).map((a) => [a.id, a.answer]))
  return questions.map((q) => ({
    id: String(q.id),
    title: q.title,
    required: q.required,
    candidate: q.candidate,
    eliminatoryAswers: null,
    eliminatoryQuestion: q.eliminatoryQuestion,
    eliminatoryTemplate: q.eliminatoryTemplate,
    hint: q.hint,
    htmlType: q.htmlType,
    html_type: q.htmlType,
    inSubscription: q.inSubscription,
    options: q.options,
    order: q.order,
    slug: q.slug,
    opportunityId: String(q.opportunityId),
    answer: q.htmlType === 'file_upload' ? null : (answers.get(String(q.id)) ?? null),
  }))
}

export async function listQuestionFiles(ctx: RequestContext, args: QueryListQuestionFilesArgs) {
  const { userId } = requireSession(ctx)
  const questionId = recordId(args.questionId, () =>
    domainError('NOT_FOUND', PLATFORM_MESSAGES.questionNotFound),
  )
  return (await filesOf(ctx, userId, [questionId], { updateQuestions: true })).map((f) => f.view)
}

export async function eligibleCandidate(ctx: RequestContext, args: QueryEligibleCandidateArgs) {
  const userId = actingUser(ctx, args.userId)
  filterId(args.companyId)
  const errors: string[] = []
  if (args.opportunityId != null) {
    const opportunity = await findOpportunity(ctx, args.opportunityId)
    if (!isOpen(opportunity)) errors.push(ptBR.errors.CLOSED)
    const existing = await liveSubscription(ctx.db, userId, opportunity.id)
    if (existing?.step === 'applied') errors.push(PLATFORM_MESSAGES.alreadyApplied)
  }
  return { success: true, eligible: errors.length === 0, errorsEligibleCandidate: errors }
}

export async function createAndIndexSubscriptionLead(
  ctx: RequestContext,
  args: MutationCreateAndIndexSubscriptionLeadArgs,
) {
  const userId = requireUser(ctx, args.user_id)
  const opportunity = await findOpportunity(ctx, args.opportunity_id)
  const existing = await liveSubscription(ctx.db, userId, opportunity.id)
  if (existing) return viewOf(ctx, existing.id)
  if (!isOpen(opportunity)) throw domainError('CLOSED')
  const [row] = await ctx.db
    .insert(subscriptions)
    .values({ userId, opportunityId: opportunity.id, step: 'lead' })
    .onConflictDoUpdate({ ...onLiveConflict, set: { updatedAt: sql`${subscriptions.updatedAt}` } })
    .returning({ id: subscriptions.id })
  return viewOf(ctx, row!.id)
}

export async function saveSubscriptionDraft(ctx: RequestContext, args: MutationSaveSubscriptionDraftArgs) {
  const userId = requireUser(ctx, args.user_id)
  const draft: unknown = args.draft
  if (typeof draft !== 'object' || draft === null || Array.isArray(draft))
    throw domainError('VALIDATION', PLATFORM_MESSAGES.draftInvalid)
  const json = JSON.stringify(draft)
  if (Buffer.byteLength(json, 'utf8') > DRAFT_MAX_BYTES)
    throw domainError('VALIDATION', PLATFORM_MESSAGES.draftTooLarge)
  // jsonb cannot hold a NUL character.
  if (json.includes('\\u0000')) throw domainError('VALIDATION', PLATFORM_MESSAGES.draftInvalid)
  // Stored as the JSON text says, not as received: an inline literal (`draft: {tab: "basic"}`) arrives
  // as objects without a prototype (graphql's valueFromASTUntyped), which the database layer cannot take;
  // a variable arrives as plain objects. Both are now the same value.
  const plainDraft = JSON.parse(json) as Record<string, unknown>
  const opportunity = await findOpportunity(ctx, args.opportunity_id)
  const existing = await liveSubscription(ctx.db, userId, opportunity.id)
  if (existing?.step === 'applied') return viewOf(ctx, existing.id)
  if (!existing && !isOpen(opportunity)) throw domainError('CLOSED')
  const [row] = await ctx.db
    .insert(subscriptions)
    .values({ userId, opportunityId: opportunity.id, step: 'lead', draft: plainDraft })
    .onConflictDoUpdate({
      ...onLiveConflict,
      set: {
        draft: sql`case when ${subscriptions.step} = 'applied' then ${subscriptions.draft} else excluded.draft end`,
        updatedAt: new Date(),
      },
    })
    .returning({ id: subscriptions.id })
  return viewOf(ctx, row!.id)
}

export async function validateCandidateEliminatoryQuestions(
  ctx: RequestContext,
  args: MutationValidateCandidateEliminatoryQuestionsArgs,
) {
  const userId = actingUser(ctx, args.user_id)
  const opportunity = await findOpportunity(ctx, args.opportunity_id)
  if (!isOpen(opportunity)) throw domainError('CLOSED')
  const questions = await questionsOf(ctx.db, opportunity.id)
  const answers = parseAnswers(args.questions, questions)
  const eliminating = eliminatingQuestion(questions, answers)
  if (eliminating) {
    const template = refusalTemplateOf(eliminating)
    await recordRefusal(ctx.db, userId, opportunity.id, template)
    return { subscribe: false, template }
  }
  // A pass replaces an earlier refusal (the candidate corrected an answer).
  await ctx.db
    .update(subscriptions)
    .set({ refusalTemplate: null, updatedAt: new Date() })
    .where(and(live(userId, opportunity.id), isNotNull(subscriptions.refusalTemplate)))
  return { subscribe: true, template: null }
}

export async function subscriptionNew(ctx: RequestContext, args: MutationSubscriptionNewArgs) {
  const userId = requireUser(ctx, args.user_id)
  const opportunity = await findOpportunity(ctx, args.opportunity_id)
  const existing = await liveSubscription(ctx.db, userId, opportunity.id)
  if (existing?.step === 'applied') return viewOf(ctx, existing.id)
  if (!isOpen(opportunity)) throw domainError('CLOSED')

  // Referral: both or none; the e-mail's domain among the opening's.
  const referral = {
    name: stripApplicationText(args.indication_name ?? ''),
    email: stripApplicationText(args.indication_email ?? '').toLowerCase(),
  }
  if (referral.name.length > 200 || referral.email.length > 254)
    throw domainError('VALIDATION', PLATFORM_MESSAGES.invalidValue)
  const [referralIssue] = referralIssues(referral, opportunity.indicationDomains)
  if (referralIssue)
    throw domainError(
      'VALIDATION',
      referralIssue.message === ptBR.validation.referralDomainsOnly
        ? referralDomainsMessage(opportunity.indicationDomains)
        : referralIssue.message,
    )

  // Answers: the required ones, the slug rules, a file for a required file upload (core's rules).
  const questions = await questionsOf(ctx.db, opportunity.id)
  const answers = parseAnswers(args.questions, questions)
  const files = await filesOf(
    ctx,
    userId,
    questions.filter((q) => q.htmlType === 'file_upload').map((q) => q.id),
  )
  const attachments: Record<string, number> = {}
  for (const f of files) attachments[f.questionId] = (attachments[f.questionId] ?? 0) + 1
  const [issue] = questionIssues(
    questions.map(asApplicationQuestion),
    Object.fromEntries(answers),
    attachments,
  )
  if (issue) {
    const question = questions.find((q) => String(q.id) === issue.field)
    throw domainError('VALIDATION', PLATFORM_MESSAGES.answerOf(question?.title ?? '', issue.message))
  }
  const eliminating = eliminatingQuestion(questions, answers)
  if (eliminating) {
    await recordRefusal(ctx.db, userId, opportunity.id, refusalTemplateOf(eliminating))
    throw domainError('VALIDATION', PLATFORM_MESSAGES.eliminated)
  }

  const stored: StoredAnswer[] = questions.map((q) => ({
    id: String(q.id),
    title: q.title,
    slug: q.slug,
    candidate: q.candidate,
    htmlType: q.htmlType,
    answer:
      q.htmlType === 'file_upload'
        ? files
            .filter((f) => f.questionId === q.id)
            .map((f) => f.view.name)
            .join(';')
        : (answers.get(String(q.id)) ?? ''),
  }))
  const source = stripApplicationText(args.source ?? '').slice(0, 100) || DEFAULT_SUBSCRIPTION_SOURCE
  const originCompany = filterId(args.origin_company)
  const now = new Date()
  const values = {
    step: 'applied' as const,
    source,
    indicationName: referral.name || null,
    indicationEmail: referral.email || null,
    originCompany,
    questions: stored,
    draft: null,
    appliedAt: now,
    updatedAt: now,
  }
  // The confirmation e-mail, once (the call that applied it), in the application's transaction.
  const confirmTo = args.send_confirmed_email ? await findUser(ctx.db, userId) : undefined
  const row = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(subscriptions)
      .values({ userId, opportunityId: opportunity.id, ...values })
      .onConflictDoUpdate({
        ...onLiveConflict,
        // A concurrent submission that already applied keeps its answers and time.
        set: {
          step: 'applied',
          source: sql`case when ${subscriptions.step} = 'applied' then ${subscriptions.source} else excluded.source end`,
          indicationName: sql`case when ${subscriptions.step} = 'applied' then ${subscriptions.indicationName} else excluded.indication_name end`,
          indicationEmail: sql`case when ${subscriptions.step} = 'applied' then ${subscriptions.indicationEmail} else excluded.indication_email end`,
          originCompany: sql`case when ${subscriptions.step} = 'applied' then ${subscriptions.originCompany} else excluded.origin_company end`,
          questions: sql`case when ${subscriptions.step} = 'applied' then ${subscriptions.questions} else excluded.questions end`,
          draft: null,
          appliedAt: sql`coalesce(${subscriptions.appliedAt}, excluded.applied_at)`,
          updatedAt: now,
        },
      })
      .returning({ id: subscriptions.id, appliedAt: subscriptions.appliedAt })
    if (confirmTo && row?.appliedAt?.getTime() === now.getTime())
      await enqueue(tx, {
        channel: 'email',
        template: 'application-confirmed',
        to: confirmTo.email,
        data: { name: confirmTo.socialName || confirmTo.firstName, jobTitle: opportunity.title },
        brand: ctx.brand,
      })
    // The step went from lead to applied (this call applied it): its push, in the same transaction.
    if (row?.appliedAt?.getTime() === now.getTime())
      await enqueuePush(
        tx,
        ctx.config,
        await appliedJob({ db: tx, config: ctx.config }, userId, opportunity.id),
        `applied:${row.id}`,
      )
    return row
  })
  return viewOf(ctx, row!.id)
}

export async function requestRefusalReview(ctx: RequestContext, args: MutationRequestRefusalReviewArgs) {
  const userId = requireUser(ctx, args.user_id)
  const opportunityId = recordId(args.opportunity_id, opportunityNotFound)
  const [row] = await ctx.db
    .update(subscriptions)
    .set({
      reviewRequestedAt: sql`coalesce(${subscriptions.reviewRequestedAt}, now())`,
      updatedAt: new Date(),
    })
    .where(and(live(userId, opportunityId), isNotNull(subscriptions.refusalTemplate)))
    .returning({ id: subscriptions.id })
  if (!row) throw domainError('NOT_FOUND', PLATFORM_MESSAGES.noRefusal)
  return viewOf(ctx, row.id)
}

export async function subscriptionLogicalDelete(
  ctx: RequestContext,
  args: MutationSubscriptionLogicalDeleteArgs,
) {
  const userId = requireUser(ctx, args.user_id)
  const id = recordId(args.subscription_id, subscriptionNotFound)
  const own = and(eq(subscriptions.id, id), eq(subscriptions.userId, userId))
  const now = new Date()
  await ctx.db
    .update(subscriptions)
    .set({ isDeleted: true, deletedAt: now, updatedAt: now })
    .where(and(own, eq(subscriptions.isDeleted, false)))
  // Already deleted: the same answer again (idempotent); another user's: NOT_FOUND.
  const [row] = await ctx.db.select({ id: subscriptions.id }).from(subscriptions).where(own).limit(1)
  if (!row) throw subscriptionNotFound()
  return viewOf(ctx, row.id)
}

/**
 * The bank group's rule (core's groupEligibilityIssues; docs/decisions.md, "Eligibility and the application
 * error page"): nobody under the legal working age, 16 (14 for an apprenticeship), by the birth date the
 * profile holds. `development` asks the group's test service; the local platform is one service for both.
 */
export async function eligibilityItau(ctx: RequestContext, args: MutationEligibilityItauArgs) {
  const userId = requireUser(ctx, args.user_id)
  const opportunity = await findOpportunity(ctx, args.opportunity_id)
  const [user] = await ctx.db
    .select({ birthday: users.birthday })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1)
  const issues = groupEligibilityIssues({
    birthday: user?.birthday ?? null,
    level: opportunity.level,
    today: new Date(),
  })
  return { eligible: issues.length === 0, messages: issues.map((issue) => groupEligibilityMessage(issue)) }
}

export async function uploadFilesQuestion(ctx: RequestContext, args: MutationUploadFilesQuestionArgs) {
  const userId = actingUser(ctx, args.user_id)
  const questionId = recordId(args.question_id, () =>
    domainError('NOT_FOUND', PLATFORM_MESSAGES.questionNotFound),
  )
  const target = await fileQuestionTarget(ctx.db, userId, questionId)
  const upload = checkUpload(args.document_base64, 'pdf')
  const [attached] = await ctx.db
    .select({ n: count() })
    .from(questionFiles)
    .where(
      and(
        eq(questionFiles.userId, userId),
        'questionId' in target
          ? eq(questionFiles.questionId, target.questionId)
          : and(
              eq(questionFiles.updateRequestId, target.updateRequestId),
              eq(questionFiles.updateQuestionId, target.updateQuestionId),
            ),
      ),
    )
  if ((attached?.n ?? 0) >= MAX_FILES_PER_QUESTION)
    throw domainError('VALIDATION', PLATFORM_MESSAGES.tooManyFiles)
  const name = cleanFileName(args.original_filename, upload.extension, 'arquivo')
  const { id, file } = await ctx.db.transaction(async (tx) => {
    const file = await storeFile(tx, { userId, kind: 'question', name, upload })
    const [row] = await tx
      .insert(questionFiles)
      .values({ userId, ...target, fileId: file.id, name })
      .returning({ id: questionFiles.id })
    return { id: row!.id, file }
  })
  return { id: String(id), name, file: fileUrl(requestOrigin(ctx), file) }
}

export async function removeAttachedFile(ctx: RequestContext, args: MutationRemoveAttachedFileArgs) {
  const { userId } = requireSession(ctx)
  const id = recordId(args.document_id ?? args.id, fileNotFound)
  const [row] = await ctx.db
    .select({ fileId: questionFiles.fileId })
    .from(questionFiles)
    .where(and(eq(questionFiles.id, id), eq(questionFiles.userId, userId)))
    .limit(1)
  if (!row) throw fileNotFound()
  await deleteStoredFile(ctx.db, userId, row.fileId)
  return success
}
