// The application machine as a graph (xstate/graph): the actors are never run; their results are events
// (`xstate.done.actor.*`, `xstate.error.actor.*`, `xstate.after.*`) offered only while the actor or the
// timer exists, as a running machine would receive them. Every state, the transient ones included
// (checked through the microsteps of every edge), must be reachable, and a few rules of the flow must
// hold on every path.
import { describe, expect, it } from 'vitest'
import { getInitialMicrosteps, getMicrosteps, type SnapshotFrom } from 'xstate'
import { getAdjacencyMap, getShortestPaths } from 'xstate/graph'
import {
  applicationMachine,
  type ApplicationData,
  type ApplicationDraft,
  type ApplicationEvent,
  type ApplicationInput,
} from './application.machine'
import {
  EMPTY_FORM_STRUCTURE,
  EMPTY_PERSONAL_DATA,
  type PersonalDataForm,
} from '../personal-data/personal-data.schema'

type Snapshot = SnapshotFrom<typeof applicationMachine>

const ANA: PersonalDataForm = {
  ...EMPTY_PERSONAL_DATA,
  firstname: 'Ana',
  lastname: 'Souza',
  email: 'ana@example.com',
}

const base = (
  title: string,
  overrides: Partial<ApplicationData> = {},
  flags: Partial<ApplicationData['opportunity']> = {},
): ApplicationData => ({
  opportunity: {
    id: 42,
    title,
    open: true,
    hasTests: false,
    ninenineApply: false,
    whatsappApply: false,
    companyName: 'Itaú',
    indicationDomains: [],
    ...flags,
  },
  structure: { ...EMPTY_FORM_STRUCTURE, personalData: { email: 'required' } },
  questions: [],
  personalData: ANA,
  documentReadOnly: false,
  additional: [],
  files: {},
  laudos: [],
  experiences: 0,
  noExperience: false,
  lists: {},
  subscription: null,
  ...overrides,
})

const COMPLEMENTARY_DRAFT: ApplicationDraft = {
  version: 1,
  tab: 'complementary',
  personalData: ANA,
  answers: {},
  referral: { name: '', email: '' },
  updatedAt: 1,
}

/** The opportunities the graph opens: one per branch of the routing. */
const FIXTURES = {
  /** An eliminatory, required question: tab 1 fails until it is answered, then the platform judges it. */
  form: base('form', {
    questions: [
      {
        id: '3',
        title: 'Aceita trabalhar aos sábados?',
        required: true,
        hint: null,
        htmlType: 'radio_buttons',
        options: ['Sim', 'Não'],
        slug: null,
        order: 1,
        eliminatory: true,
      },
    ],
  }),
  /** Tests, and a draft left on tab 2. */
  tests: base('tests', { subscription: { step: 'lead', draft: COMPLEMENTARY_DRAFT } }, { hasTests: true }),
  closed: base('closed', {}, { open: false }),
  applied: base('applied', { subscription: { step: 'applied', draft: null } }),
  ninenine: base('ninenine', {}, { ninenineApply: true }),
  whatsapp: base('whatsapp', {}, { whatsappApply: true }),
  /** Applying again: a returning candidate, a question answered on an earlier opening, nothing missing. */
  again: base('again', {
    questions: [
      {
        id: '5',
        title: 'Tem disponibilidade para viagens?',
        required: true,
        hint: null,
        htmlType: 'radio_buttons',
        options: ['Sim', 'Não'],
        slug: null,
        order: 1,
        eliminatory: false,
      },
    ],
    earlier: {
      applications: 1,
      answers: [
        {
          questionId: '9',
          title: 'Tem disponibilidade para viagens?',
          htmlType: 'radio_buttons',
          answer: 'Sim',
          opportunityId: 7,
          opportunityTitle: 'Anterior',
          answeredAt: '2026-01-01T00:00:00.000Z',
        },
      ],
    },
  }),
}

const platformError = (code: string) => Object.assign(new Error(code), { code })
const INVOKE = (state: string) => `0.application.${state}`
const done = (state: string, output: unknown) =>
  ({ type: `xstate.done.actor.${INVOKE(state)}`, output }) as unknown as ApplicationEvent
const fail = (state: string, code: string) =>
  ({ type: `xstate.error.actor.${INVOKE(state)}`, error: platformError(code) }) as unknown as ApplicationEvent
const after = (delay: string, state: string) =>
  ({ type: `xstate.after.${delay}.application.${state}` }) as unknown as ApplicationEvent

const EVENTS: ApplicationEvent[] = [
  ...Object.values(FIXTURES).map((data) => done('loading', data)),
  fail('loading', 'NETWORK'),
  { type: 'load.retry' },
  { type: 'closed.dismiss' },
  done('checkingEligibility', { eligible: true }),
  done('checkingEligibility', { eligible: false }),
  fail('checkingEligibility', 'INTERNAL'),
  fail('checkingEligibility', 'NETWORK'),
  fail('checkingEligibility', 'CLOSED'),
  done('creatingLead', { id: 1 }),
  fail('creatingLead', 'INTERNAL'),
  fail('creatingLead', 'CLOSED'),
  { type: 'step.next' },
  { type: 'tab.select', tab: 'basic' },
  { type: 'tab.select', tab: 'complementary' },
  { type: 'personal.change', field: 'firstname', value: '' },
  { type: 'personal.change', field: 'firstname', value: 'Ana' },
  { type: 'answer.change', id: '3', value: 'Sim' },
  done('editing.form.validatingEliminatory', { subscribe: 'true' }),
  done('editing.form.validatingEliminatory', { subscribe: 'false', template: '<p>Obrigado</p>' }),
  fail('editing.form.validatingEliminatory', 'UNAUTHORIZED'),
  fail('editing.form.validatingEliminatory', 'NETWORK'),
  done('editing.form.refusing', true),
  fail('editing.form.refusing', 'INTERNAL'),
  done('editing.form.savingPersonalData', true),
  fail('editing.form.savingPersonalData', 'UNAUTHORIZED'),
  fail('editing.form.savingPersonalData', 'NETWORK'),
  fail('editing.form.savingPersonalData', 'VALIDATION'),
  done('editing.form.savingAnswersForTests', null),
  fail('editing.form.savingAnswersForTests', 'UNAUTHORIZED'),
  fail('editing.form.savingAnswersForTests', 'NETWORK'),
  done('editing.form.subscribing', { id: 7 }),
  fail('editing.form.subscribing', 'UNAUTHORIZED'),
  fail('editing.form.subscribing', 'CLOSED'),
  fail('editing.form.subscribing', 'NETWORK'),
  fail('editing.form.subscribing', 'VALIDATION'),
  { type: 'session.renewed' },
  { type: 'alert.dismiss' },
  { type: 'review.confirm' },
  { type: 'review.edit', tab: 'basic' },
  { type: 'review.edit', tab: 'complementary' },
  after('draftSave', 'editing.draft.waiting'),
  done('editing.draft.saving', true),
  fail('editing.draft.saving', 'NETWORK'),
  after('draftRetry', 'editing.draft.failed'),
  { type: 'file.remove', target: { kind: 'laudo' }, fileId: 'l1' },
  done('editing.removal.removing', true),
  fail('editing.removal.removing', 'INTERNAL'),
]

/**
 * The region beside the form (removals) and the events that start it. The postal-code lookup, the cities
 * and the photo are the personal-data actor's (its own tests: personal-data.machine.test.ts).
 */
const SIDE_REGIONS = ['removal'] as const
const SIDE_STARTS = new Set(EVENTS.slice(EVENTS.findIndex((e) => e.type === 'file.remove')))

/**
 * An actor's result arrives only while it runs; a timer fires only in its state. The side regions are
 * explored from tab 1 at rest, one at a time and alone (their product with every form state would not
 * fit in memory, and they share nothing with it but the context).
 */
function eventsFor(snapshot: Snapshot): ApplicationEvent[] {
  const children = snapshot.children as Record<string, unknown>
  const value = snapshot.value as { editing?: Record<string, string> }
  const busySide = value.editing
    ? SIDE_REGIONS.find((region) => value.editing![region] !== 'idle')
    : undefined
  const atRest = value.editing?.form === 'basic' && value.editing.draft === 'idle' && busySide === undefined
  // Applying again: its review and what follows it are explored; once an edit opens a tab, the form is
  // the other fixtures' (exploring it again would double the graph).
  if (
    snapshot.context.data?.opportunity.title === 'again' &&
    (value.editing?.form === 'basic' || value.editing?.form === 'complementary')
  )
    return []
  return EVENTS.filter((event) => {
    if (busySide) return event.type.includes(`.editing.${busySide}.`)
    if (SIDE_STARTS.has(event) && !event.type.startsWith('xstate.')) return atRest
    const actor = /^xstate\.(?:done|error)\.actor\.(.+)$/.exec(event.type)?.[1]
    if (actor) return actor in children
    const timer = /^xstate\.after\.\w+\.application\.(.+)$/.exec(event.type)?.[1]
    if (timer) return snapshot.matches(pathToValue(timer.split('.')) as Parameters<Snapshot['matches']>[0])
    return true
  })
}

function pathToValue(path: string[]): string | Record<string, unknown> {
  const [head, ...rest] = path
  return rest.length === 0 ? (head as string) : { [head as string]: pathToValue(rest) }
}

/** Every atomic state as a dotted path ('editing.form.basic'). */
function leafPaths(value: unknown, prefix = ''): string[] {
  if (typeof value === 'string') return [`${prefix}${value}`]
  return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) =>
    leafPaths(child, `${prefix}${key}.`),
  )
}

interface StateTree {
  states: Record<string, StateTree>
}
function atomicStates(
  node: StateTree = applicationMachine.root as unknown as StateTree,
  prefix = '',
): string[] {
  return Object.entries(node.states).flatMap(([key, child]) =>
    Object.keys(child.states).length === 0 ? [`${prefix}${key}`] : atomicStates(child, `${prefix}${key}.`),
  )
}

const serializeState = (snapshot: Snapshot) => {
  const { context } = snapshot
  return JSON.stringify([
    snapshot.value,
    snapshot.status,
    context.data?.opportunity.title ?? null,
    context.answersValidated,
    context.pendingStep,
    context.draftDirty,
    context.personalData.firstname !== '',
    context.answers['3'] ?? null,
    context.reviewing,
  ])
}

const INPUT: ApplicationInput = { opportunityId: 42, now: () => new Date('2025-03-15T15:00:00Z') }
const adjacency = getAdjacencyMap(applicationMachine, { events: eventsFor, serializeState, input: INPUT })
interface Edge {
  from: string
  fromState: Snapshot
  event: ApplicationEvent
  state: Snapshot
  to: string
}
const nodes = Object.entries(adjacency) as [
  string,
  { state: Snapshot; transitions: Record<string, unknown> },
][]
const edges: Edge[] = nodes.flatMap(([from, node]) =>
  (Object.values(node.transitions) as { event: ApplicationEvent; state: Snapshot }[]).map((t) => ({
    from,
    fromState: node.state,
    event: t.event,
    state: t.state,
    to: serializeState(t.state),
  })),
)

/** Ends of the flow, by design: nothing more happens there on this page. */
const TERMINAL = [
  'closed',
  'alreadyApplied',
  'externalApply',
  'whatsappApply',
  'ineligible',
  'editing.form.refused',
  'editing.form.subscribed',
  'editing.form.tests',
]
/** The microsteps of every edge (transient states and actions show there), computed once. */
let microsteps: { edge: Edge; steps: ReturnType<typeof getMicrosteps<typeof applicationMachine>> }[] | null =
  null
const edgeMicrosteps = () =>
  (microsteps ??= edges.map((edge) => ({
    edge,
    steps: getMicrosteps(applicationMachine, edge.fromState, edge.event),
  })))

const isTerminal = (snapshot: Snapshot) => leafPaths(snapshot.value).some((leaf) => TERMINAL.includes(leaf))

describe('application machine graph', () => {
  // The first test computes every edge's microsteps (shared by the others): about 10 s idle, 26–43 s on a
  // loaded 2-core machine with the review state of applying again; the bound only guards a hang.
  it('every state is reachable, the transient ones included', { timeout: 120_000 }, () => {
    const stable = new Set(nodes.flatMap(([, node]) => leafPaths(node.state.value)))
    const visited = new Set(stable)
    for (const [snapshot] of getInitialMicrosteps(applicationMachine, INPUT))
      for (const leaf of leafPaths(snapshot.value)) visited.add(leaf)
    for (const { steps } of edgeMicrosteps())
      for (const [snapshot] of steps) for (const leaf of leafPaths(snapshot.value)) visited.add(leaf)

    const expected = [
      'loading',
      'loadFailed',
      'routing',
      'closed',
      'alreadyApplied',
      'externalApply',
      'whatsappApply',
      'checkingEligibility',
      'ineligible',
      'creatingLead',
      'editing.form.restoring',
      'editing.form.checkingRestoredTab',
      'editing.form.basic',
      'editing.form.validatingBasic',
      'editing.form.validatingEliminatory',
      'editing.form.refusing',
      'editing.form.refused',
      'editing.form.complementary',
      'editing.form.review',
      'editing.form.savingPersonalData',
      'editing.form.savingAnswersForTests',
      'editing.form.tests',
      'editing.form.subscribing',
      'editing.form.subscribed',
      'editing.form.sessionExpired',
      'editing.draft.idle',
      'editing.draft.waiting',
      'editing.draft.saving',
      'editing.draft.failed',
      'editing.removal.idle',
      'editing.removal.removing',
    ]
    expect([...atomicStates()].sort()).toEqual([...expected].sort())
    expect([...visited].sort()).toEqual([...expected].sort())
    // The eventless ones are never where the machine rests.
    for (const transient of [
      'routing',
      'editing.form.restoring',
      'editing.form.checkingRestoredTab',
      'editing.form.validatingBasic',
    ])
      expect(stable, transient).not.toContain(transient)
    // No fake result ever put the machine in error.
    expect(nodes.every(([, node]) => node.state.status === 'active')).toBe(true)
  })

  it('shortest paths: the closed dialog, the refusal, the tests and the confirmation each have one', () => {
    const paths = getShortestPaths(applicationMachine, { events: eventsFor, serializeState, input: INPUT })
    const shortest = (leaf: string) =>
      paths
        .filter((p) => leafPaths(p.state.value).includes(leaf))
        .map((p) =>
          p.steps
            .map((s) => s.event.type.replace('xstate.done.actor.0.application.', 'done '))
            .filter((type) => type !== 'xstate.init'),
        )
        .sort((a, b) => a.length - b.length)[0]
    // Applying again: one review, one confirmation.
    expect(shortest('editing.form.subscribed')).toEqual([
      'done loading',
      'done checkingEligibility',
      'done creatingLead',
      'review.confirm',
      'done editing.form.savingPersonalData',
      'done editing.form.subscribing',
    ])
    expect(shortest('editing.form.review')).toEqual([
      'done loading',
      'done checkingEligibility',
      'done creatingLead',
    ])
    expect(shortest('ineligible')).toEqual(['done loading', 'done checkingEligibility'])
    expect(shortest('editing.form.tests')).toEqual([
      'done loading',
      'done checkingEligibility',
      'done creatingLead',
      'step.next',
      'done editing.form.savingPersonalData',
      'done editing.form.savingAnswersForTests',
    ])
    expect(shortest('editing.form.refused')).toEqual([
      'done loading',
      'done checkingEligibility',
      'done creatingLead',
      'answer.change',
      'step.next',
      'done editing.form.validatingEliminatory',
      'done editing.form.refusing',
    ])
    expect(shortest('closed')).toEqual(['done loading'])
  })

  it('no state is a dead end: from each one the form or an end of the flow can be reached', () => {
    const reachesForm = new Set(
      nodes
        .filter(
          ([, node]) =>
            node.state.matches({ editing: { form: 'basic' } }) ||
            node.state.matches({ editing: { form: 'complementary' } }) ||
            isTerminal(node.state),
        )
        .map(([key]) => key),
    )
    let grew = true
    while (grew) {
      grew = false
      for (const edge of edges)
        if (!reachesForm.has(edge.from) && reachesForm.has(edge.to)) {
          reachesForm.add(edge.from)
          grew = true
        }
    }
    const stuck = nodes
      .filter(([key]) => !reachesForm.has(key))
      .map(([, node]) => JSON.stringify(node.state.value))
    expect(stuck).toEqual([])
  })

  it('a subscription is only sent with tab 1 validated, and the tests only open without sending one', () => {
    const inSubscribing = (snapshot: Snapshot) => snapshot.matches({ editing: { form: 'subscribing' } })
    const entering = edges.filter((edge) => !inSubscribing(edge.fromState) && inSubscribing(edge.state))
    expect(entering.length).toBeGreaterThan(0)
    for (const edge of entering) expect(edge.state.context.answersValidated, edge.from).toBe(true)
    for (const [, node] of nodes)
      if (node.state.matches({ editing: { form: 'tests' } }))
        expect(node.state.context.data?.opportunity.hasTests).toBe(true)
  })

  it('the follower flag, the source clearing and the navigations happen only where they belong', () => {
    const effects: { action: string; params: unknown; at: string[] }[] = []
    for (const { steps } of edgeMicrosteps())
      for (const [snapshot, actions] of steps)
        for (const action of actions)
          effects.push({ action: action.type, params: action.params, at: leafPaths(snapshot.value) })
    const where = (type: string) => effects.filter((e) => e.action === type)
    expect(where('setFollower').length).toBeGreaterThan(0)
    for (const e of [...where('setFollower'), ...where('clearSource')])
      expect(e.at).toContain('editing.form.subscribed')
    for (const e of where('requestLogin')) expect(e.at).toContain('editing.form.sessionExpired')
    for (const e of where('redirect')) expect(e.at).toEqual(['externalApply'])
    const navigations = where('navigate').map((e) => [
      (e.params as { to: string }).to.split('?')[0],
      e.at.find((l) => !l.startsWith('editing.draft')),
    ])
    expect(new Set(navigations.map((n) => JSON.stringify(n)))).toEqual(
      new Set(
        [
          ['/vagas/', 'closed'],
          ['/erro-inscricao', 'ineligible'],
          ['/inscricao-recusada', 'editing.form.refused'],
          ['/vagas/42/inscricao/testes', 'editing.form.tests'],
          ['/inscricao-confirmada', 'editing.form.subscribed'],
        ].map((n) => JSON.stringify(n)),
      ),
    )
  })
})
