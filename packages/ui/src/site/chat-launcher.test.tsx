import { chatMessages } from '@carreiras/core/messages/chat'
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ChatLauncher } from './chat-launcher'

afterEach(cleanup)

describe('ChatLauncher', () => {
  it("offers 'Fale conosco' and calls onOpen when pressed", async () => {
    const onOpen = vi.fn()
    render(<ChatLauncher status="closed" onOpen={onOpen} />)
    const button = screen.getByRole('button', { name: 'Fale conosco' })
    expect(button.getAttribute('type')).toBe('button')
    expect(button.className).toContain('min-h-12')
    expect(button.className).toContain('focus-ring')
    await userEvent.click(button)
    expect(onOpen).toHaveBeenCalledTimes(1)
  })

  it('is busy while loading, announces it and ignores presses', async () => {
    const onOpen = vi.fn()
    render(<ChatLauncher status="loading" onOpen={onOpen} />)
    const button = screen.getByRole('button', { name: 'Fale conosco' })
    expect(button.getAttribute('aria-busy')).toBe('true')
    expect(screen.getByRole('status').textContent).toBe('Abrindo o chat…')
    await userEvent.click(button)
    expect(onOpen).not.toHaveBeenCalled()
  })

  it('shows an alert and a retry when the widget did not load', async () => {
    const onOpen = vi.fn()
    render(<ChatLauncher status="error" onOpen={onOpen} />)
    expect(screen.getByRole('alert').textContent).toBe('Não foi possível abrir o chat. Tente novamente.')
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }))
    expect(onOpen).toHaveBeenCalledTimes(1)
  })

  it('tells a signed-in person the chat will not know them, with a link to Privacidade', async () => {
    render(<ChatLauncher status="open" notAllowed onOpen={() => {}} />)
    expect(screen.getByText(chatMessages.anonymousHint, { exact: false })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Ir para Privacidade' }).getAttribute('href')).toBe(
      '/meu-perfil#box-privacy',
    )
    await userEvent.click(screen.getByRole('button', { name: 'Fechar aviso' }))
    expect(screen.queryByRole('link', { name: 'Ir para Privacidade' })).toBeNull()
  })

  it('shows no hint when open for an identified person or an anonymous visitor', () => {
    render(<ChatLauncher status="open" onOpen={() => {}} />)
    expect(screen.queryByRole('link')).toBeNull()
    expect(screen.getByRole('status').textContent).toBe('Chat aberto')
  })

  it('marks the root element while it is on the page (the theme keeps room for it at the end)', () => {
    const { unmount } = render(<ChatLauncher status="closed" onOpen={() => {}} />)
    expect(document.documentElement.hasAttribute('data-chat-launcher')).toBe(true)
    unmount()
    expect(document.documentElement.hasAttribute('data-chat-launcher')).toBe(false)
  })

  it("leaves a mark the site's server drew alone: no change to the root element after the first paint", () => {
    const root = document.documentElement
    root.setAttribute('data-chat-launcher', '')
    const changes: string[] = []
    const observer = new MutationObserver((records) => {
      for (const record of records) changes.push(record.attributeName ?? '')
    })
    observer.observe(root, { attributes: true })
    const { unmount } = render(<ChatLauncher status="closed" onOpen={() => {}} />)
    unmount()
    // MutationObserver records are delivered in a microtask: take them now.
    changes.push(...observer.takeRecords().map((record) => record.attributeName ?? ''))
    observer.disconnect()
    expect(changes).toEqual([])
    expect(root.hasAttribute('data-chat-launcher')).toBe(true)
    root.removeAttribute('data-chat-launcher')
  })

  it('takes brand texts', () => {
    render(<ChatLauncher status="closed" onOpen={() => {}} texts={{ open: 'Atendimento' }} />)
    expect(screen.getByRole('button', { name: 'Atendimento' })).toBeTruthy()
  })
})
