import { ptBR } from '@carreiras/core'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState, type ComponentProps } from 'react'
import { expect, fn } from 'storybook/test'
import { SaveJobButton } from './save-job-button'

const t = ptBR.savedJobs.toggle
const title = 'Analista de Dados Júnior'

function Toggling(props: ComponentProps<typeof SaveJobButton>) {
  const [saved, setSaved] = useState(false)
  return <SaveJobButton {...props} saved={saved} onSavedChange={setSaved} />
}

const meta = {
  title: 'Componentes/Vagas/SaveJobButton',
  component: SaveJobButton,
  args: { saved: false, text: t.save, label: t.label(title), onSavedChange: fn() },
} satisfies Meta<typeof SaveJobButton>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}

export const NotSaved: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const button = canvas.getByRole('button', { name: `Salvar vaga ${title}` })
    await expect(button).toHaveAttribute('aria-pressed', 'false')
    await userEvent.click(button)
    await expect(args.onSavedChange).toHaveBeenCalledWith(true)
  },
}

export const Saved: Story = {
  args: { saved: true },
  play: async ({ canvas, args, userEvent }) => {
    const button = canvas.getByRole('button', { name: `Salvar vaga ${title}` })
    await expect(button).toHaveAttribute('aria-pressed', 'true')
    await userEvent.click(button)
    await expect(args.onSavedChange).toHaveBeenCalledWith(false)
  },
}

/** The card's corner: the word for screen readers only; the target stays at least 40 × 40 px. */
export const IconOnly: Story = {
  args: { display: 'icon' },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: `Salvar vaga ${title}` })
    const box = button.getBoundingClientRect()
    await expect(box.width).toBeGreaterThanOrEqual(24)
    await expect(box.height).toBeGreaterThanOrEqual(24)
  },
}

export const SavedIconOnly: Story = { args: { display: 'icon', saved: true } }

export const Disabled: Story = { args: { disabled: true } }

/** Toggled by keyboard: Space presses it, the state follows. */
export const Interactive: Story = {
  render: (args) => <Toggling {...args} />,
  play: async ({ canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: `Salvar vaga ${title}` })
    button.focus()
    await userEvent.keyboard(' ')
    await expect(button).toHaveAttribute('aria-pressed', 'true')
    await userEvent.keyboard('{Enter}')
    await expect(button).toHaveAttribute('aria-pressed', 'false')
  },
}
