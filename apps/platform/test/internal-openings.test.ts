// Internal openings (docs/identity.md): only an internal user of the opening's company sees and applies to
// one. Anyone else (anonymous, an external candidate, an internal user of ANOTHER company, a header with an
// unknown client token) finds none in the list, a 404 / null detail, and NOT_FOUND on the application
// operations.
import { buildAuthorizationHeader } from '@carreiras/api/server'
import { DEFAULT_COMPANY_ID } from '@carreiras/core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hashPassword } from '../src/accounts/secrets.js'
import { users } from '../src/db/schema.js'
import { INTERNAL_OPENING_ID, INTERNAL_PERSON } from '../src/db/seed-identity.js'
import { clientOf, failure, signUp, type SignedUp } from './accounts-helpers.js'
import { createTestPlatform, type TestPlatform } from './helpers.js'

const OTHER_COMPANY = 2627
const INTERNAL_LIST = `/v1/opportunities?internal_recruitment=true&company_id=${DEFAULT_COMPANY_ID}`

interface Session {
  token: string
  userId: number
}

let platform: TestPlatform
let helena: Session
let candidate: SignedUp
let otherCompany: Session

async function employerSignIn(email: string, password: string, company: number): Promise<Session> {
  const { employerSignIn: auth } = await clientOf(platform).request<{
    employerSignIn: { id: string; token: string }
  }>(
    `mutation($e: String, $p: String!, $c: ID) { employerSignIn(email: $e, password: $p, company_id: $c) { id token } }`,
    { e: email, p: password, c: company },
  )
  return { token: auth.token, userId: Number(auth.id) }
}

const header = (session?: Session, clientToken = platform.config.clientTokens[0]!) =>
  buildAuthorizationHeader(clientToken, session?.token)

async function list(path: string, session?: Session, clientToken?: string) {
  const response = await platform.app.request(path, {
    headers: session || clientToken ? { Authorization: header(session, clientToken) } : {},
  })
  expect(response.status).toBe(200)
  return ((await response.json()) as { opportunities: { id: number }[] }).opportunities.map((o) => o.id)
}

async function detail(session?: Session, clientToken?: string) {
  return platform.app.request(`/v1/opportunities/${INTERNAL_OPENING_ID}`, {
    headers: session || clientToken ? { Authorization: header(session, clientToken) } : {},
  })
}

/** The opportunities GraphQL's `opportunity(id)` with the given Authorization header. */
async function graphqlDetail(authorization: string) {
  const response = await platform.app.request('/opportunities/graphql', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: authorization },
    body: JSON.stringify({ query: `{ opportunity(id: "${INTERNAL_OPENING_ID}") { id title } }` }),
  })
  return { status: response.status, body: (await response.json()) as { data?: { opportunity: unknown } } }
}

beforeAll(async () => {
  platform = await createTestPlatform({ CAPTCHA: 'off' })
  helena = await employerSignIn(INTERNAL_PERSON.email, INTERNAL_PERSON.password, DEFAULT_COMPANY_ID)
  candidate = await signUp(platform)
  // An internal user of another company of the group.
  await platform.database.db.insert(users).values({
    name: 'Rita Outra Empresa',
    firstName: 'Rita',
    lastName: 'Outra Empresa',
    email: 'rita@auroracredito.com.br',
    passwordHash: await hashPassword('segredo-123'),
    role: 'employer',
    companyId: OTHER_COMPANY,
  })
  otherCompany = await employerSignIn('rita@auroracredito.com.br', 'segredo-123', OTHER_COMPANY)
})
afterAll(() => platform.close())

describe('the REST list and detail', () => {
  it('lists the internal opening only to an internal user of its company', async () => {
    expect(await list(INTERNAL_LIST, helena)).toContain(INTERNAL_OPENING_ID)
    expect(await list(INTERNAL_LIST)).toEqual([])
    expect(await list(INTERNAL_LIST, candidate)).toEqual([])
    expect(await list(INTERNAL_LIST, otherCompany)).toEqual([])
    // A session with a client token the deployment does not have is nobody.
    expect(await list(INTERNAL_LIST, helena, 'token-desconhecido')).toEqual([])
    // Asking for another company's internal openings shows nothing either.
    expect(
      await list(`/v1/opportunities?internal_recruitment=true&company_id=${OTHER_COMPANY}`, helena),
    ).toEqual([])
  })

  it('never lists it in the public list, whoever asks', async () => {
    for (const session of [undefined, candidate, helena]) {
      const ids = await list(`/v1/opportunities?company_id=${DEFAULT_COMPANY_ID}&q=Fraudes`, session)
      expect(ids).not.toContain(INTERNAL_OPENING_ID)
    }
  })

  it('answers the detail only to an internal user of its company, 404 to anyone else', async () => {
    const seen = await detail(helena)
    expect(seen.status).toBe(200)
    expect(seen.headers.get('cache-control')).toBe('private, no-store')
    const body = (await seen.json()) as { opportunity: { id: number; title: string }[] }
    expect(body.opportunity[0]).toMatchObject({
      id: INTERNAL_OPENING_ID,
      title: 'Especialista em Prevenção a Fraudes',
    })
    for (const [session, token] of [
      [undefined, undefined],
      [candidate, undefined],
      [otherCompany, undefined],
      [helena, 'token-desconhecido'],
    ] as const) {
      const hidden = await detail(session, token)
      expect(hidden.status).toBe(404)
      expect(await hidden.json()).toEqual({ errors: [{ message: 'Oportunidade não encontrada' }] })
    }
    // A public opening is the same for everyone.
    expect((await platform.app.request('/v1/opportunities/100001')).status).toBe(200)
  })
})

describe('the opportunities GraphQL', () => {
  it('answers null to a Bearer API session and to others, the opening to an internal user', async () => {
    const created = await platform.app.request('/sessions', { method: 'POST' })
    const { token } = (await created.json()) as { token: string }
    const bearer = await graphqlDetail(`Bearer ${token}`)
    expect(bearer.body.data).toEqual({ opportunity: null })
    expect((await graphqlDetail(header(candidate))).body.data).toEqual({ opportunity: null })
    expect((await graphqlDetail(header(otherCompany))).body.data).toEqual({ opportunity: null })
    expect((await graphqlDetail(header(helena))).body.data).toEqual({
      opportunity: { id: INTERNAL_OPENING_ID, title: 'Especialista em Prevenção a Fraudes' },
    })
    // Without a live session the transport header alone does not open the endpoint.
    expect((await graphqlDetail(header())).status).toBe(401)
  })
})

describe('applying', () => {
  const operations = {
    questions: 'query($o: ID!) { subscriptionQuestions(opportunityId: $o) { id } }',
    form: 'query($o: ID!) { formStruct(opportunityId: $o) { opportunityId } }',
    lead: 'mutation($o: ID!, $u: ID!) { createAndIndexSubscriptionLead(opportunity_id: $o, user_id: $u) { opportunityId step } }',
    apply:
      'mutation($o: ID!, $u: ID!) { subscriptionNew(opportunity_id: $o, user_id: $u) { opportunityId } }',
  }

  it('is NOT_FOUND for anyone but an internal user of the company', async () => {
    for (const session of [candidate, otherCompany]) {
      const client = clientOf(platform, session)
      const variables = { o: INTERNAL_OPENING_ID, u: session.userId }
      for (const query of Object.values(operations)) {
        const error = await failure(client.request(query, variables))
        expect([error.code, error.message]).toEqual(['NOT_FOUND', 'Oportunidade não encontrada'])
      }
    }
    const anonymous = await failure(
      clientOf(platform).request(operations.questions, { o: INTERNAL_OPENING_ID }),
    )
    expect(anonymous.code).toBe('NOT_FOUND')
  })

  it('an internal user of the company reads its form and applies', async () => {
    const client = clientOf(platform, helena)
    const variables = { o: INTERNAL_OPENING_ID, u: helena.userId }
    expect(await client.request(operations.questions, variables)).toEqual({ subscriptionQuestions: [] })
    expect(await client.request(operations.form, variables)).toEqual({
      formStruct: { opportunityId: String(INTERNAL_OPENING_ID) },
    })
    expect(await client.request(operations.lead, variables)).toEqual({
      createAndIndexSubscriptionLead: { opportunityId: String(INTERNAL_OPENING_ID), step: 'lead' },
    })
  })
})
