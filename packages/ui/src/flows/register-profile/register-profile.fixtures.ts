// Fake actors for the register pages' stories and tests (not part of the package's build): the real
// register-profile machine with its real personal-data child, the platform calls replaced by promises that
// resolve, reject with a platform error code, or never settle ('pending', for the busy states).
import {
  EDUCATION_LEVEL,
  EDUCATION_STATUS,
  EMPTY_PERSONAL_DATA,
  emptyEducationForm,
  emptyExperienceForm,
  registerPersonalDataMachine,
  registerProfileMachine,
  type ApplicationQuestion,
  type EducationForm,
  type ExperienceForm,
  type PersonalDataForm,
  type PersonalDataProfile,
  type RegisterProfileData,
  type RegisterProfileEvent,
  type RegisterProfileInput,
} from '@carreiras/core'
import { createActor, fromPromise, waitFor, type SnapshotFrom } from 'xstate'
import type { ResumeReferenceLists } from '../../domain/profile/application-resume'
import { filledPersonalData, personalDataOptions } from '../../domain/applications/application-form.fixtures'
import {
  educationOptions,
  experienceOptions,
  languageOptions,
  sampleEducations,
  sampleExperiences,
  sampleLanguages,
} from '../../domain/profile/resume-section.fixtures'

/** What a fake call does: resolve, reject with a platform error code, or never settle. */
type Outcome = 'ok' | 'pending' | { code: string }

export type RegisterProfileSnapshot = SnapshotFrom<typeof registerProfileMachine>

const never = () => new Promise<never>(() => {})

function settle<T>(outcome: Outcome | undefined, value: T): Promise<T> {
  if (outcome === 'pending') return never()
  if (outcome && outcome !== 'ok') return Promise.reject({ code: outcome.code, message: outcome.code })
  return Promise.resolve(value)
}

/** The reference lists the page's forms choose from. */
export const registerLists: ResumeReferenceLists = {
  countries: educationOptions.countries,
  states: personalDataOptions.states,
  institutions: educationOptions.institutions,
  courses: educationOptions.courses,
  companies: experienceOptions.companies,
  languages: languageOptions.languages,
}

const { states: _states, cities: _cities, ...personalDataLists } = personalDataOptions

function profileOf(values: PersonalDataForm): PersonalDataProfile {
  return {
    values,
    documentReadOnly: values.cpf !== '',
    laudos: [],
    avatar: null,
    lists: personalDataLists,
    educations: 0,
    experiences: 0,
    noExperience: false,
  }
}

/** A candidate whose personal data is complete. */
export const completeProfile = profileOf(filledPersonalData)
/** A new account: the sign-up's name and e-mail only. */
export const newAccountProfile = profileOf({
  ...EMPTY_PERSONAL_DATA,
  firstname: 'Bruno',
  lastname: 'Lima',
  email: 'bruno.lima@example.com',
})

export const nothingListed: RegisterProfileData = {
  educations: [],
  experiences: [],
  languages: [],
  noExperience: false,
  talentBankJoinedAt: null,
  additional: [],
}

export const somethingListed: RegisterProfileData = {
  ...nothingListed,
  educations: sampleEducations.slice(0, 1),
  experiences: sampleExperiences.slice(0, 1),
  languages: sampleLanguages.slice(0, 1),
}

export const validEducation: EducationForm = {
  ...emptyEducationForm(),
  stateId: 26,
  level: EDUCATION_LEVEL.undergraduate,
  status: EDUCATION_STATUS.completed,
  institution: { id: 1, name: 'Universidade de São Paulo' },
  course: { id: 1, name: 'Administração' },
  startDate: '02/2012',
  endDate: '12/2016',
}

export const validExperience: ExperienceForm = {
  ...emptyExperienceForm(),
  company: { id: 2, name: 'Lojas Aurora' },
  role: 'Analista Financeira',
  level: 5,
  area: 8,
  responsibilities: 'Conciliação bancária e fechamento mensal.',
  startDate: '03/2021',
  currentOccupation: true,
}

/** The brand's talent-bank questions (aurora's two). */
export const talentBankQuestions: ApplicationQuestion[] = [
  {
    id: 'areas-de-interesse',
    title: 'Em quais áreas você gostaria de trabalhar?',
    required: true,
    hint: 'Escolha quantas quiser.',
    htmlType: 'check_boxes',
    options: ['Lojas e atendimento', 'Crédito e cobrança', 'Tecnologia', 'Seguros'],
    slug: null,
    order: 1,
    eliminatory: false,
  },
  {
    id: 'disponibilidade',
    title: 'Qual é a sua disponibilidade de horário?',
    required: true,
    hint: null,
    htmlType: 'radio_buttons',
    options: ['Manhã', 'Tarde', 'Noite', 'Integral'],
    slug: null,
    order: 2,
    eliminatory: false,
  },
]

export interface RegisterProfileFakes {
  profile?: PersonalDataProfile
  load?: Outcome
  data?: RegisterProfileData
  personalDataLoad?: Outcome
  savePersonalData?: Outcome
  saveEntry?: Outcome
  saveNoExperience?: Outcome
  join?: Outcome
}

let nextId = 100

export function fakeRegisterProfileMachine(fakes: RegisterProfileFakes = {}) {
  const profile = fakes.profile ?? completeProfile
  return registerProfileMachine.provide({
    actors: {
      personalData: registerPersonalDataMachine.provide({
        actors: {
          loadProfile: fromPromise(() => settle(fakes.personalDataLoad, profile)),
          savePersonalData: fromPromise(() => settle<unknown>(fakes.savePersonalData, { success: true })),
          lookupPostalCode: fromPromise(async () => ({
            street: 'Avenida Paulista',
            neighborhood: 'Bela Vista',
            stateAbbr: 'SP',
            city: 'São Paulo',
          })),
          loadCities: fromPromise(async ({ input }) => ({
            state: input.state,
            cities: ['Campinas', 'Guarulhos', 'Santos', 'São Paulo'],
          })),
          uploadLaudo: fromPromise(async ({ input }) => ({ id: 'l1', name: input.file.name, file: '#' })),
          removeLaudo: fromPromise<unknown, { fileId: string }>(async () => ({ success: true })),
          uploadAvatar: fromPromise(async ({ input }) => input.image),
        },
      }),
      loadRegisterProfile: fromPromise(() => settle(fakes.load, fakes.data ?? nothingListed)),
      saveEntry: fromPromise(({ input }) =>
        settle(fakes.saveEntry, { ...input.values, id: ++nextId } as never),
      ),
      saveNoExperience: fromPromise(() => settle<unknown>(fakes.saveNoExperience, { success: true })),
      joinTalentBank: fromPromise(() => settle<unknown>(fakes.join, { success: true })),
    },
  })
}

/** A step of a scenario: an event to send, 'fill' (valid forms in every section) or a state to wait for. */
export type RegisterProfileStep =
  RegisterProfileEvent | 'fill' | 'answer' | ((snapshot: RegisterProfileSnapshot) => boolean)

export interface RegisterProfileScenario {
  input?: Partial<RegisterProfileInput>
  fakes?: RegisterProfileFakes
  steps?: RegisterProfileStep[]
  /** The state to wait for before the story renders. */
  until?: (snapshot: RegisterProfileSnapshot) => boolean
}

/** The page is loaded (its lists and the child's profile). */
export const ready = (s: RegisterProfileSnapshot) =>
  s.matches('filling') && s.context.personalData.getSnapshot().matches('ready')

function fill(actor: ReturnType<typeof createActor<typeof registerProfileMachine>>) {
  const { drafts } = actor.getSnapshot().context
  const first = <V>(list: { key: string; values: V }[], fallback: string) => list[0]?.key ?? fallback
  actor.send({
    type: 'drafts.change',
    section: 'education',
    drafts: [{ key: first(drafts.education, 'e1'), values: validEducation }],
  })
  actor.send({
    type: 'drafts.change',
    section: 'experience',
    drafts: [{ key: first(drafts.experience, 'x1'), values: validExperience }],
  })
  actor.send({
    type: 'drafts.change',
    section: 'language',
    drafts: [{ key: first(drafts.language, 'l1'), values: { id: null, language: 1, proficiency: 3 } }],
  })
}

/** Starts the machine and plays a scenario, so a story renders the state a designer reviews. */
export async function startRegisterProfile({
  input,
  fakes,
  steps = [],
  until,
}: RegisterProfileScenario = {}) {
  const actor = createActor(fakeRegisterProfileMachine(fakes), {
    input: { variant: 'register', companyId: 6562, ...input },
  }).start()
  if (steps.length > 0) await waitFor(actor, ready, { timeout: 2000 })
  for (const step of steps) {
    if (step === 'fill') fill(actor)
    else if (step === 'answer') {
      actor.send({ type: 'answer.change', id: 'areas-de-interesse', value: 'Tecnologia' })
      actor.send({ type: 'answer.change', id: 'disponibilidade', value: 'Manhã' })
    } else if (typeof step === 'function') await waitFor(actor, step, { timeout: 2000 })
    else actor.send(step)
  }
  if (until) await waitFor(actor, until, { timeout: 2000 })
  return actor
}
