import type { Meta, StoryObj } from '@storybook/react-vite'
import { Heart, Search, Share2, Trash2, X } from 'lucide-react'
import { expect, fn } from 'storybook/test'
import { IconButton } from './icon-button'

const meta = {
  title: 'Componentes/Exibição/IconButton',
  component: IconButton,
  args: { label: 'Buscar vagas', children: <Search />, onClick: fn() },
  argTypes: {
    variant: {
      control: 'select',
      options: ['primary', 'secondary', 'outline', 'ghost', 'link', 'destructive'],
    },
    size: { control: 'select', options: ['sm', 'md', 'lg'] },
    children: { control: false },
  },
} satisfies Meta<typeof IconButton>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}

export const Ghost: Story = { args: { variant: 'ghost', label: 'Fechar', children: <X /> } }
export const Primary: Story = {
  args: { variant: 'primary', label: 'Compartilhar vaga', children: <Share2 /> },
}
export const Secondary: Story = {
  args: { variant: 'secondary', label: 'Favoritar vaga', children: <Heart /> },
}
export const Outline: Story = { args: { variant: 'outline' } }
export const Destructive: Story = {
  args: { variant: 'destructive', label: 'Excluir formação', children: <Trash2 /> },
}

export const Sizes: Story = {
  render: (args) => (
    <div className="flex items-center gap-3">
      <IconButton {...args} size="sm" variant="outline" />
      <IconButton {...args} size="md" variant="outline" />
      <IconButton {...args} size="lg" variant="outline" />
    </div>
  ),
  play: async ({ canvas }) => {
    const buttons = canvas.getAllByRole('button', { name: 'Buscar vagas' })
    await expect(buttons.map((button) => button.getBoundingClientRect().width)).toEqual([32, 40, 48])
  },
}

export const WithTitle: Story = {
  args: { showTitle: true, variant: 'outline', label: 'Copiar Link', children: <Share2 /> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Copiar Link' })).toHaveAttribute('title', 'Copiar Link')
  },
}

export const Disabled: Story = {
  args: { disabled: true, variant: 'outline' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Buscar vagas' })).toBeDisabled()
  },
}

export const Loading: Story = {
  args: { loading: true, variant: 'outline', children: null, label: 'Salvando' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Salvando' })).toHaveAttribute('aria-busy', 'true')
  },
}

export const LongLabel: Story = {
  args: {
    label: 'Remover a experiência profissional de Analista de Investimentos Sênior',
    children: <Trash2 />,
  },
  globals: { viewport: { value: 'mobile360', isRotated: false } },
}

export const KeyboardActivation: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.tab()
    await expect(canvas.getByRole('button', { name: 'Buscar vagas' })).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await userEvent.keyboard(' ')
    await expect(args.onClick).toHaveBeenCalledTimes(2)
  },
}
