// The account dialog's password recovery (docs/identity.md, "The account dialog's machines"): the forgot-
// password e-mail, and the change-password form (from a recovery link, with user_id, or signed in), which
// signs the person in with the new password when it can. A child of the router: it ends with an output.
import { assign, sendParent, setup } from 'xstate'
import { loginTarget } from '../navigation/routes'
import type { StoredSession } from '../session/session.schema'
import { changePasswordFailure, passwordRecoveryFailure } from './account.schema'
import { accountCalls, flowBase, type FlowBase } from './account-flow.shared'
import type {
  AccountDialogContext,
  AccountDialogEvent,
  AccountEventOf,
  FlowEntry,
  FlowInput,
  FlowOutput,
} from './account-dialog.types'

export type RecoveryContext = FlowBase &
  Pick<AccountDialogContext, 'email' | 'recovery' | 'attempt' | 'askCurrentPassword' | 'nextRoute'> & {
    exit: FlowOutput | null
  }

/** The events the router hands this child. */
export const RECOVERY_EVENTS = ['password.submit', 'changePassword.submit'] as const

const errorOf = (event: unknown) => (event as { error?: unknown }).error
const outputOf = <T>(event: unknown) => (event as { output: T }).output

export const recoveryMachine = setup({
  types: {
    context: {} as RecoveryContext,
    events: {} as AccountDialogEvent,
    input: {} as FlowInput,
    output: {} as FlowOutput,
  },
  actors: {
    passwordRecovery: accountCalls.passwordRecovery,
    passwordStatus: accountCalls.passwordStatus,
    changePassword: accountCalls.changePassword,
    signIn: accountCalls.signIn,
  },
  actions: {
    clearMessages: assign({ error: null, notice: null }),
    /** The recovery e-mail: kept for the call, and by the router for the login form. */
    keepEmail: assign({ email: ({ event }) => (event as AccountEventOf<'password.submit'>).email }),
    shareEmail: sendParent(({ event }) => ({
      type: 'flow.remember',
      email: (event as AccountEventOf<'password.submit'>).email,
    })),
    noteRecoverySent: assign({ notice: 'forgotPassword.sent' }),
    failRecovery: assign({ error: ({ event }) => passwordRecoveryFailure(errorOf(event)) }),
    setAskCurrentPassword: assign({
      askCurrentPassword: ({ event }) => outputOf<{ hasPassword: boolean }>(event).hasPassword,
    }),
    // Unknown: ask (the platform requires it when there is one; the safe side).
    askCurrentPassword: assign({ askCurrentPassword: true }),
    keepNewPassword: assign({
      attempt: ({ event }) => ({
        email: '',
        password: (event as AccountEventOf<'changePassword.submit'>).password,
        keepLogged: false,
      }),
    }),
    useAccountEmail: assign({
      attempt: ({ context, event }) => ({
        ...context.attempt!,
        email: outputOf<{ email: string | null }>(event).email ?? '',
      }),
    }),
    failChange: assign({ error: ({ event }) => changePasswordFailure(errorOf(event)), attempt: null }),
    /** The new password did not sign in: the login form, with the account's e-mail and the error. */
    shareAttemptEmail: sendParent(({ context }) => ({
      type: 'flow.remember',
      email: context.attempt?.email ?? '',
    })),
    exitToLogin: assign({
      exit: (_, params: { error?: 'errors.WRONG_PASSWORD'; notice?: 'changePassword.success' }) => ({
        kind: 'show',
        entry: 'login',
        ...params,
      }),
      attempt: null,
    }),
    /** Plain change (signed in, 'Alterar Senha'): a success alert, then close. */
    exitWithAlert: assign({ exit: { kind: 'close', effect: 'alert' } }),
    /** With user_id: signed in, closed, and the app reloaded at home. */
    exitReloading: assign({
      exit: ({ event }) => ({
        kind: 'close' as const,
        record: outputOf<StoredSession>(event),
        effect: 'reload' as const,
      }),
    }),
    exitToWelcome: assign({
      exit: ({ context, event }) => ({
        kind: 'welcome' as const,
        record: outputOf<StoredSession>(event),
        target: loginTarget(context.nextRoute),
      }),
      attempt: null,
    }),
  },
  guards: {
    startsAt: ({ context }, params: { entry: FlowEntry }) => context.entry === params.entry,
    hasTokenRecovery: ({ context }) => context.recovery !== null && 'token' in context.recovery,
    hasUserIdRecovery: ({ context }) => context.recovery !== null && 'userId' in context.recovery,
    hasRecovery: ({ context }) => context.recovery !== null,
    /** From a recovery link (token) or with user_id, and the platform told the account's e-mail. */
    canSignInAfterChange: ({ context, event }) =>
      context.recovery !== null && Boolean(outputOf<{ email: string | null }>(event).email),
  },
}).createMachine({
  id: 'recovery',
  context: ({ input }) => ({
    ...flowBase(input),
    email: input.email,
    recovery: input.recovery,
    attempt: null,
    askCurrentPassword: false,
    nextRoute: input.nextRoute,
    exit: null,
  }),
  initial: 'start',
  output: ({ context }) => context.exit!,
  states: {
    start: {
      always: [
        { guard: { type: 'startsAt', params: { entry: 'changePassword' } }, target: 'changePassword' },
        { target: 'password' },
      ],
    },
    /** Forgot password. */
    password: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'password.submit': { target: 'sending', actions: ['clearMessages', 'keepEmail', 'shareEmail'] },
          },
        },
        sending: {
          tags: 'loading',
          invoke: {
            id: 'passwordRecovery',
            src: 'passwordRecovery',
            input: ({ context }) => ({ email: context.email }),
            onDone: { target: 'sent', actions: 'noteRecoverySent' },
            onError: { target: 'idle', actions: 'failRecovery' },
          },
        },
        sent: {},
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
            onDone: { target: 'idle', actions: 'setAskCurrentPassword' },
            onError: { target: 'idle', actions: 'askCurrentPassword' },
          },
        },
        idle: {
          on: {
            'changePassword.submit': { target: 'submitting', actions: ['clearMessages', 'keepNewPassword'] },
          },
        },
        submitting: {
          tags: 'loading',
          invoke: {
            id: 'changePassword',
            src: 'changePassword',
            // The current password is read from the event, never kept in context.
            input: ({ context, event }) => ({
              password: context.attempt!.password,
              ...(context.recovery && 'token' in context.recovery ? { token: context.recovery.token } : {}),
              ...(context.recovery && 'userId' in context.recovery
                ? { userId: context.recovery.userId }
                : {}),
              ...(context.askCurrentPassword && event.type === 'changePassword.submit'
                ? { currentPassword: event.currentPassword ?? '' }
                : {}),
            }),
            onDone: [
              // From a recovery link (token) or with user_id: sign the person in with the new password.
              { guard: 'canSignInAfterChange', target: 'signingIn', actions: 'useAccountEmail' },
              {
                guard: 'hasRecovery',
                target: '#recovery.done',
                actions: { type: 'exitToLogin', params: { notice: 'changePassword.success' } },
              },
              { target: '#recovery.done', actions: 'exitWithAlert' },
            ],
            onError: { target: 'idle', actions: 'failChange' },
          },
        },
        signingIn: {
          tags: 'loading',
          invoke: {
            id: 'signInAfterChange',
            src: 'signIn',
            input: ({ context }) => ({ ...context.attempt! }),
            onDone: [
              { guard: 'hasUserIdRecovery', target: '#recovery.done', actions: 'exitReloading' },
              { target: '#recovery.done', actions: 'exitToWelcome' },
            ],
            onError: {
              target: '#recovery.done',
              actions: [
                'shareAttemptEmail',
                { type: 'exitToLogin', params: { error: 'errors.WRONG_PASSWORD' } },
              ],
            },
          },
        },
      },
    },
    done: { type: 'final' },
  },
})
