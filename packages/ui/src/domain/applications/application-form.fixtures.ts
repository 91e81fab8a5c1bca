// Sample reference lists, personal data, questions and files of the application form, for the stories
// and tests (not part of the package's build). Rules and errors come from core, as the flow computes them.
import {
  EMPTY_FORM_STRUCTURE,
  EMPTY_PERSONAL_DATA,
  isForeignNationality,
  personalDataFieldRules,
  personalDataIssues,
  type ApplicationQuestion,
  type AttachedFile,
  type FormStructure,
  type PersonalDataForm,
  type PersonalDataRules,
} from '@carreiras/core'
import type { PersonalDataOptions } from '../profile/personal-data-form'

/** Stories and tests check ages against this day. */
const SAMPLE_TODAY = new Date('2026-03-10T12:00:00-03:00')

const items = (...names: string[]) => names.map((name, index) => ({ id: index + 1, name }))

const personalDataOptions: PersonalDataOptions = {
  pronouns: items('Ela/dela', 'Ele/dele', 'Elu/delu', 'Prefiro não informar'),
  races: items('Amarela', 'Branca', 'Indígena', 'Parda', 'Preta', 'Prefiro não informar'),
  genders: items(
    'Mulher cisgênero',
    'Homem cisgênero',
    'Mulher transgênero',
    'Homem transgênero',
    'Não binário',
    'Prefiro não informar',
  ),
  sexualOrientations: items(
    'Assexual',
    'Bissexual',
    'Gay',
    'Heterossexual',
    'Lésbica',
    'Pansexual',
    'Prefiro não informar',
  ),
  countries: [
    { id: 10, name: 'Argentina' },
    { id: 31, name: 'Brasil' },
    { id: 47, name: 'Colômbia' },
    { id: 93, name: 'Haiti' },
    { id: 171, name: 'Portugal' },
    { id: 232, name: 'Venezuela' },
  ],
  incomes: items(
    'Até 1 salário mínimo',
    'De 1 a 3 salários mínimos',
    'De 3 a 5 salários mínimos',
    'Acima de 5 salários mínimos',
  ),
  familyIncomes: items(
    'Até 2 salários mínimos',
    'De 2 a 5 salários mínimos',
    'De 5 a 10 salários mínimos',
    'Acima de 10 salários mínimos',
  ),
  maritalStatuses: items('Solteiro(a)', 'Casado(a)', 'União estável', 'Divorciado(a)', 'Viúvo(a)'),
  disabilities: items(
    'Auditiva',
    'Física',
    'Intelectual',
    'Visual',
    'Múltipla',
    'Transtorno do Espectro Autista',
  ),
  states: [
    { id: 14, name: 'Minas Gerais' },
    { id: 20, name: 'Rio de Janeiro' },
    { id: 26, name: 'São Paulo' },
  ],
  cities: items('Campinas', 'Guarulhos', 'Santos', 'São Paulo'),
}

const emptyPersonalData: PersonalDataForm = { ...EMPTY_PERSONAL_DATA }

const filledPersonalData: PersonalDataForm = {
  ...EMPTY_PERSONAL_DATA,
  pronoun: '1',
  firstname: 'Ana',
  lastname: 'Souza Lima',
  social_name: '',
  email: 'ana.souza@example.com',
  phone: '(11) 98765-4321',
  race_and_ethnicity: '4',
  gender: '1',
  sexual_orientation: '4',
  birthday: '14/05/1995',
  nationality: 'Brasil',
  cpf: '529.982.247-25',
  personal_income: '2',
  family_income: '2',
  marital_status: '1',
  has_disability: false,
  need_help_selection_process: false,
  zipcode: '01310-100',
  street: 'Avenida Paulista',
  number: '1578',
  complement: 'Apto 42',
  neighborhood: 'Bela Vista',
  state: '26',
  city: 'São Paulo',
  what_do_you_love: '',
}

const foreignPersonalData: PersonalDataForm = {
  ...filledPersonalData,
  firstname: 'Valentina',
  lastname: 'Pérez García',
  nationality: 'Venezuela',
  cpf: '',
  passport: 'V123456789',
}

const laudos: AttachedFile[] = [
  { id: 'laudo-1', name: 'laudo-medico-2025.pdf', file: '/arquivos/laudo-medico-2025.pdf' },
]

/** The ficha of an opportunity that asks for some fields only (others hidden). */
const fichaStructure: FormStructure = {
  ...EMPTY_FORM_STRUCTURE,
  personalData: {
    pronoun: 'optional',
    email: 'required',
    phone: 'required',
    race_and_ethnicity: 'optional',
    gender: 'optional',
    birthday: 'required',
    nationality: 'required',
    cpf: 'required',
    passport: 'required',
    has_disability: 'required',
    need_help_selection_process: 'optional',
    zipcode: 'required',
    street: 'required',
    number: 'required',
    neighborhood: 'required',
    state: 'required',
    city: 'required',
  },
}

/** Rules as the profile pages compute them (every field shown) or, with a structure, as the ficha does. */
function sampleRules(values: PersonalDataForm, structure?: FormStructure): PersonalDataRules {
  return personalDataFieldRules(
    values,
    structure ? { onFicha: true, structure } : { onFicha: false, structure: EMPTY_FORM_STRUCTURE },
  )
}

/** Each field's first broken rule, keyed by field, as the flow shows them after a submit. */
function sampleErrors(values: PersonalDataForm, structure?: FormStructure): Record<string, string> {
  const issues = personalDataIssues(values, {
    onFicha: Boolean(structure),
    structure: structure ?? EMPTY_FORM_STRUCTURE,
    today: SAMPLE_TODAY,
  })
  return Object.fromEntries(issues.map((issue) => [issue.field, issue.message]))
}

const isForeigner = (values: PersonalDataForm) => isForeignNationality(values.nationality)

const question = (
  q: Omit<ApplicationQuestion, 'order' | 'eliminatory' | 'slug' | 'hint'> & Partial<ApplicationQuestion>,
  order: number,
): ApplicationQuestion => ({
  slug: null,
  hint: null,
  eliminatory: false,
  order,
  ...q,
})

/** One question of each html type. */
const sampleQuestions: ApplicationQuestion[] = [
  question(
    {
      id: '101',
      title: 'Nome completo da sua mãe',
      required: true,
      htmlType: 'text',
      options: [],
      slug: 'mae',
      hint: 'Como consta no seu documento de identidade.',
    },
    1,
  ),
  question(
    {
      id: '102',
      title: 'Qual é a sua disponibilidade de horário?',
      required: true,
      htmlType: 'select',
      options: ['Manhã', 'Tarde', 'Noite', 'Integral'],
    },
    2,
  ),
  question(
    {
      id: '103',
      title: 'Você possui CNH categoria B?',
      required: true,
      htmlType: 'radio_buttons',
      options: ['Sim', 'Não'],
      eliminatory: true,
    },
    3,
  ),
  question(
    {
      id: '104',
      title: 'Quais ferramentas você já usou no trabalho?',
      required: false,
      htmlType: 'check_boxes',
      options: ['Excel', 'Power BI', 'SQL', 'Python'],
      hint: 'Marque todas as que se aplicam.',
    },
    4,
  ),
  question(
    {
      id: '105',
      title: 'Anexe seu portfólio',
      required: true,
      htmlType: 'file_upload',
      options: [],
      hint: 'Um único arquivo com seus trabalhos mais recentes.',
    },
    5,
  ),
]

const sampleAnswers: Record<string, string> = {
  '101': 'Maria Aparecida Souza',
  '102': 'Tarde',
  '103': 'Sim',
  '104': 'Excel;SQL',
}

const sampleAttachments: Record<string, AttachedFile[]> = {
  '105': [{ id: 'file-1', name: 'portfolio-ana-souza.pdf', file: '/arquivos/portfolio-ana-souza.pdf' }],
}

const sampleDomains = ['empresa.com.br', 'grupo-empresa.com.br']

export {
  SAMPLE_TODAY,
  emptyPersonalData,
  fichaStructure,
  filledPersonalData,
  foreignPersonalData,
  isForeigner,
  laudos,
  personalDataOptions,
  sampleAnswers,
  sampleAttachments,
  sampleDomains,
  sampleErrors,
  sampleQuestions,
  sampleRules,
}
