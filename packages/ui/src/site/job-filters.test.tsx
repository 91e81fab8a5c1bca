import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { JobFilters } from './job-filters'
import { jobSearchStoryTexts as texts } from './job-search.fixtures'

afterEach(cleanup)

const base = {
  texts,
  term: '',
  state: {
    value: '',
    options: [
      { value: '', label: texts.allStates },
      { value: 'SP', label: 'São Paulo' },
    ],
  },
  city: {
    value: '',
    options: [{ value: '', label: texts.allCities }],
    disabled: true,
    hint: texts.cityNeedsState,
  },
  area: { value: '', options: [{ value: '', label: texts.allAreas }] },
  pcd: false,
}

describe('JobFilters', () => {
  it('labels every control, and describes the disabled city by its hint', () => {
    render(<JobFilters {...base} />)
    expect(screen.getByRole('search')).toBeTruthy()
    expect(screen.getByRole('searchbox', { name: texts.searchLabel })).toBeTruthy()
    expect(screen.getByRole('combobox', { name: texts.state })).toBeTruthy()
    const city = screen.getByRole('combobox', { name: texts.city })
    expect(city).toHaveProperty('disabled', true)
    expect(document.getElementById(city.getAttribute('aria-describedby')!)?.textContent).toBe(
      texts.cityNeedsState,
    )
    expect(screen.getByRole('checkbox', { name: texts.pcd })).toBeTruthy()
    expect(screen.getByRole('group', { name: texts.filtersTitle })).toBeTruthy()
  })

  it('works as GET forms to the list before scripts: named fields, hidden filters kept', () => {
    const { container } = render(
      <JobFilters
        {...base}
        hiddenFields={[
          { name: 'area', value: 'ti' },
          { name: 'local', value: '0' },
        ]}
      />,
    )
    const forms = container.querySelectorAll('form')
    expect([...forms].map((form) => [form.method, form.getAttribute('action')])).toEqual([
      ['get', '/vagas'],
      ['get', '/vagas'],
    ])
    const panel = new FormData(forms[1]!)
    expect([...panel.keys()]).toEqual(['area', 'local', 'state', 'field_area'])
  })

  it('calls the handler of each change', async () => {
    const onStateChange = vi.fn()
    const onPcdChange = vi.fn()
    const onSearch = vi.fn()
    render(
      <JobFilters {...base} onStateChange={onStateChange} onPcdChange={onPcdChange} onSearch={onSearch} />,
    )
    await userEvent.selectOptions(screen.getByRole('combobox', { name: texts.state }), 'SP')
    expect(onStateChange).toHaveBeenCalledWith('SP')
    await userEvent.click(screen.getByRole('checkbox', { name: texts.pcd }))
    expect(onPcdChange).toHaveBeenCalledWith(true)
    await userEvent.type(screen.getByRole('searchbox'), 'analista{Enter}')
    expect(onSearch).toHaveBeenCalledWith('analista')
  })

  it('offers the suggestions for what is typed', async () => {
    render(
      <JobFilters {...base} suggestions={(q) => (q ? ['Analista de Crédito', 'Analista de Dados'] : [])} />,
    )
    const box = screen.getByRole('searchbox')
    expect(box.getAttribute('list')).toBeNull()
    await userEvent.type(box, 'a')
    const list = document.getElementById(box.getAttribute('list')!)!
    expect([...list.querySelectorAll('option')].map((o) => o.value)).toEqual([
      'Analista de Crédito',
      'Analista de Dados',
    ])
  })

  it('names each badge link by its remove label and keeps it a link to the list without it', async () => {
    const onRemove = vi.fn()
    render(
      <JobFilters
        {...base}
        badges={[
          {
            key: 'pcd',
            label: texts.pcd,
            removeLabel: `Remover filtro ${texts.pcd}`,
            href: '/vagas?local=0',
            onRemove,
          },
        ]}
      />,
    )
    const link = screen.getByRole('link', { name: `Remover filtro ${texts.pcd}` })
    expect(link.getAttribute('href')).toBe('/vagas?local=0')
    await userEvent.click(link)
    expect(onRemove).toHaveBeenCalledOnce()
  })
})
