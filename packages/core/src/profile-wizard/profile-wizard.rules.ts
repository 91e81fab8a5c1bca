// The profile update wizard's rules: the steps a request asks for, and the answers as `questionUpdate` takes
// them.
import {
  answersPayload,
  type ApplicationQuestion,
  type AttachedFile,
  type QuestionAnswers,
} from '../application/questions'
import { WIZARD_STEPS } from '../constants'

export type WizardStep = (typeof WIZARD_STEPS)[number]

/** A profile update request as the site reads it (`profileQuestionUpdate`). */
export interface ProfileUpdateRequest {
  id: number
  /** False past its deadline ('Solicitação fora do prazo'). */
  valid: boolean
  /** The platform's deadline text. */
  messageValidDate: string | null
  /** The step names as the request gives them (unknown ones included). */
  steps: readonly string[]
  opportunityId: number | null
  /** The company's extra questions (the questions step). */
  questions: readonly ApplicationQuestion[]
}

const isWizardStep = (name: string): name is WizardStep => (WIZARD_STEPS as readonly string[]).includes(name)

/**
 * The wizard's steps: the request's names in its order, unknown names and repeats dropped; `questions`
 * is appended (last) when the request has extra questions, and never shown without them.
 */
export function wizardStepsOf(names: readonly string[], questionCount: number): WizardStep[] {
  const steps: WizardStep[] = []
  for (const raw of names) {
    const name = raw.trim()
    if (!isWizardStep(name) || name === 'questions' || steps.includes(name)) continue
    steps.push(name)
  }
  if (questionCount > 0) steps.push('questions')
  return steps
}

/** One answer as `questionUpdate` takes it (id, question, answer). */
export interface UpdateAnswer {
  id: string
  question: string
  answer: string
}

/**
 * Every question's answer as sent: the title as `question`, text without backslashes and double quotes,
 * check boxes joined by ';', a file-upload question answered with its files' names (as an application
 * sends them).
 */
export function updateAnswersPayload(
  questions: readonly ApplicationQuestion[],
  answers: QuestionAnswers,
  files: Readonly<Record<string, readonly AttachedFile[]>> = {},
): UpdateAnswer[] {
  return answersPayload(questions, answers, files).map(({ id, title, answer }) => ({
    id,
    question: title,
    answer,
  }))
}
