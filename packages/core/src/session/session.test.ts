import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { getShortestPaths } from 'xstate/graph'
import { KEEP_LOGGED_HOURS } from '../constants'
import { ptBR } from '../messages/pt-BR'
import { sessionMachine } from './session.machine'
import type { SessionEvent } from './session.machine'
import { parseStoredSession, sessionRecordFrom, sessionStorageArea } from './session.schema'
import type { SessionProfile, StoredSession } from './session.schema'
import {
  canAcceptTerms,
  isCheckingStoredSession,
  isRestoringSession,
  isSignedIn,
  isTermsDeclineConfirmOpen,
  isTermsPending,
  sessionCandidate,
  sessionAccountUser,
  sessionFirstName,
  sessionGreetingName,
  sessionRecord,
  sessionToken,
  sessionUserId,
  showTermsModal,
  termsErrorText,
} from './session.selectors'

const NOW = Date.UTC(2026, 0, 10, 12)
const HOUR = 3_600_000
const record = (over: Partial<StoredSession> = {}): StoredSession => ({
  token: 'tok',
  userId: 7,
  name: 'Ana Souza',
  socialName: null,
  avatar: null,
  email: 'ana@example.com',
  termsAccepted: [6562],
  keepLogged: false,
  expiresAt: null,
  ...over,
})
const profile = (over: Partial<SessionProfile> = {}): SessionProfile => ({
  id: 7,
  name: 'Ana Souza',
  email: 'ana@example.com',
  cpf: '52998224725',
  termsOfUserAccepted: [{ companyId: 6562 }],
  removalLink: 'https://example.com/remover',
  ...over,
})

function start(opts: {
  stored?: StoredSession | null
  valid?: boolean
  /** The platform's answer to the check, when the test decides when it comes. */
  validation?: Promise<boolean>
  profile?: SessionProfile
  follows?: boolean
  path?: string
  acceptFails?: boolean
  followFails?: boolean
}) {
  const calls: string[] = []
  const log = (name: string) => () => {
    calls.push(name)
  }
  const machine = sessionMachine.provide({
    actors: {
      loadStoredSession: fromPromise(async () => opts.stored ?? null),
      validateSession: fromPromise(async () => (opts.validation ? opts.validation : (opts.valid ?? true))),
      fetchProfile: fromPromise(async () => opts.profile ?? profile()),
      checkFollow: fromPromise(async () => opts.follows ?? false),
      followCompany: fromPromise(async ({ input }) => {
        calls.push(`followCompany:${input.userId}:${input.companyId}`)
        if (opts.followFails) throw new Error('x')
      }),
      renewSession: fromPromise(async () => {
        calls.push('renewSession')
      }),
      endSession: fromPromise(async () => {
        calls.push('endSession')
      }),
      acceptTerms: fromPromise(async () => {
        if (opts.acceptFails) throw new Error('x')
        calls.push('acceptTerms')
      }),
      removeUser: fromPromise(async () => {
        calls.push('removeUser')
      }),
    },
    actions: {
      storeSession: (_, params) => {
        calls.push(`storeSession:${sessionStorageArea(params.record)}:${params.record.expiresAt}`)
      },
      clearStoredSession: log('clearStoredSession'),
      clearStoredFollower: log('clearStoredFollower'),
      clearStoredTermsFlag: log('clearStoredTermsFlag'),
      clearStoredNextRoute: log('clearStoredNextRoute'),
      clearSubscriptions: log('clearSubscriptions'),
      storeFollower: log('storeFollower'),
      storeTermsFlag: (_, params) => {
        calls.push(`storeTermsFlag:${params.accepted}`)
      },
      navigate: (_, params) => {
        calls.push(`navigate:${params.to}`)
      },
      openRemovalLink: (_, params) => {
        calls.push(`openRemovalLink:${params.url}`)
      },
      sessionEnded: log('sessionEnded'),
    },
  })
  const actor = createActor(machine, { input: { path: opts.path ?? '/' } }).start()
  return { actor, calls }
}
const settled = (actor: ReturnType<typeof start>['actor']) =>
  waitFor(
    actor,
    (s) =>
      s.matches('signedOut') ||
      s.matches({ signedIn: { profile: 'loaded', follow: 'done', renewal: 'idle' } }),
  )

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(NOW)
})
afterEach(() => vi.useRealTimers())

describe("the stored session's check", () => {
  const answer = () => {
    let resolve!: (valid: boolean) => void
    const promise = new Promise<boolean>((r) => (resolve = r))
    return { promise, resolve }
  }
  it('while the platform checks a stored record, its token and user are known but not yet signed in', async () => {
    const check = answer()
    const { actor } = start({ stored: record(), validation: check.promise })
    const checking = await waitFor(actor, (s) => s.matches('validating'))
    expect(isCheckingStoredSession(checking)).toBe(true)
    expect(isRestoringSession(checking)).toBe(true)
    expect(isSignedIn(checking)).toBe(false)
    expect(sessionToken(checking)).toBe('tok')
    expect(sessionUserId(checking)).toBe(7)
    check.resolve(true)
    const s = await settled(actor)
    expect(s.matches('signedIn')).toBe(true)
    expect(isCheckingStoredSession(s)).toBe(false)
  })
  it('a record the platform refuses: no longer checking, signed out, the record forgotten', async () => {
    const check = answer()
    const { actor, calls } = start({ stored: record(), validation: check.promise })
    await waitFor(actor, (s) => s.matches('validating'))
    check.resolve(false)
    const s = await settled(actor)
    expect(s.matches('signedOut')).toBe(true)
    expect(isCheckingStoredSession(s)).toBe(false)
    expect(sessionToken(s)).toBeNull()
    expect(calls).toContain('clearStoredSession')
  })
  it('no answer to the check (offline, or the page left meanwhile): signed out here, the record kept for the next load', async () => {
    const { actor, calls } = start({
      stored: record(),
      validation: Promise.reject(new Error('Failed to fetch')),
    })
    const s = await settled(actor)
    expect(s.matches('signedOut')).toBe(true)
    expect(isCheckingStoredSession(s)).toBe(false)
    expect(sessionToken(s)).toBeNull()
    expect(calls).not.toContain('clearStoredSession')
    // The next load finds the record and checks it again.
    const next = start({ stored: record() })
    expect((await settled(next.actor)).matches('signedIn')).toBe(true)
  })
  it('no stored record, or one past its expiry: never checking', async () => {
    for (const stored of [null, record({ keepLogged: true, expiresAt: NOW - HOUR })]) {
      const { actor } = start({ stored })
      const seen: boolean[] = []
      actor.subscribe((s) => seen.push(isCheckingStoredSession(s)))
      await settled(actor)
      expect(seen.every((checking) => !checking)).toBe(true)
    }
  })
})

describe('session start-up', () => {
  it('no stored record: signed out', async () => {
    const { actor } = start({ stored: null })
    await settled(actor)
    expect(actor.getSnapshot().matches('signedOut')).toBe(true)
  })
  it('a valid record: signed in, profile restored, follow checked', async () => {
    const { actor, calls } = start({ stored: record(), follows: true })
    const s = await settled(actor)
    expect(s.matches('signedIn')).toBe(true)
    expect(isSignedIn(s)).toBe(true)
    expect(s.context.profile?.id).toBe(7)
    expect(s.context.follower).toBe(true)
    expect(calls).toContain('storeFollower')
    expect(calls).not.toContain('renewSession')
    expect(sessionGreetingName(s)).toBe('Ana')
    expect(sessionFirstName(s)).toBe('Ana')
  })
  it('the first name is the first word of the name, whatever the social name; none when signed out', async () => {
    const signedIn = await settled(
      start({ stored: record({ name: '  Maria   Clara Souza ', socialName: 'Duda' }) }).actor,
    )
    expect(sessionFirstName(signedIn)).toBe('Maria')
    const signedOut = await settled(start({ stored: null }).actor)
    expect(sessionFirstName(signedOut)).toBeNull()
  })
  it('the header’s person: the names, the avatar and whether internal to the site’s company; none when signed out', async () => {
    // The profile read after the sign-in has the last word on the names.
    const stored = record({ name: 'Maria Souza', socialName: null, internalCompanyId: 6562 })
    const signedIn = await settled(
      start({ stored, profile: profile({ name: 'Maria Clara Souza', socialName: 'Duda' }) }).actor,
    )
    expect(sessionRecord(signedIn)?.userId).toBe(7)
    expect(sessionAccountUser(signedIn, 6562)).toMatchObject({
      name: 'Maria Clara Souza',
      socialName: 'Duda',
      internal: true,
    })
    expect(sessionAccountUser(signedIn, 2627)?.internal).toBe(false)
    const signedOut = await settled(start({ stored: null }).actor)
    expect(sessionRecord(signedOut)).toBeNull()
    expect(sessionAccountUser(signedOut, 6562)).toBeNull()
  })
  it('an invalid session: signed out and the record cleared', async () => {
    const { actor, calls } = start({ stored: record(), valid: false })
    await settled(actor)
    expect(actor.getSnapshot().matches('signedOut')).toBe(true)
    expect(calls).toContain('clearStoredSession')
  })
  it('keep-logged and not expired: renewed for 24 h', async () => {
    const { actor, calls } = start({ stored: record({ keepLogged: true, expiresAt: NOW + HOUR }) })
    const s = await settled(actor)
    expect(calls).toContain('renewSession')
    expect(s.context.record?.expiresAt).toBe(NOW + KEEP_LOGGED_HOURS * HOUR)
    expect(calls).toContain(`storeSession:local:${NOW + KEEP_LOGGED_HOURS * HOUR}`)
  })
  it('keep-logged and expired: signed out without asking the platform', async () => {
    const { actor, calls } = start({ stored: record({ keepLogged: true, expiresAt: NOW - 1 }) })
    await settled(actor)
    expect(actor.getSnapshot().matches('signedOut')).toBe(true)
    expect(calls).toEqual(['clearStoredSession'])
  })
})

describe('sign-in and sign-out', () => {
  it('session.signedIn stores the record (session storage unless keep-logged)', async () => {
    const { actor, calls } = start({ stored: null })
    await settled(actor)
    actor.send({ type: 'session.signedIn', record: record() })
    expect(calls).toContain('storeSession:session:null')
    actor.send({ type: 'session.signedIn', record: record({ keepLogged: true, expiresAt: NOW + 24 * HOUR }) })
    expect(calls).toContain(`storeSession:local:${NOW + 24 * HOUR}`)
    expect((await settled(actor)).matches('signedIn')).toBe(true)
  })
  it('sign-out ends the session on the platform and clears every entry; home from a protected route', async () => {
    const { actor, calls } = start({ stored: record(), path: '/' })
    await settled(actor)
    actor.send({ type: 'navigation.changed', path: '/meu-perfil' })
    actor.send({ type: 'session.signOut' })
    const s = await waitFor(actor, (x) => x.matches('signedOut'))
    expect(calls).toEqual(
      expect.arrayContaining([
        'endSession',
        'clearStoredSession',
        'clearStoredFollower',
        'clearStoredTermsFlag',
        'clearStoredNextRoute',
        'clearSubscriptions',
        'navigate:/',
      ]),
    )
    expect(s.context).toMatchObject({ isAuth: false, profile: null, record: null, follower: false })
  })
  it('sign-out on a public route stays there', async () => {
    const { actor, calls } = start({ stored: record(), path: '/vagas' })
    await settled(actor)
    actor.send({ type: 'session.signOut' })
    await waitFor(actor, (x) => x.matches('signedOut'))
    expect(calls.some((c) => c.startsWith('navigate:'))).toBe(false)
  })
  it('follower.set sets and stores the flag, and records the follow on the platform', async () => {
    const { actor, calls } = start({ stored: record() })
    await settled(actor)
    actor.send({ type: 'follower.set' })
    expect(actor.getSnapshot().context.follower).toBe(true)
    expect(calls).toContain('storeFollower')
    await waitFor(actor, (x) => x.matches({ signedIn: { follow: 'done' } }))
    expect(calls.filter((c) => c.startsWith('followCompany:'))).toHaveLength(1)
  })
  it('sessionCandidate: the name and photo of the record, null when signed out', async () => {
    const { actor } = start({ stored: record() })
    await settled(actor)
    expect(sessionCandidate(actor.getSnapshot())).toEqual({
      name: actor.getSnapshot().context.record!.name,
      avatar: actor.getSnapshot().context.record!.avatar ?? null,
    })
    actor.send({ type: 'avatar.changed', url: 'https://cdn.test/nova.png' })
    expect(sessionCandidate(actor.getSnapshot())?.avatar).toBe('https://cdn.test/nova.png')
    expect(sessionCandidate(start({ stored: null }).actor.getSnapshot())).toBeNull()
  })
  it('avatar.changed shows and stores the new photo', async () => {
    const { actor, calls } = start({ stored: record() })
    await settled(actor)
    const before = calls.filter((c) => c.startsWith('storeSession')).length
    actor.send({ type: 'avatar.changed', url: 'https://cdn.test/nova.png' })
    expect(actor.getSnapshot().context.record?.avatar).toBe('https://cdn.test/nova.png')
    expect(actor.getSnapshot().context.profile?.avatar).toBe('https://cdn.test/nova.png')
    expect(calls.filter((c) => c.startsWith('storeSession')).length).toBe(before + 1)
  })
  it('a follower applying again does not call followCompany twice', async () => {
    const { actor, calls } = start({ stored: record(), follows: true })
    await settled(actor)
    await waitFor(actor, (x) => x.matches({ signedIn: { follow: 'done' } }))
    actor.send({ type: 'follower.set' })
    expect(calls.filter((c) => c.startsWith('followCompany:'))).toHaveLength(0)
  })
  it('a failed followCompany keeps the local flag', async () => {
    const { actor, calls } = start({ stored: record(), followFails: true })
    await settled(actor)
    actor.send({ type: 'follower.set' })
    await waitFor(actor, (x) => x.matches({ signedIn: { follow: 'done' } }))
    expect(calls.some((c) => c.startsWith('followCompany:'))).toBe(true)
    expect(actor.getSnapshot().context.follower).toBe(true)
  })
  it('the stored record never holds the CPF', () => {
    const stored = sessionRecordFrom(profile(), 'tok', true, NOW)
    expect(JSON.stringify(stored)).not.toContain('52998224725')
    expect(parseStoredSession({ ...stored, cpf: '52998224725', phone: '11987654321' })).not.toHaveProperty(
      'cpf',
    )
    expect(parseStoredSession({ token: '' })).toBeNull()
  })
})

describe('terms of use', () => {
  const pending = profile({ termsOfUserAccepted: [] })
  it('accepted for the company: no modal', async () => {
    const { actor } = start({ stored: record() })
    const s = await settled(actor)
    expect(s.matches({ signedIn: { terms: 'accepted' } })).toBe(true)
    expect(showTermsModal(s)).toBe(false)
  })
  it('pending after restore; accept needs the tick', async () => {
    const { actor, calls } = start({ stored: record(), profile: pending })
    const s = await settled(actor)
    expect(isTermsPending(s)).toBe(true)
    expect(showTermsModal(s)).toBe(true)
    expect(calls).toContain('storeTermsFlag:false')
    actor.send({ type: 'terms.accept' })
    expect(actor.getSnapshot().matches({ signedIn: { terms: { pending: 'modal' } } })).toBe(true)
    actor.send({ type: 'terms.toggle', checked: true })
    expect(canAcceptTerms(actor.getSnapshot())).toBe(true)
    actor.send({ type: 'terms.accept' })
    const done = await waitFor(actor, (x) => x.matches({ signedIn: { terms: 'accepted' } }))
    expect(done.context.termsAccepted).toBe(true)
    expect(calls).toContain('acceptTerms')
    expect(calls).toContain('storeTermsFlag:true')
  })
  it('acceptance failure shows its message', async () => {
    const { actor } = start({ stored: record(), profile: pending, acceptFails: true })
    await settled(actor)
    actor.send({ type: 'terms.toggle', checked: true })
    actor.send({ type: 'terms.accept' })
    const s = await waitFor(actor, (x) => x.context.termsError !== null)
    expect(s.context.termsError).toBe('acceptFailed')
    expect(termsErrorText(s)).toBe(ptBR.account.terms.acceptFailed)
  })
  it('pending again after every login', async () => {
    const { actor } = start({ stored: record() })
    await settled(actor)
    actor.send({ type: 'session.signedIn', record: record({ termsAccepted: [] }) })
    expect(actor.getSnapshot().matches({ signedIn: { terms: 'checking' } })).toBe(true)
  })
  it('decline → confirmation → remove user → sign out → /', async () => {
    const { actor, calls } = start({ stored: record(), profile: pending, path: '/vagas' })
    await settled(actor)
    actor.send({ type: 'terms.decline' })
    expect(isTermsDeclineConfirmOpen(actor.getSnapshot())).toBe(true)
    expect(ptBR.account.terms.declineWarning).toBe(
      'Seu usuário será removido caso não aceite os Termos de Uso.',
    )
    actor.send({ type: 'terms.declineCancelled' })
    expect(actor.getSnapshot().matches({ signedIn: { terms: { pending: 'modal' } } })).toBe(true)
    actor.send({ type: 'terms.decline' })
    actor.send({ type: 'terms.declineConfirmed' })
    await waitFor(actor, (x) => x.matches('signedOut'))
    expect(calls).toEqual(
      expect.arrayContaining(['removeUser', 'endSession', 'clearStoredSession', 'navigate:/']),
    )
    // The account dialog hears of it first (its welcome's navigation would undo the way home).
    expect(calls.indexOf('sessionEnded')).toBeGreaterThan(calls.indexOf('removeUser'))
    expect(calls.indexOf('sessionEnded')).toBeLessThan(calls.indexOf('endSession'))
    expect(calls.indexOf('sessionEnded')).toBeLessThan(calls.indexOf('navigate:/'))
  })
  it('every sign-out tells the app once, when it begins (sessionEnded)', async () => {
    const { actor, calls } = start({ stored: record(), path: '/vagas' })
    await settled(actor)
    expect(calls).not.toContain('sessionEnded')
    actor.send({ type: 'session.signOut' })
    expect(calls.filter((c) => c === 'sessionEnded')).toHaveLength(1)
    await waitFor(actor, (x) => x.matches('signedOut'))
    expect(calls.filter((c) => c === 'sessionEnded')).toHaveLength(1)
  })
  it('/termos-de-uso keeps the terms pending and hides the modal', async () => {
    const { actor } = start({ stored: record(), profile: pending })
    await settled(actor)
    actor.send({ type: 'terms.pageVisited' })
    expect(isTermsPending(actor.getSnapshot())).toBe(true)
    expect(showTermsModal(actor.getSnapshot())).toBe(false)
    actor.send({ type: 'terms.pageLeft' })
    expect(showTermsModal(actor.getSnapshot())).toBe(true)
  })
})

describe('remove account', () => {
  it('confirm → removal link in a new window → sign out → home from a protected route', async () => {
    const { actor, calls } = start({ stored: record(), path: '/meu-perfil' })
    await settled(actor)
    actor.send({ type: 'account.remove' })
    actor.send({ type: 'account.removeCancelled' })
    expect(actor.getSnapshot().matches({ signedIn: { removal: 'idle' } })).toBe(true)
    actor.send({ type: 'account.remove' })
    actor.send({ type: 'account.removeConfirmed' })
    await waitFor(actor, (x) => x.matches('signedOut'))
    expect(calls).toEqual(
      expect.arrayContaining(['openRemovalLink:https://example.com/remover', 'endSession', 'navigate:/']),
    )
  })
})

describe('session graph', () => {
  it('every state is reachable', () => {
    const r = record()
    const events: SessionEvent[] = [
      { type: 'session.signedIn', record: r },
      { type: 'session.signOut' },
      { type: 'terms.toggle', checked: true },
      { type: 'terms.accept' },
      { type: 'terms.decline' },
      { type: 'terms.declineCancelled' },
      { type: 'terms.declineConfirmed' },
      { type: 'terms.pageVisited' },
      { type: 'terms.pageLeft' },
      { type: 'account.remove' },
      { type: 'account.removeCancelled' },
      { type: 'account.removeConfirmed' },
    ]
    const done = (id: string, output: unknown) =>
      ({ type: `xstate.done.actor.${id}`, output }) as unknown as SessionEvent
    const error = (id: string) =>
      ({ type: `xstate.error.actor.${id}`, error: new Error('x') }) as unknown as SessionEvent
    const platform = [
      done('loadStoredSession', r),
      done('loadStoredSession', null),
      done('validateSession', true),
      done('validateSession', false),
      done('fetchProfile', profile({ termsOfUserAccepted: [] })),
      done('fetchProfile', profile()),
      error('fetchProfile'),
      done('checkFollow', true),
      { type: 'follower.set' } as SessionEvent,
      done('followCompany', undefined),
      done('acceptTerms', undefined),
      error('acceptTerms'),
      done('removeUser', undefined),
      done('endSession', undefined),
    ]
    const paths = getShortestPaths(sessionMachine, {
      input: { path: '/meu-perfil' },
      events: [...events, ...platform],
      serializeState: (s) => JSON.stringify(s.value) + (s.context.termsTicked ? '+ticked' : ''),
    })
    const reached = new Set(paths.map((p) => JSON.stringify(p.state.value)))
    // Checking a stored record is exactly the 'validating' state, always with a record and never signed in.
    for (const p of paths) {
      expect(isCheckingStoredSession(p.state)).toBe(p.state.matches('validating'))
      if (isCheckingStoredSession(p.state)) {
        expect(sessionRecord(p.state)).not.toBeNull()
        expect(isSignedIn(p.state)).toBe(false)
      }
    }
    const leaves = ['"restoring"', '"validating"', '"signedOut"', '"signingOut"']
    for (const leaf of leaves) expect(reached, leaf).toContain(leaf)
    const regionStates = (region: string) =>
      new Set(
        paths
          .map((p) => (p.state.value as Record<string, Record<string, unknown>>).signedIn?.[region])
          .filter(Boolean)
          .map((v) => JSON.stringify(v)),
      )
    expect([...regionStates('profile')].sort()).toEqual(['"failed"', '"loaded"', '"loading"'])
    expect([...regionStates('follow')].sort()).toEqual(['"checking"', '"done"', '"following"'])
    expect([...regionStates('removal')].sort()).toEqual(['"confirming"', '"idle"'])
    expect([...regionStates('terms')].sort()).toEqual(
      [
        '"accepted"',
        '"checking"',
        '{"pending":"accepting"}',
        '{"pending":"confirmingDecline"}',
        '{"pending":"hidden"}',
        '{"pending":"modal"}',
        '{"pending":"removingUser"}',
      ].sort(),
    )
    // Renewal: a keep-logged record reaches 'renewing'.
    const keep = getShortestPaths(sessionMachine, {
      input: {},
      events: [
        done('loadStoredSession', record({ keepLogged: true, expiresAt: NOW + HOUR })),
        done('validateSession', true),
      ],
    })
    expect(keep.some((p) => JSON.stringify(p.state.value).includes('"renewal":"renewing"'))).toBe(true)
    // Every path to signedOut from signingOut ends signed out, never stuck.
    for (const p of paths.filter((x) => x.state.matches('signingOut')))
      expect(p.steps.length).toBeGreaterThan(0)
  })
})
