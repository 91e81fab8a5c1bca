import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { sampleSkills, startSkills, type SkillsScenario, type SkillsStep } from './profile-sections.fixtures'
import { SkillsSection, type SkillsActor, type SkillsSectionProps } from './skills-section'

// The 'Habilidades' box in every state, driven by the real skills machine with fake platform calls
// (parameters.skills: the saved list, fakes, and events played before the story renders).

type StoryArgs = Omit<SkillsSectionProps, 'actor'>

let running: SkillsActor | undefined

const meta = {
  title: 'Domínio/Currículo/SkillsSection',
  component: SkillsSection,
  // The loader gives the actor (from the story's scenario): no control or row for it.
  argTypes: { actor: { table: { disable: true }, control: false } },
  loaders: [
    async ({ parameters }) => {
      running?.stop()
      const scenario = (parameters.skills ?? { skills: sampleSkills }) as SkillsScenario
      running = await startSkills(scenario)
      return { actor: running }
    },
  ],
  render: (args, { loaded }) => <SkillsSection {...args} actor={(loaded as { actor: SkillsActor }).actor} />,
} satisfies Meta<typeof SkillsSection>

export default meta
// The stories' args: the props but the actor, which the loader gives.
type Story = StoryObj<StoryArgs>

const scenario = (scenario: SkillsScenario) => ({ parameters: { skills: scenario } })
const idle: SkillsStep = (snapshot) => snapshot.matches({ ready: 'idle' })
const body = (element: HTMLElement) => within(element.ownerDocument.body)

export const List: Story = {}

export const Empty: Story = scenario({ skills: [] })

export const Loading: Story = scenario({ skills: [], fakes: { list: 'pending' } })

export const LoadError: Story = scenario({ skills: [], fakes: { list: 'error' } })

export const LongSkills: Story = scenario({
  skills: [
    ...sampleSkills,
    'Gestão de projetos com metodologias ágeis e tradicionais em ambientes regulados do setor financeiro',
  ],
})

/** A skill already listed, typed in other case: refused under the field, the text kept. */
export const Duplicate: Story = scenario({
  skills: sampleSkills,
  steps: [{ type: 'draft.change', text: 'power bi' }, { type: 'skill.add' }],
})

export const Required: Story = scenario({ skills: sampleSkills, steps: [{ type: 'skill.add' }] })

export const Saving: Story = scenario({
  skills: sampleSkills,
  fakes: { save: 'pending' },
  steps: [{ type: 'draft.change', text: 'SQL' }, { type: 'skill.add' }],
})

export const Saved: Story = scenario({
  skills: sampleSkills,
  steps: [{ type: 'draft.change', text: 'SQL' }, { type: 'skill.add' }, idle],
})

/** The save failed: 'Uoops', the list as saved, the typed text kept to try again. */
export const SaveFailed: Story = scenario({
  skills: sampleSkills,
  fakes: { save: 'error' },
  steps: [{ type: 'draft.change', text: 'SQL' }, { type: 'skill.add' }, idle],
})

export const RemoveConfirmation: Story = scenario({
  skills: sampleSkills,
  steps: [{ type: 'skill.remove', skill: 'Power BI' }],
})

export const Removing: Story = scenario({
  skills: sampleSkills,
  fakes: { save: 'pending' },
  steps: [{ type: 'skill.remove', skill: 'Power BI' }, { type: 'removal.confirm' }],
})

export const RemoveFailed: Story = scenario({
  skills: sampleSkills,
  fakes: { save: 'error' },
  steps: [{ type: 'skill.remove', skill: 'Power BI' }, { type: 'removal.confirm' }, idle],
})

/** Keyboard only: type a skill and press Enter; the tag appears, the field empties and keeps the focus. */
export const KeyboardAdd: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement)
    const field = canvas.getByRole('textbox', { name: 'Nova habilidade' })
    field.focus()
    await userEvent.keyboard('Oratória{Enter}')
    await waitFor(() =>
      expect(canvas.getByRole('list', { name: 'Suas habilidades' })).toHaveTextContent('Oratória'),
    )
    await expect(canvas.getByText('Habilidades salvas com sucesso')).toBeVisible()
    await expect(field).toHaveValue('')
    await expect(field).toHaveFocus()
    await userEvent.keyboard('ORATÓRIA{Enter}')
    await expect(field).toHaveAccessibleDescription(/Esta habilidade já está na sua lista/)
    await expect(field).toHaveAttribute('aria-invalid', 'true')
    await expect(field).toHaveValue('ORATÓRIA')
  },
}

/** Keyboard only: a tag's remove button, 'Sim, desejo remover'; the tag goes and the field takes the focus. */
export const KeyboardRemove: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement)
    canvas.getByRole('button', { name: 'Remover Power BI' }).focus()
    await userEvent.keyboard('{Enter}')
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: 'Atenção' })
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Não' })).toHaveFocus())
    await userEvent.tab()
    await userEvent.keyboard('{Enter}')
    await waitFor(() => expect(canvas.queryByRole('button', { name: 'Remover Power BI' })).toBeNull())
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Nova habilidade' })).toHaveFocus())
  },
}

export const Mobile: Story = { globals: { viewport: { value: 'mobile360', isRotated: false } } }
