// Online tests through the sealed transport: the tests of an application and their real statuses
// (subscriptionTests and the subscription view), the cover (the header created once, the first question to
// resume at), the platform's clock (started by the first question, counting down, a late answer refused with
// TIME_UP; time is moved by writing deadline_at, never by sleeping), extra time for a candidate with a
// disability, core's answer rules, answers that cannot change, the finish, the partner stand-in with
// returnTest, the test platform's REST path, and another candidate's header kept out.
import { buildAuthorizationHeader } from '@carreiras/api/server'
import { EXTRA_TIME_DEFAULT_PERCENT, IN_HOUSE_TEST_SOURCE, ptBR, returnTestPath } from '@carreiras/core'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  companies,
  opportunities,
  partnerTestResults,
  subscriptions,
  testAnswers,
  testHeaders,
  users,
} from '../src/db/schema.js'
import { PLATFORM_MESSAGES } from '../src/messages.js'
import { clientOf, failure, signUp as signUpOnly, type SignedUp } from './accounts-helpers.js'
import { createTestPlatform, type TestPlatform } from './helpers.js'

let platform: TestPlatform
let joana: SignedUp
let other: SignedUp

/** The openings every candidate here has applied to (a lead): a test is taken within an application. */
const ENROLLED = [100_006, 100_007, 100_003, 378_937, 100_002]

/** A new candidate with an application (a lead) to each opening of ENROLLED. */
async function signUp(target: TestPlatform): Promise<SignedUp> {
  const user = await signUpOnly(target)
  await target.database.db
    .insert(subscriptions)
    .values(ENROLLED.map((opportunityId) => ({ userId: user.userId, opportunityId, step: 'lead' as const })))
  return user
}

beforeAll(async () => {
  platform = await createTestPlatform({ CAPTCHA: 'off' })
  ;[joana, other] = await Promise.all([signUp(platform), signUp(platform)])
})
afterAll(() => platform.close())

/** Openings and tests of the seed (src/db/seed.ts, seed-tests.ts). */
const DATA = '100006' // 3001 (subscription), 3003 (thank_you), 3004 (hidden)
const MARKETING = '100007' // 3101 (partner), 3002 (timed)
const PCD = '100003' // 3002 (timed)
const INTERNSHIP = '378937' // 2015, 2018 (partner, the challenge)
const SITE = 'http://localhost:3000'

const TEST_FIELDS = 'test_id name status source url hide_to_candidate required_in finished_at'
const SUBSCRIPTION_TESTS = `query($u: ID, $o: ID, $r: String) {
  subscriptionTests(userId: $u, opportunityId: $o, requiredIn: $r) { json records { ${TEST_FIELDS} } error } }`
const COVER_FIELDS = `json { header_test { id links { first_question }
  test { id name description qtd_of_questions can_edit finished time_limit extra_time { eligible granted percent } } } }
  error`
const COVER = `query($u: ID, $o: ID, $t: ID!) { testCover(userId: $u, opportunityId: $o, testId: $t) { ${COVER_FIELDS} } }`
const EXTRA_TIME = `mutation($h: ID!) { requestTestExtraTime(headerTestId: $h) { ${COVER_FIELDS} } }`
const QUESTION = `query($h: ID!, $q: ID!) { testQuestion(headerTestId: $h, questionId: $q) { json { header_questions {
  header { id test_id test_name qtd_of_questions time_to_finish time_limit expired can_edit }
  question { id title description image is_movie is_text min_characters max_characters order required_answers
    answer_options { id option image } saved_answer { answers text_answer url_movie } }
  links { next prev } } } error } }`
const SAVE = `mutation($url: String!, $answers: [ID!], $url_movie: String, $text_answer: String, $time: Int) {
  saveTestQuestion(url: $url, answers: $answers, url_movie: $url_movie, text_answer: $text_answer,
    time_to_finish: $time) { success message error } }`
const RETURN_TEST = `mutation($o: ID!, $u: ID!, $t: ID!) {
  returnTest(opportunity_id: $o, user_id: $u, source_test_id: $t) { success message error } }`

interface TestRecord {
  test_id: string
  name: string
  status: string
  source: string
  url: string | null
  hide_to_candidate: boolean
  required_in: string | null
  finished_at: string | null
}
interface Cover {
  id: string
  links: { first_question: string | null }
  test: {
    id: string
    name: string
    qtd_of_questions: number
    can_edit: boolean
    finished: boolean
    time_limit: number | null
    extra_time: { eligible: boolean; granted: boolean; percent: number }
  }
}
interface QuestionJson {
  header: {
    id: string
    test_id: string
    time_to_finish: number | null
    time_limit: number | null
    expired: boolean
    can_edit: boolean
    qtd_of_questions: number
  }
  question: {
    id: string
    image: string | null
    is_text: boolean
    required_answers: number
    answer_options: { id: string; option: string; image: string | null }[]
    saved_answer: { answers: string[]; text_answer: string | null; url_movie: string | null } | null
  }
  links: { next: string | null; prev: string | null }
}

const testsOf = (user: SignedUp, opportunity: string, requiredIn?: string) =>
  user.client
    .request<{ subscriptionTests: { json: unknown; records: TestRecord[]; error: null } }>(
      SUBSCRIPTION_TESTS,
      {
        u: user.id,
        o: opportunity,
        r: requiredIn ?? null,
      },
    )
    .then((data) => data.subscriptionTests)
const statusOf = async (user: SignedUp, opportunity: string, testId: string) =>
  (await testsOf(user, opportunity)).records.find((r) => r.test_id === testId)?.status
/** When the test became finished, as the subscription's tests read it. */
const finishedAtOf = async (user: SignedUp, opportunity: string, testId: string) =>
  (await testsOf(user, opportunity)).records.find((r) => r.test_id === testId)?.finished_at

const cover = (user: SignedUp, opportunity: string, testId: string) =>
  user.client
    .request<{ testCover: { json: { header_test: Cover } } }>(COVER, {
      u: user.id,
      o: opportunity,
      t: testId,
    })
    .then((data) => data.testCover.json.header_test)

const question = (user: SignedUp, header: string, questionId: string) =>
  user.client
    .request<{ testQuestion: { json: { header_questions: QuestionJson } } }>(QUESTION, {
      h: header,
      q: questionId,
    })
    .then((data) => data.testQuestion.json.header_questions)

interface Answer {
  answers?: string[]
  text_answer?: string
  url_movie?: string
  time?: number
}
const save = (user: SignedUp, header: string, questionId: string, answer: Answer) =>
  user.client
    .request<{ saveTestQuestion: { success: boolean } }>(SAVE, {
      url: `http://tests.example/v1/header/${header}/questions/${questionId}`,
      ...answer,
    })
    .then((data) => data.saveTestQuestion)

const SAVED = { success: true, message: null, error: null }

const returnTest = (user: SignedUp, opportunity: string, testId: string) =>
  user.client
    .request<{ returnTest: { success: boolean; error: string | null } }>(RETURN_TEST, {
      o: opportunity,
      u: user.id,
      t: testId,
    })
    .then((data) => data.returnTest)

const headerRow = async (id: string) =>
  (
    await platform.database.db
      .select()
      .from(testHeaders)
      .where(eq(testHeaders.id, Number(id)))
  )[0]!
/** Moves a header's deadline to `seconds` from now (negative: already past). */
const deadlineIn = (id: string, seconds: number) =>
  platform.database.db
    .update(testHeaders)
    .set({ deadlineAt: new Date(Date.now() + seconds * 1000) })
    .where(eq(testHeaders.id, Number(id)))

/** The valid answers to test 3001's questions. */
const VALID_3001: Record<string, Answer> = {
  '300101': { answers: ['3001014'] },
  '300102': { answers: ['3001021', '3001022'] },
  '300103': { text_answer: 'Organizei o estoque da loja com uma planilha compartilhada.' },
  '300104': { text_answer: 'Quero aprender análise de dados.' },
  '300105': { url_movie: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' },
  '300106': { answers: ['3001061'] },
}

// ── The tests of an application ─────────────────────────────────────────────────────────────────

describe('subscriptionTests', () => {
  it("lists the opening's tests, pending, with source, hide flag and where they are required", async () => {
    const tests = await testsOf(joana, DATA)
    expect(tests.records).toEqual([
      {
        test_id: '3001',
        name: 'Avaliação de Conhecimentos Gerais',
        status: 'pending',
        source: IN_HOUSE_TEST_SOURCE,
        url: null,
        hide_to_candidate: false,
        required_in: 'subscription',
        finished_at: null,
      },
      expect.objectContaining({ test_id: '3003', required_in: 'thank_you', hide_to_candidate: false }),
      expect.objectContaining({ test_id: '3004', name: 'Triagem Interna', hide_to_candidate: true }),
    ])
    expect(tests.json).toEqual(tests.records)
    expect((await testsOf(joana, DATA, 'thank_you')).records.map((r) => r.test_id)).toEqual(['3003'])
  })

  it("gives a partner test the stand-in's address with the candidate, the opening and the return", async () => {
    const [english] = (await testsOf(joana, MARKETING)).records
    expect(english).toMatchObject({ test_id: '3101', source: 'parceiro', status: 'pending' })
    const url = new URL(english!.url!)
    expect(`${url.origin}${url.pathname}`).toBe('http://platform.test/partner-test/3101')
    expect(Object.fromEntries(url.searchParams)).toEqual({
      user_id: joana.id,
      opportunity_id: MARKETING,
      return_url: `${SITE}${returnTestPath(joana.userId, 3101, Number(MARKETING))}`,
    })
  })

  it('answers NOT_FOUND for an unknown opening', async () => {
    expect((await failure(testsOf(joana, '999999'))).code).toBe('NOT_FOUND')
  })
})

// ── Cover ───────────────────────────────────────────────────────────────────────────────────────

describe('testCover', () => {
  it('creates the header once and points at the first question still to answer', async () => {
    const user = await signUp(platform)
    const first = await cover(user, DATA, '3001')
    expect(first).toEqual({
      id: expect.stringMatching(/^\d+$/),
      links: { first_question: '300101' },
      test: {
        id: '3001',
        name: 'Avaliação de Conhecimentos Gerais',
        description: expect.any(String),
        qtd_of_questions: 6,
        can_edit: true,
        finished: false,
        time_limit: null,
        extra_time: { eligible: false, granted: false, percent: EXTRA_TIME_DEFAULT_PERCENT },
      },
    })
    expect(await headerRow(first.id)).toMatchObject({ status: 'pending', startedAt: null, deadlineAt: null })
    await save(user, first.id, '300101', VALID_3001['300101']!)
    await save(user, first.id, '300103', VALID_3001['300103']!)
    const again = await cover(user, DATA, '3001')
    expect(again.id).toBe(first.id)
    expect(again.links.first_question).toBe('300102')
  })

  it('refuses a test the opening does not list, a partner test and a hidden one (NOT_FOUND)', async () => {
    for (const [opportunity, test] of [
      [DATA, '3002'],
      [MARKETING, '3101'],
      [DATA, '3004'],
      [DATA, '99999'],
    ] as const)
      expect((await failure(cover(joana, opportunity, test))).code).toBe('NOT_FOUND')
  })

  it('refuses a candidate without an application to the opening: no header, "Você não está inscrito…"', async () => {
    const outsider = await signUpOnly(platform)
    const error = await failure(cover(outsider, DATA, '3001'))
    expect(error).toMatchObject({ code: 'NOT_FOUND', message: ptBR.tests.notEnrolled })
    // A withdrawn application is none either.
    await platform.database.db
      .insert(subscriptions)
      .values({ userId: outsider.userId, opportunityId: 100_006, step: 'lead', isDeleted: true })
    expect((await failure(cover(outsider, DATA, '3001'))).message).toBe(ptBR.tests.notEnrolled)
    // An application to another opening that lists the test does not open it here.
    await platform.database.db
      .insert(subscriptions)
      .values({ userId: outsider.userId, opportunityId: 100_003, step: 'lead' })
    expect((await failure(cover(outsider, MARKETING, '3002'))).message).toBe(ptBR.tests.notEnrolled)
    expect(
      await platform.database.db.select().from(testHeaders).where(eq(testHeaders.userId, outsider.userId)),
    ).toEqual([])
    // Once applied (a lead is enough), the cover opens.
    expect((await cover(outsider, PCD, '3002')).test.id).toBe('3002')
  })

  it('opens no new header on a closed opening (CLOSED)', async () => {
    await platform.database.db
      .update(opportunities)
      .set({ tests: [{ id: 3003, name: 'Pesquisa de Experiência do Candidato', requiredIn: 'thank_you' }] })
      .where(eq(opportunities.id, 100_002))
    expect((await failure(cover(joana, '100002', '3003'))).code).toBe('CLOSED')
  })
})

// ── Answers ─────────────────────────────────────────────────────────────────────────────────────

describe('answering an untimed, editable test (3001)', () => {
  let user: SignedUp
  let header: string
  beforeAll(async () => {
    user = await signUp(platform)
    header = (await cover(user, DATA, '3001')).id
  })

  it('serves each question with its neighbours, images and options', async () => {
    const first = await question(user, header, '300101')
    expect(first.header).toMatchObject({
      id: header,
      test_id: '3001',
      qtd_of_questions: 6,
      time_to_finish: null,
      time_limit: null,
      expired: false,
      can_edit: true,
    })
    expect(first.question.image).toMatch(/^data:image\/svg\+xml;base64,/)
    expect(first.question.answer_options.map((o) => o.id)).toEqual([
      '3001011',
      '3001012',
      '3001013',
      '3001014',
    ])
    expect(first.question.saved_answer).toBeNull()
    expect(first.links).toEqual({ next: '300102', prev: null })
    const last = await question(user, header, '300106')
    expect(last.links).toEqual({ next: null, prev: '300105' })
    expect(last.question.answer_options.every((o) => o.image?.startsWith('data:image/svg+xml'))).toBe(true)
    // Opening a question starts an untimed test too, without a deadline.
    expect(await headerRow(header)).toMatchObject({ startedAt: expect.any(Date), deadlineAt: null })
  })

  it.each([
    ['300102', { answers: ['3001021'] }, ptBR.tests.answer.selectOptions(2)],
    ['300102', { answers: ['3001021', '3001022', '3001023'] }, ptBR.tests.answer.selectOptions(2)],
    ['300101', { answers: ['3001021'] }, ptBR.tests.answer.selectOptions(1)],
    ['300101', { answers: ['tomada'] }, ptBR.tests.answer.selectOptions(1)],
    ['300103', { text_answer: 'Curto demais' }, ptBR.tests.answer.length(20, 300)],
    ['300104', { text_answer: 'x'.repeat(201) }, ptBR.tests.answer.length(0, 200)],
    ['300104', { text_answer: '   ' }, ptBR.tests.answer.length(0, 200)],
    ['300105', { url_movie: 'https://vimeo.com/76979871' }, ptBR.tests.answer.youtubeOnly],
  ] as const)("refuses %s's answer %j by core's rules (VALIDATION)", async (questionId, answer, message) => {
    const error = await failure(save(user, header, questionId, { ...answer } as Answer))
    expect(error.code).toBe('VALIDATION')
    expect(error.message).toBe(message)
  })

  it('saves, replaces an answer (can_edit), and finishes when every question is answered', async () => {
    const ids = Object.keys(VALID_3001)
    for (const id of ids.slice(0, -1)) await save(user, header, id, { ...VALID_3001[id]!, time: 0 })
    expect(await statusOf(user, DATA, '3001')).toBe('pending')
    expect((await cover(user, DATA, '3001')).links.first_question).toBe('300106')
    await save(user, header, '300101', { answers: ['3001013'] })
    expect((await question(user, header, '300101')).question.saved_answer).toEqual({
      answers: ['3001013'],
      text_answer: null,
      url_movie: null,
    })
    expect((await question(user, header, '300103')).question.saved_answer?.text_answer).toBe(
      VALID_3001['300103']!.text_answer,
    )

    expect(await finishedAtOf(user, DATA, '3001')).toBeNull()
    expect(await save(user, header, '300106', VALID_3001['300106']!)).toEqual(SAVED)
    expect(await headerRow(header)).toMatchObject({ status: 'finished', finishedAt: expect.any(Date) })
    const finishedAt = (await headerRow(header)).finishedAt!
    expect(Date.now() - finishedAt.getTime()).toBeLessThan(60_000)
    expect(await finishedAtOf(user, DATA, '3001')).toBe(finishedAt.toISOString())
    expect(await finishedAtOf(user, DATA, '3003')).toBeNull()
    const done = await cover(user, DATA, '3001')
    expect(done.test.finished).toBe(true)
    expect(done.links.first_question).toBeNull()
    expect(await statusOf(user, DATA, '3001')).toBe('finished')
    expect(await statusOf(user, DATA, '3003')).toBe('pending')
  })

  it('shows the real statuses in the subscription view', async () => {
    await user.client.request(
      'mutation($o: ID!, $u: ID!) { createAndIndexSubscriptionLead(opportunity_id: $o, user_id: $u) { id } }',
      { o: DATA, u: user.id },
    )
    const { subscriptions } = await user.client.request<{
      subscriptions: { listTests: { records: TestRecord[] }; onlineTests: { records: TestRecord[] } }[]
    }>(
      `query($u: ID, $o: ID) { subscriptions(userId: $u, opportunityId: $o) {
        listTests { records { ${TEST_FIELDS} } } onlineTests { records { test_id status } } } }`,
      { u: user.id, o: DATA },
    )
    expect(
      subscriptions[0]!.listTests.records.map((r) => [r.test_id, r.status, r.hide_to_candidate]),
    ).toEqual([
      ['3001', 'finished', false],
      ['3003', 'pending', false],
      ['3004', 'pending', true],
    ])
    expect(subscriptions[0]!.onlineTests.records[0]).toEqual({ test_id: '3001', status: 'finished' })
  })
})

// ── The clock ───────────────────────────────────────────────────────────────────────────────────

describe('a timed test that cannot be edited (3002)', () => {
  let user: SignedUp
  let header: string
  beforeAll(async () => {
    user = await signUp(platform)
  })

  it('starts the clock on the first question, not on the cover', async () => {
    const front = await cover(user, PCD, '3002')
    header = front.id
    expect(front.test).toMatchObject({ time_limit: 300, can_edit: false, qtd_of_questions: 3 })
    expect(front.test.extra_time).toEqual({ eligible: false, granted: false, percent: 50 })
    expect((await headerRow(header)).startedAt).toBeNull()

    const before = Date.now()
    const first = await question(user, header, '300201')
    expect(first.header).toMatchObject({ time_limit: 300, expired: false, can_edit: false })
    expect(first.header.time_to_finish).toBeGreaterThan(295)
    expect(first.header.time_to_finish).toBeLessThanOrEqual(300)
    const row = await headerRow(header)
    expect(row.startedAt!.getTime()).toBeGreaterThanOrEqual(before - 1000)
    expect(row.deadlineAt!.getTime() - row.startedAt!.getTime()).toBe(300_000)

    // Opening another question keeps the same clock.
    await question(user, header, '300202')
    expect((await headerRow(header)).deadlineAt).toEqual(row.deadlineAt)
  })

  it('counts down by the platform clock', async () => {
    await deadlineIn(header, 100)
    const later = await question(user, header, '300201')
    expect(later.header.time_to_finish).toBeGreaterThan(95)
    expect(later.header.time_to_finish).toBeLessThanOrEqual(100)
  })

  it('refuses a time left that is not a whole number of seconds from 0, and stores nothing', async () => {
    for (const time of [-1, -3600]) {
      const error = await failure(save(user, header, '300201', { answers: ['3002011'], time }))
      expect(error).toMatchObject({ code: 'VALIDATION', message: PLATFORM_MESSAGES.invalidTimeToFinish })
    }
    expect(
      await platform.database.db
        .select()
        .from(testAnswers)
        .where(eq(testAnswers.headerId, Number(header))),
    ).toEqual([])
  })

  it('refuses to change a saved answer (can_edit false)', async () => {
    expect(await save(user, header, '300201', { answers: ['3002011'], time: 90 })).toEqual(SAVED)
    const error = await failure(save(user, header, '300201', { answers: ['3002012'] }))
    expect(error.code).toBe('VALIDATION')
    expect(error.message).toBe('Este teste não permite alterar uma resposta já enviada.')
    expect((await question(user, header, '300201')).question.saved_answer?.answers).toEqual(['3002011'])
    // The browser's time left is recorded, not believed.
    const [answer] = await platform.database.db
      .select()
      .from(testAnswers)
      .where(eq(testAnswers.headerId, Number(header)))
    expect(answer).toMatchObject({ questionId: 300201, optionIds: [3002011], timeToFinish: 90 })
  })

  it('accepts an answer within the network grace, refuses a late one with TIME_UP and finishes', async () => {
    await deadlineIn(header, -1)
    expect(await save(user, header, '300202', { answers: ['3002023'] })).toEqual(SAVED)
    await deadlineIn(header, -5)
    const error = await failure(save(user, header, '300203', { answers: ['3002033'] }))
    expect(error.code).toBe('TIME_UP')
    expect(error.message).toBe(ptBR.errors.TIME_UP)
    expect((await headerRow(header)).status).toBe('finished')

    const expired = await question(user, header, '300203')
    expect(expired.header).toMatchObject({ expired: true, time_to_finish: 0 })
    const done = await cover(user, PCD, '3002')
    expect(done.test.finished).toBe(true)
    expect(done.links.first_question).toBeNull()
    expect(await statusOf(user, PCD, '3002')).toBe('finished')
    // Finished when the late answer found the time over (the first moment it was noticed).
    const row = await headerRow(header)
    expect(await finishedAtOf(user, PCD, '3002')).toBe(row.finishedAt!.toISOString())
    expect(row.finishedAt!.getTime()).toBeGreaterThanOrEqual(row.deadlineAt!.getTime())
  })

  it('a test whose time ran out reads as finished at its deadline before anything is written', async () => {
    const late = await signUp(platform)
    const h = (await cover(late, PCD, '3002')).id
    await question(late, h, '300201')
    expect(await finishedAtOf(late, PCD, '3002')).toBeNull()
    await deadlineIn(h, -30)
    const row = await headerRow(h)
    expect(row.status).toBe('pending')
    expect(await statusOf(late, PCD, '3002')).toBe('finished')
    expect(await finishedAtOf(late, PCD, '3002')).toBe(row.deadlineAt!.toISOString())
  })

  it('moves a deadline through the development route (the journeys use it)', async () => {
    const response = await platform.app.request('/dev/test-headers/deadline', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ userId: user.userId, testId: 3002, secondsLeft: 42 }),
    })
    expect(response.status).toBe(200)
    const body = (await response.json()) as { headerTestId: number; deadlineAt: string }
    expect(String(body.headerTestId)).toBe(header)
    const left = ((await headerRow(header)).deadlineAt!.getTime() - Date.now()) / 1000
    expect(left).toBeGreaterThan(40)
    expect(left).toBeLessThanOrEqual(42)
    const missing = await platform.app.request('/dev/test-headers/deadline', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ userId: user.userId, testId: 3001, secondsLeft: 10 }),
    })
    expect(missing.status).toBe(404)
  })
})

// ── Extra time ──────────────────────────────────────────────────────────────────────────────────

describe('extra time', () => {
  const withDisability = async () => {
    const user = await signUp(platform)
    await platform.database.db.update(users).set({ hasDisability: true }).where(eq(users.id, user.userId))
    return user
  }
  const requestExtraTime = (user: SignedUp, header: string) =>
    user.client
      .request<{ requestTestExtraTime: { json: { header_test: Cover } } }>(EXTRA_TIME, { h: header })
      .then((data) => data.requestTestExtraTime.json.header_test)

  it('is granted once to a candidate with a disability, before the test starts: the limit + 50%', async () => {
    const user = await withDisability()
    const front = await cover(user, MARKETING, '3002')
    expect(front.test.extra_time).toEqual({ eligible: true, granted: false, percent: 50 })
    const granted = await requestExtraTime(user, front.id)
    expect(granted.test.time_limit).toBe(450)
    expect(granted.test.extra_time).toEqual({ eligible: false, granted: true, percent: 50 })
    expect((await headerRow(front.id)).extraTimePercent).toBe(50)
    expect((await failure(requestExtraTime(user, front.id))).code).toBe('VALIDATION')

    const first = await question(user, front.id, '300201')
    expect(first.header.time_limit).toBe(450)
    expect(first.header.time_to_finish).toBeGreaterThan(445)
    const row = await headerRow(front.id)
    expect(row.deadlineAt!.getTime() - row.startedAt!.getTime()).toBe(450_000)
  })

  it('is refused without a declared disability, on an untimed test and after the start', async () => {
    const front = await cover(joana, MARKETING, '3002')
    expect(front.test.extra_time.eligible).toBe(false)
    const refused = await failure(requestExtraTime(joana, front.id))
    expect(refused.code).toBe('VALIDATION')
    expect(refused.message).toBe('O tempo adicional não está disponível para este teste.')

    const user = await withDisability()
    const untimed = await cover(user, DATA, '3001')
    expect(untimed.test.extra_time.eligible).toBe(false)
    expect((await failure(requestExtraTime(user, untimed.id))).code).toBe('VALIDATION')
    const timed = await cover(user, PCD, '3002')
    await question(user, timed.id, '300201')
    expect((await cover(user, PCD, '3002')).test.extra_time.eligible).toBe(false)
    expect((await failure(requestExtraTime(user, timed.id))).code).toBe('VALIDATION')
  })

  it("grants the company's percentage", async () => {
    await platform.database.db.update(companies).set({ extraTimePercent: 25 }).where(eq(companies.id, 6562))
    try {
      const user = await withDisability()
      const front = await cover(user, PCD, '3002')
      expect(front.test.extra_time.percent).toBe(25)
      expect((await requestExtraTime(user, front.id)).test.time_limit).toBe(375)
    } finally {
      await platform.database.db.update(companies).set({ extraTimePercent: 50 }).where(eq(companies.id, 6562))
    }
  })
})

// ── Partner tests ───────────────────────────────────────────────────────────────────────────────

describe('partner tests', () => {
  const form = (fields: Record<string, string>) => ({
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  })

  it('returnTest without a completion: success false, the test still pending', async () => {
    const result = await returnTest(joana, MARKETING, '3101')
    expect(result).toEqual({
      success: false,
      message: null,
      error: 'Não encontramos a conclusão deste teste no site parceiro.',
    })
    expect(await statusOf(joana, MARKETING, '3101')).toBe('pending')
  })

  it("the stand-in's page, its completion, then returnTest finishes the test", async () => {
    const [english] = (await testsOf(joana, MARKETING)).records
    const url = new URL(english!.url!)
    const page = await platform.app.request(`${url.pathname}${url.search}`)
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain('<html lang="pt-BR">')
    expect(html).toMatch(/<main>[\s\S]*<h1>Teste parceiro<\/h1>[\s\S]*<\/main>/)
    expect(html).toContain('<form method="post" action="3101" aria-labelledby="test-name">')
    expect(html).toContain('<h2 id="test-name">Teste de Inglês Online</h2>')
    expect(html).toContain('>Concluir teste</button>')

    const done = await platform.app.request(
      '/partner-test/3101',
      form({ user_id: joana.id, opportunity_id: MARKETING, return_url: url.searchParams.get('return_url')! }),
    )
    expect(done.status).toBe(303)
    expect(done.headers.get('location')).toBe(`${SITE}/return_test/${joana.id}/3101/${MARKETING}`)
    expect(await finishedAtOf(joana, MARKETING, '3101')).toBeNull()
    expect(await returnTest(joana, MARKETING, '3101')).toEqual({ success: true, message: null, error: null })
    expect(await statusOf(joana, MARKETING, '3101')).toBe('finished')
    expect(Date.now() - Date.parse((await finishedAtOf(joana, MARKETING, '3101'))!)).toBeLessThan(60_000)
  })

  it('never redirects away from the site', async () => {
    const done = await platform.app.request(
      '/partner-test/3101',
      form({ user_id: other.id, opportunity_id: MARKETING, return_url: 'https://golpe.example/roubo' }),
    )
    expect(done.status).toBe(200)
    const html = await done.text()
    expect(html).not.toContain('golpe.example')
    expect(html).toContain(`href="${SITE}/return_test/${other.id}/3101/${MARKETING}"`)
  })

  it('the challenge records 2015 and 2018 and returns to the landing of 2015', async () => {
    const user = await signUp(platform)
    const page = await platform.app.request(
      `/partner-test/challenge?user_id=${user.id}&opportunity_id=${INTERNSHIP}`,
    )
    expect(page.status).toBe(200)
    expect(await page.text()).toContain(ptBR.tests.challengeName)
    const done = await platform.app.request(
      '/partner-test/challenge',
      form({ user_id: user.id, opportunity_id: INTERNSHIP }),
    )
    expect(done.status).toBe(303)
    expect(done.headers.get('location')).toBe(`${SITE}/return_test/${user.id}/2015/${INTERNSHIP}`)
    expect(await returnTest(user, INTERNSHIP, '2015')).toMatchObject({ success: true })
    expect((await testsOf(user, INTERNSHIP)).records.map((r) => [r.test_id, r.status])).toEqual([
      ['2015', 'finished'],
      ['2018', 'finished'],
    ])
  })

  it('knows no stand-in for an in-house test, nor for an unknown candidate', async () => {
    expect(
      (await platform.app.request(`/partner-test/3001?user_id=${joana.id}&opportunity_id=${DATA}`)).status,
    ).toBe(404)
    expect(
      (await platform.app.request(`/partner-test/3101?user_id=999999&opportunity_id=${MARKETING}`)).status,
    ).toBe(400)
    const rows = await platform.database.db
      .select()
      .from(partnerTestResults)
      .where(and(eq(partnerTestResults.userId, joana.userId), eq(partnerTestResults.testId, 3001)))
    expect(rows).toEqual([])
  })

  it('returnTest of an in-house test is not a success', async () => {
    expect(await returnTest(joana, DATA, '3001')).toMatchObject({ success: false })
  })

  it('returnTest without an application to the opening makes no header, even after a completion', async () => {
    const outsider = await signUpOnly(platform)
    await platform.app.request('/partner-test/3101', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ user_id: outsider.id, opportunity_id: MARKETING }).toString(),
    })
    const error = await failure(returnTest(outsider, MARKETING, '3101'))
    expect(error).toMatchObject({ code: 'NOT_FOUND', message: ptBR.tests.notEnrolled })
    expect(
      await platform.database.db.select().from(testHeaders).where(eq(testHeaders.userId, outsider.userId)),
    ).toEqual([])
  })
})

// ── The test platform's REST path ───────────────────────────────────────────────────────────────

describe('GET|POST /v1/header/{h}/questions/{q}', () => {
  let user: SignedUp
  let header: string
  const path = (q: string, h = header) => `/v1/header/${h}/questions/${q}`
  const auth = (session?: string | null) => ({
    Authorization: buildAuthorizationHeader(platform.config.clientTokens[0]!, session),
  })
  const post = (q: string, body: unknown, session: string | null = user.token, h = header) =>
    platform.app.request(path(q, h), {
      method: 'POST',
      headers: { ...auth(session), 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    })

  beforeAll(async () => {
    user = await signUp(platform)
    header = (await cover(user, DATA, '3001')).id
  })

  it('answers 401 without a client token or a session, 403 for another candidate', async () => {
    const none = await platform.app.request(path('300101'))
    expect(none.status).toBe(401)
    expect(await none.json()).toEqual({ error: { code: 'UNAUTHORIZED', message: 'Não autorizado' } })
    expect((await platform.app.request(path('300101'), { headers: auth() })).status).toBe(401)
    const wrongToken = await platform.app.request(path('300101'), {
      headers: { Authorization: `Token token="desconhecido", session="${user.token}"` },
    })
    expect(wrongToken.status).toBe(401)
    const another = await platform.app.request(path('300101'), { headers: auth(other.token) })
    expect(another.status).toBe(403)
    expect(((await another.json()) as { error: { code: string } }).error.code).toBe('UNAUTHORIZED')
    expect((await post('300101', { answers: ['3001011'] }, null)).status).toBe(401)
    expect((await post('300101', { answers: ['3001011'] }, other.token)).status).toBe(403)
  })

  it('serves the same question JSON as testQuestion', async () => {
    const response = await platform.app.request(path('300102'), { headers: auth(user.token) })
    expect(response.status).toBe(200)
    const body = (await response.json()) as { header_questions: QuestionJson }
    expect(body.header_questions).toEqual(await question(user, header, '300102'))
    expect((await platform.app.request(path('999999'), { headers: auth(user.token) })).status).toBe(404)
  })

  it("saves an answer with core's rules: 200, 422, 404", async () => {
    const saved = await post('300102', { answers: ['3001021', '3001022'], time_to_finish: null })
    expect(saved.status).toBe(200)
    expect(await saved.json()).toEqual({ success: true })
    expect((await question(user, header, '300102')).question.saved_answer?.answers).toEqual([
      '3001021',
      '3001022',
    ])
    const invalid = await post('300102', { answers: ['3001021'] })
    expect(invalid.status).toBe(422)
    expect(await invalid.json()).toEqual({
      error: { code: 'VALIDATION', message: ptBR.tests.answer.selectOptions(2) },
    })
    expect((await post('300102', { answers: 'tomada' })).status).toBe(422)
    for (const time_to_finish of [-1, 1.5, 2 ** 31]) {
      const refused = await post('300103', { text_answer: 'Uma resposta válida.', time_to_finish })
      expect(refused.status).toBe(422)
      expect(await refused.json()).toEqual({
        error: { code: 'VALIDATION', message: PLATFORM_MESSAGES.invalidTimeToFinish },
      })
    }
    expect((await question(user, header, '300103')).question.saved_answer).toBeNull()
    expect((await post('300201', { answers: ['3002011'] })).status).toBe(404)
  })

  it('refuses a late answer with 409 TIME_UP', async () => {
    const timed = (await cover(user, PCD, '3002')).id
    await question(user, timed, '300201')
    await deadlineIn(timed, -10)
    const late = await post('300201', { answers: ['3002011'] }, user.token, timed)
    expect(late.status).toBe(409)
    expect(await late.json()).toEqual({ error: { code: 'TIME_UP', message: ptBR.errors.TIME_UP } })
  })
})

// ── Another candidate's header ──────────────────────────────────────────────────────────────────

describe("another candidate's header", () => {
  let header: string
  beforeAll(async () => {
    header = (await cover(joana, DATA, '3003')).id
  })

  it('is UNAUTHORIZED to testQuestion, saveTestQuestion and requestTestExtraTime', async () => {
    for (const call of [
      () => question(other, header, '300301'),
      () => save(other, header, '300301', { answers: ['3003011'] }),
      () => other.client.request(EXTRA_TIME, { h: header }),
    ]) {
      expect((await failure(call())).code).toBe('UNAUTHORIZED')
    }
    const anonymous = clientOf(platform)
    expect((await failure(anonymous.request(QUESTION, { h: header, q: '300301' }))).code).toBe('UNAUTHORIZED')
    expect((await headerRow(header)).startedAt).toBeNull()
    const saved = await platform.database.db
      .select()
      .from(testAnswers)
      .where(eq(testAnswers.headerId, Number(header)))
    expect(saved).toEqual([])
  })

  it('answers NOT_FOUND for a header that does not exist and a malformed url', async () => {
    expect((await failure(question(joana, '99999999', '300301'))).code).toBe('NOT_FOUND')
    const malformed = await failure(
      joana.client.request(SAVE, { url: '/v1/header/abc/questions/1', answers: ['1'] }),
    )
    expect(malformed.code).toBe('VALIDATION')
  })
})

describe('testSummary and subscriptionRecentTests', () => {
  it('answer the same records, restricted to a test / to the tests the candidate took', async () => {
    const user = await signUp(platform)
    await cover(user, DATA, '3001')
    await platform.app.request('/partner-test/3101', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ user_id: user.id, opportunity_id: MARKETING }).toString(),
    })
    await returnTest(user, MARKETING, '3101')
    const summary = await user.client.request<{ testSummary: { records: TestRecord[] } }>(
      `query($u: ID, $o: ID, $t: ID) { testSummary(userId: $u, opportunityId: $o, sourceTestId: $t) {
        records { ${TEST_FIELDS} } } }`,
      { u: user.id, o: MARKETING, t: '3101' },
    )
    expect(summary.testSummary.records).toEqual([
      expect.objectContaining({ test_id: '3101', status: 'finished', source: 'parceiro' }),
    ])
    const recent = await user.client.request<{ subscriptionRecentTests: { records: TestRecord[] } }>(
      `query($u: ID, $t: [ID!]) { subscriptionRecentTests(userId: $u, testIds: $t) { records { ${TEST_FIELDS} } } }`,
      { u: user.id, t: ['3101', '3001', '3002'] },
    )
    expect(recent.subscriptionRecentTests.records.map((r) => [r.test_id, r.status])).toEqual([
      ['3001', 'pending'],
      ['3101', 'finished'],
    ])
    expect(recent.subscriptionRecentTests.records.map((r) => r.finished_at !== null)).toEqual([false, true])
  })
})

describe('in production', () => {
  it('mounts neither the partner stand-in nor the deadline route', async () => {
    const production = await createTestPlatform({ NODE_ENV: 'production', CLIENT_TOKENS: 'prod-token' })
    try {
      expect((await production.app.request(`/partner-test/3101?user_id=1&opportunity_id=1`)).status).toBe(404)
      const dev = await production.app.request('/dev/test-headers/deadline', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ userId: 1, testId: 3002, secondsLeft: 1 }),
      })
      expect(dev.status).toBe(404)
      // The test platform's path is not a stand-in: it is there, behind the session.
      expect((await production.app.request('/v1/header/1/questions/300101')).status).toBe(401)
    } finally {
      await production.close()
    }
  })
})
