import type { TestRunnerView } from '@carreiras/core'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { Alert } from '../../primitives/alert'
import { TestQuestion, type TestQuestionProps } from './test-question'
import { inputs, platformError, questionData, viewOf, type TestRunnerScenario } from './test-runner.fixtures'

// One question on its own: each story's view comes from the real machine (parameters.scenario) through
// connect, then stands still (choosing an option does not re-render it here). The live flow, with the
// rules and the focus after a failed submit, is Domínio/Testes/TestRunner.

type StoryArgs = Omit<TestQuestionProps, 'question'>

const meta = {
  title: 'Domínio/Testes/TestQuestion',
  component: TestQuestion,
  // The loader gives `question` (from the story's scenario): no control or row for it.
  argTypes: { question: { table: { disable: true }, control: false } },
  loaders: [
    async ({ parameters }) => ({
      view: await viewOf((parameters.scenario ?? { input: inputs.question }) as TestRunnerScenario),
    }),
  ],
  render: (args, { loaded }) => (
    <TestQuestion {...args} question={(loaded as { view: TestRunnerView }).view.question!} />
  ),
} satisfies Meta<typeof TestQuestion>

export default meta
// The stories' args: the props but `question`, which the loader gives.
type Story = StoryObj<StoryArgs>

const scenario = (value: TestRunnerScenario) => ({ parameters: { scenario: value } })
const question = (data: ReturnType<typeof questionData>, steps: TestRunnerScenario['steps'] = []) =>
  scenario({ input: inputs.question, fakes: { question: data }, steps })

export const Playground: Story = {}

/** An option chosen. */
export const SingleChoiceAnswered: Story = {
  ...question(questionData('single'), [{ type: 'option.toggle', optionId: 1 }]),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Carla é organizada.' })).toBeChecked()
  },
}

export const SingleChoiceError: Story = {
  ...question(questionData('single'), [{ type: 'answer.submit' }]),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup')).toHaveAttribute('aria-invalid', 'true')
    await expect(canvas.getByRole('radiogroup')).toHaveAccessibleDescription(
      expect.stringContaining('Selecione 1 opção'),
    )
  },
}

export const MultipleChoiceMaxReached: Story = {
  ...question(questionData('multiple'), [
    { type: 'option.toggle', optionId: 11 },
    { type: 'option.toggle', optionId: 13 },
    { type: 'option.toggle', optionId: 12 },
  ]),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Máximo de opções já foi escolhido.')
  },
}

export const TextAnswer: Story = {
  ...question(questionData('text'), [
    { type: 'text.change', value: 'Um cliente não conseguia acessar a conta e eu o ajudei por telefone.' },
  ]),
}

export const TextLengthError: Story = {
  ...question(questionData('text'), [{ type: 'text.change', value: 'Ajudei.' }, { type: 'answer.submit' }]),
}

export const VideoYoutubeError: Story = {
  ...question(questionData('video'), [
    { type: 'video.change', value: 'https://vimeo.com/123456' },
    { type: 'answer.submit' },
  ]),
}

export const WithImages: Story = {
  ...question(questionData('images'), [{ type: 'option.toggle', optionId: 23 }]),
}

export const Saving: Story = {
  ...scenario({
    input: inputs.question,
    fakes: { saveAnswer: 'pending' },
    steps: [{ type: 'option.toggle', optionId: 1 }, { type: 'answer.submit' }],
  }),
}

export const Unsaved: Story = {
  ...scenario({
    input: inputs.question,
    fakes: { saveAnswer: platformError('NETWORK') },
    steps: [
      { type: 'option.toggle', optionId: 1 },
      { type: 'answer.submit' },
      (snapshot) => snapshot.matches({ question: { active: { form: 'unsaved' } } }),
    ],
  }),
}

/** A failed save shows in the slot above the buttons (the flow passes an inline Alert). */
export const SaveFailed: Story = {
  ...question(questionData('single'), [{ type: 'option.toggle', optionId: 1 }]),
  args: {
    alert: (
      <Alert variant="error" title={null} onClose={fn()}>
        Não foi possível salvar sua resposta. Tente novamente.
      </Alert>
    ),
  },
}

export const Timed: Story = { ...question(questionData('multiple', { timeLeft: 754, timeLimit: 1800 })) }

export const TimerWarning: Story = { ...question(questionData('video', { timeLeft: 25, timeLimit: 1800 })) }
