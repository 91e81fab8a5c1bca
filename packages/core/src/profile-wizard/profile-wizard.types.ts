// The profile update wizard's types (profile-wizard.machine.ts): input, context, events, children and the actors' inputs.

import type { ActorRefFrom } from 'xstate'
import type { ApplicationFieldError } from '../application/application.texts'
import type { UploadFile } from '../application/application.types'
import type { AttachedFile, QuestionAnswers } from '../application/questions'
import type { LaudoError, PersonalDataMachineInput } from '../personal-data/personal-data.machine'
import type { registerPersonalDataMachine } from '../register-profile/register-profile.machine'
import type { noExperienceMachine } from '../resume/no-experience.machine'
import type { sectionListMachine } from '../resume/section-list.machine'
import type { ProfileUpdateRequest, UpdateAnswer, WizardStep } from './profile-wizard.rules'

export interface ProfileWizardInput {
  /** The route's token. */
  token: string
  /** The signed-in candidate's name and photo (the personal data shows them before the profile loads). */
  candidate?: { name: string; avatar: string | null }
  /** The clock (tests fix it). */
  now?: () => Date
}

export interface SubmitAnswersInput {
  requestId: number
  opportunityId: number | null
  answers: UpdateAnswer[]
}

export interface WizardUploadInput {
  questionId: string
  file: UploadFile
}

/** Why a step did not go on, or the submission could not be sent (connect words it). */
export type ProfileWizardAlert = 'educationMissing' | 'experienceMissing' | 'network'

/** What the app says on / after the wizard ends (connect's `wizardNoticeText` words it). */
export type ProfileWizardNoticeCode = 'alreadyUpdated' | 'outOfDeadline' | 'updated' | 'failed'

export interface ProfileWizardNotice {
  tone: 'success' | 'error'
  code: ProfileWizardNoticeCode
}

/** A file problem on a question (connect words it). */
export type WizardFileError = LaudoError

export type ProfileWizardEvent =
  | { type: 'step.next' }
  | { type: 'step.back' }
  | { type: 'answer.change'; id: string; value: string }
  | { type: 'file.upload'; questionId: string; file: UploadFile }
  | { type: 'file.remove'; questionId: string; fileId: string }
  | { type: 'alert.dismiss' }
  | { type: 'load.retry' }
  /** From the personal-data child (its notifySaved, notifyInvalid, notifySaveFailed). */
  | { type: 'personalData.saved' }
  | { type: 'personalData.invalid' }
  | { type: 'personalData.saveFailed' }

export type WizardPersonalDataRef = ActorRefFrom<typeof registerPersonalDataMachine>
export type WizardSectionRef = ActorRefFrom<typeof sectionListMachine>
export type WizardNoExperienceRef = ActorRefFrom<typeof noExperienceMachine>

/** The children of the steps the request asks for (null for a step it does not). */
export interface WizardChildren {
  personalData: WizardPersonalDataRef | null
  education: WizardSectionRef | null
  experience: WizardSectionRef | null
  noExperience: WizardNoExperienceRef | null
  language: WizardSectionRef | null
}

export interface ProfileWizardContext {
  token: string
  personalDataInput: PersonalDataMachineInput
  request: ProfileUpdateRequest | null
  steps: WizardStep[]
  stepIndex: number
  children: WizardChildren
  answers: QuestionAnswers
  files: Record<string, AttachedFile[]>
  /** The question whose file is being sent. */
  uploadingId: string | null
  /** The file being removed. */
  removing: { questionId: string; fileId: string } | null
  /** A refused or failed file, per question: 'format' | 'size' (the rules), or the platform's failure. */
  fileErrors: Record<string, WizardFileError>
  /** Set by the first 'Continuar' on the questions step: from then on an answer re-checks them. */
  questionsChecked: boolean
  questionErrors: Record<string, ApplicationFieldError>
  /** Bumped whenever a step is refused: the screen focuses the first message or invalid field. */
  errorsShown: number
  alert: ProfileWizardAlert | null
}
