import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Checkbox } from './checkbox'

globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
}

afterEach(cleanup)

describe('Checkbox', () => {
  it('is named by its label and toggles by click on the label and by Space', async () => {
    const onCheckedChange = vi.fn()
    render(<Checkbox label="Pessoa com Deficiência" onCheckedChange={onCheckedChange} />)
    const box = screen.getByRole('checkbox', { name: 'Pessoa com Deficiência' })
    expect(box.getAttribute('aria-checked')).toBe('false')
    await userEvent.click(screen.getByText('Pessoa com Deficiência'))
    expect(box.getAttribute('aria-checked')).toBe('true')
    box.focus()
    await userEvent.keyboard(' ')
    expect(box.getAttribute('aria-checked')).toBe('false')
    expect(onCheckedChange.mock.calls).toEqual([[true], [false]])
  })

  it('is a 24 px target', () => {
    render(<Checkbox aria-label="Aceito os termos" />)
    expect(screen.getByRole('checkbox', { name: 'Aceito os termos' }).className).toContain('size-6')
  })

  it('shows the mixed state', () => {
    render(<Checkbox label="Todas as áreas" checked="indeterminate" />)
    expect(screen.getByRole('checkbox', { name: 'Todas as áreas' }).getAttribute('aria-checked')).toBe(
      'mixed',
    )
  })

  it('does not toggle when disabled', async () => {
    render(<Checkbox label="Não possuo formação" disabled />)
    const box = screen.getByRole('checkbox', { name: 'Não possuo formação' })
    await userEvent.click(box)
    expect(box.getAttribute('aria-checked')).toBe('false')
    expect(box).toHaveProperty('disabled', true)
  })
})
