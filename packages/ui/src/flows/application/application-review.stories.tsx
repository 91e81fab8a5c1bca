import { ptBR, type ApplicationData, type EarlierAnswer } from '@carreiras/core'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor } from 'storybook/test'
import { ApplicationFlow, type ApplicationFlowProps } from './application-flow'
import {
  applicationData,
  startApplication,
  type ApplicationFlowActor,
  type ApplicationScenario,
} from './application-flow.fixtures'
import { personalDataOptions, sampleQuestions } from '../../domain/applications/application-form.fixtures'

// Applying again in one step (docs/apply-again.md), through the real application machine with fake
// platform calls: the one review screen of a returning candidate (also in the demo brand), its sending
// and failed states, the review before an opening's tests, and the form when something is missing —
// the earlier answers filled in and pointed out, the eliminatory question empty.

type StoryArgs = Omit<ApplicationFlowProps, 'actor'>

let running: ApplicationFlowActor | undefined

const meta = {
  title: 'Domínio/Inscrição/ApplicationReview',
  component: ApplicationFlow,
  // The loader gives the actor (from the story's scenario): no control or row for it.
  argTypes: { actor: { table: { disable: true }, control: false } },
  args: { states: personalDataOptions.states, opportunityTitle: 'Analista de Crédito Pleno' },
  loaders: [
    async ({ parameters }) => {
      running?.stop()
      running = await startApplication((parameters.application ?? {}) as ApplicationScenario)
      return { actor: running }
    },
  ],
  render: (args, { loaded }) => (
    <ApplicationFlow {...args} actor={(loaded as { actor: ApplicationFlowActor }).actor} />
  ),
} satisfies Meta<typeof ApplicationFlow>

export default meta
// The stories' args: the props but the actor, which the loader gives.
type Story = StoryObj<StoryArgs>

const t = ptBR.applyAgain
const [mother, schedule, cnh, tools] = sampleQuestions as [
  (typeof sampleQuestions)[number],
  (typeof sampleQuestions)[number],
  (typeof sampleQuestions)[number],
  (typeof sampleQuestions)[number],
]

const earlier = (questionId: string, title: string, htmlType: EarlierAnswer['htmlType'], answer: string) => ({
  questionId,
  title,
  htmlType,
  answer,
  opportunityId: 100003,
  opportunityTitle: 'Gerente de Relacionamento',
  answeredAt: '2026-11-20T12:00:00.000Z',
})

/** A returning candidate: the schedule and the tools answered on another opening (by text and type). */
const EARLIER: ApplicationData['earlier'] = {
  applications: 1,
  answers: [
    earlier('901', schedule.title, 'select', 'Tarde'),
    earlier('904', tools.title, 'check_boxes', 'SQL;Excel'),
    // The eliminatory question answered there: never offered here.
    earlier('903', cnh.title, 'radio_buttons', 'Sim'),
  ],
}

/** Nothing missing: the profile, the mother's name from the profile, two earlier answers, experience. */
const returning = (overrides: Partial<ApplicationData> = {}) =>
  applicationData({
    questions: [mother, schedule, tools],
    additional: [{ slug: 'mae', answer: 'Maria Aparecida Souza' }],
    experiences: 2,
    earlier: EARLIER,
    ...overrides,
  })

const scenario = (application: ApplicationScenario) => ({ parameters: { application } })

/** The review: everything that will be sent, the earlier answers marked, 'Confirmar inscrição'. */
export const Playground: Story = {
  ...scenario({ data: returning() }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: t.review.title })).toHaveFocus()
    const questions = canvas.getByRole('region', { name: t.review.questions })
    await expect(questions).toHaveTextContent('Excel, SQL')
    await expect(canvas.getAllByText(t.earlier.badge)).toHaveLength(2)
    await expect(canvas.getByRole('button', { name: t.review.confirm })).toBeVisible()
    await expect(canvas.getByRole('button', { name: t.review.editQuestions })).toBeVisible()
  },
}

/** The same review in the demo brand. */
export const DemoBrand: Story = {
  ...scenario({ data: returning() }),
  globals: { brand: 'demo' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: t.review.confirm })).toBeVisible()
  },
}

/** Before an opening's tests: the review says the tests come next. */
export const WithTests: Story = {
  ...scenario({ data: returning({ opportunity: { ...applicationData().opportunity, hasTests: true } }) }),
  play: async ({ canvas }) => {
    await expect(canvas.getByText(t.review.testsNext)).toBeVisible()
  },
}

/** Confirmed and sending: the button is busy and the edit buttons wait. */
export const Sending: Story = {
  ...scenario({ data: returning(), pending: 'subscribe', events: [{ type: 'review.confirm' }] }),
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: t.review.confirm })).toHaveAttribute('aria-busy', 'true'),
    )
    await expect(canvas.getByRole('button', { name: t.review.editPersonal })).toBeDisabled()
  },
}

/** The connection dropped while sending: back on the review with the alert, everything kept. */
export const SendFailed: Story = {
  ...scenario({ data: returning(), subscribeError: 'NETWORK', events: [{ type: 'review.confirm' }] }),
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(ptBR.application.networkFailed))
    await expect(canvas.getByRole('button', { name: t.review.confirm })).toBeVisible()
  },
}

/** Something missing (an eliminatory question): the form, with the earlier answers filled in and noted. */
export const OfferedInForm: Story = {
  ...scenario({ data: returning({ questions: [mother, schedule, cnh, tools] }) }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: ptBR.application.tabs.basic })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    await expect(canvas.getAllByText(t.earlier.badge)).toHaveLength(2)
    const cnhGroup = canvas.getByRole('group', { name: new RegExp(cnh.title) })
    for (const radio of Array.from(cnhGroup.querySelectorAll('input[type="radio"]')))
      await expect(radio).not.toBeChecked()
  },
}

/** The same form in the demo brand. */
export const OfferedInFormDemoBrand: Story = {
  ...OfferedInForm,
  globals: { brand: 'demo' },
}
