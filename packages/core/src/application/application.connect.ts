// The application's connect layer (zag's split): a snapshot of the application machine, its `send` and
// the catalogue become everything the ficha shows or calls. No screen reads the machine's context; every
// text comes from `messages` (a brand passes the catalogue merged with its overrides), never from the
// context, which holds codes only.
import type { SnapshotFrom } from 'xstate'
import { ptBR, type Messages } from '../messages/pt-BR'
import { closedOpportunityView, type ClosedOpportunityView } from '../opportunity/closed-dialog'
import type { ReferenceItem } from '../reference/resume'
import { whatsappApplyUrl, type ApplicationTab } from './application.rules'
import type { applicationMachine } from './application.machine'
import {
  applicationScreen,
  complementarySections,
  isApplicationBusy,
  type ApplicationScreen,
} from './application.selectors'
import { fieldErrorText, type ApplicationFieldError } from './application.texts'
import type {
  ApplicationAlert,
  ApplicationAlertView,
  ApplicationContext,
  ApplicationEvent,
  FileError,
  FileTarget,
  PostalStatus,
  TitledText,
  UploadFile,
} from './application.types'

export type { ApplicationAlertView, TitledText } from './application.types'
import { type PersonalDataField, type PersonalDataForm } from '../personal-data/personal-data.schema'
import type { PersonalDataLists } from '../personal-data/personal-data.types'
import {
  isForeignNationality,
  personalDataFieldRules,
  type PersonalDataRules,
} from '../personal-data/personal-data.rules'
import type { ApplicationQuestion, AttachedFile, QuestionAnswers } from './questions'
import type { ReferralField, ReferralForm } from './referral'
import { reviewView, type ReviewView } from '../apply-again/apply-again.connect'

type Snapshot = SnapshotFrom<typeof applicationMachine>
type Send = (event: ApplicationEvent) => void

/** The catalogue areas the ficha is worded from; the whole catalogue (or a brand's) fits. */
export type ApplicationMessages = Pick<
  Messages,
  'application' | 'common' | 'profile' | 'validation' | 'ui' | 'applyAgain'
>

export const applicationMessages: ApplicationMessages = ptBR

/** A file being sent: its name, the percentage and the line that says so. */
export interface UploadView {
  id: string
  name: string
  progress: number
  /** 'Enviando laudo.pdf'. */
  text: string
  onCancel: () => void
}

/** A field that takes PDF files: the laudos or a file-upload question. */
export interface FileFieldView {
  files: readonly AttachedFile[]
  /** The newest upload still going, or null. */
  upload: UploadView | null
  /** 'Erro ao anexar arquivo.' / 'Por favor, tente novamente mais tarde.' after a failed upload. */
  error: TitledText | null
  errorCode: FileError | null
  onUpload: (file: UploadFile) => void
  onRemove: (fileId: string) => void
}

/** The personal-data form's choices, by the form's option names (states come from the route). */
export interface PersonalDataChoices extends PersonalDataLists {
  /** The chosen state's cities (empty while loading or after a failed load). */
  cities: readonly ReferenceItem[]
}

/** The postal-code lookup as the form shows it: a spinner, then 'not found' or 'failed' with its text. */
export interface PostalView {
  status: 'idle' | 'loading' | 'not-found' | 'failed'
  code: PostalStatus
  /** 'Buscando endereço…', 'CEP não encontrado. Preencha o endereço.'… or null. */
  text: string | null
}

export interface ApplicationFormView {
  title: string
  hasTests: boolean
  tab: ApplicationTab
  onTabChange: (tab: ApplicationTab) => void
  submitLabel: string
  onSubmit: () => void
  busy: boolean
  /** The polite line beside the button ('Salvando respostas…', 'Respostas salvas'…), or null. */
  status: string | null
  alert: ApplicationAlertView | null
  /** Field → text of its broken rule (personal-data names, question ids, 'referral.*', 'experience'). */
  errors: Readonly<Record<string, string>>
  errorCodes: Readonly<Record<string, ApplicationFieldError>>
  /** The first invalid field and a counter bumped after each failed step: the screen focuses it. */
  focus: { field: string | null; token: number }
  avatar: { name: string; url: string | null; saving: boolean; onSave: (image: string) => void }
  personal: {
    values: PersonalDataForm
    rules: PersonalDataRules
    options: PersonalDataChoices
    documentReadOnly: boolean
    foreigner: boolean
    onChange: <F extends PersonalDataField>(field: F, value: PersonalDataForm[F]) => void
    postal: PostalView
    laudo: FileFieldView
  }
  questions: {
    items: readonly ApplicationQuestion[]
    answers: QuestionAnswers
    onAnswer: (questionId: string, value: string) => void
    /** Question id → its file field. */
    files: Readonly<Record<string, FileFieldView>>
    /** Question id → the note of an answer filled in from an earlier application (docs/apply-again.md). */
    earlier: Readonly<Record<string, { badge: string; note: string }>>
  }
  complementary: {
    education: boolean
    experience: boolean
    language: boolean
    noExperience: boolean
    experiences: number
    onNoExperienceChange: (checked: boolean) => void
    onExperienceCountChange: (experiences: number) => void
    experienceError: string | null
    referral: null | {
      values: ReferralForm
      errors: Partial<Record<ReferralField, string>>
      domains: readonly string[]
      onChange: (field: ReferralField, value: string) => void
    }
  }
}

export interface ApplicationView {
  screen: ApplicationScreen
  /** 'Inscrição: Analista de Crédito' (the page's heading and document title). */
  title: string
  busy: boolean
  loadingText: string
  loadFailed: null | { message: string; retryLabel: string; onRetry: () => void }
  /** 'Uoops' / 'Inscrições Encerradas' (the same dialog as the tests pages'). */
  closed: ClosedOpportunityView | null
  alreadyApplied: null | {
    message: string
    followLabel: string
    followHref: string
    backLabel: string
    backHref: string
  }
  external: null | { title: string; message: string }
  whatsapp: null | { title: string; message: string; openLabel: string; href: string | null }
  form: ApplicationFormView | null
  /** Applying again: the one review screen (docs/apply-again.md). */
  review: ReviewView | null
}

/** The texts of an alert's code. */
export function alertText(
  alert: ApplicationAlert,
  messages: ApplicationMessages = applicationMessages,
): TitledText {
  const title = messages.common.uoops
  switch (alert.kind) {
    case 'network':
      return { title, message: messages.application.networkFailed }
    case 'applyFailed':
      return { title, message: alert.detail ?? messages.application.applyFailed }
    case 'saveFailed':
      return { title, message: alert.detail ?? messages.profile.personalData.saveFailed }
  }
}

/** The texts of a failed upload or removal. */
export function fileErrorText(
  code: FileError,
  messages: ApplicationMessages = applicationMessages,
): TitledText {
  const t = messages.profile.file
  return code === 'uploadFailed'
    ? { title: t.attachFailed, message: t.tryAgainLater }
    : { title: t.removeFailed, message: t.tryAgainLater }
}

/** The line under the postal code. */
export function postalView(
  code: PostalStatus,
  messages: ApplicationMessages = applicationMessages,
): PostalView {
  const t = messages.application.personalData
  switch (code) {
    case 'loading':
      return { status: 'loading', code, text: t.zipcodeLookup }
    case 'notFound':
      return { status: 'not-found', code, text: t.zipcodeNotFound }
    case 'failed':
      return { status: 'failed', code, text: t.zipcodeLookupFailed }
    default:
      return { status: 'idle', code, text: null }
  }
}

/** The chat link of `whatsapp_apply` (null without a configured number), worded from the catalogue. */
export function whatsappLink(
  context: ApplicationContext,
  pageUrl: string,
  messages: ApplicationMessages = applicationMessages,
): string | null {
  const { whatsapp } = context.input
  if (!whatsapp) return null
  const title = context.data?.opportunity.title ?? ''
  return whatsappApplyUrl(whatsapp.number, messages.application.whatsapp.text(title, pageUrl))
}

function alertView(
  context: ApplicationContext,
  send: Send,
  messages: ApplicationMessages,
): ApplicationAlertView | null {
  return context.alert
    ? {
        kind: context.alert.kind,
        tone: 'error',
        ...alertText(context.alert, messages),
        dismissLabel: messages.common.close,
        onDismiss: () => send({ type: 'alert.dismiss' }),
      }
    : null
}

function draftText(context: ApplicationContext, messages: ApplicationMessages): string | null {
  const t = messages.application
  switch (context.draftStatus) {
    case 'saving':
      return t.draftSaving
    case 'saved':
      return t.draftSaved
    case 'failed':
      return t.draftFailed
    default:
      return null
  }
}

/** One empty list for every missing one: the same value from one view to the next. */
const NO_ITEMS: readonly ReferenceItem[] = Object.freeze([])
const items = (list: readonly { id: number; name: string }[] | undefined): readonly ReferenceItem[] =>
  list ?? NO_ITEMS

/**
 * The state's cities as reference items, made once per list the machine holds: a keystroke elsewhere on
 * the ficha gives the form the same array, so the city list is not drawn again (docs/performance.md,
 * "Responsiveness (INP)").
 */
const cityItems = new WeakMap<readonly string[], readonly ReferenceItem[]>()
function citiesOf(names: readonly string[]): readonly ReferenceItem[] {
  let made = cityItems.get(names)
  if (!made) {
    made = names.map((name, i) => ({ id: i + 1, name }))
    cityItems.set(names, made)
  }
  return made
}

function fileField(
  context: ApplicationContext,
  target: FileTarget,
  send: Send,
  messages: ApplicationMessages,
): FileFieldView {
  const field = target.kind === 'laudo' ? 'laudo' : target.questionId
  const files = target.kind === 'laudo' ? context.laudos : (context.files[target.questionId] ?? [])
  const uploads = context.uploads.filter((u) => u.field === field)
  const upload = uploads[uploads.length - 1] ?? null
  const errorCode = context.fileErrors[field] ?? null
  return {
    files,
    upload: upload
      ? {
          id: upload.id,
          name: upload.name,
          progress: upload.progress,
          text: messages.ui.forms.fileUpload.uploading(upload.name),
          onCancel: () => send({ type: 'upload.cancel', uploadId: upload.id }),
        }
      : null,
    error: errorCode ? fileErrorText(errorCode, messages) : null,
    errorCode,
    onUpload: (file) => send({ type: 'file.upload', target, file }),
    onRemove: (fileId) => send({ type: 'file.remove', target, fileId }),
  }
}

function formView(snapshot: Snapshot, send: Send, messages: ApplicationMessages): ApplicationFormView | null {
  const { context } = snapshot
  const data = context.data
  if (!data) return null
  const hasTests = data.opportunity.hasTests
  const busy = isApplicationBusy(snapshot)
  const errors = Object.fromEntries(
    Object.entries(context.errors).map(([field, code]) => [field, fieldErrorText(code, messages)]),
  )
  const sections = complementarySections(snapshot)
  const lists = data.lists
  const cities = context.cities.status === 'ready' ? citiesOf(context.cities.names) : NO_ITEMS
  return {
    title: messages.application.title(data.opportunity.title),
    hasTests,
    tab: context.tab,
    onTabChange: (tab) => send({ type: 'tab.select', tab }),
    submitLabel:
      context.tab === 'basic' || hasTests ? messages.application.nextStep : messages.application.finish,
    onSubmit: () => send({ type: 'step.next' }),
    busy,
    status: draftText(context, messages),
    alert: alertView(context, send, messages),
    errors,
    errorCodes: context.errors,
    focus: { field: context.errorOrder[0] ?? null, token: context.errorsShown },
    avatar: {
      name: context.input.candidate?.name ?? '',
      url: context.avatar.url,
      saving: context.avatar.status === 'saving',
      onSave: (image) => send({ type: 'avatar.save', image }),
    },
    personal: {
      values: context.personalData,
      rules: personalDataFieldRules(context.personalData, { onFicha: true, structure: data.structure }),
      options: {
        pronouns: items(lists.pronouns),
        races: items(lists.race_and_ethnicities),
        genders: items(lists.genders),
        sexualOrientations: items(lists.sexual_orientations),
        countries: items(lists.countries),
        incomes: items(lists.personal_incomes),
        familyIncomes: items(lists.family_incomes),
        maritalStatuses: items(lists.maritalStatus),
        disabilities: items(lists.disabilities),
        cities,
      },
      documentReadOnly: data.documentReadOnly,
      foreigner: isForeignNationality(context.personalData.nationality),
      onChange: (field, value) => send({ type: 'personal.change', field, value } as ApplicationEvent),
      postal: postalView(context.postal, messages),
      laudo: fileField(context, { kind: 'laudo' }, send, messages),
    },
    questions: {
      items: data.questions,
      answers: context.answers,
      onAnswer: (id, value) => send({ type: 'answer.change', id, value }),
      files: Object.fromEntries(
        data.questions
          .filter((q) => q.htmlType === 'file_upload')
          .map((q) => [q.id, fileField(context, { kind: 'question', questionId: q.id }, send, messages)]),
      ),
      earlier: Object.fromEntries(
        Object.values(context.offers)
          .filter((offer) => context.answers[offer.questionId] === offer.answer)
          .map((offer) => [
            offer.questionId,
            {
              badge: messages.applyAgain.earlier.badge,
              note: messages.applyAgain.earlier.note(offer.from.opportunityTitle),
            },
          ]),
      ),
    },
    complementary: {
      education: sections.education,
      experience: sections.experience,
      language: sections.language,
      noExperience: context.noExperience,
      experiences: context.experiences,
      onNoExperienceChange: (checked) =>
        send({ type: 'resume.change', experiences: context.experiences, noExperience: checked }),
      onExperienceCountChange: (experiences) =>
        send({ type: 'resume.change', experiences, noExperience: context.noExperience }),
      experienceError: errors.experience ?? null,
      referral: sections.referral
        ? {
            values: context.referral,
            errors: { name: errors['referral.name'], email: errors['referral.email'] },
            domains: sections.domains,
            onChange: (field, value) => send({ type: 'referral.change', field, value }),
          }
        : null,
    },
  }
}

/** Everything the ficha reads or calls, from a snapshot of the application machine. */
export function connectApplication(
  snapshot: Snapshot,
  send: Send,
  messages: ApplicationMessages = applicationMessages,
): ApplicationView {
  const { context } = snapshot
  const screen = applicationScreen(snapshot)
  const t = messages.application
  const opportunityId = context.opportunityId
  const jobTitle = context.data?.opportunity.title ?? ''
  const origin = context.input.origin ?? ''
  return {
    screen,
    title: t.title(jobTitle),
    busy: screen === 'loading' || screen === 'leaving' || isApplicationBusy(snapshot),
    loadingText: t.loading,
    loadFailed:
      screen === 'loadFailed'
        ? { message: t.loadFailed, retryLabel: t.retry, onRetry: () => send({ type: 'load.retry' }) }
        : null,
    closed:
      screen === 'closed'
        ? closedOpportunityView({ closedDialog: t.closedDialog, ok: messages.common.ok }, () =>
            send({ type: 'closed.dismiss' }),
          )
        : null,
    alreadyApplied:
      screen === 'alreadyApplied'
        ? {
            message: t.alreadyApplied,
            followLabel: t.followApplications,
            followHref: '/meu-perfil#box-subscription',
            backLabel: t.backToJob,
            backHref: `/vagas/${opportunityId}`,
          }
        : null,
    external: screen === 'externalApply' ? { title: t.external.title, message: t.external.message } : null,
    whatsapp:
      screen === 'whatsappApply'
        ? {
            title: t.whatsapp.title,
            message: t.whatsapp.message,
            openLabel: t.whatsapp.open,
            href: whatsappLink(context, `${origin}/vagas/${opportunityId}`, messages),
          }
        : null,
    form:
      screen === 'form' || (screen === 'leaving' && !context.reviewing)
        ? formView(snapshot, send, messages)
        : null,
    review:
      screen === 'review' || screen === 'leaving'
        ? reviewView(context, send, {
            busy: isApplicationBusy(snapshot),
            alert: alertView(context, send, messages),
            messages,
          })
        : null,
  }
}
