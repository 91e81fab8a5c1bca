import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { Button } from './button'

const meta = {
  // The title the file had when it lay in src/components/ (Storybook's automatic title from its path): the
  // story ids, and with them the visual baselines' file names, stay the same.
  title: 'components/button',
  component: Button,
  args: { children: 'Candidatar-se', onClick: fn() },
  argTypes: {
    variant: {
      control: 'select',
      options: ['primary', 'secondary', 'outline', 'ghost', 'link', 'destructive'],
    },
    size: { control: 'select', options: ['sm', 'md', 'lg', 'icon'] },
    asChild: { control: false },
  },
} satisfies Meta<typeof Button>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}

export const Primary: Story = { args: { variant: 'primary' } }
export const Secondary: Story = { args: { variant: 'secondary', children: 'Salvar rascunho' } }
export const Outline: Story = { args: { variant: 'outline', children: 'Ver detalhes' } }
export const Ghost: Story = { args: { variant: 'ghost', children: 'Cancelar' } }
export const Link: Story = { args: { variant: 'link', children: 'Esqueci minha senha' } }
export const Destructive: Story = { args: { variant: 'destructive', children: 'Excluir currículo' } }

export const Small: Story = { args: { size: 'sm', children: 'Filtrar' } }
export const Medium: Story = { args: { size: 'md' } }
export const Large: Story = { args: { size: 'lg', children: 'Enviar candidatura' } }
export const Icon: Story = {
  args: {
    size: 'icon',
    variant: 'outline',
    'aria-label': 'Buscar vagas',
    children: (
      <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
        <circle cx="11" cy="11" r="7" />
        <path d="m20 20-3.5-3.5" strokeLinecap="round" />
      </svg>
    ),
  },
}

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Candidatar-se' })).toBeDisabled()
  },
}

export const Loading: Story = {
  args: { loading: true, children: 'Enviando' },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Enviando' })
    await expect(button).toHaveAttribute('aria-busy', 'true')
    await expect(button).toBeDisabled()
  },
}

export const LongText: Story = {
  args: { children: 'Cadastre seu Currículo e receba oportunidades' },
  globals: { viewport: { value: 'mobile360', isRotated: false } },
}

export const AsLink: Story = {
  args: {
    asChild: true,
    variant: 'outline',
    children: <a href="#vagas">Ver todas as vagas</a>,
  },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Ver todas as vagas' })
    await expect(link).toHaveAttribute('data-slot', 'button')
    await expect(canvas.queryByRole('button')).toBeNull()
  },
}

export const ClickCallsOnClick: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Candidatar-se' }))
    await expect(args.onClick).toHaveBeenCalledOnce()
  },
}

export const KeyboardActivation: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Candidatar-se' })
    await userEvent.tab()
    await expect(button).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await expect(args.onClick).toHaveBeenCalledOnce()
  },
}
