// Applying to an opportunity. The form loads (opportunity, form structure, profile, questions, files, the
// lead's draft); a closed opportunity shows 'Uoops' / 'Inscrições Encerradas' and goes to /vagas/;
// `ninenine_apply` hands off to the external apply site and `whatsapp_apply` offers the chat link; otherwise
// the lead is created and the candidate fills tab 1 (personal data, then the questions, then the eliminatory
// questions: a refusal saves the personal data and goes to /inscricao-recusada with the template) and tab 2
// (experience rule, referral); then the personal data is saved and the opportunity's tests open, or the
// subscription is sent at once.
//
// Nothing typed is lost: every change is kept in the context and, a moment later, saved as a draft on
// the lead (server-side: never browser storage). A failed submit keeps everything; a network failure
// stays on the tab with a retry; an expired session waits for a new login and retries the same step;
// a second click while sending is ignored. The context keeps data and codes, never text: the screen
// words them through application.connect.ts with the catalogue it is given (a brand may reword them).
// The uploads (with progress) and removals of files are actors too: the screen only sends events. The
// postal-code lookup, the cities of a state and the photo are the personal-data actor's, a child of the
// form here (docs/architecture.md, "The personal-data actor"): the form's values come back from it.
import { and, assign, enqueueActions, fromCallback, fromPromise, raise, sendTo, setup } from 'xstate'
import { z } from 'zod'
import { DEFAULT_COMPANY_ID, INVALID_FIELD_FOCUS_DELAY_MS } from '../constants'
import { errorGuard, isClosedError, isNetworkError, isSessionError } from '../lib/error-guards'
import { CLOSED_OPPORTUNITY_PATH } from '../opportunity/closed-dialog'
import {
  afterSubscribePath,
  applicationCompanyId,
  confirmationPath,
  experienceIssue,
  externalApplyUrl,
  isEliminatoryPass,
  REFUSED_ROUTE,
  applicationTestsPath,
  subscriptionSource,
} from './application.rules'
import type { ApplicationFieldError } from './application.texts'
import type {
  ApplicationAlert,
  ApplicationContext,
  ApplicationData,
  ApplicationDraft,
  ApplicationEvent,
  ApplicationInput,
  EligibilityInput,
  EliminatoryInput,
  EliminatoryResult,
  FileTarget,
  RemoveFileInput,
  SaveDraftInput,
  SavePersonalDataInput,
  SubscribeInput,
  UploadFileInput,
} from './application.types'
import { matchEarlierAnswers, startingAnswers } from '../apply-again/earlier-answers'
import { applicationErrorPath, type EligibilityVerdict } from './eligibility'

export type * from './application.types'
import {
  EMPTY_FORM_STRUCTURE,
  EMPTY_PERSONAL_DATA,
  PERSONAL_DATA_FIELDS,
  isSectionRequired,
  type CodedIssue,
  type PersonalDataForm,
} from '../personal-data/personal-data.schema'
import { personalDataIssues } from '../personal-data/personal-data.rules'
import { EMPTY_PERSONAL_DATA_LISTS, personalDataMachine } from '../personal-data/personal-data.machine'
import {
  answersPayload,
  defaultAnswers,
  eliminatoryAnswers,
  questionIssues,
  type AttachedFile,
  type QuestionAnswers,
} from './questions'
import {
  EMPTY_REFERRAL,
  referralDomains,
  referralIssues,
  referralPayload,
  type ReferralForm,
} from './referral'

/** Quiet time after the last change before the draft is saved on the lead. */
export const DRAFT_SAVE_DELAY_MS = 800
/** Wait before saving a draft again after a failed attempt. */
export const DRAFT_RETRY_DELAY_MS = 5000

const textRecord = z.record(z.string(), z.string())
/** A draft read back (from the platform, or memory): anything malformed is ignored, never a crash. */
export const applicationDraftSchema = z.object({
  version: z.literal(1),
  tab: z.enum(['basic', 'complementary']),
  personalData: z
    .object(
      Object.fromEntries(
        PERSONAL_DATA_FIELDS.map((field) => [
          field,
          field === 'disabilities'
            ? z.array(z.string())
            : field === 'has_disability' || field === 'need_help_selection_process'
              ? z.boolean().nullable()
              : z.string(),
        ]),
      ) as Record<string, z.ZodType>,
    )
    .partial(),
  answers: textRecord,
  referral: z.object({ name: z.string(), email: z.string() }),
  noExperience: z.boolean().optional(),
  updatedAt: z.number(),
})

/** A draft from anywhere, or null when it cannot be read. */
export function parseApplicationDraft(value: unknown): ApplicationDraft | null {
  const parsed = applicationDraftSchema.safeParse(value)
  if (!parsed.success) return null
  return {
    ...parsed.data,
    personalData: { ...EMPTY_PERSONAL_DATA, ...(parsed.data.personalData as Partial<PersonalDataForm>) },
  }
}

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
const errorOf = (event: unknown) => (event as { error?: unknown }).error

/** Apply failure: the server's own message when it sent one, else the spec's fallback. */
function applyFailedDetail(error: unknown): string | null {
  const { code, message } = failureOf(error)
  return code !== null && !['INTERNAL', 'TRANSPORT', 'BAD_RESPONSE'].includes(code) ? message : null
}

type PendingStep = NonNullable<ApplicationContext['pendingStep']>

/**
 * The error ladder of a step that sends something: an expired session waits for a new login and retries
 * the step; a closed opportunity shows 'Inscrições Encerradas'; a dropped connection keeps everything on
 * `networkTarget` with a retry; anything else goes back to tab 1 with the step's own alert.
 */
function stepErrors(
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

function issuesToErrors(issues: CodedIssue<string>[], prefix = '') {
  return {
    errors: Object.fromEntries(issues.map((i) => [`${prefix}${i.field}`, i.code])),
    errorOrder: issues.map((i) => `${prefix}${i.field}`),
  }
}

const today = (context: ApplicationContext) => (context.input.now ?? (() => new Date()))()

function tabOneIssues(context: ApplicationContext) {
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
const isReturning = (context: ApplicationContext) => (context.data?.earlier?.applications ?? 0) > 0

function canReview(context: ApplicationContext): boolean {
  const data = context.data
  if (!data || !isReturning(context) || data.questions.some((q) => q.eliminatory)) return false
  const { personal, questions } = tabOneIssues(context)
  return personal.length === 0 && questions.length === 0 && tabTwoIssues(context).length === 0
}

function tabTwoIssues(context: ApplicationContext): CodedIssue<string>[] {
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

export function draftOf(context: ApplicationContext, now = Date.now()): ApplicationDraft {
  return {
    version: 1,
    tab: context.tab,
    personalData: context.personalData,
    answers: context.answers,
    referral: context.referral,
    noExperience: context.noExperience,
    updatedAt: now,
  }
}

/** The field a file target's errors and uploads are kept under: 'laudo' or the question's id. */
export const fileTargetField = (target: FileTarget) => (target.kind === 'laudo' ? 'laudo' : target.questionId)

/** One more or one less file in a field (the laudos or a question's attachments). */
function withFiles(
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

const noErrors = { errors: {}, errorOrder: [] }

const notProvided = (name: string) => async (): Promise<never> => {
  throw new Error(`${name} not provided`)
}

// ── Machine ────────────────────────────────────────────────────────────────────────────────────────

export const applicationMachine = setup({
  types: {
    context: {} as ApplicationContext,
    events: {} as ApplicationEvent,
    input: {} as ApplicationInput,
  },
  actors: {
    loadApplication: fromPromise<ApplicationData, { opportunityId: number }>(notProvided('loadApplication')),
    /**
     * May the candidate apply? The company's `eligibleCandidate` and the group's `eligibilityItau`
     * (docs/decisions.md, "Eligibility and the application error page").
     */
    checkEligibility: fromPromise<EligibilityVerdict, EligibilityInput>(notProvided('checkEligibility')),
    createLead: fromPromise<unknown, { opportunityId: number }>(notProvided('createLead')),
    saveDraft: fromPromise<unknown, SaveDraftInput>(notProvided('saveDraft')),
    validateEliminatory: fromPromise<EliminatoryResult, EliminatoryInput>(notProvided('validateEliminatory')),
    savePersonalData: fromPromise<unknown, SavePersonalDataInput>(notProvided('savePersonalData')),
    subscribe: fromPromise<unknown, SubscribeInput>(notProvided('subscribe')),
    /**
     * The personal-data actor (its postal-code lookup, cities and photo actors provided on it): the form's
     * values, address and photo (docs/architecture.md, "The personal-data actor").
     */
    personalData: personalDataMachine,
    /**
     * Sends one file (a medical report or a question's attachment), reporting back `upload.progress`
     * while it goes, then `upload.done` with the attached file or `upload.failed` with an error code.
     */
    uploadFile: fromCallback<ApplicationEvent, UploadFileInput>(({ input, sendBack }) => {
      sendBack({ type: 'upload.failed', uploadId: input.uploadId, code: 'NOT_PROVIDED' })
    }),
    removeFile: fromPromise<unknown, RemoveFileInput>(notProvided('removeFile')),
  },
  actions: {
    /** Goes to a path of the site (`state` travels with the navigation, never in the URL). */
    navigate: (_, _params: { to: string; state?: unknown; replace?: boolean }) => {},
    /** Leaves the site for the external apply site. */
    redirect: (_, _params: { url: string }) => {},
    /** The candidate has applied: the follower flag. */
    setFollower: () => {},
    /** Clears the stored source, source opportunity id and referral form. */
    clearSource: () => {},
    /** The session expired: the app asks for a new login, then sends `session.renewed`. */
    requestLogin: () => {},
    /** Keeps the draft in the page's memory (an unmount during a new login loses nothing). */
    rememberDraft: (_, _params: { draft: ApplicationDraft }) => {},
    touchDraft: raise({ type: 'draft.touch' }),
    showErrors: assign(
      ({ context }, params: { errors: Record<string, ApplicationFieldError>; errorOrder: string[] }) => ({
        errors: params.errors,
        errorOrder: params.errorOrder,
        errorsShown: context.errorsShown + 1,
      }),
    ),
    clearErrors: assign(noErrors),
    rememberStep: assign((_, params: { step: PendingStep }) => ({ pendingStep: params.step })),
    showNetworkAlert: assign({ alert: { kind: 'network' } as ApplicationAlert }),
    showApplyFailed: assign(({ event }) => ({
      alert: { kind: 'applyFailed', detail: applyFailedDetail(errorOf(event)) } as ApplicationAlert,
    })),
    showSaveFailed: assign(({ event }) => ({
      alert: { kind: 'saveFailed', detail: failureOf(errorOf(event)).message } as ApplicationAlert,
    })),
  },
  guards: {
    isClosed: ({ context }) => context.data !== null && !context.data.opportunity.open,
    isAlreadyApplied: ({ context }) => context.data?.subscription?.step === 'applied',
    isExternalApply: ({ context }) => Boolean(context.data?.opportunity.ninenineApply),
    isWhatsappApply: ({ context }) => Boolean(context.data?.opportunity.whatsappApply),
    hasPersonalDataIssues: ({ context }) => tabOneIssues(context).personal.length > 0,
    hasQuestionIssues: ({ context }) => tabOneIssues(context).questions.length > 0,
    hasEliminatoryQuestions: ({ context }) => Boolean(context.data?.questions.some((q) => q.eliminatory)),
    hasTabTwoIssues: ({ context }) => tabTwoIssues(context).length > 0,
    hasTests: ({ context }) => Boolean(context.data?.opportunity.hasTests),
    hasStoredAnswers: ({ context }) => context.answersValidated,
    isDraftDirty: ({ context }) => context.draftDirty,
    isReviewing: ({ context }) => context.reviewing,
    /**
     * Applying again with nothing missing (docs/apply-again.md): a candidate who applied before, no
     * eliminatory question to answer anew, and both tabs pass every rule: one review screen instead.
     */
    canReview: ({ context }) => canReview(context),
    /** After tab 1 (eliminatory answers given anew), a returning candidate whose tab 2 passes reviews. */
    canReviewAfterBasic: ({ context }) => isReturning(context) && tabTwoIssues(context).length === 0,
    hasRemovals: ({ context }) => context.removals.length > 0,
    /** The error ladder (session → closed → network → the step's own failure). */
    isSessionError: errorGuard(isSessionError),
    isClosedError: errorGuard(isClosedError),
    isNetworkError: errorGuard(isNetworkError),
  },
  delays: {
    draftSave: DRAFT_SAVE_DELAY_MS,
    draftRetry: DRAFT_RETRY_DELAY_MS,
    focusInvalid: INVALID_FIELD_FOCUS_DELAY_MS,
  },
}).createMachine({
  id: 'application',
  context: ({ input }) => ({
    input,
    opportunityId: input.opportunityId,
    data: null,
    personalData: EMPTY_PERSONAL_DATA,
    answers: {},
    referral: EMPTY_REFERRAL,
    files: {},
    laudos: [],
    experiences: 0,
    noExperience: false,
    tab: 'basic',
    errors: {},
    errorOrder: [],
    errorsShown: 0,
    alert: null,
    answersValidated: false,
    template: null,
    draftStatus: 'idle',
    draftDirty: false,
    pendingStep: null,
    loadError: null,
    postal: 'idle',
    cities: { state: null, names: [], status: 'idle' },
    uploads: [],
    fileErrors: {},
    removals: [],
    uploadSeq: 0,
    avatar: { url: input.candidate?.avatar ?? null, status: 'idle' },
    offers: {},
    reviewing: false,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadApplication',
        input: ({ context }) => ({ opportunityId: context.opportunityId }),
        onDone: {
          target: 'routing',
          actions: assign(({ event, context }) => {
            const data = event.output
            const server = data.subscription?.draft ?? null
            const memory = context.input.memoryDraft ?? null
            const draft = memory && (!server || memory.updatedAt > server.updatedAt) ? memory : server
            // Earlier answers fill what the profile leaves empty; eliminatory questions start empty.
            const starting = startingAnswers(
              data.questions,
              defaultAnswers(data.questions, data.additional),
              matchEarlierAnswers(data.questions, data.earlier?.answers ?? []),
            )
            return {
              data,
              loadError: null,
              personalData: draft ? { ...data.personalData, ...draft.personalData } : data.personalData,
              answers: { ...starting.answers, ...(draft?.answers ?? {}) },
              offers: starting.offers,
              referral: draft?.referral ?? EMPTY_REFERRAL,
              tab: draft?.tab ?? 'basic',
              files: data.files,
              laudos: data.laudos,
              experiences: data.experiences,
              noExperience: draft?.noExperience ?? data.noExperience,
            }
          }),
        },
        onError: {
          target: 'loadFailed',
          actions: assign(({ event }) => ({ loadError: failureOf(event.error).code ?? 'INTERNAL' })),
        },
      },
    },
    loadFailed: {
      on: { 'load.retry': 'loading' },
    },
    routing: {
      always: [
        { guard: 'isClosed', target: 'closed' },
        { guard: 'isAlreadyApplied', target: 'alreadyApplied' },
        { guard: 'isExternalApply', target: 'externalApply' },
        { guard: 'isWhatsappApply', target: 'whatsappApply' },
        { target: 'checkingEligibility' },
      ],
    },
    /**
     * Before the form opens (and the lead is created), may the candidate apply (docs/decisions.md,
     * "Eligibility and the application error page")? Yes: the form. No, or a check that did not succeed:
     * the application error page. A dropped connection or an ended session: the load's retry; the opening
     * closed meanwhile: 'Inscrições Encerradas'.
     */
    checkingEligibility: {
      invoke: {
        src: 'checkEligibility',
        input: ({ context }) => ({
          opportunityId: context.opportunityId,
          companyId: submissionCompanyId(context.input, context.data),
        }),
        onDone: [
          { guard: ({ event }) => event.output.eligible === true, target: 'creatingLead' },
          {
            target: 'ineligible',
            actions: {
              type: 'navigate',
              params: ({ context, event }) => ({
                to: applicationErrorPath(context.opportunityId, event.output.reasons),
                replace: true,
              }),
            },
          },
        ],
        onError: [
          { guard: 'isClosedError', target: 'closed' },
          {
            guard: 'isNetworkError',
            target: 'loadFailed',
            actions: assign(({ event }) => ({ loadError: failureOf(event.error).code ?? 'NETWORK' })),
          },
          {
            guard: 'isSessionError',
            target: 'loadFailed',
            actions: assign(({ event }) => ({ loadError: failureOf(event.error).code ?? 'UNAUTHORIZED' })),
          },
          {
            target: 'ineligible',
            actions: {
              type: 'navigate',
              params: ({ context }) => ({ to: applicationErrorPath(context.opportunityId), replace: true }),
            },
          },
        ],
      },
    },
    /** The candidate may not apply now: '/erro-inscricao?vaga={id}' (and the group's reason) replaced the form. */
    ineligible: {},
    /** 'Uoops' / 'Inscrições Encerradas', then /vagas/. */
    closed: {
      on: {
        'closed.dismiss': { actions: { type: 'navigate', params: { to: CLOSED_OPPORTUNITY_PATH } } },
      },
    },
    alreadyApplied: {},
    externalApply: {
      entry: {
        type: 'redirect',
        params: ({ context }) => ({ url: externalUrl(context) }),
      },
    },
    whatsappApply: {},
    creatingLead: {
      invoke: {
        src: 'createLead',
        input: ({ context }) => ({ opportunityId: context.opportunityId }),
        // The lead is bookkeeping: the form opens even if it could not be created now (the draft and
        // the subscription create it again, idempotently).
        onDone: 'editing',
        onError: [{ guard: 'isClosedError', target: 'closed' }, { target: 'editing' }],
      },
    },
    editing: {
      type: 'parallel',
      // The personal data lives in its actor (docs/architecture.md, "The personal-data actor"): a change
      // goes to it; every snapshot it takes comes back here, and a change of its values saves the draft.
      invoke: {
        id: 'personalData',
        src: 'personalData',
        input: ({ context }) => fichaPersonalDataInput(context),
        onSnapshot: {
          actions: enqueueActions(({ context, event, enqueue }) => {
            const child = event.snapshot.context
            enqueue.assign({
              personalData: child.values,
              postal: child.postal,
              cities: child.cities,
              avatar: child.avatar,
            })
            if (child.values !== context.personalData) enqueue('touchDraft')
          }),
        },
      },
      on: {
        'personal.change': {
          actions: [
            sendTo('personalData', ({ event }) => ({
              type: 'field.change' as const,
              field: event.field,
              value: event.value,
            })),
            assign(({ context, event }) => ({ errors: withoutError(context.errors, event.field) })),
          ],
        },
        'avatar.save': { actions: sendTo('personalData', ({ event }) => event) },
        'answer.change': {
          actions: [
            assign(({ context, event }) => ({
              answers: { ...context.answers, [event.id]: event.value },
              errors: withoutError(context.errors, event.id),
              answersValidated: false,
            })),
            'touchDraft',
          ],
        },
        'referral.change': {
          actions: [
            assign(({ context, event }) => ({
              referral: { ...context.referral, [event.field]: event.value },
              errors: withoutError(context.errors, `referral.${event.field}`),
            })),
            'touchDraft',
          ],
        },
        'file.upload': {
          actions: enqueueActions(({ context, event, enqueue }) => {
            const uploadId = String(context.uploadSeq + 1)
            const field = fileTargetField(event.target)
            enqueue.assign({
              uploadSeq: context.uploadSeq + 1,
              uploads: [...context.uploads, { id: uploadId, field, name: event.file.name, progress: 0 }],
              fileErrors: withoutKey(context.fileErrors, field),
            })
            enqueue.spawnChild('uploadFile', {
              id: `upload-${uploadId}`,
              input: { uploadId, target: event.target, file: event.file },
            })
          }),
        },
        'upload.progress': {
          actions: assign(({ context, event }) => ({
            uploads: context.uploads.map((upload) =>
              upload.id === event.uploadId
                ? { ...upload, progress: Math.min(100, Math.max(upload.progress, Math.round(event.percent))) }
                : upload,
            ),
          })),
        },
        'upload.done': {
          actions: assign(({ context, event }) => {
            const upload = context.uploads.find((u) => u.id === event.uploadId)
            if (!upload) return {}
            const target: FileTarget =
              upload.field === 'laudo' ? { kind: 'laudo' } : { kind: 'question', questionId: upload.field }
            return {
              ...withFiles(context, target, (files) => [...files, event.file]),
              uploads: context.uploads.filter((u) => u.id !== event.uploadId),
              errors: withoutError(context.errors, upload.field),
            }
          }),
        },
        'upload.failed': {
          actions: assign(({ context, event }) => {
            const upload = context.uploads.find((u) => u.id === event.uploadId)
            if (!upload) return {}
            return {
              uploads: context.uploads.filter((u) => u.id !== event.uploadId),
              fileErrors: { ...context.fileErrors, [upload.field]: 'uploadFailed' as const },
            }
          }),
        },
        'upload.cancel': {
          actions: enqueueActions(({ context, event, enqueue }) => {
            enqueue.stopChild(`upload-${event.uploadId}`)
            enqueue.assign({ uploads: context.uploads.filter((u) => u.id !== event.uploadId) })
          }),
        },
        'file.remove': {
          actions: assign(({ context, event }) => ({
            removals: [...context.removals, { target: event.target, fileId: event.fileId }],
            fileErrors: withoutKey(context.fileErrors, fileTargetField(event.target)),
          })),
        },
        'resume.change': {
          actions: [
            // The 'no experience' tick is an answer too: kept with the draft (the list is saved elsewhere).
            enqueueActions(({ context, event, enqueue }) => {
              if (event.noExperience !== context.noExperience) enqueue('touchDraft')
            }),
            assign(({ context, event }) => ({
              experiences: event.experiences,
              noExperience: event.noExperience,
              errors:
                event.experiences > 0 || event.noExperience
                  ? withoutError(context.errors, 'experience')
                  : context.errors,
            })),
          ],
        },
        'alert.dismiss': { actions: assign({ alert: null }) },
      },
      states: {
        form: {
          initial: 'restoring',
          states: {
            restoring: {
              always: [
                { guard: 'canReview', target: 'review' },
                { guard: ({ context }) => context.tab === 'complementary', target: 'checkingRestoredTab' },
                { target: 'basic' },
              ],
            },
            /** A draft saved on tab 2 reopens there only if tab 1 still passes (never skip a rule). */
            checkingRestoredTab: {
              always: [
                { guard: 'hasPersonalDataIssues', target: 'basic', actions: assign({ tab: 'basic' }) },
                { guard: 'hasQuestionIssues', target: 'basic', actions: assign({ tab: 'basic' }) },
                { target: 'complementary', actions: assign({ answersValidated: true }) },
              ],
            },
            basic: {
              entry: assign({ tab: 'basic' }),
              on: {
                'step.next': { target: 'validatingBasic' },
                'tab.select': {
                  guard: ({ event }) => event.tab === 'complementary',
                  target: 'validatingBasic',
                },
              },
            },
            validatingBasic: {
              always: [
                {
                  guard: 'hasPersonalDataIssues',
                  target: 'basic',
                  actions: {
                    type: 'showErrors',
                    params: ({ context }) => issuesToErrors(tabOneIssues(context).personal),
                  },
                },
                {
                  guard: 'hasQuestionIssues',
                  target: 'basic',
                  actions: {
                    type: 'showErrors',
                    params: ({ context }) => issuesToErrors(tabOneIssues(context).questions),
                  },
                },
                { guard: 'hasEliminatoryQuestions', target: 'validatingEliminatory', actions: 'clearErrors' },
                {
                  guard: 'canReviewAfterBasic',
                  target: 'review',
                  actions: ['clearErrors', assign({ answersValidated: true, alert: null })],
                },
                {
                  target: 'complementary',
                  actions: ['clearErrors', assign({ answersValidated: true, alert: null })],
                },
              ],
            },
            validatingEliminatory: {
              invoke: {
                src: 'validateEliminatory',
                input: ({ context }) => ({
                  opportunityId: context.opportunityId,
                  questions: eliminatoryAnswers(context.data?.questions ?? [], context.answers),
                }),
                onDone: [
                  {
                    guard: and([({ event }) => isEliminatoryPass(event.output), 'canReviewAfterBasic']),
                    target: 'review',
                    actions: assign({ answersValidated: true, alert: null }),
                  },
                  {
                    guard: ({ event }) => isEliminatoryPass(event.output),
                    target: 'complementary',
                    actions: assign({ answersValidated: true, alert: null }),
                  },
                  {
                    target: 'refusing',
                    actions: assign(({ event }) => ({ template: event.output.template ?? '' })),
                  },
                ],
                onError: [...stepErrors('eliminatory', 'basic', 'showApplyFailed')],
              },
            },
            /** Refused: the personal data is saved all the same, then the refusal page. */
            refusing: {
              invoke: {
                src: 'savePersonalData',
                input: ({ context }) => savePersonalDataInput(context),
                onDone: 'refused',
                onError: 'refused',
              },
            },
            refused: {
              type: 'final',
              entry: {
                type: 'navigate',
                params: ({ context }) => ({
                  to: REFUSED_ROUTE,
                  state: { template: context.template ?? '', opportunityId: context.opportunityId },
                }),
              },
            },
            /**
             * Applying again in one step (docs/apply-again.md): everything that will be sent, on one
             * screen. 'Confirmar inscrição' sends it as the last tab would; any part opens its tab.
             */
            review: {
              entry: assign({ reviewing: true }),
              on: {
                'review.confirm': {
                  target: 'savingPersonalData',
                  actions: assign({ answersValidated: true, alert: null }),
                },
                'review.edit': [
                  {
                    guard: ({ event }) => event.tab === 'complementary',
                    target: 'complementary',
                    actions: assign({ reviewing: false, answersValidated: true }),
                  },
                  { target: 'basic', actions: assign({ reviewing: false }) },
                ],
              },
            },
            complementary: {
              entry: assign({ tab: 'complementary' }),
              on: {
                'tab.select': { guard: ({ event }) => event.tab === 'basic', target: 'basic' },
                'step.next': [
                  {
                    guard: 'hasTabTwoIssues',
                    actions: {
                      type: 'showErrors',
                      params: ({ context }) => issuesToErrors(tabTwoIssues(context)),
                    },
                  },
                  { target: 'savingPersonalData', actions: ['clearErrors', assign({ alert: null })] },
                ],
              },
            },
            savingPersonalData: {
              invoke: {
                src: 'savePersonalData',
                input: ({ context }) => savePersonalDataInput(context),
                onDone: [
                  { guard: 'hasTests', target: 'savingAnswersForTests' },
                  // Subscribing needs the answers validated on tab 1: else back to the form.
                  { guard: 'hasStoredAnswers', target: 'subscribing' },
                  { target: 'basic' },
                ],
                onError: [...stepErrors('savePersonalData', 'complementary', 'showSaveFailed')],
              },
            },
            /**
             * The tests page applies with the stored answers: the draft on the lead is saved now, not a
             * moment later, so nothing typed is missing there.
             */
            savingAnswersForTests: {
              invoke: {
                src: 'saveDraft',
                input: ({ context }) => ({ opportunityId: context.opportunityId, draft: draftOf(context) }),
                onDone: 'tests',
                onError: [
                  {
                    guard: 'isSessionError',
                    target: 'sessionExpired',
                    actions: { type: 'rememberStep', params: { step: 'savePersonalData' } },
                  },
                  { guard: 'isReviewing', target: 'review', actions: 'showNetworkAlert' },
                  { target: 'complementary', actions: 'showNetworkAlert' },
                ],
              },
            },
            tests: {
              type: 'final',
              entry: {
                type: 'navigate',
                params: ({ context }) => ({ to: applicationTestsPath(context.opportunityId) }),
              },
            },
            subscribing: {
              invoke: {
                src: 'subscribe',
                input: ({ context }) => subscribeInput(context),
                onDone: { target: 'subscribed' },
                onError: [...stepErrors('subscribe', 'complementary', 'showApplyFailed')],
              },
            },
            subscribed: {
              type: 'final',
              entry: [
                'setFollower',
                'clearSource',
                {
                  type: 'navigate',
                  params: ({ context }) => ({
                    to: afterSubscribePath({
                      callbackUrl: context.input.callbackUrl ?? null,
                      title: context.data?.opportunity.title ?? '',
                      opportunityId: context.opportunityId,
                    }),
                  }),
                },
              ],
            },
            /** The session ended mid-way: keep everything, ask for a login, then retry the same step. */
            sessionExpired: {
              entry: [
                { type: 'rememberDraft', params: ({ context }) => ({ draft: draftOf(context) }) },
                'requestLogin',
              ],
              on: {
                'session.renewed': [
                  {
                    guard: ({ context }) => context.pendingStep === 'eliminatory',
                    target: 'validatingEliminatory',
                  },
                  {
                    guard: ({ context }) => context.pendingStep === 'subscribe' && context.answersValidated,
                    target: 'subscribing',
                  },
                  { target: 'savingPersonalData' },
                ],
              },
            },
          },
        },
        draft: {
          initial: 'idle',
          states: {
            idle: {
              on: { 'draft.touch': 'waiting' },
            },
            waiting: {
              entry: { type: 'rememberDraft', params: ({ context }) => ({ draft: draftOf(context) }) },
              on: { 'draft.touch': { target: 'waiting', reenter: true } },
              after: { draftSave: 'saving' },
            },
            saving: {
              entry: assign({ draftStatus: 'saving', draftDirty: false }),
              on: { 'draft.touch': { actions: assign({ draftDirty: true }) } },
              invoke: {
                src: 'saveDraft',
                input: ({ context }) => ({ opportunityId: context.opportunityId, draft: draftOf(context) }),
                onDone: [
                  { guard: 'isDraftDirty', target: 'waiting', actions: assign({ draftStatus: 'saved' }) },
                  { target: 'idle', actions: assign({ draftStatus: 'saved' }) },
                ],
                onError: { target: 'failed', actions: assign({ draftStatus: 'failed' }) },
              },
            },
            failed: {
              on: { 'draft.touch': 'waiting' },
              after: { draftRetry: 'saving' },
            },
          },
        },
        /** Removing a sent file, one at a time in the order asked. */
        removal: {
          initial: 'idle',
          states: {
            idle: {
              always: { guard: 'hasRemovals', target: 'removing' },
            },
            removing: {
              invoke: {
                src: 'removeFile',
                input: ({ context }) => context.removals[0]!,
                onDone: {
                  target: 'idle',
                  actions: assign(({ context }) => {
                    const [done, ...rest] = context.removals
                    return {
                      removals: rest,
                      ...withFiles(context, done!.target, (files) =>
                        files.filter((f) => f.id !== done!.fileId),
                      ),
                    }
                  }),
                },
                onError: {
                  target: 'idle',
                  actions: assign(({ context }) => {
                    const [failed, ...rest] = context.removals
                    return {
                      removals: rest,
                      fileErrors: {
                        ...context.fileErrors,
                        [fileTargetField(failed!.target)]: 'removeFailed' as const,
                      },
                    }
                  }),
                },
              },
            },
          },
        },
      },
    },
  },
})

function withoutKey<T>(record: Record<string, T>, key: string): Record<string, T> {
  if (!(key in record)) return record
  const rest = { ...record }
  delete rest[key]
  return rest
}

function withoutError<T>(errors: Record<string, T>, field: string): Record<string, T> {
  if (!(field in errors)) return errors
  const rest = { ...errors }
  delete rest[field]
  return rest
}

/** The personal-data actor of the ficha: the values as loaded (with the draft), nothing more to read. */
function fichaPersonalDataInput(context: ApplicationContext) {
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

function savePersonalDataInput(context: ApplicationContext): SavePersonalDataInput {
  return {
    values: context.personalData,
    structure: context.data?.structure ?? EMPTY_FORM_STRUCTURE,
    documentReadOnly: context.data?.documentReadOnly ?? false,
  }
}

function subscribeInput(context: ApplicationContext): SubscribeInput {
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

function externalUrl(context: ApplicationContext): string {
  const { input, data } = context
  const callback = `${input.origin ?? ''}${confirmationPath(data?.opportunity.title ?? '', context.opportunityId)}`
  return externalApplyUrl(
    input.externalApplyBaseUrl ?? 'https://example.invalid/',
    context.opportunityId,
    callback,
  )
}
