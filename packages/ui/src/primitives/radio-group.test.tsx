import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { RadioGroup, RadioGroupItem } from './radio-group'
import { YesNo } from './yes-no'

// user-event finds a radio's group with CSS.escape, which jsdom lacks.
globalThis.CSS ??= { escape: (value: string) => value.replace(/[^\w-]/g, (c) => `\\${c}`) } as typeof CSS

afterEach(cleanup)

describe('RadioGroup', () => {
  it('moves with the arrow keys, one Tab stop, and selects on click', async () => {
    const onValueChange = vi.fn()
    render(
      <>
        <RadioGroup aria-label="Turno" onValueChange={onValueChange}>
          <RadioGroupItem value="manha" label="Manhã" />
          <RadioGroupItem value="tarde" label="Tarde" />
          <RadioGroupItem value="noite" label="Noite" />
        </RadioGroup>
        <button type="button">Depois</button>
      </>,
    )
    expect(screen.getByRole('radiogroup', { name: 'Turno' })).toBeTruthy()
    await userEvent.tab()
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Manhã' }))
    await userEvent.keyboard('{ArrowDown}')
    const tarde = screen.getByRole('radio', { name: 'Tarde' }) as HTMLInputElement
    expect(document.activeElement).toBe(tarde)
    expect(tarde.checked).toBe(true)
    expect(onValueChange).toHaveBeenLastCalledWith('tarde')
    // One Tab stop: the next Tab leaves the group.
    await userEvent.tab()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Depois' }))
    await userEvent.click(screen.getByText('Noite'))
    expect(onValueChange).toHaveBeenLastCalledWith('noite')
    expect((screen.getByRole('radio', { name: 'Noite' }) as HTMLInputElement).checked).toBe(true)
  })

  it("is the browser's own radios, one per option, sharing a name of the group's own", () => {
    const { container } = render(
      <>
        <RadioGroup aria-label="Turno" defaultValue="tarde">
          <RadioGroupItem value="manha" label="Manhã" />
          <RadioGroupItem value="tarde" label="Tarde" />
        </RadioGroup>
        <RadioGroup aria-label="Modelo" value="">
          <RadioGroupItem value="remoto" label="Remoto" />
        </RadioGroup>
      </>,
    )
    const radios = screen.getAllByRole('radio') as HTMLInputElement[]
    expect(radios.map((radio) => radio.tagName)).toEqual(['INPUT', 'INPUT', 'INPUT'])
    expect(container.querySelectorAll('input')).toHaveLength(3)
    expect(radios[0]!.name).toBe(radios[1]!.name)
    expect(radios[2]!.name).not.toBe(radios[0]!.name)
    expect(radios.map((radio) => radio.checked)).toEqual([false, true, false])
  })

  it('follows a controlled value and names its radios as told', () => {
    const { rerender } = render(
      <RadioGroup aria-label="Turno" name="turno" value="manha">
        <RadioGroupItem value="manha" label="Manhã" />
        <RadioGroupItem value="tarde" label="Tarde" />
      </RadioGroup>,
    )
    const [manha, tarde] = screen.getAllByRole('radio') as HTMLInputElement[]
    expect(manha!.name).toBe('turno')
    expect([manha!.checked, tarde!.checked]).toEqual([true, false])
    rerender(
      <RadioGroup aria-label="Turno" name="turno" value="tarde">
        <RadioGroupItem value="manha" label="Manhã" />
        <RadioGroupItem value="tarde" label="Tarde" />
      </RadioGroup>,
    )
    expect([manha!.checked, tarde!.checked]).toEqual([false, true])
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
    expect((yes as HTMLInputElement).checked).toBe(false)
    expect((no as HTMLInputElement).checked).toBe(false)
    await userEvent.click(no)
    expect(onValueChange).toHaveBeenLastCalledWith(false)
    await userEvent.click(yes)
    expect(onValueChange).toHaveBeenLastCalledWith(true)
  })

  it('shows a boolean value and an error', () => {
    render(<YesNo label="Precisa de ajuda no processo seletivo?" value={true} error="Campo obrigatório" />)
    expect((screen.getByRole('radio', { name: 'Sim' }) as HTMLInputElement).checked).toBe(true)
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
