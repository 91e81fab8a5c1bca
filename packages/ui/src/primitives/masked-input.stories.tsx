import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { FormField } from './form-field'
import { MaskedInput } from './masked-input'

const LABELS = {
  cpf: 'CPF',
  phone: 'Celular',
  cep: 'CEP',
  date: 'Data de nascimento',
  monthYear: 'Início (mês e ano)',
} as const

const meta = {
  title: 'Componentes/Formulários/MaskedInput',
  component: MaskedInput,
  args: { mask: 'cpf', onValueChange: fn() },
  argTypes: { mask: { control: 'select', options: ['cpf', 'phone', 'cep', 'date', 'monthYear'] } },
  render: (args) => (
    <FormField label={LABELS[args.mask]} className="max-w-xs">
      <MaskedInput {...args} />
    </FormField>
  ),
} satisfies Meta<typeof MaskedInput>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}

export const Cpf: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'CPF' })
    await userEvent.type(input, '12345678909')
    await expect(input).toHaveValue('123.456.789-09')
    await expect(args.onValueChange).toHaveBeenLastCalledWith('123.456.789-09', '12345678909')
  },
}

export const Phone: Story = {
  args: { mask: 'phone' },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Celular' })
    await userEvent.type(input, '1133334444')
    await expect(input).toHaveValue('(11) 3333-4444')
    await userEvent.type(input, '5')
    await expect(input).toHaveValue('(11) 33334-4445')
  },
}

export const Cep: Story = { args: { mask: 'cep', defaultValue: '01310100' } }
export const BirthDate: Story = { args: { mask: 'date', defaultValue: '31012000', autoComplete: 'bday' } }
export const MonthYear: Story = { args: { mask: 'monthYear', defaultValue: '032024' } }

export const EditInTheMiddle: Story = {
  args: { mask: 'date', defaultValue: '31012000' },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole<HTMLInputElement>('textbox', { name: 'Data de nascimento' })
    input.focus()
    input.setSelectionRange(3, 3)
    await userEvent.keyboard('{Backspace}')
    await expect(input).toHaveValue('30/12/000')
    await userEvent.keyboard('1')
    await expect(input).toHaveValue('31/01/2000')
  },
}

export const WithError: Story = {
  args: { mask: 'cpf', defaultValue: '11111111111' },
  render: (args) => (
    <FormField label="CPF" required error="CPF inválido" className="max-w-xs">
      <MaskedInput {...args} />
    </FormField>
  ),
}

export const Disabled: Story = { args: { mask: 'cpf', defaultValue: '12345678909', disabled: true } }

export const Mobile: Story = {
  args: { mask: 'phone', defaultValue: '11987654321' },
  globals: { viewport: { value: 'mobile360', isRotated: false } },
}
