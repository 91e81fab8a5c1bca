// The account dialog's connect layer: what the dialog shows and sends, read from the router and its running
// child (docs/identity.md, "The account dialog's machines").
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { ptBR } from '../messages/pt-BR'
import type { StoredSession } from '../session/session.schema'
import { connectAccountDialog } from './account-dialog.connect'
import { accountDialogMachine } from './account-dialog.machine'
import type { AccountDialogEvent, RecoveryUser } from './account-dialog.types'
import type { AccountTextMessages } from './account.schema'

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
const users: RecoveryUser[] = [{ id: 7, name: 'Ana', email: 'a***@example.com' }]
const coded = (code: string) => Object.assign(new Error('x'), { code })
const never = () => new Promise<never>(() => {})

function start(signIn: () => Promise<StoredSession> = async () => record) {
  const actor = createActor(
    accountDialogMachine.provide({
      actors: {
        signIn: fromPromise(signIn),
        lookupUsers: fromPromise(async () => users),
        generateTokenChangeEmail: fromPromise(async () => {}),
        passwordStatus: fromPromise<{ hasPassword: boolean }, void>(never),
      },
    }),
  ).start()
  const sent: AccountDialogEvent[] = []
  const send = (event: AccountDialogEvent) => {
    sent.push(event)
    actor.send(event)
  }
  const api = (messages?: AccountTextMessages) => connectAccountDialog(actor.getSnapshot(), send, messages)
  return { actor, send, sent, api }
}
const flush = () => vi.advanceTimersByTimeAsync(0)

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('connectAccountDialog', () => {
  it('closed: nothing on screen', () => {
    const { api } = start()
    expect(api()).toMatchObject({ open: false, form: null, screenKey: null, welcomeName: null })
  })

  it('the login form: the child’s state, its loading and its pre-filled e-mail', async () => {
    const { api, send } = start(never)
    send({ type: 'dialog.open', form: 'login' })
    expect(api()).toMatchObject({ open: true, form: 'login', screenKey: 'login', registerOffer: null })
    api().submitLogin({ email: 'ana@example.com', password: '12345678', keepLogged: false })
    expect(api().state).toEqual({ loading: true, error: null, notice: null })
    expect(api().email).toBe('ana@example.com')
    // The e-mail stays for the forgot-password form (another child).
    api().show('password')
    expect(api()).toMatchObject({ form: 'password', email: 'ana@example.com' })
    expect(api().state.loading).toBe(false)
  })

  it('the error as the pt-BR text, or as the brand words it', async () => {
    const { api, send } = start(() => Promise.reject(coded('WRONG_PASSWORD')))
    send({ type: 'dialog.open', form: 'login' })
    api().submitLogin({ email: 'ana@example.com', password: 'x', keepLogged: false })
    await flush()
    expect(api().state.error).toBe('E-mail ou senha incorretos')
    const brand = { ...ptBR, errors: { ...ptBR.errors, WRONG_PASSWORD: 'Senha da marca incorreta' } }
    expect(api(brand).state.error).toBe('Senha da marca incorreta')
  })

  it('the register offer: yes opens the register form, no goes back to the login', async () => {
    const { api, send } = start(() => Promise.reject(coded('USER_NOT_FOUND')))
    send({ type: 'dialog.open', form: 'login' })
    api().submitLogin({ email: 'ana@example.com', password: 'x', keepLogged: false })
    await flush()
    expect(api().state.error).toBe('Não encontramos seu usuário. Deseja se cadastrar?')
    api().registerOffer!.onDecline()
    expect(api()).toMatchObject({ form: 'login', registerOffer: null, state: { error: null } })
    api().submitLogin({ email: 'ana@example.com', password: 'x', keepLogged: false })
    await flush()
    api().registerOffer!.onAccept()
    expect(api().form).toBe('register')
  })

  it('the forgotten e-mail: one screen key per step, the accounts found, the code step', async () => {
    const { api, send, sent } = start()
    send({ type: 'dialog.open', form: 'forgotUser' })
    expect(api()).toMatchObject({ form: 'forgotUser', screenKey: 'forgotUser0', forgotUser: { step: 0 } })
    api().submitForgotUserCpf({ cpf: '52998224725', captchaToken: 'token-1' })
    expect(sent.at(-1)).toEqual({ type: 'forgotUser.submitCpf', cpf: '52998224725', captcha: 'token-1' })
    await flush()
    expect(api()).toMatchObject({ screenKey: 'forgotUser1', forgotUser: { step: 1, users } })
    api().selectRecoveryUser(7)
    await flush()
    const code = api().forgotUser
    expect(code).toMatchObject({ step: 2, canResend: false })
    expect(code.canSubmitCode('1234')).toBe(false)
    expect(code.canSubmitCode('12345')).toBe(true)
    // The register form after the lookup keeps the CPF typed.
    expect(api().document).toEqual({ document: '52998224725', foreigner: false })
  })

  it('the change-password form waits for the platform', () => {
    const { api, send } = start()
    send({ type: 'dialog.open', form: 'changePassword' })
    expect(api()).toMatchObject({
      form: 'changePassword',
      screenKey: 'changePasswordChecking',
      changePassword: { checking: true },
      state: { loading: true },
    })
  })

  it('the internal access: a refused domain under the identifier field, naming the domains', () => {
    const { api, send } = start()
    send({
      type: 'internal.configured',
      recruitment: { loginType: 'email', specificDomains: true, domains: ['grupoaurora.com.br'] },
    })
    send({ type: 'dialog.open', form: 'login' })
    expect(api().hasInternalAccess).toBe(true)
    api().show('internal')
    expect(api()).toMatchObject({ form: 'internal', screenKey: 'internal-signIn' })
    api().submitInternal({ identifier: 'ana@gmail.com', password: 'x', keepLogged: false })
    const text = 'Use seu e-mail corporativo. Somente os domínios abaixo são válidos: @grupoaurora.com.br'
    expect(api().internal).toMatchObject({ defaultIdentifier: 'ana@gmail.com', identifierError: text })
    api().startFirstAccess()
    expect(api()).toMatchObject({ screenKey: 'internal-firstAccess', internal: { screen: 'firstAccess' } })
  })

  it('the welcome names the person; close sends dialog.close', async () => {
    const { api, send, sent } = start()
    send({ type: 'dialog.open', form: 'login' })
    api().submitLogin({ email: 'ana@example.com', password: 'x', keepLogged: false })
    await flush()
    expect(api()).toMatchObject({ form: 'welcome', welcomeName: 'Ana' })
    api().close()
    expect(sent.at(-1)).toEqual({ type: 'dialog.close' })
    expect(api().open).toBe(false)
  })
})
