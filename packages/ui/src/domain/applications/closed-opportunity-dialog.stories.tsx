import { closedOpportunityView, ptBR } from '@carreiras/core'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { ClosedOpportunityDialog } from './closed-opportunity-dialog'

// A closed opening on the subscription pages: the application form's and the tests pages' dialog (see also
// Domínio/Inscrição/ApplicationFlow › Closed and Domínio/Testes/TestRunner › Closed Opportunity).

const onDismiss = fn()

const meta = {
  title: 'Domínio/Inscrição/ClosedOpportunityDialog',
  component: ClosedOpportunityDialog,
  args: {
    closed: closedOpportunityView(
      { closedDialog: ptBR.application.closedDialog, ok: ptBR.common.ok },
      onDismiss,
    ),
  },
} satisfies Meta<typeof ClosedOpportunityDialog>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}

export const OkLeaves: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body)
    const dialog = await body.findByRole('alertdialog', { name: 'Uoops' })
    await expect(dialog).toHaveAccessibleDescription('Inscrições Encerradas')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ok' }))
    await expect(onDismiss).toHaveBeenCalled()
  },
}
