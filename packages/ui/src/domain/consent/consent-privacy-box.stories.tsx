import { ptBR } from '@carreiras/core'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { PrivacyBox } from './consent-privacy-box'
import { purposeViews } from './consent.fixtures'

const t = ptBR.consent

const meta = {
  title: 'Domínio/Perfil/PrivacyBox',
  component: PrivacyBox,
  args: {
    status: 'ready',
    purposes: purposeViews({ survey: 'granted', marketing: 'refused' }),
    onSave: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof PrivacyBox>

export default meta
type Story = StoryObj<typeof meta>

/** Survey allowed, chat undecided, marketing refused; each with its state and time. */
export const Decided: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('checkbox', { name: t.purposes.survey.label })).toBeChecked()
    await expect(canvas.getByRole('checkbox', { name: t.purposes.marketing.label })).not.toBeChecked()
    await userEvent.click(canvas.getByRole('checkbox', { name: t.purposes.marketing.label }))
    await userEvent.click(canvas.getByRole('button', { name: t.save }))
    await expect(args.onSave).toHaveBeenCalledWith({ survey: true, chat: false, marketing: true })
  },
}

export const Undecided: Story = { args: { purposes: purposeViews() } }
export const Loading: Story = { args: { status: 'loading' } }
export const Saving: Story = { args: { status: 'saving', saving: true } }

export const Saved: Story = {
  args: { saved: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(t.saved)
  },
}

export const SaveError: Story = { args: { error: t.saveFailed } }
export const LoadError: Story = { args: { status: 'failed', error: t.loadFailed } }
