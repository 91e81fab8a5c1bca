import { NARROW_TAB_LABEL_MAX_PX, ptBR } from '@carreiras/core'
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs'

afterEach(cleanup)

const { basic, basicShort, complementary, complementaryShort } = ptBR.application.tabs

function ApplicationTabs() {
  return (
    <Tabs defaultValue="basic">
      <TabsList aria-label="Formulário de inscrição">
        <TabsTrigger value="basic" narrowLabel={basicShort}>
          {basic}
        </TabsTrigger>
        <TabsTrigger value="complementary" narrowLabel={complementaryShort}>
          {complementary}
        </TabsTrigger>
      </TabsList>
      <TabsContent value="basic">Dados pessoais</TabsContent>
      <TabsContent value="complementary">Formação</TabsContent>
    </Tabs>
  )
}

describe('Tabs', () => {
  it('wires tabs to their panels', () => {
    render(<ApplicationTabs />)
    const tab = screen.getByRole('tab', { name: 'Informações Básicas' })
    expect(tab.getAttribute('aria-selected')).toBe('true')
    const panel = screen.getByRole('tabpanel', { name: 'Informações Básicas' })
    expect(panel.textContent).toBe('Dados pessoais')
    expect(tab.getAttribute('aria-controls')).toBe(panel.id)
  })

  it('keeps the full label as the name and swaps the visible text at NARROW_TAB_LABEL_MAX_PX', () => {
    render(<ApplicationTabs />)
    const tab = screen.getByRole('tab', { name: 'Informações Complementares' })
    expect(tab.hasAttribute('aria-label')).toBe(false)
    const wide = tab.querySelector('[data-slot="tabs-trigger-label"]') as HTMLElement
    const narrow = tab.querySelector('[data-slot="tabs-trigger-narrow-label"]') as HTMLElement
    expect(wide.textContent).toBe('Informações Complementares')
    expect(narrow.textContent).toBe('Info. Complementares')
    expect(narrow.getAttribute('aria-hidden')).toBe('true')
    expect(wide.className).toBe(`[@media(max-width:${NARROW_TAB_LABEL_MAX_PX}px)]:sr-only`)
    expect(narrow.className).toBe(`hidden [@media(max-width:${NARROW_TAB_LABEL_MAX_PX}px)]:inline`)
  })

  it('renders the label as is without a narrow label', () => {
    render(
      <Tabs defaultValue="a">
        <TabsList>
          <TabsTrigger value="a">Vagas</TabsTrigger>
        </TabsList>
      </Tabs>,
    )
    const tab = screen.getByRole('tab', { name: 'Vagas' })
    expect(tab.querySelector('[data-slot="tabs-trigger-narrow-label"]')).toBeNull()
    expect(tab.textContent).toBe('Vagas')
  })

  it('moves focus and selection with the arrow keys', async () => {
    render(<ApplicationTabs />)
    await userEvent.tab()
    const first = screen.getByRole('tab', { name: 'Informações Básicas' })
    const second = screen.getByRole('tab', { name: 'Informações Complementares' })
    expect(document.activeElement).toBe(first)
    await userEvent.keyboard('{ArrowRight}')
    expect(document.activeElement).toBe(second)
    expect(second.getAttribute('aria-selected')).toBe('true')
    expect(screen.getByRole('tabpanel').textContent).toBe('Formação')
    await userEvent.keyboard('{ArrowRight}')
    expect(document.activeElement).toBe(first)
    expect(first.getAttribute('aria-selected')).toBe('true')
  })
})
