// The application machine's data, context, events and actor inputs/outputs. The context keeps data and
// codes only: every text the screen shows comes from the catalogue through application.connect.ts.
import type { ApplicationTab } from './application.rules'
import type { ApplicationFieldError } from './application.texts'
import type {
  CitiesState,
  FormStructure,
  PersonalDataForm,
  PostalStatus,
} from '../personal-data/personal-data.schema'
// The personal-data actor's types (docs/architecture.md, "The personal-data actor"), named here too.
export type {
  CitiesState,
  LoadCitiesInput,
  LoadCitiesOutput,
  PostalLookupInput,
  PostalLookupOutput,
  PostalStatus,
  UploadAvatarInput,
} from '../personal-data/personal-data.schema'
import type {
  AdditionalAnswer,
  ApplicationQuestion,
  AttachedFile,
  QuestionAnswerInput,
  QuestionAnswers,
} from './questions'
import type { ReferralForm } from './referral'
import type { EarlierAnswer, EarlierOffers } from '../apply-again/earlier-answers'

// ── Data ───────────────────────────────────────────────────────────────────────────────────────────

export interface ApplicationOpportunity {
  id: number
  title: string
  open: boolean
  hasTests: boolean
  ninenineApply: boolean
  whatsappApply: boolean
  companyName: string
  /** Allowed referrer domains; the referral form shows only when there are some. */
  indicationDomains: string[]
}

/** What the form opens with. */
export interface ApplicationData {
  opportunity: ApplicationOpportunity
  structure: FormStructure
  questions: (ApplicationQuestion & { answer?: string | null })[]
  /** The profile's personal data as a form. */
  personalData: PersonalDataForm
  /** The profile already holds a CPF or passport (read-only). */
  documentReadOnly: boolean
  /** The profile's additional questions: default answers by slug or title. */
  additional: AdditionalAnswer[]
  /** Files already attached to each file-upload question. */
  files: Record<string, AttachedFile[]>
  laudos: AttachedFile[]
  experiences: number
  noExperience: boolean
  /** The personal-data form's choices (pronouns, genders…), by the `Domains` list name. */
  lists: Record<string, { id: number; name: string }[]>
  /** The candidate's subscription to this opportunity, if any. */
  subscription: { step: 'lead' | 'applied'; draft: ApplicationDraft | null } | null
  /**
   * Applying again (docs/apply-again.md): how many other openings the candidate has applied to, and the
   * answers they gave there. Absent: a first application (the form as always).
   */
  earlier?: { applications: number; answers: EarlierAnswer[] }
}

/** What is kept on the lead between visits: everything typed, with the tab it was typed on. */
export interface ApplicationDraft {
  version: 1
  tab: ApplicationTab
  personalData: PersonalDataForm
  answers: QuestionAnswers
  referral: ReferralForm
  /** 'Não possuo experiência profissional' (tab 2), when the candidate ticked it. */
  noExperience?: boolean
  /** When it was taken (ms since the epoch): the newer of two drafts wins. */
  updatedAt: number
}

/** What the eligibility checks are asked with: the opening and the company the application goes to. */
export interface EligibilityInput {
  opportunityId: number
  companyId: number
}

// ── Input and context ──────────────────────────────────────────────────────────────────────────────

export interface ApplicationInput {
  opportunityId: number
  /** The source saved from a `source` query parameter, and the opportunity it was captured on. */
  savedSource?: string | null
  savedSourceOpportunityId?: number | null
  /** The source the site was opened with (the store's). */
  storeSource?: string | null
  /** Where to go after applying, if a flow set one (same-site path). */
  callbackUrl?: string | null
  /** The brand's word that switches submission to company 2627, and its company id. */
  alternateCompanyWord?: string
  companyId?: number
  /** The site's origin, for the external apply site's callback URL and the chat link. */
  origin?: string
  externalApplyBaseUrl?: string
  whatsapp?: { number: string; text: string }
  /** A draft kept in this page's memory (an earlier mount): wins over the lead's when newer. */
  memoryDraft?: ApplicationDraft | null
  /** The signed-in candidate's name and photo (the avatar picker shows them). */
  candidate?: { name: string; avatar: string | null }
  /** The clock (tests fix it). */
  now?: () => Date
}

/**
 * What went wrong above the button, as a code: 'network' (kept everything, retry), 'applyFailed' and
 * 'saveFailed' with the platform's own message when it sent one (`detail`, data from the server).
 */
export type ApplicationAlert =
  | { kind: 'network' }
  | { kind: 'applyFailed'; detail: string | null }
  | { kind: 'saveFailed'; detail: string | null }

export type DraftStatus = 'idle' | 'saving' | 'saved' | 'failed'

/** Where a file goes: the medical reports or a file-upload question. */
export type FileTarget = { kind: 'laudo' } | { kind: 'question'; questionId: string }

/** A file as the machine sees it (a browser File fits): the upload actor reads the bytes. */
export interface UploadFile {
  readonly name: string
  readonly size: number
  readonly type: string
}

/** A file being sent: the field it goes to ('laudo' or the question id), its name and the percentage. */
export interface UploadProgress {
  id: string
  field: string
  name: string
  progress: number
}

/** Why a field's file did not go through: the upload or the removal failed. */
export type FileError = 'uploadFailed' | 'removeFailed'

export interface ApplicationContext {
  input: ApplicationInput
  opportunityId: number
  data: ApplicationData | null
  personalData: PersonalDataForm
  answers: QuestionAnswers
  referral: ReferralForm
  files: Record<string, AttachedFile[]>
  laudos: AttachedFile[]
  experiences: number
  noExperience: boolean
  tab: ApplicationTab
  /** Field (personal-data name, question id, `referral.name`, `referral.email`, `experience`) → code. */
  errors: Record<string, ApplicationFieldError>
  /** The fields in error in the form's order: the screen focuses the first one. */
  errorOrder: string[]
  /** Bumped after each failed validation: the screen focuses the first invalid field 400 ms later. */
  errorsShown: number
  alert: ApplicationAlert | null
  /** Tab 1 was validated with these answers (subscribe needs them). */
  answersValidated: boolean
  template: string | null
  draftStatus: DraftStatus
  /** A change arrived while the draft was being saved: save again afterwards. */
  draftDirty: boolean
  /** The step to retry after a new login. */
  pendingStep: 'savePersonalData' | 'subscribe' | 'eliminatory' | null
  /** Why the form could not load (an error code), or null. */
  loadError: string | null
  postal: PostalStatus
  cities: CitiesState
  /** Files being sent, in the order chosen. */
  uploads: UploadProgress[]
  /** Field ('laudo' or question id) → the last upload or removal that failed there. */
  fileErrors: Record<string, FileError>
  /** Removals waiting for the platform, the first one running. */
  removals: { target: FileTarget; fileId: string }[]
  /** Numbers the uploads. */
  uploadSeq: number
  avatar: { url: string | null; status: 'idle' | 'saving' | 'failed' }
  /** Question id → the earlier answer offered (and filled in) for it (docs/apply-again.md). */
  offers: EarlierOffers
  /** The one-step review is on screen, or its confirmation is being sent. */
  reviewing: boolean
}

// ── Events ─────────────────────────────────────────────────────────────────────────────────────────

export type ApplicationEvent =
  | {
      type: 'personal.change'
      field: keyof PersonalDataForm
      value: PersonalDataForm[keyof PersonalDataForm]
    }
  | { type: 'answer.change'; id: string; value: string }
  | { type: 'referral.change'; field: keyof ReferralForm; value: string }
  | { type: 'file.upload'; target: FileTarget; file: UploadFile }
  | { type: 'file.remove'; target: FileTarget; fileId: string }
  | { type: 'upload.cancel'; uploadId: string }
  | UploadReport
  | { type: 'avatar.save'; image: string }
  | { type: 'resume.change'; experiences: number; noExperience: boolean }
  | { type: 'tab.select'; tab: ApplicationTab }
  | { type: 'step.next' }
  | { type: 'alert.dismiss' }
  | { type: 'load.retry' }
  | { type: 'closed.dismiss' }
  | { type: 'session.renewed' }
  | { type: 'draft.touch' }
  /** The review screen: send everything shown, or open a tab to change it. */
  | { type: 'review.confirm' }
  | { type: 'review.edit'; tab: ApplicationTab }

/** What an upload actor reports back while it runs. */
export type UploadReport =
  | { type: 'upload.progress'; uploadId: string; percent: number }
  | { type: 'upload.done'; uploadId: string; file: AttachedFile }
  | { type: 'upload.failed'; uploadId: string; code: string | null }

// ── Actors' inputs and outputs ─────────────────────────────────────────────────────────────────────

export interface EliminatoryInput {
  opportunityId: number
  questions: QuestionAnswerInput[]
}
export interface EliminatoryResult {
  subscribe?: boolean | string | null
  template?: string | null
}
export interface SavePersonalDataInput {
  values: PersonalDataForm
  structure: FormStructure
  documentReadOnly: boolean
}
export interface SubscribeInput {
  opportunityId: number
  source: string
  originCompany: number
  questions: QuestionAnswerInput[]
  indication_name?: string
  indication_email?: string
}
export interface SaveDraftInput {
  opportunityId: number
  draft: ApplicationDraft
}
export interface UploadFileInput {
  uploadId: string
  target: FileTarget
  file: UploadFile
}
export interface RemoveFileInput {
  target: FileTarget
  fileId: string
}

// ── Views shared by the application's connect and the apply-again review ─────────────────────────────

/** A message with its title (an alert, a file's failure). */
export interface TitledText {
  title: string | null
  message: string
}

export interface ApplicationAlertView extends TitledText {
  kind: ApplicationAlert['kind']
  tone: 'error'
  dismissLabel: string
  onDismiss: () => void
}
