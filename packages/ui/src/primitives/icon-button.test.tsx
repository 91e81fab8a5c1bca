import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { cn } from '../lib/cn'
import { buttonVariants } from './button'
import { IconButton, iconButtonVariants } from './icon-button'

afterEach(cleanup)

const Icon = () => <svg data-testid="icon" aria-hidden="true" />

describe('IconButton', () => {
  it('is named by its label, not by its icon', () => {
    render(
      <IconButton label="Fechar menu">
        <Icon />
      </IconButton>,
    )
    const button = screen.getByRole('button', { name: 'Fechar menu' })
    expect(button.getAttribute('aria-label')).toBe('Fechar menu')
    expect(button.dataset.slot).toBe('icon-button')
    expect(button.hasAttribute('title')).toBe(false)
  })

  it('shows the label as a native tooltip when asked', () => {
    render(
      <IconButton label="Compartilhar vaga" showTitle>
        <Icon />
      </IconButton>,
    )
    expect(screen.getByRole('button', { name: 'Compartilhar vaga' }).getAttribute('title')).toBe(
      'Compartilhar vaga',
    )
  })

  it('reuses the Button look, ghost by default, and a square size of at least 32 px', () => {
    render(
      <IconButton label="Buscar" size="sm">
        <Icon />
      </IconButton>,
    )
    const { className } = screen.getByRole('button', { name: 'Buscar' })
    expect(className).toBe(
      cn(buttonVariants({ variant: 'ghost', size: 'icon' }), iconButtonVariants({ size: 'sm' })),
    )
    expect(className).toContain('size-8')
    expect(className).toContain('hover:bg-accent')
  })

  it('calls onClick from the keyboard and blocks it while loading', async () => {
    const onClick = vi.fn()
    const { rerender } = render(
      <IconButton label="Remover" onClick={onClick}>
        <Icon />
      </IconButton>,
    )
    await userEvent.tab()
    await userEvent.keyboard('{Enter}')
    expect(onClick).toHaveBeenCalledTimes(1)
    rerender(
      <IconButton label="Remover" onClick={onClick} loading>
        <Icon />
      </IconButton>,
    )
    const button = screen.getByRole('button', { name: 'Remover' })
    expect(button.getAttribute('aria-busy')).toBe('true')
    await userEvent.click(button)
    expect(onClick).toHaveBeenCalledTimes(1)
  })
})
