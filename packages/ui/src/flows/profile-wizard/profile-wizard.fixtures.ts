// Fake actors for the profile update wizard's stories and tests (not part of the package's build): the
// real profile-wizard machine with its real children (the personal data, the section lists, the
// no-experience flag), the platform calls replaced by promises that resolve, reject with a platform
// error code, or never settle ('pending', for the busy states). The personal data's fakes are
// personal-data-section.fixtures' own; the boxes list resume-section.fixtures' sample records.
import {
  noExperienceMachine,
  profileWizardMachine,
  registerPersonalDataMachine,
  sectionListMachine,
  type ApplicationQuestion,
  type AttachedFile,
  type PersonalDataProfile,
  type ProfileUpdateRequest,
  type ProfileWizardEvent,
  type ProfileWizardInput,
  type ProfileWizardNotice,
  type RemoveInput,
  type RemoveResult,
  type ResumeSection,
  type SaveInput,
  type SectionItem,
  type WizardStep,
} from '@carreiras/core'
import {
  FULL_REQUEST,
  LISTS_ONLY_REQUEST,
  QUESTIONS_ONLY_REQUEST,
  UPDATE_QUESTIONS,
} from '@carreiras/core/testing'
import { createActor, fromPromise, waitFor, type SnapshotFrom } from 'xstate'
import type { ResumeReferenceLists } from '../../domain/profile/application-resume'
import { personalDataOptions } from '../../domain/applications/application-form.fixtures'
import {
  fakePersonalDataMachine,
  sampleProfile,
  type PersonalDataFakes,
} from '../../domain/profile/personal-data-section.fixtures'
import {
  SAMPLE_NOW,
  educationOptions,
  experienceOptions,
  languageOptions,
  sampleEducations,
  sampleExperiences,
  sampleLanguages,
} from '../../domain/profile/resume-section.fixtures'

/** What a fake call does: resolve, reject with a platform error code, or never settle. */
type Outcome = 'ok' | 'pending' | { code: string }

export type ProfileWizardSnapshot = SnapshotFrom<typeof profileWizardMachine>
export type ProfileWizardTestActor = ReturnType<typeof createActor<typeof profileWizardMachine>>

const never = () => new Promise<never>(() => {})

function settle<T>(outcome: Outcome | undefined, value: T): Promise<T> {
  if (outcome === 'pending') return never()
  if (outcome && outcome !== 'ok') return Promise.reject({ code: outcome.code, message: outcome.code })
  return Promise.resolve(value)
}

/** The reference lists the wizard's forms choose from. */
export const wizardLists: ResumeReferenceLists = {
  countries: educationOptions.countries,
  states: personalDataOptions.states,
  institutions: educationOptions.institutions,
  courses: educationOptions.courses,
  companies: experienceOptions.companies,
  languages: languageOptions.languages,
}

/** The company's questions (one of each html type the site draws) and the requests: core's fixtures. */
export const updateQuestions: readonly ApplicationQuestion[] = UPDATE_QUESTIONS
export const fullRequest: ProfileUpdateRequest = FULL_REQUEST
export const listsRequest: ProfileUpdateRequest = LISTS_ONLY_REQUEST
export const questionsRequest: ProfileUpdateRequest = QUESTIONS_ONLY_REQUEST

/** A portfolio already sent for the file-upload question. */
export const samplePortfolio: AttachedFile = { id: 'f1', name: 'portfolio-ana.pdf', file: '#portfolio' }

/** The entries the candidate already lists, per box. */
export const listedEntries: Record<ResumeSection, readonly SectionItem[]> = {
  education: sampleEducations,
  experience: sampleExperiences,
  language: sampleLanguages,
  cause: [],
  acknowledgement: [],
  certification: [],
}

export const nothingListed: Record<ResumeSection, readonly SectionItem[]> = {
  ...listedEntries,
  education: [],
  experience: [],
  language: [],
}

export interface ProfileWizardFakes {
  /** The request `profileQuestionUpdate` answers (null: nothing pending). */
  request?: ProfileUpdateRequest | null
  load?: Outcome
  profile?: PersonalDataProfile
  personalData?: PersonalDataFakes
  lists?: Record<ResumeSection, readonly SectionItem[]>
  /** 'Não possuo experiência profissional' as the platform keeps it. */
  noExperience?: boolean
  submit?: Outcome
  upload?: Outcome
  removeFile?: Outcome
  /** Spies: what the app would show on / and where it would go. */
  onNotify?: (notice: ProfileWizardNotice) => void
  onNavigate?: (to: string) => void
  onSubmit?: (input: unknown) => void
}

export function fakeProfileWizardMachine(fakes: ProfileWizardFakes = {}) {
  const lists = fakes.lists ?? listedEntries
  let flag = fakes.noExperience ?? false
  const request = fakes.request === undefined ? fullRequest : fakes.request
  const personalData = fakePersonalDataMachine(fakes.profile ?? sampleProfile, fakes.personalData)
  return profileWizardMachine.provide({
    actors: {
      loadRequest: fromPromise(() => settle(fakes.load, request)),
      submitAnswers: fromPromise(({ input }) => {
        fakes.onSubmit?.(input)
        return settle<unknown>(fakes.submit, { success: true })
      }),
      uploadFile: fromPromise(({ input }) =>
        settle<AttachedFile>(fakes.upload, { id: `f-${input.questionId}`, name: input.file.name, file: '#' }),
      ),
      removeFile: fromPromise<unknown, { fileId: string }>(() =>
        settle<unknown>(fakes.removeFile, { success: true }),
      ),
      // The personal data's own fakes, on the machine that tells the wizard it saved.
      personalData: registerPersonalDataMachine.provide({
        actors: personalData.implementations.actors as never,
      }),
      sectionList: sectionListMachine.provide({
        actors: {
          list: fromPromise(async ({ input }) => lists[input.section]),
          save: fromPromise<unknown, SaveInput>(async () => ({ id: 99 })),
          remove: fromPromise<RemoveResult, RemoveInput>(async () => ({ success: true })),
        },
        // The ~100 ms edit delay is real in the app; stories open at once.
        delays: { editModal: 0 },
      }),
      noExperience: noExperienceMachine.provide({
        actors: {
          read: fromPromise(async () => flag),
          save: fromPromise<void, { value: boolean }>(async ({ input }) => {
            flag = input.value
          }),
        },
      }),
    },
    actions: {
      notify: (_, notice) => fakes.onNotify?.(notice),
      navigate: (_, { to }) => fakes.onNavigate?.(to),
    },
  })
}

/** The step on screen, once nothing is under way. */
export const onStep = (step: WizardStep) => (s: ProfileWizardSnapshot) =>
  s.matches({ editing: 'idle' }) && s.context.steps[s.context.stepIndex] === step

/** A step of a scenario: an event to send, or a state to wait for. */
export type ProfileWizardStep = ProfileWizardEvent | ((snapshot: ProfileWizardSnapshot) => boolean)

export interface ProfileWizardScenario {
  input?: Partial<ProfileWizardInput>
  fakes?: ProfileWizardFakes
  /** Walks the wizard with 'Continuar' until this step shows (each step must pass). */
  goTo?: WizardStep
  steps?: ProfileWizardStep[]
  /** The state to wait for before the story renders. */
  until?: (snapshot: ProfileWizardSnapshot) => boolean
}

const isSettled = (s: ProfileWizardSnapshot) =>
  !s.matches('loading') &&
  (!s.matches('editing') ||
    (s.matches({ editing: 'idle' }) &&
      (s.context.children.personalData?.getSnapshot().matches('ready') ?? true)))

/** Starts the machine and plays a scenario, so a story renders the state a designer reviews. */
export async function startProfileWizard({
  input,
  fakes,
  goTo,
  steps = [],
  until,
}: ProfileWizardScenario = {}): Promise<ProfileWizardTestActor> {
  const actor = createActor(fakeProfileWizardMachine(fakes), {
    input: {
      token: 'tok-41',
      candidate: { name: 'Ana Souza', avatar: null },
      now: () => SAMPLE_NOW,
      ...input,
    },
  }).start()
  if (goTo || steps.length > 0) await waitFor(actor, isSettled, { timeout: 2000 })
  if (goTo) {
    while (!onStep(goTo)(actor.getSnapshot())) {
      const before = actor.getSnapshot().context.stepIndex
      actor.send({ type: 'step.next' })
      await waitFor(actor, (s) => s.context.stepIndex !== before || s.context.alert !== null, {
        timeout: 2000,
      })
      if (actor.getSnapshot().context.alert) throw new Error(`the wizard did not reach ${goTo}`)
      await waitFor(actor, isSettled, { timeout: 2000 })
    }
  }
  for (const step of steps) {
    if (typeof step === 'function') await waitFor(actor, step, { timeout: 2000 })
    else actor.send(step)
  }
  if (until) await waitFor(actor, until, { timeout: 2000 })
  return actor
}
