import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { FormField } from './form-field'
import { Textarea } from './textarea'

afterEach(cleanup)

const counterText = () =>
  document.querySelector('[data-slot="textarea-counter"] [aria-hidden="true"]')?.textContent
const remaining = () => document.querySelector('[data-slot="textarea-counter"] .sr-only') as HTMLElement

describe('Textarea', () => {
  it('is a plain multi-line field without maxLength', () => {
    render(<Textarea aria-label="Algo mais" />)
    expect(screen.getByRole('textbox', { name: 'Algo mais' }).tagName).toBe('TEXTAREA')
    expect(document.querySelector('[data-slot="textarea-counter"]')).toBeNull()
  })

  it("counts 'n / 100' as you type and is described by the remaining count", async () => {
    render(
      <FormField label="Descreva a ajuda necessária" hint="Opcional">
        <Textarea maxLength={100} />
      </FormField>,
    )
    const field = screen.getByRole('textbox', { name: 'Descreva a ajuda necessária' })
    expect(counterText()).toBe('0 / 100')
    await userEvent.type(field, 'Intérprete')
    expect(counterText()).toBe('10 / 100')
    const ids = field.getAttribute('aria-describedby')?.split(' ') ?? []
    expect(ids.map((id) => document.getElementById(id)?.textContent)).toEqual([
      'Opcional',
      'Restam 90 caracteres',
    ])
    expect(field.getAttribute('maxlength')).toBe('100')
  })

  it('announces politely only within 10 characters of the limit', async () => {
    render(<Textarea aria-label="Descrição" maxLength={20} defaultValue="012345678" />)
    expect(counterText()).toBe('9 / 20')
    expect(remaining().getAttribute('aria-live')).toBe('off')
    await userEvent.type(screen.getByRole('textbox', { name: 'Descrição' }), 'a')
    expect(remaining().getAttribute('aria-live')).toBe('polite')
    expect(remaining().textContent).toBe('Restam 10 caracteres')
  })

  it('counts a controlled value and says 1 character in the singular', async () => {
    function Controlled() {
      const [value, setValue] = useState('x'.repeat(98))
      return (
        <Textarea
          aria-label="Texto"
          maxLength={100}
          value={value}
          onChange={(e) => setValue(e.target.value)}
        />
      )
    }
    render(<Controlled />)
    await userEvent.type(screen.getByRole('textbox', { name: 'Texto' }), 'y')
    expect(counterText()).toBe('99 / 100')
    expect(remaining().textContent).toBe('Resta 1 caractere')
    await userEvent.type(screen.getByRole('textbox', { name: 'Texto' }), 'zz')
    expect(counterText()).toBe('100 / 100')
  })
})
