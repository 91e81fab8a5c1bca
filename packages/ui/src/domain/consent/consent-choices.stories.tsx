import { ptBR } from '@carreiras/core'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { ConsentChoicesList, useConsentDraft, type ConsentChoicesProps } from './consent-choices'
import { purposeViews } from './consent.fixtures'

// The optional purposes' checkboxes on their own, as the consent prompt and the 'Privacidade' box show them.
// Each story keeps its ticks with `useConsentDraft` (the callers' hook), starting from the recorded choices.
// Saving, its failure and the loading are the callers' (Domínio/Privacidade/ConsentPrompt,
// Domínio/Perfil/PrivacyBox).

const t = ptBR.consent

/** The list with its ticks kept as the callers keep them; `onChange` also reaches the story's spy. */
function Draft(args: ConsentChoicesProps) {
  const { draft, set } = useConsentDraft(args.purposes)
  return (
    <ConsentChoicesList
      {...args}
      value={draft}
      onChange={(purpose, checked) => {
        set(purpose, checked)
        args.onChange(purpose, checked)
      }}
    />
  )
}

const meta = {
  title: 'Domínio/Privacidade/ConsentChoices',
  component: ConsentChoicesList,
  args: {
    purposes: purposeViews(),
    // Shown as the draft starts from `purposes` (render, below).
    value: { survey: false, chat: false, marketing: false },
    onChange: fn(),
  },
  argTypes: { value: { control: false } },
  render: (args) => (
    <div className="max-w-xl">
      <Draft {...args} />
    </div>
  ),
} satisfies Meta<typeof ConsentChoicesList>

export default meta
type Story = StoryObj<typeof meta>

/** The three checkboxes, by their names. */
const box = (canvasElement: HTMLElement) => ({
  survey: within(canvasElement).getByRole('checkbox', { name: t.purposes.survey.label }),
  chat: within(canvasElement).getByRole('checkbox', { name: t.purposes.chat.label }),
  marketing: within(canvasElement).getByRole('checkbox', { name: t.purposes.marketing.label }),
})

/** Nothing chosen yet: every purpose unticked, each with what it sends and to whom. */
export const Playground: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3)
    const boxes = box(canvasElement)
    for (const purpose of ['survey', 'chat', 'marketing'] as const) {
      await expect(boxes[purpose]).not.toBeChecked()
      await expect(boxes[purpose]).toHaveAccessibleDescription(t.purposes[purpose].description)
    }
    await expect(canvas.queryByText(t.undecided)).toBeNull()
  },
}

/** By keyboard: Tab reaches each box, Space ticks and unticks it. */
export const ChooseByKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const boxes = box(canvasElement)
    await userEvent.tab()
    await expect(boxes.survey).toHaveFocus()
    await userEvent.keyboard(' ')
    await expect(boxes.survey).toBeChecked()
    await expect(args.onChange).toHaveBeenLastCalledWith('survey', true)
    await userEvent.tab()
    await expect(boxes.chat).toHaveFocus()
    await userEvent.keyboard(' ')
    await userEvent.keyboard(' ')
    await expect(boxes.chat).not.toBeChecked()
    await expect(args.onChange).toHaveBeenLastCalledWith('chat', false)
    await expect(args.onChange).toHaveBeenCalledTimes(3)
    await expect(boxes.marketing).not.toBeChecked()
  },
}

/** Recorded choices: an allowed purpose starts ticked, a refused or undecided one unticked. */
export const Chosen: Story = {
  args: { purposes: purposeViews({ survey: 'granted', marketing: 'refused' }) },
  play: async ({ canvasElement }) => {
    const boxes = box(canvasElement)
    await expect(boxes.survey).toBeChecked()
    await expect(boxes.chat).not.toBeChecked()
    await expect(boxes.marketing).not.toBeChecked()
  },
}

/** The 'Privacidade' box: each purpose's state and when it was recorded, read with the box. */
export const WithRecordedState: Story = {
  args: { purposes: purposeViews({ survey: 'granted', marketing: 'refused' }), showState: true },
  play: async ({ canvasElement }) => {
    const boxes = box(canvasElement)
    // The computed description trims the space that starts the time's span.
    const recorded = `${t.recordedAt.replace('{date}', '26/11/2026 às 15:40')} ${t.origins.profile}`
    await expect(boxes.survey).toHaveAccessibleDescription(
      `${t.purposes.survey.description} ${t.granted}· ${recorded}`,
    )
    await expect(boxes.chat).toHaveAccessibleDescription(`${t.purposes.chat.description} ${t.undecided}`)
    await expect(boxes.marketing).toHaveAccessibleDescription(
      `${t.purposes.marketing.description} ${t.refused}· ${recorded}`,
    )
  },
}

/** While the choices are saved: every box is disabled and keeps its tick. */
export const Disabled: Story = {
  args: { purposes: purposeViews({ chat: 'granted' }), disabled: true },
  play: async ({ canvasElement, args }) => {
    const boxes = box(canvasElement)
    for (const purpose of ['survey', 'chat', 'marketing'] as const)
      await expect(boxes[purpose]).toBeDisabled()
    await expect(boxes.chat).toBeChecked()
    await userEvent.click(boxes.survey, { pointerEventsCheck: 0 })
    await expect(boxes.survey).not.toBeChecked()
    await expect(args.onChange).not.toHaveBeenCalled()
  },
}

export const Mobile: Story = {
  args: { purposes: purposeViews({ survey: 'granted' }), showState: true },
  globals: { viewport: { value: 'mobile360', isRotated: false } },
}
