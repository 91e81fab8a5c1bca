// Applying again (docs/apply-again.md): `earlierAnswers` answers the session's own user's answers sent
// with earlier applications — never an eliminatory question's, a file's, a lead's or another user's —
// and how many openings they applied to; the opening being applied to can be left out.
import {
  EarlierAnswersDocument,
  SubscriptionNewDocument,
  UploadFilesQuestionDocument,
  type QuestionAnswerInput,
} from '@carreiras/api'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { clientOf, failure, signUp, type SignedUp } from './accounts-helpers.js'
import { createTestPlatform, type TestPlatform } from './helpers.js'

let platform: TestPlatform
let joana: SignedUp
let other: SignedUp

beforeAll(async () => {
  platform = await createTestPlatform({ CAPTCHA: 'off' })
  joana = await signUp(platform)
  other = await signUp(platform)
})
afterAll(() => platform.close())

const OPEN = '100001'
const PCD = '100003'
const PDF = Buffer.from('%PDF-1.4\n' + ' '.repeat(1200)).toString('base64')

const answers = (values: Record<string, string>): QuestionAnswerInput[] =>
  Object.entries(values).map(([id, answer]) => ({ id, answer }))

const earlier = (who: SignedUp, excludeOpportunityId?: string) =>
  who.client.request(EarlierAnswersDocument, { excludeOpportunityId }).then((d) => d.earlierAnswers)

describe('earlierAnswers', () => {
  it('a candidate who never applied has none', async () => {
    expect(await earlier(other)).toEqual({ applications: 0, answers: [] })
  })

  it('answers the own answers of applied openings, without the eliminatory one, the file or blanks', async () => {
    await joana.client.request(UploadFilesQuestionDocument, {
      user_id: joana.id,
      question_id: '1006',
      document_base64: PDF,
      original_filename: 'curriculo.pdf',
    })
    await joana.client.request(SubscriptionNewDocument, {
      opportunity_id: OPEN,
      user_id: joana.id,
      questions: answers({
        '1001': 'Maria Aparecida da Silva',
        '1002': '12.345.678-9',
        '1003': 'Avançado',
        '1004': 'Sim, CPA-10',
        '1005': '',
        '1007': 'Sim',
      }),
    })
    const result = await earlier(joana)
    expect(result.applications).toBe(1)
    expect(result.answers.map((a) => [a.questionId, a.htmlType, a.answer])).toEqual([
      ['1001', 'text', 'Maria Aparecida da Silva'],
      ['1002', 'text', '12.345.678-9'],
      ['1003', 'select', 'Avançado'],
      ['1004', 'radio_buttons', 'Sim, CPA-10'],
    ])
    const [first] = result.answers
    expect(first).toMatchObject({
      title: 'Nome completo da mãe',
      opportunityId: OPEN,
      opportunityTitle: expect.any(String),
    })
    expect(Number.isNaN(Date.parse(first!.answeredAt))).toBe(false)
    // The opening being applied to is left out; another user sees nothing of Joana's.
    expect(await earlier(joana, OPEN)).toEqual({ applications: 0, answers: [] })
    expect(await earlier(other)).toEqual({ applications: 0, answers: [] })
  })

  it('newest application first', async () => {
    await joana.client.request(SubscriptionNewDocument, {
      opportunity_id: PCD,
      user_id: joana.id,
      questions: answers({ '3001': 'Gosto de crédito.' }),
    })
    const result = await earlier(joana)
    expect(result.applications).toBe(2)
    expect(result.answers[0]).toMatchObject({ questionId: '3001', opportunityId: PCD })
  })

  it('needs a session, and refuses a malformed opening id', async () => {
    expect((await failure(clientOf(platform).request(EarlierAnswersDocument, {}))).code).toBe('UNAUTHORIZED')
    expect((await failure(earlier(joana, 'abc'))).code).toBe('VALIDATION')
  })
})
