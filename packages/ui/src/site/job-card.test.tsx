import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ComponentProps } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { JobCard } from './job-card'

afterEach(cleanup)

const base: ComponentProps<typeof JobCard> = {
  title: 'Analista de Crédito',
  href: '/vagas/1-analista-de-credito',
  city: 'Campinas',
  stateAbbr: 'SP',
  level: 'Pleno',
  daysLeft: 3,
  progress: 60,
  step: 'none',
  open: true,
}

describe('JobCard', () => {
  it('links the title and shows place, level and days left', () => {
    render(<JobCard {...base} />)
    expect(screen.getByRole('link', { name: 'Analista de Crédito' }).getAttribute('href')).toBe(
      '/vagas/1-analista-de-credito',
    )
    expect(screen.getByText('Campinas - SP')).toBeTruthy()
    expect(screen.getByText('Nível Pleno')).toBeTruthy()
    expect(screen.getByText('Encerra em 3 dias')).toBeTruthy()
  })

  it('says "1 dia" in the singular', () => {
    render(<JobCard {...base} daysLeft={1} />)
    expect(screen.getByText('Encerra em 1 dia')).toBeTruthy()
  })

  it('exposes the progress as a named progressbar clamped to 100', () => {
    render(<JobCard {...base} progress={140} />)
    const bar = screen.getByRole('progressbar', { name: 'Prazo de inscrição decorrido' })
    expect(bar.getAttribute('aria-valuenow')).toBe('100')
    expect(bar.getAttribute('aria-valuetext')).toBe('100%')
  })

  it('marks a PcD opening with an accessible text only when pcd', () => {
    const { rerender } = render(<JobCard {...base} />)
    expect(screen.queryByText('Vaga também para Pessoa com Deficiência')).toBeNull()
    rerender(<JobCard {...base} pcd />)
    expect(screen.getByText('Vaga também para Pessoa com Deficiência')).toBeTruthy()
  })

  it.each([
    ['none', true, 'Inscrever-Se', false],
    ['lead', true, 'Continuar Inscrição', false],
    ['applied', true, 'Você já está inscrito', false],
    ['none', false, 'Inscrições Encerradas', true],
  ] as const)('step %s open=%s shows %s', (step, open, name, disabled) => {
    render(<JobCard {...base} step={step} open={open} />)
    // Twenty cards' buttons must say which opening each is for: the title follows the label.
    expect(screen.getByRole('button', { name: new RegExp(`^${name}.*Analista de Crédito$`) })).toHaveProperty(
      'disabled',
      disabled,
    )
  })

  it('makes the action a link to the application route when given, but not when closed', () => {
    const { rerender } = render(<JobCard {...base} actionHref="/vagas/1/inscricao" />)
    expect(
      screen.getByRole('link', { name: /^Inscrever-Se.*Analista de Crédito$/ }).getAttribute('href'),
    ).toBe('/vagas/1/inscricao')
    rerender(<JobCard {...base} open={false} actionHref="/vagas/1/inscricao" />)
    expect(screen.queryByRole('link', { name: /Inscrições Encerradas/ })).toBeNull()
    expect(screen.getByRole('button', { name: /Inscrições Encerradas/ })).toHaveProperty('disabled', true)
  })

  it('shows texts formatted by the caller instead of its own', () => {
    render(<JobCard {...base} location="Campinas (SP)" levelText="Sênior" deadline="Últimos 3 dias" />)
    expect(screen.getByText('Campinas (SP)')).toBeTruthy()
    expect(screen.getByText('Sênior')).toBeTruthy()
    expect(screen.getByText('Últimos 3 dias')).toBeTruthy()
  })

  it('shows the lead-on-closed note above the button', () => {
    render(<JobCard {...base} step="lead" open={false} />)
    const note = screen.getByText(/Sua inscrição não foi concluída/)
    const button = screen.getByRole('button', { name: /Inscrições Encerradas/ })
    expect(note.compareDocumentPosition(button) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
  })

  it('calls onAction with the kind', async () => {
    const onAction = vi.fn()
    render(<JobCard {...base} step="lead" onAction={onAction} />)
    await userEvent.click(screen.getByRole('button', { name: /^Continuar Inscrição/ }))
    expect(onAction).toHaveBeenCalledWith('continue')
  })

  it('renders the title through renderLink', () => {
    render(
      <JobCard
        {...base}
        renderLink={({ href, children }) => (
          <a href={`#${href}`} data-router="">
            {children}
          </a>
        )}
      />,
    )
    expect(screen.getByRole('link', { name: 'Analista de Crédito' }).getAttribute('href')).toBe(
      '#/vagas/1-analista-de-credito',
    )
  })
})
