// Network sign-in only with the platform's own proof (docs/security.md, "Network sign-in tickets"): a provider
// id alone — derived, guessed or seen — signs nobody in through `socialMediaLogin` or `userLogin`, and
// `userCreate` links no network account without the ticket the platform issued after its own exchange with the
// network. Forged, altered, expired, spent, another account's and another network's tickets are refused with
// core's pt-BR texts, in development and in production; a ticket is spent once, whichever process it reaches.
import { ptBR } from '@carreiras/core'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createNetworkTickets } from '../src/accounts/network-tickets.js'
import { sha256 } from '../src/accounts/secrets.js'
import { deriveKey } from '../src/config.js'
import { users } from '../src/db/schema.js'
import {
  AUTH_FIELDS,
  clientOf,
  facebookPopup,
  failure,
  LINKEDIN_REDIRECT as REDIRECT,
  linkedinProfile,
  newCpf,
  solvedCaptcha,
  uniqueEmail,
  type Auth,
  type NetworkProfile,
} from './accounts-helpers.js'
import { createTestPlatform, TEST_DATABASE_URL, type TestPlatform } from './helpers.js'

const TEXTS = ptBR.account.providers.networkTicket

const SOCIAL_LOGIN = `mutation($provider: String!, $id: String!, $ticket: String) {
  socialMediaLogin(provider: $provider, provider_id: $id, origin_company: 1, ticket: $ticket) { ${AUTH_FIELDS} }
}`
/** The same without the ticket argument: today's shape of the takeover, valid against any schema. */
const BARE_SOCIAL_LOGIN = `mutation($provider: String!, $id: String!) {
  socialMediaLogin(provider: $provider, provider_id: $id, origin_company: 1) { ${AUTH_FIELDS} }
}`
const BARE_USER_LOGIN = `mutation($provider: String, $id: String) {
  userLogin(provider: $provider, provider_id: $id, origin_company: 1) { ${AUTH_FIELDS} }
}`
const USER_LOGIN = `mutation($provider: String, $id: String, $ticket: String) {
  userLogin(provider: $provider, provider_id: $id, ticket: $ticket, origin_company: 1) { ${AUTH_FIELDS} }
}`
const BARE_USER_CREATE = `mutation($name: String, $email: String!, $document: String, $provider: String, $id: String,
  $captcha: String) {
  userCreate(name: $name, email: $email, document: $document, provider: $provider, provider_id: $id,
    captcha: $captcha, source: "carreiras", accept_terms_of_use: true, origin_company: 1) { ${AUTH_FIELDS} }
}`
const USER_CREATE = `mutation($name: String, $email: String!, $document: String, $provider: String, $id: String,
  $ticket: String, $captcha: String, $password: String) {
  userCreate(name: $name, email: $email, document: $document, provider: $provider, provider_id: $id,
    ticket: $ticket, captcha: $captcha, password: $password, source: "carreiras", accept_terms_of_use: true,
    origin_company: 1) { ${AUTH_FIELDS} }
}`
const linkedin = linkedinProfile
const facebookAnswer = facebookPopup
const facebook = async (platform: TestPlatform, person: { name: string; email: string }) =>
  (await facebookPopup(platform, person)).message
const form = (fields: Record<string, string>) => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
})

/** A person signed up through the professional network, as the site does (document step, no captcha). */
async function networkSignUp(platform: TestPlatform, name = 'Vera Vítima Souza') {
  const email = uniqueEmail('vitima')
  const profile = await linkedin(platform, { name, email })
  const data = await clientOf(platform).request<{ userCreate: Auth }>(USER_CREATE, {
    name,
    email: profile.email,
    document: newCpf(),
    provider: profile.provider,
    id: profile.provider_id,
    ticket: profile.ticket,
  })
  return { profile, auth: data.userCreate }
}

/** What the pre-ticket stand-in gave as the provider id: anyone with the e-mail could compute it. */
const derivedId = (provider: string, email: string) =>
  sha256(`${provider}:${email.toLowerCase()}`).slice(0, 20)

/** Replaces one character of the ticket's payload (its signature then no longer matches). */
const altered = (ticket: string) => (ticket[5] === 'A' ? 'B' : 'A') + ticket.slice(1)
/** Quick: a refusal answers well under a second (no hashing, no waiting). */
async function timed<T>(run: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now()
  const value = await run()
  return { value, ms: performance.now() - started }
}

describe('development: the network sign-ins take only the platform’s ticket', () => {
  let platform: TestPlatform
  // CAPTCHA=off: the ticket is then the only guard of the network sign-up, as the takeover needs.
  beforeAll(async () => {
    platform = await createTestPlatform({ CAPTCHA: 'off' })
  })
  afterAll(() => platform.close())
  const anonymous = () => clientOf(platform)

  it('the takeover through socialMediaLogin: a victim’s provider id alone signs nobody in, quickly', async () => {
    const { profile } = await networkSignUp(platform)
    for (const id of [profile.provider_id, derivedId('linkedin', profile.email)]) {
      const { value: error, ms } = await timed(() =>
        failure(anonymous().request(BARE_SOCIAL_LOGIN, { provider: 'linkedin', id })),
      )
      expect(error.code).toBe('UNAUTHORIZED')
      expect(error.message).toBe(TEXTS.missing)
      expect(ms).toBeLessThan(5000)
    }
  })

  it('the takeover through userLogin: provider and provider id without the ticket are refused', async () => {
    const { profile } = await networkSignUp(platform)
    const error = await failure(
      anonymous().request(BARE_USER_LOGIN, { provider: 'linkedin', id: profile.provider_id }),
    )
    expect(error).toMatchObject({ code: 'UNAUTHORIZED', message: TEXTS.missing })
  })

  it('the takeover through userCreate then socialMediaLogin: nobody claims a provider id first', async () => {
    // The attacker claims the victim's future id (the social network's, seen anywhere) on an account of theirs.
    const victimEmail = uniqueEmail('vitima-fb')
    const victim = await facebook(platform, { name: 'Rita Vítima Lopes', email: victimEmail })
    const claim = await failure(
      anonymous().request(BARE_USER_CREATE, {
        name: 'Ana Atacante',
        email: uniqueEmail('atacante'),
        document: newCpf(),
        provider: 'facebook',
        id: victim.provider_id,
      }),
    )
    expect(claim).toMatchObject({ code: 'UNAUTHORIZED', message: TEXTS.missing })
    const signIn = await failure(
      anonymous().request(BARE_SOCIAL_LOGIN, { provider: 'facebook', id: victim.provider_id }),
    )
    expect(signIn).toMatchObject({ code: 'UNAUTHORIZED', message: TEXTS.missing })
    // The victim's own network sign-in finds no account of anyone else's: the sign-up offer, then their own.
    const notFound = await failure(
      anonymous().request(SOCIAL_LOGIN, {
        provider: 'facebook',
        id: victim.provider_id,
        ticket: victim.ticket,
      }),
    )
    expect(notFound.code).toBe('USER_NOT_FOUND')
    const created = await anonymous().request<{ userCreate: Auth }>(USER_CREATE, {
      name: victim.name,
      email: victim.email,
      document: newCpf(),
      provider: 'facebook',
      id: victim.provider_id,
      ticket: victim.ticket,
    })
    expect(created.userCreate.email).toBe(victimEmail)
  })

  it('the SSO’s provider id (the e-mail) signs nobody in through socialMediaLogin or userLogin', async () => {
    const email = uniqueEmail('sso')
    await platform.database.db.insert(users).values({
      name: 'Sara Sso',
      firstName: 'Sara',
      lastName: 'Sso',
      email,
      provider: 'itau',
      providerId: email,
      source: 'itau',
    })
    for (const operation of [BARE_SOCIAL_LOGIN, BARE_USER_LOGIN])
      expect(await failure(anonymous().request(operation, { provider: 'itau', id: email }))).toMatchObject({
        code: 'UNAUTHORIZED',
        message: TEXTS.missing,
      })
  })

  it('signs a returning person in with a fresh ticket, once: the same ticket again is refused as used', async () => {
    const { profile, auth } = await networkSignUp(platform)
    const again = await linkedin(platform, { name: profile.name, email: profile.email })
    // The stand-in recognizes the same person (same provider id), and nobody could work it out from the e-mail.
    expect(again.provider_id).toBe(profile.provider_id)
    expect(again.provider_id).not.toBe(derivedId('linkedin', profile.email))
    expect(again.ticket).not.toBe(profile.ticket)
    const variables = { provider: 'linkedin', id: again.provider_id, ticket: again.ticket }
    const first = await anonymous().request<{ socialMediaLogin: Auth }>(SOCIAL_LOGIN, variables)
    expect(first.socialMediaLogin.id).toBe(auth.id)
    const reused = await failure(anonymous().request(SOCIAL_LOGIN, variables))
    expect(reused).toMatchObject({ code: 'UNAUTHORIZED', message: TEXTS.used })
    const reusedLogin = await failure(anonymous().request(USER_LOGIN, variables))
    expect(reusedLogin).toMatchObject({ code: 'UNAUTHORIZED', message: TEXTS.used })
    // The sign-up's ticket was spent by the sign-up.
    expect(
      await failure(
        anonymous().request(SOCIAL_LOGIN, {
          provider: 'linkedin',
          id: profile.provider_id,
          ticket: profile.ticket,
        }),
      ),
    ).toMatchObject({ code: 'UNAUTHORIZED', message: TEXTS.used })
  })

  it('userLogin signs in with provider, provider id and ticket (keepLogged kept)', async () => {
    const { profile, auth } = await networkSignUp(platform)
    const again = await linkedin(platform, { name: profile.name, email: profile.email })
    const data = await anonymous().request<{ userLogin: Auth }>(USER_LOGIN, {
      provider: 'linkedin',
      id: again.provider_id,
      ticket: again.ticket,
    })
    expect(data.userLogin.id).toBe(auth.id)
  })

  it('refuses an expired ticket, and one signed with any other key', async () => {
    const { profile } = await networkSignUp(platform)
    const key = deriveKey(platform.config.tokenSigningKey, 'network-tickets')
    const issued = { provider: 'linkedin', providerId: profile.provider_id, email: profile.email, name: 'V' }
    const old = createNetworkTickets(platform.database.db, key, () => Date.now() - 11 * 60 * 1000).issue(
      issued,
    )
    expect(
      await failure(
        anonymous().request(SOCIAL_LOGIN, { provider: 'linkedin', id: profile.provider_id, ticket: old }),
      ),
    ).toMatchObject({ code: 'UNAUTHORIZED', message: TEXTS.expired })
    const forged = createNetworkTickets(platform.database.db, 'outra-chave-qualquer-de-32-caracteres').issue(
      issued,
    )
    for (const ticket of [forged, altered(profile.ticket), 'nada', `${'a'.repeat(5000)}.b`])
      expect(
        await failure(
          anonymous().request(SOCIAL_LOGIN, { provider: 'linkedin', id: profile.provider_id, ticket }),
        ),
      ).toMatchObject({ code: 'UNAUTHORIZED', message: TEXTS.invalid })
  })

  it('refuses another network’s ticket and another account’s ticket', async () => {
    const email = uniqueEmail('dupla')
    const { message: face, answer } = await facebookAnswer(platform, { name: 'Duda Dupla', email })
    // The pop-up's page holds the ticket: no cache keeps it.
    expect(answer.headers.get('cache-control')).toBe('no-store')
    expect(face.ticket).toEqual(expect.any(String))
    // The social network's ticket, presented as the professional network's (same id) or the SSO's.
    for (const provider of ['linkedin', 'itau', 'microsoft'])
      expect(
        await failure(
          anonymous().request(SOCIAL_LOGIN, { provider, id: face.provider_id, ticket: face.ticket }),
        ),
      ).toMatchObject({ code: 'UNAUTHORIZED', message: TEXTS.invalid })
    // Someone's own ticket for someone else's provider id.
    const { profile: victim } = await networkSignUp(platform)
    const mine = await linkedin(platform, { name: 'Ana Atacante', email: uniqueEmail('atacante') })
    expect(
      await failure(
        anonymous().request(SOCIAL_LOGIN, {
          provider: 'linkedin',
          id: victim.provider_id,
          ticket: mine.ticket,
        }),
      ),
    ).toMatchObject({ code: 'UNAUTHORIZED', message: TEXTS.invalid })
    expect(
      await failure(
        anonymous().request(USER_CREATE, {
          name: 'Ana Atacante',
          email: uniqueEmail('atacante'),
          document: newCpf(),
          provider: 'linkedin',
          id: victim.provider_id,
          ticket: mine.ticket,
        }),
      ),
    ).toMatchObject({ code: 'UNAUTHORIZED', message: TEXTS.invalid })
    // The ticket binds the e-mail the network vouched for: not a captcha pass for another e-mail.
    expect(
      await failure(
        anonymous().request(USER_CREATE, {
          name: 'Ana Atacante',
          email: uniqueEmail('outro'),
          document: newCpf(),
          provider: 'linkedin',
          id: mine.provider_id,
          ticket: mine.ticket,
        }),
      ),
    ).toMatchObject({ code: 'UNAUTHORIZED', message: TEXTS.invalid })
  })

  it('a refused sign-up leaves the ticket for the next try; GET /linkedin/token carries a ticket too', async () => {
    const existing = await networkSignUp(platform)
    const email = uniqueEmail('segunda')
    const answer = await platform.app.request(
      '/oauth/linkedin/authorize',
      form({ redirect_uri: REDIRECT, decision: 'allow', name: 'Lara Segunda Vez', email }),
    )
    const code = new URL(answer.headers.get('location')!).searchParams.get('code')!
    const token = await platform.app.request(
      `/linkedin/token?redirect_uri=${encodeURIComponent(REDIRECT)}&code=${code}`,
    )
    expect(token.headers.get('cache-control')).toBe('no-store')
    const profile = (await token.json()) as NetworkProfile
    expect(profile.ticket).toEqual(expect.any(String))
    const variables = {
      name: profile.name,
      email: profile.email,
      provider: 'linkedin',
      id: profile.provider_id,
      ticket: profile.ticket,
    }
    // A CPF someone already has: ALREADY_REGISTERED, and the ticket is still good for the corrected document.
    const [row] = await platform.database.db
      .select({ cpf: users.cpf })
      .from(users)
      .where(and(eq(users.provider, 'linkedin'), eq(users.providerId, existing.profile.provider_id)))
    expect((await failure(anonymous().request(USER_CREATE, { ...variables, document: row!.cpf }))).code).toBe(
      'ALREADY_REGISTERED',
    )
    const created = await anonymous().request<{ userCreate: Auth }>(USER_CREATE, {
      ...variables,
      document: newCpf(),
    })
    expect(created.userCreate.email).toBe(email)
  })

  it('two sign-ins with one ticket at once: exactly one signs in', async () => {
    const { profile } = await networkSignUp(platform)
    const again = await linkedin(platform, { name: profile.name, email: profile.email })
    const other = TEST_DATABASE_URL
      ? await createTestPlatform({ CAPTCHA: 'off' }, { sameDatabaseAs: platform })
      : platform
    try {
      const variables = { provider: 'linkedin', id: again.provider_id, ticket: again.ticket }
      const results = await Promise.allSettled(
        [platform, other, platform, other].map((p) => clientOf(p).request(SOCIAL_LOGIN, variables)),
      )
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1)
      for (const r of results)
        if (r.status === 'rejected')
          expect(r.reason).toMatchObject({ code: 'UNAUTHORIZED', message: TEXTS.used })
    } finally {
      if (other !== platform) await other.close()
    }
  })
})

describe('the network ticket stands in for the captcha, and only a valid one', () => {
  let platform: TestPlatform
  beforeAll(async () => {
    platform = await createTestPlatform({ CAPTCHA: 'on' })
  })
  afterAll(() => platform.close())

  it('a network sign-up with its ticket needs no captcha; a password sign-up still does', async () => {
    const email = uniqueEmail('captcha')
    const profile = await linkedin(platform, { name: 'Caio Captcha Reis', email })
    const base = {
      name: profile.name,
      email,
      document: newCpf(),
      provider: 'linkedin',
      id: profile.provider_id,
    }
    expect(await failure(clientOf(platform).request(USER_CREATE, base))).toMatchObject({
      code: 'UNAUTHORIZED',
      message: TEXTS.missing,
    })
    const created = await clientOf(platform).request<{ userCreate: Auth }>(USER_CREATE, {
      ...base,
      ticket: profile.ticket,
    })
    expect(created.userCreate.email).toBe(email)
    expect(
      (
        await failure(
          clientOf(platform).request(USER_CREATE, {
            name: 'Pedro Senha',
            email: uniqueEmail('senha'),
            document: newCpf(),
            password: Buffer.from('segredo-123').toString('base64'),
          }),
        )
      ).code,
    ).toBe('CAPTCHA_FAILED')
    expect(
      (
        await clientOf(platform).request<{ userCreate: Auth }>(USER_CREATE, {
          name: 'Pedro Senha',
          email: uniqueEmail('senha'),
          document: newCpf(),
          password: Buffer.from('segredo-123').toString('base64'),
          captcha: await solvedCaptcha(platform),
        })
      ).userCreate.id,
    ).toBeTruthy()
  })
})

describe('production: the same refusals, and no ticket from elsewhere', () => {
  let production: TestPlatform
  beforeAll(async () => {
    production = await createTestPlatform({ NODE_ENV: 'production', CLIENT_TOKENS: 'prod-token-1' })
  })
  afterAll(() => production.close())
  const anonymous = () => clientOf(production)

  it('userCreate(provider, provider_id) then socialMediaLogin from another client: both refused', async () => {
    const id = `fb-${Date.now()}`
    // With a solved captcha, as anyone can: the claim is refused for want of the network's ticket.
    const claim = await failure(
      anonymous().request(BARE_USER_CREATE, {
        name: 'Ana Atacante',
        email: uniqueEmail('atacante'),
        document: newCpf(),
        provider: 'facebook',
        id,
        captcha: await solvedCaptcha(production),
      }),
    )
    expect(claim).toMatchObject({ code: 'UNAUTHORIZED', message: TEXTS.missing })
    const { value: signIn, ms } = await timed(() =>
      failure(anonymous().request(BARE_SOCIAL_LOGIN, { provider: 'facebook', id })),
    )
    expect(signIn).toMatchObject({ code: 'UNAUTHORIZED', message: TEXTS.missing })
    expect(ms).toBeLessThan(5000)
    expect(await failure(anonymous().request(BARE_USER_LOGIN, { provider: 'facebook', id }))).toMatchObject({
      code: 'UNAUTHORIZED',
      message: TEXTS.missing,
    })
  })

  it('refuses a ticket signed with the development key or any key but its own', async () => {
    const profile = { provider: 'facebook', providerId: 'fb-1', email: 'a@example.com', name: 'A' }
    const development = await createTestPlatform({ CAPTCHA: 'off' })
    try {
      const devKey = deriveKey(development.config.tokenSigningKey, 'network-tickets')
      const ticket = createNetworkTickets(production.database.db, devKey).issue(profile)
      expect(
        await failure(anonymous().request(SOCIAL_LOGIN, { provider: 'facebook', id: 'fb-1', ticket })),
      ).toMatchObject({ code: 'UNAUTHORIZED', message: TEXTS.invalid })
      expect(
        await failure(
          anonymous().request(USER_CREATE, {
            name: 'Ana Atacante',
            email: 'a@example.com',
            document: newCpf(),
            provider: 'facebook',
            id: 'fb-1',
            ticket,
          }),
        ),
      ).toMatchObject({ code: 'UNAUTHORIZED', message: TEXTS.invalid })
    } finally {
      await development.close()
    }
  })
})
