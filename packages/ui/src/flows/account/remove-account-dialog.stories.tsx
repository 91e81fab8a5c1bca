import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { startSession, type SessionScenario, type SessionStep } from './account-dialog.fixtures'
import { Button } from '../../primitives/button'
import { RemoveAccountDialog, type RemoveAccountDialogProps } from './remove-account-dialog'
import type { SessionActor } from './terms-modal'

// The remove-account confirmation driven by the real session machine (signed in, terms accepted) with
// fake platform calls; the scenario (parameters.session) is played before the story renders.

type StoryArgs = Omit<RemoveAccountDialogProps, 'actor'>

let running: SessionActor | undefined

const meta = {
  title: 'Domínio/RemoveAccountDialog',
  component: RemoveAccountDialog,
  // The loader gives the actor (from the story's scenario): no control or row for it.
  argTypes: { actor: { table: { disable: true }, control: false } },
  loaders: [
    async ({ parameters }) => {
      running?.stop()
      running = await startSession((parameters.session ?? {}) as SessionScenario)
      return { actor: running }
    },
  ],
  render: (args, { loaded }) => {
    const { actor } = loaded as { actor: SessionActor }
    return (
      <>
        {/* The profile's button (its label is ptBR.account.removeAccount.button). */}
        <Button variant="outline" onClick={() => actor.send({ type: 'account.remove' })}>
          Remover minha conta
        </Button>
        <RemoveAccountDialog {...args} actor={actor} />
      </>
    )
  },
} satisfies Meta<typeof RemoveAccountDialog>

export default meta
// The stories' args: the props but the actor, which the loader gives.
type Story = StoryObj<StoryArgs>

const body = (element: HTMLElement) => within(element.ownerDocument.body)
const confirming = {
  parameters: {
    session: {
      fakes: { termsAccepted: true },
      steps: [{ type: 'account.remove' }] satisfies SessionStep[],
    } satisfies SessionScenario,
  },
}

export const Confirming: Story = {
  ...confirming,
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: 'Atenção' })
    await expect(dialog).toHaveTextContent('Tem certeza que deseja remover sua conta?')
    // Visible once the short fade-in ends.
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Sim, tenho certeza' })).toBeVisible(),
    )
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Não' })).toHaveFocus())
  },
}

export const Mobile: Story = {
  ...confirming,
  globals: { viewport: { value: 'mobile360', isRotated: false } },
}

export const NoClosesAndReturnsFocus: Story = {
  parameters: { session: { fakes: { termsAccepted: true } } satisfies SessionScenario },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Remover minha conta' })
    await userEvent.click(trigger)
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: 'Atenção' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Não' }))
    await waitFor(() => expect(body(canvasElement).queryByRole('alertdialog')).toBeNull())
    await expect(trigger).toHaveFocus()
  },
}
