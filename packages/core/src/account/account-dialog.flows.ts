// The account dialog router's wiring of its children (docs/identity.md, "The account dialog's machines"):
// which child runs each entry, the region state that runs one (its events in, its state mirrored, its end
// acted on), what a child starts with, and `.provide()` reaching the children.
import type { AnyActorLogic, AnyStateMachine } from 'xstate'
import { SOCIAL_RETURN_PARAMS } from '../navigation/routes'
import type { StoredSession } from '../session/session.schema'
import { accountCalls } from './account-flow.shared'
import { signInMachine } from './account-sign-in.machine'
import { signUpMachine } from './account-sign-up.machine'
import { recoveryMachine } from './account-recovery.machine'
import { forgotEmailMachine } from './account-forgot-email.machine'
import { internalMachine } from './account-internal.machine'
import { providerSignInMachine } from './account-provider-sign-in.machine'
import type {
  AccountDialogEvent,
  AccountRouterContext,
  FlowEntry,
  FlowInput,
  FlowOutput,
  FlowToRouterEvent,
} from './account-dialog.types'

/** The router's state running each entry's child. */
export const FLOW_OF = {
  login: 'signIn',
  searching: 'signIn',
  socialSignIn: 'signIn',
  insertCpf: 'signUp',
  preRegister: 'signUp',
  register: 'signUp',
  document: 'signUp',
  password: 'recovery',
  changePassword: 'recovery',
  forgotUser: 'forgotEmail',
  internal: 'internal',
  firstAccess: 'internal',
  sso: 'providers',
  microsoft: 'providers',
  retailLogin: 'providers',
} as const satisfies Record<FlowEntry, string>

/**
 * The child machines, by the name the router invokes them with. Typed by reference, so the declaration
 * file names the machines instead of spelling out each one's whole type.
 */
export const FLOWS: {
  signInFlow: typeof signInMachine
  signUpFlow: typeof signUpMachine
  recoveryFlow: typeof recoveryMachine
  forgotEmailFlow: typeof forgotEmailMachine
  internalFlow: typeof internalMachine
  providerFlow: typeof providerSignInMachine
} = {
  signInFlow: signInMachine,
  signUpFlow: signUpMachine,
  recoveryFlow: recoveryMachine,
  forgotEmailFlow: forgotEmailMachine,
  internalFlow: internalMachine,
  providerFlow: providerSignInMachine,
}

export type RouterEvent = AccountDialogEvent | FlowToRouterEvent

/** Closing resets the form, attempt data and loading, and removes a network's return from the URL. */
export const closeDialog = [
  'resetDialog',
  { type: 'clearUrlParams', params: { names: SOCIAL_RETURN_PARAMS } },
] as const

/** The session a child ended with, handed to the session machine (`session.signedIn`). */
export const signedInFromFlow = {
  type: 'signedIn' as const,
  params: ({ event }: { event: unknown }) => ({
    record: (outputOf(event) as { record: StoredSession }).record,
  }),
}
type DoneEvent = { output: FlowOutput }
export const outputOf = (event: unknown) => (event as DoneEvent).output

/** A child's forms' events go to the child (`flow`). */
const forward = <const T extends readonly AccountDialogEvent['type'][]>(events: T) =>
  Object.fromEntries(events.map((type) => [type, { actions: 'forwardToFlow' as const }])) as Record<
    T[number],
    { actions: 'forwardToFlow' }
  >

/**
 * A region of the dialog: its child runs as `flow`, takes its forms' events, is mirrored on every change,
 * and ends in the welcome, a closed dialog, or another region's form.
 */
export function flowState<const T extends readonly AccountDialogEvent['type'][]>(
  src: AnyActorLogic,
  events: T,
) {
  return {
    invoke: {
      id: 'flow',
      src,
      input: flowInput,
      onSnapshot: { actions: 'mirrorFlow' as const },
      onDone: [
        {
          guard: 'endsInSignUpWelcome' as const,
          target: '#accountDialog.open.welcome',
          actions: [signedInFromFlow, 'forgetAttemptFirstName' as const, 'welcomeFromFlow' as const],
        },
        {
          guard: 'endsInWelcome' as const,
          target: '#accountDialog.open.welcome',
          actions: [signedInFromFlow, 'welcomeFromFlow' as const],
        },
        // With user_id: signed in, closed, and the app reloaded at home.
        {
          guard: { type: 'endsClosedWith' as const, params: { effect: 'reload' as const } },
          target: '#accountDialog.closed',
          actions: [signedInFromFlow, ...closeDialog, { type: 'reload' as const, params: { to: '/' } }],
        },
        // A plain password change: a success alert, then close.
        {
          guard: { type: 'endsClosedWith' as const, params: { effect: 'alert' as const } },
          target: '#accountDialog.closed',
          actions: [
            { type: 'alert' as const, params: { code: 'changePassword.success' as const } },
            ...closeDialog,
          ],
        },
        // An invitation accepted by a new person: closed, then home.
        {
          guard: { type: 'endsClosedWith' as const, params: { effect: 'home' as const } },
          target: '#accountDialog.closed',
          actions: [...closeDialog, { type: 'navigate' as const, params: { to: '/' } }],
        },
        { guard: 'endsClosed' as const, target: '#accountDialog.closed', actions: closeDialog },
        ...(['signIn', 'signUp', 'recovery', 'internal'] as const).map((flow) => ({
          guard: { type: 'handsOverTo' as const, params: { flow } },
          target: `#accountDialog.open.${flow}`,
          actions: 'enterFromFlow' as const,
        })),
      ],
    },
    exit: 'forgetFlow' as const,
    on: {
      ...forward(events),
      'internal.configured': { actions: ['setInternalRecruitment' as const, 'forwardToFlow' as const] },
    },
  }
}

/** What a child starts with: the router's pre-fills, and the one-time code or account of the opening event. */
function flowInput({ context, event }: { context: AccountRouterContext; event: RouterEvent }): FlowInput {
  return {
    entry: context.entry,
    nextRoute: context.nextRoute,
    error: context.error,
    notice: context.notice,
    email: context.email,
    document: context.document,
    social: context.social,
    hunting: context.hunting,
    recovery: context.recovery,
    socialAction: context.socialAction,
    internalRecruitment: context.internalRecruitment,
    internal: context.internal,
    ...(event.type === 'sso.returned' || event.type === 'social.returned' ? { code: event.code } : {}),
    ...(event.type === 'microsoft.succeeded' ? { account: event.account } : {}),
  }
}

export type Flows = { [K in keyof typeof FLOWS]: AnyActorLogic }

/**
 * `.provide()` hands the calls and delays to the children too: the router is built again (`build`) around
 * children given them, with every implementation provided so far. Its own actors stay the calls only.
 */
export function withFlows<M extends AnyStateMachine>(machine: M, build: (flows: Flows) => M): M {
  machine.provide = ((implementations: Parameters<M['provide']>[0]) => {
    const merged = {
      actions: { ...machine.implementations.actions, ...implementations.actions },
      actors: { ...machine.implementations.actors, ...implementations.actors } as Record<
        string,
        AnyActorLogic
      >,
      guards: { ...machine.implementations.guards, ...implementations.guards },
      delays: { ...machine.implementations.delays, ...implementations.delays },
    }
    const calls = Object.fromEntries(Object.keys(accountCalls).map((name) => [name, merged.actors[name]]))
    const flows = Object.fromEntries(
      Object.entries(FLOWS).map(([name, flow]) => [
        name,
        (flow as unknown as { provide(i: object): AnyActorLogic }).provide({
          actors: calls,
          delays: merged.delays,
        }),
      ]),
    ) as Flows
    return withFlows(build(flows).provide(merged as Parameters<M['provide']>[0]) as M, build)
  }) as M['provide']
  return machine
}
