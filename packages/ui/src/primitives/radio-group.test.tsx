import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { RadioGroup, RadioGroupItem } from './radio-group'
import { YesNo } from './yes-no'

globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
}

afterEach(cleanup)

describe('RadioGroup', () => {
  // Selection that follows the arrow keys relies on real focus events: the story's play test checks it.
  it('moves with the arrow keys, one Tab stop, and selects on click', async () => {
    const onValueChange = vi.fn()
    render(
      <RadioGroup aria-label="Turno" onValueChange={onValueChange}>
        <RadioGroupItem value="manha" label="Manhã" />
        <RadioGroupItem value="tarde" label="Tarde" />
        <RadioGroupItem value="noite" label="Noite" />
      </RadioGroup>,
    )
    expect(screen.getByRole('radiogroup', { name: 'Turno' })).toBeTruthy()
    await userEvent.tab()
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Manhã' }))
    await userEvent.keyboard('{ArrowDown}')
    const tarde = screen.getByRole('radio', { name: 'Tarde' })
    expect(document.activeElement).toBe(tarde)
    expect(tarde.getAttribute('tabindex')).toBe('0')
    await userEvent.click(screen.getByText('Noite'))
    expect(onValueChange).toHaveBeenLastCalledWith('noite')
  })
})

describe('YesNo', () => {
  it("is a radio group named by its label with 'Sim' and 'Não'", async () => {
    const onValueChange = vi.fn()
    render(
      <YesNo label="Você é pessoa com deficiência?" required value={null} onValueChange={onValueChange} />,
    )
    const group = screen.getByRole('radiogroup', { name: /Você é pessoa com deficiência\?/ })
    expect(group.getAttribute('aria-required')).toBe('true')
    const yes = screen.getByRole('radio', { name: 'Sim' })
    const no = screen.getByRole('radio', { name: 'Não' })
    expect(yes.getAttribute('aria-checked')).toBe('false')
    expect(no.getAttribute('aria-checked')).toBe('false')
    await userEvent.click(no)
    expect(onValueChange).toHaveBeenLastCalledWith(false)
    await userEvent.click(yes)
    expect(onValueChange).toHaveBeenLastCalledWith(true)
  })

  it('shows a boolean value and an error', () => {
    render(<YesNo label="Precisa de ajuda no processo seletivo?" value={true} error="Campo obrigatório" />)
    expect(screen.getByRole('radio', { name: 'Sim' }).getAttribute('aria-checked')).toBe('true')
    const group = screen.getByRole('radiogroup')
    expect(group.getAttribute('aria-invalid')).toBe('true')
    const errorId = group.getAttribute('aria-describedby') ?? ''
    expect(document.getElementById(errorId)?.textContent).toBe('Campo obrigatório')
  })

  it('disables both answers', () => {
    render(<YesNo label="Possui CNH?" value={false} disabled />)
    expect(screen.getByRole('radio', { name: 'Sim' })).toHaveProperty('disabled', true)
    expect(screen.getByRole('radio', { name: 'Não' })).toHaveProperty('disabled', true)
  })
})
