// Forms and records of the register pages for core's tests (the design system has its own fixtures).
import type { ApplicationQuestion } from '../application/questions'
import { EDUCATION_LEVEL, EDUCATION_STATUS } from '../reference/resume'
import type {
  EducationForm,
  EducationRecord,
  ExperienceForm,
  ExperienceRecord,
  LanguageRecord,
} from '../resume/resume.schema'
import { emptyEducationForm, emptyExperienceForm } from './register-profile.rules'

export const VALID_EDUCATION: EducationForm = {
  ...emptyEducationForm(),
  stateId: 26,
  level: EDUCATION_LEVEL.undergraduate,
  status: EDUCATION_STATUS.completed,
  institution: { id: null, name: 'Universidade de São Paulo' },
  course: { id: null, name: 'Administração' },
  startDate: '02/2012',
  endDate: '12/2016',
}

export const VALID_EXPERIENCE: ExperienceForm = {
  ...emptyExperienceForm(),
  company: { id: null, name: 'Banco Exemplo' },
  role: 'Analista de Crédito',
  level: 5,
  area: 3,
  responsibilities: 'Análise de crédito de pessoas físicas.',
  startDate: '01/2017',
  currentOccupation: true,
}

/** A required choice and the `mae` rule's text question. */
export const TALENT_BANK_QUESTIONS: ApplicationQuestion[] = [
  {
    id: 'disponibilidade',
    title: 'Qual turno você prefere?',
    required: true,
    hint: null,
    htmlType: 'radio_buttons',
    options: ['Manhã', 'Tarde'],
    slug: null,
    order: 1,
    eliminatory: false,
  },
  {
    id: 'mae',
    title: 'Nome completo da mãe',
    required: false,
    hint: null,
    htmlType: 'text',
    options: [],
    slug: 'mae',
    order: 2,
    eliminatory: false,
  },
]

export const LISTED_EDUCATION: EducationRecord = {
  id: 501,
  countryId: 31,
  stateId: 26,
  level: EDUCATION_LEVEL.technical,
  institutionId: null,
  institutionName: 'Etec Paulistano',
  courseId: null,
  courseName: 'Técnico em Administração',
  status: EDUCATION_STATUS.completed,
  campus: null,
  startDate: '02/2008',
  endDate: '12/2009',
  period: null,
}

export const LISTED_EXPERIENCE: ExperienceRecord = {
  id: 601,
  companyId: null,
  company: 'Lojas Centro',
  role: 'Atendente',
  responsabilities: 'Atendimento ao cliente e caixa.',
  startYear: '03/2010',
  endYear: '12/2011',
  level: 4,
  area: 3,
  currentOccupation: false,
  occupations: null,
}

export const LISTED_LANGUAGE: LanguageRecord = { id: 701, language: 2, proficiency: 3 }
