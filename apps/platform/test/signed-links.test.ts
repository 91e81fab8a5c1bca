// The links the platform signs and sends (docs/security.md, "Signing keys", "Account removal links",
// "Password recovery"): no key anyone can read (production refuses the published development values;
// without TOKEN_SIGNING_KEY a random key is kept with the data), removal links that end with the session
// that asked for them and with a password change, and recovery links of which only the newest works, once.
import { createHmac } from 'node:crypto'
import { DEV_CLIENT_TOKENS } from '@carreiras/api/server'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { REMOVAL_HANDOFF_MS } from '../src/accounts/removal.js'
import { ConfigError, DEV_TOKEN_SIGNING_KEY, deriveKey, loadConfig } from '../src/config.js'
import { platformSettings, sessions, users } from '../src/db/schema.js'
import { PLATFORM_MESSAGES } from '../src/messages.js'
import { SIGNING_KEY_SETTING, storedSigningKey, withStoredSigningKey } from '../src/security/signing-key.js'
import { USER_LOGIN, clientOf, failure, signUp, type SignedUp } from './accounts-helpers.js'
import { PRODUCTION_TEST_ENV, createTestPlatform, type TestPlatform } from './helpers.js'

let platform: TestPlatform
const db = () => platform.database.db
beforeAll(async () => {
  platform = await createTestPlatform({ CAPTCHA: 'off' })
})
afterAll(() => platform.close())

const PRODUCTION = {
  NODE_ENV: 'production',
  CLIENT_TOKENS: 'prod-token-1',
  PUBLIC_URL: 'https://plataforma.example.com',
  ...PRODUCTION_TEST_ENV,
} as const

function configMessage(env: Record<string, string | undefined>): string {
  try {
    loadConfig(env)
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError)
    return (error as Error).message
  }
  throw new Error('expected a ConfigError')
}

const form = (fields: Record<string, string>): RequestInit => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
})

/** The removal page of a link (its path and query on the platform). */
const removalPage = (link: string) => {
  const url = new URL(link)
  return platform.app.request(`${url.pathname}${url.search}`)
}
/** The confirmation the opened page's form carries. */
const confirmationOf = (html: string) => /name="confirmation" value="([^"]+)"/.exec(html)?.[1] ?? ''
const stillThere = async (userId: number) =>
  (await db().select({ id: users.id }).from(users).where(eq(users.id, userId))).length === 1

async function removalLink(user: SignedUp): Promise<string> {
  const data = await user.client.request<{ user: { removeAccountLink: string } }>(
    'query($id: ID) { user(id: $id) { removeAccountLink } }',
    { id: user.id },
  )
  return data.user.removeAccountLink
}

// ── Finding: a signing key anyone can read ──────────────────────────────────────────────────────

describe('production refuses the development values published in the code', () => {
  it('TOKEN_SIGNING_KEY: the former development key, naming the setting', () => {
    const text = configMessage({ ...PRODUCTION, TOKEN_SIGNING_KEY: DEV_TOKEN_SIGNING_KEY })
    expect(text).toBe(
      'Configuração inválida:\n  - TOKEN_SIGNING_KEY: TOKEN_SIGNING_KEY tem um valor de desenvolvimento publicado no código, que não é aceito em produção: gere um valor secreto',
    )
  })

  it.each(DEV_CLIENT_TOKENS)('CLIENT_TOKENS: the development token %s, alone or among others', (token) => {
    for (const value of [token, `prod-token-1, ${token}`, DEV_CLIENT_TOKENS.join(',')])
      expect(configMessage({ ...PRODUCTION, CLIENT_TOKENS: value })).toContain(
        '  - CLIENT_TOKENS: CLIENT_TOKENS tem um valor de desenvolvimento publicado no código',
      )
  })

  it('both at once in one message; development still accepts the development tokens', () => {
    const text = configMessage({
      ...PRODUCTION,
      TOKEN_SIGNING_KEY: DEV_TOKEN_SIGNING_KEY,
      CLIENT_TOKENS: 'dev-token-alpha',
    })
    expect(text).toContain('  - TOKEN_SIGNING_KEY: ')
    expect(text).toContain('  - CLIENT_TOKENS: ')
    expect(loadConfig({ CLIENT_TOKENS: 'dev-token-alpha' }).clientTokens).toEqual(['dev-token-alpha'])
  })
})

describe('without TOKEN_SIGNING_KEY outside production', () => {
  it('never signs with the constant: a random key until the one kept with the data is read', () => {
    const a = loadConfig({})
    expect(a.tokenSigningKeySource).toBe('generated')
    expect(a.tokenSigningKey).not.toBe(DEV_TOKEN_SIGNING_KEY)
    expect(a.tokenSigningKey).not.toBe(loadConfig({}).tokenSigningKey)
    expect(a.removalLinkKey).not.toBe(deriveKey(DEV_TOKEN_SIGNING_KEY, 'removal-link'))
    expect(loadConfig({ TOKEN_SIGNING_KEY: 'k'.repeat(32) }).tokenSigningKeySource).toBe('setting')
  })

  it('is generated once and kept with the data: every process (and restart) on the database agrees', async () => {
    const [row] = await db()
      .select({ value: platformSettings.value })
      .from(platformSettings)
      .where(eq(platformSettings.key, SIGNING_KEY_SETTING))
    expect(row!.value).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(platform.config.tokenSigningKey).toBe(row!.value)
    expect(await storedSigningKey(db())).toBe(row!.value)
    // Another process's start on the same database (server.ts): the same key, and the keys derived from it.
    const again = await withStoredSigningKey(loadConfig({}), {}, db())
    expect(again.tokenSigningKey).toBe(row!.value)
    expect(again.removalLinkKey).toBe(platform.config.removalLinkKey)
    expect(again.captchaHmacKey).toBe(platform.config.captchaHmacKey)
    // A configured key is used as it is.
    const configured = loadConfig({ TOKEN_SIGNING_KEY: 'c'.repeat(32) })
    expect(await withStoredSigningKey(configured, {}, db())).toBe(configured)
  })

  it('is fresh for every in-memory database', async () => {
    const other = await createTestPlatform({ CAPTCHA: 'off' })
    try {
      expect(other.config.tokenSigningKey).not.toBe(platform.config.tokenSigningKey)
    } finally {
      await other.close()
    }
  })
})

describe('a removal link forged with the former development key', () => {
  it('neither opens the page nor deletes the account', async () => {
    const victim = await signUp(platform)
    const key = deriveKey(DEV_TOKEN_SIGNING_KEY, 'removal-link')
    const sign = (payload: string) =>
      `${payload}.${createHmac('sha256', key).update(payload).digest('base64url')}`
    const expires = Date.now() + 60_000
    // The link's former shape (user.expiry.MAC), and the page's form as it posted it.
    const forged = sign(`${victim.userId}.${expires}`)
    expect((await platform.app.request(`/conta/remover?token=${encodeURIComponent(forged)}`)).status).toBe(
      400,
    )
    const posted = await platform.app.request('/conta/remover', form({ token: forged }))
    expect(posted.status).toBe(400)
    expect(await posted.text()).toContain('Este link de remoção é inválido ou expirou.')
    // Today's shapes signed with that key: refused too.
    const session = (await db().select().from(sessions).where(eq(sessions.userId, victim.userId)))[0]!
    const link = sign(`l.${victim.userId}.${session.id}.0.${expires}.${'A'.repeat(22)}`)
    expect((await platform.app.request(`/conta/remover?token=${encodeURIComponent(link)}`)).status).toBe(400)
    const confirmation = sign(`c.${victim.userId}.0.${expires}.${'A'.repeat(22)}`)
    expect((await platform.app.request('/conta/remover', form({ confirmation }))).status).toBe(400)
    expect(await stillThere(victim.userId)).toBe(true)
  })

  it('every link is different (a nonce): nothing in it can be rebuilt from public values', async () => {
    const user = await signUp(platform)
    const [a, b] = [await removalLink(user), await removalLink(user)]
    expect(a).not.toBe(b)
    expect((await removalPage(a)).status).toBe(200)
    expect((await removalPage(b)).status).toBe(200)
  })
})

// ── Finding: removal links outlive the session ──────────────────────────────────────────────────

describe('a removal link ends with its session and with a password change', () => {
  const LOGOUT = 'mutation { logout { success } }'
  /** Moves the session's logout back in time (as if it had happened `ms` ago). */
  const loggedOutAgo = (user: SignedUp, ms: number) =>
    db()
      .update(sessions)
      .set({ revokedAt: new Date(Date.now() - ms) })
      .where(eq(sessions.userId, user.userId))

  it('opens while the session lives, and just after its logout (the site opens it, then signs out)', async () => {
    const user = await signUp(platform)
    const link = await removalLink(user)
    expect((await removalPage(link)).status).toBe(200)
    await user.client.request(LOGOUT)
    const page = await removalPage(link)
    expect(page.status).toBe(200)
    const confirmation = confirmationOf(await page.text())
    // The opened page's confirmation outlives the hand-off: the person may read before confirming.
    await loggedOutAgo(user, REMOVAL_HANDOFF_MS + 60_000)
    expect((await removalPage(link)).status).toBe(400)
    const done = await platform.app.request('/conta/remover', form({ confirmation }))
    expect(done.status).toBe(200)
    expect(await done.text()).toContain('Sua conta foi removida.')
    expect(await stillThere(user.userId)).toBe(false)
  })

  it('is refused once the logout is older than the hand-off', async () => {
    const user = await signUp(platform)
    const link = await removalLink(user)
    await user.client.request(LOGOUT)
    await loggedOutAgo(user, REMOVAL_HANDOFF_MS + 1000)
    const page = await removalPage(link)
    expect(page.status).toBe(400)
    expect(await page.text()).toContain('Este link de remoção é inválido ou expirou.')
    expect(await stillThere(user.userId)).toBe(true)
  })

  it('is refused when the session is gone or expired', async () => {
    const user = await signUp(platform)
    const link = await removalLink(user)
    await db()
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, user.userId))
    expect((await removalPage(link)).status).toBe(400)
    await db().delete(sessions).where(eq(sessions.userId, user.userId))
    expect((await removalPage(link)).status).toBe(400)
  })

  it('is refused after a password change while signed in, and so is an opened page', async () => {
    const user = await signUp(platform)
    const link = await removalLink(user)
    const confirmation = confirmationOf(await (await removalPage(link)).text())
    expect(confirmation).not.toBe('')
    await user.client.request(
      'mutation($p: String!, $c: String) { changePassword(password: $p, currentPassword: $c) { success } }',
      { p: 'trocada-456', c: user.password },
    )
    // The session that asked for it lives on (a change keeps the one in use), the link does not.
    expect((await removalPage(link)).status).toBe(400)
    expect((await platform.app.request('/conta/remover', form({ confirmation }))).status).toBe(400)
    expect(await stillThere(user.userId)).toBe(true)
    // A link asked for after the change works.
    expect((await removalPage(await removalLink(user))).status).toBe(200)
  })

  it('is refused after a password change by a recovery link', async () => {
    const user = await signUp(platform)
    const link = await removalLink(user)
    const token = await recoveryToken(user)
    await clientOf(platform).request(CHANGE, { password: 'recuperada-789', token })
    expect((await removalPage(link)).status).toBe(400)
    expect(await stillThere(user.userId)).toBe(true)
  })
})

// ── Finding: recovery links that outlive their replacement ──────────────────────────────────────

const RECOVER = 'mutation($email: String!) { passwordRecovery(email: $email) { email } }'
const CHANGE =
  'mutation($password: String!, $token: String) { changePassword(password: $password, token: $token) { success email } }'

/** Asks for a recovery link; its token, read from the outbox. */
async function recoveryToken(user: SignedUp): Promise<string> {
  await clientOf(platform).request(RECOVER, { email: user.email })
  const response = await platform.app.request(`/dev/outbox?to=${encodeURIComponent(user.email)}`)
  const [newest] = (await response.json()) as { link: string }[]
  return new URL(newest!.link).searchParams.get('token')!
}

describe('password recovery links', () => {
  it('only the newest works: an older one is refused once a newer one was sent', async () => {
    const user = await signUp(platform)
    const older = await recoveryToken(user)
    const newer = await recoveryToken(user)
    expect(newer).not.toBe(older)
    const refused = await failure(
      clientOf(platform).request(CHANGE, { password: 'antiga-123', token: older }),
    )
    expect(refused).toMatchObject({ code: 'VALIDATION', message: PLATFORM_MESSAGES.badRecoveryToken })
    const changed = await clientOf(platform).request<{ changePassword: { success: boolean } }>(CHANGE, {
      password: 'nova-senha-123',
      token: newer,
    })
    expect(changed.changePassword.success).toBe(true)
    const login = await clientOf(platform).request<{ userLogin: { id: string } }>(USER_LOGIN, {
      email: user.email,
      password: 'nova-senha-123',
    })
    expect(login.userLogin.id).toBe(user.id)
  })

  it('the newest works once, even asked twice at the same time', async () => {
    const user = await signUp(platform)
    const token = await recoveryToken(user)
    const results = await Promise.allSettled([
      clientOf(platform).request(CHANGE, { password: 'primeira-123', token }),
      clientOf(platform).request(CHANGE, { password: 'segunda-456', token }),
    ])
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1)
    expect(
      (await failure(clientOf(platform).request(CHANGE, { password: 'terceira-789', token }))).code,
    ).toBe('VALIDATION')
  })
})
