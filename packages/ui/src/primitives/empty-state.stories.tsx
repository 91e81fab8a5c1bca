import type { Meta, StoryObj } from '@storybook/react-vite'
import { SearchX } from 'lucide-react'
import { expect, fn } from 'storybook/test'
import { Button } from './button'
import { EmptyState } from './empty-state'

const meta = {
  title: 'Componentes/Exibição/EmptyState',
  component: EmptyState,
  args: { title: 'Nenhuma inscrição' },
} satisfies Meta<typeof EmptyState>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}

export const NoApplications: Story = {
  args: {
    title: 'Nenhuma inscrição',
    description: 'Quando você se inscrever em uma oportunidade, ela aparece aqui.',
    action: (
      <Button asChild>
        <a href="#vagas">Ver oportunidades</a>
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Nenhuma inscrição' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Ver oportunidades' })).toBeVisible()
  },
}

export const NoOpportunities: Story = {
  args: {
    title: 'Nenhuma oportunidade encontrada.',
    description: 'Tente buscar por outro cargo ou remover alguns filtros.',
    icon: <SearchX />,
    action: (
      <Button variant="outline" onClick={fn()}>
        Limpar filtros
      </Button>
    ),
  },
}

export const WithoutIcon: Story = { args: { icon: null, title: 'Nenhuma formação cadastrada' } }

export const LongText: Story = {
  args: {
    title: 'Nenhuma oportunidade encontrada para Gerente de Relacionamento Pessoa Jurídica em Ribeirão Preto',
    description:
      'Não encontramos vagas abertas com esses filtros no momento. Cadastre seu currículo para ser avisado quando surgirem novas oportunidades na sua região.',
    action: <Button>Cadastre seu Currículo</Button>,
  },
  globals: { viewport: { value: 'mobile360', isRotated: false } },
}
