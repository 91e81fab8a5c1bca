import { cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { JobDetail } from './job-detail'

afterEach(cleanup)

describe('JobDetail', () => {
  it('shows the title, facts and the sections with their HTML', () => {
    render(
      <JobDetail
        title="Analista de Crédito"
        level="Pleno"
        actingMode="Híbrido"
        address="Av. Paulista, 1000 - São Paulo - SP"
        sanitizedHtml={{
          responsibilities: '<ul><li>Analisar propostas</li></ul>',
          requirements: '<p>Excel</p>',
        }}
      />,
    )
    expect(screen.getByRole('heading', { level: 1, name: 'Analista de Crédito' })).toBeTruthy()
    expect(screen.getByText('Nível Pleno')).toBeTruthy()
    expect(screen.getByText('Híbrido')).toBeTruthy()
    const section = screen.getByRole('region', { name: 'Responsabilidades' })
    expect(within(section).getByRole('listitem').textContent).toBe('Analisar propostas')
    expect(screen.getByRole('region', { name: 'Requisitos' })).toBeTruthy()
    expect(screen.queryByRole('heading', { name: 'Ambiente de trabalho' })).toBeNull()
    expect(screen.queryByRole('heading', { name: 'Benefícios' })).toBeNull()
  })

  it('maps benefit icons, with a generic one for unknown names', () => {
    const { container } = render(
      <JobDetail
        title="Caixa"
        benefits={[
          { id: 1, name: 'Assistência médica', icon: 'health' },
          { id: 2, name: 'Day off', icon: 'birthday' },
        ]}
        otherBenefits="Previdência privada"
      />,
    )
    const items = container.querySelectorAll('[data-slot="job-detail-benefit"]')
    expect([...items].map((li) => li.textContent)).toEqual(['Assistência médica', 'Day off'])
    expect(items[0]!.querySelector('svg')!.getAttribute('class')).toContain('heart-pulse')
    expect(items[1]!.querySelector('svg')!.getAttribute('class')).toContain('gift')
    expect(items[0]!.querySelector('svg')!.getAttribute('aria-hidden')).toBe('true')
    expect(screen.getByRole('heading', { level: 3, name: 'Outros benefícios' })).toBeTruthy()
  })

  it('shows the PcD marker, the slots and the link to more openings', () => {
    render(
      <JobDetail title="Caixa" pcd action={<button type="button">Agir</button>} share={<p>Partilhar</p>} />,
    )
    expect(screen.getByText('Vaga também para Pessoa com Deficiência')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Agir' })).toBeTruthy()
    expect(screen.getByText('Partilhar')).toBeTruthy()
    expect(
      screen.getByRole('link', { name: 'VER MAIS OPORTUNIDADES DISPONÍVEIS' }).getAttribute('href'),
    ).toBe('/vagas')
  })
})

describe('JobDetail descriptions', () => {
  it('shows the further descriptions after the named sections, without headings', () => {
    const { container } = render(
      <JobDetail
        title="Caixa"
        sanitizedHtml={{ responsibilities: '<p>Atender</p>' }}
        sanitizedDescriptions={['<p>Sobre a área</p>', '']}
      />,
    )
    const blocks = container.querySelectorAll('[data-slot="job-detail-description"]')
    expect([...blocks].map((block) => block.textContent)).toEqual(['Sobre a área'])
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Responsabilidades',
    ])
  })
})
