// The profile update wizard as a graph (xstate/graph): the actors never run; their results are events
// (`xstate.done.actor.*`, `xstate.error.actor.*`). What the children say (the personal data ready, an
// education or an experience listed) are named guards, given here. Every state must be reachable, every
// state but the not-found page must be able to end, and no path may finish past a step that fails.
import { describe, expect, it } from 'vitest'
import type { SnapshotFrom } from 'xstate'
import { getAdjacencyMap, getShortestPaths } from 'xstate/graph'
import { FULL_REQUEST } from './profile-wizard.fixtures'
import { profileWizardMachine } from './profile-wizard.machine'
import type { ProfileWizardEvent } from './profile-wizard.types'

type Snapshot = SnapshotFrom<typeof profileWizardMachine>

const coded = (code: string) => Object.assign(new Error(code), { code })
const done = (id: string, output: unknown) =>
  ({ type: `xstate.done.actor.${id}`, output }) as unknown as ProfileWizardEvent
const fail = (id: string, code: string) =>
  ({ type: `xstate.error.actor.${id}`, error: coded(code) }) as unknown as ProfileWizardEvent

const PDF = { name: 'a.pdf', size: 10, type: 'application/pdf' }

const EVENTS: ProfileWizardEvent[] = [
  done('loadRequest', FULL_REQUEST),
  done('loadRequest', null),
  done('loadRequest', { ...FULL_REQUEST, valid: false }),
  fail('loadRequest', 'NOT_FOUND'),
  fail('loadRequest', 'NETWORK'),
  { type: 'load.retry' },
  { type: 'step.next' },
  { type: 'step.back' },
  { type: 'answer.change', id: 'q1', value: 'R$ 5.000' },
  { type: 'answer.change', id: 'q1', value: '' },
  { type: 'answer.change', id: 'q3', value: 'Sim' },
  { type: 'file.upload', questionId: 'q5', file: PDF },
  { type: 'file.upload', questionId: 'q5', file: { name: 'a.png', size: 10, type: 'image/png' } },
  { type: 'file.remove', questionId: 'q5', fileId: 'f1' },
  done('uploadFile', { id: 'f1', name: 'a.pdf', file: 'x' }),
  fail('uploadFile', 'INTERNAL'),
  done('removeFile', { success: true }),
  fail('removeFile', 'INTERNAL'),
  { type: 'personalData.saved' },
  { type: 'personalData.invalid' },
  { type: 'personalData.saveFailed' },
  done('submitAnswers', { success: true }),
  fail('submitAnswers', 'INTERNAL'),
  fail('submitAnswers', 'NETWORK'),
  { type: 'alert.dismiss' },
]

/** The resting state and what decides the way on. */
function serializeState(snapshot: Snapshot) {
  const { context: c } = snapshot
  return JSON.stringify({
    value: snapshot.value,
    step: c.stepIndex,
    answered: [(c.answers.q1 ?? '') !== '', (c.answers.q3 ?? '') !== ''],
    files: (c.files.q5?.length ?? 0) > 0,
    alert: c.alert,
    uploading: c.uploadingId,
  })
}

function machineWith({ education = true, experience = true } = {}) {
  return profileWizardMachine.provide({
    guards: {
      isPersonalDataReady: () => true,
      lacksEducation: ({ context }) => !education && context.steps[context.stepIndex] === 'education',
      lacksExperience: ({ context }) => !experience && context.steps[context.stepIndex] === 'professional_xp',
    },
  })
}

const options = { events: EVENTS, serializeState, input: { token: 't' } }

const FINALS = ['"alreadyUpdated"', '"outOfDeadline"', '"updated"', '"failed"']

describe('profile wizard machine (graph)', () => {
  it('reaches every state, and from each one (but the not-found page) an end', () => {
    const machine = machineWith()
    const reached = new Set(getShortestPaths(machine, options).map((p) => JSON.stringify(p.state.value)))
    for (const state of [
      '"loading"',
      '"loadFailed"',
      '"notFound"',
      JSON.stringify({ editing: 'idle' }),
      JSON.stringify({ editing: 'personalData' }),
      JSON.stringify({ editing: 'uploading' }),
      JSON.stringify({ editing: 'removing' }),
      '"submitting"',
      ...FINALS,
    ]) {
      expect(reached, state).toContain(state)
    }

    const adjacency = getAdjacencyMap(machine, options)
    const nodes = Object.entries(adjacency) as [
      string,
      { state: Snapshot; transitions: Record<string, { state: Snapshot }> },
    ][]
    const into = new Map<string, Set<string>>()
    const ending = new Set<string>()
    for (const [from, node] of nodes) {
      if (node.state.status === 'done') ending.add(from)
      for (const transition of Object.values(node.transitions)) {
        const to = serializeState(transition.state)
        if (!into.has(to)) into.set(to, new Set())
        into.get(to)!.add(from)
      }
    }
    const queue = [...ending]
    while (queue.length > 0) {
      for (const from of into.get(queue.pop()!) ?? []) {
        if (!ending.has(from)) {
          ending.add(from)
          queue.push(from)
        }
      }
    }
    for (const [key, node] of nodes) {
      if (node.state.matches('notFound')) continue
      expect(ending, key).toContain(key)
    }
  }, 60_000)

  it('never submits past a step that fails: no education, no experience', () => {
    for (const lacking of [{ education: false }, { experience: false }]) {
      const paths = getShortestPaths(machineWith(lacking), options)
      for (const { state } of paths) {
        expect(state.matches('submitting') || state.matches('updated'), JSON.stringify(lacking)).toBe(false)
      }
    }
  }, 60_000)

  it('finishes only through the personal data’s save and with the required questions answered', () => {
    const paths = getShortestPaths(machineWith(), options)
    const finished = paths.filter((p) => p.state.matches('updated'))
    expect(finished.length).toBeGreaterThan(0)
    for (const path of finished) {
      const types = path.steps.map((step) => step.event.type)
      expect(types).toContain('personalData.saved')
      expect(path.state.context.answers.q1).toBe('R$ 5.000')
      expect(path.state.context.answers.q3).toBe('Sim')
    }
  }, 60_000)
})
