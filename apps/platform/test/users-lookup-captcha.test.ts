// The CPF lookup (`users(cpf:)` / `users(passport:)`) is behind the captcha. Anyone but
// the user's own session spends a solved ALTCHA challenge (`captcha`), checked before the document is read
// or counted; the answer is the censored view; a spent challenge is refused, here and at sign-up (one
// replay store); the rate limits still count (docs/decisions.md, "The CPF lookup").
import { createPlatformClient, type PlatformClient } from '@carreiras/api'
import { ptBR } from '@carreiras/core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rememberClientAddress } from '../src/accounts/client-address.js'
import { isLookupRef } from '../src/accounts/lookup-refs.js'
import { RATE_LIMIT_MESSAGE } from '../src/accounts/rate-limit.js'
import { USER_CREATE, failure, newCpf, solvedCaptcha, uniqueEmail, type Auth } from './accounts-helpers.js'
import { createTestPlatform, type TestPlatform } from './helpers.js'

const USERS = `query($cpf: String, $passport: String, $captcha: String) {
  users(cpf: $cpf, passport: $passport, captcha: $captcha) { id name email avatar phone cpf }
}`
interface Found {
  id: string
  name: string
  email: string
  avatar: string | null
  phone: string | null
  cpf: string | null
}

let platform: TestPlatform

beforeAll(async () => {
  // The captcha on (as in production), at the lowest difficulty.
  platform = await createTestPlatform({ CAPTCHA_MAX_NUMBER: '1000' })
})
afterAll(() => platform.close())

/** A client whose requests come from `address` (as @hono/node-server or the site's proxy would tell). */
function clientFrom(address: string, session?: { token: string; userId: number }): PlatformClient {
  return createPlatformClient({
    apiUrl: 'http://platform.test',
    clientTokens: platform.config.clientTokens,
    fetch: ((input: RequestInfo | URL, init?: RequestInit) => {
      // With its Content-Length, as browsers send it: the body limit then passes this same Request on.
      const headers = new Headers(init?.headers)
      if (typeof init?.body === 'string') headers.set('content-length', String(Buffer.byteLength(init.body)))
      const request = new Request(input, { ...init, headers })
      rememberClientAddress(request, address)
      return platform.app.request(request)
    }) as typeof fetch,
    getSession: () => session ?? null,
  })
}

const solved = () => solvedCaptcha(platform)

/** Signs a candidate up on this platform (captcha solved), with a known CPF. */
async function candidate(name = 'Joana da Silva') {
  const cpf = newCpf()
  const email = uniqueEmail('busca')
  const { userCreate } = await clientFrom('198.51.100.250').request<{ userCreate: Auth }>(USER_CREATE, {
    name,
    email,
    document: cpf,
    password: 'segredo-123',
    phone: '(11) 98765-4321',
    captcha: await solved(),
  })
  const userId = Number(userCreate.id)
  return { cpf, email, userId, session: { token: userCreate.token, userId } }
}

describe('users(cpf:) behind the captcha', () => {
  it('without a captcha, or with a bad one: CAPTCHA_FAILED with its pt-BR text, whether the CPF exists or not', async () => {
    const { cpf } = await candidate()
    const from = clientFrom('198.51.100.10')
    const bad = [
      undefined,
      '',
      'bm9wZQ==',
      Buffer.from(
        JSON.stringify({ algorithm: 'SHA-256', challenge: 'x', number: 1, salt: 's', signature: 'y' }),
      ).toString('base64'),
      'x'.repeat(2001),
    ]
    for (const captcha of bad) {
      for (const document of [cpf, newCpf()]) {
        const error = await failure(from.request(USERS, { cpf: document, captcha }))
        expect(error.code).toBe('CAPTCHA_FAILED')
        expect(error.message).toBe(ptBR.errors.CAPTCHA_FAILED)
      }
    }
    const passport = await failure(from.request(USERS, { passport: 'AB123456' }))
    expect(passport.code).toBe('CAPTCHA_FAILED')
  })

  it('an invalid document is still VALIDATION (checked before the captcha is spent)', async () => {
    const captcha = await solved()
    const error = await failure(clientFrom('198.51.100.11').request(USERS, { cpf: '123', captcha }))
    expect(error.code).toBe('VALIDATION')
    // The challenge was not spent by the refused request: it still answers once.
    await expect(clientFrom('198.51.100.11').request(USERS, { cpf: newCpf(), captcha })).resolves.toEqual({
      users: [],
    })
  })

  it('with a solved captcha: only what the pre-register screen shows (no id, no full name, no file)', async () => {
    const user = await candidate('Joana da Silva')
    const { users: found } = await clientFrom('198.51.100.12').request<{ users: Found[] }>(USERS, {
      cpf: user.cpf,
      captcha: await solved(),
    })
    expect(found).toHaveLength(1)
    const [view] = found as [Found]
    expect(isLookupRef(view.id)).toBe(true)
    expect(view.id).not.toBe(String(user.userId))
    expect(view.name).toBe('J*** d*** S***')
    expect(view.email).toMatch(/^bu\*\*\*@ex\*\*\*\.com$/)
    expect(view.phone).toBe('(11) *****-4321')
    expect(view.avatar).toBeNull()
    expect(view.cpf).toBeNull()
  })

  it('a solved captcha is spent once: replayed (even re-serialized) it is refused, here and at sign-up', async () => {
    const { cpf } = await candidate()
    const captcha = await solved()
    const from = clientFrom('198.51.100.13')
    expect((await from.request<{ users: Found[] }>(USERS, { cpf, captcha })).users).toHaveLength(1)
    const reordered = Buffer.from(
      JSON.stringify(
        Object.fromEntries(Object.entries(JSON.parse(Buffer.from(captcha, 'base64').toString())).reverse()),
      ),
    ).toString('base64')
    for (const replay of [captcha, captcha.replace(/=+$/, ''), reordered]) {
      expect((await failure(from.request(USERS, { cpf, captcha: replay }))).code).toBe('CAPTCHA_FAILED')
    }
    const signUpAgain = await failure(
      from.request(USER_CREATE, {
        name: 'Outra Pessoa',
        email: uniqueEmail('replay'),
        document: newCpf(),
        password: 'segredo-123',
        captcha,
      }),
    )
    expect(signUpAgain.code).toBe('CAPTCHA_FAILED')
  })

  it('two lookups racing with one solution: exactly one answers', async () => {
    const { cpf } = await candidate()
    const captcha = await solved()
    const results = await Promise.allSettled(
      ['198.51.100.14', '198.51.100.15', '198.51.100.16'].map((address) =>
        clientFrom(address).request(USERS, { cpf, captcha }),
      ),
    )
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1)
  })

  it("another user's session needs the captcha; the user's own session needs none and reads the account", async () => {
    const user = await candidate('Joana Silva')
    const other = await candidate('Maria Souza')
    const asOther = clientFrom('198.51.100.17', other.session)
    expect((await failure(asOther.request(USERS, { cpf: user.cpf }))).code).toBe('CAPTCHA_FAILED')
    const censored = await asOther.request<{ users: Found[] }>(USERS, {
      cpf: user.cpf,
      captcha: await solved(),
    })
    expect(censored.users[0]!.name).toBe('J*** S***')
    const own = await clientFrom('198.51.100.17', user.session).request<{ users: Found[] }>(USERS, {
      cpf: user.cpf,
    })
    expect(own.users[0]).toMatchObject({
      id: String(user.userId),
      name: 'Joana Silva',
      email: user.email,
      cpf: user.cpf,
    })
  })
})

describe('the lookup limits still count, behind the captcha', () => {
  it('solved lookups of one document: 10 per 15 minutes, whatever the address', async () => {
    const cpf = newCpf()
    for (let i = 0; i < 10; i++) {
      await clientFrom(`192.0.2.${i + 1}`).request(USERS, { cpf, captcha: await solved() })
    }
    const limited = await failure(clientFrom('192.0.2.100').request(USERS, { cpf, captcha: await solved() }))
    expect(limited.code).toBe('RATE_LIMITED')
    expect(limited.message).toBe(RATE_LIMIT_MESSAGE)
  })

  it("refused captchas count against the address, never against the document's budget", async () => {
    const { cpf } = await candidate()
    const attacker = clientFrom('203.0.113.80')
    for (let i = 0; i < 30; i++) {
      expect((await failure(attacker.request(USERS, { cpf }))).code).toBe('CAPTCHA_FAILED')
    }
    // The address spent its 30: even a solved captcha is refused there.
    const blocked = await failure(attacker.request(USERS, { cpf, captcha: await solved() }))
    expect(blocked.code).toBe('RATE_LIMITED')
    // The owner of the CPF, elsewhere, is not locked out by the 30 unsolved attempts.
    const { users: found } = await clientFrom('203.0.113.81').request<{ users: Found[] }>(USERS, {
      cpf,
      captcha: await solved(),
    })
    expect(found).toHaveLength(1)
  })
})
