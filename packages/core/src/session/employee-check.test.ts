// The retail partner's employee check in the session (docs/identity.md): at most one platform call per São
// Paulo day per user, the answer kept as `{ userId, day, contributor }` (never the CPF), and the
// partner-company user flag on the record.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { EmployeeCheckCache } from '../identity-providers/identity-providers'
import { sessionMachine } from './session.machine'
import type { SessionProfile, StoredSession } from './session.schema'
import { isPartnerCompanyUser } from './session.selectors'

const record: StoredSession = {
  token: 'tok',
  userId: 9,
  name: 'Ana Varejo',
  socialName: null,
  avatar: null,
  email: 'ana.varejo@magalu.example',
  termsAccepted: [6562],
  keepLogged: false,
  expiresAt: null,
}
const profile = (cpf: string | null): SessionProfile => ({
  id: 9,
  name: 'Ana Varejo',
  email: 'ana.varejo@magalu.example',
  cpf,
  termsOfUserAccepted: [{ companyId: 6562 }],
})

function start(opts: { enabled?: boolean; cpf?: string | null; contributor?: boolean; fails?: boolean }) {
  let cache: EmployeeCheckCache | null = null
  const platform: string[] = []
  const stored: StoredSession[] = []
  const machine = sessionMachine.provide({
    actors: {
      loadStoredSession: fromPromise(async (): Promise<StoredSession | null> => null),
      validateSession: fromPromise(async () => true),
      fetchProfile: fromPromise(async () => profile(opts.cpf === undefined ? '111.444.777-35' : opts.cpf)),
      checkFollow: fromPromise(async () => false),
      endSession: fromPromise(async () => {}),
      loadEmployeeCheck: fromPromise(async (): Promise<EmployeeCheckCache | null> => cache),
      validateEmployee: fromPromise(async ({ input }) => {
        platform.push(input.cpf)
        if (opts.fails) throw new Error('x')
        return opts.contributor ?? true
      }),
    },
    actions: {
      storeEmployeeCheck: (_, { check }) => {
        cache = check
      },
      storeSession: (_, { record: r }) => void stored.push(r),
    },
  })
  const actor = createActor(machine, { input: { employeeCheck: opts.enabled ?? true } }).start()
  const signIn = async () => {
    await waitFor(actor, (s) => !s.matches('restoring') && !s.matches('signingOut'), { timeout: 1000 })
    actor.send({ type: 'session.signedIn', record })
    await waitFor(actor, (s) => s.matches({ signedIn: { employeeCheck: 'done' } }), { timeout: 1000 })
  }
  return { actor, signIn, platform, stored, cache: () => cache }
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  // 23:30 in São Paulo on 26 November 2026 (02:30 UTC on the 27th).
  vi.setSystemTime(new Date('2026-11-27T02:30:00Z'))
})
afterEach(() => vi.useRealTimers())

describe('the daily employee check', () => {
  it('asks the platform with the CPF digits, caches the answer without the CPF, sets the flag', async () => {
    const { actor, signIn, platform, stored, cache } = start({})
    await signIn()
    expect(platform).toEqual(['11144477735'])
    expect(cache()).toEqual({ userId: 9, day: expect.any(Number), contributor: true })
    expect(JSON.stringify(cache())).not.toContain('111')
    expect(isPartnerCompanyUser(actor.getSnapshot())).toBe(true)
    expect(stored.at(-1)).toMatchObject({ userId: 9, partnerCompanyUser: true })
    expect(JSON.stringify(stored)).not.toContain('11144477735')
  })

  it('a second sign-in the same São Paulo day reads the cache: no second call', async () => {
    const first = start({})
    await first.signIn()
    first.actor.send({ type: 'session.signOut' })
    await waitFor(first.actor, (s) => s.matches('signedOut'))
    await first.signIn()
    expect(first.platform).toHaveLength(1)
    expect(isPartnerCompanyUser(first.actor.getSnapshot())).toBe(true)
  })

  it('the next São Paulo day (after midnight there, not UTC) asks again', async () => {
    const s = start({})
    await s.signIn()
    // 00:10 in São Paulo on the 27th.
    vi.setSystemTime(new Date('2026-11-27T03:10:00Z'))
    s.actor.send({ type: 'session.signedIn', record })
    await waitFor(s.actor, (snap) => snap.matches({ signedIn: { employeeCheck: 'done' } }), {
      timeout: 1000,
    })
    expect(s.platform).toHaveLength(2)
  })

  it('not a contributor: no flag', async () => {
    const { actor, signIn } = start({ contributor: false })
    await signIn()
    expect(isPartnerCompanyUser(actor.getSnapshot())).toBe(false)
  })

  it.each([
    ['no cpf', { cpf: null }],
    ['an incomplete cpf', { cpf: '111.444' }],
    ['the retail partner off on this site', { enabled: false }],
  ])('%s: never asks', async (_, opts) => {
    const { actor, signIn, platform } = start(opts)
    await signIn()
    expect(platform).toEqual([])
    expect(isPartnerCompanyUser(actor.getSnapshot())).toBe(false)
  })

  it('a failed call: no flag, nothing cached, the next sign-in asks again', async () => {
    const s = start({ fails: true })
    await s.signIn()
    expect(s.cache()).toBeNull()
    expect(isPartnerCompanyUser(s.actor.getSnapshot())).toBe(false)
    s.actor.send({ type: 'session.signedIn', record })
    await waitFor(s.actor, (snap) => snap.matches({ signedIn: { employeeCheck: 'done' } }), {
      timeout: 1000,
    })
    expect(s.platform).toHaveLength(2)
  })
})
