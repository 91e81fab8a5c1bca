import { pwaMessages } from '@carreiras/core'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { OfflineBanner } from './offline-banner'

const meta = {
  title: 'Domínio/Aplicativo/OfflineBanner',
  component: OfflineBanner,
  args: { text: pwaMessages.offline.banner },
} satisfies Meta<typeof OfflineBanner>

export default meta
type Story = StoryObj<typeof meta>

/** Without a connection: announced as a status, in the page's flow. */
export const Offline: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(pwaMessages.offline.banner)
  },
}

export const Mobile: Story = { globals: { viewport: { value: 'mobile360', isRotated: false } } }
