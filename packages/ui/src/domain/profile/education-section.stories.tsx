import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, waitFor, within } from 'storybook/test'
import { EducationSection, type EducationSectionProps } from './education-section'
import {
  SAMPLE_NOW,
  educationOptions,
  longEducation,
  sampleEducations,
  startSectionList,
  type SectionScenario,
  type SectionStep,
} from './resume-section.fixtures'
import type { SectionListActor } from './resume-section'

// The 'Formações' box in every state, driven by the real section-list machine with fake platform calls
// (parameters.section: records, fakes, and events played before the story renders).

type StoryArgs = Omit<EducationSectionProps, 'actor'>
type SectionParameters = Omit<SectionScenario, 'section'>

let running: SectionListActor | undefined

const meta = {
  title: 'Domínio/Currículo/EducationSection',
  component: EducationSection,
  // The loader gives the actor (from the story's scenario): no control or row for it.
  argTypes: { actor: { table: { disable: true }, control: false } },
  args: { options: educationOptions, now: SAMPLE_NOW, onNoEducationChange: fn() },
  loaders: [
    async ({ parameters }) => {
      running?.stop()
      const scenario = (parameters.section ?? { items: sampleEducations }) as SectionParameters
      running = await startSectionList({ section: 'education', ...scenario })
      return { actor: running }
    },
  ],
  render: (args, { loaded }) => (
    <EducationSection {...args} actor={(loaded as { actor: SectionListActor }).actor} />
  ),
} satisfies Meta<typeof EducationSection>

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

/** The partner-company user with no education sees 'Não possuo formação'. */
export const EmptyPartnerCompany: Story = { ...scenario({ items: [] }), args: { showNoEducation: true } }

export const LongText: Story = scenario({ items: [longEducation, ...sampleEducations] })

export const Loading: Story = scenario({ items: [], fakes: { list: 'pending' } })

export const LoadError: Story = scenario({ items: [], fakes: { list: 'error' } })

export const Add: Story = scenario({ items: sampleEducations, steps: [{ type: 'item.add' }] })

export const Edit: Story = scenario({
  items: sampleEducations,
  steps: [{ type: 'item.edit', id: 2 }, reached({ ready: 'form' })],
})

/** Submitting the empty form: every required field says 'Campo obrigatório'; the first gets the focus. */
export const ValidationErrors: Story = {
  ...Add,
  play: async ({ canvasElement, userEvent }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'FORMAÇÃO' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }))
    // The dialog fades in: visible once its opacity transition ends.
    await waitFor(async () =>
      expect(await within(dialog).findByText('6 campos precisam de correção.')).toBeVisible(),
    )
    const state = within(dialog).getByRole('combobox', { name: 'Estado' })
    await waitFor(() => expect(state).toHaveFocus())
    await expect(state).toHaveAttribute('aria-invalid', 'true')
  },
}

/** An end before the start: 'Deve ser posterior a data inicial'. */
export const EndBeforeStart: Story = {
  ...Edit,
  play: async ({ canvasElement, userEvent }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'FORMAÇÃO' })
    const end = within(dialog).getByRole('textbox', { name: 'Data de término' })
    await userEvent.clear(end)
    await userEvent.type(end, '012020')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }))
    // The dialog fades in: visible once its opacity transition ends.
    await waitFor(async () =>
      expect(await within(dialog).findByText('Deve ser posterior a data inicial')).toBeVisible(),
    )
    await waitFor(() => expect(end).toHaveFocus())
    await expect(end).toHaveAccessibleDescription('Deve ser posterior a data inicial')
  },
}

/** Elementary school asks no institution or course. */
export const ElementarySchool: Story = {
  ...Add,
  play: async ({ canvasElement, userEvent }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'FORMAÇÃO' })
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Nível' }))
    await userEvent.click(await body(canvasElement).findByRole('option', { name: 'Ensino Fundamental' }))
    await expect(within(dialog).queryByRole('combobox', { name: /Instituição/ })).toBeNull()
    await expect(within(dialog).queryByRole('combobox', { name: /Curso/ })).toBeNull()
  },
}

export const Saving: Story = scenario({
  items: sampleEducations,
  fakes: { save: 'pending' },
  steps: [{ type: 'item.edit', id: 1 }, reached({ ready: 'form' }), { type: 'form.submit', values: {} }],
})

export const SaveError: Story = scenario({
  items: sampleEducations,
  fakes: { save: 'error' },
  steps: [
    { type: 'item.edit', id: 1 },
    reached({ ready: 'form' }),
    { type: 'form.submit', values: {} },
    reached({ ready: 'form' }),
  ],
})

export const Saved: Story = scenario({
  items: sampleEducations,
  steps: [{ type: 'item.add' }, { type: 'form.submit', values: {} }, reached({ ready: 'idle' })],
})

export const DeleteConfirmation: Story = scenario({
  items: sampleEducations,
  steps: [{ type: 'item.remove', id: 1 }],
})

export const DeleteError: Story = scenario({
  items: sampleEducations,
  fakes: { remove: 'refused' },
  steps: [{ type: 'item.remove', id: 1 }, { type: 'removal.confirm' }, reached({ ready: 'idle' })],
})

/** Keyboard only: Tab to 'Adicionar', open the form, Esc closes it and the focus returns. */
export const KeyboardAdd: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement)
    const add = canvas.getByRole('button', { name: 'Adicionar' })
    add.focus()
    await userEvent.keyboard('{Enter}')
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'FORMAÇÃO' })
    await waitFor(() => expect(dialog).toBeVisible())
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).toBeNull())
  },
}

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
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3)
  },
}

export const Mobile: Story = { globals: { viewport: { value: 'mobile360', isRotated: false } } }

export const MobileForm: Story = { ...Add, globals: { viewport: { value: 'mobile360', isRotated: false } } }
