// The rules of the pages that fill a profile in one go (the education, experience and languages boxes): which
// sections take inline forms on each page, how many forms a section starts with, when the lists pass
// ('Preencha corretamente sua formação' / '… sua experiência profissional'), which language forms are kept,
// and the talent bank's answers as joinTalentBank takes them.
//
// The three pages (one machine, `variant`):
//   register    /deixe-seu-perfil: personal data, education, experience and languages inline; the
//               education and experience rules; 'Deixar meu currículo' → 'Pronto' / 'Você completou o seu
//               perfil!' → /vagas.
//   talentBank  /banco-de-talentos: the same, plus the brand's extra questions, and the candidate joins
//               the company's talent bank (docs/decisions.md, "Talent bank").
//   update      /atualizacao-perfil: the spec names only the personal data (edit button hidden) and the
// inline language forms; the education and experience the
//               candidate has show as lists, and are changed on /meu-perfil. Save → 'Pronto!' / 'Perfil
//               atualizado com sucesso!' → /meu-perfil.
import { JOBS_ROUTE, PROFILE_ROUTE } from '../navigation/routes'
import { BRAZIL_COUNTRY_ID } from '../constants'
import { saoPauloDayNumber } from '../time/sao-paulo-day'
import type { ApplicationFieldError } from '../application/application.texts'
import {
  answersPayload,
  questionIssues,
  type ApplicationQuestion,
  type QuestionAnswers,
} from '../application/questions'
import { EMPTY_LIST_OR_TEXT } from '../resume/resume.rules'
import {
  educationFormSchema,
  educationListSchema,
  experienceFormSchema,
  experienceListSchema,
  isLanguageComplete,
  type EducationForm,
  type ExperienceForm,
  type LanguageForm,
} from '../resume/resume.schema'

export const REGISTER_PROFILE_VARIANTS = ['register', 'talentBank', 'update'] as const
export type RegisterProfileVariant = (typeof REGISTER_PROFILE_VARIANTS)[number]

/** The sections with inline forms on these pages. */
export const INLINE_SECTIONS = ['education', 'experience', 'language'] as const
export type InlineSection = (typeof INLINE_SECTIONS)[number]

/** Which sections take inline forms on a page (the others show their entries only). */
export function inlineSectionsOf(variant: RegisterProfileVariant): readonly InlineSection[] {
  return variant === 'update' ? ['language'] : INLINE_SECTIONS
}

/** Whether the page holds the education and experience rules (the register page's; the talent bank's too). */
export const checksResumeLists = (variant: RegisterProfileVariant) => variant !== 'update'

/** Where the page goes once everything is saved. */
export function doneRouteOf(variant: RegisterProfileVariant): typeof PROFILE_ROUTE | typeof JOBS_ROUTE {
  return variant === 'update' ? PROFILE_ROUTE : JOBS_ROUTE
}

// ── Inline forms ────────────────────────────────────────────────────────────────────────────────────

/** One inline form: a key stable while it is on screen, and what it holds. */
export interface InlineDraft<V> {
  key: string
  values: V
}

export interface InlineDrafts {
  education: InlineDraft<EducationForm>[]
  experience: InlineDraft<ExperienceForm>[]
  language: InlineDraft<LanguageForm>[]
}

/** An empty education form: Brazil chosen (the record's default country). */
export function emptyEducationForm(): EducationForm {
  return {
    id: null,
    countryId: BRAZIL_COUNTRY_ID,
    stateId: null,
    level: null,
    status: null,
    institution: EMPTY_LIST_OR_TEXT,
    course: EMPTY_LIST_OR_TEXT,
    campus: '',
    period: null,
    startDate: '',
    endDate: '',
  }
}

export function emptyExperienceForm(): ExperienceForm {
  return {
    id: null,
    company: EMPTY_LIST_OR_TEXT,
    role: '',
    level: null,
    area: null,
    responsibilities: '',
    startDate: '',
    endDate: '',
    currentOccupation: false,
  }
}

export const emptyLanguageForm = (): LanguageForm => ({ id: null, language: null, proficiency: null })

/**
 * The fewest inline forms a section shows: one while the candidate has no entry of it, none once it has some
 * (the add button offers one more).
 * A page starts with this many.
 */
export const minInlineForms = (listed: number) => (listed > 0 ? 0 : 1)

// ── The lists' rules ────────────────────────────────────────────────────────────────────────────────

const isValidEducation = (values: EducationForm) => educationFormSchema.safeParse(values).success
const isValidExperience = (values: ExperienceForm) => experienceFormSchema.safeParse(values).success

/**
 * Education on the register page: at least one (those listed and the new forms together), and every new form
 * valid; else 'Preencha corretamente sua formação'.
 */
export function isEducationListValid(
  listed: number,
  drafts: readonly EducationForm[],
  noEducation = false,
): boolean {
  // 'Não possuo formação' (the partner-company user): offered while nothing is listed.
  if (noEducation && listed === 0) return true
  const atLeastOne = educationListSchema.safeParse({
    educations: [...Array.from({ length: listed }), ...drafts],
  }).success
  return atLeastOne && drafts.every(isValidEducation)
}

/**
 * Experience on the register page: unless 'Não possuo experiência profissional' is checked, at least one and
 * every new form valid; else 'Preencha corretamente sua experiência profissional'.
 * The checkbox is offered only while nothing is listed (`offersNoExperience`).
 */
export function isExperienceListValid(
  listed: number,
  drafts: readonly ExperienceForm[],
  noExperience: boolean,
): boolean {
  const declared = noExperience && offersNoExperience(listed)
  if (declared) return true
  const atLeastOne = experienceListSchema.safeParse({
    experiences: [...Array.from({ length: listed }), ...drafts],
    noExperience: false,
  }).success
  return atLeastOne && drafts.every(isValidExperience)
}

/** 'Não possuo experiência profissional' shows while the candidate lists no experience. */
export const offersNoExperience = (listed: number) => listed === 0

/** The experience forms that are saved: none when the candidate declared no experience. */
export function experiencesToSave<D extends { values: ExperienceForm }>(
  listed: number,
  drafts: readonly D[],
  noExperience: boolean,
): D[] {
  return noExperience && offersNoExperience(listed) ? [] : [...drafts]
}

/** The language forms that are saved: only complete ones (the languages step has no validation). */
export function languagesToSave<D extends { values: LanguageForm }>(drafts: readonly D[]): D[] {
  return drafts.filter((draft) => isLanguageComplete(draft.values))
}

// ── The page's check ────────────────────────────────────────────────────────────────────────────────

/** What the page reports after 'Deixar meu currículo' besides the personal data's own errors. */
export type RegisterProfileIssue = 'educationInvalid' | 'experienceInvalid' | 'questionsInvalid'

export interface RegisterProfileCheckInput {
  variant: RegisterProfileVariant
  listed: { education: number; experience: number }
  drafts: Pick<InlineDrafts, 'education' | 'experience'>
  noExperience: boolean
  /** 'Não possuo formação', declared by the partner-company user. */
  noEducation?: boolean
  questions: readonly ApplicationQuestion[]
  answers: QuestionAnswers
}

export interface RegisterProfileCheck {
  /** In the page's order: questions (inside the personal data), education, experience. */
  issues: RegisterProfileIssue[]
  /** Question id → its broken rule ('Campo obrigatório'…). */
  questionErrors: Record<string, ApplicationFieldError>
}

/** Every rule the page's lists and questions break (the personal data checks itself). */
export function checkRegisterProfile(input: RegisterProfileCheckInput): RegisterProfileCheck {
  const questionErrors = Object.fromEntries(
    questionIssues(input.questions, input.answers).map((issue) => [issue.field, issue.code]),
  )
  const issues: RegisterProfileIssue[] = []
  if (Object.keys(questionErrors).length > 0) issues.push('questionsInvalid')
  if (checksResumeLists(input.variant)) {
    const education = input.drafts.education.map((draft) => draft.values)
    const experience = input.drafts.experience.map((draft) => draft.values)
    if (!isEducationListValid(input.listed.education, education, input.noEducation))
      issues.push('educationInvalid')
    if (!isExperienceListValid(input.listed.experience, experience, input.noExperience)) {
      issues.push('experienceInvalid')
    }
  }
  return { issues, questionErrors }
}

// ── The talent bank ─────────────────────────────────────────────────────────────────────────────────

/** One answer as joinTalentBank takes it (`ProfileQuestionAnswerInput`). */
export interface TalentBankAnswer {
  id: string
  question: string
  answer: string
}

/** The answers to the brand's questions, cleaned as the application's are (`answersPayload`). */
export function talentBankAnswers(
  questions: readonly ApplicationQuestion[],
  answers: QuestionAnswers,
): TalentBankAnswer[] {
  return answersPayload(questions, answers).map(({ id, title, answer }) => ({ id, question: title, answer }))
}

const MS_PER_DAY = 86_400_000
const two = (n: number) => String(n).padStart(2, '0')

/** The day the candidate joined the bank, DD/MM/YYYY in São Paulo; null when unknown or unreadable. */
export function talentBankJoinedDate(joinedAt: string | null | undefined): string | null {
  if (!joinedAt) return null
  const day = saoPauloDayNumber(joinedAt)
  if (Number.isNaN(day)) return null
  const date = new Date(day * MS_PER_DAY)
  return `${two(date.getUTCDate())}/${two(date.getUTCMonth() + 1)}/${date.getUTCFullYear()}`
}
