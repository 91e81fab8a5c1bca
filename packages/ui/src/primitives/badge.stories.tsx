import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn } from 'storybook/test'
import { Badge } from './badge'

const meta = {
  title: 'Componentes/Exibição/Badge',
  component: Badge,
  args: { children: 'Tecnologia' },
  argTypes: {
    variant: {
      control: 'select',
      options: ['default', 'primary', 'outline', 'muted', 'success', 'destructive'],
    },
  },
} satisfies Meta<typeof Badge>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}

export const Default: Story = { args: { variant: 'default' } }
export const Primary: Story = { args: { variant: 'primary', children: 'Nova' } }
export const Outline: Story = { args: { variant: 'outline', children: 'Híbrido' } }
export const Muted: Story = { args: { variant: 'muted', children: 'Estágio' } }
export const Success: Story = { args: { variant: 'success', children: 'Concluído' } }
export const Destructive: Story = { args: { variant: 'destructive', children: 'Inscrições Encerradas' } }

export const Removable: Story = {
  args: { children: 'São Paulo', onRemove: fn() },
  play: async ({ args, canvas, userEvent }) => {
    const remove = canvas.getByRole('button', { name: 'Remover filtro São Paulo' })
    await userEvent.tab()
    await expect(remove).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await expect(args.onRemove).toHaveBeenCalledOnce()
    const { width, height } = remove.getBoundingClientRect()
    await expect(Math.min(width, height)).toBeGreaterThanOrEqual(24)
  },
}

const FILTERS = ['São Paulo', 'Campinas', 'Tecnologia', 'Pessoa com Deficiência']

/** Removing a filter by keyboard: the badge goes away and focus moves to the next remove button. */
export const RemovableFilters: Story = {
  render: function Render() {
    const [filters, setFilters] = useState(FILTERS)
    return (
      <ul aria-label="Filtros aplicados" className="flex flex-wrap gap-2">
        {filters.map((filter, index) => (
          <li key={filter}>
            <Badge
              variant="outline"
              onRemove={() => {
                setFilters((current) => current.filter((item) => item !== filter))
                // Keep the keyboard user in the list rather than dropping focus to <body>.
                requestAnimationFrame(() => {
                  const buttons = document.querySelectorAll<HTMLButtonElement>('[data-slot="badge-remove"]')
                  buttons[Math.min(index, buttons.length - 1)]?.focus()
                })
              }}
            >
              {filter}
            </Badge>
          </li>
        ))}
      </ul>
    )
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab()
    await expect(canvas.getByRole('button', { name: 'Remover filtro São Paulo' })).toHaveFocus()
    await userEvent.keyboard(' ')
    await expect(canvas.queryByText('São Paulo')).toBeNull()
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3)
  },
}

export const LongText: Story = {
  args: {
    children: 'Gerente de Relacionamento Pessoa Jurídica - Agências da Região Metropolitana',
    onRemove: fn(),
  },
  globals: { viewport: { value: 'mobile360', isRotated: false } },
}
