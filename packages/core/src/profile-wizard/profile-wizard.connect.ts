// The profile update wizard's connect layer (zag's split): a snapshot, `send` and the messages become
// everything 'Atualização de Perfil' shows or calls. The screen never reads the machine's context; texts
// come from the messages (a brand may pass its own). Each step's own component is handed its child actor
// (the personal data, the section lists, the no-experience flag).
import type { SnapshotFrom } from 'xstate'
import { fieldErrorText, type FieldErrorMessages } from '../application/application.texts'
import type { UploadFile } from '../application/application.types'
import type { ApplicationQuestion, AttachedFile, QuestionAnswers } from '../application/questions'
import { ptBR, type Messages } from '../messages/pt-BR'
import { fileFailureText } from '../personal-data/personal-data.connect'
import { currentStep, type profileWizardMachine } from './profile-wizard.machine'
import type {
  ProfileWizardAlert,
  ProfileWizardEvent,
  ProfileWizardNotice,
  WizardChildren,
} from './profile-wizard.types'
import type { WizardStep } from './profile-wizard.rules'

type Snapshot = SnapshotFrom<typeof profileWizardMachine>
type Send = (event: ProfileWizardEvent) => void

/** The texts the wizard needs; a brand passes its own (`profileWizardMessagesOf`). */
export interface ProfileWizardMessages {
  wizard: Messages['profile']['wizard']
  uoops: string
  loading: string
  educationMissing: string
  experienceMissing: string
  network: string
  tryAgain: string
  file: Messages['profile']['file']
  fieldErrors: FieldErrorMessages
}

/** The wizard's texts out of a whole catalogue (core's, or a brand's merged one). */
export function profileWizardMessagesOf(messages: Messages): ProfileWizardMessages {
  return {
    wizard: messages.profile.wizard,
    uoops: messages.common.uoops,
    loading: messages.common.loading,
    educationMissing: messages.profile.education.atLeastOne,
    experienceMissing: messages.profile.experience.required,
    network: messages.clientErrors.NETWORK,
    tryAgain: messages.application.tryAgain,
    file: messages.profile.file,
    fieldErrors: { validation: messages.validation, application: messages.application },
  }
}

export const profileWizardMessages: ProfileWizardMessages = profileWizardMessagesOf(ptBR)

/** The text of what the app shows on / when the wizard ends. */
export function wizardNoticeText(
  notice: ProfileWizardNotice,
  messages: ProfileWizardMessages = profileWizardMessages,
): string {
  const t = messages.wizard
  switch (notice.code) {
    case 'alreadyUpdated':
      return t.alreadyUpdated
    case 'outOfDeadline':
      return t.outOfDeadline
    case 'updated':
      return t.success
    case 'failed':
      return t.failed
  }
}

export type ProfileWizardScreen = 'loading' | 'loadFailed' | 'notFound' | 'wizard' | 'leaving'

export interface WizardStepView {
  id: WizardStep
  label: string
  /** 'step' for the one on screen (aria-current), else done (before it) or upcoming. */
  status: 'done' | 'current' | 'upcoming'
}

export interface WizardFileView {
  title: string
  message: string
}

export interface ProfileWizardView {
  screen: ProfileWizardScreen
  title: string
  loadingText: string
  /** The request's deadline text, when the platform gives one. */
  deadline: string | null
  steps: WizardStepView[]
  stepsLabel: string
  /** 'Etapa 2 de 5'. */
  progress: string
  current: WizardStep | null
  currentLabel: string
  /** The step's intro (languages, questions), when it has one. */
  intro: string | null
  children: WizardChildren
  back: null | { label: string; disabled: boolean; onBack: () => void }
  next: { label: string; disabled: boolean; busy: boolean; onNext: () => void }
  /** 'Uoops' with why the step cannot go on (an alert dialog), or the lost connection. */
  alert: null | { code: ProfileWizardAlert; title: string; message: string; onDismiss: () => void }
  questions: null | {
    items: readonly ApplicationQuestion[]
    answers: QuestionAnswers
    errors: Record<string, string>
    onAnswer: (id: string, value: string) => void
    attachments: Readonly<Record<string, readonly AttachedFile[]>>
    uploading: Readonly<Record<string, boolean>>
    fileErrors: Readonly<Record<string, WizardFileView>>
    onUpload: (questionId: string, file: UploadFile) => void
    onRemove: (questionId: string, fileId: string) => void
  }
  /** Bumped whenever a step is refused: the screen moves focus to the first problem. */
  errorsShown: number
  notFound: null | { title: string; message: string; homeLabel: string }
  retry: null | { message: string; label: string; onRetry: () => void }
}

function alertMessage(code: ProfileWizardAlert, messages: ProfileWizardMessages): string {
  if (code === 'educationMissing') return messages.educationMissing
  if (code === 'experienceMissing') return messages.experienceMissing
  return messages.network
}

function screenOf(snapshot: Snapshot): ProfileWizardScreen {
  if (snapshot.matches('loading')) return 'loading'
  if (snapshot.matches('loadFailed')) return 'loadFailed'
  if (snapshot.matches('notFound')) return 'notFound'
  if (snapshot.matches('editing') || snapshot.matches('submitting')) return 'wizard'
  return 'leaving'
}

export function connectProfileWizard(
  snapshot: Snapshot,
  send: Send,
  messages: ProfileWizardMessages = profileWizardMessages,
): ProfileWizardView {
  const t = messages.wizard
  const { context } = snapshot
  const screen = screenOf(snapshot)
  const step = screen === 'wizard' ? currentStep(context) : null
  const busy = snapshot.hasTag('busy')
  const total = context.steps.length
  const questions = context.request?.questions ?? []
  return {
    screen,
    title: t.title,
    loadingText: messages.loading,
    deadline: context.request?.messageValidDate ?? null,
    steps: context.steps.map((id, index) => ({
      id,
      label: t.steps[id],
      status: index < context.stepIndex ? 'done' : index === context.stepIndex ? 'current' : 'upcoming',
    })),
    stepsLabel: t.stepsLabel,
    progress: total > 0 ? t.stepOf(Math.min(context.stepIndex + 1, total), total) : '',
    current: step,
    currentLabel: step ? t.steps[step] : '',
    intro: step === 'languages' ? t.languagesIntro : step === 'questions' ? t.questionsIntro : null,
    children: context.children,
    back:
      context.stepIndex > 0 && screen === 'wizard'
        ? { label: t.back, disabled: busy, onBack: () => send({ type: 'step.back' }) }
        : null,
    next: {
      label: t.continue,
      disabled: busy || screen !== 'wizard',
      busy,
      onNext: () => send({ type: 'step.next' }),
    },
    alert: context.alert
      ? {
          code: context.alert,
          title: messages.uoops,
          message: alertMessage(context.alert, messages),
          onDismiss: () => send({ type: 'alert.dismiss' }),
        }
      : null,
    questions:
      step === 'questions'
        ? {
            items: questions,
            answers: context.answers,
            errors: Object.fromEntries(
              Object.entries(context.questionErrors).map(([id, code]) => [
                id,
                fieldErrorText(code, messages.fieldErrors),
              ]),
            ),
            onAnswer: (id, value) => send({ type: 'answer.change', id, value }),
            attachments: context.files,
            uploading: context.uploadingId ? { [context.uploadingId]: true } : {},
            fileErrors: Object.fromEntries(
              Object.entries(context.fileErrors).map(([id, code]) => [
                id,
                fileFailureText(code, messages.file),
              ]),
            ),
            onUpload: (questionId, file) => send({ type: 'file.upload', questionId, file }),
            onRemove: (questionId, fileId) => send({ type: 'file.remove', questionId, fileId }),
          }
        : null,
    errorsShown: context.errorsShown,
    notFound:
      screen === 'notFound'
        ? { title: t.notFound.title, message: t.notFound.message, homeLabel: t.goHome }
        : null,
    retry:
      screen === 'loadFailed'
        ? { message: t.loadFailed, label: messages.tryAgain, onRetry: () => send({ type: 'load.retry' }) }
        : null,
  }
}
