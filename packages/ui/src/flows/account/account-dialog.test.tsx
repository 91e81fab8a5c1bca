import {
  accountDialogView,
  mergeMessages,
  ptBR,
  type RecoveryUser,
  type SignUpPayload,
} from '@carreiras/core'
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { AccountDialog } from './account-dialog'
import {
  fakeAccountDialogMachine,
  platformError,
  sampleRecord,
  startAccountDialog,
} from './account-dialog.fixtures'

globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
}

afterEach(cleanup)

const VALID_CPF = '529.982.247-25'
const dialog = (name: string | RegExp) => screen.getByRole('dialog', { name })
const textbox = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement
const password = (name: string) => screen.getByLabelText(name, { selector: 'input' }) as HTMLInputElement
const robot = () => screen.getByRole('checkbox', { name: 'Não sou um robô' }) as HTMLInputElement

/** The app's captcha stand-in: each tick solves a new challenge ('token-1', 'token-2'…). */
function captchaWidget() {
  let solved = 0
  function FakeCaptcha({ onToken }: { onToken: (token: string | null) => void }) {
    const [checked, setChecked] = useState(false)
    return (
      <label>
        <input
          type="checkbox"
          checked={checked}
          onChange={(event) => {
            setChecked(event.target.checked)
            onToken(event.target.checked ? `token-${(solved += 1)}` : null)
          }}
        />
        Não sou um robô
      </label>
    )
  }
  return (onToken: (token: string | null) => void) => <FakeCaptcha onToken={onToken} />
}

type LookupInput = { cpf?: string; passport?: string; captcha?: string }

describe('AccountDialog', () => {
  it('is closed while the machine is, and closing sends dialog.close', async () => {
    const actor = await startAccountDialog()
    render(<AccountDialog actor={actor} supportEmail="suporte@exemplo.com.br" />)
    expect(screen.queryByRole('dialog')).toBeNull()
    act(() => actor.send({ type: 'dialog.open', form: 'define' }))
    expect(dialog('Cadastre-se')).toBeTruthy()
    await userEvent.keyboard('{Escape}')
    expect(accountDialogView(actor.getSnapshot()).matches('closed')).toBe(true)
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('announces a wrong password and keeps what was typed', async () => {
    const actor = await startAccountDialog({
      fakes: { signIn: platformError('WRONG_PASSWORD') },
      steps: [{ type: 'dialog.open', form: 'login' }],
    })
    render(<AccountDialog actor={actor} supportEmail="suporte@exemplo.com.br" />)
    await userEvent.type(textbox('E-mail'), 'mariana@example.com')
    await userEvent.type(password('Senha'), 'senhaerrada')
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }))
    expect((await screen.findByRole('alert')).textContent).toContain('E-mail ou senha incorretos')
    expect(textbox('E-mail').value).toBe('mariana@example.com')
    expect(password('Senha').value).toBe('senhaerrada')
  })

  it('speaks the brand’s catalogue: its labels, titles and the texts of the platform’s codes; labels still win', async () => {
    const messages = mergeMessages(ptBR, {
      account: { login: { title: 'Acesse sua conta', keepLogged: 'Lembrar de mim' } },
      errors: { WRONG_PASSWORD: 'Confira seu e-mail e sua senha.' },
    })
    const actor = await startAccountDialog({
      fakes: { signIn: platformError('WRONG_PASSWORD') },
      steps: [{ type: 'dialog.open', form: 'login' }],
    })
    const { rerender } = render(
      <AccountDialog actor={actor} supportEmail="suporte@exemplo.com.br" messages={messages} />,
    )
    expect(dialog('Acesse sua conta')).toBeTruthy()
    expect(screen.getByRole('checkbox', { name: 'Lembrar de mim' })).toBeTruthy()
    // Core's words where the brand says nothing.
    expect(screen.getByRole('button', { name: 'Esqueci minha senha' })).toBeTruthy()
    await userEvent.type(textbox('E-mail'), 'mariana@example.com')
    await userEvent.type(password('Senha'), 'senhaerrada')
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }))
    expect((await screen.findByRole('alert')).textContent).toContain('Confira seu e-mail e sua senha.')
    rerender(
      <AccountDialog
        actor={actor}
        supportEmail="suporte@exemplo.com.br"
        messages={messages}
        labels={{ login: { title: 'Entrar no portal' } }}
      />,
    )
    expect(dialog('Entrar no portal')).toBeTruthy()
    expect(screen.getByRole('checkbox', { name: 'Lembrar de mim' })).toBeTruthy()
  })

  it("register offer: 'Sim' opens the register form", async () => {
    const actor = await startAccountDialog({
      fakes: { signIn: platformError('USER_NOT_FOUND') },
      steps: [{ type: 'dialog.open', form: 'login' }],
    })
    render(<AccountDialog actor={actor} supportEmail="suporte@exemplo.com.br" />)
    await userEvent.type(textbox('E-mail'), 'nova@example.com')
    await userEvent.type(password('Senha'), 'segredo123')
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }))
    const offer = await screen.findByRole('alert')
    expect(offer.textContent).toContain('Não encontramos seu usuário. Deseja se cadastrar?')
    await userEvent.click(within(offer).getByRole('button', { name: 'Sim' }))
    expect(dialog('Cadastre-se')).toBeTruthy()
    expect(textbox('Nome Completo (sem abreviação)')).toBeTruthy()
    await waitFor(() => expect(document.activeElement).toBe(textbox('Nome Completo (sem abreviação)')))
  })

  it('greets the hunting invitation by name in title case', async () => {
    const actor = await startAccountDialog({
      steps: [{ type: 'insertCpf.open', name: 'MARIANA DE SOUZA', code: 'abc' }],
    })
    render(<AccountDialog actor={actor} supportEmail="suporte@exemplo.com.br" />)
    expect(dialog('Olá, Mariana de Souza!')).toBeTruthy()
  })

  it('pre-register (its captcha spent by the lookup) → register (its own captcha) → sign-up payload', async () => {
    const signUp = vi.fn(async (_input: SignUpPayload) => sampleRecord)
    const lookup = vi.fn(async (_input: LookupInput): Promise<RecoveryUser[]> => [])
    const machine = fakeAccountDialogMachine().provide({
      actors: {
        signUp: fromPromise(({ input }: { input: SignUpPayload }) => signUp(input)),
        lookupUsers: fromPromise(({ input }: { input: LookupInput }) => lookup(input)),
      },
    })
    const actor = createActor(machine).start()
    actor.send({ type: 'dialog.open', form: 'preRegister' })
    render(<AccountDialog actor={actor} supportEmail="suporte@exemplo.com.br" captcha={captchaWidget()} />)
    await userEvent.type(textbox('CPF'), VALID_CPF)
    await userEvent.click(robot())
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }))
    expect(await screen.findByRole('textbox', { name: 'Nome Completo (sem abreviação)' })).toBeTruthy()
    expect(lookup).toHaveBeenCalledWith({ cpf: '52998224725', captcha: 'token-1' })
    // The register form's captcha is a new one, unticked: the lookup's token was spent.
    expect(robot().checked).toBe(false)
    expect(textbox('CPF').value).toBe(VALID_CPF)
    await userEvent.type(textbox('Nome Completo (sem abreviação)'), 'Mariana Souza Lima')
    await userEvent.type(textbox('E-mail'), 'mariana@example.com')
    await userEvent.type(textbox('Confirme seu e-mail'), 'mariana@example.com')
    await userEvent.type(password('Senha'), 'segredo123')
    await userEvent.type(password('Confirme sua senha'), 'segredo123')
    await userEvent.click(robot())
    await userEvent.click(screen.getByRole('checkbox', { name: /Li e aceito/ }))
    await userEvent.click(screen.getByRole('button', { name: 'Cadastrar' }))
    await waitFor(() => expect(signUp).toHaveBeenCalledOnce())
    expect(signUp.mock.calls[0]?.[0]).toMatchObject({
      first_name: 'Mariana',
      last_name: 'Souza Lima',
      email: 'mariana@example.com',
      document: '52998224725',
      foreigner: false,
      password: 'segredo123',
      accept_terms_of_use: true,
      captcha: 'token-2',
    })
    expect(
      await screen.findByText('Bem-vindo(a), Mariana!', {
        selector: '[data-slot="welcome-animation-greeting"]',
      }),
    ).toBeTruthy()
  })

  it('pre-register refused by the captcha: announced, the CPF kept, the captcha to tick again', async () => {
    const actor = await startAccountDialog({
      fakes: { lookupUsers: platformError('CAPTCHA_FAILED') },
      steps: [{ type: 'dialog.open', form: 'preRegister' }],
    })
    render(<AccountDialog actor={actor} supportEmail="suporte@exemplo.com.br" captcha={captchaWidget()} />)
    expect(screen.getByRole('group', { name: 'Verificação de segurança' })).toBeTruthy()
    await userEvent.type(textbox('CPF'), VALID_CPF)
    await userEvent.click(robot())
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }))
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Não foi possível confirmar que você não é um robô. Tente novamente.',
    )
    expect(dialog('Cadastre-se')).toBeTruthy()
    expect(textbox('CPF').value).toBe(VALID_CPF)
    expect(robot().checked).toBe(false)
  })

  it('forgot e-mail: the lookup carries the captcha; refused, step 0 stays with no register offer', async () => {
    const lookup = vi.fn(async (_input: LookupInput): Promise<RecoveryUser[]> => {
      throw Object.assign(new Error('x'), { code: 'CAPTCHA_FAILED' })
    })
    const machine = fakeAccountDialogMachine().provide({
      actors: { lookupUsers: fromPromise(({ input }: { input: LookupInput }) => lookup(input)) },
    })
    const actor = createActor(machine).start()
    actor.send({ type: 'dialog.open', form: 'forgotUser' })
    render(<AccountDialog actor={actor} supportEmail="suporte@exemplo.com.br" captcha={captchaWidget()} />)
    await userEvent.type(textbox('CPF'), VALID_CPF)
    await userEvent.click(robot())
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }))
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Não foi possível confirmar que você não é um robô. Tente novamente.',
    )
    expect(lookup).toHaveBeenCalledWith({ cpf: '52998224725', captcha: 'token-1' })
    expect(screen.queryByRole('button', { name: 'Cadastre-se' })).toBeNull()
    expect(textbox('CPF').value).toBe(VALID_CPF)
    expect(robot().checked).toBe(false)
  })

  it('shows the userExists screen with the support e-mail', async () => {
    const actor = await startAccountDialog({
      steps: [
        { type: 'dialog.open', form: 'preRegister' },
        { type: 'preRegister.submit', document: '52998224725', foreigner: false },
        (s) => accountDialogView(s).matches({ open: 'userExists' }),
      ],
    })
    render(<AccountDialog actor={actor} supportEmail="suporte@exemplo.com.br" />)
    expect(dialog('Você já tem cadastro')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'suporte@exemplo.com.br' })).toBeTruthy()
  })

  it('forgot e-mail: CPF, account, code, new e-mail, then login with the notice', async () => {
    const actor = await startAccountDialog({ steps: [{ type: 'dialog.open', form: 'forgotUser' }] })
    render(<AccountDialog actor={actor} supportEmail="suporte@exemplo.com.br" />)
    await userEvent.type(textbox('CPF'), VALID_CPF)
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }))
    await userEvent.click(await screen.findByRole('button', { name: 'Enviar código' }))
    const code = await screen.findByRole('textbox', { name: 'Código recebido por SMS' })
    expect(screen.getByRole('button', { name: /Reenviar código em 2:00/ })).toBeTruthy()
    await userEvent.type(code, '123456')
    await userEvent.click(screen.getByRole('button', { name: 'Validar código' }))
    await userEvent.type(await screen.findByRole('textbox', { name: 'Novo e-mail' }), 'nova@example.com')
    await userEvent.type(textbox('Confirme o novo e-mail'), 'nova@example.com')
    await userEvent.click(screen.getByRole('button', { name: 'Salvar e-mail' }))
    await waitFor(() => expect(dialog('Entrar')).toBeTruthy())
    expect(screen.getByText('Seu email foi alterado com sucesso.')).toBeTruthy()
    expect(textbox('E-mail').value).toBe('nova@example.com')
  })
})
