// The other sign-ins of the account dialog (docs/identity.md): the SSO's return, the Microsoft pop-up's
// account and the retail partner's employee form, with the same welcome and next route as the other sign-ins,
// and their pt-BR failures.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { matchesState, type StateValue } from 'xstate'
import { WELCOME_MS } from '../constants'
import type { MicrosoftAccount } from '../identity-providers/identity-providers'
import type { StoredSession } from '../session/session.schema'
import { accountDialogMachine, type AccountDialogEvent } from './account-dialog.machine'
import { reachedDialogStates, reachedFlowStates, type GraphState } from './account-dialog.fixtures'
import {
  accountErrorText,
  accountWelcomeName,
  currentAccountForm,
  isAccountDialogLoading,
  accountDialogView,
} from './account-dialog.selectors'
import { providerFailure, retailLoginFailure } from './account-providers'

const record: StoredSession = {
  token: 't',
  userId: 9,
  name: 'Ana Varejo',
  socialName: null,
  avatar: null,
  email: 'ana.varejo@magalu.example',
  termsAccepted: [],
  keepLogged: false,
  expiresAt: null,
}
const account: MicrosoftAccount = {
  accessToken: 'ms-token',
  uid: 'uid-1',
  name: 'Helena Duarte',
  email: 'helena.duarte@grupoaurora.com.br',
}
const coded = (code: string, message = 'x') => Object.assign(new Error(message), { code })

interface Fakes {
  ssoSignIn?: (args: { input: { code: string } }) => Promise<StoredSession>
  microsoftSignIn?: (args: { input: MicrosoftAccount }) => Promise<StoredSession>
  retailSignIn?: (args: { input: { login: string; password: string } }) => Promise<StoredSession>
}

function start(f: Fakes = {}) {
  const calls: string[] = []
  const inputs: unknown[] = []
  const machine = accountDialogMachine.provide({
    actors: {
      ssoSignIn: fromPromise(async (args: { input: { code: string } }) => {
        inputs.push(args.input)
        return (f.ssoSignIn ?? (async () => record))(args)
      }),
      microsoftSignIn: fromPromise(async (args: { input: MicrosoftAccount }) => {
        inputs.push(args.input)
        return (f.microsoftSignIn ?? (async () => record))(args)
      }),
      retailSignIn: fromPromise(async (args: { input: { login: string; password: string } }) => {
        inputs.push(args.input)
        return (f.retailSignIn ?? (async () => record))(args)
      }),
    },
    actions: {
      signedIn: (_, p) => void calls.push(`signedIn:${p.record.userId}`),
      navigate: (_, p) => void calls.push(`navigate:${p.to}`),
      clearUrlParams: () => {},
    },
  })
  const actor = createActor(machine).start()
  const send = (e: AccountDialogEvent) => actor.send(e)
  const snap = () => actor.getSnapshot()
  return { actor, send, snap, calls, inputs }
}
const flush = () => vi.advanceTimersByTimeAsync(0)

beforeEach(() => {
  vi.useFakeTimers()
  vi.setSystemTime(Date.UTC(2026, 10, 26, 15))
})
afterEach(() => vi.useRealTimers())

describe('single sign-on return', () => {
  it('exchanges the code, welcomes the person and goes to the remembered route', async () => {
    const { send, snap, calls, inputs } = start()
    send({ type: 'sso.returned', code: 'abc', path: '/vagas', nextRoute: '/meu-perfil' })
    expect(currentAccountForm(snap())).toBe('providerSignIn')
    expect(isAccountDialogLoading(snap())).toBe(true)
    await flush()
    expect(inputs).toEqual([{ code: 'abc' }])
    expect(calls).toEqual(['signedIn:9'])
    expect(currentAccountForm(snap())).toBe('welcome')
    expect(accountWelcomeName(snap())).toBe('Ana')
    await vi.advanceTimersByTimeAsync(WELCOME_MS)
    expect(calls).toEqual(['signedIn:9', 'navigate:/meu-perfil'])
    expect(accountDialogView(snap()).matches('closed')).toBe(true)
  })

  it('stays open on the page it reopened on (the navigation there does not close it)', async () => {
    const { send, snap } = start({ ssoSignIn: () => new Promise(() => {}) })
    send({ type: 'sso.returned', code: 'abc', path: '/vagas' })
    send({ type: 'navigation.changed', path: '/vagas' })
    expect(currentAccountForm(snap())).toBe('providerSignIn')
  })

  it('a refused code: the login form with the SSO text, nothing else lost', async () => {
    const { send, snap, calls } = start({ ssoSignIn: async () => Promise.reject(coded('UNAUTHORIZED')) })
    send({ type: 'sso.returned', code: 'old', path: '/' })
    await flush()
    expect(currentAccountForm(snap())).toBe('login')
    expect(accountErrorText(snap())).toBe('Não foi possível entrar com o login corporativo. Tente novamente.')
    expect(calls).toEqual([])
  })

  it('a failed return (error or state mismatch) opens the login form with the SSO text', () => {
    const { send, snap } = start()
    send({ type: 'sso.failed', path: '/' })
    expect(currentAccountForm(snap())).toBe('login')
    expect(accountErrorText(snap())).toBe('Não foi possível entrar com o login corporativo. Tente novamente.')
  })

  it('a rate limit keeps its own text', async () => {
    const { send, snap } = start({ ssoSignIn: async () => Promise.reject(coded('RATE_LIMITED')) })
    send({ type: 'sso.returned', code: 'x' })
    await flush()
    expect(accountErrorText(snap())).toBe('Muitas tentativas. Aguarde alguns minutos e tente novamente.')
  })
})

describe('Microsoft pop-up', () => {
  it("signs in with the pop-up's account, which never reaches the context", async () => {
    const { send, snap, calls, inputs } = start()
    send({ type: 'dialog.open', form: 'login', nextRoute: '/vagas' })
    send({ type: 'microsoft.succeeded', account })
    expect(currentAccountForm(snap())).toBe('providerSignIn')
    expect(JSON.stringify(accountDialogView(snap()).context)).not.toContain('ms-token')
    await flush()
    expect(inputs).toEqual([account])
    expect(currentAccountForm(snap())).toBe('welcome')
    await vi.advanceTimersByTimeAsync(WELCOME_MS)
    expect(calls).toEqual(['signedIn:9', 'navigate:/vagas'])
  })

  it('a closed or refused pop-up: the login form says so', () => {
    const { send, snap } = start()
    send({ type: 'dialog.open', form: 'define' })
    send({ type: 'microsoft.failed' })
    expect(currentAccountForm(snap())).toBe('login')
    expect(accountErrorText(snap())).toBe('Não foi possível entrar com a conta Microsoft. Tente novamente.')
  })

  it('a refused account: back to the login form with the Microsoft text', async () => {
    const { send, snap } = start({ microsoftSignIn: async () => Promise.reject(coded('UNAUTHORIZED')) })
    send({ type: 'dialog.open', form: 'login' })
    send({ type: 'microsoft.succeeded', account })
    await flush()
    expect(currentAccountForm(snap())).toBe('login')
    expect(accountErrorText(snap())).toBe('Não foi possível entrar com a conta Microsoft. Tente novamente.')
  })

  it('ignores an account that arrives after the dialog closed', () => {
    const { send, snap } = start()
    send({ type: 'microsoft.succeeded', account })
    expect(accountDialogView(snap()).matches('closed')).toBe(true)
  })
})

describe("retail partner's employee form", () => {
  it('signs in with login and password, the password never kept in context', async () => {
    let release!: (r: StoredSession) => void
    const { send, snap, calls, inputs } = start({
      retailSignIn: () => new Promise((resolve) => (release = resolve)),
    })
    send({ type: 'dialog.open', form: 'login', nextRoute: '/meu-perfil' })
    send({ type: 'providerForm.show', form: 'retailLogin' })
    expect(currentAccountForm(snap())).toBe('retailLogin')
    send({ type: 'retailLogin.submit', login: 'ana.varejo', password: 'demonstracao-2027' })
    expect(isAccountDialogLoading(snap())).toBe(true)
    expect(JSON.stringify(accountDialogView(snap()).context)).not.toContain('demonstracao-2027')
    await flush()
    expect(inputs).toEqual([{ login: 'ana.varejo', password: 'demonstracao-2027' }])
    release(record)
    await flush()
    expect(currentAccountForm(snap())).toBe('welcome')
    await vi.advanceTimersByTimeAsync(WELCOME_MS)
    expect(calls).toEqual(['signedIn:9', 'navigate:/meu-perfil'])
  })

  it.each([
    ['WRONG_PASSWORD', 'Senha incorreta'],
    ['USER_NOT_FOUND', 'x'],
  ])("%s: 'Login ou senha incorretos', the form stays", async (code, message) => {
    const { send, snap } = start({ retailSignIn: async () => Promise.reject(coded(code, message)) })
    send({ type: 'dialog.open', form: 'login' })
    send({ type: 'providerForm.show', form: 'retailLogin' })
    send({ type: 'retailLogin.submit', login: 'ana.varejo', password: 'errada' })
    await flush()
    expect(accountDialogView(snap()).matches({ open: { retailLogin: 'idle' } })).toBe(true)
    expect(accountErrorText(snap())).toBe('Login ou senha incorretos')
  })

  it('back to the login form clears the error', async () => {
    const { send, snap } = start({ retailSignIn: async () => Promise.reject(coded('WRONG_PASSWORD')) })
    send({ type: 'dialog.open', form: 'login' })
    send({ type: 'providerForm.show', form: 'retailLogin' })
    send({ type: 'retailLogin.submit', login: 'a', password: 'b' })
    await flush()
    send({ type: 'form.show', form: 'login' })
    expect(currentAccountForm(snap())).toBe('login')
    expect(accountErrorText(snap())).toBeNull()
  })
})

describe('failure codes', () => {
  it('retailLoginFailure: the spec\'s "senha" rule without a code, client failures keep their text', () => {
    expect(retailLoginFailure(new Error('Senha inválida'))).toBe('providers.retailWrongCredentials')
    expect(retailLoginFailure({ code: 'NETWORK' })).toBe('clientErrors.NETWORK')
    expect(retailLoginFailure(coded('RATE_LIMITED'))).toBe('errors.RATE_LIMITED')
    expect(retailLoginFailure(coded('NOT_IMPLEMENTED'))).toBe('somethingWentWrong')
  })
  it('providerFailure: the fallback unless a rate limit or client failure', () => {
    expect(providerFailure(coded('UNAUTHORIZED'), 'providers.ssoFailed')).toBe('providers.ssoFailed')
    expect(providerFailure({ code: 'NETWORK' }, 'providers.ssoFailed')).toBe('clientErrors.NETWORK')
  })
})

describe('account dialog graph: the other sign-ins', () => {
  const done = (id: string, output?: unknown) =>
    ({ type: `xstate.done.actor.${id}`, output }) as unknown as AccountDialogEvent
  const error = (id: string, err: unknown = new Error('x')) =>
    ({ type: `xstate.error.actor.${id}`, error: err }) as unknown as AccountDialogEvent
  const after = (delay: string, id: string) =>
    ({ type: `xstate.after.${delay}.${id}` }) as unknown as AccountDialogEvent
  const events: AccountDialogEvent[] = [
    { type: 'dialog.open', form: 'login' },
    { type: 'sso.returned', code: 'c', path: '/' },
    { type: 'sso.failed', path: '/' },
    { type: 'microsoft.succeeded', account },
    { type: 'microsoft.failed' },
    { type: 'providerForm.show', form: 'retailLogin' },
    { type: 'retailLogin.submit', login: 'l', password: 'p' },
    { type: 'dialog.close' },
    done('ssoSignIn', record),
    error('ssoSignIn'),
    done('microsoftSignIn', record),
    error('microsoftSignIn'),
    done('retailSignIn', record),
    error('retailSignIn', coded('WRONG_PASSWORD')),
    after('welcome', 'accountDialog.open.welcome'),
  ]
  // The router's states and each child's, from every way the events above start one.
  const states = reachedDialogStates(
    events,
    [{ entry: 'sso', code: 'c' }, { entry: 'microsoft', account }, { entry: 'retailLogin' }],
    record,
  )
  const child = { ssoSignIn: 'sso', microsoftSignIn: 'microsoft', retailSignIn: 'retailLogin' } as const
  const matches = (state: GraphState, value: StateValue) => matchesState(value, state.value)

  it('every new state is reachable from closed', () => {
    const reached = new Set(states.map((state) => JSON.stringify(state.value)))
    for (const state of [
      { open: { providerSignIn: 'sso' } },
      { open: { providerSignIn: 'microsoft' } },
      { open: { retailLogin: 'idle' } },
      { open: { retailLogin: 'submitting' } },
      { open: 'welcome' },
    ])
      expect(reached).toContain(JSON.stringify(state))
  })

  it('every provider sign-in ends in the welcome or back on a form with a message', () => {
    const loading = {
      ssoSignIn: { open: { providerSignIn: 'sso' } },
      microsoftSignIn: { open: { providerSignIn: 'microsoft' } },
      retailSignIn: { open: { retailLogin: 'submitting' } },
    } as const
    for (const [id, value] of Object.entries(loading)) {
      const start = { entry: child[id as keyof typeof child], code: 'c', account }
      // From the provider's loading state: its answer, or its failure.
      const from = reachedFlowStates(events, start).find((state) => matches(state, value))!
      expect(from.tags.has('loading'), id).toBe(true)
      const ends = reachedFlowStates([done(id, record), error(id, coded('WRONG_PASSWORD'))], start, {
        events,
        value: (value as { open: StateValue }).open,
      })
      expect(ends.length, id).toBe(3)
      expect(
        ends.some((s) => matches(s, { open: 'welcome' })),
        id,
      ).toBe(true)
      expect(
        ends.some((s) => s.context.error !== null && !s.tags.has('loading')),
        id,
      ).toBe(true)
    }
  })
})
