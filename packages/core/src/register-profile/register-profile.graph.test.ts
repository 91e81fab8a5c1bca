// The register pages' machine as a graph (xstate/graph): the actors never run; their results are events
// (`xstate.done.actor.*`, `xstate.error.actor.*`, `xstate.after.*`). The child's readiness and validity are
// named guards, given here. Every state must be reachable on each page, every path must be able to end
// on the next page, and nothing is sent while a rule of the page is broken.
import { describe, expect, it } from 'vitest'
import type { SnapshotFrom } from 'xstate'
import { getAdjacencyMap, getShortestPaths } from 'xstate/graph'
import {
  LISTED_EDUCATION,
  TALENT_BANK_QUESTIONS,
  VALID_EDUCATION,
  VALID_EXPERIENCE,
} from './register-profile.fixtures'
import { registerProfileMachine } from './register-profile.machine'
import type {
  RegisterProfileData,
  RegisterProfileEvent,
  RegisterProfileInput,
} from './register-profile.types'
import {
  checkRegisterProfile,
  emptyEducationForm,
  type RegisterProfileVariant,
} from './register-profile.rules'

type Snapshot = SnapshotFrom<typeof registerProfileMachine>

const NOTHING: RegisterProfileData = {
  educations: [],
  experiences: [],
  languages: [],
  noExperience: false,
  talentBankJoinedAt: null,
  additional: [],
}

const coded = (code: string) => Object.assign(new Error(code), { code })
const done = (id: string, output: unknown) =>
  ({ type: `xstate.done.actor.${id}`, output }) as unknown as RegisterProfileEvent
const fail = (id: string, code: string) =>
  ({ type: `xstate.error.actor.${id}`, error: coded(code) }) as unknown as RegisterProfileEvent

const EVENTS: RegisterProfileEvent[] = [
  done('loadRegisterProfile', NOTHING),
  done('loadRegisterProfile', { ...NOTHING, educations: [LISTED_EDUCATION] }),
  fail('loadRegisterProfile', 'NETWORK'),
  { type: 'load.retry' },
  { type: 'drafts.change', section: 'education', drafts: [{ key: 'e', values: VALID_EDUCATION }] },
  { type: 'drafts.change', section: 'education', drafts: [{ key: 'e', values: emptyEducationForm() }] },
  { type: 'drafts.change', section: 'experience', drafts: [{ key: 'x', values: VALID_EXPERIENCE }] },
  {
    type: 'drafts.change',
    section: 'language',
    drafts: [{ key: 'l', values: { id: null, language: 1, proficiency: 1 } }],
  },
  { type: 'noExperience.change', checked: true },
  { type: 'answer.change', id: 'disponibilidade', value: 'Manhã' },
  { type: 'form.submit' },
  { type: 'personalData.saved' },
  { type: 'personalData.invalid' },
  { type: 'personalData.saveFailed' },
  done('saveNoExperience', { success: true }),
  fail('saveNoExperience', 'INTERNAL'),
  done('saveEntry', { ...VALID_EDUCATION, id: 9 }),
  fail('saveEntry', 'INTERNAL'),
  fail('saveEntry', 'NETWORK'),
  fail('saveEntry', 'UNAUTHORIZED'),
  done('joinTalentBank', { success: true }),
  fail('joinTalentBank', 'INTERNAL'),
  { type: 'session.renewed' },
  { type: 'alert.dismiss' },
  { type: 'xstate.after.doneRedirect.registerProfile.done.shown' } as unknown as RegisterProfileEvent,
]

/** The resting state and what decides the way on (not the alert's text, nor the child's ref). */
function serializeState(snapshot: Snapshot) {
  const { context: c } = snapshot
  return JSON.stringify({
    value: snapshot.value,
    // Whether anything is listed (what the rules read); saving the same form again only adds another.
    listed: [c.listed.education.length, c.listed.experience.length, c.listed.language.length].map(
      (n) => n > 0,
    ),
    drafts: [c.drafts.education, c.drafts.experience, c.drafts.language].map((d) =>
      d.map((x) => JSON.stringify(x.values)).join('|'),
    ),
    noExperience: [c.noExperience, c.savedNoExperience],
    answers: c.answers,
  })
}

function machineFor(valid: boolean) {
  return registerProfileMachine.provide({
    guards: { isPersonalDataReady: () => true, isPersonalDataValid: () => valid },
  })
}

function pathsOf(variant: RegisterProfileVariant, valid = true) {
  const input: RegisterProfileInput = {
    variant,
    companyId: 6562,
    questions: variant === 'talentBank' ? TALENT_BANK_QUESTIONS : [],
  }
  const machine = machineFor(valid)
  const paths = getShortestPaths(machine, { events: EVENTS, serializeState, input })
  return { machine, input, paths }
}

/** The serialized states from which `done.left` (the next page) can be reached, walking the graph back. */
function reachingNextPage(variant: RegisterProfileVariant): { all: Set<string>; reaching: Set<string> } {
  const { machine, input } = pathsOf(variant)
  const adjacency = getAdjacencyMap(machine, { events: EVENTS, serializeState, input })
  const nodes = Object.entries(adjacency) as [
    string,
    { state: Snapshot; transitions: Record<string, { state: Snapshot }> },
  ][]
  const into = new Map<string, Set<string>>()
  const reaching = new Set<string>()
  for (const [from, node] of nodes) {
    if (node.state.matches({ done: 'left' })) reaching.add(from)
    for (const transition of Object.values(node.transitions)) {
      const to = serializeState(transition.state)
      if (!into.has(to)) into.set(to, new Set())
      into.get(to)!.add(from)
    }
  }
  const queue = [...reaching]
  while (queue.length > 0) {
    for (const from of into.get(queue.pop()!) ?? []) {
      if (!reaching.has(from)) {
        reaching.add(from)
        queue.push(from)
      }
    }
  }
  return { all: new Set(nodes.map(([key]) => key)), reaching }
}

const stateNames = (paths: { state: Snapshot }[]) => new Set(paths.map((p) => JSON.stringify(p.state.value)))

const SUBMITTING = ['personalData', 'noExperience', 'savingEntry'].map((s) =>
  JSON.stringify({ submitting: s }),
)
const COMMON = [
  '"loading"',
  '"loadFailed"',
  '"filling"',
  ...SUBMITTING,
  '"sessionExpired"',
  JSON.stringify({ done: 'shown' }),
  JSON.stringify({ done: 'left' }),
]

describe('register profile machine (graph)', () => {
  it.each([
    ['register', COMMON],
    ['update', COMMON.filter((s) => s !== JSON.stringify({ submitting: 'noExperience' }))],
    ['talentBank', [...COMMON, JSON.stringify({ submitting: 'talentBank' })]],
  ] as const)(
    'reaches every state of the %s page, and from each one the next page',
    (variant, expected) => {
      const { paths } = pathsOf(variant)
      const reached = stateNames(paths)
      for (const state of expected) expect(reached, state).toContain(state)
      expect(reached.size).toBe(expected.length)

      const { all, reaching } = reachingNextPage(variant)
      expect(all.size).toBeGreaterThan(expected.length)
      for (const state of all) expect(reaching, state).toContain(state)
    },
    30_000,
  )

  it('never submits while a list or a question is broken', () => {
    for (const variant of ['register', 'talentBank', 'update'] as const) {
      for (const { state } of pathsOf(variant).paths) {
        if (!state.matches('submitting') && !state.matches('done')) continue
        const c = state.context
        const { issues } = checkRegisterProfile({
          variant: c.variant,
          listed: { education: c.listed.education.length, experience: c.listed.experience.length },
          drafts: c.drafts,
          noExperience: c.noExperience,
          questions: c.questions,
          answers: c.answers,
        })
        // A saved entry leaves the forms for the list, so the check still holds after it.
        expect(issues, `${variant} ${JSON.stringify(state.value)}`).toEqual([])
      }
    }
  })

  it('reaches the next page only through the child’s save, and never with broken personal data', () => {
    const { paths } = pathsOf('register')
    for (const path of paths) {
      if (!path.state.matches('done')) continue
      expect(path.steps.some((step) => step.event.type === 'personalData.saved')).toBe(true)
    }
    // When the child's data is broken, the submission can start but the child refuses it: no path to
    // `done` skips its 'personalData.saved'.
    const broken = pathsOf('register', false).paths
    expect(stateNames(broken)).toContain('"filling"')
    for (const path of broken) {
      if (!path.state.matches('done')) continue
      expect(path.steps.some((step) => step.event.type === 'personalData.saved')).toBe(true)
    }
  })
})
