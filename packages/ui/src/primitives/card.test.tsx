import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from './card'

afterEach(cleanup)

describe('Card', () => {
  it('renders every part with its slot and an h3 title by default', () => {
    render(
      <Card className="max-w-sm">
        <CardHeader>
          <CardTitle>Analista de Crédito</CardTitle>
          <CardDescription>São Paulo - SP</CardDescription>
        </CardHeader>
        <CardContent>Conteúdo</CardContent>
        <CardFooter>Rodapé</CardFooter>
      </Card>,
    )
    const title = screen.getByRole('heading', { name: 'Analista de Crédito', level: 3 })
    expect(title.dataset.slot).toBe('card-title')
    const card = title.closest('[data-slot="card"]') as HTMLElement
    expect(card.className).toContain('max-w-sm')
    for (const slot of ['card-header', 'card-description', 'card-content', 'card-footer']) {
      expect(card.querySelector(`[data-slot="${slot}"]`)).not.toBeNull()
    }
  })

  it('takes another heading level through asChild', () => {
    render(
      <CardTitle asChild>
        <h2>Benefícios</h2>
      </CardTitle>,
    )
    expect(screen.getByRole('heading', { name: 'Benefícios', level: 2 }).dataset.slot).toBe('card-title')
  })
})
