import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Combobox } from './combobox'
import { FormField } from './form-field'

afterEach(cleanup)

const CITIES = ['São Paulo', 'São Bernardo do Campo', 'Santos', 'Campinas', 'São Luís', 'Salvador', 'Osasco']

function setup(props: Partial<React.ComponentProps<typeof Combobox>> = {}) {
  const onSelect = vi.fn()
  const onSubmit = vi.fn()
  render(
    <FormField label="Cidade">
      <Combobox options={CITIES} onSelect={onSelect} onSubmit={onSubmit} {...props} />
    </FormField>,
  )
  const input = screen.getByRole('combobox', { name: 'Cidade' }) as HTMLInputElement
  return { input, onSelect, onSubmit }
}

describe('Combobox', () => {
  it('is a collapsed combobox named by its label', () => {
    const { input } = setup()
    expect(input.tagName).toBe('INPUT')
    expect(input.getAttribute('aria-expanded')).toBe('false')
    expect(input.getAttribute('aria-autocomplete')).toBe('list')
    expect(input.hasAttribute('aria-controls')).toBe(false)
    expect(screen.queryByRole('listbox')).toBeNull()
  })

  it('suggests from 1 character, at most 4, accent-insensitive, prefixes first', async () => {
    const { input } = setup()
    await userEvent.type(input, 's')
    const listbox = screen.getByRole('listbox', { name: 'Sugestões' })
    expect(input.getAttribute('aria-expanded')).toBe('true')
    expect(input.getAttribute('aria-controls')).toBe(listbox.id)
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'São Paulo',
      'São Bernardo do Campo',
      'Santos',
      'São Luís',
    ])
    expect(screen.getByRole('status').textContent).toBe('4 sugestões disponíveis')
    await userEvent.type(input, 'ao l')
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['São Luís'])
    expect(screen.getByRole('status').textContent).toBe('1 sugestão disponível')
  })

  it('moves the active option with the arrow keys and chooses it with Enter', async () => {
    const { input, onSelect, onSubmit } = setup()
    await userEvent.type(input, 'sao')
    expect(input.hasAttribute('aria-activedescendant')).toBe(false)
    await userEvent.keyboard('{ArrowDown}')
    const first = screen.getByRole('option', { name: 'São Paulo' })
    expect(input.getAttribute('aria-activedescendant')).toBe(first.id)
    expect(first.getAttribute('aria-selected')).toBe('true')
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}')
    expect(input.getAttribute('aria-activedescendant')).toBe(first.id)
    await userEvent.keyboard('{ArrowUp}')
    expect(input.getAttribute('aria-activedescendant')).toBe(
      screen.getByRole('option', { name: 'São Luís' }).id,
    )
    await userEvent.keyboard('{Enter}')
    expect(onSelect).toHaveBeenCalledWith('São Luís')
    expect(onSubmit).not.toHaveBeenCalled()
    expect(input.value).toBe('São Luís')
    expect(screen.queryByRole('listbox')).toBeNull()
    expect(document.activeElement).toBe(input)
  })

  it('submits the typed term on Enter with no active option', async () => {
    const { input, onSelect, onSubmit } = setup()
    await userEvent.type(input, 'camp{Enter}')
    expect(onSubmit).toHaveBeenCalledWith('camp')
    expect(onSelect).not.toHaveBeenCalled()
    expect(screen.queryByRole('listbox')).toBeNull()
  })

  it('closes on Escape and keeps the text', async () => {
    const { input } = setup()
    await userEvent.type(input, 'os')
    expect(screen.getByRole('listbox')).toBeTruthy()
    await userEvent.keyboard('{Escape}')
    expect(screen.queryByRole('listbox')).toBeNull()
    expect(input.value).toBe('os')
    expect(input.getAttribute('aria-expanded')).toBe('false')
  })

  it('chooses an option with the mouse', async () => {
    const { input, onSelect } = setup()
    await userEvent.type(input, 'cam')
    await userEvent.click(screen.getByRole('option', { name: 'Campinas' }))
    expect(onSelect).toHaveBeenCalledWith('Campinas')
    expect(input.value).toBe('Campinas')
    expect(document.activeElement).toBe(input)
  })

  it('shows the empty text when nothing matches', async () => {
    const { input } = setup()
    await userEvent.type(input, 'xyz')
    expect(screen.queryByRole('listbox')).toBeNull()
    expect(screen.getByText('Nenhum resultado encontrado')).toBeTruthy()
    expect(screen.getByRole('status').textContent).toBe('Nenhuma sugestão')
  })

  it('closes when the field loses focus', async () => {
    const { input } = setup()
    await userEvent.type(input, 'sa')
    await userEvent.tab()
    expect(screen.queryByRole('listbox')).toBeNull()
  })
})
