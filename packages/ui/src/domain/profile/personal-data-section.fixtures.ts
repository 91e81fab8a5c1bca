// Fake actors for the personal data's stories and tests: the real personal-data machine, with the
// platform calls replaced by promises that resolve, reject with a platform error code, or never settle
// ('pending', for the busy states). Not part of the package's build (stories and tests only).
import {
  EMPTY_PERSONAL_DATA,
  personalDataMachine,
  type PersonalDataForm,
  type PersonalDataMachineInput,
  type PersonalDataProfile,
  type SavePersonalDataOffFichaInput,
} from '@carreiras/core'
import { createActor, fromPromise, waitFor, type SnapshotFrom } from 'xstate'
import { filledPersonalData, laudos, personalDataOptions } from '../applications/application-form.fixtures'

/** What a fake call does: resolve, reject with a platform error code, or never settle. */
type Outcome = 'ok' | 'pending' | { code: string }

export type PersonalDataSnapshot = SnapshotFrom<typeof personalDataMachine>
export type PersonalDataTestActor = ReturnType<typeof createActor<typeof personalDataMachine>>

const { states: sampleStates, cities: _cities, ...samplePersonalDataLists } = personalDataOptions

/** The ficha's sample candidate, with a disability, a medical report and the help she asked for. */
export const samplePersonalData: PersonalDataForm = {
  ...filledPersonalData,
  has_disability: true,
  disabilities: ['1'],
  need_help_selection_process: true,
  description_help_selection_process: 'Intérprete de Libras nas entrevistas',
}

export { sampleStates, samplePersonalDataLists }

export const sampleProfile: PersonalDataProfile = {
  values: samplePersonalData,
  documentReadOnly: true,
  laudos,
  avatar: null,
  lists: samplePersonalDataLists,
  educations: 1,
  experiences: 2,
  noExperience: false,
}

/** A new account: the sign-up's name and e-mail only. */
export const emptyProfile: PersonalDataProfile = {
  values: { ...EMPTY_PERSONAL_DATA, firstname: 'Bruno', lastname: 'Lima', email: 'bruno.lima@example.com' },
  documentReadOnly: false,
  laudos: [],
  avatar: null,
  lists: samplePersonalDataLists,
  educations: 0,
  experiences: 0,
  noExperience: false,
}

export interface PersonalDataFakes {
  load?: Outcome
  save?: Outcome
  upload?: Outcome
  remove?: Outcome
  avatar?: Outcome
  lookup?: Outcome
}

const never = () => new Promise<never>(() => {})

function settle<T>(outcome: Outcome | undefined, value: T): Promise<T> {
  if (outcome === 'pending') return never()
  if (outcome && outcome !== 'ok') return Promise.reject({ code: outcome.code, message: outcome.code })
  return Promise.resolve(value)
}

/** The machine with fake platform calls; saves are kept, so the re-read shows what was saved. */
export function fakePersonalDataMachine(profile: PersonalDataProfile, fakes: PersonalDataFakes = {}) {
  let stored = profile
  let loads = 0
  return personalDataMachine.provide({
    actors: {
      // The first read follows `load`; the re-read after a save always answers.
      loadProfile: fromPromise(() => (loads++ === 0 ? settle(fakes.load, stored) : Promise.resolve(stored))),
      savePersonalData: fromPromise<unknown, SavePersonalDataOffFichaInput>(({ input }) =>
        settle(fakes.save, null).then(() => {
          stored = { ...stored, values: input.values }
          return { success: true }
        }),
      ),
      lookupPostalCode: fromPromise(() =>
        settle(fakes.lookup, {
          street: 'Rua Augusta',
          neighborhood: 'Consolação',
          stateAbbr: 'SP',
          city: 'São Paulo',
        }),
      ),
      loadCities: fromPromise(({ input }) =>
        Promise.resolve({ state: input.state, cities: ['Campinas', 'Santos', 'São Paulo'] }),
      ),
      uploadLaudo: fromPromise(({ input }) =>
        settle(fakes.upload, { id: String(Date.now()), name: input.file.name, file: '#' }),
      ),
      removeLaudo: fromPromise<unknown, { fileId: string }>(() => settle(fakes.remove, { success: true })),
      uploadAvatar: fromPromise(({ input }) => settle(fakes.avatar, input.image)),
    },
  })
}

export interface PersonalDataScenario {
  profile?: PersonalDataProfile
  fakes?: PersonalDataFakes
  input?: Partial<PersonalDataMachineInput>
  /** Sent once the profile is read (e.g. open the form, change a field, save). */
  events?: Parameters<PersonalDataTestActor['send']>[0][]
  /** The state to wait for before the story renders. */
  until?: (snapshot: PersonalDataSnapshot) => boolean
}

/** Starts the machine and plays a scenario, so a story renders the state a designer reviews. */
export async function startPersonalData({
  profile = sampleProfile,
  fakes,
  input,
  events = [],
  until,
}: PersonalDataScenario = {}): Promise<PersonalDataTestActor> {
  const actor = createActor(fakePersonalDataMachine(profile, fakes), {
    input: { context: 'profile', now: () => new Date('2025-06-01T12:00:00Z'), ...input },
  }).start()
  if (events.length > 0) {
    await waitFor(actor, (s) => s.matches('ready'), { timeout: 2000 })
    for (const event of events) {
      actor.send(event)
      // The edit modal opens after about 100 ms.
      if (event.type === 'edit.open') await waitFor(actor, (s) => s.matches({ ready: { form: 'editing' } }))
    }
  }
  if (until) await waitFor(actor, until, { timeout: 2000 })
  return actor
}

export const isEditing = (s: PersonalDataSnapshot) => s.matches({ ready: { form: 'editing' } })
export const isViewing = (s: PersonalDataSnapshot) => s.matches({ ready: { form: 'viewing' } })
