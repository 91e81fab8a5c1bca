import { cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderToString } from 'react-dom/server'
import { Hero } from './hero'

afterEach(cleanup)

const titles = [
  'Analista de Crédito',
  'Analista de Dados',
  'Analista de Riscos',
  'Analista de Sistemas',
  'Analista Financeiro',
  'Caixa',
]

describe('Hero', () => {
  it('is a plain GET search form to the action before hydration (no combobox without scripts)', () => {
    const html = renderToString(<Hero title="Vagas" action="/vagas" titles={titles} />)
    const form = html.match(/<form[^>]*>/)?.[0] ?? ''
    expect(form).toContain('method="get"')
    expect(form).toContain('action="/vagas"')
    expect(form).toContain('role="search"')
    const input = html.match(/<input[^>]*>/)?.[0] ?? ''
    expect(input).toContain('name="term"')
    expect(input).toContain('type="search"')
    expect(html).not.toContain('role="combobox"')
  })

  it('becomes a combobox wired to its listbox once hydrated', async () => {
    render(<Hero title="Vagas" action="/vagas" titles={titles} />)
    const input = screen.getByRole('combobox', { name: 'Pesquisar Oportunidades' })
    expect(input.getAttribute('aria-expanded')).toBe('false')
    await userEvent.type(input, 'anal')
    expect(input.getAttribute('aria-expanded')).toBe('true')
    const list = screen.getByRole('listbox', { name: 'Sugestões' })
    expect(input.getAttribute('aria-controls')).toBe(list.id)
    await userEvent.keyboard('{ArrowDown}')
    const active = within(list).getAllByRole('option')[0]!
    expect(input.getAttribute('aria-activedescendant')).toBe(active.id)
    expect(active.getAttribute('aria-selected')).toBe('true')
    await userEvent.keyboard('{Escape}')
    expect(input.getAttribute('aria-expanded')).toBe('false')
  })

  it('asks once for the suggestions when the box is first focused', async () => {
    const onSuggestionsNeeded = vi.fn()
    render(<Hero title="Vagas" action="/vagas" onSuggestionsNeeded={onSuggestionsNeeded} />)
    const input = screen.getByRole('combobox', { name: 'Pesquisar Oportunidades' })
    await userEvent.click(input)
    await userEvent.tab()
    await userEvent.click(input)
    expect(onSuggestionsNeeded).toHaveBeenCalledTimes(1)
  })

  it('shows the title as the page heading and no search without onSearch', () => {
    render(<Hero title="Cultura" />)
    expect(screen.getByRole('heading', { level: 1, name: 'Cultura' })).toBeTruthy()
    expect(screen.queryByRole('search')).toBeNull()
  })

  it('labels the search box and suggests at most 4 titles from 1 character', async () => {
    render(<Hero title="Vagas" titles={titles} onSearch={() => {}} />)
    const input = screen.getByRole('combobox', { name: 'Pesquisar Oportunidades' })
    await userEvent.type(input, 'a')
    const list = screen.getByRole('listbox')
    expect(within(list).getAllByRole('option')).toHaveLength(4)
  })

  it('searches the chosen suggestion by keyboard', async () => {
    const onSearch = vi.fn()
    render(<Hero title="Vagas" titles={titles} onSearch={onSearch} />)
    await userEvent.type(screen.getByRole('combobox', { name: 'Pesquisar Oportunidades' }), 'cai')
    await userEvent.keyboard('{ArrowDown}{Enter}')
    expect(onSearch).toHaveBeenCalledWith('Caixa')
  })

  it('searches the typed term with the button, trimmed', async () => {
    const onSearch = vi.fn()
    render(<Hero title="Vagas" titles={titles} onSearch={onSearch} />)
    await userEvent.type(screen.getByRole('combobox', { name: 'Pesquisar Oportunidades' }), ' gerente ')
    await userEvent.click(screen.getByRole('button', { name: 'Buscar' }))
    expect(onSearch).toHaveBeenCalledWith('gerente')
  })

  it('sets the image size and keeps a decorative image out of the accessibility tree', () => {
    const { container } = render(
      <Hero title="Vagas" image={{ src: '/hero.jpg', width: 1600, height: 900 }} />,
    )
    const img = container.querySelector('img')!
    expect(img.getAttribute('width')).toBe('1600')
    expect(img.getAttribute('height')).toBe('900')
    expect(img.getAttribute('alt')).toBe('')
  })

  it('does not autoplay the video when reduced motion is preferred', () => {
    const matchMedia = vi.fn(() => ({ matches: true, addEventListener() {}, removeEventListener() {} }))
    vi.stubGlobal('matchMedia', matchMedia)
    const { container } = render(<Hero title="Vagas" video={{ src: '/v.mp4', poster: '/p.jpg' }} />)
    const video = container.querySelector('video')!
    expect(video.autoplay).toBe(false)
    expect(video.muted).toBe(true)
    expect(video.getAttribute('poster')).toBe('/p.jpg')
    vi.unstubAllGlobals()
  })
})
