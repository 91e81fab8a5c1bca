import { ptBR } from '@carreiras/core'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { SavedJobsBox, type SavedJobItem } from './saved-jobs-box'

const t = ptBR.savedJobs.box

const items: SavedJobItem[] = [
  {
    opportunityId: 100001,
    title: 'Analista de Crédito Pleno',
    href: '/vagas/100001-analista-de-credito-pleno',
    open: true,
    location: 'São Paulo - SP',
  },
  {
    opportunityId: 100002,
    title: 'Operador(a) de Caixa',
    href: '/vagas/100002-operador-a-de-caixa',
    open: false,
    location: 'São Paulo - SP',
  },
]

const meta = {
  title: 'Componentes/Vagas/SavedJobsBox',
  component: SavedJobsBox,
  args: { status: 'ready', items, onRemove: fn(), onRetry: fn() },
} satisfies Meta<typeof SavedJobsBox>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}

/** An open and a closed opening: the closed one says so and both can be removed. */
export const WithClosedOpening: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: t.title })).toBeVisible()
    await expect(canvas.getByText(t.closed)).toBeVisible()
    await expect(canvas.getByText(t.count(2))).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: t.removeLabel('Operador(a) de Caixa') }))
    await expect(args.onRemove).toHaveBeenCalledWith(100002)
  },
}

export const Loading: Story = {
  args: { status: 'loading', items: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toBeVisible()
  },
}

export const Failed: Story = {
  args: { status: 'failed', items: [] },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByText(t.error)).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: t.retry }))
    await expect(args.onRetry).toHaveBeenCalled()
  },
}

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(t.empty)).toBeVisible()
    await expect(canvas.getByRole('link', { name: t.browse })).toHaveAttribute('href', '/vagas')
  },
}

export const Removing: Story = { args: { removing: [100001] } }

export const RemoveFailed: Story = { args: { error: t.removeFailed } }

export const LongTitle: Story = {
  args: {
    items: [
      {
        ...items[0]!,
        title:
          'Especialista em Prevenção à Lavagem de Dinheiro e Financiamento ao Terrorismo — Diretoria de Riscos e Compliance',
      },
    ],
  },
}
