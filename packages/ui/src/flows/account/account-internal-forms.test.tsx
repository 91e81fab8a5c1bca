import { ptBR, type InternalRecruitment } from '@carreiras/core'
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { AccountInternalFirstAccessForm, AccountInternalSignInForm } from './account-internal-forms'
import { InternalJobBadge, InternalOpenings } from '../../site/internal-openings'

// Radix measures its hidden native checkbox; jsdom has no ResizeObserver.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
}

afterEach(cleanup)

const aurora: InternalRecruitment = {
  loginType: 'email',
  specificDomains: true,
  domains: ['grupoaurora.com.br'],
}
const DOMAIN_TEXT = 'Use seu e-mail corporativo. Somente os domínios abaixo são válidos: @grupoaurora.com.br'

const textbox = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement
const password = (name: string) => screen.getByLabelText(name, { selector: 'input' }) as HTMLInputElement
const descriptions = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent)
function expectFieldError(field: HTMLElement, message: string) {
  expect(field.getAttribute('aria-invalid')).toBe('true')
  expect(descriptions(field)).toContain(message)
}

describe('AccountInternalSignInForm', () => {
  it('refuses another domain before calling, lists the allowed domains and keeps what was typed', async () => {
    const onSubmit = vi.fn()
    render(<AccountInternalSignInForm recruitment={aurora} onSubmit={onSubmit} />)
    await userEvent.type(textbox('E-mail corporativo'), 'helena@gmail.com')
    await userEvent.type(password('Senha'), 'demonstracao-2027')
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }))
    await waitFor(() => expectFieldError(textbox('E-mail corporativo'), DOMAIN_TEXT))
    await waitFor(() => expect(document.activeElement).toBe(textbox('E-mail corporativo')))
    expect(onSubmit).not.toHaveBeenCalled()
    expect(textbox('E-mail corporativo').value).toBe('helena@gmail.com')
    expect(password('Senha').value).toBe('demonstracao-2027')
  })

  it('sends an allowed e-mail with the password and keep-logged choice', async () => {
    const onSubmit = vi.fn()
    render(<AccountInternalSignInForm recruitment={aurora} onSubmit={onSubmit} />)
    await userEvent.type(textbox('E-mail corporativo'), 'helena.duarte@grupoaurora.com.br')
    await userEvent.type(password('Senha'), 'demonstracao-2027')
    await userEvent.click(screen.getByRole('checkbox', { name: 'Manter conectado' }))
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }))
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        identifier: 'helena.duarte@grupoaurora.com.br',
        password: 'demonstracao-2027',
        keepLogged: true,
      }),
    )
  })

  it("shows the platform's domain refusal under the field, focused, nothing typed lost", async () => {
    const { rerender } = render(
      <AccountInternalSignInForm
        recruitment={aurora}
        defaultIdentifier="helena@gmail.com"
        onSubmit={vi.fn()}
      />,
    )
    await userEvent.type(password('Senha'), 'segredo')
    rerender(
      <AccountInternalSignInForm
        recruitment={aurora}
        defaultIdentifier="helena@gmail.com"
        identifierError={DOMAIN_TEXT}
        error={DOMAIN_TEXT}
        onSubmit={vi.fn()}
      />,
    )
    await waitFor(() => expectFieldError(textbox('E-mail corporativo'), DOMAIN_TEXT))
    expect(document.activeElement).toBe(textbox('E-mail corporativo'))
    expect(password('Senha').value).toBe('segredo')
    // Said once: under the field, not again in the alert.
    expect(screen.getAllByText(DOMAIN_TEXT)).toHaveLength(1)
  })

  it('announces a platform error (role=alert) and is busy while loading', () => {
    const { container, rerender } = render(
      <AccountInternalSignInForm recruitment={aurora} loading onSubmit={vi.fn()} />,
    )
    expect(container.querySelector('form')?.getAttribute('aria-busy')).toBe('true')
    rerender(<AccountInternalSignInForm recruitment={aurora} error="Senha incorreta" onSubmit={vi.fn()} />)
    expect(screen.getByRole('alert').textContent).toContain('Senha incorreta')
  })

  it('asks a CPF or a unique id by login type, and only the password for a forced user id', async () => {
    const onSubmit = vi.fn()
    const { rerender } = render(
      <AccountInternalSignInForm recruitment={{ ...aurora, loginType: 'document' }} onSubmit={onSubmit} />,
    )
    await userEvent.type(textbox('CPF'), '52998224725')
    expect(textbox('CPF').value).toBe('529.982.247-25')
    rerender(
      <AccountInternalSignInForm recruitment={{ ...aurora, loginType: 'unique_id' }} onSubmit={onSubmit} />,
    )
    expect(textbox('Matrícula')).toBeTruthy()
    cleanup()
    render(<AccountInternalSignInForm recruitment={aurora} forcedUser onSubmit={onSubmit} />)
    expect(screen.queryByRole('textbox')).toBeNull()
    await userEvent.type(password('Senha'), 'demonstracao-2027')
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }))
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ password: 'demonstracao-2027' })),
    )
  })

  it('offers the first access and the way back to the candidates login', async () => {
    const onFirstAccess = vi.fn()
    const onBack = vi.fn()
    render(
      <AccountInternalSignInForm
        recruitment={aurora}
        onSubmit={vi.fn()}
        onFirstAccess={onFirstAccess}
        onBack={onBack}
      />,
    )
    await userEvent.click(screen.getByRole('button', { name: 'Primeiro acesso? Crie sua senha' }))
    await userEvent.click(screen.getByRole('button', { name: 'Voltar para o login de candidatos' }))
    expect(onFirstAccess).toHaveBeenCalledOnce()
    expect(onBack).toHaveBeenCalledOnce()
  })
})

describe('AccountInternalFirstAccessForm', () => {
  it('asks the password rule and the confirmation, then sends identifier and password', async () => {
    const onSubmit = vi.fn()
    render(
      <AccountInternalFirstAccessForm
        recruitment={aurora}
        defaultIdentifier="novo.colaborador@grupoaurora.com.br"
        onSubmit={onSubmit}
      />,
    )
    expect(textbox('E-mail corporativo').value).toBe('novo.colaborador@grupoaurora.com.br')
    await userEvent.type(password('Nova senha'), 'curta')
    await userEvent.type(password('Confirme a nova senha'), 'outra')
    await userEvent.click(screen.getByRole('button', { name: 'Criar senha e entrar' }))
    await waitFor(() => expectFieldError(password('Nova senha'), ptBR.validation.passwordMin))
    expectFieldError(password('Confirme a nova senha'), ptBR.validation.passwordMismatch)
    expect(onSubmit).not.toHaveBeenCalled()
    await userEvent.clear(password('Nova senha'))
    await userEvent.type(password('Nova senha'), 'nova-senha-123')
    await userEvent.clear(password('Confirme a nova senha'))
    await userEvent.type(password('Confirme a nova senha'), 'nova-senha-123')
    await userEvent.click(screen.getByRole('button', { name: 'Criar senha e entrar' }))
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        identifier: 'novo.colaborador@grupoaurora.com.br',
        password: 'nova-senha-123',
        passwordConfirmation: 'nova-senha-123',
      }),
    )
  })
})

describe('InternalOpenings and InternalJobBadge', () => {
  it('names the section, lists the cards, and says loading, failed and empty', () => {
    const items = [{ id: 100008, title: 'Especialista em Prevenção a Fraudes' }]
    const view = (status: 'loading' | 'ready' | 'failed', list = items) => (
      <InternalOpenings
        status={status}
        items={list}
        getKey={(item) => item.id}
        renderItem={(item) => (
          <article>
            <InternalJobBadge />
            {item.title}
          </article>
        )}
      />
    )
    const { rerender } = render(view('ready'))
    const section = screen.getByRole('region', { name: 'Vagas internas' })
    expect(section.textContent).toContain('Especialista em Prevenção a Fraudes')
    expect(screen.getByText('Vaga interna')).toBeTruthy()
    rerender(view('loading'))
    expect(screen.getByRole('status').textContent).toBe(ptBR.account.internal.openings.loading)
    expect(screen.getByRole('region', { name: 'Vagas internas' }).getAttribute('aria-busy')).toBe('true')
    rerender(view('failed'))
    expect(screen.getByRole('alert').textContent).toBe(ptBR.account.internal.openings.failed)
    rerender(view('ready', []))
    expect(screen.getByText(ptBR.account.internal.openings.empty)).toBeTruthy()
  })
})
