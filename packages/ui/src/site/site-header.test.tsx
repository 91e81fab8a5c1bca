import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SiteHeader } from './site-header'

afterEach(() => {
  cleanup()
  window.scrollY = 0
})

function scrollTo(y: number) {
  act(() => {
    window.scrollY = y
    fireEvent.scroll(window)
  })
}

describe('SiteHeader', () => {
  it('links the six sections with the default paths', () => {
    render(<SiteHeader />)
    const nav = screen.getByRole('navigation', { name: 'Navegação principal' })
    const links = within(nav).getAllByRole('link')
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Quem somos', '/#quem-somos'],
      ['Cultura', '/cultura'],
      ['Oportunidades', '/vagas'],
      ['Programa de estágio', '/estagio'],
      ['Benefícios', '/#beneficios'],
      ['FAQ', '/faq'],
    ])
  })

  it('is transparent until scrolled past 150 px, and keeps one height', () => {
    const { container } = render(<SiteHeader />)
    const header = container.querySelector('header')!
    expect(header.dataset.state).toBe('transparent')
    scrollTo(150)
    expect(header.dataset.state).toBe('transparent')
    scrollTo(151)
    expect(header.dataset.state).toBe('opaque')
    expect(container.querySelector('[data-slot="site-header-bar"]')!.className).toContain('h-16')
  })

  it('is always opaque when asked', () => {
    const { container } = render(<SiteHeader opaque />)
    expect(container.querySelector('header')!.dataset.state).toBe('opaque')
  })

  it('offers sign-up to anonymous visitors on both layouts', async () => {
    const onLoginClick = vi.fn()
    render(<SiteHeader onLoginClick={onLoginClick} />)
    await userEvent.click(screen.getByRole('button', { name: 'Cadastre seu Currículo' }))
    await userEvent.click(screen.getByRole('button', { name: 'Faça seu login' }))
    expect(onLoginClick).toHaveBeenCalledTimes(2)
  })

  it('greets by social name, else first name, and hides the sign-up button', async () => {
    const { rerender } = render(<SiteHeader user={{ name: 'Maria Aparecida Souza' }} />)
    // The avatar menu loads lazily; until then a placeholder holds its place.
    expect(await screen.findByRole('button', { name: 'Olá, Maria' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Cadastre seu Currículo' })).toBeNull()
    rerender(<SiteHeader user={{ name: 'João Souza', socialName: 'Joana' }} />)
    expect(await screen.findByRole('button', { name: 'Olá, Joana' })).toBeTruthy()
  })

  it('toggles the mobile menu, closes it on Esc with focus back, and on navigation', async () => {
    render(<SiteHeader />)
    const toggle = screen.getByRole('button', { name: 'Abrir menu' })
    expect(toggle.getAttribute('aria-expanded')).toBe('false')
    const panel = document.getElementById(toggle.getAttribute('aria-controls')!)!
    expect(panel.hidden).toBe(true)

    await userEvent.click(toggle)
    expect(toggle.getAttribute('aria-expanded')).toBe('true')
    expect(toggle.getAttribute('aria-label')).toBe('Fechar menu')
    expect(panel.hidden).toBe(false)

    within(panel).getByRole('link', { name: 'Cultura' }).focus()
    await userEvent.keyboard('{Escape}')
    expect(panel.hidden).toBe(true)
    expect(document.activeElement).toBe(toggle)

    await userEvent.click(toggle)
    within(panel)
      .getByRole('link', { name: 'FAQ' })
      .addEventListener('click', (e) => e.preventDefault())
    await userEvent.click(within(panel).getByRole('link', { name: 'FAQ' }))
    expect(panel.hidden).toBe(true)
  })

  it('marks the current page', () => {
    render(<SiteHeader currentPath="/cultura" />)
    const nav = screen.getByRole('navigation', { name: 'Navegação principal' })
    expect(within(nav).getByRole('link', { name: 'Cultura' }).getAttribute('aria-current')).toBe('page')
    expect(within(nav).getByRole('link', { name: 'FAQ' }).hasAttribute('aria-current')).toBe(false)
  })
})
