import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Checkbox } from './checkbox'

afterEach(cleanup)

describe('Checkbox', () => {
  it('is named by its label and toggles by click on the label and by Space', async () => {
    const onCheckedChange = vi.fn()
    render(<Checkbox label="Pessoa com Deficiência" onCheckedChange={onCheckedChange} />)
    const box = screen.getByRole('checkbox', { name: 'Pessoa com Deficiência' })
    expect((box as HTMLInputElement).checked).toBe(false)
    await userEvent.click(screen.getByText('Pessoa com Deficiência'))
    expect((box as HTMLInputElement).checked).toBe(true)
    box.focus()
    await userEvent.keyboard(' ')
    expect((box as HTMLInputElement).checked).toBe(false)
    expect(onCheckedChange.mock.calls).toEqual([[true], [false]])
  })

  it('is a 24 px target', () => {
    render(<Checkbox aria-label="Aceito os termos" />)
    expect(screen.getByRole('checkbox', { name: 'Aceito os termos' }).className).toContain('size-6')
  })

  it('shows the mixed state', () => {
    render(<Checkbox label="Todas as áreas" checked="indeterminate" />)
    expect((screen.getByRole('checkbox', { name: 'Todas as áreas' }) as HTMLInputElement).indeterminate).toBe(
      true,
    )
  })

  it("is the browser's own checkbox, one element, whose mixed state follows the prop", () => {
    const { container, rerender } = render(<Checkbox label="Todas as áreas" checked="indeterminate" />)
    const box = screen.getByRole('checkbox', { name: 'Todas as áreas' }) as HTMLInputElement
    expect(box.tagName).toBe('INPUT')
    expect(container.querySelectorAll('input, button')).toHaveLength(1)
    rerender(<Checkbox label="Todas as áreas" checked={true} />)
    expect(box.indeterminate).toBe(false)
    expect(box.checked).toBe(true)
  })

  it('does not toggle when disabled', async () => {
    render(<Checkbox label="Não possuo formação" disabled />)
    const box = screen.getByRole('checkbox', { name: 'Não possuo formação' })
    await userEvent.click(box)
    expect((box as HTMLInputElement).checked).toBe(false)
    expect(box).toHaveProperty('disabled', true)
  })
})
