// Applying again in one step (docs/apply-again.md): which answer the candidate gave to an earlier
// opening fits a question of this one. One pure rule, used by the ficha's machine and its tests:
//
// - a question matches an earlier answer given to the same question id, or to a question with the same
//   text (ignoring case, accents and spacing) and the same html type;
// - eliminatory questions are never matched (they are always answered anew), nor file uploads (files
//   are listed per question instead);
// - the earlier answer must still fit the question: a choice must be one of its options (a check-box
//   answer every chosen option), a text must not be blank;
// - among several fitting answers, a match by id wins over a match by text, then the newest wins.
import {
  checkboxAnswer,
  parseCheckboxAnswer,
  type ApplicationQuestion,
  type QuestionHtmlType,
} from '../application/questions'

/** One answer the candidate gave when applying to an earlier opening (the platform sends only theirs). */
export interface EarlierAnswer {
  questionId: string
  title: string
  htmlType: QuestionHtmlType
  answer: string
  opportunityId: number
  opportunityTitle: string
  /** When that application was sent (ISO 8601). */
  answeredAt: string
}

/** An earlier answer offered for a question of this opening, fitted to its options. */
export interface EarlierOffer {
  questionId: string
  /** The answer as this question takes it (check boxes in this question's options' order). */
  answer: string
  /** 'id': the same question; 'text': the same text and type on another opening. */
  match: 'id' | 'text'
  from: { opportunityId: number; opportunityTitle: string; answeredAt: string }
}

/** Question id → the earlier answer offered for it. */
export type EarlierOffers = Record<string, EarlierOffer>

/** A question's text as compared: no accents, lower case, single spaces. */
export function comparableQuestionText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim()
}

/** Whether an earlier answer was given to this question: the same id, or the same text and html type. */
export function answersSameQuestion(
  question: Pick<ApplicationQuestion, 'id' | 'title' | 'htmlType'>,
  earlier: Pick<EarlierAnswer, 'questionId' | 'title' | 'htmlType'>,
): 'id' | 'text' | null {
  if (earlier.questionId === question.id) return 'id'
  if (
    earlier.htmlType === question.htmlType &&
    comparableQuestionText(earlier.title) !== '' &&
    comparableQuestionText(earlier.title) === comparableQuestionText(question.title)
  )
    return 'text'
  return null
}

/** Whether a question may take an earlier answer at all (never eliminatory ones, never file uploads). */
export const canOfferEarlierAnswer = (question: Pick<ApplicationQuestion, 'eliminatory' | 'htmlType'>) =>
  !question.eliminatory && question.htmlType !== 'file_upload'

/** The earlier answer as this question takes it, or null when it does not fit its options. */
export function fitEarlierAnswer(
  question: Pick<ApplicationQuestion, 'htmlType' | 'options'>,
  answer: string,
): string | null {
  const text = answer.trim()
  if (text === '') return null
  const option = (value: string) =>
    question.options.find((o) => comparableQuestionText(o) === comparableQuestionText(value))
  switch (question.htmlType) {
    case 'text':
      return text
    case 'select':
    case 'radio_buttons':
      return option(text) ?? null
    case 'check_boxes': {
      const chosen = parseCheckboxAnswer(text).map(option)
      if (chosen.length === 0 || chosen.some((o) => o === undefined)) return null
      return checkboxAnswer(chosen as string[], question.options)
    }
    case 'file_upload':
      return null
  }
}

const newestFirst = (a: EarlierAnswer, b: EarlierAnswer) =>
  b.answeredAt < a.answeredAt ? -1 : b.answeredAt > a.answeredAt ? 1 : b.opportunityId - a.opportunityId

/**
 * The earlier answers offered for an opening's questions (question id → offer): the rule above. The
 * candidate sees every offer before anything is sent (docs/apply-again.md).
 */
export function matchEarlierAnswers(
  questions: readonly ApplicationQuestion[],
  earlier: readonly EarlierAnswer[],
): EarlierOffers {
  const sorted = [...earlier].sort(newestFirst)
  const offers: EarlierOffers = {}
  for (const question of questions) {
    if (!canOfferEarlierAnswer(question)) continue
    let best: EarlierOffer | null = null
    for (const candidate of sorted) {
      const match = answersSameQuestion(question, candidate)
      if (!match || (best && (best.match === 'id' || match === 'text'))) continue
      const answer = fitEarlierAnswer(question, candidate.answer)
      if (answer === null) continue
      best = {
        questionId: question.id,
        answer,
        match,
        from: {
          opportunityId: candidate.opportunityId,
          opportunityTitle: candidate.opportunityTitle,
          answeredAt: candidate.answeredAt,
        },
      }
      if (match === 'id') break
    }
    if (best) offers[question.id] = best
  }
  return offers
}

/**
 * The answers the ficha starts with: the profile's defaults, an earlier answer where the default is
 * empty, and nothing for an eliminatory question (always answered anew). Also the offers that were
 * filled in (or that the profile's default equals), for the screen to point them out.
 */
export function startingAnswers(
  questions: readonly ApplicationQuestion[],
  defaults: Readonly<Record<string, string>>,
  offers: EarlierOffers,
): { answers: Record<string, string>; offers: EarlierOffers } {
  const answers: Record<string, string> = {}
  const used: EarlierOffers = {}
  for (const question of questions) {
    if (question.htmlType === 'file_upload') continue
    if (question.eliminatory) {
      answers[question.id] = ''
      continue
    }
    const given = defaults[question.id] ?? ''
    const offer = offers[question.id]
    if (offer && (given.trim() === '' || given === offer.answer)) {
      answers[question.id] = offer.answer
      used[question.id] = offer
    } else answers[question.id] = given
  }
  return { answers, offers: used }
}

/** How many of the candidate's latest applications the platform reads earlier answers from. */
export const EARLIER_APPLICATIONS_MAX = 20
