import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { platformError, startSession } from './account-dialog.fixtures'
import { RemoveAccountDialog } from './remove-account-dialog'
import { TermsModal } from './terms-modal'

globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
}

afterEach(cleanup)

const button = (name: string, within_: HTMLElement = document.body) =>
  within(within_).getByRole('button', { name }) as HTMLButtonElement

describe('TermsModal', () => {
  it("cannot be closed by Esc and enables 'Aceitar' only once ticked", async () => {
    const actor = await startSession()
    render(<TermsModal actor={actor} termsHref="/termos-de-uso" />)
    const modal = screen.getByRole('alertdialog', { name: 'Termos de Uso' })
    expect(modal.textContent).toContain('Para continuar usando o site, leia e aceite os Termos de Uso.')
    expect(within(modal).getByRole('link', { name: 'Ler os Termos de Uso' }).getAttribute('href')).toBe(
      '/termos-de-uso',
    )
    expect(button('Aceitar', modal).disabled).toBe(true)
    await userEvent.keyboard('{Escape}')
    expect(screen.getByRole('alertdialog', { name: 'Termos de Uso' })).toBeTruthy()
    await userEvent.click(within(modal).getByRole('checkbox', { name: 'Li e aceito os Termos de Uso' }))
    expect(button('Aceitar', modal).disabled).toBe(false)
    await userEvent.click(button('Aceitar', modal))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(actor.getSnapshot().matches({ signedIn: { terms: 'accepted' } })).toBe(true)
  })

  it('shows the acceptance failure', async () => {
    const actor = await startSession({ fakes: { acceptTerms: platformError('INTERNAL') } })
    render(<TermsModal actor={actor} />)
    await userEvent.click(screen.getByRole('checkbox', { name: 'Li e aceito os Termos de Uso' }))
    await userEvent.click(button('Aceitar'))
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Ocorreu um problema ao aceitar os termos. Tente novamente em instantes.',
    )
  })

  it("'Recusar' asks for confirmation; 'Voltar' returns to the terms; confirming removes the user", async () => {
    const actor = await startSession()
    render(<TermsModal actor={actor} />)
    await userEvent.click(button('Recusar'))
    const confirm = await screen.findByRole('alertdialog', { name: 'Atenção' })
    expect(confirm.textContent).toContain('Seu usuário será removido caso não aceite os Termos de Uso.')
    await userEvent.click(button('Voltar', confirm))
    await waitFor(() => expect(screen.queryByRole('alertdialog', { name: 'Atenção' })).toBeNull())
    expect(actor.getSnapshot().matches({ signedIn: { terms: { pending: 'modal' } } })).toBe(true)
    await userEvent.click(button('Recusar'))
    await userEvent.click(button('Sim, recusar', await screen.findByRole('alertdialog', { name: 'Atenção' })))
    await waitFor(() => expect(actor.getSnapshot().matches('signedOut')).toBe(true))
    expect(screen.queryByRole('alertdialog')).toBeNull()
  })
})

describe('RemoveAccountDialog', () => {
  it("opens on account.remove; 'Não' cancels, 'Sim, tenho certeza' signs out", async () => {
    const actor = await startSession({ fakes: { termsAccepted: true } })
    render(<RemoveAccountDialog actor={actor} />)
    expect(screen.queryByRole('alertdialog')).toBeNull()
    act(() => actor.send({ type: 'account.remove' }))
    const confirm = screen.getByRole('alertdialog', { name: 'Atenção' })
    expect(confirm.textContent).toContain('Tem certeza que deseja remover sua conta?')
    await userEvent.click(button('Não', confirm))
    expect(actor.getSnapshot().matches({ signedIn: { removal: 'idle' } })).toBe(true)
    act(() => actor.send({ type: 'account.remove' }))
    await userEvent.click(button('Sim, tenho certeza'))
    await waitFor(() => expect(actor.getSnapshot().matches('signedOut')).toBe(true))
  })
})
