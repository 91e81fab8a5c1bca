import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { CauseSection, type CauseSectionProps } from './cause-section'
import { causeOptions, longCause, sampleCauses } from './profile-sections.fixtures'
import type { SectionListActor } from './resume-section'
import { startSectionList, type SectionScenario, type SectionStep } from './resume-section.fixtures'

// The 'Causas' box in every state, driven by the real section-list machine with fake platform calls
// (parameters.section: records, fakes, and events played before the story renders).

type StoryArgs = Omit<CauseSectionProps, 'actor'>
type SectionParameters = Omit<SectionScenario, 'section'>

let running: SectionListActor | undefined

const meta = {
  title: 'Domínio/Currículo/CauseSection',
  component: CauseSection,
  // The loader gives the actor (from the story's scenario): no control or row for it.
  argTypes: { actor: { table: { disable: true }, control: false } },
  args: { options: causeOptions },
  loaders: [
    async ({ parameters }) => {
      running?.stop()
      const scenario = (parameters.section ?? { items: sampleCauses }) as SectionParameters
      running = await startSectionList({ section: 'cause', ...scenario })
      return { actor: running }
    },
  ],
  render: (args, { loaded }) => (
    <CauseSection {...args} actor={(loaded as { actor: SectionListActor }).actor} />
  ),
} satisfies Meta<typeof CauseSection>

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

export const LongText: Story = scenario({ items: [longCause, ...sampleCauses] })

export const Loading: Story = scenario({ items: [], fakes: { list: 'pending' } })

export const LoadError: Story = scenario({ items: [], fakes: { list: 'error' } })

export const Add: Story = scenario({ items: sampleCauses, steps: [{ type: 'item.add' }] })

export const Edit: Story = scenario({
  items: sampleCauses,
  steps: [{ type: 'item.edit', id: 1 }, reached({ ready: 'form' })],
})

/** Saving the empty form: 'Organização' is required and gets the focus. */
export const ValidationErrors: Story = {
  ...Add,
  play: async ({ canvasElement, userEvent }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'CAUSA' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }))
    await waitFor(async () =>
      expect(await within(dialog).findByText('1 campo precisa de correção.')).toBeVisible(),
    )
    const organization = within(dialog).getByRole('textbox', { name: 'Organização' })
    await waitFor(() => expect(organization).toHaveFocus())
    await expect(organization).toHaveAttribute('aria-invalid', 'true')
    await expect(organization).toHaveAccessibleDescription('Campo obrigatório')
  },
}

/** An end before the start: 'Deve ser posterior a data inicial', as the platform says it. */
export const EndBeforeStart: Story = {
  ...Edit,
  play: async ({ canvasElement, userEvent }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'CAUSA' })
    const end = within(dialog).getByRole('textbox', { name: 'Data de término' })
    await userEvent.clear(end)
    await userEvent.type(end, '012018')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }))
    await waitFor(() => expect(end).toHaveFocus())
    await expect(end).toHaveAccessibleDescription('Deve ser posterior a data inicial')
  },
}

/** Keyboard and pointer: fill the organization, save; 'Pronto!' says the cause was saved. */
export const AddAndSave: Story = {
  ...Add,
  play: async ({ canvasElement, userEvent }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'CAUSA' })
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Organização' }), 'Casa do Zezinho')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }))
    await waitFor(async () =>
      expect(await within(canvasElement).findByText('Causa salva com sucesso')).toBeVisible(),
    )
  },
}

export const Saving: Story = scenario({
  items: sampleCauses,
  fakes: { save: 'pending' },
  steps: [{ type: 'item.edit', id: 1 }, reached({ ready: 'form' }), { type: 'form.submit', values: {} }],
})

export const SaveError: Story = scenario({
  items: sampleCauses,
  fakes: { save: 'error' },
  steps: [
    { type: 'item.edit', id: 1 },
    reached({ ready: 'form' }),
    { type: 'form.submit', values: {} },
    reached({ ready: 'form' }),
  ],
})

export const Saved: Story = scenario({
  items: sampleCauses,
  steps: [{ type: 'item.add' }, { type: 'form.submit', values: {} }, reached({ ready: 'idle' })],
})

export const DeleteConfirmation: Story = scenario({
  items: sampleCauses,
  steps: [{ type: 'item.remove', id: 2 }],
})

export const DeleteError: Story = scenario({
  items: sampleCauses,
  fakes: { remove: 'refused' },
  steps: [{ type: 'item.remove', id: 2 }, { type: 'removal.confirm' }, reached({ ready: 'idle' })],
})

export const Mobile: Story = { globals: { viewport: { value: 'mobile360', isRotated: false } } }

export const MobileForm: Story = { ...Add, globals: { viewport: { value: 'mobile360', isRotated: false } } }
