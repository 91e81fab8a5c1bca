// The other sign-ins' actors (docs/identity.md): what each sends, that the record keeps nothing sensitive,
// that failures keep the platform's code, and the daily employee check's answer.
import { describe, expect, it } from 'vitest'
import { PlatformError } from '../errors.js'
import { encodePassword } from '../transport/authorization.js'
import { fakeClient, run, wireClient } from './fake-client.js'
import { createEmployeeCheckActors, createProviderActors } from './identity-providers.js'

const NOW = Date.UTC(2026, 10, 26, 15)
const authPayload = {
  id: '77',
  name: 'Ana Varejo',
  socialName: null,
  email: 'ana.varejo@magalu.example',
  avatar: null,
  termsOfUserAccepted: [{ companyId: '6562' }],
  profile: { socialName: null, cpf: '11144477735' },
  token: 'a'.repeat(40),
  expiresAt: null,
}
const options = { companyId: 6562, ssoDevelopment: true, now: () => NOW }

describe('provider sign-ins', () => {
  it('ssoSignIn sends the code, development and the login source', async () => {
    const { client, calls } = fakeClient({ ItauLogin: { itauLogin: authPayload } })
    const record = await run(createProviderActors(client, options).ssoSignIn, { code: 'c-1' })
    expect(calls[0]!.variables).toEqual({ code: 'c-1', development: true, login_source: 'carreiras' })
    expect(record).toMatchObject({ userId: 77, name: 'Ana Varejo', keepLogged: false, expiresAt: null })
    expect(JSON.stringify(record)).not.toContain('11144477735')
  })

  it('microsoftSignIn sends the account and the site company', async () => {
    const { client, calls } = fakeClient({ MicrosoftGraphLogin: { microsoftGraphLogin: authPayload } })
    await run(createProviderActors(client, options).microsoftSignIn, {
      accessToken: 'tok',
      uid: 'u1',
      name: 'Helena Duarte',
      email: 'helena@grupoaurora.com.br',
    })
    expect(calls[0]!.variables).toEqual({
      access_token: 'tok',
      uid: 'u1',
      user_name: 'Helena Duarte',
      user_email: 'helena@grupoaurora.com.br',
      company_id: 6562,
    })
  })

  it('retailSignIn sends the password as base64 on the wire', async () => {
    const { client, calls } = wireClient(() => ({ magazineLuizaLogin: authPayload }))
    const record = await run(createProviderActors(client, options).retailSignIn, {
      login: 'ana.varejo',
      password: 'demonstracao-2027',
    })
    expect(calls[0]!.wireVariables).toMatchObject({
      login: 'ana.varejo',
      password: encodePassword('demonstracao-2027'),
    })
    expect(record.userId).toBe(77)
  })

  it('a refusal keeps its code (core picks the text)', async () => {
    const { client } = fakeClient({
      MagazineLuizaLogin: () => {
        throw new PlatformError('Login ou senha incorretos', 'WRONG_PASSWORD')
      },
    })
    await expect(
      run(createProviderActors(client, options).retailSignIn, { login: 'x', password: 'y' }),
    ).rejects.toMatchObject({ code: 'WRONG_PASSWORD' })
  })

  it('an answer without a session token is a bad response, not a sign-in', async () => {
    const { client } = fakeClient({ ItauLogin: { itauLogin: { ...authPayload, token: null } } })
    await expect(run(createProviderActors(client, options).ssoSignIn, { code: 'c' })).rejects.toMatchObject({
      code: 'BAD_RESPONSE',
    })
  })
})

describe('validateEmployee', () => {
  it.each([
    [{ contributor: true }, true],
    [{ contributor: false }, false],
    [{ contributor: null }, false],
    [null, false],
  ])('%j → %s', async (answer, expected) => {
    const { client, calls } = fakeClient({
      ValidateMagazineLuizaEmployees: { validateMagazineLuizaEmployees: answer },
    })
    expect(await run(createEmployeeCheckActors(client).validateEmployee, { cpf: '11144477735' })).toBe(
      expected,
    )
    expect(calls[0]!.variables).toEqual({ cpf: '11144477735' })
  })
})
