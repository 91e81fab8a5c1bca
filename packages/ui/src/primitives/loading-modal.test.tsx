import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { LoadingModal } from './loading-modal'

afterEach(cleanup)

describe('LoadingModal', () => {
  it("is a busy modal dialog named 'Carregando...' with a polite status", () => {
    render(<LoadingModal />)
    const dialog = screen.getByRole('dialog', { name: 'Carregando...' })
    expect(dialog.getAttribute('aria-busy')).toBe('true')
    expect(screen.getByRole('status').textContent).toBe('Carregando...')
    expect(dialog.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true')
  })

  it('cannot be closed: no button, Esc ignored', async () => {
    render(<LoadingModal />)
    expect(screen.queryByRole('button')).toBeNull()
    await userEvent.keyboard('{Escape}')
    expect(screen.getByRole('dialog', { name: 'Carregando...' })).toBeTruthy()
  })

  it('takes another label and hides when not open', () => {
    const { rerender } = render(<LoadingModal label="Enviando currículo..." />)
    expect(screen.getByRole('dialog', { name: 'Enviando currículo...' })).toBeTruthy()
    rerender(<LoadingModal open={false} label="Enviando currículo..." />)
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})
