import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { cn } from '../lib/cn'
import { Input, inputVariants } from './input'

afterEach(cleanup)

describe('Input', () => {
  it('renders a text input that takes typing', async () => {
    render(<Input aria-label="Nome" />)
    const input = screen.getByRole('textbox', { name: 'Nome' })
    expect(input.getAttribute('type')).toBe('text')
    expect(input.dataset.slot).toBe('input')
    await userEvent.type(input, 'Ana Souza')
    expect((input as HTMLInputElement).value).toBe('Ana Souza')
  })

  it('keeps the caller className last and styles the invalid state with tokens', () => {
    render(<Input aria-label="E-mail" className="px-8" aria-invalid />)
    const { className } = screen.getByRole('textbox', { name: 'E-mail' })
    expect(className).toContain('px-8')
    expect(className).not.toContain('px-3')
    expect(className).toContain('aria-invalid:border-destructive')
    expect(className).toContain('border-input')
  })

  it('blocks typing when disabled', async () => {
    render(<Input aria-label="CPF" disabled />)
    const input = screen.getByRole('textbox', { name: 'CPF' }) as HTMLInputElement
    await userEvent.type(input, '123')
    expect(input.value).toBe('')
  })

  it('has distinct sizes whose classes survive tailwind-merge', () => {
    expect(inputVariants({ size: 'md' })).not.toBe(inputVariants({ size: 'lg' }))
    for (const size of ['md', 'lg'] as const)
      expect(cn(inputVariants({ size }))).toBe(inputVariants({ size }))
  })
})
