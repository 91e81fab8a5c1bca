import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from './accordion'

afterEach(cleanup)

function Faq({ headingLevel }: { headingLevel?: 2 | 3 | 4 }) {
  return (
    <Accordion type="single" collapsible headingLevel={headingLevel}>
      <AccordionItem value="cadastro">
        <AccordionTrigger>Como me cadastro?</AccordionTrigger>
        <AccordionContent>Clique em Cadastre seu Currículo.</AccordionContent>
      </AccordionItem>
      <AccordionItem value="testes">
        <AccordionTrigger headingLevel={4}>Os testes são obrigatórios?</AccordionTrigger>
        <AccordionContent>Depende da oportunidade.</AccordionContent>
      </AccordionItem>
    </Accordion>
  )
}

describe('Accordion', () => {
  it('puts each trigger in a heading, h3 by default, overridable per item', () => {
    render(<Faq />)
    expect(screen.getByRole('heading', { level: 3, name: 'Como me cadastro?' })).toBeTruthy()
    expect(screen.getByRole('heading', { level: 4, name: 'Os testes são obrigatórios?' })).toBeTruthy()
  })

  it('takes the heading level from the Accordion', () => {
    render(<Faq headingLevel={2} />)
    expect(screen.getByRole('heading', { level: 2, name: 'Como me cadastro?' })).toBeTruthy()
  })

  it('opens with Enter and Space and wires the panel to its header', async () => {
    render(<Faq />)
    const trigger = screen.getByRole('button', { name: 'Como me cadastro?' })
    expect(trigger.getAttribute('aria-expanded')).toBe('false')
    await userEvent.tab()
    await userEvent.keyboard('{Enter}')
    expect(trigger.getAttribute('aria-expanded')).toBe('true')
    const panel = screen.getByRole('region', { name: 'Como me cadastro?' })
    expect(trigger.getAttribute('aria-controls')).toBe(panel.id)
    expect(panel.textContent).toBe('Clique em Cadastre seu Currículo.')
    await userEvent.keyboard(' ')
    expect(trigger.getAttribute('aria-expanded')).toBe('false')
  })

  it('moves between headers with the arrow keys', async () => {
    render(<Faq />)
    const first = screen.getByRole('button', { name: 'Como me cadastro?' })
    const second = screen.getByRole('button', { name: 'Os testes são obrigatórios?' })
    await userEvent.tab()
    await userEvent.keyboard('{ArrowDown}')
    expect(document.activeElement).toBe(second)
    await userEvent.keyboard('{ArrowDown}')
    expect(document.activeElement).toBe(first)
    await userEvent.keyboard('{End}')
    expect(document.activeElement).toBe(second)
  })
})
