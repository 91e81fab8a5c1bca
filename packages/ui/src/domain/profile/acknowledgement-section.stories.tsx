import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { AcknowledgementSection, type AcknowledgementSectionProps } from './acknowledgement-section'
import { sampleAcknowledgements } from './profile-sections.fixtures'
import type { SectionListActor } from './resume-section'
import { startSectionList, type SectionScenario, type SectionStep } from './resume-section.fixtures'

// The 'Reconhecimentos' box in every state, driven by the real section-list machine with fake platform
// calls (parameters.section: records, fakes, and events played before the story renders).

type StoryArgs = Omit<AcknowledgementSectionProps, 'actor'>
type SectionParameters = Omit<SectionScenario, 'section'>

let running: SectionListActor | undefined

const meta = {
  title: 'Domínio/Currículo/AcknowledgementSection',
  component: AcknowledgementSection,
  // The loader gives the actor (from the story's scenario): no control or row for it.
  argTypes: { actor: { table: { disable: true }, control: false } },
  loaders: [
    async ({ parameters }) => {
      running?.stop()
      const scenario = (parameters.section ?? { items: sampleAcknowledgements }) as SectionParameters
      running = await startSectionList({ section: 'acknowledgement', ...scenario })
      return { actor: running }
    },
  ],
  render: (args, { loaded }) => (
    <AcknowledgementSection {...args} actor={(loaded as { actor: SectionListActor }).actor} />
  ),
} satisfies Meta<typeof AcknowledgementSection>

export default meta
// The stories' args: the props but the actor, which the loader gives.
type Story = StoryObj<StoryArgs>

const scenario = (scenario: SectionParameters) => ({ parameters: { section: scenario } })
const reached = (
  state: Parameters<Parameters<Extract<SectionStep, (...args: never[]) => boolean>>[0]['matches']>[0],
) => ((snapshot) => snapshot.matches(state)) satisfies SectionStep
const body = (element: HTMLElement) => within(element.ownerDocument.body)

export const List: Story = {}

export const Empty: Story = scenario({ items: [] })

export const Loading: Story = scenario({ items: [], fakes: { list: 'pending' } })

export const Add: Story = scenario({ items: sampleAcknowledgements, steps: [{ type: 'item.add' }] })

export const Edit: Story = scenario({
  items: sampleAcknowledgements,
  steps: [{ type: 'item.edit', id: 1 }, reached({ ready: 'form' })],
})

/** No title and a date that is not MM/YYYY: each field says why, the first gets the focus. */
export const ValidationErrors: Story = {
  ...Add,
  play: async ({ canvasElement, userEvent }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'RECONHECIMENTO' })
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Data' }), '132020')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }))
    await waitFor(async () =>
      expect(await within(dialog).findByText('2 campos precisam de correção.')).toBeVisible(),
    )
    const title = within(dialog).getByRole('textbox', { name: 'Título' })
    await waitFor(() => expect(title).toHaveFocus())
    await expect(title).toHaveAccessibleDescription('Campo obrigatório')
    await expect(within(dialog).getByRole('textbox', { name: 'Data' })).toHaveAccessibleDescription(
      'Data inválida',
    )
  },
}

/** Keyboard only: type a title, Tab to 'Salvar', Enter; 'Pronto!' is announced. */
export const KeyboardAdd: Story = {
  ...Add,
  play: async ({ canvasElement, userEvent }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'RECONHECIMENTO' })
    const title = within(dialog).getByRole('textbox', { name: 'Título' })
    title.focus()
    await userEvent.keyboard('Prêmio Inovação')
    await userEvent.keyboard('{Enter}')
    await waitFor(async () =>
      expect(await within(canvasElement).findByText('Reconhecimento salvo com sucesso')).toBeVisible(),
    )
  },
}

export const Saving: Story = scenario({
  items: sampleAcknowledgements,
  fakes: { save: 'pending' },
  steps: [{ type: 'item.edit', id: 1 }, reached({ ready: 'form' }), { type: 'form.submit', values: {} }],
})

export const SaveError: Story = scenario({
  items: sampleAcknowledgements,
  fakes: { save: 'error' },
  steps: [
    { type: 'item.edit', id: 1 },
    reached({ ready: 'form' }),
    { type: 'form.submit', values: {} },
    reached({ ready: 'form' }),
  ],
})

export const Saved: Story = scenario({
  items: sampleAcknowledgements,
  steps: [{ type: 'item.add' }, { type: 'form.submit', values: {} }, reached({ ready: 'idle' })],
})

export const DeleteConfirmation: Story = scenario({
  items: sampleAcknowledgements,
  steps: [{ type: 'item.remove', id: 2 }],
})

export const DeleteError: Story = scenario({
  items: sampleAcknowledgements,
  fakes: { remove: 'error' },
  steps: [{ type: 'item.remove', id: 2 }, { type: 'removal.confirm' }, reached({ ready: 'idle' })],
})

export const Mobile: Story = { globals: { viewport: { value: 'mobile360', isRotated: false } } }
