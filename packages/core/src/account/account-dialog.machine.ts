// The account dialog (doc 01 §2 "Account dialog", §4, §8; docs/decisions.md, "Errors carry a code",
// "Navigation closes open account forms"). Every call, navigation and storage write is a named
// placeholder the app supplies with `.provide()`.
import { assign, enqueueActions, fromPromise, setup } from 'xstate'
import { RESEND_CODE_COUNTDOWN_S, WELCOME_MS } from '../constants'
import { loginTarget, signUpTarget } from '../navigation/routes'
import type { StoredSession } from '../session/session.schema'
import { splitFullName } from '../validation/full-name'
import { isSmsCodeSubmittable, isValidSmsCode } from '../validation/sms-code'
import { errorGuard } from '../lib/error-guards'
import {
  changePasswordFailure,
  failureCode,
  isLookupRefusal,
  lookupFailure,
  loginFailure,
  passwordRecoveryFailure,
  signUpFailure,
} from './account.schema'
import type { AccountMessageCode, SignInPayload, SignUpPayload, SocialProfile } from './account.schema'

/** The forms a caller may open directly (the others are reached from inside the dialog). */
export type OpenableForm =
  'define' | 'login' | 'preRegister' | 'register' | 'password' | 'forgotUser' | 'changePassword'
export type SwitchableForm = 'define' | 'login' | 'preRegister' | 'register' | 'password' | 'forgotUser'

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
  /**
   * The change-password form asks for the current password: a signed-in change of an account that has one
   * (docs/decisions.md, "Changing the password while signed in"); never from a recovery link.
   */
  askCurrentPassword: boolean
  welcomeName: string | null
  welcomeTarget: string | null
  /** What the professional-network return asked for. */
  socialAction: 'register' | 'login' | null
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
    }
  | { type: 'insertCpf.open'; name: string; code: string; path?: string | null }
  | { type: 'dialog.close' }
  | { type: 'navigation.changed'; path: string }
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
  askCurrentPassword: false,
  welcomeName: null,
  welcomeTarget: null,
  socialAction: null,
})

const welcomeNameOf = (record: StoredSession) =>
  record.socialName?.trim() || splitFullName(record.name).firstName

/** Closing resets the form, attempt data and loading, and removes `action` and `code` from the URL. */
const closeDialog = [
  'resetDialog',
  { type: 'clearUrlParams', params: { names: ['action', 'code'] } },
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
    resetDialog: assign(() => initialContext()),
    clearMessages: assign({ error: null, notice: null }),
    openDialog: assign(
      (
        _,
        params: {
          nextRoute?: string | null
          path?: string | null
          recovery?: Recovery
          notice?: AccountMessageCode
        },
      ) => ({
        ...initialContext(),
        nextRoute: params.nextRoute ?? null,
        openedOnPath: params.path ?? null,
        recovery: params.recovery ?? null,
        notice: params.notice ?? null,
      }),
    ),
  },
  guards: {
    isSocialAttempt: ({ context }) => context.social !== null,
    hasTokenRecovery: ({ context }) => context.recovery !== null && 'token' in context.recovery,
    hasUserIdRecovery: ({ context }) => context.recovery !== null && 'userId' in context.recovery,
    /** A sign-in failure read as 'Não encontramos seu usuário' (by code, else the spec's 'senha' rule). */
    isUserNotFound: errorGuard((error) => loginFailure(error).kind === 'userNotFound'),
    /** A lookup refused before the CPF was looked at (captcha, rate limit, no answer): not 'not found'. */
    isLookupRefused: errorGuard(isLookupRefusal),
  },
  delays: {
    welcome: WELCOME_MS,
    resendCountdown: RESEND_CODE_COUNTDOWN_S * 1000,
  },
}).createMachine({
  id: 'accountDialog',
  context: initialContext,
  initial: 'closed',
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
                }
              }) => ({
                nextRoute: event.nextRoute,
                path: event.path,
                recovery: event.recovery,
                notice: event.notice,
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
        // A social-network error closes the dialog; its message is not shown (doc 01 §8).
        'social.failed': { target: 'closed', actions: closeDialog },
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
        'form.show': (['define', 'login', 'preRegister', 'register', 'password', 'forgotUser'] as const).map(
          (form) => ({
            guard: ({ event }: { event: { form: SwitchableForm } }) => event.form === form,
            target: `.${form}`,
            actions: 'clearMessages',
          }),
        ),
      },
      initial: 'define',
      states: {
        define: {},
        login: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                'login.submit': {
                  target: 'submitting',
                  actions: [
                    'clearMessages',
                    assign({
                      social: null,
                      email: ({ event }) => event.email,
                      attempt: ({ event }) => ({
                        email: event.email,
                        password: event.password,
                        keepLogged: event.keepLogged,
                      }),
                    }),
                  ],
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
                    }),
                  ],
                },
                onError: [
                  {
                    guard: 'isUserNotFound',
                    target: 'notFound',
                    actions: assign({ error: 'login.userNotFound', attempt: null }),
                  },
                  {
                    target: 'idle',
                    actions: assign({ error: ({ event }) => loginFailure(event.error).code, attempt: null }),
                  },
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
            idle: { on: { 'register.submit': { target: 'submitting', actions: 'clearMessages' } } },
            submitting: {
              tags: 'loading',
              invoke: {
                id: 'signUp',
                src: 'signUp',
                input: ({ event }) =>
                  (event as Extract<AccountDialogEvent, { type: 'register.submit' }>).payload,
                onDone: {
                  target: '#accountDialog.open.welcome',
                  actions: [
                    { type: 'signedIn', params: ({ event }) => ({ record: event.output }) },
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
        /** The 3000 ms welcome, then close and go to the next route. */
        welcome: {
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
    // The document form has no terms checkbox: acceptance is asked by the terms modal afterwards.
    accept_terms_of_use: false,
    source: 'carreiras',
  }
}
