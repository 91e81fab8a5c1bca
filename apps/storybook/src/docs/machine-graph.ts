// The states and transitions of an XState machine, read from its definition (`machine.root` and the
// state nodes below it) so the Fluxos page never drifts from the machines in @carreiras/core.
import type { AnyStateMachine } from 'xstate'

type AnyStateNode = AnyStateMachine['root']

export interface TransitionView {
  /** What triggers it, in words (an event's type, "quando «fetchPage» termina", "após 3000 ms"…). */
  trigger: string
  /** Paths of the target states (relative to the machine); empty when the transition keeps the state. */
  targets: string[]
  /** The guard's name, "condição" for an inline one; null when unguarded. */
  guard: string | null
}

export interface StateView {
  key: string
  /** Dotted path from the machine's root ('' for the root). */
  path: string
  type: 'atomic' | 'compound' | 'parallel' | 'final' | 'history'
  initial: string | null
  description: string | null
  invokes: string[]
  transitions: TransitionView[]
  children: StateView[]
}

/** Whether a value is an XState machine (duck-typed: core and this app may hold different copies of xstate). */
export function isMachine(value: unknown): value is AnyStateMachine {
  const v = value as Partial<AnyStateMachine> | null
  return (
    !!v && typeof v === 'object' && typeof v.transition === 'function' && !!v.root && typeof v.id === 'string'
  )
}

function guardName(guard: unknown): string | null {
  if (guard === undefined || guard === null) return null
  if (typeof guard === 'string') return guard
  if (typeof guard === 'object' && typeof (guard as { type?: unknown }).type === 'string')
    return (guard as { type: string }).type
  return 'condição'
}

/** An event type in words: XState's internal events get a pt-BR description, the machine's own keep their name. */
export function triggerOf(eventType: string): string {
  if (eventType === '') return 'imediatamente (sem evento)'
  if (eventType === '*') return 'qualquer evento'
  let m = /^xstate\.done\.actor\.(.+)$/.exec(eventType)
  if (m) return `quando «${m[1]}» termina`
  m = /^xstate\.error\.actor\.(.+)$/.exec(eventType)
  if (m) return `quando «${m[1]}» falha`
  m = /^xstate\.after\.(.+?)\.(.+)$/.exec(eventType)
  if (m) return /^\d+$/.test(m[1] ?? '') ? `após ${m[1]} ms` : `após o prazo «${m[1]}»`
  if (eventType.startsWith('xstate.done.state.')) return 'quando o estado termina'
  return eventType
}

function pathOf(node: AnyStateNode): string {
  return node.path.join('.')
}

function transitionsOf(node: AnyStateNode): TransitionView[] {
  const views: TransitionView[] = []
  for (const [eventType, list] of node.transitions)
    for (const t of list)
      views.push({
        trigger: triggerOf(eventType),
        targets: (t.target ?? []).map((target) => pathOf(target) || node.machine.id),
        guard: guardName(t.guard),
      })
  for (const t of node.always ?? [])
    views.push({
      trigger: triggerOf(''),
      targets: (t.target ?? []).map((target) => pathOf(target) || node.machine.id),
      guard: guardName(t.guard),
    })
  return views
}

/** The view of one state node and everything below it. */
export function describeState(node: AnyStateNode): StateView {
  const initial = node.initial?.target?.map((t) => t.key).join(', ') || null
  return {
    key: node.key,
    path: pathOf(node),
    type: node.type,
    initial,
    description: node.description ?? null,
    invokes: node.invoke.map((i) => (typeof i.src === 'string' ? i.src : i.id)),
    transitions: transitionsOf(node),
    children: Object.values(node.states).map((child) => describeState(child)),
  }
}

export function describeMachine(machine: AnyStateMachine): StateView {
  return describeState(machine.root)
}

/** Every state's path, depth first (for tests and counts). */
export function statePaths(view: StateView): string[] {
  return view.children.flatMap((child) => [child.path, ...statePaths(child)])
}
