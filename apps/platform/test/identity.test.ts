// Every way in (docs/identity.md): the company's internal recruitment and its domain rule, the forced user
// id, the first access, internalCompanyId on AuthPayload and on the session validation, the bank group's SSO
// and the Microsoft stand-ins (single-use, bound to their redirect / origin / person), the retail partner's
// sign-in and the employee check once per cpf and São Paulo calendar day; all of it off in production.
import { DEFAULT_COMPANY_ID, ptBR } from '@carreiras/core'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../src/app.js'
import { users } from '../src/db/schema.js'
import {
  INACTIVE_RETAIL_EMPLOYEE,
  INTERNAL_PERSON,
  PROVISIONED_PERSON,
  RETAIL_EMPLOYEE,
} from '../src/db/seed-identity.js'
import { DEMO_CANDIDATE } from '../src/db/seed-events.js'
import { clientOf, failure, newCpf, signUp, USER_LOGIN, type Auth } from './accounts-helpers.js'
import { createTestPlatform, type TestPlatform } from './helpers.js'
import type { PlatformClient } from '@carreiras/api'

const C = String(DEFAULT_COMPANY_ID)
const SITE = 'http://localhost:3000'
const DOMAIN_REFUSED = ptBR.account.internal.domainRefused(['grupoaurora.com.br'])

type Payload = Auth & { internalCompanyId: string | null }
const PAYLOAD = 'id name email token expiresAt internalCompanyId'

const EMPLOYER_SIGN_IN = `mutation($email: String, $document: String, $unique_id: String, $user_id: ID,
  $password: String!, $company: ID) {
  employerSignIn(email: $email, document: $document, unique_id: $unique_id, user_id: $user_id,
    password: $password, company_id: $company) { ${PAYLOAD} }
}`
const EMPLOYER_SIGN_UP = `mutation($name: String, $email: String, $unique_id: String, $password: String!, $company: ID) {
  employerSignUp(name: $name, email: $email, unique_id: $unique_id, password: $password, company_id: $company) {
    ${PAYLOAD}
  }
}`
const ITAU = `mutation($code: String!, $source: String) {
  itauLogin(code: $code, development: true, login_source: $source) { ${PAYLOAD} }
}`
const MICROSOFT = `mutation($token: String!, $uid: String, $name: String, $email: String, $company: ID) {
  microsoftGraphLogin(access_token: $token, uid: $uid, user_name: $name, user_email: $email, company_id: $company) {
    ${PAYLOAD}
  }
}`
const RETAIL = `mutation($login: String!, $password: String!) {
  magazineLuizaLogin(login: $login, password: $password) { ${PAYLOAD} }
}`
const CHECK = 'query($cpf: String!) { validateMagazineLuizaEmployees(cpf: $cpf) { contributor } }'
const VALIDATE_SESSION = 'query($id: ID!) { user(id: $id) { id cpf internalCompanyId } }'

let platform: TestPlatform
const anonymous = () => clientOf(platform)
const as = (auth: Payload) => clientOf(platform, { token: auth.token, userId: Number(auth.id) })

async function employerSignIn(variables: Record<string, unknown>) {
  return (await anonymous().request<{ employerSignIn: Payload }>(EMPLOYER_SIGN_IN, variables)).employerSignIn
}

/** Submits a stand-in's form as the browser would; returns the answer. */
async function submit(path: string, fields: Record<string, string>) {
  return platform.app.request(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  })
}

/** The SSO stand-in's code for a person, sent to `redirect`. */
async function ssoCode(person: { name: string; email: string }, redirect = `${SITE}/sso/retorno`) {
  const response = await submit('/oauth/itau/authorize', {
    redirect_uri: redirect,
    state: 'estado-1',
    decision: 'allow',
    ...person,
  })
  expect(response.status).toBe(302)
  const location = new URL(response.headers.get('location')!)
  expect(`${location.origin}${location.pathname}`).toBe(redirect)
  expect(location.searchParams.get('state')).toBe('estado-1')
  return location.searchParams.get('code')!
}

interface MicrosoftMessage {
  type: string
  access_token: string
  uid: string
  user_name: string
  user_email: string
}

/** The Microsoft pop-up's message and the origin it is posted to. */
async function microsoftMessage(person: { name: string; email: string }, origin = SITE) {
  const response = await submit('/oauth/microsoft/authorize', { origin, decision: 'allow', ...person })
  expect(response.status).toBe(200)
  const html = await response.text()
  const match =
    /var message = (\{.*?\});\s*if \(window\.opener\) \{ window\.opener\.postMessage\(message, (".*?")\)/s.exec(
      html,
    )
  expect(match).not.toBeNull()
  return { message: JSON.parse(match![1]!) as MicrosoftMessage, target: JSON.parse(match![2]!) as string }
}

beforeAll(async () => {
  platform = await createTestPlatform({ CAPTCHA: 'off' })
})
afterAll(() => platform.close())

describe('companyInternalRecruitment', () => {
  it("answers the seeded company's settings to anyone, and null for a company without it", async () => {
    const query =
      'query($c: ID!) { companyInternalRecruitment(companyId: $c) { loginType specificDomains domains } }'
    expect(await anonymous().request(query, { c: C })).toEqual({
      companyInternalRecruitment: {
        loginType: 'email',
        specificDomains: true,
        domains: ['grupoaurora.com.br'],
      },
    })
    expect(await anonymous().request(query, { c: '2627' })).toEqual({ companyInternalRecruitment: null })
  })
})

describe('employerSignIn and employerSignUp (internal people)', () => {
  it('refuses an e-mail of another domain with the pt-BR message, before any lookup', async () => {
    for (const email of ['helena.duarte@gmail.com', 'ninguem@rh.grupoaurora.com.br']) {
      const error = await failure(employerSignIn({ email, password: 'qualquer-coisa', company: C }))
      expect(error.code).toBe('VALIDATION')
      expect(error.message).toBe(DOMAIN_REFUSED)
    }
    const signUpError = await failure(
      anonymous().request(EMPLOYER_SIGN_UP, { email: 'novo@gmail.com', password: 'segredo-123', company: C }),
    )
    expect([signUpError.code, signUpError.message]).toEqual(['VALIDATION', DOMAIN_REFUSED])
  })

  it('signs an internal person in with an allowed domain: internalCompanyId on the payload and the session', async () => {
    const auth = await employerSignIn({
      email: INTERNAL_PERSON.email.toUpperCase(),
      password: INTERNAL_PERSON.password,
      company: C,
    })
    expect(auth).toMatchObject({
      id: String(INTERNAL_PERSON.id),
      name: 'Helena Duarte',
      internalCompanyId: C,
    })
    expect(await as(auth).request(VALIDATE_SESSION, { id: auth.id })).toEqual({
      user: { id: auth.id, cpf: null, internalCompanyId: C },
    })
    const wrong = await failure(
      employerSignIn({ email: INTERNAL_PERSON.email, password: 'errada-123', company: C }),
    )
    expect(wrong.code).toBe('WRONG_PASSWORD')
    const check = await anonymous().request(
      'query($e: String, $c: ID) { isEmployer(email: $e, company_id: $c) { isEmployer hasPassword name } }',
      { e: INTERNAL_PERSON.email, c: C },
    )
    expect(check).toEqual({ isEmployer: { isEmployer: true, hasPassword: true, name: 'Helena Duarte' } })
  })

  it('the forced user id names the person; the password still decides', async () => {
    const auth = await employerSignIn({
      user_id: INTERNAL_PERSON.id,
      password: INTERNAL_PERSON.password,
      company: C,
    })
    expect(auth).toMatchObject({ id: String(INTERNAL_PERSON.id), internalCompanyId: C })
    const wrong = await failure(
      employerSignIn({ user_id: INTERNAL_PERSON.id, password: 'errada-123', company: C }),
    )
    expect(wrong.code).toBe('WRONG_PASSWORD')
    // The candidate is nobody's employer.
    const candidate = await failure(
      employerSignIn({ user_id: DEMO_CANDIDATE.id, password: DEMO_CANDIDATE.password, company: C }),
    )
    expect(candidate.code).toBe('USER_NOT_FOUND')
  })

  it('first access: the provisioned person sets a password by unique id, once', async () => {
    const before = await anonymous().request(
      'query($u: String, $c: ID) { isEmployer(unique_id: $u, company_id: $c) { isEmployer hasPassword name } }',
      { u: PROVISIONED_PERSON.uniqueId, c: C },
    )
    expect(before).toEqual({ isEmployer: { isEmployer: true, hasPassword: false, name: 'Otávio Nogueira' } })
    const variables = { unique_id: PROVISIONED_PERSON.uniqueId, password: 'primeiro-acesso-1', company: C }
    const { employerSignUp } = await anonymous().request<{ employerSignUp: Payload }>(
      EMPLOYER_SIGN_UP,
      variables,
    )
    expect(employerSignUp).toMatchObject({ id: String(PROVISIONED_PERSON.id), internalCompanyId: C })
    expect((await failure(anonymous().request(EMPLOYER_SIGN_UP, variables))).code).toBe('ALREADY_REGISTERED')
    const again = await employerSignIn({
      document: '529.982.247-25',
      password: 'primeiro-acesso-1',
      company: C,
    })
    expect(again.id).toBe(String(PROVISIONED_PERSON.id))
  })

  it('an external candidate has no internal company', async () => {
    const { userLogin } = await anonymous().request<{ userLogin: Payload }>(
      USER_LOGIN.replace('profile { id socialName }', 'internalCompanyId'),
      { email: DEMO_CANDIDATE.email, password: DEMO_CANDIDATE.password },
    )
    expect(userLogin.internalCompanyId).toBeNull()
  })
})

describe("the bank group's single sign-on (stand-in)", () => {
  it("shows its page only for the site's redirect, prefilled with the demonstration person", async () => {
    const page = await platform.app.request(
      `/oauth/itau/authorize?redirect_uri=${encodeURIComponent(`${SITE}/sso/retorno`)}&state=x`,
    )
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain('value="helena.duarte@grupoaurora.com.br"')
    expect(html).toContain('<label for="email">E-mail</label>')
    const evil = await platform.app.request(
      `/oauth/itau/authorize?redirect_uri=${encodeURIComponent('https://evil.example/x')}`,
    )
    expect(evil.status).toBe(400)
    const cancelled = await submit('/oauth/itau/authorize', {
      redirect_uri: `${SITE}/sso/retorno`,
      decision: 'cancel',
    })
    expect(new URL(cancelled.headers.get('location')!).searchParams.get('error')).toBe('access_denied')
  })

  it('signs the person in as an internal user of the site company; the code is single-use', async () => {
    const code = await ssoCode({ name: 'Helena Duarte', email: INTERNAL_PERSON.email })
    const { itauLogin } = await anonymous().request<{ itauLogin: Payload }>(ITAU, {
      code,
      source: 'carreiras',
    })
    expect(itauLogin).toMatchObject({ id: String(INTERNAL_PERSON.id), internalCompanyId: C })
    const reused = await failure(anonymous().request(ITAU, { code }))
    expect([reused.code, reused.message]).toEqual([
      'VALIDATION',
      'Código de autorização inválido ou expirado',
    ])
    expect((await failure(anonymous().request(ITAU, { code: 'inventado' }))).code).toBe('VALIDATION')
  })

  it('provisions a new person on first sign-in (provider itau), the same account next time', async () => {
    const person = { name: 'Carlos Banco', email: 'carlos.banco@banco.example' }
    const first = (await anonymous().request<{ itauLogin: Payload }>(ITAU, { code: await ssoCode(person) }))
      .itauLogin
    expect(first).toMatchObject({ name: 'Carlos Banco', email: person.email, internalCompanyId: C })
    const [row] = await platform.database.db
      .select()
      .from(users)
      .where(eq(users.id, Number(first.id)))
    expect(row).toMatchObject({
      provider: 'itau',
      role: 'employer',
      companyId: DEFAULT_COMPANY_ID,
      passwordHash: null,
    })
    const second = (await anonymous().request<{ itauLogin: Payload }>(ITAU, { code: await ssoCode(person) }))
      .itauLogin
    expect(second.id).toBe(first.id)
  })

  it("keeps an existing candidate whose e-mail the company's rule refuses a candidate (their e-mail sign-in stays)", async () => {
    const person = { name: 'Ana Demonstração', email: DEMO_CANDIDATE.email }
    const { itauLogin } = await anonymous().request<{ itauLogin: Payload }>(ITAU, {
      code: await ssoCode(person),
    })
    expect(itauLogin).toMatchObject({ id: String(DEMO_CANDIDATE.id), internalCompanyId: null })
    const { userLogin } = await anonymous().request<{ userLogin: Payload }>(
      USER_LOGIN.replace('profile { id socialName }', 'internalCompanyId'),
      { email: DEMO_CANDIDATE.email, password: DEMO_CANDIDATE.password },
    )
    expect(userLogin.id).toBe(String(DEMO_CANDIDATE.id))
  })

  it('a code is bound to its redirect: another page of the site cannot use it', async () => {
    const code = await ssoCode({ name: 'Helena Duarte', email: INTERNAL_PERSON.email }, `${SITE}/sso/retorno`)
    const error = await failure(anonymous().request(ITAU, { code, source: `${SITE}/outra-pagina` }))
    expect(error.code).toBe('VALIDATION')
    // Refused codes are spent too.
    expect((await failure(anonymous().request(ITAU, { code, source: `${SITE}/sso/retorno` }))).code).toBe(
      'VALIDATION',
    )
    const fresh = await ssoCode(
      { name: 'Helena Duarte', email: INTERNAL_PERSON.email },
      `${SITE}/sso/retorno`,
    )
    const ok = await anonymous().request<{ itauLogin: Payload }>(ITAU, {
      code: fresh,
      source: `${SITE}/sso/retorno?back_to=/vagas`,
    })
    expect(ok.itauLogin.id).toBe(String(INTERNAL_PERSON.id))
  })
})

describe('the Microsoft account (stand-in)', () => {
  it("opens only for the site's origin and posts the token to that origin alone", async () => {
    expect(
      (await platform.app.request('/oauth/microsoft/authorize?origin=https://evil.example')).status,
    ).toBe(400)
    expect(
      (await submit('/oauth/microsoft/authorize', { origin: 'https://evil.example', decision: 'allow' }))
        .status,
    ).toBe(400)
    const page = await platform.app.request(`/oauth/microsoft/authorize?origin=${encodeURIComponent(SITE)}`)
    expect(page.status).toBe(200)
    const { message, target } = await microsoftMessage({
      name: 'Helena Duarte',
      email: INTERNAL_PERSON.email,
    })
    expect(target).toBe(SITE)
    expect(message).toMatchObject({ type: 'carreiras:microsoft', user_email: INTERNAL_PERSON.email })
    expect(message.access_token.length).toBeGreaterThan(20)
  })

  it('an allowed domain signs in as internal of the company; the token is single-use', async () => {
    const { message } = await microsoftMessage({ name: 'Helena Duarte', email: INTERNAL_PERSON.email })
    const variables = {
      token: message.access_token,
      uid: message.uid,
      name: message.user_name,
      email: message.user_email,
      company: C,
    }
    const { microsoftGraphLogin } = await anonymous().request<{ microsoftGraphLogin: Payload }>(
      MICROSOFT,
      variables,
    )
    expect(microsoftGraphLogin).toMatchObject({ id: String(INTERNAL_PERSON.id), internalCompanyId: C })
    expect((await failure(anonymous().request(MICROSOFT, variables))).code).toBe('VALIDATION')
  })

  it('any other domain is an ordinary candidate, created on first sign-in', async () => {
    const person = { name: 'Marina Nuvem', email: 'marina.nuvem@outlook.example' }
    const { message } = await microsoftMessage(person)
    const { microsoftGraphLogin } = await anonymous().request<{ microsoftGraphLogin: Payload }>(MICROSOFT, {
      token: message.access_token,
      uid: message.uid,
      company: C,
    })
    expect(microsoftGraphLogin).toMatchObject({
      name: 'Marina Nuvem',
      email: person.email,
      internalCompanyId: null,
    })
    const [row] = await platform.database.db
      .select()
      .from(users)
      .where(eq(users.id, Number(microsoftGraphLogin.id)))
    expect(row).toMatchObject({ provider: 'microsoft', providerId: message.uid, role: 'candidate' })
  })

  it('accepts only a token issued for that uid and e-mail', async () => {
    const { message } = await microsoftMessage({ name: 'Helena Duarte', email: INTERNAL_PERSON.email })
    const otherUid = await failure(
      anonymous().request(MICROSOFT, { token: message.access_token, uid: 'outro-uid', company: C }),
    )
    expect(otherUid.code).toBe('VALIDATION')
    const { message: second } = await microsoftMessage({
      name: 'Helena Duarte',
      email: INTERNAL_PERSON.email,
    })
    const otherEmail = await failure(
      anonymous().request(MICROSOFT, {
        token: second.access_token,
        email: 'outra@grupoaurora.com.br',
        company: C,
      }),
    )
    expect(otherEmail.code).toBe('VALIDATION')
    expect((await failure(anonymous().request(MICROSOFT, { token: 'inventado', company: C }))).code).toBe(
      'VALIDATION',
    )
  })
})

describe('retail-partner employees', () => {
  let ana: Payload

  it("refuses a wrong password, an unknown login and an inactive employee with a message about the 'senha'", async () => {
    for (const [login, password] of [
      [RETAIL_EMPLOYEE.login, 'errada-123'],
      ['ninguem.varejo', RETAIL_EMPLOYEE.password],
      [INACTIVE_RETAIL_EMPLOYEE.login, RETAIL_EMPLOYEE.password],
    ] as const) {
      const error = await failure(anonymous().request(RETAIL, { login, password }))
      expect(error.code).toBe('WRONG_PASSWORD')
      expect(error.message).toBe('Login ou senha incorretos')
    }
  })

  it('signs the employee in, creating the linked account once (name, e-mail and cpf of the base)', async () => {
    ana = (
      await anonymous().request<{ magazineLuizaLogin: Payload }>(RETAIL, {
        login: ` ${RETAIL_EMPLOYEE.login.toUpperCase()} `,
        password: RETAIL_EMPLOYEE.password,
      })
    ).magazineLuizaLogin
    expect(ana).toMatchObject({ name: 'Ana Varejo', email: RETAIL_EMPLOYEE.email, internalCompanyId: null })
    const [row] = await platform.database.db
      .select()
      .from(users)
      .where(eq(users.id, Number(ana.id)))
    expect(row).toMatchObject({
      provider: 'magazineluiza',
      providerId: 'ana.varejo',
      cpf: RETAIL_EMPLOYEE.cpf,
    })
    const again = await anonymous().request<{ magazineLuizaLogin: Payload }>(RETAIL, {
      login: RETAIL_EMPLOYEE.login,
      password: RETAIL_EMPLOYEE.password,
    })
    expect(again.magazineLuizaLogin.id).toBe(ana.id)
  })

  it("the employee check needs the session and the session user's own cpf", async () => {
    expect((await failure(anonymous().request(CHECK, { cpf: RETAIL_EMPLOYEE.cpf }))).code).toBe(
      'UNAUTHORIZED',
    )
    const other = await failure(as(ana).request(CHECK, { cpf: INACTIVE_RETAIL_EMPLOYEE.cpf }))
    expect([other.code, other.message]).toEqual(['UNAUTHORIZED', 'Não autorizado'])
    const invalid = await failure(as(ana).request(CHECK, { cpf: '123' }))
    expect(invalid.code).toBe('VALIDATION')
  })

  it('asks the partner base once per cpf and São Paulo calendar day', async () => {
    // A second app on the same database with a clock the test moves: 23:30 in São Paulo (02:30 UTC).
    const clock = { now: new Date('2031-05-10T02:30:00Z') }
    const app = createApp(platform.config, platform.database, { now: () => clock.now })
    const client: PlatformClient = clientOf(
      { ...platform, app },
      { token: ana.token, userId: Number(ana.id) },
    )
    const checks = async () =>
      (
        (await (await app.request(`/dev/employee-checks?cpf=${RETAIL_EMPLOYEE.cpf}`)).json()) as {
          checks: number
        }
      ).checks
    expect(await checks()).toBe(0)
    expect(await client.request(CHECK, { cpf: '111.444.777-35' })).toEqual({
      validateMagazineLuizaEmployees: { contributor: true },
    })
    clock.now = new Date('2031-05-10T02:59:59Z') // still 23:59:59 of the 9th in São Paulo
    expect(await client.request(CHECK, { cpf: RETAIL_EMPLOYEE.cpf })).toEqual({
      validateMagazineLuizaEmployees: { contributor: true },
    })
    expect(await checks()).toBe(1)
    clock.now = new Date('2031-05-10T03:00:00Z') // midnight of the 10th in São Paulo: a new day
    expect(await checks()).toBe(0)
    await client.request(CHECK, { cpf: RETAIL_EMPLOYEE.cpf })
    await client.request(CHECK, { cpf: RETAIL_EMPLOYEE.cpf })
    expect(await checks()).toBe(1)
    expect((await app.request('/dev/employee-checks?cpf=12')).status).toBe(400)
    // Another process (the site's platform restarted) sees today's recorded check as one call, and asks no more.
    const restarted = createApp(platform.config, platform.database, { now: () => clock.now })
    const count = async () =>
      (
        (await (await restarted.request(`/dev/employee-checks?cpf=${RETAIL_EMPLOYEE.cpf}`)).json()) as {
          checks: number
        }
      ).checks
    expect(await count()).toBe(1)
    await clientOf({ ...platform, app: restarted }, { token: ana.token, userId: Number(ana.id) }).request(
      CHECK,
      {
        cpf: RETAIL_EMPLOYEE.cpf,
      },
    )
    expect(await count()).toBe(1)
  })

  it('a candidate who is not an employee is not a contributor', async () => {
    const cpf = newCpf()
    const candidate = await signUp(platform, { document: cpf })
    expect(await candidate.client.request(CHECK, { cpf })).toEqual({
      validateMagazineLuizaEmployees: { contributor: false },
    })
  })
})

describe('in production', () => {
  it('mounts no stand-in and answers the stand-in sign-ins NOT_IMPLEMENTED', async () => {
    const production = await createTestPlatform({ NODE_ENV: 'production', CLIENT_TOKENS: 'prod-token-1' })
    try {
      for (const path of [
        `/oauth/itau/authorize?redirect_uri=${encodeURIComponent(`${SITE}/x`)}`,
        `/oauth/microsoft/authorize?origin=${encodeURIComponent(SITE)}`,
        `/dev/employee-checks?cpf=${RETAIL_EMPLOYEE.cpf}`,
      ])
        expect((await production.app.request(path)).status).toBe(404)
      const client = clientOf(production)
      for (const [query, variables] of [
        [ITAU, { code: 'x' }],
        [MICROSOFT, { token: 'x' }],
        [RETAIL, { login: RETAIL_EMPLOYEE.login, password: RETAIL_EMPLOYEE.password }],
      ] as const)
        expect((await failure(client.request(query, variables))).code).toBe('NOT_IMPLEMENTED')
      // The e-mail sign-in of internal people and its domain rule work everywhere.
      const refused = await failure(
        client.request(EMPLOYER_SIGN_IN, { email: 'x@gmail.com', password: 'segredo-123', company: C }),
      )
      expect(refused.message).toBe(DOMAIN_REFUSED)
    } finally {
      await production.close()
    }
  })
})
