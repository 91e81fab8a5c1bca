// The account dialog (docs/decisions.md, "Errors carry a code", "Navigation closes open account forms").
// Every call, navigation and storage write is a named placeholder the app supplies with `.provide()`.
import { and, assign, enqueueActions, fromPromise, setup } from 'xstate'
import { RESEND_CODE_COUNTDOWN_S, WELCOME_MS } from '../constants'
import { SOCIAL_RETURN_PARAMS, loginTarget, signUpTarget } from '../navigation/routes'
import type { StoredSession } from '../session/session.schema'
import { splitFullName } from '../validation/full-name'
import { isSmsCodeSubmittable, isValidSmsCode } from '../validation/sms-code'
import { busyRetryAfter, errorGuard, isBusyError } from '../lib/error-guards'
import { JOBS_ROUTE } from '../navigation/routes'
import { checkInternalEmail, type InternalRecruitment } from '../internal-recruitment/internal-recruitment'
import { internalIdentity, type InternalIdentity } from '../internal-recruitment/internal-access.schema'
import {
  changePasswordFailure,
  failureCode,
  internalFailure,
  isLookupRefusal,
  lookupFailure,
  loginFailure,
  passwordRecoveryFailure,
  signUpFailure,
} from './account.schema'
import type { AccountMessageCode, SignInPayload, SignUpPayload, SocialProfile } from './account.schema'
import type { MicrosoftAccount } from '../identity-providers/identity-providers'
import { providerFailure, retailLoginFailure } from './account-providers'

/** The retail partner's employee form, reached from the login form by `providerForm.show`. */
export type ProviderForm = 'retailLogin'

/** The forms a caller may open directly (the others are reached from inside the dialog). */
export type OpenableForm =
  'define' | 'login' | 'preRegister' | 'register' | 'password' | 'forgotUser' | 'changePassword' | 'internal'
export type SwitchableForm =
  'define' | 'login' | 'preRegister' | 'register' | 'password' | 'forgotUser' | 'internal'

/**
 * The internal access under way (docs/identity.md, "Internal access on the site"): the forced user id of the
 * internal platform login (`/acesso-interno?user_id=`), the name the platform greeted, the identifier typed,
 * and the password of the attempt (memory only; cleared after each answer and on close).
 */
export interface InternalAttempt {
  userId: number | null
  name: string | null
  identifier: string
  password: string | null
  keepLogged: boolean
}

const emptyInternal = (userId: number | null = null): InternalAttempt => ({
  userId,
  name: null,
  identifier: '',
  password: null,
  keepLogged: false,
})

/** What isEmployer answers. */
export interface EmployerCheck {
  isEmployer: boolean
  hasPassword: boolean
  name: string | null
}

/** A user found by CPF for the forgot-e-mail flow, e-mail and phone censored by the platform. */
export interface RecoveryUser {
  id: number
  name: string
  email: string
  phone?: string | null
  avatar?: string | null
}

export type Recovery = { token: string } | { userId: number } | null

export interface DocumentValue {
  document: string
  foreigner: boolean
}

export interface AccountDialogContext {
  nextRoute: string | null
  /** The path whose route opened the dialog: navigating there again does not close it. */
  openedOnPath: string | null
  /** What went wrong, as a code; the selectors give its text. */
  error: AccountMessageCode | null
  /** A confirmation ('Enviamos para seu e-mail…'), as a code. */
  notice: AccountMessageCode | null
  /** Pre-fills the login form's e-mail. */
  email: string
  /** Pre-fills the register form's document (pre-register, insert-cpf, forgot e-mail). */
  document: DocumentValue | null
  social: SocialProfile | null
  hunting: { name: string; code: string } | null
  recovery: Recovery
  recoveryUsers: RecoveryUser[]
  selectedUserId: number | null
  smsCode: string | null
  codeSentAt: number | null
  /** The e-mail and password of the attempt under way (memory only; cleared on close). */
  attempt: { email: string; password: string; keepLogged: boolean } | null
  /** The sign-up under way (memory only; cleared on close): sent again after a BUSY countdown. */
  registerAttempt: SignUpPayload | null
  /**
   * The platform was busy (429, docs/decisions.md, "Too many sign-ins at once"): the countdown's first and
   * remaining seconds, and whether its one automatic attempt was made. Null otherwise.
   */
  busy: { seconds: number; remaining: number; retried: boolean } | null
  /**
   * The change-password form asks for the current password: a signed-in change of an account that has one
   * (docs/decisions.md, "Changing the password while signed in"); never from a recovery link.
   */
  askCurrentPassword: boolean
  welcomeName: string | null
  welcomeTarget: string | null
  /** What the professional-network return asked for. */
  socialAction: 'register' | 'login' | null
  /**
   * The brand company's internal recruitment: undefined until the app has read it, null when the company has
   * none. Not part of `initialContext`, so closing and reopening the dialog keep it.
   */
  internalRecruitment?: InternalRecruitment | null
  internal: InternalAttempt
}

export type AccountDialogEvent =
  | {
      type: 'dialog.open'
      form: OpenableForm
      nextRoute?: string | null
      /** Set when a route opens the form (protected redirect, /password-recovery...). */
      path?: string | null
      recovery?: Recovery
      /** A note shown above the form (e.g. the change-password form offered to an invited person). */
      notice?: AccountMessageCode
      /** The internal form's forced user id (`/acesso-interno?user_id=`): names the person, never signs in. */
      userId?: number | null
    }
  | { type: 'insertCpf.open'; name: string; code: string; path?: string | null }
  | { type: 'dialog.close' }
  | { type: 'navigation.changed'; path: string }
  /** The session machine began a sign-out (declined terms, 'Sair', a removed account). */
  | { type: 'session.ended' }
  | { type: 'form.show'; form: SwitchableForm }
  | { type: 'login.submit'; email: string; password: string; keepLogged: boolean }
  | { type: 'offer.accept' }
  | { type: 'offer.decline' }
  /** `captcha`: the form's solved captcha, spent by the lookup (docs/decisions.md, "The CPF lookup"). */
  | { type: 'preRegister.submit'; document: string; foreigner: boolean; captcha?: string }
  | { type: 'insertCpf.submit'; document: string; foreigner: boolean }
  | { type: 'register.submit'; payload: SignUpPayload }
  | { type: 'document.submit'; document: string; foreigner: boolean }
  | { type: 'password.submit'; email: string }
  | { type: 'forgotUser.submitCpf'; cpf: string; captcha?: string }
  | { type: 'forgotUser.selectUser'; userId: number }
  | { type: 'code.submit'; code: string }
  | { type: 'code.resend' }
  | { type: 'forgotUser.submitEmail'; email: string }
  /** `currentPassword`: when the form asks for it; read from the event, never kept in context. */
  | { type: 'changePassword.submit'; password: string; currentPassword?: string }
  | { type: 'social.returned'; code: string; action: 'register' | 'login'; path?: string | null }
  | { type: 'social.succeeded'; action: 'register' | 'login'; profile: SocialProfile }
  | { type: 'social.failed' }
  // The other sign-ins (docs/identity.md): the SSO's return (its code, on the page the person left), the
  // Microsoft pop-up's account, the retail partner's employee form.
  | { type: 'sso.returned'; code: string; path?: string | null; nextRoute?: string | null }
  | { type: 'sso.failed'; path?: string | null; nextRoute?: string | null }
  | { type: 'microsoft.succeeded'; account: MicrosoftAccount }
  | { type: 'microsoft.failed' }
  | { type: 'providerForm.show'; form: ProviderForm }
  | { type: 'retailLogin.submit'; login: string; password: string }
  /** The app read the company's internal recruitment (null: none). */
  | { type: 'internal.configured'; recruitment: InternalRecruitment | null }
  | { type: 'internal.submit'; identifier: string; password: string; keepLogged: boolean }
  /** 'Primeiro acesso? Crie sua senha'. */
  | { type: 'internal.firstAccess' }
  | { type: 'firstAccess.submit'; identifier: string; password: string }

/** The captcha a lookup's submit carried; read from the event, so a spent token never stays in context. */
const captchaOf = (event: AccountDialogEvent): { captcha?: string } =>
  'captcha' in event && event.captcha ? { captcha: event.captcha } : {}

const notProvided = async (): Promise<never> => {
  throw new Error('not provided')
}

const initialContext = (): AccountDialogContext => ({
  nextRoute: null,
  openedOnPath: null,
  error: null,
  notice: null,
  email: '',
  document: null,
  social: null,
  hunting: null,
  recovery: null,
  recoveryUsers: [],
  selectedUserId: null,
  smsCode: null,
  codeSentAt: null,
  attempt: null,
  registerAttempt: null,
  busy: null,
  askCurrentPassword: false,
  welcomeName: null,
  welcomeTarget: null,
  socialAction: null,
  internal: emptyInternal(),
})

/** The identity of the internal attempt: the forced user id, else the identifier of the login type. */
const internalIdentityOf = (context: AccountDialogContext): InternalIdentity =>
  internalIdentity(
    context.internalRecruitment?.loginType ?? 'email',
    context.internal.identifier,
    context.internal.userId,
  )

/** An e-mail the company's internal recruitment refuses (core's rule; checked before any call). */
const isRefusedDomain = (context: AccountDialogContext, identifier: string) =>
  context.internal.userId === null &&
  context.internalRecruitment?.loginType === 'email' &&
  checkInternalEmail(identifier, context.internalRecruitment) === 'domain'

/** The ordinary login's e-mail may be an internal person's: ask isEmployer first. */
const mayBeInternal = (context: AccountDialogContext, email: string) =>
  Boolean(context.internalRecruitment) && checkInternalEmail(email, context.internalRecruitment!) === 'ok'

/** After an internal sign-in: the saved route, else the list (where the internal openings are). */
const internalWelcomeTarget = (nextRoute: string | null) => loginTarget(nextRoute) ?? JOBS_ROUTE

const welcomeNameOf = (record: StoredSession) =>
  record.socialName?.trim() || splitFullName(record.name).firstName

/** Closing resets the form, attempt data and loading, and removes a network's return from the URL. */
const closeDialog = [
  'resetDialog',
  { type: 'clearUrlParams', params: { names: SOCIAL_RETURN_PARAMS } },
] as const

export const accountDialogMachine = setup({
  types: {
    context: {} as AccountDialogContext,
    events: {} as AccountDialogEvent,
  },
  actors: {
    signIn: fromPromise<StoredSession, SignInPayload>(notProvided),
    signUp: fromPromise<StoredSession, SignUpPayload>(notProvided),
    /** Users by CPF or passport (pre-register, forgot e-mail), behind the form's captcha. */
    lookupUsers: fromPromise<RecoveryUser[], { cpf?: string; passport?: string; captcha?: string }>(
      notProvided,
    ),
    /** The insert-cpf submit (hunting invitation). */
    updateHunting: fromPromise<
      { hasUser: boolean; hasMoreRegister: boolean },
      { token: string; document: string; foreigner: boolean }
    >(notProvided),
    /** Sends the recovery e-mail (return URL ending /password-recovery). */
    passwordRecovery: fromPromise<void, { email: string }>(notProvided),
    /** Sends the SMS code. */
    generateTokenChangeEmail: fromPromise<void, { id: number }>(notProvided),
    validTokenEmail: fromPromise<boolean, { id: number; token: string }>(notProvided),
    changeEmail: fromPromise<void, { id: number; token: string; email: string }>(notProvided),
    /** Changes the password; tells the account's e-mail so the person can be signed in. */
    changePassword: fromPromise<
      { email: string | null },
      { password: string; token?: string; userId?: number; currentPassword?: string }
    >(notProvided),
    /** Whether the signed-in account has a password (the change form then asks for the current one). */
    passwordStatus: fromPromise<{ hasPassword: boolean }, void>(notProvided),
    /** The professional network's code exchanged for the person's profile. */
    fetchSocialProfile: fromPromise<SocialProfile, { code: string }>(notProvided),
    /** The SSO's one-time code exchanged for a session (`itauLogin`). */
    ssoSignIn: fromPromise<StoredSession, { code: string }>(notProvided),
    /** The Microsoft pop-up's account exchanged for a session (`microsoftGraphLogin`). */
    microsoftSignIn: fromPromise<StoredSession, MicrosoftAccount>(notProvided),
    /** The retail partner's employee login (`magazineLuizaLogin`). */
    retailSignIn: fromPromise<StoredSession, { login: string; password: string }>(notProvided),
    /** isEmployer: whether the identity is an internal person of the company, with a password. */
    employerCheck: fromPromise<EmployerCheck, InternalIdentity>(notProvided),
    /** employerSignIn: the internal person's session (its record carries internalCompanyId). */
    employerSignIn: fromPromise<StoredSession, InternalIdentity & { password: string; keepLogged: boolean }>(
      notProvided,
    ),
    /** employerSignUp: sets the provisioned internal person's first password, then signs them in. */
    employerSignUp: fromPromise<StoredSession, InternalIdentity & { password: string }>(notProvided),
  },
  actions: {
    /** Hands the new session to the session machine (`session.signedIn`). */
    signedIn: (_, _params: { record: StoredSession }) => {},
    navigate: (_, _params: { to: string }) => {},
    /** Reloads the app at a route (password change with user_id). */
    reload: (_, _params: { to: string }) => {},
    clearUrlParams: (_, _params: { names: readonly string[] }) => {},
    /** A success alert outside the dialog (plain password change). */
    alert: (_, _params: { code: AccountMessageCode }) => {},
    /**
     * A sign-up was sent (the register form, whose terms box is the consent, or a network's sign-up): its first
     * name is kept so that a protected route opens the register form (docs/decisions.md, "The first name of an
     * earlier sign-up"). Only the first name: never the e-mail, the document or the password.
     */
    storeAttemptFirstName: (_, _params: { firstName: string }) => {},
    /** A sign-up ended in a session: the first name of the attempt is forgotten. */
    forgetAttemptFirstName: () => {},
    resetDialog: assign(() => initialContext()),
    /** A provider's session: the welcome names the person; then login's next route. */
    welcomeProviderSession: assign(({ context, event }) => ({
      welcomeName: welcomeNameOf((event as unknown as { output: StoredSession }).output),
      welcomeTarget: loginTarget(context.nextRoute),
    })),
    clearMessages: assign({ error: null, notice: null, busy: null }),
    /** A BUSY answer: count down its Retry-After seconds, then try once more by itself. */
    startBusy: assign(({ event }) => {
      const seconds = busyRetryAfter((event as { error?: unknown }).error)
      return { error: null, busy: { seconds, remaining: seconds, retried: false } }
    }),
    tickBusy: assign({
      busy: ({ context }) => context.busy && { ...context.busy, remaining: context.busy.remaining - 1 },
    }),
    retryAfterBusy: assign({
      busy: ({ context }) => context.busy && { ...context.busy, remaining: 0, retried: true },
    }),
    openDialog: assign(
      (
        _,
        params: {
          nextRoute?: string | null
          path?: string | null
          recovery?: Recovery
          notice?: AccountMessageCode
          userId?: number | null
        },
      ) => ({
        ...initialContext(),
        nextRoute: params.nextRoute ?? null,
        openedOnPath: params.path ?? null,
        recovery: params.recovery ?? null,
        notice: params.notice ?? null,
        internal: emptyInternal(params.userId ?? null),
      }),
    ),
    setInternalRecruitment: assign({
      internalRecruitment: ({ event }) =>
        (event as Extract<AccountDialogEvent, { type: 'internal.configured' }>).recruitment,
    }),
    /** The ordinary login's attempt (memory only). */
    rememberLoginAttempt: assign(({ event }) => {
      const { email, password, keepLogged } = event as Extract<AccountDialogEvent, { type: 'login.submit' }>
      return { social: null, email, attempt: { email, password, keepLogged } }
    }),
    /** Forgets the internal attempt's password (after every answer). */
    forgetInternalPassword: assign({
      internal: ({ context }) => ({ ...context.internal, password: null }),
    }),
  },
  guards: {
    isSocialAttempt: ({ context }) => context.social !== null,
    hasTokenRecovery: ({ context }) => context.recovery !== null && 'token' in context.recovery,
    hasUserIdRecovery: ({ context }) => context.recovery !== null && 'userId' in context.recovery,
    /** A sign-in failure read as 'Não encontramos seu usuário' (by code, else the spec's 'senha' rule). */
    isUserNotFound: errorGuard((error) => loginFailure(error).kind === 'userNotFound'),
    /** BUSY (429) before this attempt's automatic retry: count down, then try once more. */
    isFirstBusy: ({ context, event }) =>
      isBusyError((event as { error?: unknown }).error) && !context.busy?.retried,
    isBusyCountdownOver: ({ context }) => (context.busy?.remaining ?? 0) <= 1,
    /** A lookup refused before the CPF was looked at (captcha, rate limit, no answer): not 'not found'. */
    isLookupRefused: errorGuard(isLookupRefusal),
    isRecruitmentUnknown: ({ context }) => context.internalRecruitment === undefined,
    hasInternalRecruitment: ({ context }) => Boolean(context.internalRecruitment),
    hasForcedUser: ({ context }) => context.internal.userId !== null,
  },
  delays: {
    welcome: WELCOME_MS,
    resendCountdown: RESEND_CODE_COUNTDOWN_S * 1000,
    busyTick: 1000,
  },
}).createMachine({
  id: 'accountDialog',
  context: initialContext,
  initial: 'closed',
  on: { 'internal.configured': { actions: 'setInternalRecruitment' } },
  states: {
    closed: {
      on: {
        'dialog.open': [
          ...(
            [
              'define',
              'login',
              'preRegister',
              'register',
              'password',
              'forgotUser',
              'changePassword',
              'internal',
            ] as const
          ).map((form) => ({
            guard: ({ event }: { event: { form: OpenableForm } }) => event.form === form,
            target: `#accountDialog.open.${form}`,
            actions: {
              type: 'openDialog' as const,
              params: ({
                event,
              }: {
                event: {
                  nextRoute?: string | null
                  path?: string | null
                  recovery?: Recovery
                  notice?: AccountMessageCode
                  userId?: number | null
                }
              }) => ({
                nextRoute: event.nextRoute,
                path: event.path,
                recovery: event.recovery,
                notice: event.notice,
                userId: event.userId,
              }),
            },
          })),
        ],
        'insertCpf.open': {
          target: '#accountDialog.open.insertCpf',
          actions: assign(({ event }) => ({
            ...initialContext(),
            hunting: { name: event.name, code: event.code },
            openedOnPath: event.path ?? null,
          })),
        },
        'sso.returned': {
          target: '#accountDialog.open.providerSignIn.sso',
          actions: {
            type: 'openDialog',
            params: ({ event }) => ({ nextRoute: event.nextRoute, path: event.path }),
          },
        },
        'sso.failed': {
          target: '#accountDialog.open.login',
          actions: [
            {
              type: 'openDialog',
              params: ({ event }) => ({ nextRoute: event.nextRoute, path: event.path }),
            },
            assign({ error: 'providers.ssoFailed' }),
          ],
        },
        'social.returned': {
          target: '#accountDialog.open.searching',
          actions: assign(({ event }) => ({
            ...initialContext(),
            openedOnPath: event.path ?? null,
            socialAction: event.action,
          })),
        },
        'social.succeeded': [
          {
            guard: ({ event }) => event.action === 'register',
            target: '#accountDialog.open.document',
            actions: assign(({ event }) => ({ ...initialContext(), social: event.profile })),
          },
          {
            target: '#accountDialog.open.searching.signingIn',
            actions: assign(({ event }) => ({ ...initialContext(), social: event.profile })),
          },
        ],
      },
    },
    open: {
      on: {
        'dialog.close': { target: 'closed', actions: closeDialog },
        'navigation.changed': {
          guard: ({ context, event }) => event.path !== context.openedOnPath,
          target: 'closed',
          actions: closeDialog,
        },
        // A social-network error closes the dialog; its message is not shown.
        'social.failed': { target: 'closed', actions: closeDialog },
        'microsoft.succeeded': { target: '.providerSignIn.microsoft', actions: 'clearMessages' },
        // A pop-up closed, refused or blocked: said on the login form (docs/identity.md).
        'microsoft.failed': {
          target: '.login',
          actions: assign({ error: 'providers.microsoftFailed', notice: null }),
        },
        'providerForm.show': { target: '.retailLogin', actions: 'clearMessages' },
        'social.succeeded': [
          {
            guard: ({ event }) => event.action === 'register',
            target: '.document',
            actions: [assign({ social: ({ event }) => event.profile }), 'clearMessages'],
          },
          {
            target: '.searching.signingIn',
            actions: [assign({ social: ({ event }) => event.profile }), 'clearMessages'],
          },
        ],
        'form.show': (
          ['define', 'login', 'preRegister', 'register', 'password', 'forgotUser', 'internal'] as const
        ).map((form) => ({
          guard: ({ event }: { event: { form: SwitchableForm } }) => event.form === form,
          target: `.${form}`,
          actions: 'clearMessages',
        })),
      },
      initial: 'define',
      states: {
        define: {},
        login: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                'login.submit': [
                  // An e-mail the company's internal recruitment allows: isEmployer decides the path.
                  {
                    guard: ({ context, event }) => mayBeInternal(context, event.email),
                    target: 'routing',
                    actions: ['clearMessages', 'rememberLoginAttempt'],
                  },
                  { target: 'submitting', actions: ['clearMessages', 'rememberLoginAttempt'] },
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
                  {
                    guard: ({ event }) => event.output.isEmployer && event.output.hasPassword,
                    target: 'employerSigningIn',
                  },
                  {
                    guard: ({ event }) => event.output.isEmployer,
                    target: '#accountDialog.open.internal.firstAccess',
                    actions: assign(({ context, event }) => ({
                      notice: 'internal.firstAccessNeeded' as const,
                      internal: {
                        ...emptyInternal(),
                        name: event.output.name,
                        identifier: context.attempt!.email,
                        keepLogged: context.attempt!.keepLogged,
                      },
                      attempt: null,
                    })),
                  },
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
                onDone: {
                  target: '#accountDialog.open.welcome',
                  actions: [
                    { type: 'signedIn', params: ({ event }) => ({ record: event.output }) },
                    assign({
                      welcomeName: ({ event }) => welcomeNameOf(event.output),
                      welcomeTarget: ({ context }) => loginTarget(context.nextRoute),
                      attempt: null,
                    }),
                  ],
                },
                onError: {
                  target: 'idle',
                  actions: assign({ error: ({ event }) => loginFailure(event.error).code, attempt: null }),
                },
              },
            },
            submitting: {
              tags: 'loading',
              invoke: {
                id: 'signIn',
                src: 'signIn',
                input: ({ context }) => ({ ...context.attempt! }),
                onDone: {
                  target: '#accountDialog.open.welcome',
                  actions: [
                    { type: 'signedIn', params: ({ event }) => ({ record: event.output }) },
                    assign({
                      welcomeName: ({ event }) => welcomeNameOf(event.output),
                      welcomeTarget: ({ context }) => loginTarget(context.nextRoute),
                      attempt: null,
                      busy: null,
                    }),
                  ],
                },
                onError: [
                  // Too many sign-ins at once: the attempt is kept for the automatic retry.
                  { guard: 'isFirstBusy', target: 'busy', actions: 'startBusy' },
                  {
                    guard: 'isUserNotFound',
                    target: 'notFound',
                    actions: assign({ error: 'login.userNotFound', attempt: null, busy: null }),
                  },
                  {
                    target: 'idle',
                    actions: assign({
                      error: ({ event }) => loginFailure(event.error).code,
                      attempt: null,
                      busy: null,
                    }),
                  },
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
                    target: '#accountDialog.open.document',
                    actions: 'clearMessages',
                  },
                  { target: '#accountDialog.open.register', actions: 'clearMessages' },
                ],
                'offer.decline': { target: 'idle', actions: ['clearMessages', assign({ social: null })] },
              },
            },
          },
        },
        insertCpf: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                'insertCpf.submit': {
                  target: 'submitting',
                  actions: [
                    'clearMessages',
                    assign({
                      document: ({ event }) => ({ document: event.document, foreigner: event.foreigner }),
                    }),
                  ],
                },
              },
            },
            submitting: {
              tags: 'loading',
              invoke: {
                id: 'updateHunting',
                src: 'updateHunting',
                input: ({ context }) => ({ token: context.hunting?.code ?? '', ...context.document! }),
                onDone: [
                  // The document belongs to another account: sign in with it.
                  { guard: ({ event }) => event.output.hasUser, target: '#accountDialog.open.login' },
                  // The invited person (signed in by the acceptance) has no password yet: offer to choose
                  // one, so they can sign in again (docs/decisions.md, "Company requests").
                  {
                    guard: ({ event }) => event.output.hasMoreRegister,
                    target: '#accountDialog.open.changePassword',
                    actions: assign({ notice: 'changePassword.choose' as const }),
                  },
                  {
                    target: '#accountDialog.closed',
                    actions: [...closeDialog, { type: 'navigate', params: { to: '/' } }],
                  },
                ],
                onError: {
                  target: 'idle',
                  actions: assign({ error: ({ event }) => failureCode(event.error, 'somethingWentWrong') }),
                },
              },
            },
          },
        },
        preRegister: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                'preRegister.submit': {
                  target: 'searching',
                  actions: [
                    'clearMessages',
                    assign({
                      document: ({ event }) => ({ document: event.document, foreigner: event.foreigner }),
                    }),
                  ],
                },
              },
            },
            searching: {
              tags: 'loading',
              invoke: {
                id: 'lookupUsers',
                src: 'lookupUsers',
                input: ({ context, event }) => ({
                  ...(context.document!.foreigner
                    ? { passport: context.document!.document }
                    : { cpf: context.document!.document }),
                  ...captchaOf(event),
                }),
                onDone: [
                  { guard: ({ event }) => event.output.length > 0, target: '#accountDialog.open.userExists' },
                  { target: '#accountDialog.open.register' },
                ],
                onError: {
                  target: 'idle',
                  actions: assign({ error: ({ event }) => lookupFailure(event.error, 'somethingWentWrong') }),
                },
              },
            },
          },
        },
        userExists: {},
        register: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                'register.submit': {
                  target: 'submitting',
                  actions: [
                    'clearMessages',
                    assign({ registerAttempt: ({ event }) => event.payload }),
                    {
                      type: 'storeAttemptFirstName',
                      params: ({ event }) => ({
                        firstName: splitFullName(event.payload.first_name).firstName,
                      }),
                    },
                  ],
                },
              },
            },
            submitting: {
              tags: 'loading',
              invoke: {
                id: 'signUp',
                src: 'signUp',
                input: ({ context }) => context.registerAttempt!,
                onDone: {
                  target: '#accountDialog.open.welcome',
                  actions: [
                    { type: 'signedIn', params: ({ event }) => ({ record: event.output }) },
                    'forgetAttemptFirstName',
                    assign({
                      welcomeName: ({ event }) => welcomeNameOf(event.output),
                      welcomeTarget: ({ context }) => signUpTarget(context.nextRoute),
                      registerAttempt: null,
                      busy: null,
                    }),
                  ],
                },
                onError: [
                  // Too many sign-ups at once: the same sign-up is sent again after the countdown.
                  { guard: 'isFirstBusy', target: 'busy', actions: 'startBusy' },
                  {
                    target: 'idle',
                    actions: assign({
                      error: ({ event }) => signUpFailure(event.error),
                      registerAttempt: null,
                      busy: null,
                    }),
                  },
                ],
              },
            },
            /** As the login's `busy`: count down, then send the same sign-up once more. */
            busy: {
              tags: 'busy',
              after: {
                busyTick: [
                  { guard: 'isBusyCountdownOver', target: 'submitting', actions: 'retryAfterBusy' },
                  { target: 'busy', reenter: true, actions: 'tickBusy' },
                ],
              },
            },
          },
        },
        /** The document asked after a social sign-up. */
        document: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                'document.submit': {
                  target: 'submitting',
                  actions: [
                    'clearMessages',
                    assign({
                      document: ({ event }) => ({ document: event.document, foreigner: event.foreigner }),
                    }),
                    {
                      type: 'storeAttemptFirstName',
                      params: ({ context }) => ({
                        firstName: splitFullName(context.social?.name ?? '').firstName,
                      }),
                    },
                  ],
                },
              },
            },
            submitting: {
              tags: 'loading',
              invoke: {
                id: 'socialSignUp',
                src: 'signUp',
                input: ({ context }) => socialSignUpPayload(context.social!, context.document!),
                onDone: {
                  target: '#accountDialog.open.welcome',
                  actions: [
                    { type: 'signedIn', params: ({ event }) => ({ record: event.output }) },
                    'forgetAttemptFirstName',
                    assign({
                      welcomeName: ({ event }) => welcomeNameOf(event.output),
                      welcomeTarget: ({ context }) => signUpTarget(context.nextRoute),
                    }),
                  ],
                },
                onError: {
                  target: 'idle',
                  actions: assign({ error: ({ event }) => signUpFailure(event.error) }),
                },
              },
            },
          },
        },
        /** Forgot password. */
        password: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                'password.submit': {
                  target: 'sending',
                  actions: ['clearMessages', assign({ email: ({ event }) => event.email })],
                },
              },
            },
            sending: {
              tags: 'loading',
              invoke: {
                id: 'passwordRecovery',
                src: 'passwordRecovery',
                input: ({ context }) => ({ email: context.email }),
                onDone: { target: 'sent', actions: assign({ notice: 'forgotPassword.sent' }) },
                onError: {
                  target: 'idle',
                  actions: assign({ error: ({ event }) => passwordRecoveryFailure(event.error) }),
                },
              },
            },
            sent: {},
          },
        },
        /** Forgot e-mail, steps 0 to 3. */
        forgotUser: {
          initial: 'step0',
          states: {
            step0: {
              initial: 'idle',
              states: {
                idle: {
                  on: {
                    'forgotUser.submitCpf': {
                      target: 'searching',
                      actions: [
                        'clearMessages',
                        assign({ document: ({ event }) => ({ document: event.cpf, foreigner: false }) }),
                      ],
                    },
                  },
                },
                searching: {
                  tags: 'loading',
                  invoke: {
                    id: 'lookupRecoveryUsers',
                    src: 'lookupUsers',
                    input: ({ context, event }) => ({ cpf: context.document!.document, ...captchaOf(event) }),
                    onDone: [
                      {
                        guard: ({ event }) => event.output.length > 0,
                        target: '#accountDialog.open.forgotUser.step1',
                        actions: assign({ recoveryUsers: ({ event }) => event.output }),
                      },
                      { target: 'notFound', actions: assign({ error: 'forgotEmail.cpfNotFound' }) },
                    ],
                    onError: [
                      {
                        // A refused captcha or a rate limit says nothing about the CPF: no register offer.
                        guard: 'isLookupRefused',
                        target: 'idle',
                        actions: assign({
                          error: ({ event }) => lookupFailure(event.error, 'forgotEmail.cpfNotFound'),
                        }),
                      },
                      { target: 'notFound', actions: assign({ error: 'forgotEmail.cpfNotFound' }) },
                    ],
                  },
                },
                /** 'Este CPF não está cadastrado', with an offer to register. */
                notFound: {
                  on: {
                    'offer.accept': { target: '#accountDialog.open.register', actions: 'clearMessages' },
                    'forgotUser.submitCpf': {
                      target: 'searching',
                      actions: [
                        'clearMessages',
                        assign({ document: ({ event }) => ({ document: event.cpf, foreigner: false }) }),
                      ],
                    },
                  },
                },
              },
            },
            step1: {
              initial: 'idle',
              states: {
                idle: {
                  on: {
                    'forgotUser.selectUser': {
                      target: 'sending',
                      actions: ['clearMessages', assign({ selectedUserId: ({ event }) => event.userId })],
                    },
                  },
                },
                sending: {
                  tags: 'loading',
                  invoke: {
                    id: 'sendCode',
                    src: 'generateTokenChangeEmail',
                    input: ({ context }) => ({ id: context.selectedUserId! }),
                    onDone: {
                      target: '#accountDialog.open.forgotUser.step2',
                      actions: assign({ codeSentAt: () => Date.now() }),
                    },
                    onError: {
                      target: 'idle',
                      actions: assign({
                        error: ({ event }) => failureCode(event.error, 'forgotEmail.smsFailed'),
                      }),
                    },
                  },
                },
              },
            },
            step2: {
              type: 'parallel',
              states: {
                resend: {
                  initial: 'waiting',
                  states: {
                    /** The resend link stays disabled for RESEND_CODE_COUNTDOWN_S. */
                    waiting: { after: { resendCountdown: 'ready' } },
                    ready: { on: { 'code.resend': { target: 'sending', actions: 'clearMessages' } } },
                    sending: {
                      tags: 'loading',
                      invoke: {
                        id: 'resendCode',
                        src: 'generateTokenChangeEmail',
                        input: ({ context }) => ({ id: context.selectedUserId! }),
                        onDone: { target: 'waiting', actions: assign({ codeSentAt: () => Date.now() }) },
                        onError: {
                          target: 'ready',
                          actions: assign({
                            error: ({ event }) => failureCode(event.error, 'forgotEmail.smsFailed'),
                          }),
                        },
                      },
                    },
                  },
                },
                code: {
                  initial: 'idle',
                  states: {
                    idle: {
                      on: {
                        'code.submit': [
                          {
                            guard: ({ event }) => isValidSmsCode(event.code),
                            target: 'validating',
                            actions: ['clearMessages', assign({ smsCode: ({ event }) => event.code.trim() })],
                          },
                          // Enabled at 5 characters, but only the 6-digit code sent is accepted.
                          {
                            guard: ({ event }) => isSmsCodeSubmittable(event.code),
                            actions: assign({ error: 'forgotEmail.badCode' }),
                          },
                        ],
                      },
                    },
                    validating: {
                      tags: 'loading',
                      invoke: {
                        id: 'validTokenEmail',
                        src: 'validTokenEmail',
                        input: ({ context }) => ({ id: context.selectedUserId!, token: context.smsCode! }),
                        onDone: [
                          {
                            guard: ({ event }) => event.output,
                            target: '#accountDialog.open.forgotUser.step3',
                          },
                          {
                            target: 'idle',
                            actions: assign({ error: 'forgotEmail.badCode', smsCode: null }),
                          },
                        ],
                        onError: {
                          target: 'idle',
                          actions: assign({
                            error: ({ event }) => failureCode(event.error, 'forgotEmail.badCode'),
                            smsCode: null,
                          }),
                        },
                      },
                    },
                  },
                },
              },
            },
            step3: {
              initial: 'idle',
              states: {
                idle: {
                  on: {
                    'forgotUser.submitEmail': {
                      target: 'saving',
                      actions: ['clearMessages', assign({ email: ({ event }) => event.email })],
                    },
                  },
                },
                saving: {
                  tags: 'loading',
                  invoke: {
                    id: 'changeEmail',
                    src: 'changeEmail',
                    input: ({ context }) => ({
                      id: context.selectedUserId!,
                      token: context.smsCode!,
                      email: context.email,
                    }),
                    onDone: {
                      target: '#accountDialog.open.login',
                      actions: assign({ notice: 'forgotEmail.changed', smsCode: null, codeSentAt: null }),
                    },
                    onError: {
                      target: 'idle',
                      actions: assign({
                        error: ({ event }) => failureCode(event.error, 'forgotEmail.changeFailed'),
                      }),
                    },
                  },
                },
              },
            },
          },
        },
        changePassword: {
          initial: 'start',
          states: {
            // A recovery link proves the person: no current password. Signed in (plain, user_id, or the
            // invited person's first password) the platform says whether the account has one to ask for.
            start: {
              always: [{ guard: 'hasTokenRecovery', target: 'idle' }, { target: 'checking' }],
            },
            checking: {
              tags: 'loading',
              invoke: {
                id: 'passwordStatus',
                src: 'passwordStatus',
                onDone: {
                  target: 'idle',
                  actions: assign({ askCurrentPassword: ({ event }) => event.output.hasPassword }),
                },
                // Unknown: ask (the platform requires it when there is one; the safe side).
                onError: { target: 'idle', actions: assign({ askCurrentPassword: true }) },
              },
            },
            idle: {
              on: {
                'changePassword.submit': {
                  target: 'submitting',
                  actions: [
                    'clearMessages',
                    assign({
                      attempt: ({ event }) => ({ email: '', password: event.password, keepLogged: false }),
                    }),
                  ],
                },
              },
            },
            submitting: {
              tags: 'loading',
              invoke: {
                id: 'changePassword',
                src: 'changePassword',
                input: ({ context, event }) => ({
                  password: context.attempt!.password,
                  ...(context.recovery && 'token' in context.recovery
                    ? { token: context.recovery.token }
                    : {}),
                  ...(context.recovery && 'userId' in context.recovery
                    ? { userId: context.recovery.userId }
                    : {}),
                  ...(context.askCurrentPassword && event.type === 'changePassword.submit'
                    ? { currentPassword: event.currentPassword ?? '' }
                    : {}),
                }),
                onDone: [
                  {
                    // From a recovery link (token) or with user_id: sign the person in with the new password.
                    guard: ({ context, event }) => context.recovery !== null && Boolean(event.output.email),
                    target: 'signingIn',
                    actions: assign({
                      attempt: ({ context, event }) => ({
                        ...context.attempt!,
                        email: event.output.email ?? '',
                      }),
                    }),
                  },
                  {
                    guard: ({ context }) => context.recovery !== null,
                    target: '#accountDialog.open.login',
                    actions: assign({ notice: 'changePassword.success', attempt: null }),
                  },
                  {
                    // Plain change (signed in, 'Alterar Senha'): a success alert, then close.
                    target: '#accountDialog.closed',
                    actions: [{ type: 'alert', params: { code: 'changePassword.success' } }, ...closeDialog],
                  },
                ],
                onError: {
                  target: 'idle',
                  actions: assign({
                    error: ({ event }) => changePasswordFailure(event.error),
                    attempt: null,
                  }),
                },
              },
            },
            signingIn: {
              tags: 'loading',
              invoke: {
                id: 'signInAfterChange',
                src: 'signIn',
                input: ({ context }) => ({ ...context.attempt! }),
                onDone: [
                  {
                    guard: 'hasUserIdRecovery',
                    target: '#accountDialog.closed',
                    actions: [
                      { type: 'signedIn', params: ({ event }) => ({ record: event.output }) },
                      ...closeDialog,
                      { type: 'reload', params: { to: '/' } },
                    ],
                  },
                  {
                    target: '#accountDialog.open.welcome',
                    actions: [
                      { type: 'signedIn', params: ({ event }) => ({ record: event.output }) },
                      assign({
                        welcomeName: ({ event }) => welcomeNameOf(event.output),
                        welcomeTarget: ({ context }) => loginTarget(context.nextRoute),
                        attempt: null,
                      }),
                    ],
                  },
                ],
                onError: {
                  target: '#accountDialog.open.login',
                  actions: assign({
                    error: 'errors.WRONG_PASSWORD',
                    email: ({ context }) => context.attempt?.email ?? '',
                    attempt: null,
                  }),
                },
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
                input: ({ event }) => ({
                  code: (event as Extract<AccountDialogEvent, { type: 'social.returned' }>).code,
                }),
                onDone: [
                  {
                    guard: ({ context }) => context.socialAction === 'register',
                    target: '#accountDialog.open.document',
                    actions: assign({ social: ({ event }) => event.output }),
                  },
                  { target: 'signingIn', actions: assign({ social: ({ event }) => event.output }) },
                ],
                onError: { target: '#accountDialog.closed', actions: closeDialog },
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
                onDone: {
                  target: '#accountDialog.open.welcome',
                  actions: [
                    { type: 'signedIn', params: ({ event }) => ({ record: event.output }) },
                    assign({
                      welcomeName: ({ event }) => welcomeNameOf(event.output),
                      welcomeTarget: ({ context }) => loginTarget(context.nextRoute),
                    }),
                  ],
                },
                onError: [
                  {
                    guard: 'isUserNotFound',
                    target: '#accountDialog.open.login.notFound',
                    actions: assign({ error: 'login.userNotFound' }),
                  },
                  { target: '#accountDialog.closed', actions: closeDialog },
                ],
              },
            },
          },
        },
        /**
         * The internal access (docs/identity.md, "Internal access on the site"): the company's own people
         * sign in by its login type; an e-mail of another domain is refused before any call; a person without
         * a password creates one (employerSignUp). A forced user id greets the person by name and still asks
         * the password.
         */
        internal: {
          initial: 'start',
          states: {
            start: {
              always: [
                { guard: 'isRecruitmentUnknown', target: 'waiting' },
                { guard: and(['hasInternalRecruitment', 'hasForcedUser']), target: 'identifying' },
                { guard: 'hasInternalRecruitment', target: 'idle' },
                // The company has no internal recruitment: the ordinary login.
                { target: '#accountDialog.open.login' },
              ],
            },
            /** The app is still reading the company's internal recruitment. */
            waiting: {
              tags: 'loading',
              on: { 'internal.configured': { target: 'start', actions: 'setInternalRecruitment' } },
            },
            identifying: {
              tags: 'loading',
              invoke: {
                id: 'identifyForcedUser',
                src: 'employerCheck',
                input: ({ context }) => ({ user_id: context.internal.userId! }),
                onDone: [
                  {
                    guard: ({ event }) => event.output.isEmployer,
                    target: 'idle',
                    actions: assign({
                      internal: ({ context, event }) => ({ ...context.internal, name: event.output.name }),
                    }),
                  },
                  // Not an internal person of this company: the ordinary internal form, with a note.
                  {
                    target: 'idle',
                    actions: assign({ error: 'internal.notFound', internal: () => emptyInternal() }),
                  },
                ],
                // No answer: the password form without the greeting (the platform still checks the id).
                onError: { target: 'idle' },
              },
            },
            idle: {
              on: {
                'internal.submit': [
                  {
                    guard: ({ context, event }) => isRefusedDomain(context, event.identifier),
                    actions: [
                      'clearMessages',
                      assign({
                        error: 'internal.domainRefused',
                        internal: ({ context, event }) => ({
                          ...context.internal,
                          identifier: event.identifier,
                        }),
                      }),
                    ],
                  },
                  {
                    // A forced user id names the person: straight to the sign-in with the password.
                    guard: 'hasForcedUser',
                    target: 'signingIn',
                    actions: [
                      'clearMessages',
                      assign({
                        internal: ({ context, event }) => ({
                          ...context.internal,
                          password: event.password,
                          keepLogged: event.keepLogged,
                        }),
                      }),
                    ],
                  },
                  {
                    target: 'checking',
                    actions: [
                      'clearMessages',
                      assign({
                        internal: ({ context, event }) => ({
                          ...context.internal,
                          identifier: event.identifier,
                          password: event.password,
                          keepLogged: event.keepLogged,
                        }),
                      }),
                    ],
                  },
                ],
                'internal.firstAccess': { target: 'firstAccess', actions: 'clearMessages' },
              },
            },
            checking: {
              tags: 'loading',
              invoke: {
                id: 'employerCheck',
                src: 'employerCheck',
                input: ({ context }) => internalIdentityOf(context),
                onDone: [
                  {
                    guard: ({ event }) => !event.output.isEmployer,
                    target: 'idle',
                    actions: ['forgetInternalPassword', assign({ error: 'internal.notFound' })],
                  },
                  {
                    guard: ({ event }) => !event.output.hasPassword,
                    target: 'firstAccess',
                    actions: [
                      'forgetInternalPassword',
                      assign({
                        notice: 'internal.firstAccessNeeded',
                        internal: ({ context, event }) => ({ ...context.internal, name: event.output.name }),
                      }),
                    ],
                  },
                  { target: 'signingIn' },
                ],
                onError: {
                  target: 'idle',
                  actions: [
                    'forgetInternalPassword',
                    assign({
                      error: ({ context, event }) =>
                        internalFailure(event.error, context.internalRecruitment?.loginType),
                    }),
                  ],
                },
              },
            },
            signingIn: {
              tags: 'loading',
              invoke: {
                id: 'employerSignIn',
                src: 'employerSignIn',
                input: ({ context }) => ({
                  ...internalIdentityOf(context),
                  password: context.internal.password ?? '',
                  keepLogged: context.internal.keepLogged,
                }),
                onDone: {
                  target: '#accountDialog.open.welcome',
                  actions: [
                    { type: 'signedIn', params: ({ event }) => ({ record: event.output }) },
                    'forgetInternalPassword',
                    assign({
                      welcomeName: ({ event }) => welcomeNameOf(event.output),
                      welcomeTarget: ({ context }) => internalWelcomeTarget(context.nextRoute),
                    }),
                  ],
                },
                onError: {
                  target: 'idle',
                  actions: [
                    'forgetInternalPassword',
                    assign({
                      error: ({ context, event }) =>
                        internalFailure(event.error, context.internalRecruitment?.loginType),
                    }),
                  ],
                },
              },
            },
            /** First access: the new password twice, then employerSignUp signs the person in. */
            firstAccess: {
              initial: 'idle',
              states: {
                idle: {
                  on: {
                    'firstAccess.submit': [
                      {
                        guard: ({ context, event }) => isRefusedDomain(context, event.identifier),
                        actions: [
                          'clearMessages',
                          assign({
                            error: 'internal.domainRefused',
                            internal: ({ context, event }) => ({
                              ...context.internal,
                              identifier: event.identifier,
                            }),
                          }),
                        ],
                      },
                      {
                        target: 'submitting',
                        actions: [
                          'clearMessages',
                          assign({
                            internal: ({ context, event }) => ({
                              ...context.internal,
                              identifier: event.identifier,
                              password: event.password,
                            }),
                          }),
                        ],
                      },
                    ],
                  },
                },
                submitting: {
                  tags: 'loading',
                  invoke: {
                    id: 'employerSignUp',
                    src: 'employerSignUp',
                    input: ({ context }) => ({
                      ...internalIdentityOf(context),
                      password: context.internal.password ?? '',
                    }),
                    onDone: {
                      target: '#accountDialog.open.welcome',
                      actions: [
                        { type: 'signedIn', params: ({ event }) => ({ record: event.output }) },
                        'forgetInternalPassword',
                        assign({
                          welcomeName: ({ event }) => welcomeNameOf(event.output),
                          welcomeTarget: ({ context }) => internalWelcomeTarget(context.nextRoute),
                        }),
                      ],
                    },
                    onError: {
                      target: 'idle',
                      actions: [
                        'forgetInternalPassword',
                        assign({
                          error: ({ context, event }) =>
                            internalFailure(event.error, context.internalRecruitment?.loginType),
                        }),
                      ],
                    },
                  },
                },
              },
            },
          },
        },
        /** The SSO's code or the Microsoft account exchanged for a session (docs/identity.md). */
        providerSignIn: {
          tags: 'loading',
          initial: 'sso',
          states: {
            sso: {
              invoke: {
                id: 'ssoSignIn',
                src: 'ssoSignIn',
                input: ({ event }) => ({ code: event.type === 'sso.returned' ? event.code : '' }),
                onDone: {
                  target: '#accountDialog.open.welcome',
                  actions: [
                    { type: 'signedIn', params: ({ event }) => ({ record: event.output }) },
                    'welcomeProviderSession',
                  ],
                },
                onError: {
                  target: '#accountDialog.open.login',
                  actions: assign({
                    error: ({ event }) => providerFailure(event.error, 'providers.ssoFailed'),
                  }),
                },
              },
            },
            microsoft: {
              invoke: {
                id: 'microsoftSignIn',
                src: 'microsoftSignIn',
                // The access token is read from the event, never kept in context.
                input: ({ event }) =>
                  event.type === 'microsoft.succeeded'
                    ? event.account
                    : { accessToken: '', uid: '', name: '', email: '' },
                onDone: {
                  target: '#accountDialog.open.welcome',
                  actions: [
                    { type: 'signedIn', params: ({ event }) => ({ record: event.output }) },
                    'welcomeProviderSession',
                  ],
                },
                onError: {
                  target: '#accountDialog.open.login',
                  actions: assign({
                    error: ({ event }) => providerFailure(event.error, 'providers.microsoftFailed'),
                  }),
                },
              },
            },
          },
        },
        /** The retail partner's employee: login and password (docs/identity.md). */
        retailLogin: {
          initial: 'idle',
          states: {
            idle: { on: { 'retailLogin.submit': { target: 'submitting', actions: 'clearMessages' } } },
            submitting: {
              tags: 'loading',
              invoke: {
                id: 'retailSignIn',
                src: 'retailSignIn',
                // The password is read from the event, never kept in context.
                input: ({ event }) =>
                  event.type === 'retailLogin.submit'
                    ? { login: event.login, password: event.password }
                    : { login: '', password: '' },
                onDone: {
                  target: '#accountDialog.open.welcome',
                  actions: [
                    { type: 'signedIn', params: ({ event }) => ({ record: event.output }) },
                    'welcomeProviderSession',
                  ],
                },
                onError: {
                  target: 'idle',
                  actions: assign({ error: ({ event }) => retailLoginFailure(event.error) }),
                },
              },
            },
          },
        },
        /** The 3000 ms welcome, then close and go to the next route. */
        welcome: {
          on: {
            // The welcome belongs to the sign-in it greets: when that session ends first (the terms declined
            // within the 3 s), it closes and its navigation is dropped, which would otherwise undo the
            // sign-out's own (home), or interrupt it while home's data was still loading.
            'session.ended': { target: '#accountDialog.closed', actions: closeDialog },
          },
          after: {
            welcome: {
              target: '#accountDialog.closed',
              actions: [
                enqueueActions(({ context, enqueue }) => {
                  if (context.welcomeTarget)
                    enqueue({ type: 'navigate', params: { to: context.welcomeTarget } })
                }),
                ...closeDialog,
              ],
            },
          },
        },
      },
    },
  },
})

function socialSignUpPayload(social: SocialProfile, document: DocumentValue): SignUpPayload {
  const { firstName, lastName } = splitFullName(social.name)
  return {
    first_name: firstName,
    last_name: lastName,
    email: social.email,
    foreigner: document.foreigner,
    document: document.document,
    provider: social.provider,
    provider_id: social.providerId,
    ticket: social.ticket,
    // The document form has no terms checkbox: acceptance is asked by the terms modal afterwards.
    accept_terms_of_use: false,
    source: 'carreiras',
  }
}
