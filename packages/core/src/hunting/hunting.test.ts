// A headhunting invitation: scenarios with fake actors read through the connect view, and the machine as
// a graph (every state reachable; nothing signs in or leaves the page without an accepted token).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { getShortestPaths } from 'xstate/graph'
import { HUNTING_DELAY_MS, KEEP_LOGGED_HOURS } from '../constants'
import { ptBR } from '../messages/pt-BR'
import type { StoredSession } from '../session/session.schema'
import { connectHunting } from './hunting.connect'
import {
  huntingMachine,
  insertCpfPath,
  type AcceptedHunting,
  type HuntingEvent,
  type HuntingMode,
  type HuntingTokenInfo,
} from './hunting.machine'

const coded = (code: string) => Object.assign(new Error(code), { code })
const NOW = 1_800_000_000_000
const h = ptBR.hunting

const RECORD: StoredSession = {
  token: 'session-1',
  userId: 1201,
  name: 'Marina de Souza Lima',
  socialName: null,
  avatar: null,
  email: 'marina.externa@example.com',
  termsAccepted: [],
  keepLogged: false,
  expiresAt: null,
}

interface Fakes {
  decode?: () => Promise<HuntingTokenInfo | null>
  accept?: () => Promise<AcceptedHunting>
  readCpf?: () => Promise<string>
  refuse?: () => Promise<unknown>
}

function start(mode: HuntingMode, fakes: Fakes = {}) {
  const calls = {
    decode: vi.fn(fakes.decode ?? (async () => ({ valid: true, userId: null, opportunityId: 3001 }))),
    accept: vi.fn(fakes.accept ?? (async () => ({ record: RECORD, forceChangePassword: true }))),
    readCpf: vi.fn(fakes.readCpf ?? (async () => '')),
    refuse: vi.fn(fakes.refuse ?? (async () => ({ success: true }))),
  }
  const effects: string[] = []
  const signedIn: StoredSession[] = []
  const actor = createActor(
    huntingMachine.provide({
      actors: {
        decode: fromPromise(() => calls.decode()),
        accept: fromPromise(() => calls.accept()),
        readCpf: fromPromise(() => calls.readCpf()),
        refuse: fromPromise(() => calls.refuse()),
      },
      actions: {
        signIn: (_, { record }) => {
          signedIn.push(record)
          effects.push('signIn')
        },
        navigate: (_, { to }) => effects.push(`navigate:${to}`),
        offerPassword: () => effects.push('offerPassword'),
      },
    }),
    { input: { token: 'tok.sig', mode, now: () => NOW } },
  ).start()
  const view = () => connectHunting(actor.getSnapshot(), actor.send)
  return { actor, view, calls, effects, signedIn }
}

const flush = () => vi.advanceTimersByTimeAsync(0)

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('accepting', () => {
  it('decodes, accepts (signed in with keep-logged), waits 500 ms, then a person without a cpf goes to /InsertCpf', async () => {
    const a = start('accept')
    expect(a.view()).toMatchObject({ screen: 'working', workingText: 'Aceitando o convite...' })
    await flush()
    expect(a.effects).toEqual(['signIn'])
    expect(a.signedIn[0]).toMatchObject({
      token: 'session-1',
      keepLogged: true,
      expiresAt: NOW + KEEP_LOGGED_HOURS * 3_600_000,
    })
    expect(a.calls.readCpf).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(HUNTING_DELAY_MS - 1)
    expect(a.calls.readCpf).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(a.calls.readCpf).toHaveBeenCalledTimes(1)
    expect(a.effects).toEqual(['signIn', 'navigate:/InsertCpf?name=Marina+de+Souza+Lima&code=tok.sig'])
    // The insert-cpf form offers the password after the document (the account dialog's flow).
    expect(a.effects).not.toContain('offerPassword')
  })

  it('a person with a cpf goes to /; one with no password yet is offered to choose one', async () => {
    const a = start('accept', { readCpf: async () => '52998224725' })
    await vi.advanceTimersByTimeAsync(HUNTING_DELAY_MS)
    expect(a.effects).toEqual(['signIn', 'navigate:/', 'offerPassword'])
    const b = start('accept', {
      readCpf: async () => '52998224725',
      accept: async () => ({ record: RECORD, forceChangePassword: false }),
    })
    await vi.advanceTimersByTimeAsync(HUNTING_DELAY_MS)
    expect(b.effects).toEqual(['signIn', 'navigate:/'])
  })

  it('the cpf read failing still leaves the signed-in person on /', async () => {
    const a = start('accept', { readCpf: async () => Promise.reject(coded('NETWORK')) })
    await vi.advanceTimersByTimeAsync(HUNTING_DELAY_MS)
    expect(a.effects).toEqual(['signIn', 'navigate:/'])
  })

  it('an unknown or tampered token: a clear message, never a sign-in', async () => {
    for (const decode of [async () => null, async () => Promise.reject(coded('NOT_FOUND'))]) {
      const a = start('accept', { decode })
      await flush()
      expect(a.view()).toMatchObject({
        screen: 'invalid',
        title: h.unknown.title,
        message: h.unknown.message,
      })
      expect(a.calls.accept).not.toHaveBeenCalled()
      expect(a.effects).toEqual([])
    }
  })

  it('a used or expired invitation (valid false, or CLOSED on accepting): already answered', async () => {
    const a = start('accept', { decode: async () => ({ valid: false, userId: 3, opportunityId: null }) })
    await flush()
    expect(a.view()).toMatchObject({ screen: 'invalid', title: 'Convite indisponível' })
    const b = start('accept', { accept: async () => Promise.reject(coded('CLOSED')) })
    await flush()
    expect(b.view()).toMatchObject({ screen: 'invalid', message: h.answered.message })
    expect(b.effects).toEqual([])
  })

  it("another failure: 'Tentar novamente' decodes again", async () => {
    let n = 0
    const a = start('accept', {
      decode: async () =>
        ++n === 1 ? Promise.reject(coded('NETWORK')) : { valid: true, userId: 3, opportunityId: null },
    })
    await flush()
    expect(a.view()).toMatchObject({ screen: 'failed', message: ptBR.clientErrors.NETWORK })
    a.view().retry!.onRetry()
    await flush()
    expect(a.effects).toEqual(['signIn'])
  })
})

describe('refusing', () => {
  it('only asks until the person confirms (a mail scanner refuses nothing); then refused', async () => {
    const r = start('refuse')
    expect(r.view().workingText).toBe('Abrindo o convite...')
    await flush()
    expect(r.view()).toMatchObject({ screen: 'confirm', title: 'Recusar convite' })
    expect(r.view().message).toContain('Deseja mesmo recusar este convite?')
    expect(r.calls.refuse).not.toHaveBeenCalled()
    r.view().confirm!.onConfirm()
    expect(r.view().confirm).toMatchObject({ busy: true, disabled: true, label: 'Recusando...' })
    await flush()
    expect(r.calls.refuse).toHaveBeenCalledTimes(1)
    expect(r.view()).toMatchObject({
      screen: 'refused',
      title: 'Convite recusado',
      message: h.refused.message,
    })
    expect(r.effects).toEqual([])
  })

  it('a failed refusal keeps the question with the message; a used token says so', async () => {
    const r = start('refuse', { refuse: async () => Promise.reject(coded('INTERNAL')) })
    await flush()
    r.view().confirm!.onConfirm()
    await flush()
    expect(r.view()).toMatchObject({ screen: 'confirm', error: h.refuse.failed })
    const s = start('refuse', { refuse: async () => Promise.reject(coded('CLOSED')) })
    await flush()
    s.view().confirm!.onConfirm()
    await flush()
    expect(s.view().screen).toBe('invalid')
  })
})

describe('insertCpfPath', () => {
  it('puts the name and the token in the query, encoded', () => {
    expect(insertCpfPath('Ana & Bia', 'a.b/c')).toBe('/InsertCpf?name=Ana+%26+Bia&code=a.b%2Fc')
  })
})

describe('hunting machine (graph)', () => {
  const EVENTS = [
    { type: 'xstate.done.actor.decode', output: { valid: true, userId: 1, opportunityId: null } },
    { type: 'xstate.done.actor.decode', output: { valid: false, userId: 1, opportunityId: null } },
    { type: 'xstate.done.actor.decode', output: null },
    { type: 'xstate.error.actor.decode', error: coded('NETWORK') },
    { type: 'xstate.done.actor.accept', output: { record: RECORD, forceChangePassword: true } },
    { type: 'xstate.error.actor.accept', error: coded('CLOSED') },
    { type: 'xstate.error.actor.accept', error: coded('NOT_FOUND') },
    { type: 'xstate.after.huntingWait.hunting.waiting' },
    { type: 'xstate.done.actor.readCpf', output: '' },
    { type: 'xstate.done.actor.readCpf', output: '123' },
    { type: 'xstate.done.actor.refuse', output: { success: true } },
    { type: 'xstate.error.actor.refuse', error: coded('INTERNAL') },
    { type: 'refuse.confirm' },
    { type: 'retry' },
  ] as unknown as HuntingEvent[]

  it.each(['accept', 'refuse'] as const)(
    '%s: reaches its states, and signs in only after an accept',
    (mode) => {
      const paths = getShortestPaths(huntingMachine, { events: EVENTS, input: { token: 't', mode } })
      const states = new Set(paths.map((p) => JSON.stringify(p.state.value)))
      const expected =
        mode === 'accept'
          ? ['decoding', 'accepting', 'waiting', 'readingCpf', 'accepted', 'invalid', 'failed']
          : ['decoding', 'confirming', 'refusing', 'refused', 'invalid', 'failed']
      expect([...states].sort()).toEqual(expected.map((s) => JSON.stringify(s)).sort())
      for (const path of paths) {
        if (!path.state.matches('refused')) continue
        expect(path.steps.map((s) => s.event.type)).toContain('refuse.confirm')
      }
    },
  )
})
