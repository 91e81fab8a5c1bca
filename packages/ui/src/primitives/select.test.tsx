import { cleanup, render, screen } from '@testing-library/react'
import { useState } from 'react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { FormField } from './form-field'
import { Select } from './select'

afterEach(cleanup)

const STATES = [
  { value: 'SP', label: 'São Paulo' },
  { value: 'RJ', label: 'Rio de Janeiro' },
  { value: 'MG', label: 'Minas Gerais' },
]

describe('Select', () => {
  it('is a combobox named by the FormField label, with the placeholder shown', () => {
    render(
      <FormField label="Estado" required hint="Onde você mora" error="Campo obrigatório">
        <Select options={STATES} />
      </FormField>,
    )
    const trigger = screen.getByRole('combobox', { name: 'Estado' })
    expect(trigger.textContent).toContain('Selecione')
    expect(trigger.getAttribute('aria-invalid')).toBe('true')
    expect(trigger.getAttribute('aria-required')).toBe('true')
    const described = (trigger.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent)
    expect(described).toEqual(['Onde você mora', 'Campo obrigatório'])
  })

  it('opens with the keyboard and chooses an option', async () => {
    const onValueChange = vi.fn()
    render(
      <FormField label="Estado">
        <Select options={STATES} onValueChange={onValueChange} />
      </FormField>,
    )
    const trigger = screen.getByRole('combobox', { name: 'Estado' })
    trigger.focus()
    await userEvent.keyboard('{Enter}')
    expect(screen.getByRole('listbox')).toBeTruthy()
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'São Paulo',
      'Rio de Janeiro',
      'Minas Gerais',
    ])
    await userEvent.keyboard('{ArrowDown}{Enter}')
    expect(onValueChange).toHaveBeenCalledWith('RJ')
    expect(trigger.textContent).toContain('Rio de Janeiro')
  })

  it('shows the chosen value and can be disabled', () => {
    render(
      <FormField label="Estado" disabled>
        <Select options={STATES} defaultValue="MG" />
      </FormField>,
    )
    const trigger = screen.getByRole('combobox', { name: 'Estado' })
    expect(trigger.textContent).toContain('Minas Gerais')
    expect(trigger).toHaveProperty('disabled', true)
  })

  it('takes a custom placeholder', () => {
    render(<Select aria-label="Área" options={STATES} placeholder="Escolha uma área" />)
    expect(screen.getByRole('combobox', { name: 'Área' }).textContent).toContain('Escolha uma área')
  })

  describe('a controlled list given as options', () => {
    const CITIES = ['Santos', 'São Paulo', 'Sorocaba', 'Campinas', 'Cotia'].map((name) => ({
      value: name,
      label: name,
    }))

    function City({
      initial = '',
      onChange = () => {},
    }: {
      initial?: string
      onChange?: (v: string) => void
    }) {
      const [value, setValue] = useState(initial)
      return (
        <FormField label="Cidade">
          <Select
            options={CITIES}
            value={value}
            onValueChange={(next) => {
              setValue(next)
              onChange(next)
            }}
          />
        </FormField>
      )
    }

    it('draws only the chosen option while closed, and every option once open', async () => {
      const drawn = vi.fn()
      function Label({ text }: { text: string }) {
        drawn(text)
        return text
      }
      const options = CITIES.map((city) => ({ ...city, label: <Label text={city.label} /> }))
      render(
        <FormField label="Cidade">
          <Select options={options} value="Sorocaba" onValueChange={() => {}} />
        </FormField>,
      )
      expect(new Set(drawn.mock.calls.map(([text]) => text))).toEqual(new Set(['Sorocaba']))
      const trigger = screen.getByRole('combobox', { name: 'Cidade' })
      expect(trigger.textContent).toContain('Sorocaba')
      trigger.focus()
      await userEvent.keyboard('{Enter}')
      expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(
        CITIES.map((city) => city.label),
      )
    })

    it('typing on the closed list chooses as Radix does: accents ignored, a repeated letter cycles', async () => {
      const onChange = vi.fn()
      render(<City onChange={onChange} />)
      const trigger = screen.getByRole('combobox', { name: 'Cidade' })
      trigger.focus()
      await userEvent.keyboard('sao')
      expect(trigger.textContent).toContain('São Paulo')
      expect(screen.queryByRole('listbox')).toBeNull()
      // A pause ends the search; one letter looks past the chosen option, then cycles.
      await new Promise((resolve) => setTimeout(resolve, 1100))
      await userEvent.keyboard('c')
      expect(trigger.textContent).toContain('Campinas')
      await userEvent.keyboard('c')
      expect(trigger.textContent).toContain('Cotia')
      await userEvent.keyboard('c')
      expect(trigger.textContent).toContain('Campinas')
      expect(onChange.mock.calls.map(([value]) => value)).toEqual([
        'Santos',
        'São Paulo',
        'Campinas',
        'Cotia',
        'Campinas',
      ])
    })

    it('a space still opens the closed list', async () => {
      render(<City initial="Cotia" />)
      const trigger = screen.getByRole('combobox', { name: 'Cidade' })
      trigger.focus()
      await userEvent.keyboard(' ')
      expect(screen.getByRole('listbox')).toBeTruthy()
      expect(screen.getAllByRole('option')).toHaveLength(CITIES.length)
    })
  })

  describe("native (the platform's own list, for long lists)", () => {
    it('is a <select> named by the FormField label: the placeholder first, then the options', () => {
      render(
        <FormField label="Cidade" required hint="Onde você mora" error="Campo obrigatório">
          <Select native name="city" options={STATES} />
        </FormField>,
      )
      const select = screen.getByRole('combobox', { name: 'Cidade' }) as HTMLSelectElement
      expect(select.tagName).toBe('SELECT')
      expect(select.getAttribute('data-slot')).toBe('select-native')
      expect(select.name).toBe('city')
      expect(
        [...select.options].map((option) => [option.value, option.textContent, option.disabled]),
      ).toEqual([
        ['', 'Selecione', true],
        ['SP', 'São Paulo', false],
        ['RJ', 'Rio de Janeiro', false],
        ['MG', 'Minas Gerais', false],
      ])
      // Nothing chosen: the placeholder shows, muted (data-placeholder).
      expect(select.value).toBe('')
      expect(select.selectedOptions[0]?.textContent).toBe('Selecione')
      expect(select.hasAttribute('data-placeholder')).toBe(true)
      expect(select.getAttribute('aria-invalid')).toBe('true')
      expect(select.className).toContain('aria-invalid:border-destructive')
      expect(select.getAttribute('aria-required')).toBe('true')
      const described = (select.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent)
      expect(described).toEqual(['Onde você mora', 'Campo obrigatório'])
      expect(document.querySelector('[data-slot="select-native-icon"]')?.getAttribute('aria-hidden')).toBe(
        'true',
      )
    })

    it('calls onValueChange with the chosen value and shows it (uncontrolled)', async () => {
      const onValueChange = vi.fn()
      const onBlur = vi.fn()
      render(
        <FormField label="Estado">
          <Select native options={STATES} onValueChange={onValueChange} onBlur={onBlur} />
        </FormField>,
      )
      const select = screen.getByRole('combobox', { name: 'Estado' }) as HTMLSelectElement
      await userEvent.selectOptions(select, 'Rio de Janeiro')
      expect(onValueChange).toHaveBeenCalledExactlyOnceWith('RJ')
      expect(select.value).toBe('RJ')
      expect(select.selectedOptions[0]?.textContent).toBe('Rio de Janeiro')
      expect(select.hasAttribute('data-placeholder')).toBe(false)
      await userEvent.tab()
      expect(onBlur).toHaveBeenCalledOnce()
    })

    it('follows a controlled value, and shows one its options lack', async () => {
      function Controlled() {
        const [value, setValue] = useState('Paraty')
        return (
          <FormField label="Cidade">
            <Select
              native
              value={value}
              onValueChange={setValue}
              options={STATES.map(({ label }) => ({ value: label, label }))}
            />
          </FormField>
        )
      }
      render(<Controlled />)
      const select = screen.getByRole('combobox', { name: 'Cidade' }) as HTMLSelectElement
      expect(select.value).toBe('Paraty')
      expect([...select.options].map((option) => option.textContent)).toEqual([
        'Selecione',
        'Paraty',
        'São Paulo',
        'Rio de Janeiro',
        'Minas Gerais',
      ])
      await userEvent.selectOptions(select, 'Minas Gerais')
      expect(select.value).toBe('Minas Gerais')
      expect([...select.options].map((option) => option.textContent)).not.toContain('Paraty')
    })

    it('takes a default value, a custom placeholder, aria-label and disabled options; can be disabled', () => {
      const { rerender } = render(
        <Select
          native
          aria-label="Área"
          placeholder="Escolha uma área"
          defaultValue="MG"
          options={[...STATES, { value: 'XX', label: 'Indisponível', disabled: true }]}
        />,
      )
      const select = screen.getByRole('combobox', { name: 'Área' }) as HTMLSelectElement
      expect(select.value).toBe('MG')
      expect(select.options[0]?.textContent).toBe('Escolha uma área')
      expect(select.options[4]?.disabled).toBe(true)
      expect(select.disabled).toBe(false)
      rerender(<Select native aria-label="Área" disabled options={STATES} />)
      expect(select.disabled).toBe(true)
    })
  })
})
