import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { Link } from './link'

const meta = {
  title: 'Componentes/Exibição/Link',
  component: Link,
  args: { href: '#vagas', children: 'Ver todas as oportunidades' },
  argTypes: {
    variant: { control: 'select', options: ['default', 'muted', 'button', 'button-outline'] },
    target: { control: 'select', options: [undefined, '_blank'] },
    asChild: { control: false },
  },
} satisfies Meta<typeof Link>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}

export const Default: Story = { args: { variant: 'default' } }
export const Muted: Story = { args: { variant: 'muted', children: 'Política de privacidade' } }
export const Button: Story = { args: { variant: 'button', children: 'Cadastre seu Currículo' } }
export const ButtonOutline: Story = { args: { variant: 'button-outline', children: 'Faça seu login' } }

export const InText: Story = {
  render: (args) => (
    <p className="max-w-prose text-sm">
      Ao se cadastrar você concorda com os <Link {...args}>Termos de serviço</Link> e com a nossa política de
      privacidade.
    </p>
  ),
}

export const External: Story = {
  args: { href: 'https://example.com/canal-de-denuncias', target: '_blank', children: 'Canal de Denúncias' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Canal de Denúncias (abre em nova aba)' })
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
  },
}

export const AsRouterLink: Story = {
  args: {
    asChild: true,
    variant: 'muted',
    children: <a href="#faq">Perguntas frequentes</a>,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Perguntas frequentes' })).toHaveAttribute(
      'data-slot',
      'link',
    )
  },
}

export const LongText: Story = {
  args: {
    children:
      'Conheça o Programa de estágio e todas as oportunidades abertas para estudantes de todo o Brasil',
  },
  globals: { viewport: { value: 'mobile360', isRotated: false } },
}

export const KeyboardFocus: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab()
    await expect(canvas.getByRole('link', { name: 'Ver todas as oportunidades' })).toHaveFocus()
  },
}
