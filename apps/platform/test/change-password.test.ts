// Changing the password while signed in (a session alone changed it and no other session ended).
// docs/decisions.md, "Changing the password while signed in".
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PLATFORM_MESSAGES } from '../src/messages.js'
import {
  clientOf,
  failure,
  linkedinProfile,
  newCpf,
  signUp,
  uniqueEmail,
  USER_LOGIN,
  type Auth,
  type SignedUp,
} from './accounts-helpers.js'
import { createTestPlatform, type TestPlatform } from './helpers.js'

const CHANGE = `mutation($password: String!, $user_id: ID, $currentPassword: String) {
  changePassword(password: $password, user_id: $user_id, currentPassword: $currentPassword) { success email }
}`
const HAS_PASSWORD = '{ hasPassword }'
const ME = 'query($id: ID) { user(id: $id) { id } }'

let platform: TestPlatform
beforeAll(async () => {
  platform = await createTestPlatform({ CAPTCHA: 'off' })
})
afterAll(() => platform.close())

const anonymous = () => clientOf(platform)

/** Another session of the same person (another browser). */
async function secondSession(user: { email: string; userId: number }, password: string) {
  const data = await anonymous().request<{ userLogin: Auth }>(USER_LOGIN, {
    email: user.email,
    password,
    keepLogged: false,
  })
  return clientOf(platform, { token: data.userLogin.token, userId: user.userId })
}

const login = (email: string, password: string) =>
  anonymous().request<{ userLogin: Auth }>(USER_LOGIN, { email, password, keepLogged: false })

/** Whether a client's session is still alive. */
async function alive(client: ReturnType<typeof clientOf>, userId: number): Promise<boolean> {
  try {
    await client.request(ME, { id: userId })
    return true
  } catch {
    return false
  }
}

describe('changePassword with a session', () => {
  it('refuses without the current password, and changes nothing', async () => {
    const user = await signUp(platform)
    const error = await failure(user.client.request(CHANGE, { password: 'nova-senha-1' }))
    expect(error.code).toBe('VALIDATION')
    expect(error.message).toBe('Informe sua senha atual')
    const withId = await failure(user.client.request(CHANGE, { password: 'nova-senha-1', user_id: user.id }))
    expect(withId.message).toBe(PLATFORM_MESSAGES.currentPasswordRequired)
    expect((await login(user.email, user.password)).userLogin.id).toBe(user.id)
    expect((await failure(login(user.email, 'nova-senha-1'))).code).toBe('WRONG_PASSWORD')
  })

  it('refuses a wrong current password with "Senha atual incorreta", and changes nothing', async () => {
    const user = await signUp(platform)
    const error = await failure(
      user.client.request(CHANGE, { password: 'nova-senha-1', currentPassword: 'nao-e-essa-1' }),
    )
    expect(error.code).toBe('WRONG_PASSWORD')
    expect(error.message).toBe('Senha atual incorreta')
    expect((await login(user.email, user.password)).userLogin.id).toBe(user.id)
  })

  it('with the current password: changes it, ends every other session, keeps the one in use', async () => {
    const user = await signUp(platform)
    const other = await secondSession(user, user.password)
    const third = await secondSession(user, user.password)
    expect(await alive(other, user.userId)).toBe(true)

    const result = await user.client.request<{ changePassword: { success: boolean; email: string } }>(
      CHANGE,
      {
        password: 'nova-senha-1',
        currentPassword: user.password,
      },
    )
    expect(result.changePassword).toEqual({ success: true, email: user.email })
    expect(await alive(user.client, user.userId)).toBe(true)
    expect(await alive(other, user.userId)).toBe(false)
    expect(await alive(third, user.userId)).toBe(false)
    expect((await login(user.email, 'nova-senha-1')).userLogin.id).toBe(user.id)
    expect((await failure(login(user.email, user.password))).code).toBe('WRONG_PASSWORD')
  })

  it('with user_id and the current password, the same', async () => {
    const user = await signUp(platform)
    const other = await secondSession(user, user.password)
    const result = await user.client.request<{ changePassword: { success: boolean } }>(CHANGE, {
      password: 'nova-senha-2',
      user_id: user.id,
      currentPassword: user.password,
    })
    expect(result.changePassword.success).toBe(true)
    expect(await alive(user.client, user.userId)).toBe(true)
    expect(await alive(other, user.userId)).toBe(false)
  })

  it('counts wrong current passwords with the sign-in attempts of the account', async () => {
    const user = await signUp(platform)
    // The account's budget is 10 attempts per window (accounts/rate-limit.ts), sign-ins and checks together.
    for (let i = 0; i < 10; i += 1) {
      const error = await failure(
        user.client.request(CHANGE, { password: 'nova-senha-1', currentPassword: `errada-${i}-x` }),
      )
      expect(error.code).toBe('WRONG_PASSWORD')
    }
    const limited = await failure(
      user.client.request(CHANGE, { password: 'nova-senha-1', currentPassword: user.password }),
    )
    expect(limited.code).toBe('RATE_LIMITED')
    expect((await failure(login(user.email, user.password))).code).toBe('RATE_LIMITED')
  })

  it('an account without a password yet (network sign-up) chooses one with the session alone', async () => {
    const profile = await linkedinProfile(platform, { name: 'Rita Lima', email: uniqueEmail('rede') })
    const created = await anonymous().request<{ userCreate: Auth }>(
      `mutation($email: String!, $document: String, $provider: String, $provider_id: String, $ticket: String) {
        userCreate(name: "Rita Lima", email: $email, document: $document, foreigner: false,
          provider: $provider, provider_id: $provider_id, ticket: $ticket, accept_terms_of_use: true,
          source: "carreiras") {
          id token
        }
      }`,
      {
        email: profile.email,
        document: newCpf(),
        provider: 'linkedin',
        provider_id: profile.provider_id,
        ticket: profile.ticket,
      },
    )
    const userId = Number(created.userCreate.id)
    const client = clientOf(platform, { token: created.userCreate.token, userId })
    expect((await client.request<{ hasPassword: boolean }>(HAS_PASSWORD)).hasPassword).toBe(false)
    const result = await client.request<{ changePassword: { success: boolean } }>(CHANGE, {
      password: 'primeira-senha',
    })
    expect(result.changePassword.success).toBe(true)
    expect((await client.request<{ hasPassword: boolean }>(HAS_PASSWORD)).hasPassword).toBe(true)
    // From now on the current password is asked.
    const again = await failure(client.request(CHANGE, { password: 'segunda-senha' }))
    expect(again.message).toBe('Informe sua senha atual')
  })
})

describe('hasPassword', () => {
  it('true for an account with a password; UNAUTHORIZED without a session', async () => {
    const user: SignedUp = await signUp(platform)
    expect((await user.client.request<{ hasPassword: boolean }>(HAS_PASSWORD)).hasPassword).toBe(true)
    expect((await failure(anonymous().request(HAS_PASSWORD))).code).toBe('UNAUTHORIZED')
  })
})
