// The accounts' HTTP routes: the dev outbox, the captcha challenge and the OAuth stand-ins.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestPlatform, type TestPlatform } from './helpers.js'
import { USER_LOGIN, clientOf, signUp, uniqueEmail } from './accounts-helpers.js'

let platform: TestPlatform
beforeAll(async () => {
  platform = await createTestPlatform({ CAPTCHA: 'off' })
})
afterAll(() => platform.close())

const form = (fields: Record<string, string>) => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
})

function expectAccessiblePage(html: string) {
  expect(html).toMatch(/^<!doctype html>\n<html lang="pt-BR">/)
  expect(html).toContain('<title>')
  expect(html).toContain('<main>')
  for (const id of ['name', 'email']) {
    expect(html).toContain(`<label for="${id}">`)
    expect(html).toContain(`id="${id}"`)
  }
}

describe('GET /dev/outbox', () => {
  it('lists messages newest first, filtered by ?to=', async () => {
    const user = await signUp(platform)
    await user.client.request('mutation($e: String!) { passwordRecovery(email: $e) { email } }', {
      e: user.email,
    })
    await user.client.request('mutation($e: String!) { passwordRecovery(email: $e) { email } }', {
      e: user.email,
    })
    const rows = (await (
      await platform.app.request(`/dev/outbox?to=${user.email.toUpperCase()}`)
    ).json()) as { id: number; to: string }[]
    expect(rows).toHaveLength(2)
    expect(rows[0]!.id).toBeGreaterThan(rows[1]!.id)
    expect(rows.every((r) => r.to === user.email)).toBe(true)
  })

  it('does not exist in production', async () => {
    const production = await createTestPlatform({ NODE_ENV: 'production', CLIENT_TOKENS: 'prod-token-1' })
    try {
      expect((await production.app.request('/dev/outbox')).status).toBe(404)
      expect((await production.app.request('/oauth/linkedin/authorize?response_type=code')).status).toBe(404)
      expect((await production.app.request('/captcha/challenge')).status).toBe(200)
    } finally {
      await production.close()
    }
  })
})

describe('POST /dev/users', () => {
  const post = (body: unknown) =>
    platform.app.request('/dev/users', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    })

  it('creates a candidate who can sign in, with a phone and the terms pending when asked', async () => {
    const email = `Fixture.${Date.now()}@Example.com`
    const response = await post({
      name: 'Ana Fixture Souza',
      email,
      password: 'segredo123',
      phone: '11987654321',
      termsAccepted: false,
    })
    expect(response.status).toBe(201)
    const { id } = (await response.json()) as { id: number }
    const login = await clientOf(platform).request<{
      userLogin: { id: number; termsOfUserAccepted: unknown[] }
    }>(USER_LOGIN, {
      email: email.toLowerCase(),
      password: 'segredo123',
    })
    expect(Number(login.userLogin.id)).toBe(id)
    expect(login.userLogin.termsOfUserAccepted).toEqual([])
  })

  it('refuses an incomplete candidate with 400', async () => {
    expect((await post({ name: 'Ana', email: 'não-é-email', password: '1' })).status).toBe(400)
    expect((await post({ name: 'Ana Sem Senha', email: uniqueEmail() })).status).toBe(400)
    expect((await post(null)).status).toBe(400)
  })

  it('with internal, provisions a person of the company without a password: the first access sets it', async () => {
    const email = uniqueEmail('interna').replace('@example.com', '@grupoaurora.com.br')
    const response = await post({ name: 'Rita Recrutadora', email, internal: true })
    expect(response.status).toBe(201)
    const { id } = (await response.json()) as { id: number }
    const IS = 'query($e: String) { isEmployer(email: $e, company_id: 6562) { isEmployer hasPassword name } }'
    expect((await clientOf(platform).request<{ isEmployer: unknown }>(IS, { e: email })).isEmployer).toEqual({
      isEmployer: true,
      hasPassword: false,
      name: 'Rita Recrutadora',
    })
    const SIGN_UP =
      'mutation($e: String, $p: String!) { employerSignUp(email: $e, password: $p, company_id: 6562) { id } }'
    const up = await clientOf(platform).request<{ employerSignUp: { id: string } }>(SIGN_UP, {
      e: email,
      p: 'primeiro-acesso-1',
    })
    expect(Number(up.employerSignUp.id)).toBe(id)
  })
})

describe('GET /captcha/challenge', () => {
  it('answers a signed ALTCHA challenge', async () => {
    const response = await platform.app.request('/captcha/challenge')
    expect(response.headers.get('cache-control')).toBe('no-store')
    // altcha-lib's current protocol (docs/security.md): the parameters and the key's signature, signed.
    expect(await response.json()).toMatchObject({
      parameters: {
        algorithm: 'SHA-256',
        cost: 1,
        nonce: expect.stringMatching(/^[0-9a-f]+$/),
        salt: expect.stringMatching(/^[0-9a-f]+$/),
        keyPrefix: expect.stringMatching(/^[0-9a-f]+$/),
        keySignature: expect.stringMatching(/^[0-9a-f]{64}$/),
        expiresAt: expect.any(Number),
      },
      signature: expect.stringMatching(/^[0-9a-f]{64}$/),
    })
  })
})

describe('professional-network stand-in', () => {
  const redirect = 'http://localhost:3000/linkedin-return'

  it('authorization page → code → GET /linkedin/token → the profile, once', async () => {
    const page = await platform.app.request(
      `/oauth/linkedin/authorize?response_type=code&client_id=local&redirect_uri=${encodeURIComponent(redirect)}&scope=r_liteprofile%20r_emailaddress&state=xyz`,
    )
    expect(page.status).toBe(200)
    expectAccessiblePage(await page.text())

    const answer = await platform.app.request(
      '/oauth/linkedin/authorize',
      form({
        redirect_uri: redirect,
        state: 'xyz',
        name: 'Lia Linkedin',
        email: 'Lia@Example.com',
        decision: 'allow',
      }),
    )
    expect(answer.status).toBe(302)
    const location = new URL(answer.headers.get('location')!)
    expect(`${location.origin}${location.pathname}`).toBe(redirect)
    expect(location.searchParams.get('state')).toBe('xyz')
    const code = location.searchParams.get('code')!

    const token = await platform.app.request(
      `/linkedin/token?redirect_uri=${encodeURIComponent(redirect)}&code=${code}&company=6562`,
    )
    expect(token.status).toBe(200)
    const profile = (await token.json()) as Record<string, string>
    expect(profile).toMatchObject({
      provider: 'linkedin',
      name: 'Lia Linkedin',
      first_name: 'Lia',
      last_name: 'Linkedin',
      email: 'lia@example.com',
    })
    expect(profile.provider_id).toMatch(/^[0-9a-f]{20}$/)
    expect(
      (
        await platform.app.request(
          `/linkedin/token?redirect_uri=${encodeURIComponent(redirect)}&code=${code}`,
        )
      ).status,
    ).toBe(400)
  })

  it('refuses a redirect_uri outside the web app; cancel returns an error', async () => {
    const bad = await platform.app.request(
      '/oauth/linkedin/authorize?response_type=code&redirect_uri=https%3A%2F%2Fevil.example%2F',
    )
    expect(bad.status).toBe(400)
    expect(await bad.text()).toContain('role="alert"')
    const cancel = await platform.app.request(
      '/oauth/linkedin/authorize',
      form({ redirect_uri: redirect, decision: 'cancel' }),
    )
    expect(new URL(cancel.headers.get('location')!).searchParams.get('error')).toBe('user_cancelled_login')
  })
})

describe('social-network pop-up stand-in', () => {
  it('posts the profile to window.opener, to the web origin only', async () => {
    const dialog = await platform.app.request(
      '/oauth/facebook/dialog?origin=http%3A%2F%2Flocalhost%3A3000&state=s1',
    )
    expect(dialog.status).toBe(200)
    expectAccessiblePage(await dialog.text())
    const callback = await platform.app.request(
      '/oauth/facebook/dialog',
      form({
        origin: 'http://localhost:3000',
        state: 's1',
        name: 'Fábio Face',
        email: 'fabio@example.com',
        decision: 'allow',
      }),
    )
    const html = await callback.text()
    expect(html).toContain('window.opener.postMessage(')
    expect(html).toContain('"provider":"facebook"')
    expect(html).toContain('"email":"fabio@example.com"')
    expect(html).toContain('"http://localhost:3000"')
    expect(html).toMatch(/"provider_id":"[0-9a-f]{20}"/)
    expect(
      (await platform.app.request('/oauth/facebook/dialog?origin=https%3A%2F%2Fevil.example')).status,
    ).toBe(400)
  })
})

describe('account removal (the profile removeAccountLink → /conta/remover)', () => {
  const LINK_QUERY = 'query($id: ID) { user(id: $id) { id removeAccountLink profile { removeAccountLink } } }'

  it("gives a signed link to the user's own session only; the page confirms, then deletes the user", async () => {
    const user = await signUp(platform)
    const other = await signUp(platform)
    const own = await user.client.request<{
      user: { removeAccountLink: string; profile: { removeAccountLink: string } }
    }>(LINK_QUERY, { id: user.id })
    const link = new URL(own.user.removeAccountLink)
    expect(link.pathname).toBe('/conta/remover')
    expect(new URL(own.user.profile.removeAccountLink).pathname).toBe('/conta/remover')
    // The link names no e-mail or document.
    expect(link.href).not.toContain(user.email)
    expect(link.href).not.toContain(user.cpf)

    const page = await platform.app.request(`${link.pathname}${link.search}`)
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain('<h1>Remover sua conta</h1>')
    expect(html).toContain('Remover minha conta</button>')
    // The form carries a confirmation of its own, never the link's token.
    const token = link.searchParams.get('token')!
    const confirmation = /name="confirmation" value="([^"]+)"/.exec(html)![1]!
    expect(html).not.toContain(token)

    // A tampered token or confirmation (another user's id) is refused and deletes nothing.
    const forged = token.replace(/^l\.\d+/, `l.${other.userId}`)
    const forgedConfirmation = confirmation.replace(/^c\.\d+/, `c.${other.userId}`)
    expect(forged).not.toBe(token)
    expect(
      (await platform.app.request('/conta/remover', form({ confirmation: forgedConfirmation }))).status,
    ).toBe(400)
    expect((await platform.app.request('/conta/remover', form({ confirmation: token }))).status).toBe(400)
    expect((await platform.app.request(`/conta/remover?token=${encodeURIComponent(forged)}`)).status).toBe(
      400,
    )

    const done = await platform.app.request('/conta/remover', form({ confirmation }))
    expect(done.status).toBe(200)
    expect(await done.text()).toContain('Sua conta foi removida.')
    const login = await clientOf(platform)
      .request(USER_LOGIN, { email: user.email, password: user.password })
      .catch((error: { code?: string }) => error.code)
    expect(login).toBe('USER_NOT_FOUND')
    // The other candidate is untouched.
    const still = await clientOf(platform).request<{ userLogin: { id: string } }>(USER_LOGIN, {
      email: other.email,
      password: other.password,
    })
    expect(still.userLogin.id).toBe(other.id)
  })
})
