// The account dialog's sign-in (docs/identity.md, "The account dialog's machines"): the login form, with
// its isEmployer detour for a company's internal people and its BUSY countdown, and the professional
// network's return (profile, then sign-in). A child of the router: it ends with an output (the welcome,
// another form, or a closed dialog) and tells the router the pre-fills other forms show.
import { assign, sendParent, setup } from 'xstate'
import { loginTarget } from '../navigation/routes'
import type { StoredSession } from '../session/session.schema'
import { busyRetryAfter, errorGuard, isBusyError } from '../lib/error-guards'
import { checkInternalEmail } from '../internal-recruitment/internal-recruitment'
import { loginFailure, type SignInPayload, type SocialProfile } from './account.schema'
import { accountCalls, emptyInternal, flowBase, type FlowBase } from './account-flow.shared'
import type {
  AccountDialogContext,
  AccountEventOf,
  AccountDialogEvent,
  EmployerCheck,
  FlowEntry,
  FlowInput,
  FlowOutput,
} from './account-dialog.types'

export type SignInContext = FlowBase &
  Pick<
    AccountDialogContext,
    'email' | 'attempt' | 'busy' | 'social' | 'socialAction' | 'nextRoute' | 'internalRecruitment'
  > & { exit: FlowOutput | null }

/** The events the router hands this child. */
export const SIGN_IN_EVENTS = ['login.submit', 'offer.accept', 'offer.decline'] as const

type Done<T> = { output: T }
const errorOf = (event: unknown) => (event as { error?: unknown }).error
const outputOf = <T>(event: unknown) => (event as Done<T>).output
/** The first call's one-time code, read from the start event (never kept in context). */
const startCode = (event: unknown) => (event as { input?: FlowInput }).input?.code ?? ''

export const signInMachine = setup({
  types: {
    context: {} as SignInContext,
    events: {} as AccountDialogEvent,
    input: {} as FlowInput,
    output: {} as FlowOutput,
  },
  actors: {
    signIn: accountCalls.signIn,
    employerCheck: accountCalls.employerCheck,
    employerSignIn: accountCalls.employerSignIn,
    fetchSocialProfile: accountCalls.fetchSocialProfile,
  },
  actions: {
    clearMessages: assign({ error: null, notice: null, busy: null }),
    /** The ordinary login's attempt (memory only); the router keeps the e-mail for the other forms. */
    rememberLoginAttempt: assign(({ event }) => {
      const { email, password, keepLogged } = event as AccountEventOf<'login.submit'>
      return { social: null, email, attempt: { email, password, keepLogged } }
    }),
    shareLoginEmail: sendParent(({ event }) => ({
      type: 'flow.remember',
      email: (event as AccountEventOf<'login.submit'>).email,
      social: null,
    })),
    forgetSocial: assign({ social: null }),
    shareNoSocial: sendParent({ type: 'flow.remember', social: null }),
    /** The network's profile: kept here for the sign-in, and by the router for the document form. */
    keepSocialProfile: assign({ social: ({ event }) => outputOf<SocialProfile>(event) }),
    shareSocialProfile: sendParent(({ event }) => ({
      type: 'flow.remember',
      social: outputOf<SocialProfile>(event),
    })),
    /** A BUSY answer: count down its Retry-After seconds, then try once more by itself. */
    startBusy: assign(({ event }) => {
      const seconds = busyRetryAfter(errorOf(event))
      return { error: null, busy: { seconds, remaining: seconds, retried: false } }
    }),
    tickBusy: assign({
      busy: ({ context }) => context.busy && { ...context.busy, remaining: context.busy.remaining - 1 },
    }),
    retryAfterBusy: assign({
      busy: ({ context }) => context.busy && { ...context.busy, remaining: 0, retried: true },
    }),
    failUserNotFound: assign({ error: 'login.userNotFound', attempt: null, busy: null }),
    failLogin: assign({
      error: ({ event }) => loginFailure(errorOf(event)).code,
      attempt: null,
      busy: null,
    }),
    socialNotFound: assign({ error: 'login.userNotFound' }),
    /** A session: the welcome names the person, then login's next route. */
    exitToWelcome: assign({
      exit: ({ context, event }) => ({
        kind: 'welcome' as const,
        record: outputOf<StoredSession>(event),
        target: loginTarget(context.nextRoute),
      }),
    }),
    exitToForm: assign({
      exit: (_, params: { entry: FlowEntry }) => ({ kind: 'show', entry: params.entry }),
    }),
    /** An internal person without a password: the internal first access, greeted, with the typed e-mail. */
    exitToFirstAccess: assign({
      exit: ({ context, event }) => ({
        kind: 'show' as const,
        entry: 'firstAccess' as const,
        notice: 'internal.firstAccessNeeded' as const,
        internal: {
          ...emptyInternal(),
          name: outputOf<EmployerCheck>(event).name,
          identifier: context.attempt!.email,
          keepLogged: context.attempt!.keepLogged,
        },
      }),
      attempt: null,
    }),
    exitClosed: assign({ exit: { kind: 'close' } }),
    setInternalRecruitment: assign({
      internalRecruitment: ({ event }) => (event as AccountEventOf<'internal.configured'>).recruitment,
    }),
  },
  guards: {
    startsAt: ({ context }, params: { entry: FlowEntry }) => context.entry === params.entry,
    isSocialAttempt: ({ context }) => context.social !== null,
    isSocialRegister: ({ context }) => context.socialAction === 'register',
    /** The ordinary login's e-mail may be an internal person's: ask isEmployer first. */
    mayBeInternal: ({ context, event }) =>
      Boolean(context.internalRecruitment) &&
      checkInternalEmail((event as AccountEventOf<'login.submit'>).email, context.internalRecruitment!) ===
        'ok',
    isEmployerWithPassword: ({ event }) =>
      outputOf<EmployerCheck>(event).isEmployer && outputOf<EmployerCheck>(event).hasPassword,
    isEmployer: ({ event }) => outputOf<EmployerCheck>(event).isEmployer,
    /** A sign-in failure read as 'Não encontramos seu usuário' (by code, else the spec's 'senha' rule). */
    isUserNotFound: errorGuard((error) => loginFailure(error).kind === 'userNotFound'),
    /** BUSY (429) before this attempt's automatic retry: count down, then try once more. */
    isFirstBusy: ({ context, event }) => isBusyError(errorOf(event)) && !context.busy?.retried,
    isBusyCountdownOver: ({ context }) => (context.busy?.remaining ?? 0) <= 1,
  },
  delays: { busyTick: 1000 },
}).createMachine({
  id: 'signIn',
  context: ({ input }) => ({
    ...flowBase(input),
    email: input.email,
    attempt: null,
    busy: null,
    social: input.social,
    socialAction: input.socialAction,
    nextRoute: input.nextRoute,
    internalRecruitment: input.internalRecruitment,
    exit: null,
  }),
  initial: 'start',
  output: ({ context }) => context.exit!,
  on: { 'internal.configured': { actions: 'setInternalRecruitment' } },
  states: {
    start: {
      always: [
        { guard: { type: 'startsAt', params: { entry: 'searching' } }, target: 'searching' },
        { guard: { type: 'startsAt', params: { entry: 'socialSignIn' } }, target: 'searching.signingIn' },
        { target: 'login' },
      ],
    },
    login: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'login.submit': [
              // An e-mail the company's internal recruitment allows: isEmployer decides the path.
              {
                guard: 'mayBeInternal',
                target: 'routing',
                actions: ['clearMessages', 'rememberLoginAttempt', 'shareLoginEmail'],
              },
              { target: 'submitting', actions: ['clearMessages', 'rememberLoginAttempt', 'shareLoginEmail'] },
            ],
          },
        },
        /** isEmployer: an internal person signs in with employerSignIn (or creates a password first). */
        routing: {
          tags: 'loading',
          invoke: {
            id: 'routeEmployer',
            src: 'employerCheck',
            input: ({ context }) => ({ email: context.attempt!.email }),
            onDone: [
              { guard: 'isEmployerWithPassword', target: 'employerSigningIn' },
              { guard: 'isEmployer', target: '#signIn.done', actions: 'exitToFirstAccess' },
              { target: 'submitting' },
            ],
            // No answer to the check: the ordinary sign-in still works for candidates.
            onError: { target: 'submitting' },
          },
        },
        employerSigningIn: {
          tags: 'loading',
          invoke: {
            id: 'loginEmployerSignIn',
            src: 'employerSignIn',
            input: ({ context }) => ({
              email: context.attempt!.email,
              password: context.attempt!.password,
              keepLogged: context.attempt!.keepLogged,
            }),
            onDone: { target: '#signIn.done', actions: 'exitToWelcome' },
            onError: { target: 'idle', actions: 'failLogin' },
          },
        },
        submitting: {
          tags: 'loading',
          invoke: {
            id: 'signIn',
            src: 'signIn',
            input: ({ context }): SignInPayload => ({ ...context.attempt! }),
            onDone: { target: '#signIn.done', actions: 'exitToWelcome' },
            onError: [
              // Too many sign-ins at once: the attempt is kept for the automatic retry.
              { guard: 'isFirstBusy', target: 'busy', actions: 'startBusy' },
              { guard: 'isUserNotFound', target: 'notFound', actions: 'failUserNotFound' },
              { target: 'idle', actions: 'failLogin' },
            ],
          },
        },
        /**
         * The platform was busy (429): 'Tentaremos de novo em N s.' counts down, then the same attempt is
         * sent once more; refused again, the form says so and waits for the button (docs/decisions.md).
         */
        busy: {
          tags: 'busy',
          after: {
            busyTick: [
              { guard: 'isBusyCountdownOver', target: 'submitting', actions: 'retryAfterBusy' },
              { target: 'busy', reenter: true, actions: 'tickBusy' },
            ],
          },
        },
        /** 'Não encontramos seu usuário. Deseja se cadastrar?' */
        notFound: {
          on: {
            'offer.accept': [
              {
                guard: 'isSocialAttempt',
                target: '#signIn.done',
                actions: { type: 'exitToForm', params: { entry: 'document' } },
              },
              { target: '#signIn.done', actions: { type: 'exitToForm', params: { entry: 'register' } } },
            ],
            'offer.decline': { target: 'idle', actions: ['clearMessages', 'forgetSocial', 'shareNoSocial'] },
          },
        },
      },
    },
    /** The professional-network return: profile lookup, then document (register) or sign-in (login). */
    searching: {
      initial: 'fetchingProfile',
      states: {
        fetchingProfile: {
          tags: 'loading',
          invoke: {
            id: 'fetchSocialProfile',
            src: 'fetchSocialProfile',
            input: ({ event }) => ({ code: startCode(event) }),
            onDone: [
              {
                guard: 'isSocialRegister',
                target: '#signIn.done',
                actions: [
                  'keepSocialProfile',
                  'shareSocialProfile',
                  { type: 'exitToForm', params: { entry: 'document' } },
                ],
              },
              { target: 'signingIn', actions: ['keepSocialProfile', 'shareSocialProfile'] },
            ],
            onError: { target: '#signIn.done', actions: 'exitClosed' },
          },
        },
        signingIn: {
          tags: 'loading',
          invoke: {
            id: 'socialSignIn',
            src: 'signIn',
            input: ({ context }) => ({
              provider: context.social!.provider,
              provider_id: context.social!.providerId,
              ticket: context.social!.ticket,
              email: context.social!.email,
              keepLogged: false,
            }),
            onDone: { target: '#signIn.done', actions: 'exitToWelcome' },
            onError: [
              { guard: 'isUserNotFound', target: '#signIn.login.notFound', actions: 'socialNotFound' },
              { target: '#signIn.done', actions: 'exitClosed' },
            ],
          },
        },
      },
    },
    done: { type: 'final' },
  },
})
