import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { StepsBar } from './steps-bar'

const meta = {
  title: 'Componentes/Exibição/StepsBar',
  component: StepsBar,
  args: { current: 0 },
  argTypes: { current: { control: { type: 'number', min: 0, max: 4 } } },
} satisfies Meta<typeof StepsBar>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}

export const FillProfile: Story = {
  args: { current: 0 },
  play: async ({ canvas }) => {
    const steps = canvas.getAllByRole('listitem')
    await expect(steps[0]).toHaveAttribute('aria-current', 'step')
    await expect(steps[0]).toHaveTextContent('1: Preencha o perfil')
    await expect(steps[1]).not.toHaveAttribute('aria-current')
  },
}

export const TakeTests: Story = {
  args: { current: 1 },
  play: async ({ canvas }) => {
    const steps = canvas.getAllByRole('listitem')
    await expect(steps[1]).toHaveAttribute('aria-current', 'step')
    await expect(steps[0]).toHaveTextContent('(concluída)')
  },
}

export const ManySteps: Story = {
  args: {
    steps: ['Dados pessoais', 'Formação', 'Experiência profissional', 'Idiomas', 'Perguntas'],
    current: 2,
    label: 'Atualização do perfil',
  },
}

export const Mobile: Story = {
  args: { current: 1 },
  globals: { viewport: { value: 'mobile360', isRotated: false } },
}

export const LongText: Story = {
  args: {
    steps: [
      '1: Preencha o perfil completo com formação e experiências',
      '2: Faça os Testes de raciocínio lógico e inglês',
    ],
    current: 0,
  },
  globals: { viewport: { value: 'mobile360', isRotated: false } },
}
