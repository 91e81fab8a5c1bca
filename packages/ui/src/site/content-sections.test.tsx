import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { CheckList } from '../primitives/check-list'
import { CultureBoxes, CultureSlides } from './culture-sections'
import { FaqList } from './faq-list'
import { HtmlContent } from '../primitives/html-content'

afterEach(cleanup)

const faq = [
  { id: 'gratuita', title: 'A inscrição é paga?', html: '<p>Não. <a href="/vagas">Veja as vagas</a>.</p>' },
  {
    id: 'guia',
    title: 'Há um guia?',
    html: '<p><a href="https://exemplo.com.br" target="_blank">Guia</a></p>',
  },
]

describe('content sections', () => {
  it('titles the culture boxes as h2 and names the carousel like its heading', () => {
    render(
      <>
        <CultureBoxes purpose="P" mission="M" vision="V" />
        <CultureSlides slides={[{ title: 'Pessoas', text: 'T' }]} />
      </>,
    )
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Propósito',
      'Missão',
      'Visão',
      'Como vivemos a nossa cultura',
    ])
    expect(screen.getByRole('region', { name: 'Como vivemos a nossa cultura' })).toBeTruthy()
  })

  it('lists facts with decorative check marks', () => {
    const { container } = render(<CheckList items={['Um', 'Dois']} />)
    expect(screen.getAllByRole('listitem')).toHaveLength(2)
    expect(container.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true')
  })

  it('draws the FAQ as disclosures with a heading in each summary and the anchor id', () => {
    const { container } = render(<FaqList items={faq} />)
    const details = container.querySelectorAll('details')
    expect(details).toHaveLength(2)
    expect(details[0]?.id).toBe('gratuita')
    expect(details[0]?.querySelector('summary h2')?.textContent).toBe('A inscrição é paga?')
  })

  it('navigates in app on an internal link and leaves new-tab links to the browser', () => {
    const onNavigate = vi.fn()
    render(<HtmlContent html={faq[0]!.html + faq[1]!.html} onNavigate={onNavigate} />)
    const internal = screen.getByRole('link', { name: 'Veja as vagas' })
    expect(fireEvent.click(internal)).toBe(false)
    expect(onNavigate).toHaveBeenCalledWith('/vagas')
    expect(fireEvent.click(screen.getByRole('link', { name: 'Guia' }))).toBe(true)
    expect(onNavigate).toHaveBeenCalledTimes(1)
  })
})
