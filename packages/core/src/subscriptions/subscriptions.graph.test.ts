// The applications box as a graph (xstate/graph): the actors are never run; their results are events.
// Every state of both regions is reachable, none is a dead end (the box can always get back to a quiet
// list), and a card leaves the list only after the platform accepted its withdrawal.
import { describe, expect, it } from 'vitest'
import type { SnapshotFrom } from 'xstate'
import { getAdjacencyMap, getShortestPaths } from 'xstate/graph'
import { eventOf, recordOf, testOf } from './subscriptions.fixtures'
import { applicationsBoxMachine } from './subscriptions.machine'
import type { ApplicationsBoxEvent } from './subscriptions.types'

type Snapshot = SnapshotFrom<typeof applicationsBoxMachine>

const coded = (code: string) => Object.assign(new Error(code), { code })
const done = (id: string, output: unknown) =>
  ({ type: `xstate.done.actor.${id}`, output }) as unknown as ApplicationsBoxEvent
const error = (id: string, code: string) =>
  ({ type: `xstate.error.actor.${id}`, error: coded(code) }) as unknown as ApplicationsBoxEvent
const failures = (id: string, codes = ['UNAUTHORIZED', 'NETWORK', 'INTERNAL']) =>
  codes.map((c) => error(id, c))

const record = recordOf(1, {
  events: [eventOf(5)],
  tests: [testOf(3101, { source: 'parceiro', url: 'https://parceiro.example/3101' })],
})

const events: ApplicationsBoxEvent[] = [
  done('loadPage', { records: [record], nextPage: 2 }),
  done('loadPage', { records: [record], nextPage: null }),
  ...failures('loadPage'),
  { type: 'list.more' },
  { type: 'list.retry' },
  { type: 'session.renewed' },
  { type: 'alert.dismiss' },
  { type: 'withdraw.request', subscriptionId: 1 },
  { type: 'withdraw.confirm' },
  { type: 'withdraw.cancel' },
  done('withdraw', undefined),
  ...failures('withdraw'),
  { type: 'schedule.choose', subscriptionId: 1, eventId: 5, scheduleId: 11 },
  { type: 'schedule.choose', subscriptionId: 1, eventId: 5, scheduleId: 13 },
  { type: 'event.confirm', subscriptionId: 1, eventId: 5 },
  done('confirmEvent', null),
  ...failures('confirmEvent', ['UNAUTHORIZED', 'VALIDATION', 'NETWORK', 'INTERNAL']),
  done('reloadSubscription', null),
  error('reloadSubscription', 'INTERNAL'),
  { type: 'event.refuse', subscriptionId: 1, eventId: 5 },
  { type: 'refusal.confirm' },
  { type: 'refusal.cancel' },
  done('refuseEvent', null),
  ...failures('refuseEvent'),
  { type: 'event.cancelDecision', subscriptionId: 1, eventId: 5 },
  done('cancelEventDecision', null),
  ...failures('cancelEventDecision'),
  { type: 'test.open', subscriptionId: 1, testId: 3101 },
  { type: 'partner.confirm' },
  { type: 'partner.cancel' },
]

const serializeState = (s: Snapshot) =>
  JSON.stringify([
    s.value,
    s.context.items.map((i) => [i.id, i.events.map((e) => e.status)]),
    s.context.hasNextPage,
    s.context.companyIndex,
    Object.keys(s.context.choices).length,
    s.context.listAlert,
    s.context.actionAlert?.code ?? null,
    s.context.pendingAction,
    s.context.target?.subscriptionId ?? null,
  ])

const input = { companyIds: [6562, 2627], userId: 7 }
const paths = getShortestPaths(applicationsBoxMachine, { events, serializeState, input })
const regionStates = (region: 'list' | 'action') =>
  new Set(paths.map((p) => (p.state.value as Record<string, string>)[region]))

/** Every state and its transitions, once; a state is alive when a quiet list is reachable from it. */
const adjacency = Object.entries(
  getAdjacencyMap(applicationsBoxMachine, { events, serializeState, input }),
) as [string, { state: Snapshot; transitions: Record<string, { state: Snapshot }> }][]

function aliveStates(goal: (s: Snapshot) => boolean): Set<string> {
  const incoming = new Map<string, string[]>()
  for (const [from, node] of adjacency)
    for (const transition of Object.values(node.transitions)) {
      const to = serializeState(transition.state)
      incoming.set(to, [...(incoming.get(to) ?? []), from])
    }
  const alive = new Set(adjacency.filter(([, node]) => goal(node.state)).map(([key]) => key))
  const queue = [...alive]
  while (queue.length > 0)
    for (const from of incoming.get(queue.shift()!) ?? [])
      if (!alive.has(from)) {
        alive.add(from)
        queue.push(from)
      }
  return alive
}

describe('applications box graph', () => {
  it('reaches every state of both regions', () => {
    expect([...regionStates('list')].sort()).toEqual(['failed', 'idle', 'loading', 'sessionExpired'])
    expect([...regionStates('action')].sort()).toEqual(
      [
        'cancellingDecision',
        'confirmingEvent',
        'confirmingPartner',
        'confirmingRefusal',
        'confirmingWithdraw',
        'idle',
        'refreshing',
        'refusing',
        'sessionExpired',
        'withdrawing',
      ].sort(),
    )
  })

  it('no dead end: from every state the box can get back to a quiet list', () => {
    const alive = aliveStates((s) => s.matches({ list: 'idle', action: 'idle' }))
    expect(adjacency.length).toBeGreaterThan(20)
    for (const [key] of adjacency) expect(alive.has(key), key).toBe(true)
  })

  it('a card leaves the list only after the platform accepted the withdrawal', () => {
    for (const path of paths) {
      const before = path.steps[0]?.state
      if (!before) continue
      const types = path.steps.map((step) => step.event.type as string)
      const everListed = path.steps.some((step) => step.state.context.items.length > 0)
      if (everListed && path.state.context.items.length === 0)
        expect(types, JSON.stringify(types)).toContain('xstate.done.actor.withdraw')
    }
  })

  it('a decision shows on the card only after the platform accepted it', () => {
    for (const path of paths) {
      const status = path.state.context.items[0]?.events[0]?.status
      if (status !== 'confirmed' && status !== 'refused') continue
      const types = path.steps.map((step) => step.event.type as string)
      expect(types).toContain(
        status === 'confirmed' ? 'xstate.done.actor.confirmEvent' : 'xstate.done.actor.refuseEvent',
      )
    }
  })
})
