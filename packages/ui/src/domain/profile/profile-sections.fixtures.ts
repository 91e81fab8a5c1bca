// Sample records of the profile's simpler boxes (causes, acknowledgements, certifications, skills) and a
// skills actor with fake platform calls, for the stories and tests (not part of the package's build).
// The section-list boxes start with resume-section.fixtures' `startSectionList`.
import {
  noExperienceMachine,
  skillsMachine,
  type AcknowledgementRecord,
  type CauseRecord,
  type CertificationRecord,
  type SkillsEvent,
} from '@carreiras/core'
import { createActor, fromPromise, waitFor, type SnapshotFrom } from 'xstate'
import type { CauseOptions } from './cause-form'
import type { NoExperienceActor } from './profile-resume'
import type { SkillsActor } from './skills-section'

const causeOptions: CauseOptions = {
  areas: [
    { id: 1, name: 'Assistência Social' },
    { id: 4, name: 'Cultura e Arte' },
    { id: 9, name: 'Educação' },
    { id: 16, name: 'Meio Ambiente' },
  ],
  countries: [
    { id: 1, name: 'Argentina' },
    { id: 31, name: 'Brasil' },
    { id: 45, name: 'Portugal' },
  ],
}

const sampleCauses: CauseRecord[] = [
  {
    id: 1,
    organization: 'Instituto Aprender Junto',
    area: 9,
    country: 'Brasil',
    start_date: '03/2019',
    end_date: '12/2021',
    responsabilities: 'Aulas de reforço de matemática para estudantes do ensino fundamental, aos sábados.',
  },
  {
    id: 2,
    organization: 'Mutirão Verde',
    area: 16,
    country: null,
    start_date: '05/2023',
    end_date: null,
    responsabilities: null,
  },
]

const longCause: CauseRecord = {
  id: 9,
  organization:
    'Associação Comunitária de Apoio às Famílias em Situação de Vulnerabilidade Social do Extremo Sul Paulistano',
  area: 1,
  country: 'Brasil',
  start_date: '01/2015',
  end_date: '06/2018',
  responsabilities:
    'Organização das campanhas de arrecadação de alimentos, cadastro das famílias atendidas, coordenação de trinta voluntários e prestação de contas mensal para os doadores e parceiros institucionais.',
}

const sampleAcknowledgements: AcknowledgementRecord[] = [
  {
    id: 1,
    title: 'Colaboradora Destaque do Ano',
    date: '12/2023',
    description: 'Reconhecimento pela condução do projeto de redução de filas nas lojas da região Sul.',
  },
  { id: 2, title: 'Menção honrosa na Olimpíada de Matemática', date: '10/2012', description: null },
]

const sampleCertifications: CertificationRecord[] = [
  { id: 1, description: 'Microsoft Azure Fundamentals', code: 'AZ-900', expires_at: '12/2027' },
  { id: 2, description: 'Certificação Profissional ANBIMA – CPA-10', code: null, expires_at: null },
]

const sampleSkills = ['Atendimento ao cliente', 'Excel avançado', 'Power BI', 'Negociação']

/** What a fake call does: resolve, reject, or never settle. */
type Outcome = 'ok' | 'pending' | 'error'

type SkillsSnapshot = SnapshotFrom<typeof skillsMachine>
/** A step before the story renders: an event sent, or a snapshot waited for. */
type SkillsStep = SkillsEvent | ((snapshot: SkillsSnapshot) => boolean)

type SkillsScenario = {
  skills: readonly string[]
  fakes?: { list?: Outcome; save?: Outcome }
  steps?: SkillsStep[]
  /** Called with each saved list. */
  onSave?: (skills: string[]) => void
}

const settle = <T>(outcome: Outcome | undefined, value: T): Promise<T> =>
  outcome === 'pending'
    ? new Promise<T>(() => {})
    : outcome === 'error'
      ? Promise.reject(new Error('PLATFORM_ERROR'))
      : Promise.resolve(value)

/** A started skills actor with fake calls, played up to the scenario's last step. */
async function startSkills({ skills, fakes = {}, steps = [], onSave }: SkillsScenario): Promise<SkillsActor> {
  let stored = [...skills]
  const machine = skillsMachine.provide({
    actors: {
      list: fromPromise(() => settle(fakes.list, [...stored])),
      save: fromPromise(async ({ input }) => {
        onSave?.(input.skills)
        const saved = await settle(fakes.save, [...input.skills])
        stored = saved
        return saved
      }),
    },
  })
  const actor = createActor(machine)
  actor.start()
  if (fakes.list !== 'pending') await waitFor(actor, (s) => !s.matches('loading'))
  for (const step of steps) {
    if (typeof step === 'function') await waitFor(actor, step, { timeout: 2000 })
    else actor.send(step)
  }
  return actor
}

type NoExperienceScenario = {
  /** The flag as the platform keeps it. */
  saved: boolean
  fakes?: { read?: Outcome; save?: Outcome }
  /** Changes played before the story renders (each waits for the save to settle, unless pending). */
  changes?: boolean[]
}

/** A started no-experience actor with fake calls. */
async function startNoExperience({
  saved,
  fakes = {},
  changes = [],
}: NoExperienceScenario): Promise<NoExperienceActor> {
  let stored = saved
  const machine = noExperienceMachine.provide({
    actors: {
      read: fromPromise(() => settle(fakes.read, stored)),
      save: fromPromise(async ({ input }) => {
        await settle(fakes.save, undefined)
        stored = input.value
      }),
    },
  })
  const actor = createActor(machine)
  actor.start()
  if (fakes.read !== 'pending') await waitFor(actor, (s) => !s.matches('loading'))
  for (const value of changes) {
    actor.send({ type: 'flag.change', value })
    if (fakes.save !== 'pending') await waitFor(actor, (s) => s.matches('idle'))
  }
  return actor
}

export {
  causeOptions,
  longCause,
  sampleAcknowledgements,
  sampleCauses,
  sampleCertifications,
  sampleSkills,
  startNoExperience,
  startSkills,
}
export type { NoExperienceScenario, SkillsScenario, SkillsStep }
