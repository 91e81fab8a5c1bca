import { ptBR } from '@carreiras/core'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { PrivacyBox } from './consent-privacy-box'
import { purposeViews } from './consent.fixtures'
import { DataExportPanel } from './data-export-panel'

const t = ptBR.dataExport.box

/** The Privacidade box with its new part, as /meu-perfil shows it. */
const meta = {
  title: 'Domínio/Perfil/DataExportPanel',
  component: DataExportPanel,
  args: { screen: 'ready', onRequest: fn(), onRetry: fn() },
  render: (args) => (
    <PrivacyBox
      status="ready"
      purposes={purposeViews({ survey: 'granted', marketing: 'refused' })}
      onSave={() => {}}
      onRetry={() => {}}
    >
      <DataExportPanel {...args} />
    </PrivacyBox>
  ),
} satisfies Meta<typeof DataExportPanel>

export default meta
type Story = StoryObj<typeof meta>

const pending = t.pending('01/12/2026 às 09:00')
const limit = t.rateLimited('02/12/2026 às 09:00')
const demo = { brand: 'demo' }

/** Never asked: 'Baixar meus dados' asks for the copy. */
export const Playground: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: t.request }))
    await expect(args.onRequest).toHaveBeenCalledOnce()
  },
}

export const Loading: Story = { args: { screen: 'loading' } }
export const LoadFailed: Story = { args: { screen: 'failed' } }
export const Requesting: Story = { args: { requesting: true } }

/** Just asked: the request is announced and the limit says when to ask again. */
export const Requested: Story = {
  args: { statusText: pending, limitText: limit },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(pending)).toHaveAttribute('role', 'status')
    await expect(canvas.queryByRole('button', { name: t.request })).toBeNull()
    await expect(canvas.getByText(limit)).toBeVisible()
  },
}

export const Ready: Story = {
  args: { statusText: t.ready('01/12/2026 às 09:02', '08/12/2026 às 09:02'), limitText: limit },
}

/** The archive expired; the day has passed, so a new copy may be asked. */
export const Expired: Story = { args: { statusText: t.expired } }
export const Failed: Story = { args: { statusText: t.failed } }
export const RequestFailed: Story = { args: { error: t.requestFailed } }

/** The demo brand's look of the new states. */
export const PlaygroundDemo: Story = { globals: demo }
export const RequestedDemo: Story = { args: { statusText: pending, limitText: limit }, globals: demo }
export const RequestFailedDemo: Story = { args: { error: t.requestFailed }, globals: demo }
