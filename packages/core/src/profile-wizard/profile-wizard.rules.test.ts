// The wizard's steps and answers.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { WIZARD_STEPS } from '../constants'
import { UPDATE_QUESTIONS } from './profile-wizard.fixtures'
import { updateAnswersPayload, wizardStepsOf } from './profile-wizard.rules'

describe('wizardStepsOf', () => {
  it('keeps the request’s order, drops unknown names and repeats, appends questions when there are some', () => {
    expect(wizardStepsOf(['education', 'personal_data'], 0)).toEqual(['education', 'personal_data'])
    expect(wizardStepsOf(['hobbies', ' languages ', 'languages', 'PERSONAL_DATA'], 2)).toEqual([
      'languages',
      'questions',
    ])
    expect(wizardStepsOf(['questions', 'education'], 0)).toEqual(['education'])
    expect(wizardStepsOf(['questions', 'education'], 1)).toEqual(['education', 'questions'])
    expect(wizardStepsOf([], 0)).toEqual([])
  })

  it('property: only allowed names, each once, questions last exactly when questions exist', () => {
    const name = fc.oneof(fc.constantFrom(...WIZARD_STEPS), fc.string({ maxLength: 12 }))
    fc.assert(
      fc.property(fc.array(name, { maxLength: 12 }), fc.nat({ max: 5 }), (names, count) => {
        const steps = wizardStepsOf(names, count)
        expect(new Set(steps).size).toBe(steps.length)
        for (const step of steps) expect(WIZARD_STEPS).toContain(step)
        expect(steps.includes('questions')).toBe(count > 0)
        if (count > 0) expect(steps.at(-1)).toBe('questions')
        // Every allowed name given (but questions) is there, in the order first given.
        const given = names
          .map((n) => n.trim())
          .filter((n) => n !== 'questions' && (WIZARD_STEPS as readonly string[]).includes(n))
        expect(steps.filter((s) => s !== 'questions')).toEqual([...new Set(given)])
      }),
    )
  })
})

describe('updateAnswersPayload', () => {
  it('sends id, the title as question and the answer; a file question its files’ names', () => {
    const payload = updateAnswersPayload(
      UPDATE_QUESTIONS,
      { q1: 'Eu "disse" \\ isso', q4: 'Excel;SQL' },
      {
        q5: [
          { id: '1', name: 'a.pdf', file: 'x' },
          { id: '2', name: 'b.pdf', file: 'y' },
        ],
      },
    )
    expect(payload[0]).toEqual({
      id: 'q1',
      question: 'Qual é a sua pretensão salarial?',
      answer: 'Eu disse  isso',
    })
    expect(payload[3]).toEqual({ id: 'q4', question: 'Quais ferramentas você usa?', answer: 'Excel;SQL' })
    expect(payload[4]).toEqual({ id: 'q5', question: 'Envie seu portfólio (PDF)', answer: 'a.pdf;b.pdf' })
  })

  it('property: one answer per question, in order, never a double quote or a backslash', () => {
    fc.assert(
      fc.property(fc.array(fc.string(), { minLength: 5, maxLength: 5 }), (texts) => {
        const answers = Object.fromEntries(UPDATE_QUESTIONS.map((q, i) => [q.id, texts[i]!]))
        const payload = updateAnswersPayload(UPDATE_QUESTIONS, answers)
        expect(payload.map((a) => a.id)).toEqual(UPDATE_QUESTIONS.map((q) => q.id))
        for (const answer of payload) expect(answer.answer).not.toMatch(/["\\]/)
      }),
    )
  })
})
