import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { FormField } from './form-field'
import { Input } from './input'

const meta = {
  title: 'Componentes/Formulários/Input',
  component: Input,
  args: { placeholder: 'Digite seu nome' },
  argTypes: { size: { control: 'select', options: ['md', 'lg'] } },
  render: (args) => (
    <FormField label="Nome completo" className="max-w-md">
      <Input {...args} />
    </FormField>
  ),
} satisfies Meta<typeof Input>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}
export const Empty: Story = { args: { placeholder: undefined } }
export const Filled: Story = { args: { defaultValue: 'Ana Paula Souza' } }
export const Large: Story = { args: { size: 'lg', defaultValue: 'Ana Paula Souza' } }

export const WithError: Story = {
  render: (args) => (
    <FormField label="E-mail" required error="E-mail inválido" className="max-w-md">
      <Input {...args} type="email" placeholder={undefined} defaultValue="ana.souza@" />
    </FormField>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'E-mail' })).toBeInvalid()
  },
}

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Ana Paula Souza' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Nome completo' })).toBeDisabled()
  },
}

export const ReadOnly: Story = { args: { readOnly: true, defaultValue: 'ana.souza@exemplo.com.br' } }

export const LongText: Story = {
  args: { defaultValue: 'Maria Aparecida dos Santos de Oliveira Albuquerque Cavalcanti Rodrigues' },
  globals: { viewport: { value: 'mobile360', isRotated: false } },
}

export const Typing: Story = {
  args: { placeholder: undefined },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab()
    const input = canvas.getByRole('textbox', { name: 'Nome completo' })
    await expect(input).toHaveFocus()
    await userEvent.keyboard('João Pereira')
    await expect(input).toHaveValue('João Pereira')
  },
}
