// Profile update requests (docs/decisions.md, "Company requests"). The logic behind the GraphQL resolvers
// (graphql/resolvers/company-requests.ts) and the development endpoint (rest/dev.ts).
//
// - A company asks a candidate to update the profile: the wizard's steps (names as given; the site drops
//   unknown ones), extra questions in the shape of an opening's questions, a deadline (7 days by default)
//   and a signed token (hunting/signed-tokens.ts, kind `update`) in the e-mailed link.
// - Only the candidate's session reads or answers it: another person's request is NOT_FOUND, exactly as
//   an unknown or tampered token.
// - Reading: completed → null ('Você já atualizou seu perfil!'); past the deadline → `valid` false
//   ('Solicitação fora do prazo'); else the request, with its deadline as 'Atualize até DD/MM/YYYY'.
// - Answering (`questionUpdate`, sent at the end of the wizard, with no answers when the request has no
//   questions) completes the request once: the required questions answered (core's rules), no unknown
//   question, a choice among its options; the answers stored.
// - Files: a file-upload question the request brings itself takes PDFs through `uploadFilesQuestion` while
//   the request is pending (applications/service.ts; `question_files` with `update_request_id`
//   and `update_question_id`). A required one is answered when its answer (the files' names) is not empty
//   and the user attached at least one file to it; the stored answer is the attached files' names. A
//   question reused from an opening keeps that opening's files (`question_files.question_id`).
import {
  type ApplicationQuestion,
  MAX_PROFILE_UPDATE_ANSWERS,
  ptBR,
  QUESTION_HTML_TYPES,
  questionIssues,
  storedChoiceAnswer,
} from '@carreiras/core'
import { and, asc, desc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm'
import { parseId } from '../accounts/sessions.js'
import { findUser } from '../accounts/users.js'
import type { Config } from '../config.js'
import type { Db } from '../db/client.js'
import {
  opportunities,
  profileUpdateAnswers,
  profileUpdateQuestionIds,
  profileUpdateRequests,
  questionFiles,
  type QuestionHtmlType,
  type UpdateQuestion,
} from '../db/schema.js'
import { domainError } from '../errors.js'
import type { Transaction } from '../events/service.js'
import { messageBrands } from '../outgoing/brands.js'
import { enqueue } from '../outgoing/queue.js'
import { PLATFORM_MESSAGES } from '../messages.js'
import {
  RequestInputError,
  deadlineDate,
  rowOfToken,
  sealRow,
  siteLink,
} from '../hunting/company-requests.js'
import { DEFAULT_TOKEN_DAYS, expiryAfter, pendingTokenHash } from '../hunting/signed-tokens.js'

export type UpdateRequestRow = typeof profileUpdateRequests.$inferSelect

/** The steps a request asks for when its maker does not say (every step but the questions). */
export const DEFAULT_UPDATE_STEPS = ['personal_data', 'education', 'professional_xp', 'languages'] as const

/** The length of one answer (how many answers: core's MAX_PROFILE_UPDATE_ANSWERS). */
const MAX_ANSWER_CHARS = 5000

const notFound = () => domainError('NOT_FOUND', PLATFORM_MESSAGES.updateRequestNotFound)

/**
 * The default extra questions (`questions: 'default'`): one of each html type the site's application
 * questions take (core's QUESTION_HTML_TYPES), two of them required. The file upload is optional: its
 * answer is the files' names.
 */
export function defaultUpdateQuestions(): Omit<UpdateQuestion, 'id'>[] {
  const question = (
    htmlType: QuestionHtmlType,
    title: string,
    extra: Partial<Omit<UpdateQuestion, 'id' | 'htmlType' | 'title'>> = {},
  ): Omit<UpdateQuestion, 'id'> => ({
    title,
    htmlType,
    required: false,
    candidate: true,
    hint: null,
    options: [],
    slug: null,
    order: 0,
    ...extra,
  })
  const all = [
    question('text', 'Qual é a sua pretensão salarial?', { required: true, slug: 'pretensao-salarial' }),
    question('select', 'Qual é a sua disponibilidade para começar?', {
      required: true,
      slug: 'disponibilidade-inicio',
      options: ['Imediata', 'Em 15 dias', 'Em 30 dias', 'Mais de 30 dias'],
    }),
    question('radio_buttons', 'Você tem disponibilidade para viajar?', {
      slug: 'disponibilidade-viagens',
      options: ['Sim', 'Não'],
    }),
    question('check_boxes', 'Quais ferramentas você usa no dia a dia?', {
      slug: 'ferramentas',
      options: ['Excel', 'Power BI', 'SQL', 'Python'],
    }),
    question('file_upload', 'Portfólio ou certificados', {
      slug: 'portfolio',
      hint: 'Arquivo .pdf de até 2MB.',
    }),
  ]
  // Every html type the site takes, in its order.
  return QUESTION_HTML_TYPES.map((type, i) => ({ ...all.find((q) => q.htmlType === type)!, order: i + 1 }))
}

/** Deadline text of a request: 'Atualize até 03/12/2026' (São Paulo's calendar day). */
export const deadlineText = (expiresAt: Date) => PLATFORM_MESSAGES.updateDeadline(deadlineDate(expiresAt))

/** The request a token names; undefined when unknown or tampered (signed-tokens.ts). */
export const updateRequestOf = (db: Db, key: string, token: unknown): Promise<UpdateRequestRow | undefined> =>
  rowOfToken(db, 'update', key, token)

/** The contract's SubscriptionQuestion of a request's question. */
function questionView(q: UpdateQuestion, opportunityId: number | null) {
  return {
    id: q.id,
    title: q.title,
    required: q.required,
    candidate: q.candidate,
    eliminatoryAswers: null,
    eliminatoryQuestion: false,
    eliminatoryTemplate: null,
    hint: q.hint,
    htmlType: q.htmlType,
    html_type: q.htmlType,
    inSubscription: false,
    options: q.options,
    order: q.order,
    slug: q.slug,
    opportunityId: opportunityId === null ? null : String(opportunityId),
    answer: null,
  }
}

/** The contract's ProfileQuestionUpdate. */
export function updateRequestView(row: UpdateRequestRow, now: Date) {
  return {
    id: String(row.id),
    valid: row.expiresAt.getTime() > now.getTime(),
    messageValidDate: deadlineText(row.expiresAt),
    profile: row.steps,
    opportunityId: row.opportunityId === null ? null : String(row.opportunityId),
    questions: row.questions.map((q) => questionView(q, row.opportunityId)),
  }
}

/**
 * `profileQuestionUpdate`: the user's request of that token (NOT_FOUND for an unknown token or another
 * person's request), null once completed, `valid` false past its deadline.
 */
export async function readUpdateRequest(
  db: Db,
  key: string,
  userId: number,
  token: unknown,
  now = new Date(),
) {
  const row = await updateRequestOf(db, key, token)
  if (!row || row.userId !== userId) throw notFound()
  if (row.completedAt !== null) return null
  return updateRequestView(row, now)
}

export interface SubmittedAnswer {
  id: string
  question?: string | null | undefined
  answer?: string | null | undefined
}

/** The answers by question id, each naming a question of the request and, for a choice, its options. */
function parseAnswers(
  questions: readonly UpdateQuestion[],
  input: readonly SubmittedAnswer[],
): Map<string, string> {
  if (input.length > MAX_PROFILE_UPDATE_ANSWERS)
    throw domainError('VALIDATION', ptBR.validation.listTooLong(MAX_PROFILE_UPDATE_ANSWERS))
  const byId = new Map(questions.map((q) => [q.id, q]))
  const answers = new Map<string, string>()
  for (const given of input) {
    const question = byId.get(String(given.id).trim())
    if (!question) throw domainError('VALIDATION', PLATFORM_MESSAGES.unknownQuestion)
    const typed = (given.answer ?? '').trim()
    if (typed.length > MAX_ANSWER_CHARS) throw domainError('VALIDATION', PLATFORM_MESSAGES.invalidValue)
    // Stored as the options are written (docs/decisions.md, "Checkbox answers").
    const text = storedChoiceAnswer(question, typed)
    if (text === null)
      throw domainError(
        'VALIDATION',
        PLATFORM_MESSAGES.answerOf(question.title, PLATFORM_MESSAGES.unknownOption),
      )
    answers.set(question.id, text)
  }
  return answers
}

/**
 * A question id among the user's update requests, for attaching a file to it: the latest pending request
 * that has it (`pending`, with the question), else why none is open (`completed`, `expired`); undefined when
 * no request of the user has it (another person's request is never looked at).
 */
export async function updateQuestionOf(
  db: Db,
  userId: number,
  questionId: number,
  now = new Date(),
): Promise<
  | { state: 'pending'; requestId: number; question: UpdateQuestion }
  | { state: 'completed' | 'expired'; requestId: number }
  | undefined
> {
  const id = String(questionId)
  const rows = await db
    .select({
      id: profileUpdateRequests.id,
      questions: profileUpdateRequests.questions,
      completedAt: profileUpdateRequests.completedAt,
      expiresAt: profileUpdateRequests.expiresAt,
    })
    .from(profileUpdateRequests)
    .where(
      and(
        eq(profileUpdateRequests.userId, userId),
        sql`${profileUpdateRequests.questions} @> ${JSON.stringify([{ id }])}::jsonb`,
      ),
    )
    .orderBy(desc(profileUpdateRequests.id))
  const pending = rows.find((row) => row.completedAt === null && row.expiresAt.getTime() > now.getTime())
  if (pending)
    return { state: 'pending', requestId: pending.id, question: pending.questions.find((q) => q.id === id)! }
  const [latest] = rows
  if (!latest) return undefined
  return { state: latest.completedAt === null ? 'expired' : 'completed', requestId: latest.id }
}

/**
 * The names of the files the user attached to these questions of the request (question id → names, oldest
 * first): the request's own questions' files and, for a question reused from an opening, that question's.
 */
async function attachedNames(
  db: Db,
  userId: number,
  requestId: number,
  questions: readonly UpdateQuestion[],
): Promise<Map<string, string[]>> {
  const ids = questions.map((q) => parseId(q.id)).filter((id): id is number => id !== null)
  const names = new Map<string, string[]>()
  if (ids.length === 0) return names
  const rows = await db
    .select({
      questionId: questionFiles.questionId,
      updateQuestionId: questionFiles.updateQuestionId,
      name: questionFiles.name,
    })
    .from(questionFiles)
    .where(
      and(
        eq(questionFiles.userId, userId),
        or(
          inArray(questionFiles.questionId, ids),
          and(eq(questionFiles.updateRequestId, requestId), inArray(questionFiles.updateQuestionId, ids)),
        ),
      ),
    )
    .orderBy(asc(questionFiles.id))
  for (const row of rows) {
    const question = questions.find((q) => parseId(q.id) === (row.questionId ?? row.updateQuestionId))
    if (question) names.set(question.id, [...(names.get(question.id) ?? []), row.name])
  }
  return names
}

/** The question as core's rules take it. */
const asApplicationQuestion = (q: UpdateQuestion): ApplicationQuestion => ({
  id: q.id,
  title: q.title,
  required: q.required,
  hint: q.hint,
  htmlType: q.htmlType,
  options: q.options,
  slug: q.slug,
  order: q.order,
  eliminatory: false,
})

/**
 * `questionUpdate`: answers the user's open request and completes it (see the header). NOT_FOUND for a
 * request that is not the user's; CLOSED once completed or past its deadline; VALIDATION for a required
 * question left empty, an unknown question or a choice that is not an option.
 */
export async function answerUpdateRequest(
  db: Db,
  args: {
    userId: number
    requestId: number | null
    opportunityId: number | null
    answers: readonly SubmittedAnswer[]
  },
  now = new Date(),
): Promise<void> {
  if (args.requestId === null) throw notFound()
  const [row] = await db
    .select()
    .from(profileUpdateRequests)
    .where(and(eq(profileUpdateRequests.id, args.requestId), eq(profileUpdateRequests.userId, args.userId)))
    .limit(1)
  if (!row) throw notFound()
  if (row.completedAt !== null) throw domainError('CLOSED', PLATFORM_MESSAGES.updateRequestCompleted)
  if (row.expiresAt.getTime() <= now.getTime())
    throw domainError('CLOSED', PLATFORM_MESSAGES.updateRequestExpired)
  if (args.opportunityId !== null && row.opportunityId !== null && args.opportunityId !== row.opportunityId)
    throw notFound()

  const answers = parseAnswers(row.questions, args.answers)
  // Core's rules: required ones answered, slugs `mae` and `rg`. A file upload's answer is its files' names:
  // answered when the answer names files and the user attached at least one to the question.
  const fileQuestions = row.questions.filter((q) => q.htmlType === 'file_upload')
  const files = await attachedNames(db, args.userId, row.id, fileQuestions)
  const attachments = Object.fromEntries(
    fileQuestions.map((q) => [q.id, answers.get(q.id) ? (files.get(q.id)?.length ?? 0) : 0]),
  )
  // Stored as the platform has them, like an application's attachments.
  for (const q of fileQuestions) answers.set(q.id, (files.get(q.id) ?? []).join(';'))
  const [issue] = questionIssues(
    row.questions.map(asApplicationQuestion),
    Object.fromEntries(answers),
    attachments,
  )
  if (issue) {
    const question = row.questions.find((q) => q.id === issue.field)
    throw domainError('VALIDATION', PLATFORM_MESSAGES.answerOf(question?.title ?? '', issue.message))
  }

  await db.transaction(async (tx) => {
    const [completed] = await tx
      .update(profileUpdateRequests)
      .set({ completedAt: now })
      .where(
        and(
          eq(profileUpdateRequests.id, row.id),
          isNull(profileUpdateRequests.completedAt),
          gt(profileUpdateRequests.expiresAt, now),
        ),
      )
      .returning({ id: profileUpdateRequests.id })
    // Answered meanwhile by a concurrent call.
    if (!completed) throw domainError('CLOSED', PLATFORM_MESSAGES.updateRequestCompleted)
    if (row.questions.length)
      await tx.insert(profileUpdateAnswers).values(
        row.questions.map((q) => ({
          requestId: row.id,
          questionId: q.id,
          question: q.title,
          answer: answers.get(q.id) ?? '',
          answeredAt: now,
        })),
      )
  })
}

// ── Asking (the development endpoint; a company's side) ─────────────────────────────────────────

export interface NewUpdateRequest {
  userId: number
  steps?: readonly string[] | undefined
  /** 'default' (one of each html type), 'none', or the questions (an id keeps it: an opening's question). */
  questions?:
    'default' | 'none' | readonly (Omit<UpdateQuestion, 'id' | 'order'> & { id?: string | undefined })[]
  opportunityId?: number | undefined
  expiresInDays?: number | undefined
}

export interface CreatedUpdateRequest {
  id: number
  token: string
  link: string
}

const ownId = (q: { id?: string | undefined }) => (q.id && q.id.trim() !== '' ? q.id.trim() : null)

/** `n` new question ids from the sequence. */
async function nextQuestionIds(tx: Transaction, n: number): Promise<string[]> {
  const result = await tx.execute(
    sql`select nextval(${profileUpdateQuestionIds.seqName}::regclass)::text as id from generate_series(1, ${n})`,
  )
  // PGlite answers { rows }, postgres-js an array of rows.
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { id: string }[]
  return rows.map((row) => row.id)
}

/** Creates the request and enqueues its e-mail (with the wizard's link) in the same transaction. */
export async function createUpdateRequest(
  db: Db,
  config: Config,
  input: NewUpdateRequest,
  now = new Date(),
): Promise<CreatedUpdateRequest> {
  const user = await findUser(db, input.userId)
  if (!user) throw new RequestInputError(404, PLATFORM_MESSAGES.devUserNotFound)
  let job: string | null = null
  // The brand whose company owns the opening; without an opening, the default brand.
  let brand: string | undefined
  if (input.opportunityId !== undefined) {
    const [opening] = await db
      .select({ title: opportunities.title, companyId: opportunities.companyId })
      .from(opportunities)
      .where(eq(opportunities.id, input.opportunityId))
    if (!opening) throw new RequestInputError(404, PLATFORM_MESSAGES.opportunityNotFound)
    job = opening.title
    brand = messageBrands(config.delivery).forCompany(opening.companyId)
  }
  const given: (Omit<UpdateQuestion, 'id'> & { id?: string | undefined })[] =
    input.questions === 'none'
      ? []
      : input.questions === undefined || input.questions === 'default'
        ? defaultUpdateQuestions()
        : input.questions.map((q, i) => ({ ...q, order: i + 1 }))
  for (const q of given) {
    const choice = ['select', 'radio_buttons', 'check_boxes'].includes(q.htmlType)
    if (choice && q.options.length === 0)
      throw new RequestInputError(400, PLATFORM_MESSAGES.devChoiceWithoutOptions(q.title))
  }
  const expiresAt = new Date(
    Math.floor(expiryAfter(now, input.expiresInDays ?? DEFAULT_TOKEN_DAYS).getTime() / 1000) * 1000,
  )

  const { id, token } = await db.transaction(async (tx) => {
    // Questions without an id get the request's own (`profile_update_question_id_seq`).
    const missing = given.filter((q) => !ownId(q)).length
    const ids = missing ? await nextQuestionIds(tx, missing) : []
    const questions: UpdateQuestion[] = given.map((q) => ({
      id: ownId(q) ?? ids.shift()!,
      title: q.title,
      required: q.required,
      candidate: q.candidate,
      hint: q.hint,
      htmlType: q.htmlType,
      options: q.options,
      slug: q.slug,
      order: q.order,
    }))
    const [row] = await tx
      .insert(profileUpdateRequests)
      .values({
        userId: user.id,
        opportunityId: input.opportunityId ?? null,
        steps: [...(input.steps ?? DEFAULT_UPDATE_STEPS)],
        questions,
        tokenHash: pendingTokenHash(),
        expiresAt,
        createdAt: now,
      })
      .returning({ id: profileUpdateRequests.id })
    const token = await sealRow(tx, 'update', config.tokenSigningKey, row!.id, expiresAt)
    await enqueue(tx, {
      channel: 'email',
      template: 'profile-update-request',
      to: user.email,
      data: {
        name: user.socialName || user.firstName,
        jobTitle: job,
        link: siteLink(config, 'profileUpdate', token),
        until: deadlineDate(expiresAt),
      },
      brand,
    })
    return { id: row!.id, token }
  })
  return { id, token, link: siteLink(config, 'profileUpdate', token) }
}

/** A user's requests with their answers, oldest first: GET /dev/profile-updates. */
export async function updateRequestsOf(db: Db, userId: number) {
  const rows = await db
    .select()
    .from(profileUpdateRequests)
    .where(eq(profileUpdateRequests.userId, userId))
    .orderBy(asc(profileUpdateRequests.id))
  const answers = rows.length
    ? await db
        .select()
        .from(profileUpdateAnswers)
        .where(
          inArray(
            profileUpdateAnswers.requestId,
            rows.map((row) => row.id),
          ),
        )
        .orderBy(asc(profileUpdateAnswers.id))
    : []
  return rows.map((row) => ({
    id: row.id,
    userId: row.userId,
    opportunityId: row.opportunityId,
    steps: row.steps,
    questions: row.questions,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    completedAt: row.completedAt === null ? null : row.completedAt.toISOString(),
    answers: answers
      .filter((a) => a.requestId === row.id)
      .map((a) => ({ questionId: a.questionId, question: a.question, answer: a.answer })),
  }))
}
