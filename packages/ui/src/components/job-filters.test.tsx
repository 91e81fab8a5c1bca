import { cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { JobFilters, type JobFiltersValue } from './job-filters'

afterEach(cleanup)

const states = [
  { value: 'SP', label: 'São Paulo' },
  { value: 'RJ', label: 'Rio de Janeiro' },
]
const areas = [{ value: 'tecnologia', label: 'Tecnologia' }]
const empty: JobFiltersValue = { term: '', state: '', city: '', area: '', pcd: false }

function Harness({ initial, onChange }: { initial: JobFiltersValue; onChange?: (v: JobFiltersValue) => void }) {
  const [value, setValue] = useState(initial)
  return (
    <JobFilters
      value={value}
      onChange={(next) => {
        setValue(next)
        onChange?.(next)
      }}
      states={states}
      cities={value.state === 'SP' ? ['Campinas', 'Santos'] : []}
      areas={areas}
    />
  )
}

describe('JobFilters', () => {
  it('labels every control and disables the city until a state is chosen', () => {
    render(<Harness initial={empty} />)
    expect(screen.getByRole('searchbox', { name: 'Busque pelo nome da vaga' })).toBeTruthy()
    expect(screen.getByRole('combobox', { name: 'Estado' })).toBeTruthy()
    const city = screen.getByRole('combobox', { name: 'Cidade' })
    expect(city).toHaveProperty('disabled', true)
    expect(city.getAttribute('aria-describedby')).toBeTruthy()
    expect(document.getElementById(city.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Escolha um estado para ver as cidades',
    )
    expect(screen.getByRole('checkbox', { name: 'Pessoa com Deficiência' })).toBeTruthy()
    expect(screen.queryByRole('list', { name: 'Filtros ativos' })).toBeNull()
  })

  it('shows each active filter as a removable badge', () => {
    render(<Harness initial={{ term: '', state: 'SP', city: 'Campinas', area: 'tecnologia', pcd: true }} />)
    const list = screen.getByRole('list', { name: 'Filtros ativos' })
    expect(within(list).getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual([
      'Remover filtro São Paulo',
      'Remover filtro Campinas',
      'Remover filtro Tecnologia',
      'Remover filtro Pessoa com Deficiência',
    ])
    expect(screen.getByRole('combobox', { name: 'Cidade' })).toHaveProperty('disabled', false)
  })

  it('removing the state also clears the city, and focus moves to the next badge', async () => {
    const onChange = vi.fn()
    render(<Harness initial={{ term: '', state: 'SP', city: 'Campinas', area: 'tecnologia', pcd: false }} onChange={onChange} />)
    screen.getByRole('button', { name: 'Remover filtro São Paulo' }).focus()
    await userEvent.keyboard('{Enter}')
    expect(onChange).toHaveBeenLastCalledWith({ term: '', state: '', city: '', area: 'tecnologia', pcd: false })
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Remover filtro Tecnologia' }))
  })

  it('focuses the search box after the last badge is removed', async () => {
    render(<Harness initial={{ ...empty, pcd: true }} />)
    screen.getByRole('button', { name: 'Remover filtro Pessoa com Deficiência' }).focus()
    await userEvent.keyboard(' ')
    expect(screen.queryByRole('list', { name: 'Filtros ativos' })).toBeNull()
    expect(document.activeElement).toBe(screen.getByRole('searchbox', { name: 'Busque pelo nome da vaga' }))
  })

  it('clears the filters but keeps the term', async () => {
    const onChange = vi.fn()
    render(<Harness initial={{ term: 'caixa', state: 'RJ', city: '', area: 'tecnologia', pcd: true }} onChange={onChange} />)
    await userEvent.click(screen.getByRole('button', { name: 'Limpar filtros' }))
    expect(onChange).toHaveBeenLastCalledWith({ term: 'caixa', state: '', city: '', area: '', pcd: false })
  })

  it('toggles the pcd filter and collapses the panel behind "Filtros"', async () => {
    const onChange = vi.fn()
    render(<Harness initial={empty} onChange={onChange} />)
    const toggle = screen.getByRole('button', { name: 'Filtros' })
    expect(toggle.getAttribute('aria-expanded')).toBe('false')
    const panel = document.getElementById(toggle.getAttribute('aria-controls')!)!
    expect(panel.className).toContain('max-md:hidden')
    await userEvent.click(toggle)
    expect(toggle.getAttribute('aria-expanded')).toBe('true')
    expect(panel.className).not.toContain('max-md:hidden')
    await userEvent.click(screen.getByRole('checkbox', { name: 'Pessoa com Deficiência' }))
    expect(onChange).toHaveBeenLastCalledWith({ ...empty, pcd: true })
  })

  it('searches the trimmed term', async () => {
    const onSearch = vi.fn()
    render(<JobFilters value={{ ...empty, term: ' gerente ' }} onChange={() => {}} onSearch={onSearch} states={states} cities={[]} areas={areas} />)
    await userEvent.click(screen.getByRole('button', { name: 'Buscar' }))
    expect(onSearch).toHaveBeenCalledWith('gerente')
  })
})
