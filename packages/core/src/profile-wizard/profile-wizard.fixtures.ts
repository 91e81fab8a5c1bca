// Update requests for core's tests and the design system's stories: every step, with the company's questions
// (one of each html type the site draws). The design system's stories use them too
// (`@carreiras/core/testing`).
import type { ApplicationQuestion } from '../application/questions'
import type { ProfileUpdateRequest } from './profile-wizard.rules'

const question = (
  id: string,
  title: string,
  htmlType: ApplicationQuestion['htmlType'],
  extra: Partial<ApplicationQuestion> = {},
): ApplicationQuestion => ({
  id,
  title,
  required: false,
  hint: null,
  htmlType,
  options: [],
  slug: null,
  order: Number(id.replace(/\D/g, '')) || 0,
  eliminatory: false,
  ...extra,
})

export const UPDATE_QUESTIONS: ApplicationQuestion[] = [
  question('q1', 'Qual é a sua pretensão salarial?', 'text', { required: true }),
  question('q2', 'Qual turno você prefere?', 'select', { options: ['Manhã', 'Tarde', 'Noite'] }),
  question('q3', 'Você tem disponibilidade para viagens?', 'radio_buttons', {
    options: ['Sim', 'Não'],
    required: true,
  }),
  question('q4', 'Quais ferramentas você usa?', 'check_boxes', {
    options: ['Excel', 'SQL', 'Power BI'],
    hint: 'Marque quantas quiser.',
  }),
  question('q5', 'Envie seu portfólio (PDF)', 'file_upload'),
]

export const FULL_REQUEST: ProfileUpdateRequest = {
  id: 41,
  valid: true,
  messageValidDate: 'Atualize até 03/12/2026',
  steps: ['personal_data', 'education', 'professional_xp', 'languages'],
  opportunityId: 3001,
  questions: UPDATE_QUESTIONS,
}

/** The three boxes only (no personal data, no questions): 'Continuar' on languages finishes. */
export const LISTS_ONLY_REQUEST: ProfileUpdateRequest = {
  ...FULL_REQUEST,
  id: 42,
  steps: ['education', 'professional_xp', 'languages'],
  questions: [],
}

/** The questions only. */
export const QUESTIONS_ONLY_REQUEST: ProfileUpdateRequest = { ...FULL_REQUEST, id: 43, steps: [] }
