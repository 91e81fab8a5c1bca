// The account dialog's graph for the tests (xstate/graph): the router's states and each child's, walked from
// every way a child is started, as the one value the screens see (`accountDialogView`: the child's value in
// place of its region). Tests only (docs/identity.md, "The account dialog's machines").
import type { AnyStateMachine, StateValue } from 'xstate'
import { getShortestPaths } from 'xstate/graph'
import { accountDialogMachine } from './account-dialog.machine'
import { signInMachine } from './account-sign-in.machine'
import { signUpMachine } from './account-sign-up.machine'
import { recoveryMachine } from './account-recovery.machine'
import { forgotEmailMachine } from './account-forgot-email.machine'
import { internalMachine } from './account-internal.machine'
import { providerSignInMachine } from './account-provider-sign-in.machine'
import type { AccountDialogEvent, FlowEntry, FlowInput, FlowOutput } from './account-dialog.types'
import type { StoredSession } from '../session/session.schema'

export const blankFlowInput: FlowInput = {
  entry: null,
  nextRoute: null,
  error: null,
  notice: null,
  email: '',
  document: null,
  social: null,
  hunting: null,
  recovery: null,
  socialAction: null,
  internalRecruitment: null,
  internal: { userId: null, name: null, identifier: '', password: null, keepLogged: false },
}

const CHILDREN: Record<FlowEntry, AnyStateMachine> = {
  login: signInMachine,
  searching: signInMachine,
  socialSignIn: signInMachine,
  insertCpf: signUpMachine,
  preRegister: signUpMachine,
  register: signUpMachine,
  document: signUpMachine,
  password: recoveryMachine,
  changePassword: recoveryMachine,
  forgotUser: forgotEmailMachine,
  internal: internalMachine,
  firstAccess: internalMachine,
  sso: providerSignInMachine,
  microsoft: providerSignInMachine,
  retailLogin: providerSignInMachine,
}

/** A child alone (no router): what it tells the router goes nowhere. */
function alone(machine: AnyStateMachine): AnyStateMachine {
  const actions = Object.fromEntries(
    Object.entries(machine.implementations.actions)
      .filter(([, action]) => (action as { type?: string }).type === 'xstate.sendTo')
      .map(([name]) => [name, () => {}]),
  )
  return machine.provide({ actions })
}

/** A child's end as the router receives it. */
export const flowDone = (output: FlowOutput) =>
  ({ type: 'xstate.done.actor.flow', output }) as unknown as AccountDialogEvent

export interface GraphState {
  value: StateValue
  context: Record<string, unknown>
  tags: Set<string>
}

/**
 * Every state reached: the router's (given a child that ends in the welcome), and each child's from each
 * start (`starts`: the entry and what else its input carries).
 */
export function reachedDialogStates(
  events: AccountDialogEvent[],
  starts: Partial<FlowInput>[],
  record: StoredSession,
  serialize: (context: Record<string, unknown>) => unknown = (context) => context.error,
): GraphState[] {
  const router = getShortestPaths(accountDialogMachine, {
    events: [...events, flowDone({ kind: 'welcome', record, target: null })],
    serializeState: (s) => JSON.stringify(s.value),
  }).map((p) => ({ value: p.state.value, context: p.state.context, tags: new Set<string>(p.state.tags) }))
  const children = starts.flatMap((start) => reachedFlowStates(events, start, undefined, serialize))
  return [...router, ...children]
}

/**
 * A child's states from one start; an ended child is shown as what the router makes of its output (the
 * welcome, the form it hands over to with its message, or the closed dialog).
 */
export function reachedFlowStates(
  events: AccountDialogEvent[],
  start: Partial<FlowInput>,
  /** Walk from the state of this value (reached by `from.events`) rather than from the start. */
  from?: { events: AccountDialogEvent[]; value: StateValue },
  serialize: (context: Record<string, unknown>) => unknown = (context) => context.error,
): GraphState[] {
  const input = { ...blankFlowInput, ...start }
  const machine = alone(CHILDREN[input.entry!])
  const fromState = from
    ? getShortestPaths(machine, { events: from.events, input }).find((p) => p.state.matches(from.value))!
        .state
    : undefined
  return getShortestPaths(machine, {
    events,
    input,
    ...(fromState ? { fromState } : {}),
    serializeState: (s) =>
      JSON.stringify(s.value) +
      JSON.stringify([serialize(s.context), (s.context as { exit?: unknown }).exit]),
  }).map((p): GraphState => {
    const context = p.state.context as Record<string, unknown>
    const exit = context.exit as FlowOutput | null
    if (p.state.value !== 'done' || !exit)
      return { value: { open: p.state.value }, context, tags: new Set<string>(p.state.tags) }
    if (exit.kind === 'welcome')
      return { value: { open: 'welcome' }, context: { error: null }, tags: new Set() }
    if (exit.kind === 'close') return { value: 'closed', context: { error: null }, tags: new Set() }
    return { value: { open: exit.entry }, context: { error: exit.error ?? null }, tags: new Set() }
  })
}
