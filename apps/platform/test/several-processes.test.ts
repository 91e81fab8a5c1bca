// Several processes on one PostgreSQL (docs/operations.md): two platform apps on the same database, each with
// its own connections (as two processes behind a load balancer are), agree on the state that used to live in
// one process's memory: the sign-in rate limit, solved captchas, removal links and the users lookup's
// references. Runs on PostgreSQL only (TEST_DATABASE_URL, test/helpers.ts); skipped on PGlite, which one
// process owns.
import { createPlatformClient, type PlatformClient } from '@carreiras/api'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rememberClientAddress } from '../src/accounts/client-address.js'
import { RATE_LIMIT_MESSAGE } from '../src/accounts/rate-limit.js'
import { users } from '../src/db/schema.js'
import {
  USER_CREATE,
  USER_LOGIN,
  clientOf,
  failure,
  newCpf,
  signUp,
  solvedCaptcha,
  uniqueEmail,
  type Auth,
} from './accounts-helpers.js'
import { TEST_DATABASE_URL, createTestPlatform, type TestPlatform } from './helpers.js'

/** A client of `target` whose requests come from `address` (as @hono/node-server would tell). */
function clientFrom(target: TestPlatform, address: string): PlatformClient {
  return createPlatformClient({
    apiUrl: 'http://platform.test',
    clientTokens: target.config.clientTokens,
    fetch: ((input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init)
      rememberClientAddress(request, address)
      return target.app.request(request)
    }) as typeof fetch,
  })
}

const form = (fields: Record<string, string>): RequestInit => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
})

describe.skipIf(!TEST_DATABASE_URL)('two platform processes on one PostgreSQL database', () => {
  let a: TestPlatform
  let b: TestPlatform
  beforeAll(async () => {
    a = await createTestPlatform({ CAPTCHA: 'off' })
    b = await createTestPlatform({ CAPTCHA: 'off' }, { sameDatabaseAs: a })
  })
  afterAll(async () => {
    await b?.close()
    await a?.close()
  })

  it('run on PostgreSQL, each with its own connections to the same database', () => {
    expect(a.database.engine).toBe('postgres')
    expect(b.database).not.toBe(a.database)
    expect(b.databaseUrl).toBe(a.databaseUrl)
  })

  it('count sign-in attempts together: 10 per account across both, even when racing', async () => {
    const user = await signUp(a)
    const attempts = await Promise.all(
      Array.from({ length: 14 }, (_, i) =>
        failure(
          clientFrom(i % 2 === 0 ? a : b, `198.51.100.${i + 1}`).request(USER_LOGIN, {
            email: user.email,
            password: 'errada-123',
          }),
        ),
      ),
    )
    const codes = attempts.map((error) => error.code)
    expect(codes.filter((code) => code === 'WRONG_PASSWORD')).toHaveLength(10)
    expect(codes.filter((code) => code === 'RATE_LIMITED')).toHaveLength(4)
    // The budget is spent on both, even for the right password.
    for (const platform of [a, b]) {
      const limited = await failure(
        clientFrom(platform, '198.51.100.99').request(USER_LOGIN, {
          email: user.email,
          password: user.password,
        }),
      )
      expect(limited.code).toBe('RATE_LIMITED')
      expect(limited.message).toBe(RATE_LIMIT_MESSAGE)
    }
  })

  it('a success on one clears the failures counted on the other', async () => {
    const user = await signUp(a)
    for (let i = 0; i < 9; i++)
      await failure(clientOf(b).request(USER_LOGIN, { email: user.email, password: 'errada-123' }))
    const login = await clientOf(a).request<{ userLogin: Auth }>(USER_LOGIN, {
      email: user.email,
      password: user.password,
    })
    expect(login.userLogin.id).toBe(user.id)
    for (let i = 0; i < 9; i++)
      expect(
        (await failure(clientOf(b).request(USER_LOGIN, { email: user.email, password: 'errada-123' }))).code,
      ).toBe('WRONG_PASSWORD')
  })

  it('sign with the key the first one kept in the database (no TOKEN_SIGNING_KEY outside production)', () => {
    expect(a.config.tokenSigningKeySource).toBe('generated')
    expect(b.config.tokenSigningKey).toBe(a.config.tokenSigningKey)
    expect(b.config.removalLinkKey).toBe(a.config.removalLinkKey)
  })

  it('a removal link made by one opens and removes the account on the other', async () => {
    const user = await signUp(a)
    const own = await user.client.request<{ user: { removeAccountLink: string } }>(
      'query($id: ID) { user(id: $id) { removeAccountLink } }',
      { id: user.id },
    )
    const link = new URL(own.user.removeAccountLink)
    const page = await b.app.request(`${link.pathname}${link.search}`)
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain('<h1>Remover sua conta</h1>')
    const confirmation = /name="confirmation" value="([^"]+)"/.exec(html)![1]!
    const done = await a.app.request(link.pathname, form({ confirmation }))
    expect(done.status).toBe(200)
    expect(await done.text()).toContain('Sua conta foi removida.')
    expect(await a.database.db.select().from(users).where(eq(users.id, user.userId))).toEqual([])
  })

  it('a users lookup reference answered by one works on the other; an unknown one does not', async () => {
    const user = await signUp(a)
    const lookup = await clientFrom(a, '203.0.113.51').request<{ users: { id: string }[] }>(
      'query($cpf: String) { users(cpf: $cpf) { id } }',
      { cpf: user.cpf },
    )
    const ref = lookup.users[0]!.id
    expect(ref).not.toBe(user.id)
    const sent = await clientFrom(b, '203.0.113.51').request<{
      generateTokenChangeEmail: { generateToken: boolean }
    }>('mutation($id: ID) { generateTokenChangeEmail(id: $id) { generateToken } }', { id: ref })
    expect(sent.generateTokenChangeEmail.generateToken).toBe(true)
    const unknown = await failure(
      clientFrom(b, '203.0.113.51').request(
        'mutation($id: ID) { generateTokenChangeEmail(id: $id) { generateToken } }',
        { id: String(BigInt(ref) + 1n) },
      ),
    )
    expect(unknown.code).toBe('USER_NOT_FOUND')
  })

  describe('with the captcha on', () => {
    let c: TestPlatform
    let d: TestPlatform
    beforeAll(async () => {
      c = await createTestPlatform({ CAPTCHA_MAX_NUMBER: '2000' }, { sameDatabaseAs: a })
      d = await createTestPlatform({ CAPTCHA_MAX_NUMBER: '2000' }, { sameDatabaseAs: a })
    })
    afterAll(async () => {
      await d?.close()
      await c?.close()
    })

    /** A challenge handed out by `from`, solved: the sign-up's base64 payload. */
    const solvedBy = (from: TestPlatform) => solvedCaptcha(from)

    const signUpOn = (target: TestPlatform, captcha: string) =>
      clientOf(target).request<{ userCreate: Auth }>(USER_CREATE, {
        name: 'Joana Silva',
        email: uniqueEmail('captcha'),
        document: newCpf(),
        password: 'segredo-123',
        captcha,
      })

    it('a challenge from one is accepted once: solved on one, refused as a replay on the other', async () => {
      const captcha = await solvedBy(d)
      expect((await signUpOn(c, captcha)).userCreate.token).toBeTruthy()
      expect((await failure(signUpOn(d, captcha))).code).toBe('CAPTCHA_FAILED')
      expect((await failure(signUpOn(c, captcha))).code).toBe('CAPTCHA_FAILED')
    })

    it('the same solution sent to both at once creates one account', async () => {
      const captcha = await solvedBy(c)
      const results = await Promise.allSettled([signUpOn(c, captcha), signUpOn(d, captcha)])
      expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1)
    })
  })
})
