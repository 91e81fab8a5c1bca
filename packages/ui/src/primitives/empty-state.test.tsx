import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { EmptyState } from './empty-state'

afterEach(cleanup)

describe('EmptyState', () => {
  it('shows a heading, a description, a decorative icon and an action', () => {
    render(
      <EmptyState
        title="Nenhuma oportunidade encontrada."
        description="Tente remover alguns filtros."
        action={<button type="button">Limpar filtros</button>}
      />,
    )
    const title = screen.getByRole('heading', { name: 'Nenhuma oportunidade encontrada.', level: 3 })
    const root = title.closest('[data-slot="empty-state"]') as HTMLElement
    expect(root.querySelector('[data-slot="empty-state-icon"]')?.getAttribute('aria-hidden')).toBe('true')
    expect(screen.getByText('Tente remover alguns filtros.')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Limpar filtros' })).toBeTruthy()
  })

  it('takes a heading level and can drop the icon', () => {
    render(<EmptyState title="Nenhuma inscrição" headingLevel={2} icon={null} />)
    const title = screen.getByRole('heading', { name: 'Nenhuma inscrição', level: 2 })
    const root = title.closest('[data-slot="empty-state"]') as HTMLElement
    expect(root.querySelector('[data-slot="empty-state-icon"]')).toBeNull()
    expect(root.querySelector('[data-slot="empty-state-description"]')).toBeNull()
  })
})
