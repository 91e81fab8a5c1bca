import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor } from 'storybook/test'
import { Avatar } from './avatar'

// A self-contained photo (no network): a flat SVG portrait.
const PHOTO =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 80 80"><rect width="80" height="80" fill="#c7d2e0"/><circle cx="40" cy="32" r="14" fill="#5b6b80"/><rect x="16" y="52" width="48" height="28" rx="14" fill="#5b6b80"/></svg>',
  )

const meta = {
  title: 'Componentes/Exibição/Avatar',
  component: Avatar,
  args: { name: 'Maria da Silva' },
  argTypes: { size: { control: 'select', options: ['sm', 'md', 'lg', 'xl'] } },
} satisfies Meta<typeof Avatar>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}

export const Initials: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Maria da Silva' })).toHaveTextContent('MS')
  },
}

export const WithPhoto: Story = {
  args: { src: PHOTO, size: 'lg' },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('img', { name: 'Maria da Silva' }).tagName).toBe('IMG'))
  },
}

export const BrokenPhoto: Story = {
  args: { src: 'data:image/png;base64,quebrada', size: 'lg', name: 'João Pereira' },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('img', { name: 'João Pereira' })).toHaveTextContent('JP'))
  },
}

export const Sizes: Story = {
  render: (args) => (
    <div className="flex items-end gap-3">
      <Avatar {...args} size="sm" />
      <Avatar {...args} size="md" />
      <Avatar {...args} size="lg" />
      <Avatar {...args} size="xl" />
    </div>
  ),
}

export const SingleName: Story = { args: { name: 'Mariana', size: 'lg' } }

export const Decorative: Story = {
  render: (args) => (
    <div className="flex items-center gap-2">
      <Avatar {...args} decorative />
      <span className="text-sm font-medium">Olá, Maria</span>
    </div>
  ),
}

export const LongName: Story = {
  args: { name: 'Pedro Henrique de Albuquerque Cavalcanti dos Santos', size: 'lg' },
  globals: { viewport: { value: 'mobile360', isRotated: false } },
}
