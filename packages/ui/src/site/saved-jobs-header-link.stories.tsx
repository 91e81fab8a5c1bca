import { ptBR } from '@carreiras/core'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { SavedJobsHeaderLink } from './saved-jobs-header-link'

const t = ptBR.savedJobs.header

const meta = {
  title: 'Componentes/Vagas/SavedJobsHeaderLink',
  component: SavedJobsHeaderLink,
  args: { href: '/meu-perfil#vagas-salvas', count: 2, text: t.link, label: t.label(2) },
} satisfies Meta<typeof SavedJobsHeaderLink>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}

export const One: Story = {
  args: { count: 1, label: t.label(1) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Vagas salvas: 1 vaga' })).toHaveAttribute(
      'href',
      '/meu-perfil#vagas-salvas',
    )
  },
}

export const Many: Story = {
  args: { count: 100, label: t.label(100) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Vagas salvas: 100 vagas' })).toBeVisible()
  },
}
