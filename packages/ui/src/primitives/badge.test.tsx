import { ptBR } from '@carreiras/core'
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Badge, badgeVariants } from './badge'

afterEach(cleanup)

describe('Badge', () => {
  it('renders its text with no button when not removable', () => {
    render(<Badge>Pessoa com Deficiência</Badge>)
    expect(screen.getByText('Pessoa com Deficiência').closest('[data-slot="badge"]')).not.toBeNull()
    expect(screen.queryByRole('button')).toBeNull()
  })

  it('names the remove button after the filter and calls onRemove by keyboard', async () => {
    const onRemove = vi.fn()
    render(<Badge onRemove={onRemove}>São Paulo</Badge>)
    const button = screen.getByRole('button', { name: 'Remover filtro São Paulo' })
    expect(ptBR.ui.display.badge.remove('São Paulo')).toBe('Remover filtro São Paulo')
    expect(button.getAttribute('type')).toBe('button')
    expect(button.className).toContain('size-6')
    await userEvent.tab()
    expect(document.activeElement).toBe(button)
    await userEvent.keyboard('{Enter}')
    await userEvent.keyboard(' ')
    expect(onRemove).toHaveBeenCalledTimes(2)
  })

  it('accepts its own remove label for non-text content', () => {
    render(
      <Badge onRemove={() => {}} removeLabel="Remover filtro Tecnologia">
        <strong>Tecnologia</strong>
      </Badge>,
    )
    expect(screen.getByRole('button', { name: 'Remover filtro Tecnologia' })).toBeTruthy()
  })

  it('gives each variant its own token classes', () => {
    const variants = ['default', 'primary', 'outline', 'muted', 'success', 'destructive'] as const
    expect(new Set(variants.map((variant) => badgeVariants({ variant }))).size).toBe(variants.length)
    expect(badgeVariants({ variant: 'success' })).toContain('bg-success text-success-foreground')
  })
})
