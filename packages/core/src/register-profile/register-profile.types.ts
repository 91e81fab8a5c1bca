// The types of the register-profile pages' machine (register-profile.machine.ts): input, context, events, the actors' inputs and outputs.

import type { ActorRefFrom } from 'xstate'
import type { ApplicationFieldError } from '../application/application.texts'
import type { AdditionalAnswer, ApplicationQuestion, QuestionAnswers } from '../application/questions'
import type {
  EducationForm,
  EducationRecord,
  ExperienceForm,
  ExperienceRecord,
  LanguageForm,
  LanguageRecord,
} from '../resume/resume.schema'
import type {
  InlineDraft,
  InlineDrafts,
  RegisterProfileIssue,
  RegisterProfileVariant,
  TalentBankAnswer,
} from './register-profile.rules'
import type { personalDataMachine } from '../personal-data/personal-data.machine'

export interface RegisterProfileInput {
  variant: RegisterProfileVariant
  /** The site's company: the talent bank joined (and whose join date is read). */
  companyId: number
  /** The brand's talent-bank questions (talent bank only; `talentBankQuestions(brand.talentBank)`). */
  questions?: readonly ApplicationQuestion[]
  /** The signed-in candidate's name and photo (the personal data shows them before the profile loads). */
  candidate?: { name: string; avatar: string | null }
  /** The clock (tests fix it). */
  now?: () => Date
  /**
   * The partner-company user (the retail partner's daily employee check): 'Não possuo formação' is offered
   * while no education is listed.
   */
  partnerCompanyUser?: boolean
}

/** What the candidate already has (`loadRegisterProfile`). */
export interface RegisterProfileData {
  educations: EducationRecord[]
  experiences: ExperienceRecord[]
  languages: LanguageRecord[]
  /** 'Não possuo experiência profissional' as the profile keeps it. */
  noExperience: boolean
  /** When the candidate joined this company's talent bank (ISO 8601), or null. */
  talentBankJoinedAt: string | null
  /** The profile's additional answers: the brand's questions start from them (by slug, else title). */
  additional: AdditionalAnswer[]
}

/** The entries listed, by section (the platform's records). */
export interface ListedEntries {
  education: EducationRecord[]
  experience: ExperienceRecord[]
  language: LanguageRecord[]
}

/** One new entry to create (`…CreateUpdate` with no id). */
export type SaveEntryInput =
  | { section: 'education'; values: EducationForm }
  | { section: 'experience'; values: ExperienceForm }
  | { section: 'language'; values: LanguageForm }

/** The record the platform answers, of the entry's section. */
export type SaveEntryOutput = EducationRecord | ExperienceRecord | LanguageRecord

export interface JoinTalentBankInput {
  companyId: number
  answers: TalentBankAnswer[]
}

/** Why the submission stopped (connect words it: the page's failure text, or the lost connection). */
export type RegisterProfileAlert = 'failed' | 'network'

export type RegisterProfileEvent =
  | { type: 'drafts.change'; section: 'education'; drafts: InlineDraft<EducationForm>[] }
  | { type: 'drafts.change'; section: 'experience'; drafts: InlineDraft<ExperienceForm>[] }
  | { type: 'drafts.change'; section: 'language'; drafts: InlineDraft<LanguageForm>[] }
  | { type: 'noExperience.change'; checked: boolean }
  /** 'Não possuo formação' (partner-company user only; not kept on the platform). */
  | { type: 'noEducation.change'; checked: boolean }
  /** Today's employee check answered after the page opened. */
  | { type: 'partnerCompanyUser.changed'; value: boolean }
  | { type: 'answer.change'; id: string; value: string }
  | { type: 'form.submit' }
  | { type: 'alert.dismiss' }
  | { type: 'load.retry' }
  | { type: 'session.renewed' }
  /** From the personal-data child (its notifySaved, notifyInvalid, notifySaveFailed). */
  | { type: 'personalData.saved' }
  | { type: 'personalData.invalid' }
  | { type: 'personalData.saveFailed' }

export type RegisterPersonalDataRef = ActorRefFrom<typeof personalDataMachine>

export interface RegisterProfileContext {
  variant: RegisterProfileVariant
  companyId: number
  questions: readonly ApplicationQuestion[]
  /** The personal data, inline (the child). */
  personalData: RegisterPersonalDataRef
  listed: ListedEntries
  drafts: InlineDrafts
  /** Numbers the forms the machine adds (the screen's add button names its own). */
  draftSeq: number
  /** The partner-company user: 'Não possuo formação' is offered. */
  partnerCompanyUser: boolean
  /** 'Não possuo formação', while no education is listed. */
  noEducation: boolean
  noExperience: boolean
  /** The flag as the platform keeps it: saved again only when it changed. */
  savedNoExperience: boolean
  answers: QuestionAnswers
  talentBankJoinedAt: string | null
  /** Set by the first 'Deixar meu currículo': from then on the forms show their errors and are re-checked. */
  checked: boolean
  issues: RegisterProfileIssue[]
  questionErrors: Record<string, ApplicationFieldError>
  /** The child reported broken personal data (its own errors show in its form). */
  personalDataInvalid: boolean
  /** Bumped after each refused submission: the screen focuses the first invalid field. */
  errorsShown: number
  alert: RegisterProfileAlert | null
  loadError: boolean
}
