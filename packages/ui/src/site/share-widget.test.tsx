import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ShareWidget } from './share-widget'

const URL_ = 'https://carreiras.exemplo.com.br/vagas/12-caixa'

// jsdom lacks ResizeObserver, which the open tooltip (Radix popper) measures with.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
  vi.useRealTimers()
})

describe('ShareWidget', () => {
  let writeText: ReturnType<typeof vi.fn>
  beforeEach(() => {
    writeText = vi.fn(async () => undefined)
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } })
  })

  it('links the four networks with their share URLs', () => {
    render(<ShareWidget url={URL_} title="Caixa" />)
    expect(screen.getByRole('link', { name: 'Compartilhar no Facebook' }).getAttribute('href')).toBe(
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(URL_)}`,
    )
    expect(screen.getByRole('link', { name: 'Compartilhar no LinkedIn' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Compartilhar no Twitter' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Compartilhar no WhatsApp' })).toBeTruthy()
  })

  it('opens a 540 × 600 popup and keeps the page', () => {
    const popup = { opener: {} } as Window
    const open = vi.spyOn(window, 'open').mockReturnValue(popup)
    const onShare = vi.fn()
    render(<ShareWidget url={URL_} title="Caixa" onShare={onShare} />)
    const link = screen.getByRole('link', { name: 'Compartilhar no LinkedIn' })
    const notPrevented = fireEvent.click(link)
    expect(notPrevented).toBe(false)
    expect(open).toHaveBeenCalledWith(
      link.getAttribute('href'),
      'share-linkedin',
      expect.stringContaining('width=540,height=600'),
    )
    expect(popup.opener).toBeNull()
    expect(onShare).toHaveBeenCalledWith('linkedin')
  })

  it('falls back to the link when the popup is blocked', () => {
    vi.spyOn(window, 'open').mockReturnValue(null)
    render(<ShareWidget url={URL_} title="Caixa" />)
    expect(fireEvent.click(screen.getByRole('link', { name: 'Compartilhar no WhatsApp' }))).toBe(true)
  })

  it('copies the URL, says "Copiado!", announces it, and resets 200 ms after leaving', async () => {
    render(<ShareWidget url={URL_} title="Caixa" />)
    const button = screen.getByRole('button', { name: 'Copiar Link' })
    await act(async () => {
      fireEvent.click(button)
    })
    expect(writeText).toHaveBeenCalledWith(URL_)
    expect(button.getAttribute('aria-label')).toBe('Copiado!')
    expect(screen.getByRole('status').textContent).toBe('Link copiado para a área de transferência')

    vi.useFakeTimers()
    fireEvent.blur(button)
    act(() => {
      vi.advanceTimersByTime(199)
    })
    expect(button.getAttribute('aria-label')).toBe('Copiado!')
    act(() => {
      vi.advanceTimersByTime(1)
    })
    expect(button.getAttribute('aria-label')).toBe('Copiar Link')
  })

  it('announces a failed copy', async () => {
    writeText.mockRejectedValueOnce(new Error('negado'))
    render(<ShareWidget url={URL_} title="Caixa" />)
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copiar Link' }))
    })
    expect(screen.getByRole('status').textContent).toBe('Não foi possível copiar o link')
    expect(screen.getByRole('button', { name: 'Copiar Link' })).toBeTruthy()
  })
})
