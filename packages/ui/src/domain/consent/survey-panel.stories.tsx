import { ptBR } from '@carreiras/core'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { SurveyPanel } from './survey-panel'

const t = ptBR.survey

const meta = {
  title: 'Domínio/Privacidade/SurveyPanel',
  component: SurveyPanel,
  args: { question: 'Como foi sua experiência até aqui?', onSubmit: fn(), onClose: fn() },
} satisfies Meta<typeof SurveyPanel>

export default meta
type Story = StoryObj<typeof meta>

export const Asking: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: t.send }))
    await expect(canvas.getByText(t.chooseScore)).toBeVisible()
    await userEvent.click(canvas.getByRole('radio', { name: '4' }))
    await userEvent.click(canvas.getByRole('button', { name: t.send }))
    await expect(args.onSubmit).toHaveBeenCalledWith({ score: 4, comment: null })
  },
}

export const Sending: Story = { args: { status: 'sending' } }
export const Sent: Story = { args: { status: 'sent' } }
export const Error: Story = { args: { status: 'error' } }
