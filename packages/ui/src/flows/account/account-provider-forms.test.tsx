// The other sign-ins (docs/identity.md): the buttons only when offered, the retail partner's form
// (validation, submit, server error announced, nothing typed lost), and the dialog's new screens.
import {
  accountDialogMachine,
  accountDialogView,
  type SocialProfile,
  type StoredSession,
} from '@carreiras/core'
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { AccountDialog } from './account-dialog'
import { AccountProviderButtons, AccountRetailLoginForm } from './account-provider-forms'

globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
}
afterEach(cleanup)

const record: StoredSession = {
  token: 't',
  userId: 42,
  name: 'Ana Varejo',
  socialName: null,
  avatar: null,
  email: 'ana.varejo@magalu.example',
  termsAccepted: [],
  keepLogged: false,
  expiresAt: null,
}

describe('AccountProviderButtons', () => {
  it('renders only the providers given, with their names', async () => {
    const onSso = vi.fn()
    const onMicrosoft = vi.fn()
    const { rerender } = render(
      <AccountProviderButtons action="login" onSso={onSso} onMicrosoft={onMicrosoft} />,
    )
    await userEvent.click(screen.getByRole('button', { name: 'Entrar com login corporativo (SSO)' }))
    await userEvent.click(screen.getByRole('button', { name: 'Entrar com Microsoft' }))
    expect(onSso).toHaveBeenCalledOnce()
    expect(onMicrosoft).toHaveBeenCalledOnce()
    expect(screen.queryByRole('button', { name: 'Sou colaborador(a) da empresa parceira' })).toBeNull()
    rerender(<AccountProviderButtons action="register" onMicrosoft={onMicrosoft} />)
    expect(screen.getByRole('button', { name: 'Cadastrar com Microsoft' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: /SSO/ })).toBeNull()
    rerender(<AccountProviderButtons action="login" />)
    expect(screen.queryByRole('group')).toBeNull()
  })

  it('waits while a sign-in is under way', () => {
    render(<AccountProviderButtons action="login" onSso={vi.fn()} onRetail={vi.fn()} disabled />)
    expect((screen.getByRole('button', { name: /SSO/ }) as HTMLButtonElement).disabled).toBe(true)
  })
})

describe('AccountRetailLoginForm', () => {
  it('asks for both fields, then submits them', async () => {
    const onSubmit = vi.fn()
    render(<AccountRetailLoginForm onSubmit={onSubmit} />)
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }))
    expect(await screen.findByText('Informe seu login')).toBeTruthy()
    expect(screen.getByText('Informe sua senha')).toBeTruthy()
    const login = screen.getByRole('textbox', { name: 'Login' })
    expect(login.getAttribute('aria-invalid')).toBe('true')
    expect(onSubmit).not.toHaveBeenCalled()
    await userEvent.type(login, ' ana.varejo ')
    await userEvent.type(screen.getByLabelText('Senha'), 'demonstracao-2027')
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }))
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ login: 'ana.varejo', password: 'demonstracao-2027' }),
    )
  })

  it('announces the server error and keeps what was typed', async () => {
    const { rerender } = render(<AccountRetailLoginForm onSubmit={vi.fn()} />)
    await userEvent.type(screen.getByRole('textbox', { name: 'Login' }), 'ana.varejo')
    rerender(<AccountRetailLoginForm onSubmit={vi.fn()} error="Login ou senha incorretos" />)
    expect(screen.getByRole('alert').textContent).toContain('Login ou senha incorretos')
    expect((screen.getByRole('textbox', { name: 'Login' }) as HTMLInputElement).value).toBe('ana.varejo')
  })

  it('busy: the submit waits', () => {
    render(<AccountRetailLoginForm onSubmit={vi.fn()} loading />)
    expect((screen.getByRole('button', { name: /Entrar/ }) as HTMLButtonElement).disabled).toBe(true)
  })
})

describe('AccountDialog with the other sign-ins', () => {
  function start(retail: (input: { login: string; password: string }) => Promise<StoredSession>) {
    const actor = createActor(
      accountDialogMachine.provide({
        actors: { retailSignIn: fromPromise(({ input }) => retail(input)) },
        actions: { signedIn: () => {}, navigate: () => {}, clearUrlParams: () => {} },
      }),
    ).start()
    return actor
  }

  it('login: the buttons and the retail form; a wrong password says "Login ou senha incorretos"', async () => {
    const retail = vi.fn(async () => Promise.reject({ code: 'WRONG_PASSWORD', message: 'senha' }))
    const actor = start(retail)
    const onSso = vi.fn()
    render(
      <AccountDialog
        actor={actor}
        supportEmail="s@example.com"
        providers={{ onSso, onMicrosoft: vi.fn(), retail: true }}
      />,
    )
    act(() => actor.send({ type: 'dialog.open', form: 'login' }))
    await userEvent.click(screen.getByRole('button', { name: 'Entrar com login corporativo (SSO)' }))
    expect(onSso).toHaveBeenCalledOnce()
    await userEvent.click(screen.getByRole('button', { name: 'Sou colaborador(a) da empresa parceira' }))
    expect(screen.getByRole('dialog', { name: 'Acesso de colaborador(a)' })).toBeTruthy()
    await userEvent.type(screen.getByRole('textbox', { name: 'Login' }), 'ana.varejo')
    await userEvent.type(screen.getByLabelText('Senha'), 'errada')
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }))
    expect((await screen.findByRole('alert')).textContent).toContain('Login ou senha incorretos')
    expect(retail).toHaveBeenCalledWith({ login: 'ana.varejo', password: 'errada' })
    expect((screen.getByRole('textbox', { name: 'Login' }) as HTMLInputElement).value).toBe('ana.varejo')
    await userEvent.click(screen.getByRole('button', { name: 'Voltar para o login' }))
    expect(screen.getByRole('dialog', { name: 'Entrar' })).toBeTruthy()
  })

  it('the internal entry arriving later keeps the login form (typed text and focus)', async () => {
    const actor = start(async () => record)
    render(<AccountDialog actor={actor} supportEmail="s@example.com" providers={{ retail: true }} />)
    act(() => actor.send({ type: 'dialog.open', form: 'login' }))
    const email = screen.getByRole('textbox', { name: 'E-mail' }) as HTMLInputElement
    await userEvent.type(email, 'ana@example.com')
    act(() =>
      actor.send({
        type: 'internal.configured',
        recruitment: { loginType: 'email', specificDomains: true, domains: ['grupoaurora.com.br'] },
      }),
    )
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toBe(email)
    expect(email.value).toBe('ana@example.com')
    expect(document.activeElement).toBe(email)
  })

  it('without providers: no extra button', () => {
    const actor = start(async () => record)
    render(<AccountDialog actor={actor} supportEmail="s@example.com" />)
    act(() => actor.send({ type: 'dialog.open', form: 'login' }))
    expect(screen.queryByRole('button', { name: /SSO|Microsoft|colaborador/ })).toBeNull()
  })

  it("the professional network's return shows the loading modal 'Buscando...' while its code is exchanged", () => {
    const actor = createActor(
      accountDialogMachine.provide({
        actors: { fetchSocialProfile: fromPromise(() => new Promise<SocialProfile>(() => {})) },
      }),
    ).start()
    render(<AccountDialog actor={actor} supportEmail="s@example.com" />)
    act(() => actor.send({ type: 'social.returned', code: 'c', action: 'register', path: '/' }))
    const modal = screen.getByRole('dialog', { name: 'Buscando...' })
    expect(modal.getAttribute('data-form')).toBe('searching')
    expect(within(modal).queryByRole('button')).toBeNull()
  })

  it('the SSO return shows "Entrando..." while the code is exchanged', () => {
    const actor = createActor(
      accountDialogMachine.provide({
        actors: { ssoSignIn: fromPromise(() => new Promise<StoredSession>(() => {})) },
      }),
    ).start()
    render(<AccountDialog actor={actor} supportEmail="s@example.com" />)
    act(() => actor.send({ type: 'sso.returned', code: 'c', path: '/' }))
    // The loading modal: busy, announced, and nothing to close it with; Esc leaves it open.
    const modal = screen.getByRole('dialog', { name: 'Entrando...' })
    expect(modal.getAttribute('aria-busy')).toBe('true')
    expect(modal.getAttribute('data-slot')).toBe('account-dialog-loading')
    expect(within(modal).getByRole('status').textContent).toBe('Entrando...')
    expect(within(modal).queryByRole('button')).toBeNull()
    fireEvent.keyDown(modal, { key: 'Escape' })
    expect(screen.getByRole('dialog', { name: 'Entrando...' })).toBeTruthy()
    expect(accountDialogView(actor.getSnapshot()).matches({ open: 'providerSignIn' })).toBe(true)
  })
})
