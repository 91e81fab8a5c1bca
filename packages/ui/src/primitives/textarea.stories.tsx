import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { FormField } from './form-field'
import { Textarea } from './textarea'

const meta = {
  title: 'Componentes/Formulários/Textarea',
  component: Textarea,
  args: { maxLength: 100 },
  render: (args) => (
    <FormField label="Descreva a ajuda que você precisa no processo seletivo" className="max-w-md">
      <Textarea {...args} />
    </FormField>
  ),
} satisfies Meta<typeof Textarea>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}
export const Empty: Story = {}
export const WithoutCounter: Story = { args: { maxLength: undefined } }
export const NearLimit: Story = {
  args: {
    defaultValue: 'Preciso de intérprete de Libras durante a entrevista e de tempo extra nos testes on-line.',
  },
}

export const Counting: Story = {
  play: async ({ canvas, userEvent }) => {
    const field = canvas.getByRole('textbox', {
      name: 'Descreva a ajuda que você precisa no processo seletivo',
    })
    await userEvent.type(field, 'Intérprete')
    await expect(canvas.getByText('10 / 100')).toBeVisible()
    await expect(field).toHaveAccessibleDescription('Restam 90 caracteres')
  },
}

export const WithError: Story = {
  render: (args) => (
    <FormField
      label="Descreva a ajuda que você precisa"
      required
      error="Campo obrigatório"
      className="max-w-md"
    >
      <Textarea {...args} />
    </FormField>
  ),
}

export const Disabled: Story = { args: { disabled: true, defaultValue: 'Leitor de tela' } }

export const LongText: Story = {
  args: {
    maxLength: 500,
    defaultValue:
      'Tenho baixa visão e utilizo ampliador de tela. Peço que os testes on-line permitam zoom de até 200% e que os documentos sejam enviados em formato acessível, com descrição das imagens.',
  },
  globals: { viewport: { value: 'mobile360', isRotated: false } },
}
