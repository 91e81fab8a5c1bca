// Data of the application issue: the personal-data reference lists (genders, pronouns, race and ethnicity,
// incomes, marital status, disabilities, sexual orientations), the seeded openings' application questions and
// their form structures.
//
// Questions (fixed ids, so tests and journeys can rely on them):
//   100001 'Analista de Crédito Pleno': one question of every html type, and one eliminatory question
//     1001 text, required, slug `mae`        'Nome completo da mãe'
//     1002 text, required, slug `rg`         'RG'
//     1003 select, required                  'Qual é o seu nível de conhecimento em Excel?'
//     1004 radio_buttons, required           'Você possui certificação Anbima (CPA-10 ou CPA-20)?'
//     1005 check_boxes, optional             'Quais birôs de crédito você já utilizou?'
//     1006 file_upload, required             'Currículo em PDF'
//     1007 radio_buttons, required, eliminatory ('Não' eliminates)
//          'Você tem disponibilidade para trabalhar presencialmente em São Paulo?'
//   100003 'Assistente Administrativo(a) – PcD'
//     3001 text, required                    'Conte brevemente por que você se interessou por esta vaga.'
//   200528 'Analista de Riscos Sênior' (applying again, docs/apply-again.md)
//     5001 select, optional, no slug         'Qual é o seu nível de conhecimento em Excel?' (1003's text)
// Form structures: 100001 asks for almost everything (all three résumé sections required); every other
// seeded opening gets DEFAULT_FORM_STRUCTURE (and an opening the seed did not write answers it too).
import { PERSONAL_DATA_FIELDS } from '@carreiras/core'
import type { QuestionHtmlType } from './schema.js'

const list = (names: readonly string[]) => names.map((name, i) => ({ id: i + 1, name }))

/** Identidade de gênero. */
export const SEED_GENDERS = list([
  'Mulher cisgênero',
  'Homem cisgênero',
  'Mulher transgênero',
  'Homem transgênero',
  'Pessoa não binária',
  'Outra identidade de gênero',
  'Prefiro não responder',
])

export const SEED_PRONOUNS = list(['Ela/dela', 'Ele/dele', 'Elu/delu', 'Prefiro não responder'])

/** The IBGE classification (cor ou raça). */
export const SEED_RACE_AND_ETHNICITIES = list([
  'Amarela',
  'Branca',
  'Indígena',
  'Parda',
  'Preta',
  'Prefiro não responder',
])

export const SEED_SEXUAL_ORIENTATIONS = list([
  'Assexual',
  'Bissexual',
  'Heterossexual',
  'Homossexual',
  'Pansexual',
  'Outra orientação sexual',
  'Prefiro não responder',
])

const INCOME_BRACKETS = [
  'Sem renda',
  'Até 1 salário mínimo',
  'De 1 a 2 salários mínimos',
  'De 2 a 3 salários mínimos',
  'De 3 a 5 salários mínimos',
  'De 5 a 10 salários mínimos',
  'Acima de 10 salários mínimos',
  'Prefiro não responder',
]

export const SEED_PERSONAL_INCOMES = list(INCOME_BRACKETS)
export const SEED_FAMILY_INCOMES = list(INCOME_BRACKETS)

export const SEED_MARITAL_STATUSES = list([
  'Solteiro(a)',
  'Casado(a)',
  'União estável',
  'Separado(a)',
  'Divorciado(a)',
  'Viúvo(a)',
])

export const SEED_DISABILITIES = list([
  'Deficiência física',
  'Deficiência auditiva',
  'Deficiência visual',
  'Deficiência intelectual',
  'Deficiência psicossocial',
  'Deficiência múltipla',
  'Transtorno do Espectro Autista (TEA)',
  'Reabilitado(a) pelo INSS',
])

// ── Questions ───────────────────────────────────────────────────────────────────────────────────

export interface SeedQuestion {
  id: number
  opportunityId: number
  title: string
  htmlType: QuestionHtmlType
  required: boolean
  order: number
  slug: string | null
  hint?: string
  options?: string[]
  eliminatoryAnswers?: string[]
  eliminatoryTemplate?: string
}

export const ELIMINATORY_QUESTION_ID = 1007
export const ELIMINATORY_TEMPLATE =
  '<p>Obrigado pelo interesse! Para esta vaga é necessário trabalhar presencialmente em São Paulo.</p>'

export const SEED_QUESTIONS: readonly SeedQuestion[] = [
  {
    id: 1001,
    opportunityId: 100_001,
    title: 'Nome completo da mãe',
    htmlType: 'text',
    required: true,
    order: 1,
    slug: 'mae',
    hint: 'Sem abreviações.',
  },
  { id: 1002, opportunityId: 100_001, title: 'RG', htmlType: 'text', required: true, order: 2, slug: 'rg' },
  {
    id: 1003,
    opportunityId: 100_001,
    title: 'Qual é o seu nível de conhecimento em Excel?',
    htmlType: 'select',
    required: true,
    order: 3,
    slug: 'nivel-excel',
    options: ['Básico', 'Intermediário', 'Avançado'],
  },
  {
    id: 1004,
    opportunityId: 100_001,
    title: 'Você possui certificação Anbima (CPA-10 ou CPA-20)?',
    htmlType: 'radio_buttons',
    required: true,
    order: 4,
    slug: 'certificacao-anbima',
    options: ['Sim, CPA-10', 'Sim, CPA-20', 'Não possuo'],
  },
  {
    id: 1005,
    opportunityId: 100_001,
    title: 'Quais birôs de crédito você já utilizou?',
    htmlType: 'check_boxes',
    required: false,
    order: 5,
    slug: 'biros-de-credito',
    options: ['Serasa Experian', 'Boa Vista SCPC', 'SPC Brasil', 'Quod'],
  },
  {
    id: 1006,
    opportunityId: 100_001,
    title: 'Currículo em PDF',
    htmlType: 'file_upload',
    required: true,
    order: 6,
    slug: 'curriculo',
    hint: 'Arquivo .pdf de até 2MB.',
  },
  {
    id: ELIMINATORY_QUESTION_ID,
    opportunityId: 100_001,
    title: 'Você tem disponibilidade para trabalhar presencialmente em São Paulo?',
    htmlType: 'radio_buttons',
    required: true,
    order: 7,
    slug: 'disponibilidade-presencial-sp',
    options: ['Sim', 'Não'],
    eliminatoryAnswers: ['Não'],
    eliminatoryTemplate: ELIMINATORY_TEMPLATE,
  },
  // Applying again (docs/apply-again.md): 200528 'Analista de Riscos Sênior' (no tests, default form) asks
  // 100001's Excel question by the same text and type, under another id and without a slug, so a
  // candidate who applied to 100001 is offered that answer by the matching rule alone. Optional: the
  // journeys that apply to any plain opening need not answer it.
  {
    id: 5001,
    opportunityId: 200_528,
    title: 'Qual é o seu nível de conhecimento em Excel?',
    htmlType: 'select',
    required: false,
    order: 1,
    slug: null,
    options: ['Básico', 'Intermediário', 'Avançado'],
  },
  {
    id: 3001,
    opportunityId: 100_003,
    title: 'Conte brevemente por que você se interessou por esta vaga.',
    htmlType: 'text',
    required: true,
    order: 1,
    slug: 'interesse-na-vaga',
  },
]

// ── Form structures ─────────────────────────────────────────────────────────────────────────────

export interface FormStructureSeed {
  personalData: Record<string, string>
  education: string | null
  professionalExperience: string | null
  languageProficiency: string | null
  questions: string | null
}

/** The personal-data fields of the ficha (core's: the `personalDataUpdate` argument names, address keys flat). */
const FIELDS = PERSONAL_DATA_FIELDS

const conditions = (optional: readonly string[], required: readonly string[] = FIELDS) =>
  Object.fromEntries(
    FIELDS.map((field) => [
      field,
      optional.includes(field) ? 'optional' : required.includes(field) ? 'required' : 'optional',
    ]),
  )

/** 100001: everything required but social name, complement, what-you-love and the need-help text. */
export const FULL_FORM_STRUCTURE: FormStructureSeed = {
  personalData: conditions([
    'social_name',
    'complement',
    'what_do_you_love',
    'description_help_selection_process',
  ]),
  education: 'required',
  professionalExperience: 'required',
  languageProficiency: 'required',
  questions: 'required',
}

/** Every other opening: contact, document, birthday and address required; the rest shown, optional. */
export const DEFAULT_FORM_STRUCTURE: FormStructureSeed = {
  personalData: conditions(
    [],
    [
      'firstname',
      'lastname',
      'email',
      'phone',
      'birthday',
      'nationality',
      'cpf',
      'passport',
      'zipcode',
      'street',
      'number',
      'neighborhood',
      'state',
      'city',
    ],
  ),
  education: 'optional',
  professionalExperience: 'optional',
  languageProficiency: 'off',
  questions: 'optional',
}

/** The seeded openings with their own structure (the others get DEFAULT_FORM_STRUCTURE). */
export const SEED_FORM_STRUCTURES: ReadonlyMap<number, FormStructureSeed> = new Map([
  [100_001, FULL_FORM_STRUCTURE],
])
