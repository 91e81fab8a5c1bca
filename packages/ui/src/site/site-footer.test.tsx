import { cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { SiteFooter } from './site-footer'

afterEach(cleanup)

const social = {
  linkedin: 'https://linkedin.com/company/x',
  facebook: 'https://facebook.com/x',
  instagram: 'https://instagram.com/x',
  twitter: 'https://twitter.com/x',
  youtube: 'https://youtube.com/@x',
}

describe('SiteFooter', () => {
  it('shows the copyright line with year and company', () => {
    render(<SiteFooter companyName="Grupo Aurora" year={2026} />)
    expect(screen.getByText('© 2026 Grupo Aurora. Todos os direitos reservados.')).toBeTruthy()
  })

  it('names the five social links and opens them in a new tab', () => {
    render(<SiteFooter companyName="Grupo Aurora" social={social} />)
    const nav = screen.getByRole('navigation', { name: 'Redes sociais' })
    const links = within(nav).getAllByRole('link')
    expect(links.map((link) => link.textContent)).toEqual([
      'LinkedIn (abre em nova aba)',
      'Facebook (abre em nova aba)',
      'Instagram (abre em nova aba)',
      'Twitter (abre em nova aba)',
      'YouTube (abre em nova aba)',
    ])
    for (const link of links) {
      expect(link.getAttribute('target')).toBe('_blank')
      expect(link.getAttribute('rel')).toContain('noopener')
      expect(link.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true')
    }
  })

  it('lists the institutional links and the accessibility statement', () => {
    render(
      <SiteFooter companyName="Grupo Aurora" links={{ customerService: 'https://sac.exemplo.com.br' }} />,
    )
    const nav = screen.getByRole('navigation', { name: 'Links institucionais' })
    for (const name of ['Canal de Denúncias', 'Ouvidoria', 'Política de privacidade', 'Termos de serviço']) {
      expect(within(nav).getByRole('link', { name })).toBeTruthy()
    }
    expect(
      within(nav)
        .getByRole('link', { name: /^SAC\s*\(abre em nova aba\)$/ })
        .getAttribute('href'),
    ).toBe('https://sac.exemplo.com.br')
    const a11y = within(nav).getByRole('link', { name: 'Acessibilidade' })
    expect(a11y.getAttribute('href')).toBe('/acessibilidade')
    expect(a11y.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true')
  })
})
