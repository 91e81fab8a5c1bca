import {
  CONSENT_VERSION,
  accountErrorText,
  KEEP_LOGGED_HOURS,
  accountDialogMachine,
  accountDialogView,
  storedSessionSchema,
  type SignUpPayload,
  type StoredSession,
} from '@carreiras/core'
import fc from 'fast-check'
import { describe, expect, it, vi } from 'vitest'
import { createActor, waitFor, type AnyActorLogic } from 'xstate'
import { PlatformError } from '../errors.js'
import { encodePassword } from '../transport/authorization.js'
import { createAccountActors, type AccountActorsOptions } from './account.js'
import { fakeClient, wireClient, type FakeResponder, run } from './fake-client.js'

const NOW = Date.UTC(2026, 0, 15, 12)
const COMPANY = 6562
const OPTIONS: AccountActorsOptions = {
  companyId: COMPANY,
  passwordRecoveryUrl: 'https://carreiras.test/password-recovery',
  linkedinRedirectUri: 'https://carreiras.test/linkedin-return',
  now: () => NOW,
}

function actors(responder: FakeResponder | Record<string, unknown>, options: AccountActorsOptions = OPTIONS) {
  const fake = fakeClient(responder)
  return { ...fake, actors: createAccountActors(fake.client, options) }
}

/** An AuthPayload as the platform returns it: with cpf and phone under profile, which must never be stored. */
const authPayload = {
  id: '42',
  name: 'Ana Souza',
  socialName: null,
  email: 'ana@example.com',
  avatar: 'https://cdn.test/ana.png',
  termsOfUserAccepted: [{ companyId: '6562' }, { companyId: '2627' }],
  profile: { socialName: 'Aninha', cpf: '52998224725', phone: '11987654321' },
  cpf: '52998224725',
  phone: '11987654321',
  token: 'sess.abc-123',
  expiresAt: '2026-01-16T12:00:00.000Z',
}

const expectedRecord = (keepLogged: boolean): StoredSession => ({
  token: 'sess.abc-123',
  userId: 42,
  name: 'Ana Souza',
  socialName: 'Aninha',
  avatar: 'https://cdn.test/ana.png',
  email: 'ana@example.com',
  termsAccepted: [6562, 2627],
  keepLogged,
  expiresAt: keepLogged ? NOW + KEEP_LOGGED_HOURS * 3_600_000 : null,
})

const platformError = (code: ConstructorParameters<typeof PlatformError>[1], message = 'falhou') =>
  new PlatformError(message, code, { extensions: { code } })

describe('createAccountActors', () => {
  it('returns exactly the account-dialog machine actors', () => {
    const { actors: all } = actors({})
    expect(Object.keys(all).sort()).toEqual(Object.keys(accountDialogMachine.implementations.actors).sort())
  })

  describe('signIn', () => {
    it('sends e-mail, password, keepLogged and the company; stores only the non-sensitive view', async () => {
      const { actors: a, calls } = actors({ SignIn: { userLogin: authPayload } })
      const record = await run(a.signIn, {
        email: 'ana@example.com',
        password: 'segredo-123',
        keepLogged: true,
      })
      expect(calls).toHaveLength(1)
      expect(calls[0]?.variables).toEqual({
        email: 'ana@example.com',
        password: 'segredo-123',
        keepLogged: true,
        origin_company: COMPANY,
      })
      expect(record).toEqual(expectedRecord(true))
      expect(JSON.stringify(record)).not.toContain('52998224725')
      expect(JSON.stringify(record)).not.toContain('11987654321')
    })

    it('gives no expiry without keep-logged (the record ends with the tab)', async () => {
      const { actors: a } = actors({ SignIn: { userLogin: authPayload } })
      const record = await run(a.signIn, {
        email: 'ana@example.com',
        password: 'segredo-123',
        keepLogged: false,
      })
      expect(record).toEqual(expectedRecord(false))
    })

    it("signs in with a network account by provider, provider_id and the platform's ticket only", async () => {
      const { actors: a, calls } = actors({ SignIn: { userLogin: authPayload } })
      await run(a.signIn, {
        provider: 'linkedin',
        provider_id: 'li-1',
        ticket: 'ticket-1',
        email: 'ana@example.com',
        keepLogged: false,
      })
      expect(calls[0]?.variables).toEqual({
        provider: 'linkedin',
        provider_id: 'li-1',
        ticket: 'ticket-1',
        keepLogged: false,
        origin_company: COMPANY,
      })
    })

    it('keeps the sign-in e-mail when the platform sends none, and names the social name of the profile', async () => {
      const { actors: a } = actors({
        SignIn: {
          userLogin: {
            id: 9,
            token: 't0k',
            name: null,
            email: null,
            profile: null,
            termsOfUserAccepted: null,
          },
        },
      })
      const record = await run(a.signIn, {
        email: 'x@example.com',
        password: 'segredo-123',
        keepLogged: false,
      })
      expect(record).toMatchObject({
        userId: 9,
        name: '',
        email: 'x@example.com',
        socialName: null,
        termsAccepted: [],
      })
    })

    it('rejects with the platform error itself, code kept', async () => {
      const error = platformError('WRONG_PASSWORD', 'Senha incorreta')
      const { actors: a } = actors({
        SignIn: () => {
          throw error
        },
      })
      await expect(
        run(a.signIn, { email: 'a@b.co', password: 'x'.repeat(8), keepLogged: false }),
      ).rejects.toBe(error)
    })

    it.each([
      ['no result', null],
      ['no token', { ...authPayload, token: null }],
      ['a token the header cannot carry', { ...authPayload, token: 'a b' }],
      ['a non-numeric id', { ...authPayload, id: 'abc' }],
    ])('turns %s into BAD_RESPONSE', async (_label, userLogin) => {
      const { actors: a } = actors({ SignIn: { userLogin } })
      await expect(
        run(a.signIn, { email: 'a@b.co', password: 'x'.repeat(8), keepLogged: false }),
      ).rejects.toMatchObject({ name: 'PlatformError', code: 'BAD_RESPONSE' })
    })

    it('never stores the CPF or phone, whatever the user record holds', async () => {
      const digits = (n: number) =>
        fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: n, maxLength: n })
      const letters = fc.string({ unit: fc.constantFrom(...'abcdefghij ABCDEFG-'), maxLength: 30 })
      await fc.assert(
        fc.asyncProperty(
          digits(11),
          digits(11),
          fc.record({
            name: fc.option(letters),
            socialName: fc.option(letters),
            email: fc.option(letters.map((l) => `${l}@example.com`)),
            avatar: fc.option(letters),
          }),
          fc.dictionary(letters, fc.oneof(letters, fc.integer())),
          fc.boolean(),
          async (cpf, phone, view, extra, keepLogged) => {
            const userLogin = {
              ...extra,
              ...view,
              id: '7',
              token: 'tok-en',
              cpf,
              phone,
              passport: cpf,
              profile: { cpf, phone, socialName: null, passport: cpf },
              termsOfUserAccepted: [{ companyId: '6562' }],
            }
            const { actors: a } = actors({ SignIn: { userLogin } })
            const record = await run(a.signIn, {
              email: 'e@example.com',
              password: 'segredo-123',
              keepLogged,
            })
            // Only the schema's keys (the optional internalCompanyId and partner flag only when the platform says so).
            expect(Object.keys(storedSessionSchema.shape)).toEqual(
              expect.arrayContaining(Object.keys(record)),
            )
            expect(JSON.stringify(record)).not.toContain(cpf)
            expect(JSON.stringify(record)).not.toContain(phone)
          },
        ),
        { numRuns: 200 },
      )
    })

    it('puts the password on the wire as base64 of its UTF-8 bytes', async () => {
      const password = 'sênha-çom-acento-🙂'
      const { client, calls } = wireClient(() => ({ userLogin: authPayload }))
      const record = await run(createAccountActors(client, OPTIONS).signIn, {
        email: 'ana@example.com',
        password,
        keepLogged: false,
      })
      expect(record.token).toBe('sess.abc-123')
      expect(calls[0]?.operation).toBe('SignIn')
      expect(calls[0]?.wireVariables?.password).toBe(encodePassword(password))
      expect(calls[0]?.wireVariables?.password).not.toBe(password)
      expect(calls[0]?.sealed.variables.password).toBe(password)
      expect(calls[0]?.authorization).toBe('Token token="dev-token-alpha"')
    })
  })

  describe('signUp', () => {
    const payload: SignUpPayload = {
      first_name: 'Ana',
      last_name: 'Souza Lima',
      email: 'ana@example.com',
      foreigner: false,
      document: '52998224725',
      password: 'segredo-123',
      accept_terms_of_use: true,
      source: 'carreiras',
      captcha: 'captcha-ok',
    }

    it('sends the payload with the company, and stores a session-storage record', async () => {
      const { actors: a, calls } = actors({ SignUp: { userCreate: authPayload } })
      const record = await run(a.signUp, payload)
      expect(calls[0]?.operation).toBe('SignUp')
      expect(calls[0]?.variables).toEqual({ ...payload, origin_company: COMPANY })
      expect(record).toEqual(expectedRecord(false))
    })

    it("sends a network sign-up without a password, with the platform's ticket", async () => {
      const { actors: a, calls } = actors({ SignUp: { userCreate: authPayload } })
      const { password: _password, captcha: _captcha, ...rest } = payload
      await run(a.signUp, {
        ...rest,
        provider: 'linkedin',
        provider_id: 'li-1',
        ticket: 'ticket-1',
        accept_terms_of_use: false,
      })
      expect(calls[0]?.variables).toEqual({
        ...rest,
        provider: 'linkedin',
        provider_id: 'li-1',
        ticket: 'ticket-1',
        accept_terms_of_use: false,
        origin_company: COMPANY,
      })
    })

    it('encodes the password on the wire', async () => {
      const { client, calls } = wireClient(() => ({ userCreate: authPayload }))
      await run(createAccountActors(client, OPTIONS).signUp, payload)
      expect(calls[0]?.wireVariables?.password).toBe(encodePassword('segredo-123'))
      expect(calls[0]?.wireVariables?.document).toBe('52998224725')
    })

    it.each([true, false])(
      'records the marketing choice (%s) with the new session before resolving, never in userCreate',
      async (marketing) => {
        const consentRow = {
          purpose: 'marketing',
          granted: marketing,
          version: CONSENT_VERSION,
          origin: 'sign-up',
          recordedAt: '2026-01-15T12:00:00.000Z',
        }
        const { actors: a, calls } = actors({
          SignUp: { userCreate: authPayload },
          SetConsents: { setConsents: [consentRow] },
        })
        const record = await run(a.signUp, { ...payload, marketing })
        expect(record).toEqual(expectedRecord(false))
        expect(calls.map((call) => call.operation)).toEqual(['SignUp', 'SetConsents'])
        expect(calls[0]?.variables).not.toHaveProperty('marketing')
        expect(calls[1]?.variables).toEqual({
          userId: '42',
          choices: [{ purpose: 'marketing', granted: marketing }],
          version: CONSENT_VERSION,
          origin: 'sign-up',
        })
        expect(calls[1]?.init?.session).toEqual({ token: 'sess.abc-123', userId: 42 })
      },
    )

    it('a failed consent record does not undo the sign-up', async () => {
      const { actors: a } = actors({
        SignUp: { userCreate: authPayload },
        SetConsents: () => {
          throw platformError('INTERNAL')
        },
      })
      expect(await run(a.signUp, { ...payload, marketing: true })).toEqual(expectedRecord(false))
    })

    it.each(['ALREADY_REGISTERED', 'CAPTCHA_FAILED', 'RATE_LIMITED'] as const)(
      'rejects with %s kept',
      async (code) => {
        const error = platformError(code)
        const { actors: a } = actors({
          SignUp: () => {
            throw error
          },
        })
        await expect(run(a.signUp, payload)).rejects.toBe(error)
      },
    )
  })

  describe('lookupUsers', () => {
    it('looks up by CPF and maps the censored users', async () => {
      const { actors: a, calls } = actors({
        LookupUsers: {
          users: [
            {
              id: '7',
              name: 'Ana',
              email: 'an***@ex***.com',
              avatar: null,
              phone: null,
              profile: { phone: '(11) *****-4321' },
            },
            { id: '8', name: null, email: null, avatar: 'a.png', phone: '(21) ****-1111', profile: null },
          ],
        },
      })
      const users = await run(a.lookupUsers, { cpf: '52998224725' })
      expect(calls[0]?.variables).toEqual({ cpf: '52998224725' })
      expect(users).toEqual([
        { id: 7, name: 'Ana', email: 'an***@ex***.com', avatar: null, phone: '(11) *****-4321' },
        { id: 8, name: '', email: '', avatar: 'a.png', phone: '(21) ****-1111' },
      ])
    })

    it("sends the form's solved captcha with the document (the lookup spends it)", async () => {
      const { actors: a, calls } = actors({ LookupUsers: { users: [] } })
      await run(a.lookupUsers, { cpf: '52998224725', captcha: 'cGF5bG9hZA==' })
      await run(a.lookupUsers, { passport: 'AB123456', captcha: 'b3V0cm8=' })
      expect(calls.map((call) => call.variables)).toEqual([
        { cpf: '52998224725', captcha: 'cGF5bG9hZA==' },
        { passport: 'AB123456', captcha: 'b3V0cm8=' },
      ])
    })

    it('looks up by passport; no users is an empty list', async () => {
      const { actors: a, calls } = actors({ LookupUsers: { users: null } })
      expect(await run(a.lookupUsers, { passport: 'AB123456' })).toEqual([])
      expect(calls[0]?.variables).toEqual({ passport: 'AB123456' })
    })
  })

  it('updateHunting sends token and document and reads the flags', async () => {
    const { actors: a, calls } = actors({
      UpdateHunting: { updateHunting: { id: '3', hasUser: true, hasMoreRegister: null } },
    })
    const result = await run(a.updateHunting, { token: 'hunt-1', document: '52998224725', foreigner: false })
    expect(calls[0]?.variables).toEqual({ token: 'hunt-1', document: '52998224725', foreigner: false })
    expect(result).toEqual({ hasUser: true, hasMoreRegister: false })
  })

  describe('passwordRecovery', () => {
    it('sends the e-mail, the return URL and the company', async () => {
      const { actors: a, calls } = actors({
        PasswordRecovery: { passwordRecovery: { email: 'ana@example.com' } },
      })
      await run(a.passwordRecovery, { email: 'ana@example.com' })
      expect(calls[0]?.variables).toEqual({
        email: 'ana@example.com',
        return_url: 'https://carreiras.test/password-recovery',
        origin_company: COMPANY,
      })
    })

    it('leaves the return URL to the platform when none is configured', async () => {
      const { actors: a, calls } = actors(
        { PasswordRecovery: { passwordRecovery: { email: 'ana@example.com' } } },
        { companyId: COMPANY },
      )
      await run(a.passwordRecovery, { email: 'ana@example.com' })
      expect(calls[0]?.variables).toEqual({ email: 'ana@example.com', origin_company: COMPANY })
    })

    it('rejects USER_NOT_FOUND as it came', async () => {
      const error = platformError('USER_NOT_FOUND', 'E-mail não cadastrado')
      const { actors: a } = actors({
        PasswordRecovery: () => {
          throw error
        },
      })
      await expect(run(a.passwordRecovery, { email: 'x@example.com' })).rejects.toBe(error)
    })
  })

  describe('forgotten e-mail', () => {
    it('generateTokenChangeEmail resolves only when the code was sent', async () => {
      const sent = actors({
        GenerateTokenChangeEmail: { generateTokenChangeEmail: { generateToken: true, phone: '(11) *' } },
      })
      await expect(run(sent.actors.generateTokenChangeEmail, { id: 7 })).resolves.toBeUndefined()
      expect(sent.calls[0]?.variables).toEqual({ id: 7 })

      const notSent = actors({
        GenerateTokenChangeEmail: { generateTokenChangeEmail: { generateToken: false } },
      })
      await expect(run(notSent.actors.generateTokenChangeEmail, { id: 7 })).rejects.toMatchObject({
        code: 'INTERNAL',
      })
    })

    it('generateTokenChangeEmail keeps RATE_LIMITED', async () => {
      const error = platformError('RATE_LIMITED')
      const { actors: a } = actors({
        GenerateTokenChangeEmail: () => {
          throw error
        },
      })
      await expect(run(a.generateTokenChangeEmail, { id: 7 })).rejects.toBe(error)
    })

    it.each([
      [{ valid: true }, true],
      [{ valid: false }, false],
      [{ valid: null }, false],
      [null, false],
    ])('validTokenEmail %j → %s', async (validTokenEmail, expected) => {
      const { actors: a, calls } = actors({ ValidTokenEmail: { validTokenEmail } })
      expect(await run(a.validTokenEmail, { id: 7, token: '123456' })).toBe(expected)
      expect(calls[0]?.variables).toEqual({ id: 7, token: '123456' })
    })

    it('changeEmail sends id, code and e-mail; an error field is a failure', async () => {
      const ok = actors({
        ChangeEmail: { changeEmail: { success: true, email: 'novo@example.com', error: null } },
      })
      await run(ok.actors.changeEmail, { id: 7, token: '123456', email: 'novo@example.com' })
      expect(ok.calls[0]?.variables).toEqual({ id: 7, token: '123456', email: 'novo@example.com' })

      const failed = actors({
        ChangeEmail: { changeEmail: { success: false, email: null, error: 'Código inválido' } },
      })
      await expect(
        run(failed.actors.changeEmail, { id: 7, token: '123456', email: 'novo@example.com' }),
      ).rejects.toMatchObject({ name: 'PlatformError', message: 'Código inválido' })
    })
  })

  describe('changePassword', () => {
    it('sends the recovery token and tells the e-mail', async () => {
      const { actors: a, calls } = actors({
        ChangePassword: { changePassword: { success: true, email: 'ana@example.com', error: null } },
      })
      expect(await run(a.changePassword, { password: 'nova-senha-1', token: 'rec-1' })).toEqual({
        email: 'ana@example.com',
      })
      expect(calls[0]?.variables).toEqual({ password: 'nova-senha-1', token: 'rec-1' })
    })

    it('sends the user id; no e-mail is null', async () => {
      const { actors: a, calls } = actors({
        ChangePassword: { changePassword: { success: true, email: null } },
      })
      expect(await run(a.changePassword, { password: 'nova-senha-1', userId: 42 })).toEqual({ email: null })
      expect(calls[0]?.variables).toEqual({ password: 'nova-senha-1', user_id: 42 })
    })

    it('fails on an error field or success false', async () => {
      const { actors: a } = actors({
        ChangePassword: { changePassword: { success: false, email: null, error: null } },
      })
      await expect(run(a.changePassword, { password: 'nova-senha-1' })).rejects.toMatchObject({
        code: 'INTERNAL',
      })
    })

    it('encodes the new password on the wire, with the session of the signed-in user', async () => {
      const { client, calls } = wireClient(
        () => ({ changePassword: { success: true, email: 'ana@example.com', error: null } }),
        () => ({ token: 'sess.xyz', userId: 42 }),
      )
      await run(createAccountActors(client, OPTIONS).changePassword, { password: 'nova-senha-1', userId: 42 })
      expect(calls[0]?.wireVariables).toEqual({ password: encodePassword('nova-senha-1'), user_id: 42 })
      expect(calls[0]?.sealed.sessionToken).toBe('sess.xyz')
    })

    it('sends the current password signed in, base64 on the wire like the new one', async () => {
      const { client, calls } = wireClient(
        () => ({ changePassword: { success: true, email: 'ana@example.com', error: null } }),
        () => ({ token: 'sess.xyz', userId: 42 }),
      )
      await run(createAccountActors(client, OPTIONS).changePassword, {
        password: 'nova-senha-1',
        currentPassword: 'atual-123',
      })
      expect(calls[0]?.operation).toBe('ChangePassword')
      expect(calls[0]?.wireVariables).toEqual({
        password: encodePassword('nova-senha-1'),
        currentPassword: encodePassword('atual-123'),
      })
    })
  })

  describe('passwordStatus', () => {
    it.each([
      [true, true],
      [false, false],
      [null, true],
    ])('hasPassword %s → asks the current one: %s', async (answer, hasPassword) => {
      const { actors: a, calls } = actors({ PasswordStatus: { hasPassword: answer } })
      expect(await run(a.passwordStatus, undefined)).toEqual({ hasPassword })
      expect(calls[0]?.query).toContain('hasPassword')
    })

    it('a malformed answer is BAD_RESPONSE', async () => {
      const { actors: a } = actors({ PasswordStatus: { hasPassword: 'sim' } })
      await expect(run(a.passwordStatus, undefined)).rejects.toMatchObject({ code: 'BAD_RESPONSE' })
    })
  })

  describe('fetchSocialProfile', () => {
    it('exchanges the code with the redirect URI and the company', async () => {
      const { actors: a, calls } = actors({
        ExchangeLinkedinCode: {
          linkedinProfile: {
            provider: 'linkedin',
            provider_id: 'li-1',
            name: 'Ana Souza',
            first_name: 'Ana',
            last_name: 'Souza',
            email: 'ana@example.com',
            ticket: 'ticket-1',
          },
        },
      })
      expect(await run(a.fetchSocialProfile, { code: 'code-1' })).toEqual({
        provider: 'linkedin',
        providerId: 'li-1',
        email: 'ana@example.com',
        name: 'Ana Souza',
        ticket: 'ticket-1',
      })
      expect(calls[0]?.variables).toEqual({
        code: 'code-1',
        company: COMPANY,
        return_url: 'https://carreiras.test/linkedin-return',
      })
    })

    it('builds the name from its parts and names the provider when the platform does not', async () => {
      const { actors: a } = actors({
        ExchangeLinkedinCode: {
          linkedinProfile: {
            provider: null,
            provider_id: 'li-2',
            name: null,
            first_name: 'Bia',
            last_name: 'Lima',
            email: 'b@x.co',
            ticket: 'ticket-2',
          },
        },
      })
      expect(await run(a.fetchSocialProfile, { code: 'c' })).toEqual({
        provider: 'linkedin',
        providerId: 'li-2',
        email: 'b@x.co',
        name: 'Bia Lima',
        ticket: 'ticket-2',
      })
    })

    it('a profile without e-mail or id is a bad answer', async () => {
      const { actors: a } = actors({
        ExchangeLinkedinCode: { linkedinProfile: { provider_id: 'li-3', email: null, ticket: 't' } },
      })
      await expect(run(a.fetchSocialProfile, { code: 'c' })).rejects.toMatchObject({ code: 'BAD_RESPONSE' })
    })

    it("a profile without the platform's ticket is a bad answer (nothing could sign in with it)", async () => {
      const { actors: a } = actors({
        ExchangeLinkedinCode: { linkedinProfile: { provider_id: 'li-4', email: 'd@x.co', ticket: null } },
      })
      await expect(run(a.fetchSocialProfile, { code: 'c' })).rejects.toMatchObject({ code: 'BAD_RESPONSE' })
    })
  })

  it('every actor rejects with the client error itself, whatever its code', async () => {
    const inputs = {
      signIn: { email: 'a@b.co', password: 'segredo-123', keepLogged: false },
      signUp: {
        first_name: 'A',
        last_name: 'B',
        email: 'a@b.co',
        foreigner: false,
        document: '1',
        accept_terms_of_use: true,
        source: 'carreiras',
      },
      lookupUsers: { cpf: '52998224725' },
      updateHunting: { token: 't', document: 'd', foreigner: false },
      passwordRecovery: { email: 'a@b.co' },
      generateTokenChangeEmail: { id: 1 },
      validTokenEmail: { id: 1, token: '123456' },
      changeEmail: { id: 1, token: '123456', email: 'a@b.co' },
      changePassword: { password: 'segredo-123', token: 't' },
      passwordStatus: undefined,
      fetchSocialProfile: { code: 'c' },
    } as const
    const codes = [
      'WRONG_PASSWORD',
      'USER_NOT_FOUND',
      'ALREADY_REGISTERED',
      'RATE_LIMITED',
      'CAPTCHA_FAILED',
      'UNAUTHORIZED',
      'VALIDATION',
      'NOT_FOUND',
      'INTERNAL',
      'NETWORK',
      'BAD_RESPONSE',
      'TRANSPORT',
    ] as const
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...codes),
        fc.constantFrom(...(Object.keys(inputs) as (keyof typeof inputs)[])),
        async (code, name) => {
          const error = platformError(code)
          const { actors: a } = actors(() => {
            throw error
          })
          await expect(run(a[name] as AnyActorLogic, inputs[name])).rejects.toBe(error)
        },
      ),
      { numRuns: 120 },
    )
  })
})

describe('accountDialogMachine with createAccountActors', () => {
  function startDialog(responder: Record<string, unknown>) {
    const signedIn = vi.fn<(record: StoredSession) => void>()
    const fake = fakeClient(responder)
    const machine = accountDialogMachine.provide({
      actors: createAccountActors(fake.client, OPTIONS),
      actions: { signedIn: (_, { record }) => signedIn(record) },
    })
    const actor = createActor(machine).start()
    actor.send({ type: 'dialog.open', form: 'login' })
    return { actor, signedIn, calls: fake.calls }
  }

  it('signs in: signedIn receives the stored record, without the CPF', async () => {
    const { actor, signedIn, calls } = startDialog({ SignIn: { userLogin: authPayload } })
    actor.send({ type: 'login.submit', email: 'ana@example.com', password: 'segredo-123', keepLogged: true })
    await waitFor(actor, (s) => accountDialogView(s).matches({ open: 'welcome' }))
    expect(calls[0]?.variables).toMatchObject({
      email: 'ana@example.com',
      password: 'segredo-123',
      keepLogged: true,
    })
    expect(signedIn).toHaveBeenCalledTimes(1)
    const record = signedIn.mock.calls[0]![0]
    expect(record).toEqual(expectedRecord(true))
    expect(record).not.toHaveProperty('cpf')
    expect(JSON.stringify(record)).not.toContain('52998224725')
    expect(actor.getSnapshot().context.welcomeName).toBe('Aninha')
    actor.stop()
  })

  it("shows 'E-mail ou senha incorretos' for WRONG_PASSWORD", async () => {
    const { actor, signedIn } = startDialog({
      SignIn: () => {
        throw new PlatformError('Senha incorreta.', 'WRONG_PASSWORD', {
          extensions: { code: 'WRONG_PASSWORD' },
        })
      },
    })
    actor.send({ type: 'login.submit', email: 'ana@example.com', password: 'errada-123', keepLogged: false })
    await waitFor(
      actor,
      (s) =>
        accountDialogView(s).matches({ open: { login: 'idle' } }) &&
        accountDialogView(s).context.error !== null,
    )
    expect(accountErrorText(actor.getSnapshot())).toBe('E-mail ou senha incorretos')
    expect(signedIn).not.toHaveBeenCalled()
    actor.stop()
  })

  it('offers the sign-up for USER_NOT_FOUND', async () => {
    const { actor } = startDialog({
      SignIn: () => {
        throw new PlatformError('Usuário não encontrado.', 'USER_NOT_FOUND')
      },
    })
    actor.send({
      type: 'login.submit',
      email: 'nova@example.com',
      password: 'segredo-123',
      keepLogged: false,
    })
    await waitFor(actor, (s) => accountDialogView(s).matches({ open: { login: 'notFound' } }))
    expect(accountErrorText(actor.getSnapshot())).toBe('Não encontramos seu usuário. Deseja se cadastrar?')
    actor.stop()
  })

  it("keeps a rate limit's own text (never 'Não encontramos seu usuário')", async () => {
    const { actor } = startDialog({
      SignIn: () => {
        throw new PlatformError('Muitas tentativas.', 'RATE_LIMITED')
      },
    })
    actor.send({ type: 'login.submit', email: 'ana@example.com', password: 'segredo-123', keepLogged: false })
    await waitFor(
      actor,
      (s) =>
        accountDialogView(s).matches({ open: { login: 'idle' } }) &&
        accountDialogView(s).context.error !== null,
    )
    expect(accountErrorText(actor.getSnapshot())).not.toContain('Não encontramos')
    expect(accountDialogView(actor.getSnapshot()).context.error).toBe('errors.RATE_LIMITED')
    actor.stop()
  })
})
