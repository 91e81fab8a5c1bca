import { ptBR } from '@carreiras/core'
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { PushOffer, type PushOfferProps } from './push-offer'

afterEach(cleanup)
const t = ptBR.push.offer

const setup = (props: Partial<PushOfferProps> = {}) => {
  const handlers = { onEnable: vi.fn(), onDismiss: vi.fn(), onDisable: vi.fn() }
  render(<PushOffer status="idle" {...handlers} {...props} />)
  return handlers
}

describe('PushOffer', () => {
  it('offers notifications in a region, not a dialog: "Ativar notificações" and "Agora não"', async () => {
    const h = setup()
    expect(
      screen.getByRole('region', { name: 'Quer ser avisado quando houver novidades na sua candidatura?' }),
    ).toBeTruthy()
    expect(screen.queryByRole('dialog')).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'Ativar notificações' }))
    expect(h.onEnable).toHaveBeenCalledTimes(1)
    await userEvent.click(screen.getByRole('button', { name: 'Agora não' }))
    expect(h.onDismiss).toHaveBeenCalledTimes(1)
  })

  it('waits while the browser asks, and says so', () => {
    setup({ status: 'asking', busy: true })
    expect(screen.getByRole('button', { name: 'Ativar notificações' }).hasAttribute('disabled')).toBe(true)
    expect(screen.getByRole('button', { name: 'Agora não' }).hasAttribute('disabled')).toBe(true)
    expect(screen.getByText(t.asking).getAttribute('aria-live')).toBe('polite')
  })

  it('says when they are on, and lets the person turn them off', async () => {
    const h = setup({ status: 'on' })
    expect(screen.getByRole('region', { name: 'Notificações ativadas' })).toBeTruthy()
    expect(screen.getByRole('status').textContent).toBe(t.on)
    await userEvent.click(screen.getByRole('button', { name: 'Desativar notificações' }))
    expect(h.onDisable).toHaveBeenCalled()
  })

  it('explains how to allow them again when the browser blocked them', () => {
    setup({ status: 'denied' })
    expect(screen.getByRole('region', { name: 'As notificações estão bloqueadas' })).toBeTruthy()
    expect(screen.getByRole('status').textContent).toContain('permita as notificações e recarregue a página')
    expect(screen.queryByRole('button', { name: 'Ativar notificações' })).toBeNull()
  })

  it('announces a failure and offers to retry', async () => {
    const h = setup({ status: 'error', error: t.error })
    expect(screen.getByRole('alert').textContent).toBe(t.error)
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }))
    expect(h.onEnable).toHaveBeenCalled()
  })

  it('draws nothing when hidden', () => {
    const { container } = render(<PushOffer status="hidden" onEnable={vi.fn()} onDismiss={vi.fn()} />)
    expect(container.innerHTML).toBe('')
  })
})
