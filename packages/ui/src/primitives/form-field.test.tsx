import { INVALID_FIELD_FOCUS_DELAY_MS } from '@carreiras/core'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { useState, type FormEvent } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  FormErrorSummary,
  FormField,
  FormRequiredNote,
  focusLater,
  focusTarget,
  useFocusFirstInvalid,
} from './form-field'
import { Input } from './input'
import { RadioGroup, RadioGroupItem } from './radio-group'

afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

const describedBy = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent)

describe('FormField', () => {
  it('names the control by its label and marks a required field', () => {
    render(
      <FormField label="Nome" required>
        <Input />
      </FormField>,
    )
    const input = screen.getByRole('textbox', { name: 'Nome' })
    expect(input.getAttribute('aria-required')).toBe('true')
    expect(input.hasAttribute('aria-invalid')).toBe(false)
    const marker = document.querySelector('[data-slot="form-field-required"]')
    expect(marker?.textContent).toBe(' *')
    expect(marker?.getAttribute('aria-hidden')).toBe('true')
  })

  it('describes the control by its hint and its error, and marks it invalid', () => {
    render(
      <FormField label="E-mail" hint="Use o e-mail que você mais acessa" error="E-mail inválido">
        <Input type="email" aria-describedby="extra" />
      </FormField>,
    )
    const input = screen.getByRole('textbox', { name: 'E-mail' })
    expect(input.getAttribute('aria-invalid')).toBe('true')
    expect(describedBy(input).slice(0, 2)).toEqual(['Use o e-mail que você mais acessa', 'E-mail inválido'])
    expect(input.getAttribute('aria-describedby')).toMatch(/ extra$/)
    expect(input.hasAttribute('aria-required')).toBe(false)
  })

  it('hands the wiring props to a render prop and passes disabled', () => {
    render(
      <FormField label="Cidade" hint="Onde você mora" disabled>
        {(control) => <input {...control} data-testid="city" />}
      </FormField>,
    )
    const input = screen.getByRole('textbox', { name: 'Cidade' })
    expect(input).toBe(screen.getByTestId('city'))
    expect(input).toHaveProperty('disabled', true)
    expect(describedBy(input)).toEqual(['Onde você mora'])
  })

  it('labels a group control with aria-labelledby', () => {
    render(
      <FormField label="Turno" group error="Campo obrigatório">
        <RadioGroup>
          <RadioGroupItem value="manha" label="Manhã" />
          <RadioGroupItem value="noite" label="Noite" />
        </RadioGroup>
      </FormField>,
    )
    const group = screen.getByRole('radiogroup', { name: 'Turno' })
    expect(group.getAttribute('aria-invalid')).toBe('true')
    expect(describedBy(group)).toEqual(['Campo obrigatório'])
    expect(document.querySelector('label[data-slot="form-field-label"]')).toBeNull()
  })
})

describe('focusTarget', () => {
  it('is the field itself, or its checked radio, or its first part that can take the focus', () => {
    const { container } = render(
      <>
        <input id="nome" />
        <div id="turno" role="radiogroup">
          <input type="hidden" name="x" />
          <input type="radio" name="turno" value="manha" disabled />
          <input type="radio" name="turno" value="tarde" />
          <input type="radio" name="turno" value="noite" defaultChecked />
        </div>
        <fieldset id="areas">
          <input type="hidden" name="y" />
          <input type="checkbox" disabled />
          <input type="checkbox" aria-label="TI" />
        </fieldset>
        <div id="vazio">
          <input type="hidden" name="z" />
          <span tabIndex={-1}>texto</span>
        </div>
      </>,
    )
    const byId = (id: string) => container.querySelector<HTMLElement>(`#${id}`)!
    expect(focusTarget(byId('nome'))).toBe(byId('nome'))
    expect(focusTarget(byId('turno'))).toBe(container.querySelector('input[value="noite"]'))
    expect(focusTarget(byId('areas'))).toBe(screen.getByRole('checkbox', { name: 'TI' }))
    expect(focusTarget(byId('vazio'))).toBeNull()
  })
})

describe('FormRequiredNote', () => {
  it('explains the marker with the spec text', () => {
    render(<FormRequiredNote />)
    expect(screen.getByText('Campos com * são obrigatórios.')).toBeTruthy()
  })
})

function SignUpForm() {
  const [errors, setErrors] = useState<{ name?: string; email?: string }>({})
  const { formRef, focusFirstInvalid, summaryProps } = useFocusFirstInvalid()
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    const next = {
      name: data.get('name') ? undefined : 'Campo obrigatório',
      email: data.get('email') ? undefined : 'Campo obrigatório',
    }
    setErrors(next)
    focusFirstInvalid(Object.values(next).filter(Boolean).length)
  }
  return (
    <form ref={formRef} onSubmit={submit} aria-label="Cadastro">
      <FormErrorSummary {...summaryProps} />
      <FormField label="Nome" required error={errors.name}>
        <Input name="name" />
      </FormField>
      <FormField label="E-mail" required error={errors.email}>
        <Input name="email" />
      </FormField>
      <button type="submit">Enviar</button>
    </form>
  )
}

describe('useFocusFirstInvalid + FormErrorSummary', () => {
  it('announces the error count and focuses the first invalid field after 400 ms', () => {
    vi.useFakeTimers()
    render(<SignUpForm />)
    const status = screen.getByRole('status')
    expect(status.getAttribute('aria-live')).toBe('polite')
    expect(status.textContent).toBe('')
    const submit = screen.getByRole('button', { name: 'Enviar' })
    submit.focus()

    fireEvent.submit(screen.getByRole('form', { name: 'Cadastro' }))
    expect(status.textContent).toBe('2 campos precisam de correção.')
    act(() => {
      vi.advanceTimersByTime(INVALID_FIELD_FOCUS_DELAY_MS - 1)
    })
    expect(document.activeElement).toBe(submit)
    act(() => {
      vi.advanceTimersByTime(1)
    })
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Nome' }))
  })

  it('leaves the focus where the person put it before the 400 ms: typing there is not interrupted', () => {
    vi.useFakeTimers()
    render(<SignUpForm />)
    const submit = screen.getByRole('button', { name: 'Enviar' })
    submit.focus()
    fireEvent.submit(screen.getByRole('form', { name: 'Cadastro' }))
    // The person clicks into the e-mail field to fix it while the errors are being announced.
    const email = screen.getByRole('textbox', { name: 'E-mail' })
    fireEvent.pointerDown(email)
    email.focus()
    act(() => {
      vi.advanceTimersByTime(INVALID_FIELD_FOCUS_DELAY_MS)
    })
    expect(document.activeElement).toBe(email)
  })

  it('focusLater: focuses after the delay unless the person acted and holds the focus; never after its cancel', () => {
    vi.useFakeTimers()
    render(<SignUpForm />)
    const submit = screen.getByRole('button', { name: 'Enviar' })
    const name = screen.getByRole('textbox', { name: 'Nome' })
    submit.focus()
    focusLater(() => name.focus())
    act(() => {
      vi.advanceTimersByTime(INVALID_FIELD_FOCUS_DELAY_MS)
    })
    expect(document.activeElement).toBe(name)

    submit.focus()
    const cancel = focusLater(() => name.focus())
    cancel()
    act(() => {
      vi.advanceTimersByTime(INVALID_FIELD_FOCUS_DELAY_MS)
    })
    expect(document.activeElement).toBe(submit)

    // A focus the page moved by itself (a list giving it back to its trigger) is not the person's.
    submit.focus()
    focusLater(() => name.focus())
    screen.getByRole('textbox', { name: 'E-mail' }).focus()
    act(() => {
      vi.advanceTimersByTime(INVALID_FIELD_FOCUS_DELAY_MS)
    })
    expect(document.activeElement).toBe(name)

    // A key pressed while the focus stays nowhere (lost to the page) does not keep it there either.
    submit.focus()
    focusLater(() => name.focus())
    submit.blur()
    fireEvent.keyDown(document.body, { key: 'Shift' })
    act(() => {
      vi.advanceTimersByTime(INVALID_FIELD_FOCUS_DELAY_MS)
    })
    expect(document.activeElement).toBe(name)
  })

  it('focuses the second field when only it is invalid, and says 1 field', () => {
    vi.useFakeTimers()
    render(<SignUpForm />)
    fireEvent.change(screen.getByRole('textbox', { name: 'Nome' }), { target: { value: 'Ana' } })
    fireEvent.submit(screen.getByRole('form', { name: 'Cadastro' }))
    expect(screen.getByRole('status').textContent).toBe('1 campo precisa de correção.')
    act(() => {
      vi.advanceTimersByTime(INVALID_FIELD_FOCUS_DELAY_MS)
    })
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'E-mail' }))
  })

  it('clears the summary and moves no focus after a valid submit', () => {
    vi.useFakeTimers()
    render(<SignUpForm />)
    fireEvent.change(screen.getByRole('textbox', { name: 'Nome' }), { target: { value: 'Ana' } })
    fireEvent.change(screen.getByRole('textbox', { name: 'E-mail' }), {
      target: { value: 'ana@exemplo.com' },
    })
    fireEvent.submit(screen.getByRole('form', { name: 'Cadastro' }))
    act(() => {
      vi.advanceTimersByTime(INVALID_FIELD_FOCUS_DELAY_MS)
    })
    expect(screen.getByRole('status').textContent).toBe('')
    expect(document.activeElement).toBe(document.body)
  })

  it('focuses the checked radio of an invalid radio group', () => {
    vi.useFakeTimers()
    function Form() {
      const { formRef, focusFirstInvalid } = useFocusFirstInvalid()
      return (
        <form
          ref={formRef}
          onSubmit={(event) => {
            event.preventDefault()
            focusFirstInvalid(1)
          }}
          aria-label="Turno"
        >
          <FormField label="Turno" group error="Campo obrigatório">
            <RadioGroup defaultValue="noite">
              <RadioGroupItem value="manha" label="Manhã" />
              <RadioGroupItem value="noite" label="Noite" />
            </RadioGroup>
          </FormField>
        </form>
      )
    }
    render(<Form />)
    fireEvent.submit(screen.getByRole('form', { name: 'Turno' }))
    act(() => {
      vi.advanceTimersByTime(INVALID_FIELD_FOCUS_DELAY_MS)
    })
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Noite' }))
  })
})
