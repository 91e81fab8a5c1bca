// What the application machine computes from its context: the two tabs' checks, the error ladder of a
// step that sends something, the files of a field, and the inputs of its actors (the personal-data child's,
// the save's, the subscription's, the external apply site's). Pure functions: application.machine.ts wires
// them.
import { and } from 'xstate'
import { DEFAULT_COMPANY_ID } from '../constants'
import {
  applicationCompanyId,
  confirmationPath,
  experienceIssue,
  externalApplyUrl,
  subscriptionSource,
} from './application.rules'
import type {
  ApplicationContext,
  ApplicationData,
  ApplicationInput,
  FileTarget,
  SavePersonalDataInput,
  SubscribeInput,
} from './application.types'
import {
  EMPTY_FORM_STRUCTURE,
  isSectionRequired,
  type CodedIssue,
} from '../personal-data/personal-data.schema'
import { personalDataIssues } from '../personal-data/personal-data.rules'
import { EMPTY_PERSONAL_DATA_LISTS } from '../personal-data/personal-data.machine'
import { answersPayload, questionIssues, type AttachedFile, type QuestionAnswers } from './questions'
import { referralDomains, referralIssues, referralPayload, type ReferralForm } from './referral'

// ── Errors ─────────────────────────────────────────────────────────────────────────────────────────

/** An error's platform code and message, whatever threw it. */
export function failureOf(error: unknown): { code: string | null; message: string | null } {
  if (error && typeof error === 'object') {
    const { code, message } = error as { code?: unknown; message?: unknown }
    return {
      code: typeof code === 'string' ? code : null,
      message: typeof message === 'string' && message.trim() !== '' ? message : null,
    }
  }
  return { code: null, message: null }
}

/** The error an actor's error event carries (guards see the machine's event type). */
export const errorOf = (event: unknown) => (event as { error?: unknown }).error

/** Apply failure: the server's own message when it sent one, else the spec's fallback. */
export function applyFailedDetail(error: unknown): string | null {
  const { code, message } = failureOf(error)
  return code !== null && !['INTERNAL', 'TRANSPORT', 'BAD_RESPONSE'].includes(code) ? message : null
}

export type PendingStep = NonNullable<ApplicationContext['pendingStep']>

/**
 * The error ladder of a step that sends something: an expired session waits for a new login and retries
 * the step; a closed opportunity shows 'Inscrições Encerradas'; a dropped connection keeps everything on
 * `networkTarget` with a retry; anything else goes back to tab 1 with the step's own alert.
 */
export function stepErrors(
  step: PendingStep,
  networkTarget: 'basic' | 'complementary',
  fallback: 'showApplyFailed' | 'showSaveFailed',
) {
  return [
    {
      guard: 'isSessionError',
      target: 'sessionExpired',
      actions: { type: 'rememberStep', params: { step } },
    },
    { guard: 'isClosedError', target: '#application.closed' },
    // From the one-step review, a failure comes back to it, everything kept (docs/apply-again.md).
    { guard: and(['isReviewing', 'isNetworkError']), target: 'review', actions: 'showNetworkAlert' },
    { guard: 'isReviewing', target: 'review', actions: fallback },
    { guard: 'isNetworkError', target: networkTarget, actions: 'showNetworkAlert' },
    { target: 'basic', actions: fallback },
  ] as const
}

export function issuesToErrors(issues: CodedIssue<string>[], prefix = '') {
  return {
    errors: Object.fromEntries(issues.map((i) => [`${prefix}${i.field}`, i.code])),
    errorOrder: issues.map((i) => `${prefix}${i.field}`),
  }
}

const today = (context: ApplicationContext) => (context.input.now ?? (() => new Date()))()

export function tabOneIssues(context: ApplicationContext) {
  const data = context.data
  if (!data) return { personal: [], questions: [] }
  const personal = personalDataIssues(context.personalData, {
    onFicha: true,
    structure: data.structure,
    documentReadOnly: data.documentReadOnly,
    today: today(context),
  })
  const counts = Object.fromEntries(Object.entries(context.files).map(([id, files]) => [id, files.length]))
  const questions = questionIssues(data.questions, context.answers, counts)
  return { personal, questions }
}

/** A candidate who has applied to another opening before (docs/apply-again.md). */
export const isReturning = (context: ApplicationContext) => (context.data?.earlier?.applications ?? 0) > 0

export function canReview(context: ApplicationContext): boolean {
  const data = context.data
  if (!data || !isReturning(context) || data.questions.some((q) => q.eliminatory)) return false
  const { personal, questions } = tabOneIssues(context)
  return personal.length === 0 && questions.length === 0 && tabTwoIssues(context).length === 0
}

export function tabTwoIssues(context: ApplicationContext): CodedIssue<string>[] {
  const data = context.data
  if (!data) return []
  const issues: CodedIssue<string>[] = []
  const experience = experienceIssue({
    required: isSectionRequired(data.structure, 'professionalExperience'),
    experiences: context.experiences,
    noExperience: context.noExperience,
  })
  if (experience) issues.push({ field: 'experience', code: 'experienceRequired', message: experience })
  if (referralDomains(data.opportunity.indicationDomains).length > 0) {
    for (const issue of referralIssues(context.referral, data.opportunity.indicationDomains)) {
      issues.push({ ...issue, field: `referral.${issue.field}` })
    }
  }
  return issues
}

/** The field a file target's errors and uploads are kept under: 'laudo' or the question's id. */
export const fileTargetField = (target: FileTarget) => (target.kind === 'laudo' ? 'laudo' : target.questionId)

/** One more or one less file in a field (the laudos or a question's attachments). */
export function withFiles(
  context: ApplicationContext,
  target: FileTarget,
  change: (files: AttachedFile[]) => AttachedFile[],
): Pick<ApplicationContext, 'files' | 'laudos'> {
  if (target.kind === 'laudo') return { files: context.files, laudos: change(context.laudos) }
  return {
    files: { ...context.files, [target.questionId]: change(context.files[target.questionId] ?? []) },
    laudos: context.laudos,
  }
}

export const noErrors = { errors: {}, errorOrder: [] }

export const notProvided = (name: string) => async (): Promise<never> => {
  throw new Error(`${name} not provided`)
}

export function withoutKey<T>(record: Record<string, T>, key: string): Record<string, T> {
  if (!(key in record)) return record
  const rest = { ...record }
  delete rest[key]
  return rest
}

export function withoutError<T>(errors: Record<string, T>, field: string): Record<string, T> {
  if (!(field in errors)) return errors
  const rest = { ...errors }
  delete rest[field]
  return rest
}

/** The personal-data actor of the ficha: the values as loaded (with the draft), nothing more to read. */
export function fichaPersonalDataInput(context: ApplicationContext) {
  const { input, data } = context
  return {
    context: 'ficha' as const,
    ...(input.candidate ? { candidate: input.candidate } : {}),
    ...(input.now ? { now: input.now } : {}),
    profile: {
      values: context.personalData,
      documentReadOnly: data?.documentReadOnly ?? false,
      laudos: [],
      avatar: null,
      lists: EMPTY_PERSONAL_DATA_LISTS,
      structure: data?.structure ?? EMPTY_FORM_STRUCTURE,
      educations: 0,
      experiences: 0,
      noExperience: false,
    },
  }
}

export function savePersonalDataInput(context: ApplicationContext): SavePersonalDataInput {
  return {
    values: context.personalData,
    structure: context.data?.structure ?? EMPTY_FORM_STRUCTURE,
    documentReadOnly: context.data?.documentReadOnly ?? false,
  }
}

export function subscribeInput(context: ApplicationContext): SubscribeInput {
  return subscribeInputOf(context.input, context.data, {
    answers: context.answers,
    files: context.files,
    referral: context.referral,
  })
}

/** The company an application goes to: 2627 when the company's name has the brand's word, else the brand's. */
export function submissionCompanyId(input: ApplicationInput, data: ApplicationData | null): number {
  return applicationCompanyId(
    data?.opportunity.companyName ?? '',
    input.alternateCompanyWord ?? '',
    input.companyId ?? DEFAULT_COMPANY_ID,
  )
}

/** What applying sends: source, company, the answers and the referral. */
export function subscribeInputOf(
  input: ApplicationInput,
  data: ApplicationData | null,
  given: { answers: QuestionAnswers; files: Record<string, AttachedFile[]>; referral: ReferralForm },
): SubscribeInput {
  const opportunity = data?.opportunity
  return {
    opportunityId: input.opportunityId,
    source: subscriptionSource({
      saved: input.savedSource ?? null,
      savedOpportunityId: input.savedSourceOpportunityId ?? null,
      storeSource: input.storeSource ?? null,
      opportunityId: input.opportunityId,
    }),
    originCompany: submissionCompanyId(input, data),
    questions: answersPayload(data?.questions ?? [], given.answers, given.files),
    ...(referralDomains(opportunity?.indicationDomains).length > 0 ? referralPayload(given.referral) : {}),
  }
}

/**
 * Applying from the tests page needs the stored opportunity answers: the lead's draft. Missing, or failing
 * the questions' rules or the referral's: null (back to the form).
 */
export function storedSubscribeInput(input: ApplicationInput, data: ApplicationData): SubscribeInput | null {
  const draft = data.subscription?.draft
  if (!draft) return null
  const counts = Object.fromEntries(Object.entries(data.files).map(([id, files]) => [id, files.length]))
  if (questionIssues(data.questions, draft.answers, counts).length > 0) return null
  const domains = referralDomains(data.opportunity.indicationDomains)
  if (domains.length > 0 && referralIssues(draft.referral, data.opportunity.indicationDomains).length > 0)
    return null
  return subscribeInputOf(input, data, {
    answers: draft.answers,
    files: data.files,
    referral: draft.referral,
  })
}

export function externalUrl(context: ApplicationContext): string {
  const { input, data } = context
  const callback = `${input.origin ?? ''}${confirmationPath(data?.opportunity.title ?? '', context.opportunityId)}`
  return externalApplyUrl(
    input.externalApplyBaseUrl ?? 'https://example.invalid/',
    context.opportunityId,
    callback,
  )
}
