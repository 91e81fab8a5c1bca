// The real identity providers (docs/identity.md, "Real providers"), against a local provider that signs real
// tokens (identity-issuer.ts): the start's redirect (state, nonce, PKCE), the callback's code exchange and
// id_token checks (signature through the JWKS, issuer, audience, expiry, nonce) or Facebook's Graph /me, the
// one-time codes the sign-ins take, and every refusal with core's pt-BR texts. In production the stand-ins
// answer 404 and a half-configured provider stops the start naming the missing variable.
import { createHash } from 'node:crypto'
import { DEFAULT_COMPANY_ID, ptBR } from '@carreiras/core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from '../src/config.js'
import { AUTH_FIELDS, clientOf, failure, newCpf, type Auth } from './accounts-helpers.js'
import { createTestPlatform, PRODUCTION_TEST_ENV, TEST_PUBLIC_URL, type TestPlatform } from './helpers.js'
import { startLocalIssuer, type Grant, type LocalIssuer } from './identity-issuer.js'

const SITE = 'http://localhost:3000'
const SSO_RETURN = `${SITE}/sso-return`
const LINKEDIN_RETURN = `${SITE}/linkedin-return`
const TEXTS = ptBR.account.providers
const BAD_CODE = 'Código de autorização inválido ou expirado'

const CLIENT_IDS = { itau: 'carreiras-sso', microsoft: 'carreiras-entra', linkedin: 'carreiras-linkedin' }
const FACEBOOK_SECRET = 'segredo-do-aplicativo-facebook'

const PAYLOAD = 'id name email token internalCompanyId'
const ITAU = `mutation($code: String!, $source: String) {
  itauLogin(code: $code, development: false, login_source: $source) { ${PAYLOAD} }
}`
const MICROSOFT = `mutation($token: String!, $uid: String, $name: String, $email: String, $company: ID) {
  microsoftGraphLogin(access_token: $token, uid: $uid, user_name: $name, user_email: $email, company_id: $company) {
    ${PAYLOAD}
  }
}`
const LINKEDIN = `mutation($code: String!, $url: String) {
  linkedinProfile(code: $code, return_url: $url, company: 1) { provider provider_id name email ticket }
}`
const SOCIAL_LOGIN = `mutation($provider: String!, $id: String!, $ticket: String) {
  socialMediaLogin(provider: $provider, provider_id: $id, origin_company: 1, ticket: $ticket) { ${AUTH_FIELDS} }
}`
const BARE_SOCIAL_LOGIN = `mutation($provider: String!, $id: String!) {
  socialMediaLogin(provider: $provider, provider_id: $id, origin_company: 1) { ${AUTH_FIELDS} }
}`
const USER_CREATE = `mutation($name: String, $email: String!, $document: String, $provider: String, $id: String,
  $ticket: String) {
  userCreate(name: $name, email: $email, document: $document, provider: $provider, provider_id: $id,
    ticket: $ticket, source: "carreiras", accept_terms_of_use: true, origin_company: 1) { ${AUTH_FIELDS} }
}`

let issuer: LocalIssuer
let platform: TestPlatform

function providerEnv(idp: LocalIssuer): Record<string, string> {
  return {
    ITAU_SSO_ISSUER: idp.issuer('itau'),
    ITAU_SSO_CLIENT_ID: CLIENT_IDS.itau,
    ITAU_SSO_CLIENT_SECRET: 'segredo-do-sso',
    MICROSOFT_ISSUER: idp.issuer('microsoft'),
    MICROSOFT_CLIENT_ID: CLIENT_IDS.microsoft,
    MICROSOFT_CLIENT_SECRET: 'segredo-do-entra',
    LINKEDIN_ISSUER: idp.issuer('linkedin'),
    LINKEDIN_CLIENT_ID: CLIENT_IDS.linkedin,
    LINKEDIN_CLIENT_SECRET: 'segredo-do-linkedin',
    FACEBOOK_APP_ID: 'carreiras-facebook',
    FACEBOOK_APP_SECRET: FACEBOOK_SECRET,
    FACEBOOK_AUTHORIZE_URL: `${idp.url}/fb/dialog/oauth`,
    FACEBOOK_GRAPH_URL: `${idp.url}/fb`,
  }
}

beforeAll(async () => {
  issuer = await startLocalIssuer(CLIENT_IDS, FACEBOOK_SECRET)
  platform = await createTestPlatform(providerEnv(issuer))
})

afterAll(async () => {
  await platform?.close()
  await issuer?.close()
})

const anonymous = () => clientOf(platform)

interface Started {
  authorize: URL
  cookie: string
}

/** The site's button: the platform's start page, which sends the browser to the provider. */
async function start(provider: string, query: Record<string, string>): Promise<Started> {
  const answer = await platform.app.request(
    `/oauth/${provider}/start?${new URLSearchParams(query).toString()}`,
  )
  expect(answer.status).toBe(302)
  const setCookie = answer.headers.get('set-cookie')!
  expect(setCookie).toMatch(/HttpOnly/i)
  expect(setCookie).toMatch(/SameSite=Lax/i)
  return { authorize: new URL(answer.headers.get('location')!), cookie: setCookie.split(';')[0]! }
}

/** The provider's redirect back to the platform, with the browser's cookie. */
async function callback(provider: string, started: Started, params: Record<string, string>) {
  return platform.app.request(`/oauth/${provider}/callback?${new URLSearchParams(params).toString()}`, {
    headers: { Cookie: started.cookie },
  })
}

/** A whole authorization: start, the person allows, the provider answers `grant` for the code. */
async function authorize(
  provider: string,
  query: Record<string, string>,
  grant: Grant = {},
  tamper: { state?: string } = {},
) {
  const started = await start(provider, query)
  const code = `codigo-${provider}-${Math.random().toString(36).slice(2)}`
  issuer.grant(
    provider === 'facebook' ? `${issuer.url}/fb` : issuer.issuer(provider),
    code,
    started.authorize.searchParams.get('nonce') ?? '',
    grant,
  )
  const answer = await callback(provider, started, {
    code,
    state: tamper.state ?? started.authorize.searchParams.get('state')!,
  })
  return { started, answer, code }
}

function location(answer: Response): URL {
  expect(answer.status).toBe(302)
  return new URL(answer.headers.get('location')!)
}

/** The message a pop-up's last page posts to the opener, and the origin it posts to. */
async function posted(answer: Response) {
  const html = await answer.clone().text()
  const match =
    /var message = (\{.*?\});\s*if \(window\.opener\) \{ window\.opener\.postMessage\(message, "([^"]*)"\)/s.exec(
      html,
    )
  expect(match).not.toBeNull()
  return { message: JSON.parse(match![1]!) as Record<string, string>, origin: match![2]!, html }
}

const now = () => Math.floor(Date.now() / 1000)

describe("the bank group's single sign-on (OpenID Connect)", () => {
  it('sends the browser to the provider with state, nonce and PKCE, and signs the person in with the code', async () => {
    const { started, answer } = await authorize('itau', { redirect_uri: SSO_RETURN, state: 'estado-do-site' })
    const authorizeUrl = started.authorize
    expect(`${authorizeUrl.origin}${authorizeUrl.pathname}`).toBe(`${issuer.issuer('itau')}/authorize`)
    expect(Object.fromEntries(authorizeUrl.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: CLIENT_IDS.itau,
      redirect_uri: `${TEST_PUBLIC_URL}/oauth/itau/callback`,
      scope: 'openid profile email',
      code_challenge_method: 'S256',
    })
    // The token request proves the verifier of the challenge and the client's secret.
    const request = issuer.tokenRequests.at(-1)!.form
    expect(request.get('client_secret')).toBe('segredo-do-sso')
    expect(request.get('redirect_uri')).toBe(`${TEST_PUBLIC_URL}/oauth/itau/callback`)
    expect(createHash('sha256').update(request.get('code_verifier')!).digest('base64url')).toBe(
      authorizeUrl.searchParams.get('code_challenge'),
    )
    // The browser goes back to the site with a one-time code of the platform and the site's own state.
    const back = location(answer)
    expect(`${back.origin}${back.pathname}`).toBe(SSO_RETURN)
    expect(back.searchParams.get('state')).toBe('estado-do-site')
    expect(answer.headers.get('set-cookie')).toMatch(/carreiras_oauth_itau=;|Max-Age=0/)
    const code = back.searchParams.get('code')!
    const { itauLogin } = await anonymous().request<{
      itauLogin: { email: string; internalCompanyId: string | null; token: string }
    }>(ITAU, { code, source: SSO_RETURN })
    expect(itauLogin.email).toBe('helena.duarte@grupoaurora.com.br')
    expect(itauLogin.internalCompanyId).toBe(String(DEFAULT_COMPANY_ID))
    expect(itauLogin.token).toBeTruthy()
    // Spent once.
    expect(await failure(anonymous().request(ITAU, { code, source: SSO_RETURN }))).toMatchObject({
      code: 'VALIDATION',
      message: BAD_CODE,
    })
  })

  it('refuses a code sent to another page of the site', async () => {
    const { answer } = await authorize('itau', { redirect_uri: SSO_RETURN })
    const code = location(answer).searchParams.get('code')!
    expect(await failure(anonymous().request(ITAU, { code, source: `${SITE}/outra` }))).toMatchObject({
      code: 'VALIDATION',
      message: BAD_CODE,
    })
  })

  const refusals: [string, Grant][] = [
    ['a wrong audience', { claims: { aud: 'outro-cliente' } }],
    ['a wrong issuer', { claims: { iss: 'https://sso.invalid' } }],
    ['an expired token', { claims: { iat: now() - 3600, exp: now() - 600 } }],
    ['a bad signature', { foreignKey: true }],
    ['a wrong nonce', { claims: { nonce: 'outro-nonce' } }],
    ['an unverified e-mail', { claims: { email_verified: false } }],
  ]
  it.each(refusals)('refuses %s with core text, back on the site', async (_what, grant) => {
    const { answer } = await authorize('itau', { redirect_uri: SSO_RETURN, state: 's1' }, grant)
    const back = location(answer)
    expect(`${back.origin}${back.pathname}`).toBe(SSO_RETURN)
    expect(Object.fromEntries(back.searchParams)).toEqual({
      error: 'access_denied',
      error_description: TEXTS.ssoFailed,
      state: 's1',
    })
  })

  it('refuses a wrong state before asking the provider', async () => {
    const before = issuer.tokenRequests.length
    const { answer } = await authorize(
      'itau',
      { redirect_uri: SSO_RETURN, state: 's2' },
      {},
      { state: 'forjado' },
    )
    expect(Object.fromEntries(location(answer).searchParams)).toEqual({
      error: 'access_denied',
      error_description: TEXTS.ssoFailed,
      state: 's2',
    })
    expect(issuer.tokenRequests.length).toBe(before)
  })

  it('refuses a callback without the start (no cookie) with the text on its own page', async () => {
    const answer = await platform.app.request('/oauth/itau/callback?code=x&state=y')
    expect(answer.status).toBe(400)
    expect(await answer.text()).toContain(TEXTS.ssoFailed)
  })

  it('starts only for a page of the site', async () => {
    const answer = await platform.app.request(
      `/oauth/itau/start?redirect_uri=${encodeURIComponent('https://evil.example/sso-return')}`,
    )
    expect(answer.status).toBe(400)
  })

  it('answers a forged code like an expired one', async () => {
    expect(await failure(anonymous().request(ITAU, { code: 'pc1.forjado' }))).toMatchObject({
      code: 'VALIDATION',
      message: BAD_CODE,
    })
  })
})

describe('the Microsoft account (OpenID Connect, pop-up)', () => {
  it('posts the account to the opener at its origin only, and signs in with the one-time token', async () => {
    const email = 'marina.costa@contoso.example'
    const { answer } = await authorize(
      'microsoft',
      { origin: SITE },
      { claims: { oid: 'objeto-entra-42', email, name: 'Marina Costa' } },
    )
    expect(answer.status).toBe(200)
    const { message, origin } = await posted(answer)
    expect(origin).toBe(SITE)
    expect(message).toMatchObject({
      type: 'carreiras:microsoft',
      uid: 'objeto-entra-42',
      user_name: 'Marina Costa',
      user_email: email,
    })
    // Another uid than the token's is refused (and spends it).
    const { answer: again } = await authorize(
      'microsoft',
      { origin: SITE },
      { claims: { oid: 'objeto-entra-42', email, name: 'Marina Costa' } },
    )
    const other = (await posted(again)).message
    expect(
      await failure(anonymous().request(MICROSOFT, { token: other.access_token, uid: 'outro', email })),
    ).toMatchObject({ code: 'VALIDATION', message: BAD_CODE })
    const { microsoftGraphLogin } = await anonymous().request<{
      microsoftGraphLogin: { email: string; internalCompanyId: string | null }
    }>(MICROSOFT, {
      token: message.access_token,
      uid: message.uid,
      name: message.user_name,
      email: message.user_email,
      company: String(DEFAULT_COMPANY_ID),
    })
    expect(microsoftGraphLogin).toMatchObject({ email, internalCompanyId: null })
  })

  it.each([
    ['a bad signature', { foreignKey: true }],
    ['a wrong audience', { claims: { aud: 'outro-cliente' } }],
    ['an expired token', { claims: { iat: now() - 3600, exp: now() - 600 } }],
  ] as [string, Grant][])(
    'refuses %s: the pop-up says core text and posts the refusal',
    async (_w, grant) => {
      const { answer } = await authorize('microsoft', { origin: SITE }, grant)
      const { message, origin, html } = await posted(answer)
      expect(origin).toBe(SITE)
      expect(message).toEqual({ type: 'carreiras:microsoft', error: 'refused' })
      expect(html).toContain(TEXTS.microsoftFailed)
    },
  )

  it('opens only for an origin of the site', async () => {
    const answer = await platform.app.request(
      `/oauth/microsoft/start?origin=${encodeURIComponent('https://evil.example')}`,
    )
    expect(answer.status).toBe(400)
  })
})

describe("LinkedIn's OpenID Connect", () => {
  it('sends no PKCE, returns a code the profile exchange takes, and its ticket signs up then signs in', async () => {
    const email = `rede.${Date.now()}@example.com`
    const person = { sub: 'linkedin-membro-7', email, name: 'Renata Lins' }
    const first = await authorize(
      'linkedin',
      { redirect_uri: LINKEDIN_RETURN, state: 'l1' },
      { claims: person },
    )
    expect(first.started.authorize.searchParams.has('code_challenge')).toBe(false)
    expect(first.started.authorize.searchParams.get('nonce')).toBeTruthy()
    const code = location(first.answer).searchParams.get('code')!
    const { linkedinProfile } = await anonymous().request<{
      linkedinProfile: { provider: string; provider_id: string; email: string; name: string; ticket: string }
    }>(LINKEDIN, { code, url: LINKEDIN_RETURN })
    expect(linkedinProfile).toMatchObject({
      provider: 'linkedin',
      provider_id: person.sub,
      email,
      name: person.name,
    })
    const { userCreate } = await anonymous().request<{ userCreate: Auth }>(USER_CREATE, {
      name: person.name,
      email,
      document: newCpf(),
      provider: 'linkedin',
      id: linkedinProfile.provider_id,
      ticket: linkedinProfile.ticket,
    })
    // The next time the same member signs in to that account.
    const second = await authorize('linkedin', { redirect_uri: LINKEDIN_RETURN }, { claims: person })
    const again = await anonymous().request<{
      linkedinProfile: { provider_id: string; ticket: string }
    }>(LINKEDIN, { code: location(second.answer).searchParams.get('code')!, url: LINKEDIN_RETURN })
    const { socialMediaLogin } = await anonymous().request<{ socialMediaLogin: Auth }>(SOCIAL_LOGIN, {
      provider: 'linkedin',
      id: again.linkedinProfile.provider_id,
      ticket: again.linkedinProfile.ticket,
    })
    expect(socialMediaLogin.id).toBe(userCreate.id)
  })

  it.each([
    ['a bad signature', { foreignKey: true }],
    ['a wrong issuer', { claims: { iss: 'https://www.linkedin.com/oauth' } }],
    ['a wrong nonce', { claims: { nonce: 'outro' } }],
  ] as [string, Grant][])('refuses %s with core text', async (_w, grant) => {
    const { answer } = await authorize('linkedin', { redirect_uri: LINKEDIN_RETURN, state: 'l2' }, grant)
    expect(Object.fromEntries(location(answer).searchParams)).toEqual({
      error: 'access_denied',
      error_description: TEXTS.networkTicket.invalid,
      state: 'l2',
    })
  })
})

describe('Facebook Login (code → access token → /me)', () => {
  it('posts the profile and its ticket to the opener; /me was asked with the appsecret_proof', async () => {
    const email = `face.${Date.now()}@example.com`
    const { started, answer } = await authorize(
      'facebook',
      { origin: SITE },
      { me: { id: 'fb-10203', name: 'Fábio Face', email } },
    )
    expect(started.authorize.searchParams.get('scope')).toBe('email,public_profile')
    expect(started.authorize.searchParams.get('client_id')).toBe('carreiras-facebook')
    const token = issuer.tokenRequests.at(-1)!.form
    expect(token.get('client_secret')).toBe(FACEBOOK_SECRET)
    expect(issuer.meRequests.at(-1)!.proof).toMatch(/^[0-9a-f]{64}$/)
    const { message, origin } = await posted(answer)
    expect(origin).toBe(SITE)
    expect(message).toMatchObject({
      type: 'carreiras:social-login',
      provider: 'facebook',
      provider_id: 'fb-10203',
      email,
      name: 'Fábio Face',
    })
    // No account yet: the ticket is good, and the sign-in says so (the site then asks the document).
    expect(
      await failure(
        anonymous().request(SOCIAL_LOGIN, { provider: 'facebook', id: 'fb-10203', ticket: message.ticket }),
      ),
    ).toMatchObject({ code: 'USER_NOT_FOUND' })
  })

  it('refuses a person who did not share the e-mail, and a wrong state, with core text', async () => {
    const withoutEmail = await authorize(
      'facebook',
      { origin: SITE },
      { me: { id: 'fb-1', name: 'Sem Email' } },
    )
    const first = await posted(withoutEmail.answer)
    expect(first.message).toEqual({ type: 'carreiras:social-login', error: 'refused' })
    expect(first.html).toContain(TEXTS.networkTicket.invalid)
    const forged = await authorize('facebook', { origin: SITE }, {}, { state: 'forjado' })
    expect((await posted(forged.answer)).message).toEqual({
      type: 'carreiras:social-login',
      error: 'refused',
    })
  })
})

describe('in production', () => {
  it('answers the stand-ins 404, runs the configured providers, and a provider id alone signs nobody in', async () => {
    const production = await createTestPlatform({
      NODE_ENV: 'production',
      CLIENT_TOKENS: 'prod-token-1',
      // Production takes https issuers only; nobody answers at this one (the provider is down).
      ITAU_SSO_ISSUER: 'https://127.0.0.1:9/sso',
      ITAU_SSO_CLIENT_ID: CLIENT_IDS.itau,
      ITAU_SSO_CLIENT_SECRET: 'segredo-do-sso',
    })
    try {
      for (const path of [
        `/oauth/linkedin/authorize?response_type=code&redirect_uri=${encodeURIComponent(LINKEDIN_RETURN)}`,
        `/linkedin/token?code=x&redirect_uri=${encodeURIComponent(LINKEDIN_RETURN)}`,
        `/oauth/facebook/dialog?origin=${encodeURIComponent(SITE)}`,
        `/oauth/itau/authorize?redirect_uri=${encodeURIComponent(SSO_RETURN)}`,
        `/oauth/microsoft/authorize?origin=${encodeURIComponent(SITE)}`,
        // Providers without settings have no start either.
        `/oauth/microsoft/start?origin=${encodeURIComponent(SITE)}`,
        `/oauth/linkedin/start?redirect_uri=${encodeURIComponent(LINKEDIN_RETURN)}`,
      ])
        expect((await production.app.request(path)).status, path).toBe(404)
      // The configured SSO has its start: with the provider down, the site is told the sign-in failed.
      const down = await production.app.request(
        `/oauth/itau/start?redirect_uri=${encodeURIComponent(SSO_RETURN)}&state=p1`,
      )
      expect(Object.fromEntries(location(down).searchParams)).toEqual({
        error: 'access_denied',
        error_description: TEXTS.ssoFailed,
        state: 'p1',
      })
      const client = clientOf(production)
      // A stand-in's kind of code is no code in production; Microsoft without settings is off.
      expect(await failure(client.request(ITAU, { code: 'x' }))).toMatchObject({
        code: 'VALIDATION',
        message: BAD_CODE,
      })
      expect((await failure(client.request(MICROSOFT, { token: 'x' }))).code).toBe('NOT_IMPLEMENTED')
      expect(await failure(client.request(LINKEDIN, { code: 'x' }))).toMatchObject({ code: 'VALIDATION' })
      expect(
        await failure(client.request(BARE_SOCIAL_LOGIN, { provider: 'linkedin', id: 'linkedin-membro-7' })),
      ).toMatchObject({ code: 'UNAUTHORIZED', message: TEXTS.networkTicket.missing })
    } finally {
      await production.close()
    }
  }, 120_000)

  it('refuses to start with a half-configured provider, naming the missing variable', () => {
    const env = {
      ...PRODUCTION_TEST_ENV,
      NODE_ENV: 'production',
      CLIENT_TOKENS: 'prod-token-1',
      PUBLIC_URL: TEST_PUBLIC_URL,
    }
    expect(() => loadConfig({ ...env, MICROSOFT_CLIENT_ID: 'x' })).toThrow(ConfigError)
    let message = ''
    try {
      loadConfig({ ...env, MICROSOFT_CLIENT_ID: 'x', LINKEDIN_CLIENT_SECRET: 'y' })
    } catch (error) {
      message = (error as Error).message
    }
    expect(message).toContain('MICROSOFT_ISSUER: MICROSOFT_ISSUER é obrigatório')
    expect(message).toContain('MICROSOFT_CLIENT_SECRET: MICROSOFT_CLIENT_SECRET é obrigatório')
    expect(message).toContain('LINKEDIN_CLIENT_ID: LINKEDIN_CLIENT_ID é obrigatório')
    expect(() =>
      loadConfig({
        ...env,
        ITAU_SSO_ISSUER: 'http://sso.example',
        ITAU_SSO_CLIENT_ID: 'a',
        ITAU_SSO_CLIENT_SECRET: 'b',
      }),
    ).toThrow(/ITAU_SSO_ISSUER deve ser https em produção/)
  })
})
