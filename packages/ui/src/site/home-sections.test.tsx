import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import {
  Awards,
  Benefits,
  CareerAreas,
  JoinUs,
  RegisterCall,
  Stores,
  Testimonials,
  Values,
} from './home-sections'
import * as content from './home-sections.fixtures'

afterEach(cleanup)

describe('home sections', () => {
  it('names each section by its h2, and the anchored ones stop below the fixed header', () => {
    render(
      <>
        <JoinUs {...content.joinUs} />
        <Benefits {...content.benefits} />
      </>,
    )
    const joinUs = screen.getByRole('region', { name: 'Junte-se a nós' })
    expect(joinUs.id).toBe('junte-se')
    expect(joinUs.style.scrollMarginTop).toBe('120px')
    expect(screen.getByRole('region', { name: 'Benefícios' }).id).toBe('beneficios')
    expect(within(screen.getByRole('region', { name: 'Benefícios' })).getAllByRole('listitem')).toHaveLength(
      6,
    )
  })

  it('states the stores facts and opens the locator in a new tab, saying so', () => {
    render(<Stores {...content.stores} />)
    expect(screen.getByText('Mais de 28 lojas')).toBeTruthy()
    expect(screen.getByText('Mais de 30 anos de experiência')).toBeTruthy()
    const link = screen.getByRole('link', { name: /Encontre uma loja/ })
    expect(link.getAttribute('target')).toBe('_blank')
    expect(link.textContent).toContain('(abre em nova aba)')
  })

  it('makes the career areas toggle buttons that show one area and link to its openings', () => {
    render(<CareerAreas title="Áreas de interesse" items={content.areas} />)
    expect(screen.getAllByRole('button')).toHaveLength(12)
    const tech = screen.getByRole('button', { name: 'Tecnologia' })
    expect(tech.getAttribute('aria-pressed')).toBe('true')
    const data = screen.getByRole('button', { name: 'Dados' })
    fireEvent.click(data)
    expect(data.getAttribute('aria-pressed')).toBe('true')
    expect(tech.getAttribute('aria-pressed')).toBe('false')
    const panel = document.getElementById(data.getAttribute('aria-controls')!)!
    expect(within(panel).getByRole('heading', { level: 3, name: 'Dados' })).toBeTruthy()
    expect(within(panel).getByRole('link', { name: 'Ver vagas de Dados' }).getAttribute('href')).toBe(
      '/vagas?field_area=12',
    )
  })

  it('puts the testimonials and awards in named carousels', () => {
    render(
      <>
        <Testimonials title="Quem trabalha aqui" items={content.testimonials} />
        <Awards {...content.awards} />
      </>,
    )
    const testimonials = screen.getByRole('region', { name: 'Depoimentos de colaboradores' })
    expect(within(testimonials).getAllByRole('group')).toHaveLength(9)
    expect(within(testimonials).getByRole('group', { name: '9 de 9' })).toBeTruthy()
    const awards = screen.getByRole('region', { name: 'Prêmios e selos' })
    expect(within(awards).getAllByRole('group')).toHaveLength(4)
    expect(within(awards).getAllByRole('heading', { level: 3 })).toHaveLength(4)
  })

  it('shows one card per value theme', () => {
    const { container } = render(<Values {...content.values} />)
    expect(container.querySelectorAll('[data-theme-card]')).toHaveLength(6)
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(6)
  })

  it('links the call to register to /vagas and /deixe-seu-perfil through renderLink', () => {
    render(
      <RegisterCall
        {...content.register}
        renderLink={({ href, children, className }) => (
          <a href={`#${href}`} className={className}>
            {children}
          </a>
        )}
      />,
    )
    expect(screen.getByRole('link', { name: 'Encontre sua vaga' }).getAttribute('href')).toBe('#/vagas')
    expect(screen.getByRole('link', { name: 'Cadastre seu currículo' }).getAttribute('href')).toBe(
      '#/deixe-seu-perfil',
    )
  })
})
