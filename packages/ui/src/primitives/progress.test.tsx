import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { Progress } from './progress'

afterEach(cleanup)

describe('Progress', () => {
  it('is a progress bar named by its label with a percentage value text', () => {
    render(<Progress label="Prazo de inscrição" value={45} showValue />)
    const bar = screen.getByRole('progressbar', { name: 'Prazo de inscrição' })
    expect(bar.getAttribute('aria-valuenow')).toBe('45')
    expect(bar.getAttribute('aria-valuemax')).toBe('100')
    expect(bar.getAttribute('aria-valuetext')).toBe('45%')
    expect(screen.getByText('45%').getAttribute('aria-hidden')).toBe('true')
    const indicator = bar.querySelector('[data-slot="progress-indicator"]') as HTMLElement
    expect(indicator.style.width).toBe('45%')
  })

  it('rounds against max and clamps out-of-range values', () => {
    const { rerender } = render(<Progress label="Envio" value={1} max={3} />)
    expect(screen.getByRole('progressbar', { name: 'Envio' }).getAttribute('aria-valuetext')).toBe('33%')
    rerender(<Progress label="Envio" value={150} />)
    expect(screen.getByRole('progressbar', { name: 'Envio' }).getAttribute('aria-valuetext')).toBe('100%')
  })

  it('is indeterminate without a value and can hide its label', () => {
    render(<Progress label="Carregando vagas" hideLabel />)
    const bar = screen.getByRole('progressbar', { name: 'Carregando vagas' })
    expect(bar.hasAttribute('aria-valuenow')).toBe(false)
    expect(bar.dataset.state).toBe('indeterminate')
    expect(screen.getByText('Carregando vagas').className).toContain('sr-only')
  })

  it('takes a custom value text', () => {
    render(<Progress label="Etapas" value={2} max={5} valueText={(v, m) => `${v} de ${m}`} />)
    expect(screen.getByRole('progressbar', { name: 'Etapas' }).getAttribute('aria-valuetext')).toBe('2 de 5')
  })
})
