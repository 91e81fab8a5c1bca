import { ptBR } from '@carreiras/core'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { Refusal, type RefusalActor, type RefusalProps } from './refusal'
import { startRefusal, type RefusalScenario, type RefusalSnapshot } from './refusal.fixtures'

// The refused application, one story per state a designer reviews, rendered by the real refusal machine
// with fake platform calls. Each story's scenario (parameters.refusal) is played before it renders.

type StoryArgs = Omit<RefusalProps, 'actor'>

let running: RefusalActor | undefined

const meta = {
  title: 'Domínio/Inscrição/Refusal',
  component: Refusal,
  // The loader gives the actor (from the story's scenario): no control or row for it.
  argTypes: { actor: { table: { disable: true }, control: false } },
  args: {},
  loaders: [
    async ({ parameters }) => {
      running?.stop()
      running = await startRefusal((parameters.refusal ?? {}) as RefusalScenario)
      return { actor: running }
    },
  ],
  render: (args, { loaded }) => <Refusal {...args} actor={(loaded as { actor: RefusalActor }).actor} />,
} satisfies Meta<typeof Refusal>

export default meta
// The stories' args: the props but the actor, which the loader gives.
type Story = StoryObj<StoryArgs>

const t = ptBR.application.refused
const scenario = (refusal: RefusalScenario) => ({ parameters: { refusal } })
const reached = (state: Parameters<RefusalSnapshot['matches']>[0]) => (s: RefusalSnapshot) => s.matches(state)

/** The template, why the decision was automatic, and 'Solicitar revisão'. */
export const Playground: Story = {
  ...scenario({ until: reached('shown') }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: t.title })).toBeVisible()
    await expect(canvas.getByText(/trabalhar presencialmente em São Paulo/)).toBeVisible()
    await expect(canvas.getByText(t.explanation)).toBeVisible()
    await expect(canvas.getByRole('region', { name: t.title })).toBeVisible()
    await expect(canvas.getByRole('button', { name: t.requestReview })).not.toHaveAttribute('aria-disabled')
    await expect(canvas.getByRole('link', { name: ptBR.application.backToJobs })).toHaveAttribute(
      'href',
      '/vagas',
    )
  },
}

/** The refusal is being read (the navigation's template sanitized, the lead read). */
export const Loading: Story = {
  ...scenario({ fakes: { load: 'pending' } }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(ptBR.common.loading)
  },
}

/** The review request on its way: the button keeps the focus but does nothing. */
export const ReviewSending: Story = {
  ...scenario({ fakes: { review: 'pending' }, requestReview: true, until: reached({ shown: 'requesting' }) }),
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: t.requestReview })
    await expect(button).toHaveAttribute('aria-disabled', 'true')
    await expect(button).toHaveAttribute('aria-busy', 'true')
  },
}

/** Recorded: announced politely. */
export const ReviewSent: Story = {
  ...scenario({ requestReview: true, until: reached({ shown: 'requested' }) }),
  play: async ({ canvas }) => {
    await expect(canvas.getByText(t.reviewRequested)).toBeVisible()
    await expect(canvas.getByText(t.reviewRequested).closest('[role="status"]')).not.toBeNull()
    await expect(canvas.getByRole('button', { name: t.requestReview })).toHaveAttribute(
      'aria-disabled',
      'true',
    )
  },
}

/** After a reload, the lead says a review was already asked for. */
export const ReviewAlreadyRequested: Story = {
  ...scenario({
    input: { opportunityId: 100001, template: null },
    fakes: { data: { reviewRequested: true } },
    until: reached({ shown: 'requested' }),
  }),
  play: async ({ canvas }) => {
    await expect(canvas.getByText(t.reviewRequested)).toBeVisible()
  },
}

/** The review could not be recorded: an alert, and the button asks again. */
export const ReviewFailed: Story = {
  ...scenario({
    fakes: { review: { code: 'INTERNAL' } },
    requestReview: true,
    until: reached({ shown: 'reviewFailed' }),
  }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(t.reviewFailed)
    await expect(canvas.getByRole('button', { name: t.requestReview })).not.toHaveAttribute('aria-disabled')
  },
}

/** The lead has no template: the page says so and still offers the review. */
export const WithoutTemplate: Story = {
  ...scenario({
    input: { opportunityId: 100001, template: null },
    fakes: { data: { html: null } },
    until: reached('shown'),
  }),
  play: async ({ canvas }) => {
    await expect(canvas.getByText(t.noTemplate)).toBeVisible()
    await expect(canvas.getByRole('button', { name: t.requestReview })).toBeVisible()
  },
}

/** Nothing to read the refusal from (no template, no opening). */
export const Missing: Story = {
  ...scenario({ input: { opportunityId: null, template: null } }),
  play: async ({ canvas }) => {
    await expect(canvas.getByText(t.noTemplate)).toBeVisible()
    await expect(canvas.queryByRole('button', { name: t.requestReview })).toBeNull()
  },
}

/** The connection dropped while reading: the alert and 'Tentar novamente'. */
export const LoadFailed: Story = {
  ...scenario({ fakes: { load: { code: 'NETWORK' } }, until: reached('failed') }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(ptBR.clientErrors.NETWORK)
    await expect(canvas.getByRole('button', { name: ptBR.application.tryAgain })).toBeVisible()
    await expect(canvas.queryByRole('button', { name: t.requestReview })).toBeNull()
  },
}

export const Mobile: Story = {
  ...scenario({ until: reached('shown') }),
  globals: { viewport: { value: 'mobile360', isRotated: false } },
}
