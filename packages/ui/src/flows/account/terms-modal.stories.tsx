import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import {
  platformError,
  startSession,
  type SessionScenario,
  type SessionStep,
} from './account-dialog.fixtures'
import { TermsModal, type SessionActor, type TermsModalProps } from './terms-modal'

// The terms-of-use modal driven by the real session machine (signed in, terms pending) with fake
// platform calls; each story's scenario (parameters.session) is played before it renders.

type StoryArgs = Omit<TermsModalProps, 'actor'>

let running: SessionActor | undefined

const meta = {
  title: 'Domínio/TermsModal',
  component: TermsModal,
  // The loader gives the actor (from the story's scenario): no control or row for it.
  argTypes: { actor: { table: { disable: true }, control: false } },
  args: { termsHref: '/termos-de-uso' },
  loaders: [
    async ({ parameters }) => {
      running?.stop()
      running = await startSession((parameters.session ?? {}) as SessionScenario)
      return { actor: running }
    },
  ],
  render: (args, { loaded }) => <TermsModal {...args} actor={(loaded as { actor: SessionActor }).actor} />,
} satisfies Meta<typeof TermsModal>

export default meta
// The stories' args: the props but the actor, which the loader gives.
type Story = StoryObj<StoryArgs>

const body = (element: HTMLElement) => within(element.ownerDocument.body)
const scenario = (steps: SessionStep[], fakes?: SessionScenario['fakes']) => ({
  parameters: { session: { steps, fakes } satisfies SessionScenario },
})
const tick: SessionStep = { type: 'terms.toggle', checked: true }

export const Pending: Story = scenario([])

export const Ticked: Story = scenario([tick])

export const Accepting: Story = scenario([tick, { type: 'terms.accept' }], { acceptTerms: 'pending' })

export const AcceptFailed: Story = scenario(
  [tick, { type: 'terms.accept' }, (s) => s.matches({ signedIn: { terms: { pending: 'modal' } } })],
  { acceptTerms: platformError('INTERNAL') },
)

export const DeclineConfirmation: Story = scenario([{ type: 'terms.decline' }])

export const RemovingUser: Story = scenario([{ type: 'terms.decline' }, { type: 'terms.declineConfirmed' }], {
  removeUser: 'pending',
})

export const RemoveFailed: Story = scenario(
  [
    { type: 'terms.decline' },
    { type: 'terms.declineConfirmed' },
    (s) => s.matches({ signedIn: { terms: { pending: 'modal' } } }),
  ],
  { removeUser: platformError('INTERNAL') },
)

export const WithoutTermsLink: Story = { ...scenario([]), args: { termsHref: undefined } }

export const Mobile: Story = {
  ...scenario([]),
  globals: { viewport: { value: 'mobile360', isRotated: false } },
}

export const EscAndAcceptRules: Story = {
  ...scenario([]),
  play: async ({ canvasElement, userEvent }) => {
    const modal = await body(canvasElement).findByRole('alertdialog', { name: 'Termos de Uso' })
    const accept = within(modal).getByRole('button', { name: 'Aceitar' })
    await expect(accept).toBeDisabled()
    // Neither Esc nor the backdrop closes it.
    await userEvent.keyboard('{Escape}')
    await expect(body(canvasElement).getByRole('alertdialog', { name: 'Termos de Uso' })).toHaveAttribute(
      'data-state',
      'open',
    )
    await userEvent.click(within(modal).getByRole('checkbox', { name: 'Li e aceito os Termos de Uso' }))
    await expect(accept).toBeEnabled()
    await userEvent.click(within(modal).getByRole('checkbox', { name: 'Li e aceito os Termos de Uso' }))
    await expect(accept).toBeDisabled()
  },
}

export const AcceptCloses: Story = {
  ...scenario([]),
  play: async ({ canvasElement, userEvent }) => {
    const modal = await body(canvasElement).findByRole('alertdialog', { name: 'Termos de Uso' })
    await userEvent.click(within(modal).getByRole('checkbox', { name: 'Li e aceito os Termos de Uso' }))
    await userEvent.click(within(modal).getByRole('button', { name: 'Aceitar' }))
    await waitFor(() => expect(body(canvasElement).queryByRole('alertdialog')).toBeNull())
  },
}

export const DeclineThenBack: Story = {
  ...scenario([]),
  play: async ({ canvasElement, userEvent }) => {
    const modal = await body(canvasElement).findByRole('alertdialog', { name: 'Termos de Uso' })
    const decline = within(modal).getByRole('button', { name: 'Recusar' })
    await userEvent.click(decline)
    const confirm = await body(canvasElement).findByRole('alertdialog', { name: 'Atenção' })
    await expect(confirm).toHaveTextContent('Seu usuário será removido caso não aceite os Termos de Uso.')
    // The safe answer has the focus; Esc answers it too.
    await waitFor(() => expect(within(confirm).getByRole('button', { name: 'Voltar' })).toHaveFocus())
    await userEvent.keyboard('{Escape}')
    await waitFor(() =>
      expect(body(canvasElement).queryByRole('alertdialog', { name: 'Atenção' })).toBeNull(),
    )
    // Still open, then visible. A check made at once failed once in CI under load (open, no style of its own
    // hiding it) and was not reproduced, idle or with the cores kept busy; the one thing that moves here is
    // the box's entrance fade from transparent, so the visibility is waited for, the open state is not.
    const terms = body(canvasElement).getByRole('alertdialog', { name: 'Termos de Uso' })
    await expect(terms).toHaveAttribute('data-state', 'open')
    await waitFor(() => expect(terms).toBeVisible(), { timeout: 5_000 })
    await waitFor(() => expect(decline).toHaveFocus())
  },
}
