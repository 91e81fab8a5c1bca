import { ptBR } from '@carreiras/core'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { ConsentPrompt } from './consent-prompt'
import { purposeViews } from './consent.fixtures'

const t = ptBR.consent

const meta = {
  title: 'Domínio/Privacidade/ConsentPrompt',
  component: ConsentPrompt,
  args: {
    purposes: purposeViews(),
    privacyHref: '/termos-de-uso',
    onSave: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof ConsentPrompt>

export default meta
type Story = StoryObj<typeof meta>

/** Every purpose undecided: one unticked choice each. */
export const Undecided: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('region', { name: t.promptTitle })).toBeVisible()
    for (const box of canvas.getAllByRole('checkbox')) await expect(box).not.toBeChecked()
    await userEvent.click(canvas.getByRole('checkbox', { name: t.purposes.survey.label }))
    await userEvent.click(canvas.getByRole('button', { name: t.save }))
    await expect(args.onSave).toHaveBeenCalledWith({ survey: true, chat: false, marketing: false })
  },
}

export const Saving: Story = { args: { saving: true } }

export const Saved: Story = {
  args: { saved: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(t.saved)
  },
}

export const Error: Story = {
  args: { error: t.saveFailed },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(t.saveFailed)
  },
}

export const Mobile: Story = { globals: { viewport: { value: 'mobile360', isRotated: false } } }
