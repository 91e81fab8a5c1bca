import { ptBR } from '@carreiras/core'
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { Link } from './link'

afterEach(cleanup)

describe('Link', () => {
  it('renders a styled anchor', () => {
    render(<Link href="/vagas">Ver vagas</Link>)
    const link = screen.getByRole('link', { name: 'Ver vagas' })
    expect(link.tagName).toBe('A')
    expect(link.dataset.slot).toBe('link')
    expect(link.className).toContain('text-primary')
    expect(link.hasAttribute('rel')).toBe(false)
  })

  it('protects and announces a link that opens a new tab', () => {
    render(
      <Link href="https://example.com/politica" target="_blank">
        Política de privacidade
      </Link>,
    )
    const link = screen.getByRole('link', { name: `Política de privacidade ${ptBR.ui.display.link.newTab}` })
    expect(ptBR.ui.display.link.newTab).toBe('(abre em nova aba)')
    expect(link.getAttribute('rel')).toBe('noopener noreferrer')
    expect(link.querySelector('[data-slot="link-new-tab"]')?.className).toBe('sr-only')
  })

  it('keeps the caller rel tokens and lets a brand override the note', () => {
    render(
      <Link href="https://example.com" target="_blank" rel="external noopener" newTabText="(nova janela)">
        SAC
      </Link>,
    )
    const link = screen.getByRole('link', { name: 'SAC (nova janela)' })
    expect(link.getAttribute('rel')).toBe('external noopener noreferrer')
  })

  it('styles a router link when asChild, keeping the new-tab note inside it', () => {
    render(
      <Link asChild variant="muted" target="_blank">
        <a href="/faq" data-router="yes">
          FAQ
        </a>
      </Link>,
    )
    const link = screen.getByRole('link', { name: 'FAQ (abre em nova aba)' })
    expect(link.dataset.router).toBe('yes')
    expect(link.dataset.slot).toBe('link')
    expect(link.className).toContain('text-muted-foreground')
    expect(link.getAttribute('rel')).toBe('noopener noreferrer')
    expect(screen.getAllByRole('link')).toHaveLength(1)
  })

  it('looks like a button in the button variant', () => {
    render(
      <Link href="/cadastro" variant="button">
        Cadastre seu Currículo
      </Link>,
    )
    expect(screen.getByRole('link', { name: 'Cadastre seu Currículo' }).className).toContain('bg-primary')
  })
})
