import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, waitFor } from 'storybook/test'
import { ResendCountdown } from './resend-countdown'

const meta = {
  title: 'Componentes/Sobreposições/ResendCountdown',
  component: ResendCountdown,
  args: { onResend: fn() },
} satisfies Meta<typeof ResendCountdown>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}

export const Waiting: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: /^Reenviar código em [12]:\d\d$/ })
    await expect(button).toHaveAttribute('aria-disabled', 'true')
    // Focusable while waiting, but using it does nothing.
    await userEvent.tab()
    await expect(button).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await userEvent.click(button)
    await expect(args.onResend).not.toHaveBeenCalled()
  },
}

export const Ready: Story = {
  args: { seconds: 0 },
  play: async ({ args, canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Reenviar código' })
    await expect(button).not.toHaveAttribute('aria-disabled')
    await userEvent.click(button)
    await expect(args.onResend).toHaveBeenCalledOnce()
  },
}

export const EndsAndRestarts: Story = {
  args: { seconds: 2 },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('button', { name: 'Reenviar código em 0:02' })).toHaveAttribute(
      'aria-disabled',
      'true',
    )
    const ready = await canvas.findByRole('button', { name: 'Reenviar código' }, { timeout: 3500 })
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent('Você já pode reenviar o código.'),
    )
    await userEvent.click(ready)
    await expect(args.onResend).toHaveBeenCalledOnce()
    await expect(canvas.getByRole('button', { name: 'Reenviar código em 0:02' })).toHaveAttribute(
      'aria-disabled',
      'true',
    )
  },
}

export const Mobile: Story = { globals: { viewport: { value: 'mobile360', isRotated: false } } }
