// The external (partner) profile base of the demonstration (docs/decisions.md, "Company requests: hunting
// invitations and profile update requests"), outside production only, like the demonstration candidates
// (seed-events.ts). People with no account here whom a headhunter may invite (POST /dev/hunting/invite);
// accepting creates the account from their profile. Idempotent (fixed ids, ON CONFLICT DO NOTHING).
// References (levels, institutions, courses, companies, languages, disabilities, states) are looked up by
// name in the seed's own lists, so the imported records show on /meu-perfil.
//
//   1  MARINA DE SOUZA LIMA   marina.externa@example.com   (upper case, as partners send it) no CPF: the
//      invitation ends on /InsertCpf. Two educations, two experiences, English, a hearing disability,
//      São Paulo/SP
//   2  Otávio Pereira         otavio.externo@example.com   CPF 123.456.789-09, phone: accepting goes to /
//   3  Lucía Fernández Rojas  lucia.externa@example.com    foreigner (passport), Spanish and Portuguese,
//      Rio de Janeiro/RJ
// Each profile's partner token (`profileExternalBase(token)`) is its `token` below.
import {
  BRAZIL_COUNTRY_ID,
  EDUCATION_LEVEL,
  EDUCATION_STATUS,
  LANGUAGE_PROFICIENCIES,
  PROFESSIONAL_EXPERIENCE_AREAS,
  PROFESSIONAL_EXPERIENCE_LEVELS,
  stateCodeFromAbbr,
} from '@carreiras/core'
import { tokenHash } from '../hunting/signed-tokens.js'
import type { Db } from './client.js'
import { externalBaseProfiles, type ExternalEducation, type ExternalExperience } from './schema.js'
import { SEED_DISABILITIES } from './seed-application-data.js'
import { SEED_COURSES, SEED_LANGUAGES, SEED_WORK_COMPANIES } from './seed-resume-data.js'
import { buildReferenceSeed } from './seed-resume.js'

/** The id of the item named `name` in a seed list (throws when the list changed: the seed must follow). */
function idOf(
  items: readonly { id: number; name: string }[],
  name: string,
  extra?: (item: never) => boolean,
) {
  const item = items.find((i) => i.name === name && (extra ? extra(i as never) : true))
  if (!item) throw new Error(`seed-external-base: '${name}' is not in its list`)
  return item.id
}

const state = (abbr: string) => {
  const code = stateCodeFromAbbr(abbr)
  if (code === undefined) throw new Error(`seed-external-base: state ${abbr}`)
  return code
}

function institution(name: string, abbr: string): number {
  const stateId = state(abbr)
  const found = buildReferenceSeed().institutions.find((i) => i.name === name && i.stateId === stateId)
  if (!found) throw new Error(`seed-external-base: institution '${name}'`)
  return found.id
}

const course = (name: string, levelId: number) =>
  idOf(SEED_COURSES, name, (c: { levelId: number }) => c.levelId === levelId)
const level = (name: string) => idOf(PROFESSIONAL_EXPERIENCE_LEVELS, name)
const area = (name: string) => String(idOf(PROFESSIONAL_EXPERIENCE_AREAS, name))
const proficiency = (name: string) => idOf(LANGUAGE_PROFICIENCIES, name)
const language = (name: string) => idOf(SEED_LANGUAGES, name)

function education(e: Partial<ExternalEducation> & Pick<ExternalEducation, 'levelId' | 'statusId'>) {
  return {
    countryId: BRAZIL_COUNTRY_ID,
    stateId: null,
    institutionId: null,
    institutionName: null,
    courseId: null,
    courseName: null,
    campus: null,
    startDate: null,
    endDate: null,
    periodId: null,
    ...e,
  } satisfies ExternalEducation
}

function experience(
  e: Partial<ExternalExperience> &
    Omit<ExternalExperience, 'companyId' | 'companyName' | 'endYear' | 'currentOccupation'>,
) {
  return {
    companyId: null,
    companyName: null,
    endYear: null,
    currentOccupation: false,
    ...e,
  } satisfies ExternalExperience
}

/** The demonstration profiles with their partner tokens. */
export const SEED_EXTERNAL_PROFILES = [
  {
    id: 1,
    token: 'base-externa-marina-8f3c1a',
    name: 'MARINA DE SOUZA LIMA',
    email: 'marina.externa@example.com',
    cpf: null,
    passport: null,
    foreigner: false,
    phone: '11987651234',
    disabilityIds: [idOf(SEED_DISABILITIES, 'Deficiência auditiva')],
    languages: [{ languageId: language('Inglês'), proficiencyId: proficiency('Intermediário') }],
    educations: [
      education({
        stateId: state('SP'),
        levelId: EDUCATION_LEVEL.undergraduate,
        institutionId: institution('Universidade de São Paulo (USP)', 'SP'),
        courseId: course('Administração', EDUCATION_LEVEL.undergraduate),
        statusId: EDUCATION_STATUS.completed,
        startDate: '02/2014',
        endDate: '12/2018',
      }),
      education({
        stateId: state('SP'),
        levelId: EDUCATION_LEVEL.technical,
        institutionId: institution('Escola Técnica Ipê – São Paulo', 'SP'),
        courseId: course('Técnico em Administração', EDUCATION_LEVEL.technical),
        statusId: EDUCATION_STATUS.completed,
        startDate: '02/2011',
        endDate: '12/2012',
      }),
    ],
    experiences: [
      experience({
        companyId: idOf(SEED_WORK_COMPANIES, 'Lojas Aurora'),
        role: 'Analista Administrativa',
        responsabilities:
          'Controle de contas a pagar e a receber, conciliação bancária e relatórios mensais para a gerência.',
        startYear: '03/2019',
        currentOccupation: true,
        levelId: level('Analista'),
        area: area('Administrativo'),
      }),
      experience({
        companyName: 'Papelaria Central Paulista',
        role: 'Assistente Administrativa',
        responsabilities: 'Atendimento a fornecedores, emissão de notas fiscais e controle de estoque.',
        startYear: '01/2016',
        endYear: '02/2019',
        levelId: level('Assistente'),
        area: area('Administrativo'),
      }),
    ],
    location: {
      zipcode: '01310100',
      street: 'Avenida Paulista',
      number: '1578',
      complement: 'Apto 42',
      neighborhood: 'Bela Vista',
      city: 'São Paulo',
      stateId: state('SP'),
    },
  },
  {
    id: 2,
    token: 'base-externa-otavio-2d9e47',
    name: 'Otávio Pereira',
    email: 'otavio.externo@example.com',
    cpf: '12345678909',
    passport: null,
    foreigner: false,
    phone: '21998761234',
    disabilityIds: [],
    languages: [{ languageId: language('Inglês'), proficiencyId: proficiency('Avançado') }],
    educations: [
      education({
        stateId: state('RJ'),
        levelId: EDUCATION_LEVEL.undergraduate,
        institutionName: 'Universidade Estácio Oeste',
        courseId: course('Ciências Contábeis', EDUCATION_LEVEL.undergraduate),
        statusId: EDUCATION_STATUS.completed,
        startDate: '02/2010',
        endDate: '12/2014',
      }),
    ],
    experiences: [
      experience({
        companyId: idOf(SEED_WORK_COMPANIES, 'Banco Ipê'),
        role: 'Analista de Crédito',
        responsabilities: 'Análise de crédito de pessoas físicas e jurídicas e acompanhamento da carteira.',
        startYear: '06/2015',
        currentOccupation: true,
        levelId: level('Analista'),
        area: area('Crédito e Cobrança'),
      }),
    ],
    location: {
      zipcode: '20040002',
      street: 'Avenida Rio Branco',
      number: '120',
      complement: null,
      neighborhood: 'Centro',
      city: 'Rio de Janeiro',
      stateId: state('RJ'),
    },
  },
  {
    id: 3,
    token: 'base-externa-lucia-5b7f20',
    name: 'Lucía Fernández Rojas',
    email: 'lucia.externa@example.com',
    cpf: null,
    passport: 'V4821937',
    foreigner: true,
    phone: null,
    disabilityIds: [],
    languages: [
      { languageId: language('Espanhol'), proficiencyId: proficiency('Nativo') },
      { languageId: language('Português'), proficiencyId: proficiency('Avançado') },
    ],
    educations: [
      education({
        countryId: BRAZIL_COUNTRY_ID,
        stateId: state('RJ'),
        levelId: EDUCATION_LEVEL.postgraduate,
        institutionName: 'Instituto de Negócios do Rio',
        courseName: 'Gestão de Projetos',
        statusId: EDUCATION_STATUS.studying,
        startDate: '03/2025',
        endDate: '12/2026',
      }),
    ],
    experiences: [],
    location: {
      zipcode: '22250040',
      street: 'Praia de Botafogo',
      number: '300',
      complement: null,
      neighborhood: 'Botafogo',
      city: 'Rio de Janeiro',
      stateId: state('RJ'),
    },
  },
] as const

/** Writes the demonstration profiles that are missing; returns how many it wrote. */
export async function seedExternalBase(db: Db): Promise<number> {
  const rows = await db
    .insert(externalBaseProfiles)
    .values(
      SEED_EXTERNAL_PROFILES.map(({ token, ...profile }) => ({
        ...profile,
        tokenHash: tokenHash(token),
        disabilityIds: [...profile.disabilityIds],
        languages: [...profile.languages],
        educations: [...profile.educations],
        experiences: [...profile.experiences],
      })),
    )
    .onConflictDoNothing()
    .returning({ id: externalBaseProfiles.id })
  return rows.length
}
