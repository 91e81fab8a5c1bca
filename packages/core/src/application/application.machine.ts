// Applying to an opportunity (doc 01 §2 "Application form", §4 "Opportunity status", "Subscription step",
// "Application flow", "Applying", §8; doc 02 §4, §8). The form loads (opportunity, form structure,
// profile, questions, files, the lead's draft); a closed opportunity shows 'Uoops' / 'Inscrições
// Encerradas' and goes to /vagas/; `ninenine_apply` hands off to the external apply site and
// `whatsapp_apply` offers the chat link; otherwise the lead is created and the candidate fills tab 1
// (personal data, then the questions, then the eliminatory questions: a refusal saves the personal data
// and goes to /inscricao-recusada with the template) and tab 2 (experience rule, referral); then the
// personal data is saved and the opportunity's tests open, or the subscription is sent at once.
//
// Nothing typed is lost: every change is kept in the context and, a moment later, saved as a draft on
// the lead (server-side: never browser storage). A failed submit keeps everything; a network failure
// stays on the tab with a retry; an expired session waits for a new login and retries the same step;
// a second click while sending is ignored.
import { assign, enqueueActions, fromPromise, raise, setup } from 'xstate'
import { z } from 'zod'
import { DEFAULT_COMPANY_ID, INVALID_FIELD_FOCUS_DELAY_MS } from '../constants'
import { ptBR } from '../messages/pt-BR'
import type { FieldIssue } from '../resume/resume.schema'
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
  whatsappApplyUrl,
  type ApplicationTab,
} from './application.rules'
import {
  EMPTY_FORM_STRUCTURE,
  EMPTY_PERSONAL_DATA,
  PERSONAL_DATA_FIELDS,
  isSectionRequired,
  personalDataIssues,
  withHasDisability,
  withPostalAddress,
  type FormStructure,
  type PersonalDataForm,
  type PostalAddress,
} from './personal-data'
import {
  answersPayload,
  defaultAnswers,
  eliminatoryAnswers,
  questionIssues,
  type AdditionalAnswer,
  type ApplicationQuestion,
  type AttachedFile,
  type QuestionAnswerInput,
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

// ── Data ───────────────────────────────────────────────────────────────────────────────────────────

export interface ApplicationOpportunity {
  id: number
  title: string
  open: boolean
  hasTests: boolean
  ninenineApply: boolean
  whatsappApply: boolean
  companyName: string
  /** Allowed referrer domains; the referral form shows only when there are some. */
  indicationDomains: string[]
}

/** What the form opens with. */
export interface ApplicationData {
  opportunity: ApplicationOpportunity
  structure: FormStructure
  questions: (ApplicationQuestion & { answer?: string | null })[]
  /** The profile's personal data as a form. */
  personalData: PersonalDataForm
  /** The profile already holds a CPF or passport (read-only). */
  documentReadOnly: boolean
  /** The profile's additional questions: default answers by slug or title. */
  additional: AdditionalAnswer[]
  /** Files already attached to each file-upload question. */
  files: Record<string, AttachedFile[]>
  laudos: AttachedFile[]
  experiences: number
  noExperience: boolean
  /** The personal-data form's choices (pronouns, genders…), by the `Domains` list name. */
  lists: Record<string, { id: number; name: string }[]>
  /** The candidate's subscription to this opportunity, if any. */
  subscription: { step: 'lead' | 'applied'; draft: ApplicationDraft | null } | null
}

/** What is kept on the lead between visits: everything typed, with the tab it was typed on. */
export interface ApplicationDraft {
  version: 1
  tab: ApplicationTab
  personalData: PersonalDataForm
  answers: QuestionAnswers
  referral: ReferralForm
  /** 'Não possuo experiência profissional' (tab 2), when the candidate ticked it. */
  noExperience?: boolean
  /** When it was taken (ms since the epoch): the newer of two drafts wins. */
  updatedAt: number
}

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

// ── Machine types ──────────────────────────────────────────────────────────────────────────────────

export interface ApplicationInput {
  opportunityId: number
  /** The source saved from a `source` query parameter, and the opportunity it was captured on. */
  savedSource?: string | null
  savedSourceOpportunityId?: number | null
  /** The source the site was opened with (the store's). */
  storeSource?: string | null
  /** Where to go after applying, if a flow set one (same-site path). */
  callbackUrl?: string | null
  /** The brand's word that switches submission to company 2627, and its company id. */
  alternateCompanyWord?: string
  companyId?: number
  /** The site's origin, for the external apply site's callback URL. */
  origin?: string
  externalApplyBaseUrl?: string
  whatsapp?: { number: string; text: string }
  /** A draft kept in this page's memory (an earlier mount): wins over the lead's when newer. */
  memoryDraft?: ApplicationDraft | null
  /** The clock (tests fix it). */
  now?: () => Date
}

export type ApplicationAlert = { tone: 'error' | 'info'; title: string | null; message: string }

export type DraftStatus = 'idle' | 'saving' | 'saved' | 'failed'

export interface ApplicationContext {
  input: ApplicationInput
  opportunityId: number
  data: ApplicationData | null
  personalData: PersonalDataForm
  answers: QuestionAnswers
  referral: ReferralForm
  files: Record<string, AttachedFile[]>
  laudos: AttachedFile[]
  experiences: number
  noExperience: boolean
  tab: ApplicationTab
  /** Field (personal-data name, question id, `referral.name`, `referral.email`, `experience`) → message. */
  errors: Record<string, string>
  /** The fields in error in the form's order: the screen focuses the first one. */
  errorOrder: string[]
  /** Bumped after each failed validation: the screen focuses the first invalid field 400 ms later. */
  errorsShown: number
  alert: ApplicationAlert | null
  /** Tab 1 was validated with these answers (subscribe needs them). */
  answersValidated: boolean
  template: string | null
  draftStatus: DraftStatus
  /** A change arrived while the draft was being saved: save again afterwards. */
  draftDirty: boolean
  /** The step to retry after a new login. */
  pendingStep: 'savePersonalData' | 'subscribe' | 'eliminatory' | null
  loadError: string | null
}

export type ApplicationEvent =
  | {
      type: 'personal.change'
      field: keyof PersonalDataForm
      value: PersonalDataForm[keyof PersonalDataForm]
    }
  | { type: 'address.found'; address: PostalAddress }
  | { type: 'answer.change'; id: string; value: string }
  | { type: 'referral.change'; field: keyof ReferralForm; value: string }
  | { type: 'files.change'; questionId: string; files: AttachedFile[] }
  | { type: 'laudos.change'; files: AttachedFile[] }
  | { type: 'resume.change'; experiences: number; noExperience: boolean }
  | { type: 'tab.select'; tab: ApplicationTab }
  | { type: 'step.next' }
  | { type: 'alert.dismiss' }
  | { type: 'load.retry' }
  | { type: 'closed.dismiss' }
  | { type: 'session.renewed' }
  | { type: 'draft.touch' }

export interface EliminatoryInput {
  opportunityId: number
  questions: QuestionAnswerInput[]
}
export interface EliminatoryResult {
  subscribe?: boolean | string | null
  template?: string | null
}
export interface SavePersonalDataInput {
  values: PersonalDataForm
  structure: FormStructure
  documentReadOnly: boolean
}
export interface SubscribeInput {
  opportunityId: number
  source: string
  originCompany: number
  questions: QuestionAnswerInput[]
  indication_name?: string
  indication_email?: string
}
export interface SaveDraftInput {
  opportunityId: number
  draft: ApplicationDraft
}

/** An error's platform code and message, whatever threw it. */
function failure(error: unknown): { code: string | null; message: string | null } {
  if (error && typeof error === 'object') {
    const { code, message } = error as { code?: unknown; message?: unknown }
    return {
      code: typeof code === 'string' ? code : null,
      message: typeof message === 'string' && message.trim() !== '' ? message : null,
    }
  }
  return { code: null, message: null }
}

const isNetworkError = (error: unknown) => failure(error).code === 'NETWORK'
const isSessionError = (error: unknown) => failure(error).code === 'UNAUTHORIZED'
const isClosedError = (error: unknown) => failure(error).code === 'CLOSED'

const networkAlert: ApplicationAlert = {
  tone: 'error',
  title: ptBR.common.uoops,
  message: ptBR.application.networkFailed,
}

/** Apply failure (doc 01 §8): the server's message, or the spec's fallback. */
function applyFailedAlert(error: unknown): ApplicationAlert {
  const { code, message } = failure(error)
  const serverMessage =
    code !== null && !['INTERNAL', 'TRANSPORT', 'BAD_RESPONSE'].includes(code) ? message : null
  return { tone: 'error', title: ptBR.common.uoops, message: serverMessage ?? ptBR.application.applyFailed }
}

function issuesToErrors(issues: FieldIssue<string>[], prefix = '') {
  return {
    errors: Object.fromEntries(issues.map((i) => [`${prefix}${i.field}`, i.message])),
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

function tabTwoIssues(context: ApplicationContext): FieldIssue<string>[] {
  const data = context.data
  if (!data) return []
  const issues: FieldIssue<string>[] = []
  const experience = experienceIssue({
    required: isSectionRequired(data.structure, 'professionalExperience'),
    experiences: context.experiences,
    noExperience: context.noExperience,
  })
  if (experience) issues.push({ field: 'experience', message: experience })
  if (referralDomains(data.opportunity.indicationDomains).length > 0) {
    for (const issue of referralIssues(context.referral, data.opportunity.indicationDomains)) {
      issues.push({ field: `referral.${issue.field}`, message: issue.message })
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

const noErrors = { errors: {}, errorOrder: [] }

// ── Machine ────────────────────────────────────────────────────────────────────────────────────────

export const applicationMachine = setup({
  types: {
    context: {} as ApplicationContext,
    events: {} as ApplicationEvent,
    input: {} as ApplicationInput,
  },
  actors: {
    loadApplication: fromPromise<ApplicationData, { opportunityId: number }>(async () => {
      throw new Error('loadApplication not provided')
    }),
    createLead: fromPromise<unknown, { opportunityId: number }>(async () => {
      throw new Error('createLead not provided')
    }),
    saveDraft: fromPromise<unknown, SaveDraftInput>(async () => {
      throw new Error('saveDraft not provided')
    }),
    validateEliminatory: fromPromise<EliminatoryResult, EliminatoryInput>(async () => {
      throw new Error('validateEliminatory not provided')
    }),
    savePersonalData: fromPromise<unknown, SavePersonalDataInput>(async () => {
      throw new Error('savePersonalData not provided')
    }),
    subscribe: fromPromise<unknown, SubscribeInput>(async () => {
      throw new Error('subscribe not provided')
    }),
  },
  actions: {
    /** Goes to a path of the site (`state` travels with the navigation, never in the URL). */
    navigate: (_, _params: { to: string; state?: unknown; replace?: boolean }) => {},
    /** Leaves the site for the external apply site. */
    redirect: (_, _params: { url: string }) => {},
    /** The candidate has applied: the follower flag (doc 01 §4). */
    setFollower: () => {},
    /** Clears the stored source, source opportunity id and referral form (doc 01 §4). */
    clearSource: () => {},
    /** The session expired: the app asks for a new login, then sends `session.renewed`. */
    requestLogin: () => {},
    /** Keeps the draft in the page's memory (an unmount during a new login loses nothing). */
    rememberDraft: (_, _params: { draft: ApplicationDraft }) => {},
    touchDraft: raise({ type: 'draft.touch' }),
    showErrors: assign(({ context }, params: { errors: Record<string, string>; errorOrder: string[] }) => ({
      errors: params.errors,
      errorOrder: params.errorOrder,
      errorsShown: context.errorsShown + 1,
    })),
    clearErrors: assign(noErrors),
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
            const defaults = defaultAnswers(data.questions, data.additional)
            return {
              data,
              loadError: null,
              personalData: draft ? { ...data.personalData, ...draft.personalData } : data.personalData,
              answers: { ...defaults, ...(draft?.answers ?? {}) },
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
          actions: assign(({ event }) => ({ loadError: failure(event.error).message })),
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
        { target: 'creatingLead' },
      ],
    },
    /** 'Uoops' / 'Inscrições Encerradas', then /vagas/ (doc 01 §4, §8). */
    closed: {
      on: {
        'closed.dismiss': { actions: { type: 'navigate', params: { to: '/vagas/' } } },
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
        onError: [
          { guard: ({ event }) => isClosedError(event.error), target: 'closed' },
          { target: 'editing' },
        ],
      },
    },
    editing: {
      type: 'parallel',
      on: {
        'personal.change': {
          actions: [
            assign(({ context, event }) => ({
              personalData:
                event.field === 'has_disability'
                  ? withHasDisability(context.personalData, event.value as boolean | null)
                  : { ...context.personalData, [event.field]: event.value },
              errors: withoutError(context.errors, event.field),
            })),
            'touchDraft',
          ],
        },
        'address.found': {
          actions: [
            assign(({ context, event }) => ({
              personalData: withPostalAddress(context.personalData, event.address),
            })),
            'touchDraft',
          ],
        },
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
        'files.change': {
          actions: assign(({ context, event }) => ({
            files: { ...context.files, [event.questionId]: event.files },
            errors: event.files.length > 0 ? withoutError(context.errors, event.questionId) : context.errors,
          })),
        },
        'laudos.change': { actions: assign(({ event }) => ({ laudos: event.files })) },
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
                    guard: ({ event }) => isEliminatoryPass(event.output),
                    target: 'complementary',
                    actions: assign({ answersValidated: true, alert: null }),
                  },
                  {
                    target: 'refusing',
                    actions: assign(({ event }) => ({ template: event.output.template ?? '' })),
                  },
                ],
                onError: [
                  {
                    guard: ({ event }) => isSessionError(event.error),
                    target: 'sessionExpired',
                    actions: assign({ pendingStep: 'eliminatory' }),
                  },
                  { guard: ({ event }) => isClosedError(event.error), target: '#application.closed' },
                  {
                    target: 'basic',
                    actions: assign(({ event }) => ({
                      alert: isNetworkError(event.error) ? networkAlert : applyFailedAlert(event.error),
                    })),
                  },
                ],
              },
            },
            /** Refused: the personal data is saved all the same, then the refusal page (doc 01 §4). */
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
                  // Subscribing needs the answers validated on tab 1 (doc 01 §4): else back to the form.
                  { guard: 'hasStoredAnswers', target: 'subscribing' },
                  { target: 'basic' },
                ],
                onError: [
                  {
                    guard: ({ event }) => isSessionError(event.error),
                    target: 'sessionExpired',
                    actions: assign({ pendingStep: 'savePersonalData' }),
                  },
                  { guard: ({ event }) => isClosedError(event.error), target: '#application.closed' },
                  {
                    guard: ({ event }) => isNetworkError(event.error),
                    target: 'complementary',
                    actions: assign({ alert: networkAlert }),
                  },
                  {
                    target: 'basic',
                    actions: assign(({ event }) => ({
                      alert: {
                        tone: 'error' as const,
                        title: ptBR.common.uoops,
                        message: failure(event.error).message ?? ptBR.profile.personalData.saveFailed,
                      },
                    })),
                  },
                ],
              },
            },
            /**
             * The tests page applies with the stored answers (doc 01 §4 "Applying"): the draft on the lead
             * is saved now, not a moment later, so nothing typed is missing there.
             */
            savingAnswersForTests: {
              invoke: {
                src: 'saveDraft',
                input: ({ context }) => ({ opportunityId: context.opportunityId, draft: draftOf(context) }),
                onDone: 'tests',
                onError: [
                  {
                    guard: ({ event }) => isSessionError(event.error),
                    target: 'sessionExpired',
                    actions: assign({ pendingStep: 'savePersonalData' }),
                  },
                  { target: 'complementary', actions: assign({ alert: networkAlert }) },
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
                onDone: {
                  target: 'subscribed',
                },
                onError: [
                  {
                    guard: ({ event }) => isSessionError(event.error),
                    target: 'sessionExpired',
                    actions: assign({ pendingStep: 'subscribe' }),
                  },
                  { guard: ({ event }) => isClosedError(event.error), target: '#application.closed' },
                  {
                    guard: ({ event }) => isNetworkError(event.error),
                    target: 'complementary',
                    actions: assign({ alert: networkAlert }),
                  },
                  {
                    target: 'basic',
                    actions: assign(({ event }) => ({ alert: applyFailedAlert(event.error) })),
                  },
                ],
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
      },
    },
  },
})

function withoutError(errors: Record<string, string>, field: string): Record<string, string> {
  if (!(field in errors)) return errors
  const rest = { ...errors }
  delete rest[field]
  return rest
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

/** What applying sends (doc 01 §4 "Applying"): source, company, the answers and the referral. */
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
    originCompany: applicationCompanyId(
      opportunity?.companyName ?? '',
      input.alternateCompanyWord ?? '',
      input.companyId ?? DEFAULT_COMPANY_ID,
    ),
    questions: answersPayload(data?.questions ?? [], given.answers, given.files),
    ...(referralDomains(opportunity?.indicationDomains).length > 0 ? referralPayload(given.referral) : {}),
  }
}

/**
 * Applying from the tests page needs the stored opportunity answers (doc 01 §4 "Applying"): the lead's
 * draft. Missing, or failing the questions' rules or the referral's: null (back to the form).
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

/** The chat link for `whatsapp_apply` (null without a configured number). */
export function whatsappLink(context: ApplicationContext, pageUrl: string): string | null {
  const { whatsapp } = context.input
  if (!whatsapp) return null
  const title = context.data?.opportunity.title ?? ''
  return whatsappApplyUrl(whatsapp.number, ptBR.application.whatsapp.text(title, pageUrl))
}
