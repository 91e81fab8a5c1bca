import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createRef } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { DiversityModal } from './diversity-modal'

afterEach(cleanup)

describe('DiversityModal', () => {
  it('explains voluntary answers, inclusion policies and the LGPD', () => {
    render(<DiversityModal defaultOpen />)
    const dialog = screen.getByRole('dialog', { name: 'Por que perguntamos sobre diversidade?' })
    expect(dialog.textContent).toContain('voluntário')
    expect(dialog.textContent).toContain('inclusão')
    expect(dialog.textContent).toContain('LGPD')
  })

  it("closes with 'Ok' and calls onClose", async () => {
    const onClose = vi.fn()
    render(<DiversityModal defaultOpen onClose={onClose} />)
    await userEvent.click(screen.getByRole('button', { name: 'Ok' }))
    expect(onClose).toHaveBeenCalledOnce()
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('calls onClose on Esc too', async () => {
    const onClose = vi.fn()
    render(<DiversityModal defaultOpen onClose={onClose} />)
    await userEvent.keyboard('{Escape}')
    expect(onClose).toHaveBeenCalledOnce()
  })

  it('returns focus to the element the caller names', async () => {
    const field = createRef<HTMLInputElement>()
    render(
      <form>
        <input ref={field} aria-label="Raça/etnia" />
        <DiversityModal trigger={<button type="button">Saiba mais</button>} returnFocusTo={field} />
      </form>,
    )
    await userEvent.click(screen.getByRole('button', { name: 'Saiba mais' }))
    await userEvent.click(screen.getByRole('button', { name: 'Ok' }))
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Raça/etnia' }))
  })

  it('returns focus to its trigger by default', async () => {
    render(<DiversityModal trigger={<button type="button">Saiba mais</button>} />)
    const trigger = screen.getByRole('button', { name: 'Saiba mais' })
    await userEvent.click(trigger)
    await userEvent.click(screen.getByRole('button', { name: 'Ok' }))
    expect(document.activeElement).toBe(trigger)
  })
})
