import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { IframeModal } from './iframe-modal'

afterEach(cleanup)

describe('IframeModal', () => {
  it('shows the document in a titled iframe with the PDF toolbar hidden', () => {
    render(<IframeModal defaultOpen src="https://cdn.example.com/termos.pdf" title="Termos de Uso" />)
    const dialog = screen.getByRole('dialog', { name: 'Termos de Uso' })
    const frame = dialog.querySelector('iframe')!
    expect(frame.getAttribute('src')).toBe('https://cdn.example.com/termos.pdf#toolbar=0')
    expect(frame.getAttribute('title')).toBe('Termos de Uso')
  })

  it('keeps a URL that already has a fragment', () => {
    render(<IframeModal defaultOpen src="/docs/edital.pdf#page=3" title="Edital" />)
    expect(screen.getByTitle('Edital').getAttribute('src')).toBe('/docs/edital.pdf#page=3')
  })

  it('offers the document in a new tab as a fallback', () => {
    render(<IframeModal defaultOpen src="/docs/edital.pdf" title="Edital" />)
    const link = screen.getByRole('link', { name: 'Abrir documento em nova aba' })
    expect(link.getAttribute('href')).toBe('/docs/edital.pdf')
    expect(link.getAttribute('target')).toBe('_blank')
    expect(link.getAttribute('rel')).toBe('noopener noreferrer')
  })

  it('takes the focus itself when it opens, never the frame (keys pressed in a framed document stay there)', async () => {
    render(<IframeModal defaultOpen src="/docs/edital.pdf" title="Edital" />)
    const dialog = screen.getByRole('dialog', { name: 'Edital' })
    await waitFor(() => expect(document.activeElement).toBe(dialog))
  })

  it('takes the focus back once when the framed document takes it by itself (a PDF viewer does)', async () => {
    render(<IframeModal defaultOpen src="/docs/edital.pdf" title="Edital" />)
    const dialog = screen.getByRole('dialog', { name: 'Edital' })
    const frame = screen.getByTitle('Edital')
    await waitFor(() => expect(document.activeElement).toBe(dialog))
    // The frame takes the focus: the page's window loses it.
    frame.focus()
    window.dispatchEvent(new FocusEvent('blur'))
    await waitFor(() => expect(document.activeElement).toBe(dialog))
    // Only the first time: later the person clicked in the document.
    frame.focus()
    window.dispatchEvent(new FocusEvent('blur'))
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(document.activeElement).toBe(frame)
  })

  it('leaves the focus in the frame when a Tab took it there', async () => {
    render(<IframeModal defaultOpen src="/docs/edital.pdf" title="Edital" />)
    const dialog = screen.getByRole('dialog', { name: 'Edital' })
    const frame = screen.getByTitle('Edital')
    await waitFor(() => expect(document.activeElement).toBe(dialog))
    fireEvent.keyDown(dialog, { key: 'Tab' })
    frame.focus()
    window.dispatchEvent(new FocusEvent('blur'))
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(document.activeElement).toBe(frame)
  })

  it('has a close button', () => {
    render(<IframeModal defaultOpen src="/docs/edital.pdf" title="Edital" />)
    expect(screen.getByRole('button', { name: 'Fechar' })).toBeTruthy()
  })
})
