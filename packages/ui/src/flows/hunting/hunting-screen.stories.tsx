import { ptBR } from '@carreiras/core'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor } from 'storybook/test'
import { HuntingScreen, type HuntingActor, type HuntingScreenProps } from './hunting-screen'
import { startHunting, type HuntingScenario, type HuntingSnapshot } from './hunting-screen.fixtures'

// A headhunting invitation's pages (/accept_hunting/{token} and its refusal link), one story per state
// a designer reviews, rendered by the real hunting machine with fake platform calls. Each story's
// scenario (parameters.hunting) is played before it renders.

type StoryArgs = Omit<HuntingScreenProps, 'actor'>

let running: HuntingActor | undefined

const meta = {
  title: 'Domínio/Convites/HuntingScreen',
  component: HuntingScreen,
  // The loader gives the actor (from the story's scenario): no control or row for it.
  argTypes: { actor: { table: { disable: true }, control: false } },
  args: {},
  loaders: [
    async ({ parameters }) => {
      running?.stop()
      running = await startHunting((parameters.hunting ?? {}) as HuntingScenario)
      return { actor: running }
    },
  ],
  render: (args, { loaded }) => <HuntingScreen {...args} actor={(loaded as { actor: HuntingActor }).actor} />,
} satisfies Meta<typeof HuntingScreen>

export default meta
// The stories' args: the props but the actor, which the loader gives.
type Story = StoryObj<StoryArgs>

const t = ptBR.hunting
const scenario = (hunting: HuntingScenario) => ({ parameters: { hunting } })
const reached = (state: Parameters<HuntingSnapshot['matches']>[0]) => (s: HuntingSnapshot) => s.matches(state)

/** The refusal link: the question, 'Recusar convite' and the way home. */
export const Playground: Story = {
  ...scenario({ until: reached('confirming') }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: t.refuse.title })).toBeVisible()
    await expect(canvas.getByText(`${t.refuse.question} ${t.refuse.explanation}`)).toBeVisible()
    await expect(canvas.getByRole('button', { name: t.refuse.confirm })).toBeEnabled()
    await expect(canvas.getByRole('link', { name: t.goHome })).toHaveAttribute('href', '/')
  },
}

/** Accepting: the spinner while the invitation is read and accepted (then /InsertCpf or /). */
export const Working: Story = {
  ...scenario({ input: { mode: 'accept' }, fakes: { accept: 'pending' } }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(t.accepting)
  },
}

/** The refusal link, while the invitation is read. */
export const Opening: Story = {
  ...scenario({ fakes: { decode: 'pending' } }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(t.opening)
  },
}

/** 'Recusar convite' clicked: the answer on its way, the button keeps the focus. */
export const Refusing: Story = {
  ...scenario({ fakes: { refuse: 'pending' }, until: reached('confirming') }),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: t.refuse.confirm }))
    const button = await canvas.findByRole('button', { name: t.refuse.refusing })
    await expect(button).toHaveAttribute('aria-busy', 'true')
    await expect(button).toHaveAttribute('aria-disabled', 'true')
    await expect(button).toHaveFocus()
  },
}

/** The refusal could not be recorded: said beside the question, which asks again. */
export const RefuseFailed: Story = {
  ...scenario({
    fakes: { refuse: { code: 'INTERNAL' } },
    confirm: true,
    until: (s) => s.matches('confirming') && s.context.refuseFailed,
  }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(t.refuse.failed)
    await expect(canvas.getByRole('button', { name: t.refuse.confirm })).not.toHaveAttribute('aria-disabled')
  },
}

/** Refused: the answer recorded, the ways on. */
export const Refused: Story = {
  ...scenario({ until: reached('confirming') }),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: t.refuse.confirm }))
    const heading = await canvas.findByRole('heading', { level: 1, name: t.refused.title })
    await expect(canvas.getByText(t.refused.message)).toBeVisible()
    await expect(canvas.getByRole('link', { name: t.jobs })).toHaveAttribute('href', '/vagas')
    await expect(canvas.getByRole('link', { name: t.goHome })).toHaveAttribute('href', '/')
    await waitFor(() => expect(heading).toHaveFocus())
  },
}

/** A tampered or mistyped link. */
export const InvalidUnknown: Story = {
  ...scenario({ fakes: { token: null }, until: reached('invalid') }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: t.unknown.title })).toBeVisible()
    await expect(canvas.getByText(t.unknown.message)).toBeVisible()
    await expect(canvas.getByRole('link', { name: t.jobs })).toBeVisible()
  },
}

/** An invitation already answered, or past its deadline. */
export const InvalidAnswered: Story = {
  ...scenario({
    input: { mode: 'accept' },
    fakes: { token: { valid: false, userId: 77, opportunityId: 3001 } },
    until: reached('invalid'),
  }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: t.answered.title })).toBeVisible()
    await expect(canvas.getByText(t.answered.message)).toBeVisible()
  },
}

/** Anything else went wrong: the alert and 'Tentar novamente'. */
export const Failed: Story = {
  ...scenario({
    input: { mode: 'accept' },
    fakes: { decode: { code: 'INTERNAL' } },
    until: reached('failed'),
  }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: t.title })).toBeVisible()
    await expect(canvas.getByRole('alert')).toHaveTextContent(t.failed)
    await expect(canvas.getByRole('button', { name: ptBR.application.tryAgain })).toBeVisible()
  },
}

export const Mobile: Story = {
  ...scenario({ until: reached('confirming') }),
  globals: { viewport: { value: 'mobile360', isRotated: false } },
}
