// Consent per optional purpose (docs/consent-and-survey.md): `consents` / `setConsents` for the session's own
// user — every choice a new row with its time, version and origin; the answer is the choices in force (the
// newest of the current version per purpose); purposes, origins and the version validated with core's rules;
// another user's session kept out (authorization.test.ts walks every user-scoped field too).
import { CONSENT_VERSION, consentChoices, consentSchema } from '@carreiras/core'
import { asc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { consents } from '../src/db/schema.js'
import { PLATFORM_MESSAGES } from '../src/messages.js'
import { failure, signUp, type SignedUp } from './accounts-helpers.js'
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

const CONSENTS = 'query($u: ID!) { consents(user_id: $u) { purpose granted version origin recordedAt } }'
const SET = `mutation($u: ID!, $c: [ConsentChoiceInput!]!, $v: String!, $o: String!) {
  setConsents(user_id: $u, choices: $c, version: $v, origin: $o) { purpose granted version origin recordedAt } }`

interface Row {
  purpose: string
  granted: boolean
  version: string
  origin: string
  recordedAt: string
}

const read = (who: SignedUp) =>
  who.client.request<{ consents: Row[] }>(CONSENTS, { u: who.id }).then((d) => d.consents)
const set = (
  who: SignedUp,
  choices: { purpose: string; granted: boolean }[],
  origin = 'prompt',
  version = CONSENT_VERSION,
) =>
  who.client
    .request<{ setConsents: Row[] }>(SET, { u: who.id, c: choices, v: version, o: origin })
    .then((d) => d.setConsents)

describe('consents', () => {
  it('a new account has no choice: every purpose is undecided', async () => {
    expect(await read(other)).toEqual([])
  })

  it('records each choice as a row with time, version and origin, and answers the choices in force', async () => {
    const before = Date.now()
    const answer = await set(
      joana,
      [
        { purpose: 'survey', granted: true },
        { purpose: 'chat', granted: false },
        { purpose: 'marketing', granted: false },
      ],
      'prompt',
    )
    expect(
      answer.map(({ purpose, granted, origin, version }) => ({ purpose, granted, origin, version })),
    ).toEqual([
      { purpose: 'survey', granted: true, origin: 'prompt', version: CONSENT_VERSION },
      { purpose: 'chat', granted: false, origin: 'prompt', version: CONSENT_VERSION },
      { purpose: 'marketing', granted: false, origin: 'prompt', version: CONSENT_VERSION },
    ])
    for (const row of answer) {
      expect(consentSchema.safeParse(row).success).toBe(true)
      expect(Date.parse(row.recordedAt)).toBeGreaterThanOrEqual(before - 1000)
    }
    expect(await read(joana)).toEqual(answer)
  })

  it('a later choice replaces the one in force; the history stays in the table', async () => {
    const answer = await set(joana, [{ purpose: 'marketing', granted: true }], 'profile')
    expect(consentChoices(answer as never)).toEqual({ survey: true, chat: false, marketing: true })
    expect(answer.find((row) => row.purpose === 'marketing')?.origin).toBe('profile')
    const rows = await platform.database.db
      .select()
      .from(consents)
      .where(eq(consents.userId, joana.userId))
      .orderBy(asc(consents.id))
    expect(rows.map((row) => [row.purpose, row.granted, row.origin])).toEqual([
      ['survey', true, 'prompt'],
      ['chat', false, 'prompt'],
      ['marketing', false, 'prompt'],
      ['marketing', true, 'profile'],
    ])
  })

  it('a choice of an older version is not in force', async () => {
    await platform.database.db.insert(consents).values({
      userId: other.userId,
      purpose: 'survey',
      granted: true,
      version: '2000-01-01',
      origin: 'prompt',
      recordedAt: new Date(),
    })
    expect(await read(other)).toEqual([])
  })

  it.each([
    ['an unknown purpose', [{ purpose: 'ads', granted: true }], 'prompt', CONSENT_VERSION],
    [
      'the same purpose twice',
      [
        { purpose: 'chat', granted: true },
        { purpose: 'chat', granted: false },
      ],
      'prompt',
      CONSENT_VERSION,
    ],
    ['no choice', [], 'prompt', CONSENT_VERSION],
    ['an unknown origin', [{ purpose: 'chat', granted: true }], 'popup', CONSENT_VERSION],
  ])('refuses %s (VALIDATION) and records nothing', async (_name, choices, origin, version) => {
    const error = await failure(set(other, choices, origin, version))
    expect(error.code).toBe('VALIDATION')
    expect(error.message).toBe(PLATFORM_MESSAGES.invalidConsent)
    expect(await read(other)).toEqual([])
  })

  it('refuses a version other than the current one', async () => {
    const error = await failure(set(other, [{ purpose: 'chat', granted: true }], 'prompt', '2000-01-01'))
    expect(error.code).toBe('VALIDATION')
    expect(error.message).toBe(PLATFORM_MESSAGES.consentVersionOutdated)
  })

  it("another user's session can neither read nor record the choices", async () => {
    const readOther = await failure(other.client.request(CONSENTS, { u: joana.id }))
    expect(readOther.code).toBe('UNAUTHORIZED')
    const write = await failure(
      other.client.request(SET, {
        u: joana.id,
        c: [{ purpose: 'survey', granted: false }],
        v: CONSENT_VERSION,
        o: 'profile',
      }),
    )
    expect(write.code).toBe('UNAUTHORIZED')
    expect(consentChoices((await read(joana)) as never).survey).toBe(true)
  })
})

describe('the survey provider stand-in (POST /dev/survey/graphql)', () => {
  const call = async (query: string, variables: Record<string, unknown>) => {
    const response = await platform.app.request('/dev/survey/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query, variables }),
    })
    return (await response.json()) as { data?: Record<string, unknown>; errors?: { message: string }[] }
  }
  const PAGE_VIEW = 'mutation($i: PageViewInput!) { pageView(input: $i) { survey { id question } } }'
  const view = (context: string, opportunityId: number | null) => ({
    userId: 4242,
    opportunityId,
    companyId: 6562,
    platform: 'wl',
    context,
    action: 'index',
    event: 'page_view',
  })

  it('records page views and answers the short survey on the thank-you page until it is answered', async () => {
    expect((await call(PAGE_VIEW, { i: view('home', null) })).data).toEqual({ pageView: { survey: null } })
    expect((await call(PAGE_VIEW, { i: view('thank_you', 100001) })).data).toEqual({
      pageView: { survey: { id: 'experiencia', question: 'Como foi sua experiência até aqui?' } },
    })
    const answer = await call('mutation($i: SurveyAnswerInput!) { answer(input: $i) { ok } }', {
      i: { userId: 4242, surveyId: 'experiencia', score: 5, comment: ' Ótimo ' },
    })
    expect(answer.data).toEqual({ answer: { ok: true } })
    expect((await call(PAGE_VIEW, { i: view('thank_you', 100001) })).data).toEqual({
      pageView: { survey: null },
    })

    const events = (await (await platform.app.request('/dev/survey/events?userId=4242')).json()) as {
      context: string
      opportunityId: number | null
    }[]
    expect(events.map((e) => [e.context, e.opportunityId])).toEqual([
      ['home', null],
      ['thank_you', 100001],
      ['thank_you', 100001],
    ])
    const answers = (await (
      await platform.app.request('/dev/survey/answers?userId=4242')
    ).json()) as unknown[]
    expect(answers).toMatchObject([{ userId: 4242, surveyId: 'experiencia', score: 5, comment: 'Ótimo' }])
  })

  it('refuses a page view outside the contract and records nothing', async () => {
    const result = await call(PAGE_VIEW, { i: { ...view('perfil', null), userId: 4343 } })
    expect(result.errors?.[0]?.message).toBe('Evento de pesquisa inválido')
    expect(await (await platform.app.request('/dev/survey/events?userId=4343')).json()).toEqual([])
  })
})
