import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, waitFor, within } from 'storybook/test'
import { ExperienceSection, type ExperienceSectionProps } from './experience-section'
import {
  SAMPLE_NOW,
  experienceOptions,
  longExperience,
  sampleExperiences,
  startSectionList,
  type SectionScenario,
  type SectionStep,
} from './resume-section.fixtures'
import type { SectionListActor } from './resume-section'

// The 'Experiências Profissionais' box in every state, driven by the real section-list machine with fake platform calls
// (parameters.section: records, fakes, and events played before the story renders).

type StoryArgs = Omit<ExperienceSectionProps, 'actor'>
type SectionParameters = Omit<SectionScenario, 'section'>

let running: SectionListActor | undefined

const meta = {
  title: 'Domínio/Currículo/ExperienceSection',
  component: ExperienceSection,
  // The loader gives the actor (from the story's scenario): no control or row for it.
  argTypes: { actor: { table: { disable: true }, control: false } },
  args: { options: experienceOptions, now: SAMPLE_NOW, onNoExperienceChange: fn() },
  loaders: [
    async ({ parameters }) => {
      running?.stop()
      const scenario = (parameters.section ?? { items: sampleExperiences }) as SectionParameters
      running = await startSectionList({ section: 'experience', ...scenario })
      return { actor: running }
    },
  ],
  render: (args, { loaded }) => (
    <ExperienceSection {...args} actor={(loaded as { actor: SectionListActor }).actor} />
  ),
} satisfies Meta<typeof ExperienceSection>

export default meta
// The stories' args: the props but the actor, which the loader gives.
type Story = StoryObj<StoryArgs>

const scenario = (scenario: SectionParameters) => ({ parameters: { section: scenario } })
const reached = (
  state: Parameters<Parameters<Extract<SectionStep, (...args: never[]) => boolean>>[0]['matches']>[0],
) => ((snapshot) => snapshot.matches(state)) satisfies SectionStep
const body = (element: HTMLElement) => within(element.ownerDocument.body)

export const List: Story = {}

/** No experience: the empty state and 'Não possuo experiência profissional'. */
export const Empty: Story = scenario({ items: [] })

export const LongText: Story = scenario({ items: [longExperience, ...sampleExperiences] })

export const Loading: Story = scenario({ items: [], fakes: { list: 'pending' } })

export const Add: Story = scenario({ items: sampleExperiences, steps: [{ type: 'item.add' }] })

export const Edit: Story = scenario({
  items: sampleExperiences,
  steps: [{ type: 'item.edit', id: 2 }, reached({ ready: 'form' })],
})

/** The current occupation of the list: its end is empty and disabled. */
export const EditCurrentOccupation: Story = scenario({
  items: sampleExperiences,
  steps: [{ type: 'item.edit', id: 1 }, reached({ ready: 'form' })],
})

export const ValidationErrors: Story = {
  ...Add,
  play: async ({ canvasElement, userEvent }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'EXPERIÊNCIA PROFISSIONAL' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }))
    // The dialog fades in: visible once its opacity transition ends.
    await waitFor(async () =>
      expect(await within(dialog).findByText('7 campos precisam de correção.')).toBeVisible(),
    )
    const company = within(dialog).getByRole('combobox', { name: 'Empresa' })
    await waitFor(() => expect(company).toHaveFocus())
    await expect(company).toHaveAccessibleDescription('Campo obrigatório')
  },
}

/** Checking 'Trabalho atualmente nesta empresa' by keyboard clears and disables the end. */
export const CurrentOccupationByKeyboard: Story = {
  ...Edit,
  play: async ({ canvasElement, userEvent }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'EXPERIÊNCIA PROFISSIONAL' })
    const end = within(dialog).getByRole('textbox', { name: 'Data de término' })
    await expect(end).toHaveValue('02/2021')
    within(dialog).getByRole('checkbox', { name: 'Trabalho atualmente nesta empresa' }).focus()
    await userEvent.keyboard(' ')
    await expect(end).toHaveValue('')
    await expect(end).toBeDisabled()
  },
}

export const EndBeforeStart: Story = {
  ...Edit,
  play: async ({ canvasElement, userEvent }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'EXPERIÊNCIA PROFISSIONAL' })
    const end = within(dialog).getByRole('textbox', { name: 'Data de término' })
    await userEvent.clear(end)
    await userEvent.type(end, '012016')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }))
    // The dialog fades in: visible once its opacity transition ends.
    await waitFor(async () =>
      expect(await within(dialog).findByText('Deve ser posterior a data inicial')).toBeVisible(),
    )
    await waitFor(() => expect(end).toHaveFocus())
    await expect(end).toHaveAccessibleDescription('Deve ser posterior a data inicial')
  },
}

export const Saving: Story = scenario({
  items: sampleExperiences,
  fakes: { save: 'pending' },
  steps: [{ type: 'item.edit', id: 2 }, reached({ ready: 'form' }), { type: 'form.submit', values: {} }],
})

export const SaveError: Story = scenario({
  items: sampleExperiences,
  fakes: { save: 'error' },
  steps: [
    { type: 'item.edit', id: 2 },
    reached({ ready: 'form' }),
    { type: 'form.submit', values: {} },
    reached({ ready: 'form' }),
  ],
})

export const Saved: Story = scenario({
  items: sampleExperiences,
  steps: [{ type: 'item.add' }, { type: 'form.submit', values: {} }, reached({ ready: 'idle' })],
})

export const DeleteConfirmation: Story = scenario({
  items: sampleExperiences,
  steps: [{ type: 'item.remove', id: 2 }],
})

export const DeleteError: Story = scenario({
  items: sampleExperiences,
  fakes: { remove: 'error' },
  steps: [{ type: 'item.remove', id: 2 }, { type: 'removal.confirm' }, reached({ ready: 'idle' })],
})

/** Keyboard only: confirm the removal with 'Sim, desejo remover'; the entry leaves the list. */
export const KeyboardRemove: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement)
    canvas.getAllByRole('button', { name: 'Remover' })[1]!.focus()
    await userEvent.keyboard('{Enter}')
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: 'Atenção' })
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Não' })).toHaveFocus())
    await userEvent.tab()
    await userEvent.keyboard('{Enter}')
    await waitFor(() => expect(canvas.getAllByRole('listitem')).toHaveLength(1))
  },
}

export const Mobile: Story = { globals: { viewport: { value: 'mobile360', isRotated: false } } }

export const MobileForm: Story = { ...Add, globals: { viewport: { value: 'mobile360', isRotated: false } } }
