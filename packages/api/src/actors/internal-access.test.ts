// The internal access actors and reads (docs/identity.md, "Internal access on the site").
import { describe, expect, it } from 'vitest'
import { createOpportunitiesClient } from '../rest/opportunities.js'
import { PlatformError } from '../errors.js'
import { createAccountActors, loadInternalRecruitment } from './account.js'
import { fakeClient, run } from './fake-client.js'

const COMPANY = 6562
const NOW = Date.UTC(2026, 0, 15, 12)
const auth = {
  id: '910',
  name: 'Helena Duarte',
  socialName: null,
  email: 'helena.duarte@grupoaurora.com.br',
  avatar: null,
  termsOfUserAccepted: [],
  profile: { socialName: null, cpf: '52998224725' },
  token: 'sess.internal-1',
  expiresAt: '2026-01-16T12:00:00.000Z',
  internalCompanyId: '6562',
}

function actors(responder: Record<string, unknown>) {
  const fake = fakeClient(responder)
  return { ...fake, actors: createAccountActors(fake.client, { companyId: COMPANY, now: () => NOW }) }
}

describe('internal access actors', () => {
  it('employerCheck asks isEmployer for the identity and the company', async () => {
    const { actors: a, calls } = actors({
      IsEmployer: { isEmployer: { isEmployer: true, hasPassword: false, name: ' Otávio Nogueira ' } },
    })
    await expect(run(a.employerCheck, { email: 'novo.colaborador@grupoaurora.com.br' })).resolves.toEqual({
      isEmployer: true,
      hasPassword: false,
      name: 'Otávio Nogueira',
    })
    expect(calls[0]?.variables).toEqual({ email: 'novo.colaborador@grupoaurora.com.br', company_id: COMPANY })
    await run(a.employerCheck, { user_id: 910 })
    expect(calls[1]?.variables).toEqual({ user_id: 910, company_id: COMPANY })
  })

  it('a null answer is not an internal person', async () => {
    const { actors: a } = actors({ IsEmployer: { isEmployer: null } })
    await expect(run(a.employerCheck, { document: '52998224725' })).resolves.toMatchObject({
      isEmployer: false,
    })
  })

  it('employerSignIn stores internalCompanyId and nothing sensitive', async () => {
    const { actors: a, calls } = actors({ EmployerSignIn: { employerSignIn: auth } })
    const record = await run(a.employerSignIn, {
      email: 'helena.duarte@grupoaurora.com.br',
      password: 'demonstracao-2027',
      keepLogged: true,
    })
    expect(calls[0]?.variables).toEqual({
      email: 'helena.duarte@grupoaurora.com.br',
      password: 'demonstracao-2027',
      company_id: COMPANY,
    })
    expect(record).toMatchObject({ userId: 910, internalCompanyId: 6562, keepLogged: true })
    expect(JSON.stringify(record)).not.toContain('52998224725')
  })

  it('employerSignIn by the forced user id sends the id and the password', async () => {
    const { actors: a, calls } = actors({ EmployerSignIn: { employerSignIn: auth } })
    await run(a.employerSignIn, { user_id: 910, password: 'demonstracao-2027', keepLogged: false })
    expect(calls[0]?.variables).toEqual({ user_id: 910, password: 'demonstracao-2027', company_id: COMPANY })
  })

  it('employerSignUp sets the first password and signs in (session storage)', async () => {
    const { actors: a, calls } = actors({ EmployerSignUp: { employerSignUp: auth } })
    const record = await run(a.employerSignUp, { unique_id: 'AUR-0042', password: 'nova-senha-123' })
    expect(calls[0]?.variables).toEqual({
      unique_id: 'AUR-0042',
      password: 'nova-senha-123',
      company_id: COMPANY,
    })
    expect(record).toMatchObject({ internalCompanyId: 6562, keepLogged: false, expiresAt: null })
  })

  it("keeps the platform's code on a refusal", async () => {
    const { actors: a } = actors({
      EmployerSignIn: () => {
        throw new PlatformError('Use seu e-mail corporativo.', 'VALIDATION')
      },
    })
    await expect(
      run(a.employerSignIn, { email: 'helena@gmail.com', password: 'x', keepLogged: false }),
    ).rejects.toMatchObject({ code: 'VALIDATION' })
  })
})

describe('loadInternalRecruitment', () => {
  it("reads the company's recruitment; none or an unknown login type offers nothing", async () => {
    const answer = { loginType: 'email', specificDomains: true, domains: ['grupoaurora.com.br'] }
    const { client, calls } = fakeClient({
      CompanyInternalRecruitment: { companyInternalRecruitment: answer },
    })
    await expect(loadInternalRecruitment(client, COMPANY)).resolves.toEqual(answer)
    expect(calls[0]?.variables).toEqual({ companyId: COMPANY })
    const none = fakeClient({ CompanyInternalRecruitment: { companyInternalRecruitment: null } })
    await expect(loadInternalRecruitment(none.client, COMPANY)).resolves.toBeNull()
    const odd = fakeClient({
      CompanyInternalRecruitment: { companyInternalRecruitment: { loginType: 'badge', domains: null } },
    })
    await expect(loadInternalRecruitment(odd.client, COMPANY)).resolves.toBeNull()
  })
})

describe('opportunities client with a session', () => {
  it('sends the Authorization header only when given', async () => {
    const seen: Array<string | null> = []
    const fetch: typeof globalThis.fetch = async (_input, init) => {
      seen.push(new Headers(init?.headers).get('Authorization'))
      return Response.json({ opportunities: [] })
    }
    const client = createOpportunitiesClient({ baseUrl: 'https://vagas.test/', fetch })
    await client.list(
      { internal_recruitment: true, company_id: COMPANY },
      { authorization: 'Token token="a", session="s"' },
    )
    await client.list({})
    expect(seen).toEqual(['Token token="a", session="s"', null])
  })
})
