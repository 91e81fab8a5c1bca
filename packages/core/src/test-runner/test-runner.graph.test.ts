// The test runner as a graph (xstate/graph), one graph per mode: the actors are never run; their results
// are events offered only while the actor (or the timer) exists. Every state must be reachable, no state is
// a dead end, and the effects (navigation, the partner tab, the subscription) happen only where they belong.
import { describe, expect, it } from 'vitest'
import { getInitialMicrosteps, getMicrosteps, type SnapshotFrom } from 'xstate'
import { getAdjacencyMap, getShortestPaths } from 'xstate/graph'
import type { ApplicationData } from '../application'
import { EMPTY_FORM_STRUCTURE, EMPTY_PERSONAL_DATA } from '../personal-data/personal-data.schema'
import { testRunnerMachine } from './test-runner.machine'
import type { ApplicationTest } from './test-runner.rules'
import type {
  TestCoverData,
  TestQuestionData,
  TestRunnerEvent,
  TestRunnerInput,
  TestRunnerMode,
} from './test-runner.types'

type Snapshot = SnapshotFrom<typeof testRunnerMachine>

const test = (
  testId: number,
  source: string,
  status: 'pending' | 'finished' = 'pending',
): ApplicationTest => ({
  testId,
  name: `Teste ${testId}`,
  status,
  source,
  url: source === 'ninenine_jobs' ? null : `https://parceiro.example/${testId}`,
  hidden: false,
  requiredIn: 'subscription',
})

const APPLICATION = (answers: Record<string, string> | null): ApplicationData => ({
  opportunity: {
    id: 42,
    title: 'Analista',
    open: true,
    hasTests: true,
    ninenineApply: false,
    whatsappApply: false,
    companyName: 'Aurora',
    indicationDomains: [],
  },
  structure: EMPTY_FORM_STRUCTURE,
  questions: [
    {
      id: '5',
      title: 'Turno',
      required: true,
      hint: null,
      htmlType: 'text',
      options: [],
      slug: null,
      order: 1,
      eliminatory: false,
    },
  ],
  personalData: EMPTY_PERSONAL_DATA,
  documentReadOnly: false,
  additional: [],
  files: {},
  laudos: [],
  experiences: 0,
  noExperience: false,
  lists: {},
  subscription: answers
    ? {
        step: 'lead',
        draft: {
          version: 1,
          tab: 'complementary',
          personalData: EMPTY_PERSONAL_DATA,
          answers,
          referral: { name: '', email: '' },
          updatedAt: 1,
        },
      }
    : { step: 'lead', draft: null },
})

const COVER: TestCoverData = {
  headerTestId: 9,
  testId: 3002,
  name: 'Raciocínio',
  description: null,
  questionCount: 2,
  canEdit: true,
  firstQuestionId: 31,
  finished: false,
  timeLimit: 300,
  extraTime: { eligible: true, granted: false, percent: 50 },
}

const QUESTION = (overrides: Partial<TestQuestionData> = {}): TestQuestionData => ({
  headerTestId: 9,
  testId: 3002,
  testName: 'Raciocínio',
  questionCount: 2,
  timeLeft: 2,
  timeLimit: 300,
  expired: false,
  canEdit: true,
  question: {
    id: 31,
    title: 'Q',
    description: null,
    image: null,
    isMovie: false,
    isText: false,
    minCharacters: null,
    maxCharacters: null,
    order: 1,
    requiredAnswers: 1,
    options: [{ id: 311, option: 'A', image: null }],
  },
  saved: null,
  nextQuestionId: 32,
  prevQuestionId: null,
  ...overrides,
})

const platformError = (code: string) => Object.assign(new Error(code), { code })
const INVOKE = (state: string) => `0.testRunner.${state}`
const done = (state: string, output: unknown) =>
  ({ type: `xstate.done.actor.${INVOKE(state)}`, output }) as unknown as TestRunnerEvent
const fail = (state: string, code: string) =>
  ({ type: `xstate.error.actor.${INVOKE(state)}`, error: platformError(code) }) as unknown as TestRunnerEvent
const after = (delay: string, state: string) =>
  ({ type: `xstate.after.${delay}.testRunner.${state}` }) as unknown as TestRunnerEvent

const EVENTS: Record<TestRunnerMode, TestRunnerEvent[]> = {
  list: [
    done('list.loading', { tests: [test(3001, 'ninenine_jobs'), test(3101, 'parceiro')], step: 'lead' }),
    done('list.loading', { tests: [test(3001, 'ninenine_jobs', 'finished')], step: 'lead' }),
    done('list.loading', { tests: [], step: 'lead' }),
    fail('list.loading', 'INTERNAL'),
    { type: 'load.retry' },
    { type: 'alert.dismiss' },
    { type: 'test.open', testId: 3001 },
    { type: 'test.open', testId: 3101 },
    { type: 'partner.confirm' },
    { type: 'partner.cancel' },
    { type: 'application.finish' },
    done('list.finishing', APPLICATION({ '5': 'Manhã' })),
    done('list.finishing', APPLICATION(null)),
    fail('list.finishing', 'NETWORK'),
    done('list.subscribing', { id: 1 }),
    fail('list.subscribing', 'NETWORK'),
    fail('list.subscribing', 'VALIDATION'),
    fail('list.subscribing', 'CLOSED'),
    { type: 'closed.dismiss' },
  ],
  pending: [
    done('list.loading', { tests: [test(3001, 'ninenine_jobs')], step: null }),
    done('list.loading', { tests: [test(3001, 'ninenine_jobs')], step: 'lead' }),
    { type: 'alert.dismiss' },
    { type: 'test.open', testId: 3001 },
  ],
  cover: [
    done('cover.loading', COVER),
    done('cover.loading', { ...COVER, finished: true, firstQuestionId: null }),
    fail('cover.loading', 'NOT_FOUND'),
    { type: 'load.retry' },
    { type: 'alert.dismiss' },
    { type: 'extraTime.request' },
    done('cover.requestingExtraTime', {
      ...COVER,
      timeLimit: 450,
      extraTime: { eligible: false, granted: true, percent: 50 },
    }),
    fail('cover.requestingExtraTime', 'VALIDATION'),
    { type: 'test.start' },
  ],
  question: [
    done('question.loading', QUESTION()),
    done('question.loading', QUESTION({ nextQuestionId: null, timeLeft: null, timeLimit: null })),
    done('question.loading', QUESTION({ expired: true, timeLeft: 0 })),
    done(
      'question.loading',
      QUESTION({ canEdit: false, saved: { optionIds: [311], text: '', videoUrl: '' } }),
    ),
    fail('question.loading', 'INTERNAL'),
    fail('question.loading', 'TIME_UP'),
    { type: 'load.retry' },
    { type: 'alert.dismiss' },
    { type: 'option.toggle', optionId: 311 },
    { type: 'answer.submit' },
    { type: 'answer.previous' },
    { type: 'question.goto', questionId: 32 },
    done('question.active.form.saving', { success: true }),
    fail('question.active.form.saving', 'NETWORK'),
    fail('question.active.form.saving', 'TIME_UP'),
    fail('question.active.form.saving', 'VALIDATION'),
    after('saveRetry', 'question.active.form.unsaved'),
    { type: 'network.online' },
    after('tick', 'question.active.clock.running'),
    { type: 'closed.dismiss' },
  ],
  return: [
    done('returning.validating', { success: true }),
    fail('returning.validating', 'VALIDATION'),
    { type: 'alert.dismiss' },
  ],
}

function pathToValue(path: string[]): string | Record<string, unknown> {
  const [head, ...rest] = path
  return rest.length === 0 ? (head as string) : { [head as string]: pathToValue(rest) }
}

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
  node: StateTree = testRunnerMachine.root as unknown as StateTree,
  prefix = '',
): string[] {
  return Object.entries(node.states).flatMap(([key, child]) =>
    Object.keys(child.states).length === 0 ? [`${prefix}${key}`] : atomicStates(child, `${prefix}${key}.`),
  )
}

const serializeState = (snapshot: Snapshot) =>
  JSON.stringify([
    snapshot.value,
    snapshot.status,
    snapshot.context.tests.map((t) => `${t.testId}${t.status}`),
    snapshot.context.alert,
    snapshot.context.partnerTestId,
    snapshot.context.cover?.extraTime.granted ?? null,
    snapshot.context.cover?.firstQuestionId ?? null,
    snapshot.context.answer.optionIds,
    snapshot.context.question?.nextQuestionId ?? null,
    snapshot.context.timeLeft,
    snapshot.context.questionId,
  ])

/** The clock advances 1 s per tick event, so the timer reaches zero inside the graph. */
function inputFor(mode: TestRunnerMode): TestRunnerInput {
  return {
    mode,
    opportunityId: 42,
    userId: 7,
    testId: 3002,
    headerTestId: 9,
    questionId: 31,
    sourceTestId: 3101,
    now: () => 0,
  }
}

function graph(mode: TestRunnerMode, overrides: Partial<TestRunnerInput> = {}) {
  const eventsFor = (snapshot: Snapshot) => {
    const children = snapshot.children as Record<string, unknown>
    return EVENTS[mode].filter((event) => {
      const actor = /^xstate\.(?:done|error)\.actor\.(.+)$/.exec(event.type)?.[1]
      if (actor) return actor in children
      const timer = /^xstate\.after\.\w+\.testRunner\.(.+)$/.exec(event.type)?.[1]
      if (timer) return snapshot.matches(pathToValue(timer.split('.')) as Parameters<Snapshot['matches']>[0])
      return true
    })
  }
  const input = { ...inputFor(mode), ...overrides }
  const adjacency = getAdjacencyMap(testRunnerMachine, { events: eventsFor, serializeState, input })
  const nodes = Object.entries(adjacency) as [
    string,
    { state: Snapshot; transitions: Record<string, unknown> },
  ][]
  const edges = nodes.flatMap(([from, node]) =>
    (Object.values(node.transitions) as { event: TestRunnerEvent; state: Snapshot }[]).map((t) => ({
      from,
      fromState: node.state,
      event: t.event,
      to: serializeState(t.state),
      state: t.state,
    })),
  )
  const visited = new Set(nodes.flatMap(([, node]) => leafPaths(node.state.value)))
  for (const [snapshot] of getInitialMicrosteps(testRunnerMachine, input))
    for (const l of leafPaths(snapshot.value)) visited.add(l)
  const effects: { action: string; params: unknown; at: string[] }[] = []
  for (const edge of edges)
    for (const [snapshot, actions] of getMicrosteps(testRunnerMachine, edge.fromState, edge.event)) {
      for (const l of leafPaths(snapshot.value)) visited.add(l)
      for (const action of actions)
        effects.push({ action: action.type, params: action.params, at: leafPaths(snapshot.value) })
    }
  return { nodes, edges, visited, effects, eventsFor, input }
}

const GRAPHS = Object.fromEntries(
  (['list', 'pending', 'cover', 'question', 'return'] as const).map((mode) => [mode, graph(mode)]),
) as Record<TestRunnerMode, ReturnType<typeof graph>>
/** A closed opening's question page: 'Inscrições Encerradas' at once (the list's is reached by a CLOSED failure). */
const CLOSED_GRAPH = graph('question', { opportunityOpen: false })
const ALL_GRAPHS = { ...GRAPHS, closed: CLOSED_GRAPH }

/** Ends of a screen, by design: the page leaves (a navigation happened) or is done. */
const isEnd = (snapshot: Snapshot) =>
  snapshot.status === 'done' || leafPaths(snapshot.value).some((l) => /(leaving|subscribed)$/.test(l))

describe('test runner graph', () => {
  it('every state is reachable in some mode, the transient ones included', () => {
    const visited = new Set(Object.values(ALL_GRAPHS).flatMap((g) => [...g.visited]))
    expect([...visited].sort()).toEqual([...atomicStates()].sort())
    for (const g of Object.values(ALL_GRAPHS))
      expect(g.nodes.every(([, n]) => n.state.status !== 'error')).toBe(true)
  })

  it('no state is a dead end: every one reaches an end of its screen', () => {
    for (const [mode, g] of Object.entries(ALL_GRAPHS)) {
      const reaches = new Set(g.nodes.filter(([, n]) => isEnd(n.state)).map(([key]) => key))
      let grew = true
      while (grew) {
        grew = false
        for (const edge of g.edges)
          if (!reaches.has(edge.from) && reaches.has(edge.to)) {
            reaches.add(edge.from)
            grew = true
          }
      }
      // The question's editing state waits for the candidate (or the clock): ends are reachable from it.
      const stuck = g.nodes.filter(([key]) => !reaches.has(key)).map(([, n]) => JSON.stringify(n.state.value))
      expect(stuck, mode).toEqual([])
    }
  })

  it('shortest paths: applying from the list, finishing a question, the time running out', () => {
    const shortest = (mode: TestRunnerMode, leaf: string) => {
      const g = GRAPHS[mode]
      return getShortestPaths(testRunnerMachine, { events: g.eventsFor, serializeState, input: g.input })
        .filter((p) => leafPaths(p.state.value).includes(leaf))
        .map((p) =>
          p.steps
            .map((s) => s.event.type.replace(/^xstate\.done\.actor\.0\.testRunner\./, 'done '))
            .filter((t) => t !== 'xstate.init'),
        )
        .sort((a, b) => a.length - b.length)[0]
    }
    expect(shortest('list', 'list.subscribed')).toEqual([
      'done list.loading',
      'done list.finishing',
      'done list.subscribing',
    ])
    expect(shortest('question', 'question.timeUp')).toEqual(['done question.loading'])
    expect(shortest('cover', 'cover.leaving')).toEqual(['done cover.loading', 'test.start'])
    expect(shortest('return', 'returning.leaving')).toEqual(['done returning.validating'])
    const closedPath = getShortestPaths(testRunnerMachine, {
      events: CLOSED_GRAPH.eventsFor,
      serializeState,
      input: CLOSED_GRAPH.input,
    }).find((p) => leafPaths(p.state.value).includes('closed.leaving'))
    expect(closedPath?.steps.map((s) => s.event.type as string).filter((t) => t !== 'xstate.init')).toEqual([
      'closed.dismiss',
    ])
  })

  it('effects happen only where they belong', () => {
    const all = Object.values(ALL_GRAPHS).flatMap((g) => g.effects)
    const where = (type: string) => all.filter((e) => e.action === type)
    expect(where('setFollower').length).toBeGreaterThan(0)
    for (const e of [...where('setFollower'), ...where('clearSource')])
      expect(e.at).toContain('list.subscribed')
    for (const e of where('openExternal'))
      expect((e.params as { url: string }).url).toMatch(/^https:\/\/parceiro/)
    for (const e of where('storeNavigation'))
      expect(e.at.some((l) => /^(cover|question)\./.test(l))).toBe(true)
    const targets = new Set(where('navigate').map((e) => (e.params as { to: string }).to.split('?')[0]))
    expect([...targets].sort()).toEqual(
      [
        '/inscricao-confirmada',
        '/vagas/',
        '/vagas/42',
        '/vagas/42/inscricao',
        '/vagas/42/inscricao/9/teste/31',
        '/vagas/42/inscricao/9/teste/32',
        '/vagas/42/inscricao/raciocinio/3002',
        '/vagas/42/inscricao/teste-3001/3001',
        '/vagas/42/inscricao/testes',
      ].sort(),
    )
  })
})
