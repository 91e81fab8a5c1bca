// The opportunity's application questions (SubscriptionQuestion): their shape as the screens use
// it, options from a ';' string or a list, default answers from the profile's additional questions (by slug,
// else by title), the rules ('Campo obrigatório', slug `mae`, slug `rg`, a file-upload question needs an
// attachment) and the answers as subscriptionNew takes them.
import { z } from 'zod'
import { fieldErrorText, type ApplicationFieldError } from './application.texts'
import type { CodedIssue } from '../personal-data/personal-data.schema'
import { stripApplicationText } from './sanitize'

export const QUESTION_HTML_TYPES = ['text', 'select', 'radio_buttons', 'check_boxes', 'file_upload'] as const
export type QuestionHtmlType = (typeof QUESTION_HTML_TYPES)[number]

export interface ApplicationQuestion {
  id: string
  title: string
  required: boolean
  hint: string | null
  htmlType: QuestionHtmlType
  options: string[]
  slug: string | null
  order: number
  /** An eliminatory question: its answers are checked by the platform before tab 2. */
  eliminatory: boolean
}

/** Question id → answer; check boxes hold the chosen options joined by ';' (docs/decisions.md, "Checkbox answers"). */
export type QuestionAnswers = Record<string, string>

/** A file attached to a question or a medical report. */
export interface AttachedFile {
  id: string
  name: string
  file: string
}

export const attachedFileSchema = z.lazy(() =>
  z.object({
    id: z.union([z.string(), z.number()]).transform(String),
    name: z
      .string()
      .nullish()
      .transform((v) => v ?? ''),
    file: z
      .string()
      .nullish()
      .transform((v) => v ?? ''),
  }),
)

/** Options as the spec allows them: a ';'-separated string or a list; blanks dropped. */
export function questionOptions(options: string | readonly string[] | null | undefined): string[] {
  const list = typeof options === 'string' ? options.split(';') : (options ?? [])
  return list.map((option) => option.trim()).filter((option) => option !== '')
}

/** The chosen check boxes as one answer, in the options' order (a Set: linear in both lists). */
export function checkboxAnswer(chosen: readonly string[], options: readonly string[]): string {
  const picked = new Set(chosen)
  return options.filter((option) => picked.has(option)).join(';')
}

/** The chosen check boxes of an answer. */
export function parseCheckboxAnswer(answer: string): string[] {
  return questionOptions(answer)
}

/** The question types whose answer is a choice among the question's options. */
export const CHOICE_HTML_TYPES: readonly QuestionHtmlType[] = ['select', 'radio_buttons', 'check_boxes']

/** Options are told apart regardless of case, surrounding spaces and Unicode normal form. */
export const comparableOption = (text: string) => text.normalize('NFC').trim().toLowerCase()

/** The options an answer names: check boxes joined by ';' (docs/decisions.md, "Checkbox answers"), else one. */
export function chosenOptions(htmlType: QuestionHtmlType, answer: string): string[] {
  return htmlType === 'check_boxes' ? questionOptions(answer) : [answer.trim()]
}

/**
 * A choice answer as the platform stores it: the options it names, written as the options are (check boxes
 * in the options' order, joined by ';'); null when it names anything that is not an option. An empty
 * answer, or the answer to a question that is not a choice, is returned as given.
 */
export function storedChoiceAnswer(
  question: Pick<ApplicationQuestion, 'htmlType' | 'options'>,
  answer: string,
): string | null {
  if (answer === '' || !CHOICE_HTML_TYPES.includes(question.htmlType)) return answer
  const chosen = new Set(chosenOptions(question.htmlType, answer).map(comparableOption))
  const options = question.options.filter((option) => chosen.has(comparableOption(option)))
  return options.length === chosen.size ? options.join(';') : null
}

/** Whether an answer names any of the given options (an eliminatory question's eliminating answers). */
export function choosesAnyOf(htmlType: QuestionHtmlType, answer: string, among: readonly string[]): boolean {
  const wanted = new Set(among.map(comparableOption))
  return chosenOptions(htmlType, answer).some((option) => wanted.has(comparableOption(option)))
}

/** A question as the platform sends it (both spellings of the html type; unknown types read as text). */
export const subscriptionQuestionSchema = z.lazy(() =>
  z
    .object({
      id: z.union([z.string(), z.number()]).transform(String),
      title: z.string().nullish(),
      required: z.boolean().nullish(),
      hint: z.string().nullish(),
      htmlType: z.string().nullish(),
      html_type: z.string().nullish(),
      options: z.union([z.string(), z.array(z.string())]).nullish(),
      slug: z.string().nullish(),
      order: z.number().nullish(),
      eliminatoryQuestion: z.boolean().nullish(),
      answer: z.string().nullish(),
    })
    .transform((q): ApplicationQuestion & { answer: string | null } => {
      const type = (q.htmlType ?? q.html_type ?? 'text') as QuestionHtmlType
      return {
        id: q.id,
        title: q.title ?? '',
        required: q.required ?? false,
        hint: q.hint?.trim() ? q.hint : null,
        htmlType: QUESTION_HTML_TYPES.includes(type) ? type : 'text',
        options: questionOptions(q.options),
        slug: q.slug?.trim() ? q.slug.trim() : null,
        order: q.order ?? 0,
        eliminatory: q.eliminatoryQuestion ?? false,
        answer: q.answer ?? null,
      }
    }),
)

export const subscriptionQuestionListSchema = z.lazy(() =>
  z
    .array(subscriptionQuestionSchema)
    .nullish()
    .transform((list) => [...(list ?? [])].sort((a, b) => a.order - b.order)),
)

const comparable = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').trim().toLowerCase()

/** An answer the profile already holds (its additional questions). */
export interface AdditionalAnswer {
  question?: string | null
  answer?: string | null
  slug?: string | null
}

/**
 * The starting answers: each question's own previous answer, else the profile's additional question
 * with the same slug, else the same title. File uploads start empty (their files are listed instead).
 */
export function defaultAnswers(
  questions: readonly (ApplicationQuestion & { answer?: string | null })[],
  additional: readonly AdditionalAnswer[],
): QuestionAnswers {
  const answers: QuestionAnswers = {}
  for (const question of questions) {
    if (question.htmlType === 'file_upload') continue
    const bySlug = question.slug
      ? additional.find((a) => a.slug && comparable(a.slug) === comparable(question.slug as string))
      : undefined
    const byTitle = additional.find(
      (a) => a.question && comparable(a.question) === comparable(question.title),
    )
    const value = question.answer ?? bySlug?.answer ?? byTitle?.answer ?? ''
    answers[question.id] =
      question.htmlType === 'check_boxes'
        ? checkboxAnswer(parseCheckboxAnswer(value), question.options)
        : value
  }
  return answers
}

/** Slug `mae`: at least two words, the first and the last longer than 2 characters (docs/decisions.md, "Names"). */
export function isValidMotherName(value: string): boolean {
  const words = value.trim().split(/\s+/).filter(Boolean)
  return words.length >= 2 && words[0]!.length > 2 && words[words.length - 1]!.length > 2
}

/** Slug `rg`: 5 to 14 characters, at least 5 word characters, not all the same character. */
export function isValidRg(value: string): boolean {
  const text = value.trim()
  if (text.length < 5 || text.length > 14) return false
  const wordCharacters = text.match(/\w/g) ?? []
  if (wordCharacters.length < 5) return false
  // '111.111.111-11' is still one repeated digit: punctuation does not count.
  return new Set(wordCharacters).size > 1
}

/**
 * Every rule broken by these answers, one issue per question (the field is the question id), in the
 * questions' order. `attachments` counts the files attached to each file-upload question.
 */
export function questionIssues(
  questions: readonly ApplicationQuestion[],
  answers: QuestionAnswers,
  attachments: Readonly<Record<string, number>> = {},
): CodedIssue<string>[] {
  const issues: CodedIssue<string>[] = []
  const push = (field: string, code: ApplicationFieldError) =>
    issues.push({ field, code, message: fieldErrorText(code) })
  for (const question of questions) {
    if (question.htmlType === 'file_upload') {
      if (question.required && !(attachments[question.id] ?? 0)) {
        push(question.id, 'attachmentRequired')
      }
      continue
    }
    const answer = (answers[question.id] ?? '').trim()
    if (answer === '') {
      if (question.required) push(question.id, 'required')
      continue
    }
    if (question.slug === 'mae' && !isValidMotherName(answer)) {
      push(question.id, 'motherName')
    } else if (question.slug === 'rg' && !isValidRg(answer)) {
      push(question.id, 'rg')
    }
  }
  return issues
}

/** One answer as subscriptionNew and validateCandidateEliminatoryQuestions take it. */
export interface QuestionAnswerInput {
  id: string
  title: string
  answer: string
  slug: string | null
}

/**
 * The answers as sent: every question, strings without backslashes and double quotes; a file-upload
 * question answers with the names of its files.
 */
export function answersPayload(
  questions: readonly ApplicationQuestion[],
  answers: QuestionAnswers,
  files: Readonly<Record<string, readonly AttachedFile[]>> = {},
): QuestionAnswerInput[] {
  return questions.map((question) => ({
    id: question.id,
    title: stripApplicationText(question.title),
    slug: question.slug,
    answer: stripApplicationText(
      question.htmlType === 'file_upload'
        ? (files[question.id] ?? []).map((f) => f.name).join(';')
        : (answers[question.id] ?? ''),
    ),
  }))
}

/** The eliminatory questions' answers (what the platform checks before tab 2). */
export function eliminatoryAnswers(
  questions: readonly ApplicationQuestion[],
  answers: QuestionAnswers,
): QuestionAnswerInput[] {
  return answersPayload(
    questions.filter((q) => q.eliminatory),
    answers,
  )
}

/** The platform's check of one answer it receives. */
export const questionAnswerInputSchema = z.lazy(() =>
  z.object({
    id: z.union([z.string(), z.number()]).transform(String),
    title: z.string().max(2000).nullish(),
    answer: z
      .string()
      .max(5000)
      .nullish()
      .transform((v) => (v == null ? v : stripApplicationText(v))),
    slug: z.string().max(200).nullish(),
    candidate: z.boolean().nullish(),
  }),
)
