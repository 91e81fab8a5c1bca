import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { Spinner } from './spinner'

const meta = {
  title: 'Componentes/Exibição/Spinner',
  component: Spinner,
  argTypes: { size: { control: 'select', options: ['sm', 'md', 'lg'] } },
} satisfies Meta<typeof Spinner>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Carregando...')
  },
}

export const Small: Story = { args: { size: 'sm' } }
export const Medium: Story = { args: { size: 'md' } }
export const Large: Story = { args: { size: 'lg' } }

export const WithVisibleLabel: Story = {
  args: { showLabel: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Carregando...')).toBeVisible()
  },
}

export const CustomLabel: Story = { args: { showLabel: true, label: 'Enviando seu currículo...' } }

export const LongText: Story = {
  args: {
    showLabel: true,
    size: 'lg',
    label: 'Aguarde enquanto validamos as informações do seu cadastro e das suas candidaturas...',
  },
  globals: { viewport: { value: 'mobile360', isRotated: false } },
}
