import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { QUESTION_HTML_TYPES, parseCheckboxAnswer, type ApplicationQuestion } from '../application/questions'
import {
  answersSameQuestion,
  comparableQuestionText,
  fitEarlierAnswer,
  matchEarlierAnswers,
  startingAnswers,
  type EarlierAnswer,
} from './earlier-answers'

const question = (over: Partial<ApplicationQuestion> = {}): ApplicationQuestion => ({
  id: '10',
  title: 'Você tem disponibilidade para viagens?',
  required: true,
  hint: null,
  htmlType: 'radio_buttons',
  options: ['Sim', 'Não'],
  slug: null,
  order: 1,
  eliminatory: false,
  ...over,
})

const earlier = (over: Partial<EarlierAnswer> = {}): EarlierAnswer => ({
  questionId: '99',
  title: 'Você tem disponibilidade para viagens?',
  htmlType: 'radio_buttons',
  answer: 'Sim',
  opportunityId: 100001,
  opportunityTitle: 'Analista de Crédito',
  answeredAt: '2026-11-01T10:00:00.000Z',
  ...over,
})

describe('matchEarlierAnswers', () => {
  it('offers the answer given to the same text and type on another opening', () => {
    const offers = matchEarlierAnswers([question()], [earlier()])
    expect(offers['10']).toEqual({
      questionId: '10',
      answer: 'Sim',
      match: 'text',
      from: {
        opportunityId: 100001,
        opportunityTitle: 'Analista de Crédito',
        answeredAt: '2026-11-01T10:00:00.000Z',
      },
    })
  })

  it('ignores case, accents and spacing in the text, but not the html type', () => {
    const q = question({ title: '  VOCE tem   disponibilidade para viagens? ' })
    expect(matchEarlierAnswers([q], [earlier()])['10']?.answer).toBe('Sim')
    expect(matchEarlierAnswers([question({ htmlType: 'select' })], [earlier()])).toEqual({})
  })

  it('offers the answer given to the same question id, before one matched by text, even if older', () => {
    const offers = matchEarlierAnswers(
      [question()],
      [
        earlier({ answer: 'Não', answeredAt: '2026-12-01T00:00:00.000Z' }),
        earlier({
          questionId: '10',
          title: 'Outro texto',
          answer: 'Sim',
          answeredAt: '2025-01-01T00:00:00.000Z',
        }),
      ],
    )
    expect(offers['10']).toMatchObject({ answer: 'Sim', match: 'id' })
  })

  it('offers the newest of several answers to the same text', () => {
    const offers = matchEarlierAnswers(
      [question()],
      [
        earlier({ answer: 'Sim', opportunityId: 1, answeredAt: '2026-01-01T00:00:00.000Z' }),
        earlier({ answer: 'Não', opportunityId: 2, answeredAt: '2026-06-01T00:00:00.000Z' }),
      ],
    )
    expect(offers['10']).toMatchObject({ answer: 'Não', from: { opportunityId: 2 } })
  })

  it('never offers an answer to an eliminatory question or a file upload', () => {
    expect(matchEarlierAnswers([question({ eliminatory: true })], [earlier({ questionId: '10' })])).toEqual(
      {},
    )
    expect(
      matchEarlierAnswers(
        [question({ htmlType: 'file_upload', options: [] })],
        [earlier({ htmlType: 'file_upload', answer: 'cv.pdf' })],
      ),
    ).toEqual({})
  })

  it('skips an answer that no longer fits the options, and takes an older one that does', () => {
    const offers = matchEarlierAnswers(
      [question({ options: ['Sim', 'Não'] })],
      [
        earlier({ answer: 'Talvez', answeredAt: '2026-12-01T00:00:00.000Z' }),
        earlier({ answer: 'Não', answeredAt: '2026-01-01T00:00:00.000Z' }),
      ],
    )
    expect(offers['10']?.answer).toBe('Não')
  })

  it('fits check boxes to the question’s options and order, and refuses one unknown option', () => {
    const q = question({ htmlType: 'check_boxes', options: ['Inglês', 'Espanhol', 'Francês'] })
    expect(fitEarlierAnswer(q, 'francês;INGLÊS')).toBe('Inglês;Francês')
    expect(fitEarlierAnswer(q, 'Inglês;Alemão')).toBeNull()
    expect(fitEarlierAnswer(q, ' ; ')).toBeNull()
  })

  it('takes a text answer as given, never a blank one', () => {
    const q = question({ htmlType: 'text', options: [] })
    expect(fitEarlierAnswer(q, '  Três anos em bancos  ')).toBe('Três anos em bancos')
    expect(fitEarlierAnswer(q, '   ')).toBeNull()
  })
})

describe('startingAnswers', () => {
  const offers = matchEarlierAnswers(
    [question(), question({ id: '11', title: 'Turno', options: ['Manhã', 'Tarde'] })],
    [earlier(), earlier({ questionId: '11', title: 'Turno', answer: 'Tarde' })],
  )
  it('fills an empty answer with the earlier one and says so; keeps the profile’s own answer', () => {
    const result = startingAnswers(
      [question(), question({ id: '11', title: 'Turno', options: ['Manhã', 'Tarde'] })],
      { '10': '', '11': 'Manhã' },
      offers,
    )
    expect(result.answers).toEqual({ '10': 'Sim', '11': 'Manhã' })
    expect(Object.keys(result.offers)).toEqual(['10'])
  })

  it('points out a profile answer equal to the earlier one', () => {
    const result = startingAnswers([question()], { '10': 'Sim' }, offers)
    expect(Object.keys(result.offers)).toEqual(['10'])
  })

  it('starts an eliminatory question empty, whatever the profile or an earlier application says', () => {
    const result = startingAnswers([question({ eliminatory: true })], { '10': 'Sim' }, offers)
    expect(result).toEqual({ answers: { '10': '' }, offers: {} })
  })
})

// ── Properties ─────────────────────────────────────────────────────────────────────────────────────

const word = fc.constantFrom('Sim', 'Não', 'Inglês', 'Espanhol', 'Talvez', 'Manhã', 'Noite', 'Três')
const title = fc.constantFrom('Disponibilidade?', 'Idiomas', 'Turno preferido', 'Experiência com crédito')
const type = fc.constantFrom(...QUESTION_HTML_TYPES)
const questionArb = fc.record({
  id: fc.constantFrom('1', '2', '3', '4'),
  title,
  required: fc.boolean(),
  hint: fc.constant(null),
  htmlType: type,
  options: fc.uniqueArray(word, { maxLength: 4 }),
  slug: fc.constant(null),
  order: fc.nat(10),
  eliminatory: fc.boolean(),
})
const earlierArb = fc.record({
  questionId: fc.constantFrom('1', '2', '3', '4', '5'),
  title,
  htmlType: type,
  answer: fc.oneof(
    word,
    fc.uniqueArray(word, { maxLength: 3 }).map((w) => w.join(';')),
    fc.string(),
  ),
  opportunityId: fc.integer({ min: 1, max: 1000 }),
  opportunityTitle: fc.constant('Vaga anterior'),
  answeredAt: fc
    .integer({ min: 1_600_000_000_000, max: 1_800_000_000_000 })
    .map((ms) => new Date(ms).toISOString()),
})
const questionsArb = fc.uniqueArray(questionArb, { selector: (q) => q.id, maxLength: 4 })

describe('matchEarlierAnswers (properties)', () => {
  it('offers only for non-eliminatory, non-file questions, from an answer to the same question, fitting its options', () => {
    fc.assert(
      fc.property(questionsArb, fc.array(earlierArb, { maxLength: 8 }), (questions, answers) => {
        const offers = matchEarlierAnswers(questions, answers)
        for (const [id, offer] of Object.entries(offers)) {
          const q = questions.find((x) => x.id === id)!
          expect(q.eliminatory).toBe(false)
          expect(q.htmlType).not.toBe('file_upload')
          const source = answers.find(
            (a) =>
              a.opportunityId === offer.from.opportunityId &&
              a.answeredAt === offer.from.answeredAt &&
              answersSameQuestion(q, a) === offer.match,
          )
          expect(source).toBeDefined()
          expect(offer.answer.trim()).not.toBe('')
          if (q.htmlType === 'select' || q.htmlType === 'radio_buttons')
            expect(q.options).toContain(offer.answer)
          if (q.htmlType === 'check_boxes')
            for (const chosen of parseCheckboxAnswer(offer.answer)) expect(q.options).toContain(chosen)
        }
      }),
    )
  })

  it('does not depend on the order the earlier answers arrive in', () => {
    fc.assert(
      fc.property(
        questionsArb,
        fc.uniqueArray(earlierArb, { selector: (a) => a.answeredAt, maxLength: 8 }),
        (questions, answers) => {
          expect(matchEarlierAnswers(questions, [...answers].reverse())).toEqual(
            matchEarlierAnswers(questions, answers),
          )
        },
      ),
    )
  })

  it('offers something for every offerable question that has a fitting answer to the same id', () => {
    fc.assert(
      fc.property(questionsArb, fc.array(earlierArb, { maxLength: 8 }), (questions, answers) => {
        const offers = matchEarlierAnswers(questions, answers)
        for (const q of questions) {
          const fits = answers.some((a) => a.questionId === q.id && fitEarlierAnswer(q, a.answer) !== null)
          if (fits && !q.eliminatory && q.htmlType !== 'file_upload') expect(offers[q.id]?.match).toBe('id')
        }
      }),
    )
  })

  it('compares texts the same way whatever their case and accents', () => {
    fc.assert(
      fc.property(title, (t) => {
        expect(comparableQuestionText(t.toUpperCase())).toBe(comparableQuestionText(t))
        expect(comparableQuestionText(t.normalize('NFD'))).toBe(comparableQuestionText(t))
      }),
    )
  })
})
