import { pwaMessages } from '@carreiras/core'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { InstallOffer } from './install-offer'

const t = pwaMessages.install

const meta = {
  title: 'Domínio/Aplicativo/InstallOffer',
  component: InstallOffer,
  args: { kind: 'offer', onInstall: fn(), onDismiss: fn() },
} satisfies Meta<typeof InstallOffer>

export default meta
type Story = StoryObj<typeof meta>

/** A second visit, or a job saved: 'Instalar' opens the browser's dialog; 'Agora não' is remembered. */
export const Offer: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('region', { name: t.title })).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: t.install }))
    await expect(args.onInstall).toHaveBeenCalled()
    await userEvent.click(canvas.getByRole('button', { name: t.dismiss }))
    await expect(args.onDismiss).toHaveBeenCalled()
  },
}

/** iPhone and iPad: Safari has no install dialog, so the hint says where to tap. */
export const IosHint: Story = {
  args: { kind: 'ios-hint' },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: t.iosTitle })
    await expect(region).toHaveTextContent(t.iosText)
    await expect(canvas.queryByRole('button', { name: t.install })).toBeNull()
  },
}

export const OfferMobile: Story = { globals: { viewport: { value: 'mobile360', isRotated: false } } }

export const IosHintMobile: Story = {
  args: { kind: 'ios-hint' },
  globals: { viewport: { value: 'mobile360', isRotated: false } },
}
