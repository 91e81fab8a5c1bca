import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { MaskedInput } from './masked-input'

afterEach(cleanup)

const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement

describe('MaskedInput', () => {
  it('masks a CPF as it is typed and reports masked and raw values', async () => {
    const onValueChange = vi.fn()
    render(<MaskedInput mask="cpf" aria-label="CPF" onValueChange={onValueChange} />)
    const input = field('CPF')
    expect(input.getAttribute('inputmode')).toBe('numeric')
    expect(input.getAttribute('placeholder')).toBe('000.000.000-00')
    await userEvent.type(input, '12345678909')
    expect(input.value).toBe('123.456.789-09')
    expect(onValueChange).toHaveBeenLastCalledWith('123.456.789-09', '12345678909')
  })

  it('ignores letters and stops at the pattern length', async () => {
    render(<MaskedInput mask="cep" aria-label="CEP" />)
    await userEvent.type(field('CEP'), '01a310-1009999')
    expect(field('CEP').value).toBe('01310-100')
    expect(field('CEP').getAttribute('autocomplete')).toBe('postal-code')
  })

  it('switches the phone to the mobile pattern at 11 digits', async () => {
    render(<MaskedInput mask="phone" aria-label="Celular" />)
    await userEvent.type(field('Celular'), '1133334444')
    expect(field('Celular').value).toBe('(11) 3333-4444')
    await userEvent.type(field('Celular'), '5')
    expect(field('Celular').value).toBe('(11) 33334-4445')
    expect(field('Celular').getAttribute('autocomplete')).toBe('tel-national')
  })

  it('masks pasted formatted text without losing digits', async () => {
    const onValueChange = vi.fn()
    render(<MaskedInput mask="date" aria-label="Data de nascimento" onValueChange={onValueChange} />)
    field('Data de nascimento').focus()
    await userEvent.paste('31.01.2000')
    expect(field('Data de nascimento').value).toBe('31/01/2000')
    expect(onValueChange).toHaveBeenLastCalledWith('31/01/2000', '31012000')
  })

  it('deletes the digit before a separator on Backspace', async () => {
    render(<MaskedInput mask="monthYear" aria-label="Início" defaultValue="032024" />)
    const input = field('Início')
    expect(input.value).toBe('03/2024')
    input.focus()
    input.setSelectionRange(3, 3)
    await userEvent.keyboard('{Backspace}')
    expect(input.value).toBe('02/024')
    // the caret stays where the removed digit was
    expect(input.selectionStart).toBe(1)
  })

  it('keeps the caret after the digit typed in the middle', async () => {
    render(<MaskedInput mask="cpf" aria-label="CPF" defaultValue="1234567890" />)
    const input = field('CPF')
    expect(input.value).toBe('123.456.789-0')
    input.focus()
    input.setSelectionRange(1, 1)
    await userEvent.keyboard('9')
    expect(input.value).toBe('192.345.678-90')
    expect(input.selectionStart).toBe(2)
  })

  it('shows a controlled value masked', async () => {
    function Controlled() {
      const [raw, setRaw] = useState('11987654321')
      return (
        <>
          <MaskedInput
            mask="phone"
            aria-label="Telefone"
            value={raw}
            onValueChange={(_, digits) => setRaw(digits)}
          />
          <output aria-label="Dígitos">{raw}</output>
        </>
      )
    }
    render(<Controlled />)
    expect(field('Telefone').value).toBe('(11) 98765-4321')
    await userEvent.type(field('Telefone'), '{Backspace}')
    expect(field('Telefone').value).toBe('(11) 9876-5432')
    expect(screen.getByLabelText('Dígitos').textContent).toBe('1198765432')
  })
})
