import type { TestRunnerView } from '@carreiras/core'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { Alert } from '../../primitives/alert'
import { TestCover, type TestCoverProps } from './test-cover'
import { covers, inputs, viewOf, type TestRunnerScenario } from './test-runner.fixtures'

// A test's cover on its own: each story's view comes from the real machine (parameters.scenario)
// through connect, then stands still. The live flow is Domínio/Testes/TestRunner.

type StoryArgs = Omit<TestCoverProps, 'cover'>

const meta = {
  title: 'Domínio/Testes/TestCover',
  component: TestCover,
  // The loader gives `cover` (from the story's scenario): no control or row for it.
  argTypes: { cover: { table: { disable: true }, control: false }, renderLink: { control: false } },
  args: { testsHref: '/vagas/100001/inscricao/testes' },
  loaders: [
    async ({ parameters }) => ({
      view: await viewOf((parameters.scenario ?? { input: inputs.cover }) as TestRunnerScenario),
    }),
  ],
  render: (args, { loaded }) => (
    <TestCover {...args} cover={(loaded as { view: TestRunnerView }).view.cover!} />
  ),
} satisfies Meta<typeof TestCover>

export default meta
// The stories' args: the props but `cover`, which the loader gives.
type Story = StoryObj<StoryArgs>

const scenario = (value: TestRunnerScenario) => ({ parameters: { scenario: value } })

export const Playground: Story = {}

export const Timed: Story = { ...scenario({ input: inputs.cover, fakes: { cover: covers.timed } }) }

export const ExtraTimeOffered: Story = {
  ...scenario({ input: inputs.cover, fakes: { cover: covers.extraTimeOffered } }),
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(
        'Pessoas com deficiência podem pedir 50% a mais de tempo para este teste. Peça antes de começar.',
      ),
    ).toBeVisible()
  },
}

export const ExtraTimeRequesting: Story = {
  ...scenario({
    input: inputs.cover,
    fakes: { cover: covers.extraTimeOffered, requestExtraTime: 'pending' },
    steps: [{ type: 'extraTime.request' }],
  }),
}

export const ExtraTimeGranted: Story = {
  ...scenario({ input: inputs.cover, fakes: { cover: covers.extraTimeGranted } }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Tempo adicional concedido. Você terá 45 minutos para concluir o teste.',
    )
  },
}

/** The extra time could not be granted (the flow passes an inline Alert). */
export const ExtraTimeFailed: Story = {
  ...scenario({ input: inputs.cover, fakes: { cover: covers.extraTimeOffered } }),
  args: {
    alert: (
      <Alert variant="error" title={null} onClose={fn()}>
        Não foi possível conceder o tempo adicional. Tente novamente.
      </Alert>
    ),
  },
}

export const Finished: Story = { ...scenario({ input: inputs.cover, fakes: { cover: covers.finished } }) }

export const WithoutDescription: Story = {
  ...scenario({
    input: inputs.cover,
    fakes: { cover: { ...covers.untimed, description: null, questionCount: 1 } },
  }),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Você responderá a 1 questão')).toBeVisible()
  },
}
