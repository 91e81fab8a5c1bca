import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, waitFor } from 'storybook/test'
import { FormField } from './form-field'
import { Select } from './select'

const STATES = [
  { value: 'SP', label: 'São Paulo' },
  { value: 'RJ', label: 'Rio de Janeiro' },
  { value: 'MG', label: 'Minas Gerais' },
  { value: 'PR', label: 'Paraná' },
  { value: 'BA', label: 'Bahia' },
]

const INCOMES = [
  { value: '1', label: 'Até 1 salário mínimo' },
  { value: '2', label: 'De 1 a 3 salários mínimos (de R$ 1.518,01 até R$ 4.554,00)' },
  { value: '3', label: 'De 3 a 6 salários mínimos (de R$ 4.554,01 até R$ 9.108,00)' },
  { value: '4', label: 'Mais de 6 salários mínimos (acima de R$ 9.108,00)' },
  { value: '5', label: 'Prefiro não informar' },
]

const meta = {
  title: 'Componentes/Formulários/Select',
  component: Select,
  args: { options: STATES, onValueChange: fn() },
  render: (args) => (
    <FormField label="Estado" className="max-w-xs">
      <Select {...args} />
    </FormField>
  ),
} satisfies Meta<typeof Select>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}
export const Placeholder: Story = {}
export const Selected: Story = { args: { defaultValue: 'MG' } }
export const CustomPlaceholder: Story = { args: { placeholder: 'Escolha o seu estado' } }
export const Empty: Story = { args: { options: [] } }
export const Disabled: Story = { args: { disabled: true, defaultValue: 'SP' } }

export const WithError: Story = {
  render: (args) => (
    <FormField label="Estado" required error="Campo obrigatório" className="max-w-xs">
      <Select {...args} />
    </FormField>
  ),
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Estado' })
    await expect(trigger).toHaveAttribute('aria-invalid', 'true')
    await expect(trigger).toHaveAccessibleDescription('Campo obrigatório')
  },
}

export const LongOptions: Story = {
  args: { options: INCOMES, defaultValue: '2' },
  render: (args) => (
    <FormField label="Renda familiar mensal" className="max-w-xs">
      <Select {...args} />
    </FormField>
  ),
  globals: { viewport: { value: 'mobile360', isRotated: false } },
}

export const Open: Story = {
  args: { defaultValue: 'RJ' },
  // While open, Radix hides the rest of the page (trigger included) with aria-hidden and keeps focus in
  // the list, so the trigger cannot be reached; axe cannot see the focus trap and flags the hidden trigger.
  parameters: { a11y: { options: { rules: { 'aria-hidden-focus': { enabled: false } } } } },
  play: async ({ canvas, userEvent }) => {
    // After the previous story's mobile viewport the story may render again while this play starts:
    // find the trigger afresh and press again until the list is open.
    await waitFor(
      async () => {
        if (!screen.queryByRole('listbox')) {
          canvas.getByRole('combobox', { name: 'Estado' }).focus()
          await userEvent.keyboard('{Enter}')
        }
        await expect(screen.getByRole('listbox')).toBeVisible()
      },
      { timeout: 5000 },
    )
    const selected = screen.getByRole('option', { name: 'Rio de Janeiro' })
    await expect(selected).toHaveAttribute('aria-selected', 'true')
    // Radix highlights the selected option once the list has been positioned: the state to review.
    await waitFor(() => expect(selected).toHaveAttribute('data-highlighted'))
  },
}

export const KeyboardSelection: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Estado' })
    await userEvent.tab()
    await expect(trigger).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await expect(await screen.findByRole('listbox')).toBeVisible()
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}')
    await expect(args.onValueChange).toHaveBeenLastCalledWith('MG')
    await expect(trigger).toHaveTextContent('Minas Gerais')
    await expect(trigger).toHaveFocus()
  },
}

const CITIES = ['Campinas', 'Guarulhos', 'Osasco', 'Santos', 'São Paulo', 'Sorocaba'].map((name) => ({
  value: name,
  label: name,
}))

/** `native`: the platform's own list for long ones (a state's cities); closed, nothing chosen. */
export const NativeEmpty: Story = {
  args: { native: true, options: CITIES },
  render: (args) => (
    <FormField label="Cidade" className="max-w-xs">
      <Select {...args} />
    </FormField>
  ),
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Cidade' })
    await expect(select.tagName).toBe('SELECT')
    await expect(select).toHaveValue('')
    await expect(select).toHaveDisplayValue('Selecione')
    await expect(select).toHaveAttribute('data-placeholder')
    await expect(canvas.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Selecione',
      ...CITIES.map((city) => city.label),
    ])
  },
}

/** Chosen from the platform's list: the value shows in the text colour. */
export const NativeChosen: Story = {
  ...NativeEmpty,
  play: async ({ args, canvas, userEvent }) => {
    const select = canvas.getByRole('combobox', { name: 'Cidade' })
    await userEvent.selectOptions(select, 'Sorocaba')
    await expect(args.onValueChange).toHaveBeenCalledTimes(1)
    await expect(args.onValueChange).toHaveBeenCalledWith('Sorocaba')
    await expect(select).toHaveValue('Sorocaba')
    await expect(select).toHaveDisplayValue('Sorocaba')
    await expect(select).not.toHaveAttribute('data-placeholder')
  },
}

export const NativeInvalid: Story = {
  args: { native: true, options: CITIES },
  render: (args) => (
    <FormField label="Cidade" required error="Campo obrigatório" className="max-w-xs">
      <Select {...args} />
    </FormField>
  ),
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Cidade' })
    await expect(select).toHaveAttribute('aria-invalid', 'true')
    await expect(select).toHaveAttribute('aria-required', 'true')
    await expect(select).toHaveAccessibleDescription('Campo obrigatório')
    await expect(getComputedStyle(select).borderTopWidth).toBe('2px')
  },
}

export const NativeDisabled: Story = {
  ...NativeEmpty,
  args: { native: true, options: CITIES, disabled: true, defaultValue: 'Campinas' },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Cidade' })
    await expect(select).toBeDisabled()
    await expect(select).toHaveDisplayValue('Campinas')
  },
}
