import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { Progress } from './progress'

const meta = {
  title: 'Componentes/Exibição/Progress',
  component: Progress,
  args: { label: 'Prazo de inscrição', value: 45, showValue: true, className: 'max-w-sm' },
  argTypes: { value: { control: { type: 'range', min: 0, max: 100 } } },
} satisfies Meta<typeof Progress>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Prazo de inscrição' })
    await expect(bar).toHaveAttribute('aria-valuetext', '45%')
    await expect(canvas.getByText('45%')).toBeVisible()
  },
}

export const Empty: Story = { args: { value: 0 } }
export const Complete: Story = { args: { value: 100, label: 'Perfil completo' } }
export const HiddenLabel: Story = { args: { hideLabel: true, showValue: false, value: 70 } }

export const Indeterminate: Story = {
  args: { value: null, label: 'Carregando oportunidades', showValue: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Carregando oportunidades' })).not.toHaveAttribute(
      'aria-valuenow',
    )
  },
}

export const Upload: Story = {
  args: { label: 'Enviando laudo_medico.pdf', value: 1_050_000, max: 2_100_000 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuetext', '50%')
  },
}

export const LongText: Story = {
  args: {
    label: 'Faltam 12 dias para o encerramento das inscrições do Programa de estágio 2026',
    value: 80,
    className: 'max-w-full',
  },
  globals: { viewport: { value: 'mobile360', isRotated: false } },
}
