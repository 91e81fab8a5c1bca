// Sample reference lists and records of the résumé sections, and a section-list actor with fake
// platform calls, for the stories and tests (not part of the package's build).
import {
  BRAZIL_COUNTRY_ID,
  EDUCATION_LEVEL,
  EDUCATION_LEVELS,
  EDUCATION_PERIODS,
  EDUCATION_STATUS,
  EDUCATION_STATUSES,
  LANGUAGE_PROFICIENCIES,
  PROFESSIONAL_EXPERIENCE_AREAS,
  PROFESSIONAL_EXPERIENCE_LEVELS,
  sectionListMachine,
  type EducationRecord,
  type ExperienceRecord,
  type LanguageRecord,
  type ResumeSection,
  type SectionItem,
  type SectionListEvent,
} from '@carreiras/core'
import { createActor, fromPromise, waitFor, type SnapshotFrom } from 'xstate'
import type { EducationOptions } from './education-form'
import type { ExperienceOptions } from './experience-form'
import type { LanguageOptions } from './language-form'
import type { SectionListActor } from './resume-section'

/** Stories and tests read dates against this day (São Paulo): June 2025. */
const SAMPLE_NOW = new Date('2025-06-15T12:00:00-03:00')

const educationOptions: EducationOptions = {
  countries: [
    { id: 1, name: 'Argentina' },
    { id: BRAZIL_COUNTRY_ID, name: 'Brasil' },
    { id: 45, name: 'Portugal' },
  ],
  states: [
    { id: 14, name: 'Minas Gerais' },
    { id: 20, name: 'Rio de Janeiro' },
    { id: 26, name: 'São Paulo' },
  ],
  institutions: [
    { id: 1, name: 'Universidade de São Paulo' },
    { id: 2, name: 'Universidade Estadual de Campinas' },
    { id: 3, name: 'Universidade Federal de Minas Gerais' },
    { id: 4, name: 'Fundação Getulio Vargas' },
  ],
  courses: [
    { id: 1, name: 'Administração' },
    { id: 2, name: 'Ciência da Computação' },
    { id: 3, name: 'Engenharia de Produção' },
    { id: 4, name: 'Gestão Financeira' },
  ],
  levels: EDUCATION_LEVELS,
  statuses: EDUCATION_STATUSES,
  periods: EDUCATION_PERIODS,
}

const experienceOptions: ExperienceOptions = {
  companies: [
    'Banco Horizonte',
    'Lojas Aurora',
    'Mercado Central',
    'Distribuidora Sul',
    'Tecnologia Paulista',
    'Atacado Norte',
    'Farmácia Vida',
    'Construtora Alvorada',
    'Logística Brasil',
    'Consultoria Prisma',
    'Editora Horizonte',
    'Hotel Bela Vista',
  ].map((name, index) => ({ id: index + 1, name })),
  levels: PROFESSIONAL_EXPERIENCE_LEVELS,
  areas: PROFESSIONAL_EXPERIENCE_AREAS,
}

const languageOptions: LanguageOptions = {
  languages: [
    { id: 1, name: 'Inglês' },
    { id: 2, name: 'Espanhol' },
    { id: 3, name: 'Francês' },
    { id: 4, name: 'Libras' },
  ],
  proficiencies: LANGUAGE_PROFICIENCIES,
}

const education = (record: Partial<EducationRecord> & { id: number }): EducationRecord => ({
  countryId: BRAZIL_COUNTRY_ID,
  stateId: 26,
  level: EDUCATION_LEVEL.undergraduate,
  institutionId: null,
  institutionName: null,
  courseId: null,
  courseName: null,
  status: EDUCATION_STATUS.completed,
  campus: null,
  startDate: null,
  endDate: null,
  period: null,
  ...record,
})

const sampleEducations: EducationRecord[] = [
  education({ id: 1, institutionId: 1, courseId: 1, startDate: '02/2012', endDate: '12/2016' }),
  education({
    id: 2,
    level: EDUCATION_LEVEL.postgraduate,
    institutionId: 4,
    courseId: 4,
    status: EDUCATION_STATUS.studying,
    campus: 'Paulista',
    period: 3,
    startDate: '03/2024',
    endDate: '12/2026',
  }),
  education({
    id: 3,
    level: EDUCATION_LEVEL.highSchool,
    status: EDUCATION_STATUS.completed,
    startDate: '02/2008',
    endDate: '12/2010',
  }),
]

const longEducation = education({
  id: 9,
  institutionName:
    'Instituto Tecnológico de Formação Profissional e Desenvolvimento Humano do Vale do Paraíba Paulista',
  courseName:
    'Tecnologia em Análise e Desenvolvimento de Sistemas com Ênfase em Segurança da Informação e Computação em Nuvem',
  startDate: '01/2017',
  endDate: '12/2019',
})

const experience = (record: Partial<ExperienceRecord> & { id: number }): ExperienceRecord => ({
  companyId: null,
  company: null,
  role: null,
  responsabilities: null,
  startYear: null,
  endYear: null,
  level: 5,
  area: 8,
  currentOccupation: false,
  occupations: null,
  ...record,
})

const sampleExperiences: ExperienceRecord[] = [
  experience({
    id: 1,
    companyId: 2,
    role: 'Analista Financeira',
    responsabilities: 'Conciliação bancária, fechamento mensal e relatórios gerenciais para a diretoria.',
    startYear: '03/2021',
    currentOccupation: true,
  }),
  experience({
    id: 2,
    company: 'Padaria Pão Quente',
    role: 'Assistente Administrativa',
    level: 4,
    area: 'Outros',
    responsabilities: 'Atendimento a fornecedores, controle de estoque e emissão de notas fiscais.',
    startYear: '01/2017',
    endYear: '02/2021',
  }),
]

const longExperience = experience({
  id: 9,
  company: 'Companhia Brasileira de Distribuição, Logística e Serviços Integrados de Varejo e Atacado',
  role: 'Coordenadora de Planejamento Estratégico, Inteligência de Mercado e Relacionamento com Grandes Contas',
  responsabilities:
    'Planejamento do orçamento anual das lojas da região Sudeste, acompanhamento semanal dos indicadores de venda e margem, negociação com fornecedores estratégicos, condução de projetos de expansão e treinamento das equipes de gerentes.',
  startYear: '05/2015',
  endYear: '08/2020',
  level: 7,
})

const sampleLanguages: LanguageRecord[] = [
  { id: 1, language: 1, proficiency: 3 },
  { id: 2, language: 2, proficiency: 2 },
]

/** What a fake call does: resolve, reject, never settle ('pending'), or answer `success: false`. */
type Outcome = 'ok' | 'pending' | 'error'

const never = () => new Promise<never>(() => {})
function settle<T>(outcome: Outcome | undefined, value: T): Promise<T> {
  if (outcome === 'pending') return never()
  if (outcome === 'error') return Promise.reject(new Error('PLATFORM_ERROR'))
  return Promise.resolve(value)
}

type SectionFakes = {
  list?: Outcome
  save?: Outcome
  remove?: Outcome | 'refused'
}

type SectionSnapshot = SnapshotFrom<typeof sectionListMachine>
/** A step before the story renders: an event sent, or a snapshot waited for. */
type SectionStep = SectionListEvent | ((snapshot: SectionSnapshot) => boolean)

type SectionScenario = {
  section: ResumeSection
  items: readonly SectionItem[]
  fakes?: SectionFakes
  steps?: SectionStep[]
  /** Called with each save's input (tests and stories' spies). */
  onSave?: (input: unknown) => void
}

/** A started section-list actor with fake calls, played up to the scenario's last step. */
async function startSectionList({
  section,
  items,
  fakes = {},
  steps = [],
  onSave,
}: SectionScenario): Promise<SectionListActor> {
  let listed = [...items]
  const machine = sectionListMachine.provide({
    actors: {
      list: fromPromise(() => settle<readonly SectionItem[]>(fakes.list, listed)),
      save: fromPromise(async ({ input }) => {
        onSave?.(input)
        return settle(fakes.save, { id: 99 })
      }),
      remove: fromPromise(async ({ input }) => {
        if (fakes.remove === 'refused') return { success: false }
        const result = await settle(fakes.remove, { success: true })
        listed = listed.filter((item) => item.id !== input.id)
        return result
      }),
    },
    // The ~100 ms edit delay is real in the app; stories open at once.
    delays: { editModal: 0 },
  })
  const actor = createActor(machine, { input: { section } })
  actor.start()
  if (fakes.list !== 'pending') await waitFor(actor, (s) => !s.matches('loading'))
  for (const step of steps) {
    if (typeof step === 'function') await waitFor(actor, step, { timeout: 2000 })
    else actor.send(step)
  }
  return actor
}

export {
  SAMPLE_NOW,
  educationOptions,
  experienceOptions,
  languageOptions,
  longEducation,
  longExperience,
  sampleEducations,
  sampleExperiences,
  sampleLanguages,
  startSectionList,
}
export type { SectionFakes, SectionScenario, SectionStep }
