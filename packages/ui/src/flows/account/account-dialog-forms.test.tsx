import { ptBR } from '@carreiras/core'
import { cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  AccountDocumentForm,
  AccountInsertCpfForm,
  AccountLoginForm,
  AccountPreRegisterForm,
  AccountRegisterForm,
  AccountUserExists,
} from './account-dialog-forms'
import { titleCase } from './account-form-parts'
import {
  AccountChangePasswordForm,
  AccountForgotPasswordForm,
  AccountForgotUserChooseForm,
  AccountForgotUserCpfForm,
  AccountNewEmailForm,
  AccountSmsCodeForm,
} from './account-recovery-forms'

// Radix measures its hidden native checkbox and radio; jsdom has no ResizeObserver.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
}

afterEach(cleanup)

const VALID_CPF = '529.982.247-25'

const textbox = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement
const password = (name: string) => screen.getByLabelText(name, { selector: 'input' }) as HTMLInputElement

/** The texts that describe a field (its hint and error), in order. */
const descriptions = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent)

function expectFieldError(field: HTMLElement, message: string) {
  expect(field.getAttribute('aria-invalid')).toBe('true')
  expect(descriptions(field)).toContain(message)
}

describe('AccountLoginForm', () => {
  it('shows the spec messages under the fields, counts them and focuses the first invalid field', async () => {
    const onSubmit = vi.fn()
    render(<AccountLoginForm onSubmit={onSubmit} />)
    await userEvent.type(password('Senha'), '1234567')
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }))
    await waitFor(() => expectFieldError(textbox('E-mail'), 'E-mail inválido'))
    expectFieldError(password('Senha'), 'Sua senha deve ter no mínimo 8 caracteres')
    expect(screen.getByRole('status').textContent).toBe('2 campos precisam de correção.')
    await waitFor(() => expect(document.activeElement).toBe(textbox('E-mail')))
    expect(onSubmit).not.toHaveBeenCalled()
  })

  it('submits the e-mail, the exact password and keep-logged', async () => {
    const onSubmit = vi.fn()
    render(<AccountLoginForm onSubmit={onSubmit} />)
    expect(textbox('E-mail').getAttribute('autocomplete')).toBe('username')
    expect(password('Senha').getAttribute('autocomplete')).toBe('current-password')
    await userEvent.type(textbox('E-mail'), '  mariana@example.com ')
    password('Senha').focus()
    await userEvent.paste(' s3nh@ forte ')
    await userEvent.click(screen.getByRole('checkbox', { name: 'Manter conectado' }))
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }))
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        email: 'mariana@example.com',
        password: ' s3nh@ forte ',
        keepLogged: true,
      }),
    )
  })

  it('keeps what was typed through loading and a server error, which is announced', async () => {
    const onSubmit = vi.fn()
    const { rerender } = render(<AccountLoginForm onSubmit={onSubmit} />)
    await userEvent.type(textbox('E-mail'), 'mariana@example.com')
    await userEvent.type(password('Senha'), 'senhaerrada')
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }))
    rerender(<AccountLoginForm onSubmit={onSubmit} loading />)
    expect((screen.getByRole('button', { name: 'Entrar' }) as HTMLButtonElement).disabled).toBe(true)
    rerender(<AccountLoginForm onSubmit={onSubmit} error="E-mail ou senha incorretos" />)
    expect(screen.getByRole('alert').textContent).toContain('E-mail ou senha incorretos')
    expect(textbox('E-mail').value).toBe('mariana@example.com')
    expect(password('Senha').value).toBe('senhaerrada')
    expect((screen.getByRole('button', { name: 'Entrar' }) as HTMLButtonElement).disabled).toBe(false)
  })

  it("offers sign-up after an unknown user: 'Sim' focused, 'Não' declines", async () => {
    const onAccept = vi.fn()
    const onDecline = vi.fn()
    render(<AccountLoginForm onSubmit={vi.fn()} registerOffer={{ onAccept, onDecline }} />)
    const offer = screen.getByRole('alert')
    expect(offer.textContent).toContain('Não encontramos seu usuário. Deseja se cadastrar?')
    expect(document.activeElement).toBe(within(offer).getByRole('button', { name: 'Sim' }))
    await userEvent.keyboard('{Enter}')
    expect(onAccept).toHaveBeenCalledOnce()
    await userEvent.click(within(offer).getByRole('button', { name: 'Não' }))
    expect(onDecline).toHaveBeenCalledOnce()
  })

  it('renders the network buttons and the switches only when they have a handler', async () => {
    const onSocial = vi.fn()
    const onForgotPassword = vi.fn()
    const { rerender } = render(<AccountLoginForm onSubmit={vi.fn()} />)
    expect(screen.queryByRole('button', { name: 'Entrar com LinkedIn' })).toBeNull()
    rerender(<AccountLoginForm onSubmit={vi.fn()} onSocial={onSocial} onForgotPassword={onForgotPassword} />)
    await userEvent.click(screen.getByRole('button', { name: 'Entrar com Facebook' }))
    expect(onSocial).toHaveBeenCalledWith('facebook')
    await userEvent.click(screen.getByRole('button', { name: 'Esqueci minha senha' }))
    expect(onForgotPassword).toHaveBeenCalledOnce()
  })
})

describe('document forms (insert-cpf, pre-register, document)', () => {
  it("rejects an invalid CPF with 'CPF inválido' and submits the digits of a valid one", async () => {
    const onSubmit = vi.fn()
    render(<AccountPreRegisterForm onSubmit={onSubmit} />)
    await userEvent.type(textbox('CPF'), '11111111111')
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }))
    await waitFor(() => expectFieldError(textbox('CPF'), 'CPF inválido'))
    await userEvent.clear(textbox('CPF'))
    await userEvent.type(textbox('CPF'), VALID_CPF)
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }))
    // Without a captcha widget, no token (the platform decides).
    expect(onSubmit).toHaveBeenCalledWith({ foreigner: false, document: '52998224725', captchaToken: '' })
  })

  it("asks foreigners for the RNE or passport ('RNE inválido')", async () => {
    const onSubmit = vi.fn()
    render(<AccountDocumentForm onSubmit={onSubmit} />)
    await userEvent.click(screen.getByRole('checkbox', { name: 'Sou estrangeiro' }))
    await userEvent.type(textbox('RNE ou Passaporte'), 'AB12')
    await userEvent.click(screen.getByRole('button', { name: 'Cadastrar' }))
    await waitFor(() => expectFieldError(textbox('RNE ou Passaporte'), 'RNE inválido'))
    await userEvent.type(textbox('RNE ou Passaporte'), '3456')
    await userEvent.click(screen.getByRole('button', { name: 'Cadastrar' }))
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ foreigner: true, document: 'AB123456' }))
  })

  it('pre-fills the document and says Buscando... while searching', () => {
    render(
      <AccountPreRegisterForm
        onSubmit={vi.fn()}
        defaultDocument={{ document: '52998224725', foreigner: false }}
        loading
      />,
    )
    expect(textbox('CPF').value).toBe(VALID_CPF)
    expect((screen.getByRole('button', { name: 'Buscando...' }) as HTMLButtonElement).disabled).toBe(true)
  })

  it('insert-cpf keeps the typed CPF after a server error', async () => {
    const { rerender } = render(<AccountInsertCpfForm onSubmit={vi.fn()} />)
    await userEvent.type(textbox('CPF'), VALID_CPF)
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }))
    rerender(<AccountInsertCpfForm onSubmit={vi.fn()} error="Algo errado aconteceu. Tente novamente." />)
    expect(screen.getByRole('alert').textContent).toContain('Algo errado aconteceu. Tente novamente.')
    expect(textbox('CPF').value).toBe(VALID_CPF)
  })
})

describe('AccountRegisterForm', () => {
  const captcha = (onToken: (token: string | null) => void) => (
    <button type="button" onClick={() => onToken('token-ok')}>
      Não sou um robô
    </button>
  )

  async function fillValid() {
    await userEvent.type(textbox('Nome Completo (sem abreviação)'), 'Mariana Souza')
    await userEvent.type(textbox('E-mail'), 'mariana@example.com')
    await userEvent.type(textbox('Confirme seu e-mail'), 'MARIANA@example.com')
    await userEvent.type(textbox('CPF'), VALID_CPF)
    await userEvent.type(password('Senha'), 'segredo123')
    await userEvent.type(password('Confirme sua senha'), 'segredo123')
    await userEvent.click(screen.getByRole('button', { name: 'Não sou um robô' }))
    await userEvent.click(screen.getByRole('checkbox', { name: /Li e aceito os Termos de Uso/ }))
  }

  it('shows every required message of an empty form', async () => {
    render(<AccountRegisterForm onSubmit={vi.fn()} captcha={captcha} termsHref="/termos-de-uso" />)
    await userEvent.click(screen.getByRole('button', { name: 'Cadastrar' }))
    await waitFor(() => expectFieldError(textbox('Nome Completo (sem abreviação)'), 'Nome inválido'))
    expectFieldError(textbox('E-mail'), 'E-mail inválido')
    expectFieldError(textbox('CPF'), 'CPF inválido')
    expectFieldError(password('Senha'), 'Sua senha deve ter no mínimo 8 caracteres')
    expectFieldError(
      screen.getByRole('checkbox', { name: /Li e aceito/ }),
      'Aceite os Termos de Uso para continuar',
    )
    const captchaGroup = screen.getByRole('group', { name: 'Verificação de segurança' })
    expect(descriptions(captchaGroup)).toEqual(['Confirme que você não é um robô'])
    await waitFor(() => expect(document.activeElement).toBe(textbox('Nome Completo (sem abreviação)')))
  })

  it("says 'Nome muito curto', 'E-mails diferentes' and 'Senhas diferentes'", async () => {
    render(<AccountRegisterForm onSubmit={vi.fn()} captcha={captcha} />)
    await userEvent.type(textbox('Nome Completo (sem abreviação)'), 'Ana Sá')
    await userEvent.type(textbox('E-mail'), 'ana@example.com')
    await userEvent.type(textbox('Confirme seu e-mail'), 'ana@exemplo.com')
    await userEvent.type(password('Senha'), 'segredo123')
    await userEvent.type(password('Confirme sua senha'), 'segredo124')
    await userEvent.click(screen.getByRole('button', { name: 'Cadastrar' }))
    await waitFor(() => expectFieldError(textbox('Nome Completo (sem abreviação)'), 'Nome muito curto'))
    expectFieldError(textbox('Confirme seu e-mail'), 'E-mails diferentes')
    expectFieldError(password('Confirme sua senha'), 'Senhas diferentes')
  })

  it('links the terms in a new tab, asks for new passwords and submits the valid form', async () => {
    const onSubmit = vi.fn()
    render(<AccountRegisterForm onSubmit={onSubmit} captcha={captcha} termsHref="/termos-de-uso" />)
    const link = screen.getByRole('link', { name: /Termos de Uso/ })
    expect(link.getAttribute('href')).toBe('/termos-de-uso')
    expect(link.getAttribute('target')).toBe('_blank')
    expect(password('Senha').getAttribute('autocomplete')).toBe('new-password')
    expect(password('Confirme sua senha').getAttribute('autocomplete')).toBe('new-password')
    await fillValid()
    await userEvent.click(screen.getByRole('button', { name: 'Cadastrar' }))
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({
          name: 'Mariana Souza',
          email: 'mariana@example.com',
          // The register schema checks the document; signUpPayloadFromForm sends its digits.
          document: VALID_CPF,
          foreigner: false,
          password: 'segredo123',
          captchaToken: 'token-ok',
          acceptTerms: true,
        }),
      ),
    )
  })

  it('offers marketing as an optional, unticked choice that goes with the form', async () => {
    const onSubmit = vi.fn()
    render(<AccountRegisterForm onSubmit={onSubmit} captcha={captcha} />)
    const marketing = screen.getByRole('checkbox', { name: ptBR.consent.signUpMarketing })
    expect((marketing as HTMLInputElement).checked).toBe(false)
    await fillValid()
    await userEvent.click(screen.getByRole('button', { name: 'Cadastrar' }))
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ marketing: false })))
    await userEvent.click(marketing)
    await userEvent.click(screen.getByRole('button', { name: 'Cadastrar' }))
    await waitFor(() =>
      expect(onSubmit).toHaveBeenLastCalledWith(expect.objectContaining({ marketing: true })),
    )
  })

  it('keeps every field after a sign-up failure', async () => {
    const onSubmit = vi.fn()
    const { rerender } = render(<AccountRegisterForm onSubmit={onSubmit} captcha={captcha} />)
    await fillValid()
    await userEvent.click(screen.getByRole('button', { name: 'Cadastrar' }))
    rerender(<AccountRegisterForm onSubmit={onSubmit} captcha={captcha} loading />)
    rerender(
      <AccountRegisterForm
        onSubmit={onSubmit}
        captcha={captcha}
        error="E-mail ou CPF informado já foi cadastrado anteriormente"
      />,
    )
    expect(screen.getByRole('alert').textContent).toContain(
      'E-mail ou CPF informado já foi cadastrado anteriormente',
    )
    expect(textbox('Nome Completo (sem abreviação)').value).toBe('Mariana Souza')
    expect(textbox('Confirme seu e-mail').value).toBe('MARIANA@example.com')
    expect(textbox('CPF').value).toBe(VALID_CPF)
    expect(password('Confirme sua senha').value).toBe('segredo123')
    expect((screen.getByRole('checkbox', { name: /Li e aceito/ }) as HTMLInputElement).checked).toBe(true)
  })
})

describe('the captcha of the CPF lookups (pre-register, forgot e-mail) and of sign-up', () => {
  /** A stand-in for the app's widget: a checkbox whose every tick solves a new challenge. */
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
  const robot = () => screen.getByRole('checkbox', { name: 'Não sou um robô' }) as HTMLInputElement
  const group = () => screen.getByRole('group', { name: 'Verificação de segurança' })

  it('pre-register: the captcha is asked for, in a named group, and its token is submitted', async () => {
    const onSubmit = vi.fn()
    render(<AccountPreRegisterForm onSubmit={onSubmit} captcha={captchaWidget()} />)
    await userEvent.type(textbox('CPF'), VALID_CPF)
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }))
    await waitFor(() => expect(descriptions(group())).toEqual(['Confirme que você não é um robô']))
    expect(screen.getByRole('status').textContent).toBe('1 campo precisa de correção.')
    expect(onSubmit).not.toHaveBeenCalled()
    await userEvent.click(robot())
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }))
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        foreigner: false,
        document: '52998224725',
        captchaToken: 'token-1',
      }),
    )
  })

  it('pre-register refused: the error announced, the CPF kept, the captcha unticked and asked again', async () => {
    const onSubmit = vi.fn()
    const captcha = captchaWidget()
    const { rerender } = render(<AccountPreRegisterForm onSubmit={onSubmit} captcha={captcha} />)
    await userEvent.type(textbox('CPF'), VALID_CPF)
    await userEvent.click(robot())
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }))
    rerender(<AccountPreRegisterForm onSubmit={onSubmit} captcha={captcha} loading />)
    expect(robot().checked).toBe(true)
    const refused = 'Não foi possível confirmar que você não é um robô. Tente novamente.'
    rerender(<AccountPreRegisterForm onSubmit={onSubmit} captcha={captcha} error={refused} />)
    expect(screen.getByRole('alert').textContent).toContain(refused)
    expect(textbox('CPF').value).toBe(VALID_CPF)
    // The token was spent: the widget starts over, quietly (the alert says what happened).
    expect(robot().checked).toBe(false)
    expect(descriptions(group())).toEqual([])
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }))
    await waitFor(() => expect(descriptions(group())).toEqual(['Confirme que você não é um robô']))
    expect(onSubmit).toHaveBeenCalledOnce()
    await userEvent.click(robot())
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }))
    await waitFor(() =>
      expect(onSubmit).toHaveBeenLastCalledWith(expect.objectContaining({ captchaToken: 'token-2' })),
    )
  })

  it('pre-register: a client-side error does not spend the token', async () => {
    const onSubmit = vi.fn()
    render(<AccountPreRegisterForm onSubmit={onSubmit} captcha={captchaWidget()} />)
    await userEvent.click(robot())
    await userEvent.type(textbox('CPF'), '11111111111')
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }))
    await waitFor(() => expectFieldError(textbox('CPF'), 'CPF inválido'))
    expect(robot().checked).toBe(true)
    await userEvent.clear(textbox('CPF'))
    await userEvent.type(textbox('CPF'), VALID_CPF)
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }))
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ captchaToken: 'token-1' })),
    )
  })

  it('forgot e-mail step 0: the CPF and the token; after an answer the captcha starts over', async () => {
    const onSubmit = vi.fn()
    const captcha = captchaWidget()
    const { rerender } = render(<AccountForgotUserCpfForm onSubmit={onSubmit} captcha={captcha} />)
    await userEvent.type(textbox('CPF'), VALID_CPF)
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }))
    await waitFor(() => expect(descriptions(group())).toEqual(['Confirme que você não é um robô']))
    await userEvent.click(robot())
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }))
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ captchaToken: 'token-1' })),
    )
    rerender(<AccountForgotUserCpfForm onSubmit={onSubmit} captcha={captcha} loading />)
    rerender(
      <AccountForgotUserCpfForm
        onSubmit={onSubmit}
        captcha={captcha}
        onRegister={vi.fn()}
        error="Este CPF não está cadastrado"
      />,
    )
    expect(textbox('CPF').value).toBe(VALID_CPF)
    expect(robot().checked).toBe(false)
    await userEvent.click(robot())
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }))
    await waitFor(() =>
      expect(onSubmit).toHaveBeenLastCalledWith(expect.objectContaining({ captchaToken: 'token-2' })),
    )
  })

  it('forgot e-mail step 0 without a captcha widget submits no token', async () => {
    const onSubmit = vi.fn()
    render(<AccountForgotUserCpfForm onSubmit={onSubmit} />)
    expect(screen.queryByRole('group', { name: 'Verificação de segurança' })).toBeNull()
    await userEvent.type(textbox('CPF'), VALID_CPF)
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }))
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ captchaToken: '' })))
  })

  it('sign-up refused: its captcha starts over too (the token was spent)', async () => {
    const captcha = captchaWidget()
    const { rerender } = render(<AccountRegisterForm onSubmit={vi.fn()} captcha={captcha} />)
    await userEvent.click(robot())
    rerender(<AccountRegisterForm onSubmit={vi.fn()} captcha={captcha} loading />)
    rerender(<AccountRegisterForm onSubmit={vi.fn()} captcha={captcha} error="x" />)
    expect(robot().checked).toBe(false)
  })
})

describe('AccountUserExists', () => {
  it('offers the support e-mail as a mailto link', () => {
    render(<AccountUserExists supportEmail="suporte@exemplo.com.br" />)
    const link = screen.getByRole('link', { name: 'suporte@exemplo.com.br' })
    expect(link.getAttribute('href')).toBe('mailto:suporte@exemplo.com.br')
    expect(link.parentElement?.textContent).toBe('Não tem mais acesso? Escreva para suporte@exemplo.com.br.')
  })
})

describe('recovery forms', () => {
  it("forgot password: 'E-mail inválido', then the sent notice", async () => {
    const onSubmit = vi.fn()
    const { rerender } = render(<AccountForgotPasswordForm onSubmit={onSubmit} />)
    await userEvent.type(textbox('E-mail'), 'mariana@')
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }))
    await waitFor(() => expectFieldError(textbox('E-mail'), 'E-mail inválido'))
    rerender(<AccountForgotPasswordForm onSubmit={onSubmit} error="E-mail não cadastrado" />)
    expect(textbox('E-mail').value).toBe('mariana@')
    expect(screen.getByRole('alert').textContent).toContain('E-mail não cadastrado')
    rerender(
      <AccountForgotPasswordForm
        onSubmit={onSubmit}
        sent
        notice="Enviamos para seu e-mail instruções de como recuperar sua senha"
        onBackToLogin={vi.fn()}
      />,
    )
    expect(screen.getByRole('status').textContent).toContain(
      'Enviamos para seu e-mail instruções de como recuperar sua senha',
    )
    expect(screen.getByRole('button', { name: 'Voltar para o login' })).toBeTruthy()
  })

  it("forgot e-mail step 0: 'CPF inválido'; the register offer after an unknown CPF", async () => {
    const onRegister = vi.fn()
    render(
      <AccountForgotUserCpfForm
        onSubmit={vi.fn()}
        onRegister={onRegister}
        error="Este CPF não está cadastrado"
      />,
    )
    await userEvent.type(textbox('CPF'), '123')
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }))
    await waitFor(() => expectFieldError(textbox('CPF'), 'CPF inválido'))
    expect(screen.getByRole('alert').textContent).toContain('Este CPF não está cadastrado')
    await userEvent.click(screen.getByRole('button', { name: 'Cadastre-se' }))
    expect(onRegister).toHaveBeenCalledOnce()
  })

  it('forgot e-mail step 1: the first account is chosen; another can be', async () => {
    const onSubmit = vi.fn()
    render(
      <AccountForgotUserChooseForm
        onSubmit={onSubmit}
        users={[
          { id: 7, name: 'Mariana', email: 'ma***@gmail.com', phone: '(11) *****-4321' },
          { id: 8, name: 'Mariana S.', email: 'm***@empresa.com.br' },
        ]}
      />,
    )
    const group = screen.getByRole('radiogroup', { name: 'Selecione o seu cadastro' })
    expect(within(group).getAllByRole('radio')).toHaveLength(2)
    expect(group.textContent).toContain('Celular: (11) *****-4321')
    await userEvent.click(within(group).getByRole('radio', { name: /Mariana S\./ }))
    await userEvent.click(screen.getByRole('button', { name: 'Enviar código' }))
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(8))
  })

  it('forgot e-mail step 2: validate enabled at 5 characters; only 6 digits pass', async () => {
    const onSubmit = vi.fn()
    render(<AccountSmsCodeForm onSubmit={onSubmit} onResend={vi.fn()} />)
    const validate = screen.getByRole('button', { name: 'Validar código' })
    await userEvent.type(textbox('Código recebido por SMS'), '1234')
    expect((validate as HTMLButtonElement).disabled).toBe(true)
    await userEvent.type(textbox('Código recebido por SMS'), '5')
    expect((validate as HTMLButtonElement).disabled).toBe(false)
    await userEvent.click(validate)
    expectFieldError(textbox('Código recebido por SMS'), 'Informe o código de 6 dígitos recebido por SMS')
    expect(onSubmit).not.toHaveBeenCalled()
    await userEvent.type(textbox('Código recebido por SMS'), '6')
    await userEvent.click(validate)
    expect(onSubmit).toHaveBeenCalledWith({ code: '123456' })
    expect(
      screen.getByRole('button', { name: /Reenviar código em 2:00/ }).getAttribute('aria-disabled'),
    ).toBe('true')
  })

  it('forgot e-mail step 2: resend is enabled when no time is left', async () => {
    const onResend = vi.fn()
    render(<AccountSmsCodeForm onSubmit={vi.fn()} onResend={onResend} resendSecondsAt={() => 0} />)
    await userEvent.click(screen.getByRole('button', { name: 'Reenviar código' }))
    expect(onResend).toHaveBeenCalledOnce()
  })

  it("forgot e-mail step 3: 'E-mails diferentes'", async () => {
    const onSubmit = vi.fn()
    render(<AccountNewEmailForm onSubmit={onSubmit} />)
    await userEvent.type(textbox('Novo e-mail'), 'nova@example.com')
    await userEvent.type(textbox('Confirme o novo e-mail'), 'outra@example.com')
    await userEvent.click(screen.getByRole('button', { name: 'Salvar e-mail' }))
    await waitFor(() => expectFieldError(textbox('Confirme o novo e-mail'), 'E-mails diferentes'))
    await userEvent.clear(textbox('Confirme o novo e-mail'))
    await userEvent.type(textbox('Confirme o novo e-mail'), 'nova@example.com')
    await userEvent.click(screen.getByRole('button', { name: 'Salvar e-mail' }))
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ email: 'nova@example.com' }))
  })

  it("change password: 'Sua senha deve ter…' and 'Senhas diferentes'; kept after a failure", async () => {
    const onSubmit = vi.fn()
    const { rerender } = render(<AccountChangePasswordForm onSubmit={onSubmit} />)
    await userEvent.type(password('Nova senha'), 'curta')
    await userEvent.type(password('Confirme a nova senha'), 'outra')
    await userEvent.click(screen.getByRole('button', { name: 'Alterar Senha' }))
    await waitFor(() => expectFieldError(password('Nova senha'), 'Sua senha deve ter no mínimo 8 caracteres'))
    expectFieldError(password('Confirme a nova senha'), 'Senhas diferentes')
    await userEvent.type(password('Nova senha'), 'mente1')
    await userEvent.clear(password('Confirme a nova senha'))
    await userEvent.type(password('Confirme a nova senha'), 'curtamente1')
    await userEvent.click(screen.getByRole('button', { name: 'Alterar Senha' }))
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ password: 'curtamente1' }))
    rerender(
      <AccountChangePasswordForm onSubmit={onSubmit} error="Algo errado aconteceu. Tente novamente." />,
    )
    expect(password('Nova senha').value).toBe('curtamente1')
  })

  it("change password signed in: 'Senha atual' first, required, sent with the new one", async () => {
    const onSubmit = vi.fn()
    const { rerender } = render(<AccountChangePasswordForm askCurrentPassword onSubmit={onSubmit} />)
    const current = password('Senha atual')
    expect(current.getAttribute('autocomplete')).toBe('current-password')
    const fields = screen.getAllByLabelText(/senha/i, { selector: 'input' })
    expect(fields[0]).toBe(current)
    await userEvent.type(password('Nova senha'), 'novasenha123')
    await userEvent.type(password('Confirme a nova senha'), 'novasenha123')
    await userEvent.click(screen.getByRole('button', { name: 'Alterar Senha' }))
    await waitFor(() => expectFieldError(current, 'Informe sua senha atual'))
    expect(onSubmit).not.toHaveBeenCalled()
    await userEvent.type(current, 'senhaatual1')
    await userEvent.click(screen.getByRole('button', { name: 'Alterar Senha' }))
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ password: 'novasenha123', currentPassword: 'senhaatual1' }),
    )
    // A wrong one: the alert is announced and nothing typed is lost.
    rerender(
      <AccountChangePasswordForm askCurrentPassword onSubmit={onSubmit} error="Senha atual incorreta" />,
    )
    expect(screen.getByRole('alert').textContent).toContain('Senha atual incorreta')
    expect(password('Senha atual').value).toBe('senhaatual1')
    expect(password('Nova senha').value).toBe('novasenha123')
  })

  it('change password without a current one (recovery link, first password): no such field', async () => {
    const onSubmit = vi.fn()
    render(<AccountChangePasswordForm onSubmit={onSubmit} />)
    expect(screen.queryByLabelText('Senha atual', { selector: 'input' })).toBeNull()
    await userEvent.type(password('Nova senha'), 'novasenha123')
    await userEvent.type(password('Confirme a nova senha'), 'novasenha123')
    await userEvent.click(screen.getByRole('button', { name: 'Alterar Senha' }))
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ password: 'novasenha123' }))
  })
})

describe('titleCase', () => {
  it('capitalises each word and keeps Portuguese particles lower case', () => {
    expect(titleCase('  MARIA DA SILVA  ')).toBe('Maria da Silva')
    expect(titleCase('joão dos santos e souza')).toBe('João dos Santos e Souza')
    expect(titleCase('de oliveira')).toBe('De Oliveira')
  })
})
