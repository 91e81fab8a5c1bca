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
// The draft is in application.draft.ts, what is computed from the context in application.context.ts; what
// stays here is the one statechart of the form's steps (load, eligibility, lead, two tabs, eliminatory
// questions, review, save, subscription, each with its error ladder), the draft and the file queue: that
// is why this file is longer than the others.
import { and, assign, enqueueActions, fromCallback, fromPromise, raise, sendTo, setup } from 'xstate'
import { INVALID_FIELD_FOCUS_DELAY_MS } from '../constants'
import { errorGuard, isClosedError, isNetworkError, isSessionError } from '../lib/error-guards'
import { CLOSED_OPPORTUNITY_PATH } from '../opportunity/closed-dialog'
import {
  afterSubscribePath,
  isEliminatoryPass,
  REFUSED_ROUTE,
  applicationTestsPath,
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
import { EMPTY_PERSONAL_DATA } from '../personal-data/personal-data.schema'
import { personalDataMachine } from '../personal-data/personal-data.machine'
import { defaultAnswers, eliminatoryAnswers } from './questions'
import { EMPTY_REFERRAL } from './referral'
import {
  type PendingStep,
  applyFailedDetail,
  canReview,
  errorOf,
  externalUrl,
  failureOf,
  fichaPersonalDataInput,
  fileTargetField,
  isReturning,
  issuesToErrors,
  noErrors,
  notProvided,
  savePersonalDataInput,
  stepErrors,
  submissionCompanyId,
  subscribeInput,
  tabOneIssues,
  tabTwoIssues,
  withFiles,
  withoutError,
  withoutKey,
} from './application.context'
import { DRAFT_RETRY_DELAY_MS, DRAFT_SAVE_DELAY_MS, draftOf } from './application.draft'

// The draft's and the context's public helpers, named here as before.
export {
  DRAFT_SAVE_DELAY_MS,
  DRAFT_RETRY_DELAY_MS,
  applicationDraftSchema,
  parseApplicationDraft,
  draftOf,
} from './application.draft'
export {
  failureOf,
  fileTargetField,
  submissionCompanyId,
  subscribeInputOf,
  storedSubscribeInput,
} from './application.context'
export type * from './application.types'

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
