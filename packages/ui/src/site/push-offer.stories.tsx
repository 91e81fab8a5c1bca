import { ptBR } from '@carreiras/core'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { PushOffer } from './push-offer'

const t = ptBR.push.offer

const meta = {
  title: 'Domínio/Notificações/PushOffer',
  component: PushOffer,
  args: { status: 'idle', onEnable: fn(), onDismiss: fn(), onDisable: fn() },
} satisfies Meta<typeof PushOffer>

export default meta
type Story = StoryObj<typeof meta>

/** The offer after applying: 'Ativar notificações' or 'Agora não'. */
export const Idle: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('region', { name: t.title })).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: t.enable }))
    await expect(args.onEnable).toHaveBeenCalled()
  },
}

/** The browser's permission prompt is open. */
export const Asking: Story = { args: { status: 'asking', busy: true } }

export const Subscribing: Story = { args: { status: 'subscribing', busy: true } }

export const On: Story = {
  args: { status: 'on' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(t.on)
  },
}

export const Off: Story = { args: { status: 'off' } }

/** Blocked in the browser: how to allow them again. */
export const Denied: Story = {
  args: { status: 'denied' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(t.denied)
  },
}

export const Error: Story = {
  args: { status: 'error', error: t.error },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(t.error)
  },
}

export const Mobile: Story = { globals: { viewport: { value: 'mobile360', isRotated: false } } }
