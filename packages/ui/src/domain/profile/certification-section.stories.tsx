import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { CertificationSection, type CertificationSectionProps } from './certification-section'
import { sampleCertifications } from './profile-sections.fixtures'
import type { SectionListActor } from './resume-section'
import { startSectionList, type SectionScenario, type SectionStep } from './resume-section.fixtures'

// The 'Certificações' box in every state, driven by the real section-list machine with fake platform
// calls (parameters.section: records, fakes, and events played before the story renders).

type StoryArgs = Omit<CertificationSectionProps, 'actor'>
type SectionParameters = Omit<SectionScenario, 'section'>

let running: SectionListActor | undefined

const meta = {
  title: 'Domínio/Currículo/CertificationSection',
  component: CertificationSection,
  // The loader gives the actor (from the story's scenario): no control or row for it.
  argTypes: { actor: { table: { disable: true }, control: false } },
  loaders: [
    async ({ parameters }) => {
      running?.stop()
      const scenario = (parameters.section ?? { items: sampleCertifications }) as SectionParameters
      running = await startSectionList({ section: 'certification', ...scenario })
      return { actor: running }
    },
  ],
  render: (args, { loaded }) => (
    <CertificationSection {...args} actor={(loaded as { actor: SectionListActor }).actor} />
  ),
} satisfies Meta<typeof CertificationSection>

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

export const LoadError: Story = scenario({ items: [], fakes: { list: 'error' } })

export const Add: Story = scenario({ items: sampleCertifications, steps: [{ type: 'item.add' }] })

export const Edit: Story = scenario({
  items: sampleCertifications,
  steps: [{ type: 'item.edit', id: 1 }, reached({ ready: 'form' })],
})

/** No name and an expiry that is not MM/YYYY. */
export const ValidationErrors: Story = {
  ...Add,
  play: async ({ canvasElement, userEvent }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'CERTIFICAÇÃO' })
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Data de validade' }), '002027')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }))
    await waitFor(async () =>
      expect(await within(dialog).findByText('2 campos precisam de correção.')).toBeVisible(),
    )
    const name = within(dialog).getByRole('textbox', { name: 'Certificação' })
    await waitFor(() => expect(name).toHaveFocus())
    await expect(name).toHaveAttribute('aria-invalid', 'true')
  },
}

export const Saving: Story = scenario({
  items: sampleCertifications,
  fakes: { save: 'pending' },
  steps: [{ type: 'item.edit', id: 1 }, reached({ ready: 'form' }), { type: 'form.submit', values: {} }],
})

export const SaveError: Story = scenario({
  items: sampleCertifications,
  fakes: { save: 'error' },
  steps: [
    { type: 'item.edit', id: 1 },
    reached({ ready: 'form' }),
    { type: 'form.submit', values: {} },
    reached({ ready: 'form' }),
  ],
})

export const Saved: Story = scenario({
  items: sampleCertifications,
  steps: [{ type: 'item.add' }, { type: 'form.submit', values: {} }, reached({ ready: 'idle' })],
})

export const DeleteConfirmation: Story = scenario({
  items: sampleCertifications,
  steps: [{ type: 'item.remove', id: 1 }],
})

export const DeleteError: Story = scenario({
  items: sampleCertifications,
  fakes: { remove: 'refused' },
  steps: [{ type: 'item.remove', id: 1 }, { type: 'removal.confirm' }, reached({ ready: 'idle' })],
})

/** Keyboard only: 'Remover' on an entry, then 'Não' (the default focus) keeps it. */
export const KeyboardRemoveCancel: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement)
    const [remove] = canvas.getAllByRole('button', { name: 'Remover' })
    remove!.focus()
    await userEvent.keyboard('{Enter}')
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: 'Atenção' })
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Não' })).toHaveFocus())
    await userEvent.keyboard('{Enter}')
    await waitFor(() => expect(body(canvasElement).queryByRole('alertdialog')).toBeNull())
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2)
  },
}

export const Mobile: Story = { globals: { viewport: { value: 'mobile360', isRotated: false } } }
