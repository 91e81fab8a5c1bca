import { act, cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ConfirmDialog } from './confirm-dialog'

afterEach(cleanup)

const dialog = () => screen.queryByRole('alertdialog')

describe('ConfirmDialog', () => {
  it("defaults to 'Atenção' with 'Sim, desejo remover' / 'Não'", () => {
    render(<ConfirmDialog defaultOpen />)
    const alert = screen.getByRole('alertdialog', { name: 'Atenção' })
    expect(alert.textContent).toContain('Tem certeza que deseja remover este item?')
    expect(screen.getByRole('button', { name: 'Sim, desejo remover' })).toBeTruthy()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Não' }))
  })

  it('describes the dialog with its message', () => {
    render(<ConfirmDialog defaultOpen message="Remover a formação Administração?" />)
    const alert = screen.getByRole('alertdialog', { name: 'Atenção' })
    const describedBy = alert.getAttribute('aria-describedby')!
    expect(document.getElementById(describedBy)?.textContent).toBe('Remover a formação Administração?')
  })

  it('has the remove-account and partner-test presets', () => {
    const { unmount } = render(<ConfirmDialog defaultOpen preset="removeAccount" />)
    expect(dialog()?.textContent).toContain('Tem certeza que deseja remover sua conta?')
    expect(dialog()?.textContent).toContain('site principal')
    expect(screen.getByRole('button', { name: 'Não' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Sim, tenho certeza' })).toBeTruthy()
    unmount()
    render(<ConfirmDialog defaultOpen preset="partnerTest" />)
    expect(screen.getByRole('alertdialog', { name: 'Atenção' }).textContent).toContain(
      'Você será direcionado para o site parceiro para realizar o teste.',
    )
    expect(screen.getByRole('button', { name: 'Fechar' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Vamos lá!' })).toBeTruthy()
  })

  it('lets every text be overridden', () => {
    render(
      <ConfirmDialog
        defaultOpen
        preset="partnerTest"
        title="Teste de perfil"
        confirmLabel="Ir"
        cancelLabel="Agora não"
      />,
    )
    expect(screen.getByRole('alertdialog', { name: 'Teste de perfil' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Ir' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Agora não' })).toBeTruthy()
  })

  it('calls onConfirm and closes', async () => {
    const onConfirm = vi.fn()
    const onCancel = vi.fn()
    render(<ConfirmDialog trigger={<button>Remover</button>} onConfirm={onConfirm} onCancel={onCancel} />)
    const trigger = screen.getByRole('button', { name: 'Remover' })
    await userEvent.click(trigger)
    await userEvent.click(screen.getByRole('button', { name: 'Sim, desejo remover' }))
    expect(onConfirm).toHaveBeenCalledOnce()
    expect(onCancel).not.toHaveBeenCalled()
    expect(dialog()).toBeNull()
    expect(document.activeElement).toBe(trigger)
  })

  it('calls onCancel on Não and on Esc, and closes', async () => {
    const onConfirm = vi.fn()
    const onCancel = vi.fn()
    const onOpenChange = vi.fn()
    render(
      <ConfirmDialog defaultOpen onConfirm={onConfirm} onCancel={onCancel} onOpenChange={onOpenChange} />,
    )
    await userEvent.click(screen.getByRole('button', { name: 'Não' }))
    expect(onCancel).toHaveBeenCalledOnce()
    expect(onOpenChange).toHaveBeenLastCalledWith(false)
    expect(dialog()).toBeNull()
    cleanup()
    render(<ConfirmDialog defaultOpen onConfirm={onConfirm} onCancel={onCancel} />)
    await userEvent.keyboard('{Escape}')
    expect(onCancel).toHaveBeenCalledTimes(2)
    expect(onConfirm).not.toHaveBeenCalled()
    expect(dialog()).toBeNull()
  })

  it('stays open and busy while an async confirm runs, then closes', async () => {
    let finish: () => void = () => {}
    const onConfirm = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)))
    const onCancel = vi.fn()
    render(<ConfirmDialog defaultOpen onConfirm={onConfirm} onCancel={onCancel} />)
    const confirm = screen.getByRole('button', { name: 'Sim, desejo remover' })
    await userEvent.click(confirm)
    expect(dialog()?.getAttribute('aria-busy')).toBe('true')
    expect(confirm.getAttribute('aria-busy')).toBe('true')
    expect(confirm).toHaveProperty('disabled', true)
    expect(screen.getByRole('button', { name: 'Não' })).toHaveProperty('disabled', true)
    await userEvent.keyboard('{Escape}')
    expect(onCancel).not.toHaveBeenCalled()
    expect(dialog()).not.toBeNull()
    await act(async () => finish())
    expect(dialog()).toBeNull()
  })

  it('stays open and usable when the async confirm fails', async () => {
    const onConfirm = vi.fn(() => Promise.reject(new Error('falhou')))
    render(<ConfirmDialog defaultOpen onConfirm={onConfirm} />)
    await userEvent.click(screen.getByRole('button', { name: 'Sim, desejo remover' }))
    const confirm = screen.getByRole('button', { name: 'Sim, desejo remover' })
    expect(dialog()?.hasAttribute('aria-busy')).toBe(false)
    expect(confirm).toHaveProperty('disabled', false)
  })

  it('shows a busy state driven from outside', () => {
    render(<ConfirmDialog open busy />)
    expect(screen.getByRole('button', { name: 'Sim, desejo remover' }).getAttribute('aria-busy')).toBe('true')
  })
})
