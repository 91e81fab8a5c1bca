import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { getShortestPaths } from 'xstate/graph'
import { RESEND_CODE_COUNTDOWN_S, WELCOME_MS } from '../constants'
import { ptBR } from '../messages/pt-BR'
import type { StoredSession } from '../session/session.schema'
import { accountDialogMachine } from './account-dialog.machine'
import { flowDone, reachedDialogStates } from './account-dialog.fixtures'
import type { AccountDialogEvent, RecoveryUser } from './account-dialog.machine'
import {
  canResendCode,
  canSubmitCode,
  currentAccountForm,
  accountErrorText,
  forgotUserStep,
  isAccountDialogOpen,
  isAccountDialogLoading,
  asksCurrentPassword,
  isRegisterOfferOpen,
  accountNoticeText,
  resendSecondsLeft,
  accountWelcomeName,
  busyAnnouncement,
  busyCountdownText,
  isAccountDialogBusy,
  accountDialogView,
} from './account-dialog.selectors'
import {
  accountMessageText,
  type SignInPayload,
  type SignUpPayload,
  type SocialProfile,
} from './account.schema'

const record: StoredSession = {
  token: 't',
  userId: 7,
  name: 'Ana Souza',
  socialName: null,
  avatar: null,
  email: 'ana@example.com',
  termsAccepted: [],
  keepLogged: false,
  expiresAt: null,
}
const users: RecoveryUser[] = [{ id: 7, name: 'Ana', email: 'a***@example.com', phone: '(11) 9****-4321' }]
const social: SocialProfile = {
  provider: 'linkedin',
  providerId: 'li-1',
  email: 'ana@example.com',
  name: 'Ana Souza',
  ticket: 'ticket-li-1',
}
const payload = { first_name: 'Ana' } as SignUpPayload
const coded = (code: string, message = 'x') => Object.assign(new Error(message), { code })
type LookupInput = { cpf?: string; passport?: string; captcha?: string }
type ChangePasswordInput = { password: string; token?: string; userId?: number; currentPassword?: string }

interface Fakes {
  signIn?: (args: { input: SignInPayload }) => Promise<StoredSession>
  signUp?: (args: { input: SignUpPayload }) => Promise<StoredSession>
  lookupUsers?: (args: { input: LookupInput }) => Promise<RecoveryUser[]>
  validTokenEmail?: () => Promise<boolean>
  changeEmail?: () => Promise<void>
  changePassword?: (args: { input: ChangePasswordInput }) => Promise<{ email: string | null }>
  passwordStatus?: () => Promise<{ hasPassword: boolean }>
  passwordRecovery?: () => Promise<void>
  sendCode?: () => Promise<void>
  fetchSocialProfile?: () => Promise<SocialProfile>
  updateHunting?: () => Promise<{ hasUser: boolean; hasMoreRegister: boolean }>
}

function start(f: Fakes = {}) {
  const calls: string[] = []
  const machine = accountDialogMachine.provide({
    actors: {
      signIn: fromPromise(f.signIn ?? (async () => record)),
      signUp: fromPromise(f.signUp ?? (async () => record)),
      lookupUsers: fromPromise(f.lookupUsers ?? (async () => [])),
      updateHunting: fromPromise(
        f.updateHunting ?? (async () => ({ hasUser: false, hasMoreRegister: true })),
      ),
      passwordRecovery: fromPromise(f.passwordRecovery ?? (async () => {})),
      generateTokenChangeEmail: fromPromise(async () => {
        calls.push('sendCode')
        await (f.sendCode ?? (async () => {}))()
      }),
      validTokenEmail: fromPromise(f.validTokenEmail ?? (async () => true)),
      changeEmail: fromPromise(f.changeEmail ?? (async () => {})),
      changePassword: fromPromise(f.changePassword ?? (async () => ({ email: 'ana@example.com' }))),
      passwordStatus: fromPromise(f.passwordStatus ?? (async () => ({ hasPassword: true }))),
      fetchSocialProfile: fromPromise(f.fetchSocialProfile ?? (async () => social)),
    },
    actions: {
      signedIn: (_, p) => {
        calls.push(`signedIn:${p.record.userId}`)
      },
      navigate: (_, p) => {
        calls.push(`navigate:${p.to}`)
      },
      reload: (_, p) => {
        calls.push(`reload:${p.to}`)
      },
      clearUrlParams: (_, p) => {
        calls.push(`clearUrlParams:${p.names.join(',')}`)
      },
      alert: (_, p) => {
        calls.push(`alert:${accountMessageText(p.code)}`)
      },
      storeAttemptFirstName: (_, p) => {
        calls.push(`storeAttemptFirstName:${p.firstName}`)
      },
      forgetAttemptFirstName: () => {
        calls.push('forgetAttemptFirstName')
      },
    },
  })
  const actor = createActor(machine).start()
  const send = (e: AccountDialogEvent) => actor.send(e)
  const snap = () => actor.getSnapshot()
  return { actor, send, snap, calls }
}
const flush = () => vi.advanceTimersByTimeAsync(0)
const login = {
  type: 'login.submit',
  email: 'ana@example.com',
  password: '12345678',
  keepLogged: true,
} as const

beforeEach(() => {
  vi.useFakeTimers()
  vi.setSystemTime(Date.UTC(2026, 0, 10))
})
afterEach(() => vi.useRealTimers())

describe('opening, switching and closing', () => {
  it('opens each form and switches between them', () => {
    const { send, snap } = start()
    expect(currentAccountForm(snap())).toBeNull()
    send({ type: 'dialog.open', form: 'define' })
    expect(currentAccountForm(snap())).toBe('define')
    for (const form of ['login', 'preRegister', 'register', 'password', 'forgotUser', 'define'] as const) {
      send({ type: 'form.show', form })
      expect(currentAccountForm(snap())).toBe(form)
    }
  })
  it('closing resets form, attempt data and loading, and removes a network’s return (action, code, state) from the URL', async () => {
    const { send, snap, calls } = start({ signIn: () => new Promise(() => {}) })
    send({ type: 'dialog.open', form: 'login', nextRoute: '/meu-perfil' })
    send(login)
    expect(isAccountDialogLoading(snap())).toBe(true)
    send({ type: 'dialog.close' })
    expect(isAccountDialogOpen(snap())).toBe(false)
    expect(isAccountDialogLoading(snap())).toBe(false)
    expect(accountDialogView(snap()).context).toMatchObject({
      attempt: null,
      nextRoute: null,
      email: '',
      error: null,
    })
    expect(calls).toContain('clearUrlParams:action,code,state')
  })
  it('navigation closes an open form, except on the path whose route opened it', () => {
    const { send, snap } = start()
    send({
      type: 'dialog.open',
      form: 'changePassword',
      recovery: { token: 'r' },
      path: '/password-recovery',
    })
    send({ type: 'navigation.changed', path: '/password-recovery' })
    expect(currentAccountForm(snap())).toBe('changePassword')
    send({ type: 'navigation.changed', path: '/vagas' })
    expect(isAccountDialogOpen(snap())).toBe(false)
    send({ type: 'dialog.open', form: 'login' })
    send({ type: 'navigation.changed', path: '/' })
    expect(isAccountDialogOpen(snap())).toBe(false)
  })
})

describe('login', () => {
  it('success: welcome for 3000 ms, then close and go to the remembered next route', async () => {
    const { send, snap, calls } = start()
    send({ type: 'dialog.open', form: 'login', nextRoute: '/vagas/12/inscricao' })
    send(login)
    await flush()
    expect(currentAccountForm(snap())).toBe('welcome')
    expect(accountWelcomeName(snap())).toBe('Ana')
    expect(calls).toContain('signedIn:7')
    await vi.advanceTimersByTimeAsync(WELCOME_MS - 1)
    expect(currentAccountForm(snap())).toBe('welcome')
    await vi.advanceTimersByTimeAsync(1)
    expect(isAccountDialogOpen(snap())).toBe(false)
    expect(calls).toContain('navigate:/vagas/12/inscricao')
  })
  it('the session ends during the welcome (terms declined): closed, and its navigation never runs', async () => {
    const { send, snap, calls } = start()
    send({ type: 'dialog.open', form: 'login', nextRoute: '/vagas' })
    send(login)
    await flush()
    expect(currentAccountForm(snap())).toBe('welcome')
    await vi.advanceTimersByTimeAsync(WELCOME_MS - 1000)
    // The session machine's sign-out (which goes home on its own) tells the dialog before anything else.
    send({ type: 'session.ended' })
    expect(isAccountDialogOpen(snap())).toBe(false)
    await vi.advanceTimersByTimeAsync(WELCOME_MS)
    expect(calls.some((c) => c.startsWith('navigate:'))).toBe(false)
    // Closed as any close is: the social return's parameters leave the URL.
    expect(calls).toContain('clearUrlParams:action,code,state')
  })
  it('session.ended outside the welcome changes nothing', () => {
    const { send, snap } = start()
    send({ type: 'dialog.open', form: 'login' })
    send({ type: 'session.ended' })
    expect(currentAccountForm(snap())).toBe('login')
  })
  it('success with no remembered route stays where it is', async () => {
    const { send, calls } = start()
    send({ type: 'dialog.open', form: 'login' })
    send(login)
    await vi.advanceTimersByTimeAsync(WELCOME_MS)
    expect(calls.some((c) => c.startsWith('navigate:'))).toBe(false)
  })
  it('WRONG_PASSWORD: "E-mail ou senha incorretos"', async () => {
    const { send, snap } = start({ signIn: async () => Promise.reject(coded('WRONG_PASSWORD')) })
    send({ type: 'dialog.open', form: 'login' })
    send(login)
    await flush()
    expect(accountDialogView(snap()).matches({ open: { login: 'idle' } })).toBe(true)
    expect(accountErrorText(snap())).toBe('E-mail ou senha incorretos')
    // The context keeps the code; the text comes from the messages, a brand's when it passes them.
    expect(accountDialogView(snap()).context.error).toBe('errors.WRONG_PASSWORD')
    expect(
      accountErrorText(snap(), { ...ptBR, errors: { ...ptBR.errors, WRONG_PASSWORD: 'Senha errada' } }),
    ).toBe('Senha errada')
  })
  it('no code, message with "senha": the text rule gives "E-mail ou senha incorretos"', async () => {
    const { send, snap } = start({ signIn: async () => Promise.reject(new Error('Senha inválida')) })
    send({ type: 'dialog.open', form: 'login' })
    send(login)
    await flush()
    expect(accountErrorText(snap())).toBe(ptBR.errors.WRONG_PASSWORD)
  })
  it.each([['RATE_LIMITED'], ['CAPTCHA_FAILED']])(
    '%s keeps its own text, never "Não encontramos"',
    async (code) => {
      const { send, snap } = start({ signIn: async () => Promise.reject(coded(code, 'senha')) })
      send({ type: 'dialog.open', form: 'login' })
      send(login)
      await flush()
      expect(accountErrorText(snap())).toBe(ptBR.errors[code as 'RATE_LIMITED'])
      expect(isRegisterOfferOpen(snap())).toBe(false)
    },
  )
  it('USER_NOT_FOUND offers to register: yes → register, no → login', async () => {
    const { send, snap } = start({ signIn: async () => Promise.reject(coded('USER_NOT_FOUND')) })
    send({ type: 'dialog.open', form: 'login' })
    send(login)
    await flush()
    expect(isRegisterOfferOpen(snap())).toBe(true)
    expect(accountErrorText(snap())).toBe('Não encontramos seu usuário. Deseja se cadastrar?')
    send({ type: 'offer.decline' })
    expect(accountDialogView(snap()).matches({ open: { login: 'idle' } })).toBe(true)
    send(login)
    await flush()
    send({ type: 'offer.accept' })
    expect(currentAccountForm(snap())).toBe('register')
  })
  it('no code and no "senha": the offer (spec fallback)', async () => {
    const { send, snap } = start({ signIn: async () => Promise.reject(new Error('Usuário inexistente')) })
    send({ type: 'dialog.open', form: 'login' })
    send(login)
    await flush()
    expect(isRegisterOfferOpen(snap())).toBe(true)
  })
})

describe('pre-register and sign-up', () => {
  it('CPF found → userExists', async () => {
    const { send, snap } = start({ lookupUsers: async () => users })
    send({ type: 'dialog.open', form: 'preRegister' })
    send({ type: 'preRegister.submit', document: '52998224725', foreigner: false })
    expect(isAccountDialogLoading(snap())).toBe(true)
    await flush()
    expect(currentAccountForm(snap())).toBe('userExists')
  })
  it('not found → register with the document filled', async () => {
    const { send, snap } = start()
    send({ type: 'dialog.open', form: 'preRegister' })
    send({ type: 'preRegister.submit', document: 'AB12345', foreigner: true })
    await flush()
    expect(currentAccountForm(snap())).toBe('register')
    expect(accountDialogView(snap()).context.document).toEqual({ document: 'AB12345', foreigner: true })
  })
  it('sign-up success → welcome → /vagas (the saved route was not the ficha)', async () => {
    const { send, calls } = start()
    send({ type: 'dialog.open', form: 'register', nextRoute: '/meu-perfil' })
    send({ type: 'register.submit', payload })
    await vi.advanceTimersByTimeAsync(WELCOME_MS)
    expect(calls).toEqual(expect.arrayContaining(['signedIn:7', 'navigate:/vagas']))
  })
  it('sign-up success → the ficha route when it was saved', async () => {
    const { send, calls } = start()
    send({ type: 'dialog.open', form: 'register', nextRoute: '/vagas/378937/inscricao' })
    send({ type: 'register.submit', payload })
    await vi.advanceTimersByTimeAsync(WELCOME_MS)
    expect(calls).toContain('navigate:/vagas/378937/inscricao')
  })
  it('sign-up failure: "E-mail ou CPF informado já foi cadastrado anteriormente"; captcha keeps its text', async () => {
    const { send, snap } = start({ signUp: async () => Promise.reject(coded('ALREADY_REGISTERED')) })
    send({ type: 'dialog.open', form: 'register' })
    send({ type: 'register.submit', payload })
    await flush()
    expect(accountErrorText(snap())).toBe('E-mail ou CPF informado já foi cadastrado anteriormente')
    const other = start({ signUp: async () => Promise.reject(coded('CAPTCHA_FAILED')) })
    other.send({ type: 'dialog.open', form: 'register' })
    other.send({ type: 'register.submit', payload })
    await flush()
    expect(accountErrorText(other.snap())).toBe(ptBR.errors.CAPTCHA_FAILED)
  })
  it('a sign-up keeps only its first name, forgotten once the sign-up ends in a session', async () => {
    const failed = start({ signUp: async () => Promise.reject(coded('ALREADY_REGISTERED')) })
    failed.send({ type: 'dialog.open', form: 'register' })
    failed.send({ type: 'register.submit', payload: { ...payload, first_name: '  Joana ' } })
    await flush()
    expect(failed.calls).toEqual(['storeAttemptFirstName:Joana'])
    const done = start()
    done.send({ type: 'dialog.open', form: 'register' })
    done.send({ type: 'register.submit', payload })
    await flush()
    expect(done.calls).toEqual(['storeAttemptFirstName:Ana', 'signedIn:7', 'forgetAttemptFirstName'])
  })
  it('a network sign-up keeps the first name of the network’s profile', async () => {
    const { send, calls } = start({ signUp: async () => Promise.reject(coded('ALREADY_REGISTERED')) })
    send({ type: 'social.succeeded', action: 'register', profile: social })
    send({ type: 'document.submit', document: '52998224725', foreigner: false })
    await flush()
    expect(calls).toContain('storeAttemptFirstName:Ana')
    expect(calls).not.toContain('forgetAttemptFirstName')
  })
  it('insert-cpf: an existing user goes to login; an invited person without a password chooses one; else home', async () => {
    const a = start({ updateHunting: async () => ({ hasUser: true, hasMoreRegister: false }) })
    a.send({ type: 'insertCpf.open', name: 'ana souza', code: 'h1', path: '/InsertCpf' })
    expect(currentAccountForm(a.snap())).toBe('insertCpf')
    a.send({ type: 'insertCpf.submit', document: '52998224725', foreigner: false })
    await flush()
    expect(currentAccountForm(a.snap())).toBe('login')
    const b = start({ updateHunting: async () => ({ hasUser: false, hasMoreRegister: true }) })
    b.send({ type: 'insertCpf.open', name: 'ana', code: 'h1' })
    b.send({ type: 'insertCpf.submit', document: '52998224725', foreigner: false })
    await flush()
    expect(currentAccountForm(b.snap())).toBe('changePassword')
    expect(accountNoticeText(b.snap())).toBe(
      'Crie uma senha para entrar de novo com seu e-mail sempre que quiser.',
    )
    const c = start({ updateHunting: async () => ({ hasUser: false, hasMoreRegister: false }) })
    c.send({ type: 'insertCpf.open', name: 'ana', code: 'h1' })
    c.send({ type: 'insertCpf.submit', document: '52998224725', foreigner: false })
    await flush()
    expect(accountDialogView(c.snap()).matches('closed')).toBe(true)
    expect(c.calls).toContain('navigate:/')
  })
})

describe('social flow', () => {
  it('professional-network return: searching, then register → document → sign-up', async () => {
    const { send, snap, calls } = start()
    send({ type: 'social.returned', code: 'c', action: 'register', path: '/vagas' })
    expect(currentAccountForm(snap())).toBe('searching')
    await flush()
    expect(currentAccountForm(snap())).toBe('document')
    send({ type: 'document.submit', document: '52998224725', foreigner: false })
    await flush()
    expect(currentAccountForm(snap())).toBe('welcome')
    expect(calls).toContain('signedIn:7')
  })
  it('action login signs in directly', async () => {
    const { send, snap } = start()
    send({ type: 'social.returned', code: 'c', action: 'login' })
    await flush()
    expect(currentAccountForm(snap())).toBe('welcome')
  })
  it('social login of an unknown user: the offer; yes → document', async () => {
    const { send, snap } = start({ signIn: async () => Promise.reject(coded('USER_NOT_FOUND')) })
    send({ type: 'social.succeeded', action: 'login', profile: social })
    await flush()
    expect(isRegisterOfferOpen(snap())).toBe(true)
    send({ type: 'offer.accept' })
    expect(currentAccountForm(snap())).toBe('document')
  })
  it("carries the platform's ticket to the sign-in and to the sign-up after the offer", async () => {
    const inputs: unknown[] = []
    const { send, snap } = start({
      signIn: async ({ input }: { input: SignInPayload }) => {
        inputs.push(input)
        return Promise.reject(coded('USER_NOT_FOUND'))
      },
      signUp: async ({ input }: { input: SignUpPayload }) => {
        inputs.push(input)
        return record
      },
    })
    send({ type: 'social.returned', code: 'c', action: 'login' })
    await flush()
    send({ type: 'offer.accept' })
    send({ type: 'document.submit', document: '52998224725', foreigner: false })
    await flush()
    expect(currentAccountForm(snap())).toBe('welcome')
    expect(inputs).toEqual([
      expect.objectContaining({ provider: 'linkedin', provider_id: 'li-1', ticket: 'ticket-li-1' }),
      expect.objectContaining({ provider: 'linkedin', provider_id: 'li-1', ticket: 'ticket-li-1' }),
    ])
  })
  it('a network sign-up refused for its ticket says so and keeps the document step', async () => {
    const { send, snap } = start({
      signUp: async () => Promise.reject(coded('UNAUTHORIZED', 'A autorização da rede expirou.')),
    })
    send({ type: 'social.succeeded', action: 'register', profile: social })
    send({ type: 'document.submit', document: '52998224725', foreigner: false })
    await flush()
    expect(currentAccountForm(snap())).toBe('document')
    expect(accountErrorText(snap())).toBe(ptBR.account.providers.networkTicket.refused)
  })
  it('a social error closes the dialog', async () => {
    const { send, snap } = start({ fetchSocialProfile: async () => Promise.reject(new Error('x')) })
    send({ type: 'social.returned', code: 'c', action: 'login' })
    await flush()
    expect(isAccountDialogOpen(snap())).toBe(false)
    send({ type: 'dialog.open', form: 'define' })
    send({ type: 'social.failed' })
    expect(isAccountDialogOpen(snap())).toBe(false)
  })
})

describe('forgot password', () => {
  it('success text', async () => {
    const { send, snap } = start()
    send({ type: 'dialog.open', form: 'password' })
    send({ type: 'password.submit', email: 'ana@example.com' })
    await flush()
    expect(accountNoticeText(snap())).toBe('Enviamos para seu e-mail instruções de como recuperar sua senha')
  })
  it('unknown e-mail: "E-mail não cadastrado"', async () => {
    const { send, snap } = start({ passwordRecovery: async () => Promise.reject(coded('NOT_FOUND')) })
    send({ type: 'dialog.open', form: 'password' })
    send({ type: 'password.submit', email: 'x@example.com' })
    await flush()
    expect(accountErrorText(snap())).toBe('E-mail não cadastrado')
  })
})

describe("the CPF lookups spend the form's captcha", () => {
  /** A lookup that records its inputs and answers each with the next outcome. */
  function lookups(...outcomes: (RecoveryUser[] | Error)[]) {
    const inputs: LookupInput[] = []
    const lookupUsers = async ({ input }: { input: LookupInput }) => {
      inputs.push(input)
      const next = outcomes.shift() ?? []
      if (next instanceof Error) throw next
      return next
    }
    return { inputs, lookupUsers }
  }

  it('pre-register sends the token with the CPF or the passport, and keeps none of it in context', async () => {
    const { inputs, lookupUsers } = lookups([], [])
    const { send, snap } = start({ lookupUsers })
    send({ type: 'dialog.open', form: 'preRegister' })
    send({ type: 'preRegister.submit', document: '52998224725', foreigner: false, captcha: 'token-1' })
    await flush()
    send({ type: 'form.show', form: 'preRegister' })
    send({ type: 'preRegister.submit', document: 'AB12345', foreigner: true, captcha: 'token-2' })
    await flush()
    expect(inputs).toEqual([
      { cpf: '52998224725', captcha: 'token-1' },
      { passport: 'AB12345', captcha: 'token-2' },
    ])
    expect(JSON.stringify(accountDialogView(snap()).context)).not.toContain('token-')
  })

  it('pre-register without a token sends none (the platform answers CAPTCHA_FAILED)', async () => {
    const { inputs, lookupUsers } = lookups([])
    const { send } = start({ lookupUsers })
    send({ type: 'dialog.open', form: 'preRegister' })
    send({ type: 'preRegister.submit', document: '52998224725', foreigner: false })
    await flush()
    expect(inputs).toEqual([{ cpf: '52998224725' }])
  })

  it('pre-register refused by the captcha: its text, the document kept, and a new token tries again', async () => {
    const { inputs, lookupUsers } = lookups(coded('CAPTCHA_FAILED'), users)
    const { send, snap } = start({ lookupUsers })
    send({ type: 'dialog.open', form: 'preRegister' })
    send({ type: 'preRegister.submit', document: '52998224725', foreigner: false, captcha: 'spent' })
    await flush()
    expect(accountDialogView(snap()).matches({ open: { preRegister: 'idle' } })).toBe(true)
    expect(accountErrorText(snap())).toBe(ptBR.errors.CAPTCHA_FAILED)
    expect(accountDialogView(snap()).context.document).toEqual({ document: '52998224725', foreigner: false })
    send({ type: 'preRegister.submit', document: '52998224725', foreigner: false, captcha: 'fresh' })
    expect(accountErrorText(snap())).toBeNull()
    await flush()
    expect(currentAccountForm(snap())).toBe('userExists')
    expect(inputs.map((i) => i.captcha)).toEqual(['spent', 'fresh'])
  })

  it.each([
    ['RATE_LIMITED', ptBR.errors.RATE_LIMITED],
    ['INTERNAL', ptBR.common.somethingWentWrong],
  ])('pre-register failing with %s stays on the form with its text', async (code, text) => {
    const { send, snap } = start({ lookupUsers: async () => Promise.reject(coded(code)) })
    send({ type: 'dialog.open', form: 'preRegister' })
    send({ type: 'preRegister.submit', document: '52998224725', foreigner: false, captcha: 't' })
    await flush()
    expect(currentAccountForm(snap())).toBe('preRegister')
    expect(accountErrorText(snap())).toBe(text)
  })

  it('forgotten e-mail sends the token with the CPF, from the form and from the not-found offer', async () => {
    const { inputs, lookupUsers } = lookups([], users)
    const { send, snap } = start({ lookupUsers })
    send({ type: 'dialog.open', form: 'forgotUser' })
    send({ type: 'forgotUser.submitCpf', cpf: '11144477735', captcha: 'token-1' })
    await flush()
    expect(isRegisterOfferOpen(snap())).toBe(true)
    send({ type: 'forgotUser.submitCpf', cpf: '52998224725', captcha: 'token-2' })
    await flush()
    expect(forgotUserStep(snap())).toBe(1)
    expect(inputs).toEqual([
      { cpf: '11144477735', captcha: 'token-1' },
      { cpf: '52998224725', captcha: 'token-2' },
    ])
    expect(JSON.stringify(accountDialogView(snap()).context)).not.toContain('token-')
  })

  it.each([
    ['CAPTCHA_FAILED', coded('CAPTCHA_FAILED'), ptBR.errors.CAPTCHA_FAILED],
    ['RATE_LIMITED', coded('RATE_LIMITED'), ptBR.errors.RATE_LIMITED],
    ['NETWORK', coded('NETWORK'), ptBR.clientErrors.NETWORK],
  ])(
    'forgotten e-mail refused (%s): its own text, step 0 kept, never "Este CPF não está cadastrado"',
    async (_, failure, text) => {
      const { send, snap } = start({ lookupUsers: async () => Promise.reject(failure) })
      send({ type: 'dialog.open', form: 'forgotUser' })
      send({ type: 'forgotUser.submitCpf', cpf: '52998224725', captcha: 't' })
      await flush()
      expect(accountDialogView(snap()).matches({ open: { forgotUser: { step0: 'idle' } } })).toBe(true)
      expect(accountErrorText(snap())).toBe(text)
      expect(isRegisterOfferOpen(snap())).toBe(false)
    },
  )

  it("forgotten e-mail: any other failure reads as the CPF not found (the spec's text)", async () => {
    const { send, snap } = start({ lookupUsers: async () => Promise.reject(coded('INTERNAL')) })
    send({ type: 'dialog.open', form: 'forgotUser' })
    send({ type: 'forgotUser.submitCpf', cpf: '52998224725', captcha: 't' })
    await flush()
    expect(accountErrorText(snap())).toBe('Este CPF não está cadastrado')
    expect(isRegisterOfferOpen(snap())).toBe(true)
  })
})

describe('forgot e-mail', () => {
  it('CPF → users → SMS code (120 s countdown) → new e-mail → login', async () => {
    const { send, snap, calls } = start({ lookupUsers: async () => users })
    send({ type: 'dialog.open', form: 'forgotUser' })
    expect(forgotUserStep(snap())).toBe(0)
    send({ type: 'forgotUser.submitCpf', cpf: '52998224725' })
    await flush()
    expect(forgotUserStep(snap())).toBe(1)
    send({ type: 'forgotUser.selectUser', userId: 7 })
    await flush()
    expect(forgotUserStep(snap())).toBe(2)
    const t0 = Date.now()
    expect(resendSecondsLeft(snap(), t0)).toBe(RESEND_CODE_COUNTDOWN_S)
    expect(canResendCode(snap())).toBe(false)
    send({ type: 'code.resend' })
    expect(calls.filter((c) => c === 'sendCode')).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(30_000)
    expect(resendSecondsLeft(snap(), Date.now())).toBe(90)
    await vi.advanceTimersByTimeAsync(90_000)
    expect(canResendCode(snap())).toBe(true)
    expect(resendSecondsLeft(snap(), Date.now())).toBe(0)
    send({ type: 'code.resend' })
    await flush()
    expect(calls.filter((c) => c === 'sendCode')).toHaveLength(2)
    expect(canResendCode(snap())).toBe(false)
    expect(canSubmitCode(snap(), '1234')).toBe(false)
    expect(canSubmitCode(snap(), '12345')).toBe(true)
    send({ type: 'code.submit', code: '12345' })
    expect(accountErrorText(snap())).toBe(ptBR.account.forgotEmail.badCode)
    send({ type: 'code.submit', code: '123456' })
    await flush()
    expect(forgotUserStep(snap())).toBe(3)
    send({ type: 'forgotUser.submitEmail', email: 'nova@example.com' })
    await flush()
    expect(currentAccountForm(snap())).toBe('login')
    expect(accountNoticeText(snap())).toBe('Seu email foi alterado com sucesso.')
  })
  it('CPF not found: "Este CPF não está cadastrado" with an offer to register', async () => {
    const { send, snap } = start()
    send({ type: 'dialog.open', form: 'forgotUser' })
    send({ type: 'forgotUser.submitCpf', cpf: '52998224725' })
    await flush()
    expect(accountErrorText(snap())).toBe('Este CPF não está cadastrado')
    send({ type: 'offer.accept' })
    expect(currentAccountForm(snap())).toBe('register')
    expect(accountDialogView(snap()).context.document).toEqual({ document: '52998224725', foreigner: false })
  })
  it('SMS failure, bad code and e-mail change failure texts', async () => {
    let sendFails = true
    const { send, snap } = start({
      lookupUsers: async () => users,
      sendCode: async () => {
        if (sendFails) throw new Error('x')
      },
      validTokenEmail: async () => false,
      changeEmail: async () => Promise.reject(new Error('x')),
    })
    send({ type: 'dialog.open', form: 'forgotUser' })
    send({ type: 'forgotUser.submitCpf', cpf: '52998224725' })
    await flush()
    send({ type: 'forgotUser.selectUser', userId: 7 })
    await flush()
    expect(accountErrorText(snap())).toBe(ptBR.account.forgotEmail.smsFailed)
    sendFails = false
    send({ type: 'forgotUser.selectUser', userId: 7 })
    await flush()
    send({ type: 'code.submit', code: '654321' })
    await flush()
    expect(accountErrorText(snap())).toBe(
      'Ocorreu um problema. Verifique se o token informado é o correto e tente novamente.',
    )
  })
  it('e-mail change failure text', async () => {
    const { send, snap } = start({
      lookupUsers: async () => users,
      changeEmail: async () => Promise.reject(new Error('x')),
    })
    send({ type: 'dialog.open', form: 'forgotUser' })
    send({ type: 'forgotUser.submitCpf', cpf: '52998224725' })
    await flush()
    send({ type: 'forgotUser.selectUser', userId: 7 })
    await flush()
    send({ type: 'code.submit', code: '654321' })
    await flush()
    send({ type: 'forgotUser.submitEmail', email: 'nova@example.com' })
    await flush()
    expect(accountErrorText(snap())).toBe(ptBR.account.forgotEmail.changeFailed)
  })
})

describe('password change', () => {
  it('with a recovery token: change, then sign in (welcome)', async () => {
    const { send, snap, calls } = start()
    send({
      type: 'dialog.open',
      form: 'changePassword',
      recovery: { token: 'r' },
      path: '/password-recovery',
    })
    send({ type: 'changePassword.submit', password: 'nova-senha' })
    await flush()
    expect(currentAccountForm(snap())).toBe('welcome')
    expect(calls).toContain('signedIn:7')
  })
  it('with user_id: change, sign in and reload to /', async () => {
    const { send, snap, calls } = start()
    send({ type: 'dialog.open', form: 'changePassword', recovery: { userId: 7 } })
    await flush()
    send({ type: 'changePassword.submit', password: 'nova-senha', currentPassword: 'atual-123' })
    await flush()
    expect(isAccountDialogOpen(snap())).toBe(false)
    expect(calls).toEqual(expect.arrayContaining(['signedIn:7', 'reload:/']))
  })
  it('with user_id, sign-in failure: "E-mail ou senha incorretos"', async () => {
    const { send, snap } = start({ signIn: async () => Promise.reject(new Error('x')) })
    send({ type: 'dialog.open', form: 'changePassword', recovery: { userId: 7 } })
    await flush()
    send({ type: 'changePassword.submit', password: 'nova-senha', currentPassword: 'atual-123' })
    await flush()
    expect(accountErrorText(snap())).toBe('E-mail ou senha incorretos')
  })
  it('plain: success alert and close', async () => {
    const { send, snap, calls } = start()
    send({ type: 'dialog.open', form: 'changePassword' })
    await flush()
    send({ type: 'changePassword.submit', password: 'nova-senha', currentPassword: 'atual-123' })
    await flush()
    expect(isAccountDialogOpen(snap())).toBe(false)
    expect(calls).toContain('alert:Senha alterada com sucesso!')
  })
  it('failure: "Algo errado aconteceu. Tente novamente."', async () => {
    const { send, snap } = start({ changePassword: async () => Promise.reject(new Error('x')) })
    send({ type: 'dialog.open', form: 'changePassword' })
    await flush()
    send({ type: 'changePassword.submit', password: 'nova-senha', currentPassword: 'atual-123' })
    await flush()
    expect(accountErrorText(snap())).toBe('Algo errado aconteceu. Tente novamente.')
  })
})

describe('password change signed in: the current password (docs/decisions.md)', () => {
  function changing(f: Fakes = {}) {
    const inputs: ChangePasswordInput[] = []
    const started = start({
      ...f,
      changePassword: async ({ input }) => {
        inputs.push(input)
        return f.changePassword ? f.changePassword({ input }) : { email: 'ana@example.com' }
      },
    })
    return { ...started, inputs }
  }

  it('asks for it when the account has a password, and sends it', async () => {
    const { send, snap, inputs, calls } = changing()
    send({ type: 'dialog.open', form: 'changePassword' })
    expect(accountDialogView(snap()).matches({ open: { changePassword: 'checking' } })).toBe(true)
    expect(isAccountDialogLoading(snap())).toBe(true)
    await flush()
    expect(asksCurrentPassword(snap())).toBe(true)
    send({ type: 'changePassword.submit', password: 'nova-senha', currentPassword: 'atual-123' })
    await flush()
    expect(inputs).toEqual([{ password: 'nova-senha', currentPassword: 'atual-123' }])
    expect(calls).toContain('alert:Senha alterada com sucesso!')
    // Never kept in the machine's memory.
    expect(JSON.stringify(accountDialogView(snap()).context)).not.toContain('atual-123')
  })

  it('the invited person without a password chooses one: no current password asked or sent', async () => {
    const { send, snap, inputs } = changing({
      passwordStatus: async () => ({ hasPassword: false }),
      updateHunting: async () => ({ hasUser: false, hasMoreRegister: true }),
    })
    send({ type: 'insertCpf.open', name: 'ana', code: 'h1' })
    send({ type: 'insertCpf.submit', document: '52998224725', foreigner: false })
    await flush()
    expect(currentAccountForm(snap())).toBe('changePassword')
    expect(asksCurrentPassword(snap())).toBe(false)
    expect(accountNoticeText(snap())).toBe(ptBR.account.changePassword.choose)
    send({ type: 'changePassword.submit', password: 'nova-senha' })
    await flush()
    expect(inputs).toEqual([{ password: 'nova-senha' }])
  })

  it('a recovery link never asks (nor asks the platform)', async () => {
    let checked = 0
    const { send, snap, inputs } = changing({
      passwordStatus: async () => {
        checked += 1
        return { hasPassword: true }
      },
    })
    send({ type: 'dialog.open', form: 'changePassword', recovery: { token: 'r' } })
    expect(accountDialogView(snap()).matches({ open: { changePassword: 'idle' } })).toBe(true)
    expect(asksCurrentPassword(snap())).toBe(false)
    send({ type: 'changePassword.submit', password: 'nova-senha', currentPassword: 'ignorada' })
    await flush()
    expect(checked).toBe(0)
    expect(inputs).toEqual([{ password: 'nova-senha', token: 'r' }])
  })

  it('when the platform cannot say, asks (the safe side)', async () => {
    const { send, snap } = changing({ passwordStatus: async () => Promise.reject(coded('NETWORK')) })
    send({ type: 'dialog.open', form: 'changePassword' })
    await flush()
    expect(asksCurrentPassword(snap())).toBe(true)
    expect(accountDialogView(snap()).matches({ open: { changePassword: 'idle' } })).toBe(true)
  })

  it('a wrong current password: "Senha atual incorreta", the form stays', async () => {
    const { send, snap } = changing({ changePassword: async () => Promise.reject(coded('WRONG_PASSWORD')) })
    send({ type: 'dialog.open', form: 'changePassword' })
    await flush()
    send({ type: 'changePassword.submit', password: 'nova-senha', currentPassword: 'errada-1' })
    await flush()
    expect(accountErrorText(snap())).toBe('Senha atual incorreta')
    expect(accountDialogView(snap()).matches({ open: { changePassword: 'idle' } })).toBe(true)
    expect(asksCurrentPassword(snap())).toBe(true)
  })

  it('too many attempts keep the rate-limit text', async () => {
    const { send, snap } = changing({ changePassword: async () => Promise.reject(coded('RATE_LIMITED')) })
    send({ type: 'dialog.open', form: 'changePassword' })
    await flush()
    send({ type: 'changePassword.submit', password: 'nova-senha', currentPassword: 'errada-1' })
    await flush()
    expect(accountErrorText(snap())).toBe(ptBR.errors.RATE_LIMITED)
  })
})

describe('account dialog graph', () => {
  it('every state is reachable from closed', () => {
    const done = (id: string, output?: unknown) =>
      ({ type: `xstate.done.actor.${id}`, output }) as unknown as AccountDialogEvent
    const error = (id: string, err: unknown = new Error('x')) =>
      ({ type: `xstate.error.actor.${id}`, error: err }) as unknown as AccountDialogEvent
    const after = (delay: string, id: string) =>
      ({ type: `xstate.after.${delay}.${id}` }) as unknown as AccountDialogEvent
    const events: AccountDialogEvent[] = [
      ...(
        ['define', 'login', 'preRegister', 'register', 'password', 'forgotUser', 'changePassword'] as const
      ).map((form) => ({ type: 'dialog.open', form }) as const),
      { type: 'dialog.open', form: 'changePassword', recovery: { token: 'r' } },
      { type: 'dialog.open', form: 'changePassword', recovery: { userId: 7 } },
      { type: 'insertCpf.open', name: 'ana', code: 'h' },
      { type: 'social.returned', code: 'c', action: 'register' },
      { type: 'social.succeeded', action: 'login', profile: social },
      { type: 'dialog.close' },
      login,
      { type: 'offer.accept' },
      { type: 'offer.decline' },
      { type: 'preRegister.submit', document: '52998224725', foreigner: false },
      { type: 'insertCpf.submit', document: '52998224725', foreigner: false },
      { type: 'register.submit', payload },
      { type: 'document.submit', document: '52998224725', foreigner: false },
      { type: 'password.submit', email: 'a@b.co' },
      { type: 'forgotUser.submitCpf', cpf: '52998224725' },
      { type: 'forgotUser.selectUser', userId: 7 },
      { type: 'code.submit', code: '123456' },
      { type: 'code.resend' },
      { type: 'forgotUser.submitEmail', email: 'a@b.co' },
      { type: 'changePassword.submit', password: '12345678' },
      done('passwordStatus', { hasPassword: true }),
      error('passwordStatus'),
      done('signIn', record),
      error('signIn', coded('USER_NOT_FOUND')),
      done('signUp', record),
      done('lookupUsers', users),
      done('lookupUsers', []),
      done('updateHunting', { hasUser: true, hasMoreRegister: false }),
      done('passwordRecovery'),
      done('lookupRecoveryUsers', users),
      done('lookupRecoveryUsers', []),
      error('lookupUsers', coded('CAPTCHA_FAILED')),
      error('lookupRecoveryUsers', coded('CAPTCHA_FAILED')),
      error('lookupRecoveryUsers', coded('INTERNAL')),
      done('sendCode'),
      done('resendCode'),
      done('validTokenEmail', true),
      done('changeEmail'),
      done('changePassword', { email: 'a@b.co' }),
      done('signInAfterChange', record),
      done('fetchSocialProfile', social),
      done('socialSignUp', record),
      error('socialSignIn'),
      after('resendCountdown', 'forgotEmail.forgotUser.step2.resend.waiting'),
      after('welcome', 'accountDialog.open.welcome'),
    ]
    // The router's states and each child's, from every way the events above start one.
    const states = reachedDialogStates(
      events,
      [
        { entry: 'login' },
        { entry: 'searching', socialAction: 'register' },
        { entry: 'searching', socialAction: 'login' },
        { entry: 'socialSignIn', social },
        { entry: 'insertCpf', hunting: { name: 'ana', code: 'h' } },
        { entry: 'preRegister' },
        { entry: 'register' },
        { entry: 'document', social },
        { entry: 'password' },
        { entry: 'changePassword' },
        { entry: 'changePassword', recovery: { token: 'r' } },
        { entry: 'changePassword', recovery: { userId: 7 } },
        { entry: 'forgotUser' },
      ],
      record,
    )
    const reached = new Set(states.map((state) => JSON.stringify(state.value)))
    const expected = [
      '"closed"',
      { open: 'define' },
      { open: { login: 'idle' } },
      { open: { login: 'submitting' } },
      { open: { login: 'notFound' } },
      { open: { insertCpf: 'idle' } },
      { open: { insertCpf: 'submitting' } },
      { open: { preRegister: 'idle' } },
      { open: { preRegister: 'searching' } },
      { open: 'userExists' },
      { open: { register: 'idle' } },
      { open: { register: 'submitting' } },
      { open: { document: 'idle' } },
      { open: { document: 'submitting' } },
      { open: { password: 'idle' } },
      { open: { password: 'sending' } },
      { open: { password: 'sent' } },
      { open: { forgotUser: { step0: 'idle' } } },
      { open: { forgotUser: { step0: 'searching' } } },
      { open: { forgotUser: { step0: 'notFound' } } },
      { open: { forgotUser: { step1: 'idle' } } },
      { open: { forgotUser: { step1: 'sending' } } },
      { open: { forgotUser: { step2: { resend: 'waiting', code: 'idle' } } } },
      { open: { forgotUser: { step2: { resend: 'ready', code: 'idle' } } } },
      { open: { forgotUser: { step2: { resend: 'sending', code: 'idle' } } } },
      { open: { forgotUser: { step2: { resend: 'waiting', code: 'validating' } } } },
      { open: { forgotUser: { step3: 'idle' } } },
      { open: { forgotUser: { step3: 'saving' } } },
      { open: { changePassword: 'checking' } },
      { open: { changePassword: 'idle' } },
      { open: { changePassword: 'submitting' } },
      { open: { changePassword: 'signingIn' } },
      { open: { searching: 'fetchingProfile' } },
      { open: { searching: 'signingIn' } },
      { open: 'welcome' },
    ].map((v) => (typeof v === 'string' ? v : JSON.stringify(v)))
    for (const state of expected) expect(reached, state).toContain(state)
    // The welcome always ends closed.
    const fromWelcome = getShortestPaths(accountDialogMachine, {
      events: [after('welcome', 'accountDialog.open.welcome')],
      fromState: getShortestPaths(accountDialogMachine, {
        events: [{ type: 'dialog.open', form: 'login' }, flowDone({ kind: 'welcome', record, target: null })],
      }).find((p) => p.state.matches({ open: 'welcome' }))!.state,
    })
    expect(fromWelcome.map((p) => JSON.stringify(p.state.value)).sort()).toEqual(
      ['"closed"', JSON.stringify({ open: 'welcome' })].sort(),
    )
  })
})

describe('too many sign-ins at once (BUSY, 429): countdown and one automatic retry', () => {
  const busy = (seconds?: number) =>
    Object.assign(new Error(ptBR.clientErrors.BUSY), {
      code: 'BUSY',
      ...(seconds === undefined ? {} : { retryAfterSeconds: seconds }),
    })
  const countdown = (n: number) => `Muitas pessoas estão entrando agora. Tentaremos de novo em ${n} s.`

  it('the texts', () => {
    expect(ptBR.account.busy.countdown(3)).toBe(countdown(3))
    expect(ptBR.account.busy.retrying).toBe('Tentando de novo…')
    expect(ptBR.clientErrors.BUSY).toBe(
      'Muitas pessoas estão entrando agora. Tente novamente em alguns segundos.',
    )
  })

  it('sign-in: counts down the Retry-After seconds, announces once, retries the same attempt, then welcomes', async () => {
    const inputs: SignInPayload[] = []
    let answers = 0
    const { send, snap, calls } = start({
      signIn: async ({ input }) => {
        inputs.push(input)
        answers += 1
        if (answers === 1) throw busy(3)
        return record
      },
    })
    send({ type: 'dialog.open', form: 'login' })
    send(login)
    await flush()
    expect(isAccountDialogBusy(snap())).toBe(true)
    expect(isAccountDialogLoading(snap())).toBe(false)
    expect(accountErrorText(snap())).toBeNull()
    expect(busyCountdownText(snap())).toBe(countdown(3))
    expect(busyAnnouncement(snap())).toBe(countdown(3))
    await vi.advanceTimersByTimeAsync(1000)
    expect(busyCountdownText(snap())).toBe(countdown(2))
    // The live region does not follow every second.
    expect(busyAnnouncement(snap())).toBe(countdown(3))
    await vi.advanceTimersByTimeAsync(1000)
    expect(busyCountdownText(snap())).toBe(countdown(1))
    expect(inputs).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(999)
    expect(inputs).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(inputs).toHaveLength(2)
    expect(inputs[1]).toEqual(inputs[0])
    expect(inputs[0]).toEqual({ email: login.email, password: login.password, keepLogged: true })
    expect(currentAccountForm(snap())).toBe('welcome')
    expect(calls).toContain('signedIn:7')
    expect(accountDialogView(snap()).context.attempt).toBeNull()
  })

  it('sign-in: announces the retry while it is under way', async () => {
    let answers = 0
    const { send, snap } = start({
      signIn: () => (++answers === 1 ? Promise.reject(busy(1)) : new Promise(() => {})),
    })
    send({ type: 'dialog.open', form: 'login' })
    send(login)
    await flush()
    await vi.advanceTimersByTimeAsync(1000)
    expect(isAccountDialogLoading(snap())).toBe(true)
    expect(busyCountdownText(snap())).toBeNull()
    expect(busyAnnouncement(snap())).toBe('Tentando de novo…')
  })

  it('sign-in refused again: the message, no third attempt until the button is pressed, which counts down again', async () => {
    let answers = 0
    const { send, snap } = start({
      signIn: async () => {
        answers += 1
        if (answers <= 3) throw busy(2)
        return record
      },
    })
    send({ type: 'dialog.open', form: 'login' })
    send(login)
    await flush()
    await vi.advanceTimersByTimeAsync(2000)
    expect(answers).toBe(2)
    expect(accountDialogView(snap()).matches({ open: { login: 'idle' } })).toBe(true)
    expect(accountErrorText(snap())).toBe(ptBR.clientErrors.BUSY)
    expect(busyCountdownText(snap())).toBeNull()
    expect(busyAnnouncement(snap())).toBeNull()
    await vi.advanceTimersByTimeAsync(10_000)
    expect(answers).toBe(2)
    send(login)
    await flush()
    expect(answers).toBe(3)
    expect(busyCountdownText(snap())).toBe(countdown(2))
    await vi.advanceTimersByTimeAsync(2000)
    expect(answers).toBe(4)
    expect(currentAccountForm(snap())).toBe('welcome')
  })

  it('a BUSY without Retry-After waits 5 s; closing the dialog stops the countdown and forgets the attempt', async () => {
    const inputs: SignInPayload[] = []
    const { send, snap } = start({
      signIn: async ({ input }) => {
        inputs.push(input)
        throw busy()
      },
    })
    send({ type: 'dialog.open', form: 'login' })
    send(login)
    await flush()
    expect(busyCountdownText(snap())).toBe(countdown(5))
    send({ type: 'dialog.close' })
    expect(accountDialogView(snap()).context).toMatchObject({
      attempt: null,
      busy: null,
      registerAttempt: null,
    })
    await vi.advanceTimersByTimeAsync(10_000)
    expect(inputs).toHaveLength(1)
  })

  it('sign-up: the same payload is sent again after the countdown', async () => {
    const inputs: SignUpPayload[] = []
    const { send, snap, calls } = start({
      signUp: async ({ input }) => {
        inputs.push(input)
        if (inputs.length === 1) throw busy(2)
        return record
      },
    })
    send({ type: 'dialog.open', form: 'register' })
    const full = {
      ...payload,
      email: 'ana@example.com',
      password: 'segredo-123',
      captcha: 'c',
    } as SignUpPayload
    send({ type: 'register.submit', payload: full })
    await flush()
    expect(currentAccountForm(snap())).toBe('register')
    expect(busyCountdownText(snap())).toBe(countdown(2))
    await vi.advanceTimersByTimeAsync(2000)
    expect(inputs).toEqual([full, full])
    expect(calls).toContain('signedIn:7')
    expect(accountDialogView(snap()).context.registerAttempt).toBeNull()
  })

  it('sign-up refused again says so and keeps the form', async () => {
    const { send, snap } = start({ signUp: async () => Promise.reject(busy(1)) })
    send({ type: 'dialog.open', form: 'register' })
    send({ type: 'register.submit', payload })
    await flush()
    await vi.advanceTimersByTimeAsync(1000)
    expect(accountDialogView(snap()).matches({ open: { register: 'idle' } })).toBe(true)
    expect(accountErrorText(snap())).toBe(ptBR.clientErrors.BUSY)
  })
})
