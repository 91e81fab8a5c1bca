import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { Spinner } from './spinner'

afterEach(cleanup)

describe('Spinner', () => {
  it('is a polite status named Carregando...', () => {
    render(<Spinner />)
    const status = screen.getByRole('status')
    expect(status.textContent).toBe('Carregando...')
    expect(screen.getByText('Carregando...').className).toBe('sr-only')
    expect(status.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true')
  })

  it('takes a label, shows it when asked, and has sizes', () => {
    render(<Spinner label="Enviando currículo" showLabel size="lg" />)
    const label = screen.getByText('Enviando currículo')
    expect(label.className).not.toContain('sr-only')
    expect(screen.getByRole('status').dataset.size).toBe('lg')
    expect(screen.getByRole('status').querySelector('svg')?.getAttribute('class')).toContain('size-10')
  })

  it("keeps its own classes alone and lets a caller's conflicting class replace one", () => {
    const { rerender } = render(<Spinner />)
    expect(screen.getByRole('status').className).toBe('inline-flex items-center gap-2 text-primary')
    rerender(<Spinner className="flex-col gap-4" />)
    expect(screen.getByRole('status').className).toBe('inline-flex items-center text-primary flex-col gap-4')
  })
})
