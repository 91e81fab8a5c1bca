import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { LanguageSection, type LanguageSectionProps } from './language-section'
import {
  languageOptions,
  sampleLanguages,
  startSectionList,
  type SectionScenario,
  type SectionStep,
} from './resume-section.fixtures'
import type { SectionListActor } from './resume-section'

// The 'Idiomas' box in every state, driven by the real section-list machine with fake platform calls
// (parameters.section: records, fakes, and events played before the story renders).

type StoryArgs = Omit<LanguageSectionProps, 'actor'>
type SectionParameters = Omit<SectionScenario, 'section'>

let running: SectionListActor | undefined

const meta = {
  title: 'Domínio/Currículo/LanguageSection',
  component: LanguageSection,
  // The loader gives the actor (from the story's scenario): no control or row for it.
  argTypes: { actor: { table: { disable: true }, control: false } },
  args: { options: languageOptions },
  loaders: [
    async ({ parameters }) => {
      running?.stop()
      const scenario = (parameters.section ?? { items: sampleLanguages }) as SectionParameters
      running = await startSectionList({ section: 'language', ...scenario })
      return { actor: running }
    },
  ],
  render: (args, { loaded }) => (
    <LanguageSection {...args} actor={(loaded as { actor: SectionListActor }).actor} />
  ),
} satisfies Meta<typeof LanguageSection>

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

export const Add: Story = scenario({ items: sampleLanguages, steps: [{ type: 'item.add' }] })

export const Edit: Story = scenario({
  items: sampleLanguages,
  steps: [{ type: 'item.edit', id: 1 }, reached({ ready: 'form' })],
})

export const ValidationErrors: Story = {
  ...Add,
  play: async ({ canvasElement, userEvent }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'IDIOMA' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }))
    // The dialog fades in: visible once its opacity transition ends.
    await waitFor(async () =>
      expect(await within(dialog).findByText('2 campos precisam de correção.')).toBeVisible(),
    )
    const language = within(dialog).getByRole('combobox', { name: 'Idioma' })
    await waitFor(() => expect(language).toHaveFocus())
    await expect(language).toHaveAttribute('aria-invalid', 'true')
  },
}

/** Keyboard only: choose a language and a proficiency, save; 'Pronto!' is announced. */
export const KeyboardAdd: Story = {
  ...Add,
  play: async ({ canvasElement, userEvent }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'IDIOMA' })
    const language = within(dialog).getByRole('combobox', { name: 'Idioma' })
    language.focus()
    await userEvent.keyboard('{Enter}')
    await body(canvasElement).findByRole('listbox')
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}')
    await waitFor(() => expect(language).toHaveTextContent('Francês'))
    await userEvent.tab()
    await userEvent.keyboard('{Enter}')
    await body(canvasElement).findByRole('listbox')
    await userEvent.keyboard('{ArrowDown}{Enter}')
    await userEvent.tab()
    await userEvent.tab()
    await userEvent.keyboard('{Enter}')
    // The dialog fades in: visible once its opacity transition ends.
    await waitFor(async () =>
      expect(await within(canvasElement).findByText('Idioma salvo com sucesso')).toBeVisible(),
    )
  },
}

export const Saving: Story = scenario({
  items: sampleLanguages,
  fakes: { save: 'pending' },
  steps: [{ type: 'item.edit', id: 1 }, reached({ ready: 'form' }), { type: 'form.submit', values: {} }],
})

export const SaveError: Story = scenario({
  items: sampleLanguages,
  fakes: { save: 'error' },
  steps: [
    { type: 'item.edit', id: 1 },
    reached({ ready: 'form' }),
    { type: 'form.submit', values: {} },
    reached({ ready: 'form' }),
  ],
})

export const Saved: Story = scenario({
  items: sampleLanguages,
  steps: [{ type: 'item.add' }, { type: 'form.submit', values: {} }, reached({ ready: 'idle' })],
})

export const DeleteConfirmation: Story = scenario({
  items: sampleLanguages,
  steps: [{ type: 'item.remove', id: 2 }],
})

export const DeleteError: Story = scenario({
  items: sampleLanguages,
  fakes: { remove: 'refused' },
  steps: [{ type: 'item.remove', id: 2 }, { type: 'removal.confirm' }, reached({ ready: 'idle' })],
})

export const Mobile: Story = { globals: { viewport: { value: 'mobile360', isRotated: false } } }
