import { sessionMachine, type StoredSession } from '@carreiras/core'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor, type AnyActorLogic } from 'xstate'
import { PlatformError } from '../errors.js'
import { fakeClient, wireClient, type FakeResponder, run } from './fake-client.js'
import { createSessionActors, type SessionActorsOptions } from './session.js'

function actors(
  responder: FakeResponder | Record<string, unknown>,
  options: SessionActorsOptions = { companyId: 6562 },
) {
  const fake = fakeClient(responder)
  return { ...fake, actors: createSessionActors(fake.client, options) }
}

const record: StoredSession = {
  token: 'sess.abc',
  userId: 42,
  name: 'Ana Souza',
  socialName: null,
  avatar: null,
  email: 'ana@example.com',
  termsAccepted: [6562],
  keepLogged: true,
  expiresAt: Date.now() + 3_600_000,
}
const SESSION = { token: 'sess.abc', userId: 42 }

const user = {
  id: '42',
  name: 'Ana Souza',
  socialName: 'Aninha',
  avatar: 'https://cdn.test/ana.png',
  email: 'ana@example.com',
  phone: '11987654321',
  cpf: '52998224725',
  termsOfUserAccepted: [{ companyId: '6562' }],
  removeAccountLink: null,
}

const fail = (code: ConstructorParameters<typeof PlatformError>[1]) => () => {
  throw new PlatformError('falhou', code)
}

describe('createSessionActors', () => {
  it("returns exactly the session machine's actors but the browser-storage reads", () => {
    const { actors: all } = actors({})
    const expected = Object.keys(sessionMachine.implementations.actors).filter(
      (k) => k !== 'loadStoredSession' && k !== 'loadEmployeeCheck',
    )
    expect(Object.keys(all).sort()).toEqual(expected.sort())
  })

  describe('validateSession', () => {
    it("asks for the user's own record with the record's token", async () => {
      const { actors: a, calls } = actors({ ValidateSession: { user: { id: '42' } } })
      expect(await run(a.validateSession, { record })).toBe(true)
      expect(calls[0]?.variables).toEqual({ id: 42 })
      expect(calls[0]?.init?.session).toEqual(SESSION)
    })

    it.each(['UNAUTHORIZED', 'NOT_FOUND'] as const)('%s means the session is gone', async (code) => {
      const { actors: a } = actors({ ValidateSession: fail(code) })
      expect(await run(a.validateSession, { record })).toBe(false)
    })

    it('no user, or another user, is not live', async () => {
      expect(await run(actors({ ValidateSession: { user: null } }).actors.validateSession, { record })).toBe(
        false,
      )
      expect(
        await run(actors({ ValidateSession: { user: { id: '7' } } }).actors.validateSession, { record }),
      ).toBe(false)
    })

    it.each(['NETWORK', 'BAD_RESPONSE', 'INTERNAL'] as const)(
      'rejects on %s (no answer is not a "no")',
      async (code) => {
        const { actors: a } = actors({ ValidateSession: fail(code) })
        await expect(run(a.validateSession, { record })).rejects.toMatchObject({ code })
      },
    )

    it("carries the record's session on the wire even when the app's getSession has none yet", async () => {
      const { client, calls } = wireClient(() => ({ user: { id: '42' } }))
      expect(await run(createSessionActors(client).validateSession, { record })).toBe(true)
      // The user id picks the client token (42 mod 3 = 0).
      expect(calls[0]?.authorization).toBe('Token token="dev-token-alpha", session="sess.abc"')
      expect(calls[0]?.sealed.sessionToken).toBe('sess.abc')
    })
  })

  describe('fetchProfile', () => {
    it('maps the session view (cpf and phone stay in memory)', async () => {
      const { actors: a, calls } = actors({ SessionUser: { user } })
      expect(await run(a.fetchProfile, { record })).toEqual({
        id: 42,
        name: 'Ana Souza',
        socialName: 'Aninha',
        avatar: 'https://cdn.test/ana.png',
        email: 'ana@example.com',
        phone: '11987654321',
        cpf: '52998224725',
        termsOfUserAccepted: [{ companyId: 6562 }],
        removalLink: null,
      })
      expect(calls[0]?.variables).toEqual({ id: 42 })
      expect(calls[0]?.init?.session).toEqual(SESSION)
    })

    it("takes the platform's removal link, else the configured one; falls back to the record's name and e-mail", async () => {
      const withLink = actors({
        SessionUser: { user: { ...user, removeAccountLink: 'https://main.test/remover' } },
      })
      expect(await run(withLink.actors.fetchProfile, { record })).toMatchObject({
        removalLink: 'https://main.test/remover',
      })

      const configured = actors(
        { SessionUser: { user: { id: 42, name: null, email: null, termsOfUserAccepted: null } } },
        { removalLink: 'https://brand.test/remover' },
      )
      expect(await run(configured.actors.fetchProfile, { record })).toEqual({
        id: 42,
        name: 'Ana Souza',
        socialName: null,
        avatar: null,
        email: 'ana@example.com',
        phone: null,
        cpf: null,
        termsOfUserAccepted: [],
        removalLink: 'https://brand.test/remover',
      })
    })

    it('a missing user is a bad answer; errors keep their code', async () => {
      await expect(
        run(actors({ SessionUser: { user: null } }).actors.fetchProfile, { record }),
      ).rejects.toMatchObject({
        code: 'BAD_RESPONSE',
      })
      await expect(
        run(actors({ SessionUser: fail('UNAUTHORIZED') }).actors.fetchProfile, { record }),
      ).rejects.toMatchObject({
        code: 'UNAUTHORIZED',
      })
    })
  })

  describe('followCompany', () => {
    it("sends the user and the company with that user's session; a failure rejects", async () => {
      const { actors: a, calls } = actors({
        SessionUser: { user },
        FollowCompany: { followCompany: { success: true, error: null } },
      })
      await run(a.fetchProfile, { record })
      await run(a.followCompany, { userId: 42, companyId: 6562 })
      expect(calls[1]?.variables).toEqual({ user_id: 42, company_id: 6562 })
      expect(calls[1]?.init?.session).toEqual(SESSION)
      const refused = actors({ FollowCompany: { followCompany: { success: false, error: 'x' } } })
      await expect(run(refused.actors.followCompany, { userId: 42, companyId: 6562 })).rejects.toBeInstanceOf(
        PlatformError,
      )
    })
  })

  describe('checkFollow', () => {
    it('is true when a follow record exists', async () => {
      const yes = actors({ CompanyFollow: { companyFollow: { id: '1' } } })
      expect(await run(yes.actors.checkFollow, { userId: 42, companyId: 6562 })).toBe(true)
      expect(yes.calls[0]?.variables).toEqual({ userId: 42, companyId: 6562 })
      expect(
        await run(actors({ CompanyFollow: { companyFollow: null } }).actors.checkFollow, {
          userId: 42,
          companyId: 6562,
        }),
      ).toBe(false)
    })

    it("sends the session of the record last seen for that user, else the client's own", async () => {
      const { actors: a, calls } = actors({ SessionUser: { user }, CompanyFollow: { companyFollow: null } })
      await run(a.checkFollow, { userId: 42, companyId: 6562 })
      expect(calls[0]?.init?.session).toBeUndefined()
      await run(a.fetchProfile, { record })
      await run(a.checkFollow, { userId: 42, companyId: 6562 })
      expect(calls[2]?.init?.session).toEqual(SESSION)
      await run(a.checkFollow, { userId: 7, companyId: 6562 })
      expect(calls[3]?.init?.session).toBeUndefined()
    })
  })

  it('forgets a session the platform refused: later calls use the client default', async () => {
    let refuse = true
    const { actors: a, calls } = actors({
      ValidateSession: () => {
        if (refuse) throw new PlatformError('Não autorizado', 'UNAUTHORIZED')
        return { user: null }
      },
      SessionUser: fail('UNAUTHORIZED'),
      CompanyFollow: { companyFollow: null },
    })
    expect(await run(a.validateSession, { record })).toBe(false)
    await run(a.checkFollow, { userId: 42, companyId: 6562 })
    expect(calls.at(-1)?.init?.session).toBeUndefined()

    refuse = false
    expect(await run(a.validateSession, { record })).toBe(false)
    await run(a.checkFollow, { userId: 42, companyId: 6562 })
    expect(calls.at(-1)?.init?.session).toBeUndefined()

    await expect(run(a.fetchProfile, { record })).rejects.toMatchObject({ code: 'UNAUTHORIZED' })
    await run(a.checkFollow, { userId: 42, companyId: 6562 })
    expect(calls.at(-1)?.init?.session).toBeUndefined()
  })

  describe('renewSession', () => {
    it("presents the record's token (the platform renews a keep-logged session on use)", async () => {
      const { actors: a, calls } = actors({ ValidateSession: { user: { id: '42' } } })
      await run(a.renewSession, { record })
      expect(calls[0]?.operation).toBe('ValidateSession')
      expect(calls[0]?.init?.session).toEqual(SESSION)
    })

    it('rejects UNAUTHORIZED when the session is gone', async () => {
      await expect(
        run(actors({ ValidateSession: { user: null } }).actors.renewSession, { record }),
      ).rejects.toMatchObject({
        code: 'UNAUTHORIZED',
      })
      await expect(
        run(actors({ ValidateSession: fail('UNAUTHORIZED') }).actors.renewSession, { record }),
      ).rejects.toMatchObject({
        code: 'UNAUTHORIZED',
      })
    })
  })

  describe('endSession', () => {
    it("logs out with the record's token", async () => {
      const { actors: a, calls } = actors({ Logout: { logout: { success: true, error: null } } })
      await run(a.endSession, { record })
      expect(calls[0]?.operation).toBe('Logout')
      expect(calls[0]?.variables).toBeUndefined()
      expect(calls[0]?.init?.session).toEqual(SESSION)
    })

    it('does nothing without a record', async () => {
      const { actors: a, calls } = actors({})
      await run(a.endSession, { record: null })
      expect(calls).toHaveLength(0)
    })

    it('forgets the session: later calls use the client default', async () => {
      const { actors: a, calls } = actors({
        SessionUser: { user },
        Logout: { logout: { success: true } },
        AcceptTermsOfUse: { acceptTermsOfUse: { success: true } },
      })
      await run(a.fetchProfile, { record })
      await run(a.endSession, { record })
      await run(a.acceptTerms, { userId: 42, companyId: 6562 })
      expect(calls[2]?.init?.session).toBeUndefined()
    })
  })

  describe('acceptTerms and removeUser', () => {
    it('accepts with source carreiras', async () => {
      const { actors: a, calls } = actors({
        AcceptTermsOfUse: { acceptTermsOfUse: { success: true, error: null } },
      })
      await run(a.acceptTerms, { userId: 42, companyId: 2627 })
      expect(calls[0]?.variables).toEqual({ user_id: 42, company_id: 2627, source: 'carreiras' })
    })

    it('removes the user', async () => {
      const { actors: a, calls } = actors({ RemoveUser: { removeUser: { success: true } } })
      await run(a.removeUser, { userId: 42 })
      expect(calls[0]?.variables).toEqual({ user_id: 42 })
    })

    it('a non-empty error, success false or no result is a failure', async () => {
      const cases = [{ success: true, error: 'Algo falhou' }, { success: false }, null]
      for (const result of cases) {
        const { actors: a } = actors({
          AcceptTermsOfUse: { acceptTermsOfUse: result },
          RemoveUser: { removeUser: result },
        })
        await expect(run(a.acceptTerms, { userId: 42, companyId: 6562 })).rejects.toBeInstanceOf(
          PlatformError,
        )
        await expect(run(a.removeUser, { userId: 42 })).rejects.toBeInstanceOf(PlatformError)
      }
    })
  })

  it('every actor rejects with the client error itself, whatever its code', async () => {
    const inputs = {
      fetchProfile: { record },
      checkFollow: { userId: 42, companyId: 6562 },
      followCompany: { userId: 42, companyId: 6562 },
      renewSession: { record },
      endSession: { record },
      acceptTerms: { userId: 42, companyId: 6562 },
      removeUser: { userId: 42 },
    } as const
    const codes = [
      'UNAUTHORIZED',
      'VALIDATION',
      'NOT_FOUND',
      'RATE_LIMITED',
      'INTERNAL',
      'NETWORK',
      'BAD_RESPONSE',
    ] as const
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...codes),
        fc.constantFrom(...(Object.keys(inputs) as (keyof typeof inputs)[])),
        async (code, name) => {
          const error = new PlatformError('falhou', code)
          const { actors: a } = actors(() => {
            throw error
          })
          await expect(run(a[name] as AnyActorLogic, inputs[name])).rejects.toBe(error)
        },
      ),
      { numRuns: 80 },
    )
  })
})

describe('sessionMachine with createSessionActors', () => {
  it('restores a stored session: validated, profile and follow loaded, terms accepted', async () => {
    const { client, calls } = fakeClient({
      ValidateSession: { user: { id: '42' } },
      SessionUser: { user },
      CompanyFollow: { companyFollow: { id: '5' } },
    })
    const machine = sessionMachine.provide({
      actors: {
        ...createSessionActors(client, { companyId: 6562 }),
        loadStoredSession: fromPromise(async (): Promise<StoredSession | null> => record),
      },
    })
    const actor = createActor(machine, { input: { companyId: 6562 } }).start()
    await waitFor(actor, (s) =>
      s.matches({ signedIn: { profile: 'loaded', follow: 'done', terms: 'accepted' } }),
    )
    const { context } = actor.getSnapshot()
    expect(context).toMatchObject({ isAuth: true, follower: true, termsAccepted: true })
    expect(context.profile?.cpf).toBe('52998224725')
    // Every call carried the stored record's token, the follow check included.
    for (const call of calls) expect(call.init?.session).toEqual(SESSION)
    actor.stop()
  })

  it('signs out when the platform refuses the stored token', async () => {
    const { client } = fakeClient({ ValidateSession: fail('UNAUTHORIZED') })
    const machine = sessionMachine.provide({
      actors: {
        ...createSessionActors(client),
        loadStoredSession: fromPromise(async (): Promise<StoredSession | null> => record),
      },
    })
    const actor = createActor(machine, { input: { companyId: 6562 } }).start()
    await waitFor(actor, (s) => s.matches('signedOut'))
    expect(actor.getSnapshot().context.record).toBeNull()
    actor.stop()
  })
})
