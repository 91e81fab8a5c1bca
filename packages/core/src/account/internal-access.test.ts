// The internal access of the account dialog (docs/identity.md, "Internal access on the site"): isEmployer
// routing of the ordinary login, the internal form by login type, the domain rule before any call, the
// platform's refusal, first access and the forced user id.
import fc from 'fast-check'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { WELCOME_MS } from '../constants'
import {
  internalFirstAccessFormSchema,
  internalIdentity,
  internalSignInFormSchema,
  type InternalIdentity,
} from '../internal-recruitment/internal-access.schema'
import type { InternalRecruitment } from '../internal-recruitment/internal-recruitment'
import { ptBR } from '../messages/pt-BR'
import type { StoredSession } from '../session/session.schema'
import { accountDialogMachine, type AccountDialogEvent, type EmployerCheck } from './account-dialog.machine'
import { reachedDialogStates } from './account-dialog.fixtures'
import {
  accountErrorText,
  accountNoticeText,
  accountWelcomeName,
  currentAccountForm,
  hasInternalAccess,
  internalGreetingName,
  internalIdentifier,
  internalIdentifierError,
  internalScreen,
  isAccountDialogLoading,
  isInternalForcedUser,
  accountDialogView,
} from './account-dialog.selectors'
import { internalFailure } from './account.schema'

const aurora: InternalRecruitment = {
  loginType: 'email',
  specificDomains: true,
  domains: ['grupoaurora.com.br'],
}
const helena: StoredSession = {
  token: 't',
  userId: 41,
  name: 'Helena Duarte',
  socialName: null,
  avatar: null,
  email: 'helena.duarte@grupoaurora.com.br',
  termsAccepted: [],
  keepLogged: false,
  expiresAt: null,
  internalCompanyId: 6562,
}
const candidate: StoredSession = { ...helena, userId: 7, name: 'Ana Souza', internalCompanyId: null }
const coded = (code: string, message = 'x') => Object.assign(new Error(message), { code })

interface Fakes {
  employerCheck?: (input: InternalIdentity) => Promise<EmployerCheck>
  employerSignIn?: (input: InternalIdentity & { password: string }) => Promise<StoredSession>
  employerSignUp?: (input: InternalIdentity & { password: string }) => Promise<StoredSession>
  signIn?: () => Promise<StoredSession>
}

function start(f: Fakes = {}) {
  const calls: string[] = []
  const machine = accountDialogMachine.provide({
    actors: {
      signIn: fromPromise(async () => {
        calls.push('userLogin')
        return (f.signIn ?? (async () => candidate))()
      }),
      employerCheck: fromPromise(async ({ input }) => {
        calls.push(`isEmployer:${JSON.stringify(input)}`)
        return (
          f.employerCheck ?? (async () => ({ isEmployer: true, hasPassword: true, name: 'Helena Duarte' }))
        )(input)
      }),
      employerSignIn: fromPromise(async ({ input }) => {
        calls.push(`employerSignIn:${JSON.stringify(input)}`)
        return (f.employerSignIn ?? (async () => helena))(input)
      }),
      employerSignUp: fromPromise(async ({ input }) => {
        calls.push(`employerSignUp:${JSON.stringify(input)}`)
        return (f.employerSignUp ?? (async () => helena))(input)
      }),
    },
    actions: {
      signedIn: (_, p) => {
        calls.push(`signedIn:${p.record.userId}`)
      },
      navigate: (_, p) => {
        calls.push(`navigate:${p.to}`)
      },
    },
  })
  const actor = createActor(machine).start()
  return { actor, send: (e: AccountDialogEvent) => actor.send(e), snap: () => actor.getSnapshot(), calls }
}
const flush = () => vi.advanceTimersByTimeAsync(0)
const submit = (identifier: string, password = 'demonstracao-2027') =>
  ({ type: 'internal.submit', identifier, password, keepLogged: false }) as const

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('the internal access form', () => {
  it('is offered only once the company is known to have internal recruitment', () => {
    const { send, snap } = start()
    expect(hasInternalAccess(snap())).toBe(false)
    send({ type: 'internal.configured', recruitment: null })
    expect(hasInternalAccess(snap())).toBe(false)
    send({ type: 'internal.configured', recruitment: aurora })
    expect(hasInternalAccess(snap())).toBe(true)
    // Closing and reopening keep what the app read.
    send({ type: 'dialog.open', form: 'login' })
    send({ type: 'dialog.close' })
    expect(hasInternalAccess(snap())).toBe(true)
  })

  it('waits for the recruitment when opened before it is read; none: the ordinary login', () => {
    const { send, snap } = start()
    send({ type: 'dialog.open', form: 'internal' })
    expect(internalScreen(snap())).toBe('loading')
    expect(isAccountDialogLoading(snap())).toBe(true)
    send({ type: 'internal.configured', recruitment: null })
    expect(currentAccountForm(snap())).toBe('login')
  })

  it('refuses an e-mail of another domain before any call, listing the allowed domains', async () => {
    const { send, snap, calls } = start()
    send({ type: 'internal.configured', recruitment: aurora })
    send({ type: 'dialog.open', form: 'internal' })
    expect(internalScreen(snap())).toBe('signIn')
    send(submit('helena@gmail.com'))
    await flush()
    expect(calls).toEqual([])
    const text = 'Use seu e-mail corporativo. Somente os domínios abaixo são válidos: @grupoaurora.com.br'
    expect(accountErrorText(snap())).toBe(text)
    expect(internalIdentifierError(snap())).toBe(text)
    expect(internalIdentifier(snap())).toBe('helena@gmail.com')
  })

  it('signs an internal person in: isEmployer, then employerSignIn, welcome, then the list', async () => {
    const { send, snap, calls } = start()
    send({ type: 'internal.configured', recruitment: aurora })
    send({ type: 'dialog.open', form: 'internal' })
    send(submit('helena.duarte@grupoaurora.com.br'))
    await flush()
    expect(calls).toEqual([
      'isEmployer:{"email":"helena.duarte@grupoaurora.com.br"}',
      'employerSignIn:{"email":"helena.duarte@grupoaurora.com.br","password":"demonstracao-2027","keepLogged":false}',
      'signedIn:41',
    ])
    expect(currentAccountForm(snap())).toBe('welcome')
    expect(accountWelcomeName(snap())).toBe('Helena')
    // The password is not kept once answered.
    expect(accountDialogView(snap()).context.internal.password).toBeNull()
    await vi.advanceTimersByTimeAsync(WELCOME_MS)
    expect(calls.at(-1)).toBe('navigate:/vagas')
  })

  it('shows the platform refusal of a domain as the same text, keeping what was typed', async () => {
    const { send, snap } = start({
      employerCheck: async () => {
        throw coded('VALIDATION', 'Use seu e-mail corporativo.')
      },
    })
    send({ type: 'internal.configured', recruitment: { ...aurora, specificDomains: false } })
    send({ type: 'dialog.open', form: 'internal' })
    send(submit('helena@gmail.com'))
    await flush()
    expect(accountDialogView(snap()).context.error).toBe('internal.domainRefused')
    expect(internalIdentifier(snap())).toBe('helena@gmail.com')
    expect(internalScreen(snap())).toBe('signIn')
  })

  it('says who is not an internal person, and a wrong password as the login does', async () => {
    let answer: EmployerCheck = { isEmployer: false, hasPassword: false, name: null }
    const { send, snap } = start({
      employerCheck: async () => answer,
      employerSignIn: async () => {
        throw coded('WRONG_PASSWORD', 'Senha incorreta')
      },
    })
    send({ type: 'internal.configured', recruitment: aurora })
    send({ type: 'dialog.open', form: 'internal' })
    send(submit('ninguem@grupoaurora.com.br'))
    await flush()
    expect(accountErrorText(snap())).toBe(ptBR.account.internal.notFound)
    answer = { isEmployer: true, hasPassword: true, name: 'Helena Duarte' }
    send(submit('helena.duarte@grupoaurora.com.br', 'errada'))
    await flush()
    expect(accountErrorText(snap())).toBe(ptBR.errors.WRONG_PASSWORD)
  })

  it('first access: a person without a password creates one, then is signed in', async () => {
    const { send, snap, calls } = start({
      employerCheck: async () => ({ isEmployer: true, hasPassword: false, name: 'Otávio Nogueira' }),
    })
    send({ type: 'internal.configured', recruitment: aurora })
    send({ type: 'dialog.open', form: 'internal' })
    send(submit('novo.colaborador@grupoaurora.com.br', 'qualquer'))
    await flush()
    expect(internalScreen(snap())).toBe('firstAccess')
    expect(accountNoticeText(snap())).toBe(ptBR.account.internal.firstAccessNeeded)
    expect(internalIdentifier(snap())).toBe('novo.colaborador@grupoaurora.com.br')
    send({
      type: 'firstAccess.submit',
      identifier: 'novo.colaborador@grupoaurora.com.br',
      password: 'nova-senha-123',
    })
    await flush()
    expect(calls).toContain(
      'employerSignUp:{"email":"novo.colaborador@grupoaurora.com.br","password":"nova-senha-123"}',
    )
    expect(currentAccountForm(snap())).toBe('welcome')
  })

  it('the forced user id greets the person by first name and still asks the password', async () => {
    const { send, snap, calls } = start()
    send({ type: 'internal.configured', recruitment: aurora })
    send({ type: 'dialog.open', form: 'internal', userId: 41, path: '/acesso-interno' })
    await flush()
    expect(calls).toEqual(['isEmployer:{"user_id":41}'])
    expect(isInternalForcedUser(snap())).toBe(true)
    expect(internalGreetingName(snap())).toBe('Helena')
    expect(internalScreen(snap())).toBe('signIn')
    // Nothing signs the person in until the password is sent.
    expect(calls.some((c) => c.startsWith('signedIn'))).toBe(false)
    send(submit('', 'demonstracao-2027'))
    await flush()
    expect(calls).toContain('employerSignIn:{"user_id":41,"password":"demonstracao-2027","keepLogged":false}')
  })

  it('a forced user id that is not an internal person falls back to the ordinary internal form', async () => {
    const { send, snap } = start({
      employerCheck: async () => ({ isEmployer: false, hasPassword: false, name: null }),
    })
    send({ type: 'internal.configured', recruitment: aurora })
    send({ type: 'dialog.open', form: 'internal', userId: 999 })
    await flush()
    expect(isInternalForcedUser(snap())).toBe(false)
    expect(accountErrorText(snap())).toBe(ptBR.account.internal.notFound)
  })
})

describe('the ordinary login routes an internal e-mail (isEmployer)', () => {
  const login = (email: string) =>
    ({ type: 'login.submit', email, password: 'demonstracao-2027', keepLogged: true }) as const

  it('an internal person with a password signs in with employerSignIn', async () => {
    const { send, calls } = start()
    send({ type: 'internal.configured', recruitment: aurora })
    send({ type: 'dialog.open', form: 'login' })
    send(login('helena.duarte@grupoaurora.com.br'))
    await flush()
    expect(calls).toEqual([
      'isEmployer:{"email":"helena.duarte@grupoaurora.com.br"}',
      'employerSignIn:{"email":"helena.duarte@grupoaurora.com.br","password":"demonstracao-2027","keepLogged":true}',
      'signedIn:41',
    ])
  })

  it('an internal person without a password goes to the first access', async () => {
    const { send, snap } = start({
      employerCheck: async () => ({ isEmployer: true, hasPassword: false, name: 'Otávio' }),
    })
    send({ type: 'internal.configured', recruitment: aurora })
    send({ type: 'dialog.open', form: 'login' })
    send(login('novo.colaborador@grupoaurora.com.br'))
    await flush()
    expect(internalScreen(snap())).toBe('firstAccess')
    expect(internalIdentifier(snap())).toBe('novo.colaborador@grupoaurora.com.br')
  })

  it('anyone else (or no answer) takes userLogin; another domain is not even asked', async () => {
    const { send, calls } = start({
      employerCheck: async () => ({ isEmployer: false, hasPassword: false, name: null }),
    })
    send({ type: 'internal.configured', recruitment: aurora })
    send({ type: 'dialog.open', form: 'login' })
    send(login('candidata.demo@example.com'))
    await flush()
    expect(calls).toEqual(['userLogin', 'signedIn:7'])

    const failing = start({
      employerCheck: async () => {
        throw coded('NOT_IMPLEMENTED')
      },
    })
    failing.send({ type: 'internal.configured', recruitment: aurora })
    failing.send({ type: 'dialog.open', form: 'login' })
    failing.send(login('outra@grupoaurora.com.br'))
    await flush()
    expect(failing.calls).toEqual([
      'isEmployer:{"email":"outra@grupoaurora.com.br"}',
      'userLogin',
      'signedIn:7',
    ])
  })

  it('without internal recruitment the login is as before', async () => {
    const { send, calls } = start()
    send({ type: 'dialog.open', form: 'login' })
    send(login('helena.duarte@grupoaurora.com.br'))
    await flush()
    expect(calls).toEqual(['userLogin', 'signedIn:7'])
  })
})

describe('internal access rules', () => {
  it('the sign-in form refuses another domain with the allowed list, and validates by login type', () => {
    const schema = internalSignInFormSchema(aurora)
    const refused = schema.safeParse({ identifier: 'helena@gmail.com', password: 'x' })
    expect(refused.success).toBe(false)
    expect(refused.error?.issues[0]?.message).toBe(ptBR.account.internal.domainRefused(aurora.domains))
    expect(schema.safeParse({ identifier: 'helena@grupoaurora.com.br', password: 'x' }).success).toBe(true)
    expect(schema.safeParse({ identifier: 'helena', password: 'x' }).error?.issues[0]?.message).toBe(
      ptBR.validation.email,
    )
    const byDocument = internalSignInFormSchema({ ...aurora, loginType: 'document' })
    expect(byDocument.parse({ identifier: '529.982.247-25', password: 'x' }).identifier).toBe('52998224725')
    expect(byDocument.safeParse({ identifier: '529.982.247-24', password: 'x' }).success).toBe(false)
    const byId = internalSignInFormSchema({ ...aurora, loginType: 'unique_id' })
    expect(byId.safeParse({ identifier: ' ', password: 'x' }).error?.issues[0]?.message).toBe(
      ptBR.account.internal.uniqueIdRequired,
    )
    // A forced user id needs no identifier.
    expect(internalSignInFormSchema(aurora, true).safeParse({ password: 'x' }).success).toBe(true)
  })

  it('first access asks the password rule and the confirmation', () => {
    const schema = internalFirstAccessFormSchema(aurora)
    const base = { identifier: 'helena@grupoaurora.com.br' }
    expect(schema.safeParse({ ...base, password: 'curta', passwordConfirmation: 'curta' }).success).toBe(
      false,
    )
    expect(
      schema.safeParse({ ...base, password: '12345678', passwordConfirmation: '12345679' }).error?.issues[0]
        ?.message,
    ).toBe(ptBR.validation.passwordMismatch)
    expect(
      schema.safeParse({ ...base, password: '12345678', passwordConfirmation: '12345678' }).success,
    ).toBe(true)
  })

  it('property: any e-mail outside the allowed domains is refused by the form', () => {
    const schema = internalSignInFormSchema(aurora)
    fc.assert(
      fc.property(
        fc.stringMatching(/^[a-z]{1,8}$/),
        fc.stringMatching(/^[a-z]{2,10}\.com$/),
        (user, domain) => {
          fc.pre(domain !== 'grupoaurora.com.br')
          expect(schema.safeParse({ identifier: `${user}@${domain}`, password: 'x' }).success).toBe(false)
        },
      ),
    )
  })

  it('identity variables by login type, the forced user id first', () => {
    expect(internalIdentity('email', ' a@b.co ')).toEqual({ email: 'a@b.co' })
    expect(internalIdentity('document', '529.982.247-25')).toEqual({ document: '52998224725' })
    expect(internalIdentity('unique_id', 'AUR-0042')).toEqual({ unique_id: 'AUR-0042' })
    expect(internalIdentity('email', 'a@b.co', 41)).toEqual({ user_id: 41 })
  })

  it('platform failures map to the internal texts', () => {
    expect(internalFailure(coded('VALIDATION'), 'email')).toBe('internal.domainRefused')
    expect(internalFailure(coded('VALIDATION'), 'document')).toBe('errors.VALIDATION')
    expect(internalFailure(coded('USER_NOT_FOUND'))).toBe('internal.notFound')
    expect(internalFailure(coded('ALREADY_REGISTERED'))).toBe('internal.alreadyRegistered')
    expect(internalFailure(coded('WRONG_PASSWORD'))).toBe('errors.WRONG_PASSWORD')
    expect(internalFailure(coded('RATE_LIMITED'))).toBe('errors.RATE_LIMITED')
  })
})

describe('internal access paths (xstate/graph)', () => {
  it('reaches every internal state', () => {
    const done = (id: string, output?: unknown) =>
      ({ type: `xstate.done.actor.${id}`, output }) as unknown as AccountDialogEvent
    const error = (id: string, err: unknown = new Error('x')) =>
      ({ type: `xstate.error.actor.${id}`, error: err }) as unknown as AccountDialogEvent
    const events: AccountDialogEvent[] = [
      { type: 'internal.configured', recruitment: aurora },
      { type: 'dialog.open', form: 'internal' },
      { type: 'dialog.open', form: 'internal', userId: 41 },
      { type: 'dialog.open', form: 'login' },
      { type: 'login.submit', email: 'helena@grupoaurora.com.br', password: 'x', keepLogged: false },
      submit('helena@grupoaurora.com.br'),
      { type: 'internal.firstAccess' },
      { type: 'firstAccess.submit', identifier: 'helena@grupoaurora.com.br', password: '12345678' },
      done('identifyForcedUser', { isEmployer: true, hasPassword: true, name: 'Helena' }),
      done('employerCheck', { isEmployer: true, hasPassword: true, name: 'Helena' }),
      done('routeEmployer', { isEmployer: true, hasPassword: true, name: 'Helena' }),
      error('employerSignIn'),
      done('employerSignUp', helena),
    ]
    // The router's states and each child's, from every way the events above start one.
    const forced = { userId: 41, name: null, identifier: '', password: null, keepLogged: false }
    const states = reachedDialogStates(
      events,
      [
        { entry: 'internal', internalRecruitment: undefined },
        { entry: 'internal', internalRecruitment: aurora },
        { entry: 'internal', internalRecruitment: aurora, internal: forced },
        { entry: 'login', internalRecruitment: aurora },
      ],
      helena,
      (context) => [
        context.internalRecruitment ?? null,
        (context.internal as { userId?: number } | undefined)?.userId,
      ],
    )
    const reached = new Set(states.map((state) => JSON.stringify(state.value)))
    for (const state of [
      { open: { internal: 'waiting' } },
      { open: { internal: 'identifying' } },
      { open: { internal: 'idle' } },
      { open: { internal: 'checking' } },
      { open: { internal: 'signingIn' } },
      { open: { internal: { firstAccess: 'idle' } } },
      { open: { internal: { firstAccess: 'submitting' } } },
      { open: { login: 'routing' } },
      { open: { login: 'employerSigningIn' } },
      { open: 'welcome' },
    ])
      expect(reached, JSON.stringify(state)).toContain(JSON.stringify(state))
  })
})
