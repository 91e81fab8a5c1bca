// The account dialog's other sign-ins (docs/identity.md, "SSO, Microsoft and retail-partner sign-ins on
// the site"): the SSO's code or the Microsoft account exchanged for a session, and the retail partner's
// employee form. A child of the router (docs/identity.md, "The account dialog's machines").
import { assign, setup } from 'xstate'
import { loginTarget } from '../navigation/routes'
import type { MicrosoftAccount } from '../identity-providers/identity-providers'
import type { StoredSession } from '../session/session.schema'
import type { AccountMessageCode } from './account.schema'
import { providerFailure, retailLoginFailure } from './account-providers'
import { accountCalls, flowBase, type FlowBase } from './account-flow.shared'
import type {
  AccountDialogContext,
  AccountDialogEvent,
  FlowEntry,
  FlowInput,
  FlowOutput,
} from './account-dialog.types'

export type ProviderSignInContext = FlowBase &
  Pick<AccountDialogContext, 'nextRoute'> & { exit: FlowOutput | null }

/** The events the router hands this child. */
export const PROVIDER_EVENTS = ['retailLogin.submit'] as const

const errorOf = (event: unknown) => (event as { error?: unknown }).error
const outputOf = <T>(event: unknown) => (event as { output: T }).output
/** What the child was started with: the SSO's code or the Microsoft account (never kept in context). */
const startInput = (event: unknown) => (event as { input?: FlowInput }).input

export const providerSignInMachine = setup({
  types: {
    context: {} as ProviderSignInContext,
    events: {} as AccountDialogEvent,
    input: {} as FlowInput,
    output: {} as FlowOutput,
  },
  actors: {
    ssoSignIn: accountCalls.ssoSignIn,
    microsoftSignIn: accountCalls.microsoftSignIn,
    retailSignIn: accountCalls.retailSignIn,
  },
  actions: {
    clearMessages: assign({ error: null, notice: null }),
    /** A provider's session: the welcome names the person; then login's next route. */
    exitToWelcome: assign({
      exit: ({ context, event }) => ({
        kind: 'welcome' as const,
        record: outputOf<StoredSession>(event),
        target: loginTarget(context.nextRoute),
      }),
    }),
    /** A refused code or account: said on the login form. */
    exitToLogin: assign({
      exit: ({ event }, params: { fallback: AccountMessageCode }) => ({
        kind: 'show' as const,
        entry: 'login' as const,
        error: providerFailure(errorOf(event), params.fallback),
      }),
    }),
    failRetail: assign({ error: ({ event }) => retailLoginFailure(errorOf(event)) }),
  },
  guards: {
    startsAt: ({ context }, params: { entry: FlowEntry }) => context.entry === params.entry,
  },
}).createMachine({
  id: 'providerSignIn',
  context: ({ input }) => ({ ...flowBase(input), nextRoute: input.nextRoute, exit: null }),
  initial: 'start',
  output: ({ context }) => context.exit!,
  states: {
    start: {
      always: [
        { guard: { type: 'startsAt', params: { entry: 'sso' } }, target: 'providerSignIn.sso' },
        { guard: { type: 'startsAt', params: { entry: 'microsoft' } }, target: 'providerSignIn.microsoft' },
        { target: 'retailLogin' },
      ],
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
            input: ({ event }) => ({ code: startInput(event)?.code ?? '' }),
            onDone: { target: '#providerSignIn.done', actions: 'exitToWelcome' },
            onError: {
              target: '#providerSignIn.done',
              actions: { type: 'exitToLogin', params: { fallback: 'providers.ssoFailed' } },
            },
          },
        },
        microsoft: {
          invoke: {
            id: 'microsoftSignIn',
            src: 'microsoftSignIn',
            // The access token is read from the start event, never kept in context.
            input: ({ event }): MicrosoftAccount =>
              startInput(event)?.account ?? { accessToken: '', uid: '', name: '', email: '' },
            onDone: { target: '#providerSignIn.done', actions: 'exitToWelcome' },
            onError: {
              target: '#providerSignIn.done',
              actions: { type: 'exitToLogin', params: { fallback: 'providers.microsoftFailed' } },
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
            onDone: { target: '#providerSignIn.done', actions: 'exitToWelcome' },
            onError: { target: 'idle', actions: 'failRetail' },
          },
        },
      },
    },
    done: { type: 'final' },
  },
})
