import { durationText, ptBR, TEST_TIME_WARNING_SECONDS } from '@carreiras/core'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { TestRunner, type TestRunnerActor, type TestRunnerProps } from './test-runner'
import {
  challengeTests,
  covers,
  finishedTests,
  inputs,
  platformError,
  questionData,
  sampleTests,
  startTestRunner,
  type TestRunnerScenario,
  type TestRunnerSnapshot,
} from '../../domain/online-tests/test-runner.fixtures'

// Every screen and state of the online tests, rendered by the real test-runner machine with fake
// platform calls and a fixed clock. Each story's scenario (parameters.testRunner: the route's input,
// the fakes, then events sent and states waited for) is played before the story renders; a few stories
// then play a user's keyboard or mouse.

type StoryArgs = Omit<TestRunnerProps, 'actor'>

let running: TestRunnerActor | undefined

const meta = {
  title: 'Domínio/Testes/TestRunner',
  component: TestRunner,
  // The loader gives the actor (from the story's scenario): no control or row for it.
  argTypes: { actor: { table: { disable: true }, control: false } },
  args: {
    firstName: 'Ana',
    testsHref: '/vagas/100001/inscricao/testes',
    applicationHref: '/vagas/100001/inscricao',
  },
  loaders: [
    async ({ parameters }) => {
      running?.stop()
      running = await startTestRunner((parameters.testRunner ?? {}) as TestRunnerScenario)
      return { actor: running }
    },
  ],
  render: (args, { loaded }) => <TestRunner {...args} actor={(loaded as { actor: TestRunnerActor }).actor} />,
} satisfies Meta<typeof TestRunner>

export default meta
// The stories' args: the props but the actor, which the loader gives.
type Story = StoryObj<StoryArgs>

/** A story whose machine plays this scenario before it renders. */
const scenario = (testRunner: TestRunnerScenario) => ({ parameters: { testRunner } })

const body = (element: HTMLElement) => within(element.ownerDocument.body)
const reached = (state: Parameters<TestRunnerSnapshot['matches']>[0]) => (snapshot: TestRunnerSnapshot) =>
  snapshot.matches(state)
const mobile = { viewport: { value: 'mobile360', isRotated: false } }

/* The tests list --------------------------------------------------------------------------------------- */

/** Pending and finished tests, the summary, an in-house link and a partner button (a hidden test is left out). */
export const ListPendingAndFinished: Story = {
  ...scenario({ input: inputs.list }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Testes da vaga' })).toBeVisible()
    await expect(canvas.getByRole('status')).toHaveTextContent('Faltam 2 testes...')
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3)
    await expect(canvas.getByRole('link', { name: 'Fazer teste' })).toHaveAttribute(
      'href',
      '/vagas/100001/inscricao/raciocinio-logico/301',
    )
    await expect(
      canvas.getByRole('button', { name: 'Fazer teste no site parceiro (abre em nova aba)' }),
    ).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Finalizar Inscrição' })).toBeNull()
  },
}

export const ListMobile: Story = { ...scenario({ input: inputs.list }), globals: mobile }

/** Nothing required is pending: 'Finalizar Inscrição'. */
export const ListAllDone: Story = {
  ...scenario({ input: inputs.list, fakes: { tests: { tests: finishedTests } } }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Todos os testes foram finalizados')
    await expect(canvas.getByRole('button', { name: 'Finalizar Inscrição' })).toBeEnabled()
  },
}

/** Already enrolled: the note instead of 'Finalizar Inscrição'; a test after the application is still offered. */
export const ListEnrolled: Story = {
  ...scenario({
    input: inputs.list,
    fakes: {
      tests: {
        step: 'applied',
        tests: sampleTests.map((test) =>
          test.requiredIn === 'subscription' ? { ...test, status: 'finished' } : test,
        ),
      },
    },
  }),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Você já está inscrito nesta vaga.')).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Finalizar Inscrição' })).toBeNull()
  },
}

/**
 * The confirmation page's offer of the tests required after applying (`thank_you`): its own title (an h2
 * under the page's h1), no 'Finalizar Inscrição', no link back to the form.
 */
export const ThankYouOffer: Story = {
  args: { listHeadingLevel: 2, applicationHref: undefined },
  ...scenario({
    input: { ...inputs.list, requiredIn: 'thank_you' },
    fakes: {
      tests: { step: 'applied', tests: sampleTests.filter((test) => test.requiredIn === 'thank_you') },
    },
  }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: ptBR.tests.thankYouTitle })).toBeVisible()
    await expect(canvas.getByText(ptBR.tests.thankYouIntro)).toBeVisible()
    await expect(canvas.queryByRole('button', { name: ptBR.tests.finish })).toBeNull()
    await expect(canvas.queryByRole('link', { name: ptBR.tests.backToApplication })).toBeNull()
  },
}

/** 'Atenção' before a partner's test: not closed by the backdrop; 'Fechar' is focused first. */
export const ListPartnerDialog: Story = {
  ...scenario({ input: inputs.list, steps: [{ type: 'test.open', testId: 303 }] }),
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: 'Atenção' })
    await expect(dialog).toHaveAccessibleDescription(
      'Você será direcionado para o site parceiro para realizar o teste.',
    )
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Fechar' })).toHaveFocus())
    // The dialog fades in: wait for it to show whole.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Vamos lá!' })).toBeVisible())
  },
}

/** Keyboard only: Tab to the partner test, Enter opens 'Atenção', Esc closes it and the focus comes back. */
export const ListPartnerKeyboard: Story = {
  ...scenario({ input: inputs.list }),
  play: async ({ canvas, canvasElement, userEvent }) => {
    const partner = canvas.getByRole('button', { name: 'Fazer teste no site parceiro (abre em nova aba)' })
    await userEvent.tab()
    await expect(canvas.getByRole('link', { name: 'Voltar para a inscrição' })).toHaveFocus()
    await userEvent.tab()
    await expect(canvas.getByRole('link', { name: 'Fazer teste' })).toHaveFocus()
    await userEvent.tab()
    await expect(partner).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: 'Atenção' })
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Fechar' })).toHaveFocus())
    await userEvent.tab()
    await expect(within(dialog).getByRole('button', { name: 'Vamos lá!' })).toHaveFocus()
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(body(canvasElement).queryByRole('alertdialog')).toBeNull())
    await waitFor(() => expect(partner).toHaveFocus())
  },
}

/** 'Finalizar Inscrição' while the application is sent: busy, keeps its focus, ignores clicks. */
export const ListFinishing: Story = {
  ...scenario({
    input: inputs.list,
    fakes: { tests: { tests: finishedTests }, loadApplication: 'pending' },
    steps: [{ type: 'application.finish' }],
  }),
  play: async ({ canvas }) => {
    const finish = canvas.getByRole('button', { name: 'Finalizar Inscrição' })
    await expect(finish).toHaveAttribute('aria-busy', 'true')
    await expect(finish).toHaveAttribute('aria-disabled', 'true')
  },
}

/** The application could not be sent (no connection): an inline alert with its close button. */
export const ListFinishFailed: Story = {
  ...scenario({
    input: inputs.list,
    fakes: { tests: { tests: finishedTests }, loadApplication: platformError('NETWORK') },
    steps: [{ type: 'application.finish' }, reached({ list: 'ready' })],
  }),
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert')
    await expect(alert).toHaveTextContent('Uoops')
    await expect(within(alert).getByRole('button', { name: 'Fechar' })).toBeVisible()
  },
}

/** The tests could not be loaded: 'Uoops' and 'Ok' (back to the application form). */
export const ListLoadFailed: Story = {
  ...scenario({ input: inputs.list, fakes: { loadTests: platformError('INTERNAL') } }),
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: 'Uoops' })
    await expect(dialog).toHaveAccessibleDescription(
      'Ocorreu um erro ao carregar os testes da oportunidade. Tente novamente.',
    )
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Ok' })).toHaveFocus())
  },
}

/** The pending tests page without an application: 'Você não está inscrito na oportunidade'. */
export const NotEnrolled: Story = {
  ...scenario({ input: inputs.pending, fakes: { tests: { step: null } } }),
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: 'Uoops' })
    await expect(dialog).toHaveAccessibleDescription('Você não está inscrito na oportunidade')
  },
}

/** The pending tests page: only what is still to do. */
export const PendingTests: Story = {
  ...scenario({ input: inputs.pending }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Testes pendentes' })).toBeVisible()
    await expect(canvas.queryByText('Conhecimentos Bancários')).toBeNull()
  },
}

/** A closed opening (the list, the pending tests, a question): the application form's 'Uoops' / 'Inscrições Encerradas'. */
export const ClosedOpportunity: Story = {
  ...scenario({ input: { ...inputs.pending, opportunityOpen: false } }),
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: 'Uoops' })
    await expect(dialog).toHaveAccessibleDescription('Inscrições Encerradas')
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Ok' })).toHaveFocus())
  },
}

/** The cover of a closed opening is shown as usual (the spec's exception). */
export const CoverOfClosedOpportunity: Story = {
  ...scenario({ input: { ...inputs.cover, opportunityOpen: false }, fakes: { cover: covers.untimed } }),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: 'Começar' })).toBeVisible()
    await expect(body(canvasElement).queryByRole('alertdialog')).toBeNull()
  },
}

/** Tests 2015 and 2018 both pending: one challenge, 'Desafio de Talentos', on the challenge site. */
export const ChallengeRenamed: Story = {
  ...scenario({
    input: { ...inputs.list, challengeUrl: 'https://desafio.exemplo.com.br/inscricao' },
    fakes: { tests: { tests: challengeTests } },
  }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Desafio de Talentos' })).toBeVisible()
    await expect(canvas.queryByText('Teste de Inglês Parceiro')).toBeNull()
    await expect(canvas.queryByText('Teste de Lógica Parceiro')).toBeNull()
  },
}

export const Loading: Story = {
  ...scenario({ input: inputs.list, fakes: { loadTests: 'pending' } }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Carregando teste...')
  },
}

/* The cover ------------------------------------------------------------------------------------------- */

export const CoverUntimed: Story = {
  ...scenario({ input: inputs.cover, fakes: { cover: covers.untimed } }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Raciocínio Lógico' })).toBeVisible()
    await expect(canvas.getByText('Você responderá a 10 questões')).toBeVisible()
    await expect(canvas.getByText('Sem limite de tempo')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Começar' })).toBeEnabled()
    await expect(canvas.getByRole('link', { name: 'Voltar para os testes' })).toHaveAttribute(
      'href',
      '/vagas/100001/inscricao/testes',
    )
  },
}

export const CoverTimed: Story = {
  ...scenario({ input: inputs.cover, fakes: { cover: covers.timed } }),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Tempo para concluir: 30 minutos')).toBeVisible()
  },
}

/** A candidate with a disability may ask for more time before starting. */
export const CoverExtraTimeOffered: Story = {
  ...scenario({ input: inputs.cover, fakes: { cover: covers.extraTimeOffered } }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Tempo adicional' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Pedir tempo adicional' })).toBeEnabled()
  },
}

export const CoverExtraTimeRequesting: Story = {
  ...scenario({
    input: inputs.cover,
    fakes: { cover: covers.extraTimeOffered, requestExtraTime: 'pending' },
    steps: [{ type: 'extraTime.request' }],
  }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Pedir tempo adicional' })).toHaveAttribute(
      'aria-busy',
      'true',
    )
  },
}

/** 'Pedir tempo adicional' → the grant, announced politely; the focus moves to it and the time grows. */
export const CoverExtraTimeGranted: Story = {
  ...scenario({ input: inputs.cover, fakes: { cover: covers.extraTimeOffered } }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Pedir tempo adicional' }))
    const granted = await canvas.findByText(
      'Tempo adicional concedido. Você terá 45 minutos para concluir o teste.',
    )
    await expect(granted.closest('[role="status"]')).not.toBeNull()
    await waitFor(() => expect(granted.closest('[role="status"]')).toHaveFocus())
    await expect(canvas.getByText('Tempo para concluir: 45 minutos')).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Pedir tempo adicional' })).toBeNull()
  },
}

export const CoverFinished: Story = {
  ...scenario({ input: inputs.cover, fakes: { cover: covers.finished } }),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Você já finalizou este teste.')).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Começar' })).toBeNull()
  },
}

/* A question ------------------------------------------------------------------------------------------ */

/** Single choice: clicking an option chooses it. */
export const QuestionSingleChoice: Story = {
  ...scenario({ input: inputs.question }),
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByText('Questão 1 de 5')).toBeVisible()
    const group = canvas.getByRole('radiogroup', {
      name: 'Se todo analista é organizado e Carla é analista, qual afirmação é verdadeira?',
    })
    await userEvent.click(within(group).getByRole('radio', { name: 'Carla é organizada.' }))
    await expect(within(group).getByRole('radio', { name: 'Carla é organizada.' })).toBeChecked()
  },
}

/** 'Próxima' without an answer: the rule's message under the options, wired to them, and the focus on the first. */
export const QuestionSubmitWithoutAnswer: Story = {
  ...scenario({ input: inputs.question }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Próxima' }))
    const group = canvas.getByRole('radiogroup')
    await expect(group).toHaveAttribute('aria-invalid', 'true')
    await expect(group).toHaveAccessibleDescription(expect.stringContaining('Selecione 1 opção'))
    await waitFor(() => expect(within(group).getAllByRole('radio')[0]).toHaveFocus())
  },
}

/** Multiple choice: a third option keeps the two chosen and says the maximum is reached (role=alert). */
export const QuestionMultipleChoiceMax: Story = {
  ...scenario({ input: inputs.question, fakes: { question: questionData('multiple') } }),
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByText('Escolha 2 opções')).toBeVisible()
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Empréstimo pessoal' }))
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Financiamento imobiliário' }))
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Conta poupança' }))
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Máximo de opções já foi escolhido. Remove a seleção de alguma opção.',
    )
    await expect(canvas.getByRole('checkbox', { name: 'Conta poupança' })).not.toBeChecked()
    await expect(canvas.getByRole('checkbox', { name: 'Empréstimo pessoal' })).toBeChecked()
  },
}

/** A text answer too short: the length rule under the field (aria-invalid, described by it) and the focus back in it. */
export const QuestionTextLengthError: Story = {
  ...scenario({ input: inputs.question, fakes: { question: questionData('text') } }),
  play: async ({ canvas, userEvent }) => {
    const answer = canvas.getByRole('textbox', { name: 'Sua resposta' })
    await userEvent.type(answer, 'Atendi o cliente com calma.')
    await userEvent.click(canvas.getByRole('button', { name: 'Próxima' }))
    await expect(answer).toHaveAttribute('aria-invalid', 'true')
    await expect(answer).toHaveAccessibleDescription(
      expect.stringContaining('Sua resposta deve conter entre 50 e 500 caracteres'),
    )
    await waitFor(() => expect(answer).toHaveFocus())
  },
}

/** A video answer that is not a YouTube link. */
export const QuestionVideoYoutubeError: Story = {
  ...scenario({ input: inputs.question, fakes: { question: questionData('video') } }),
  play: async ({ canvas, userEvent }) => {
    const link = canvas.getByRole('textbox', { name: 'Link do vídeo no YouTube' })
    await userEvent.type(link, 'https://vimeo.com/123456')
    await userEvent.keyboard('{Enter}')
    await expect(link).toHaveAttribute('aria-invalid', 'true')
    await expect(link).toHaveAccessibleDescription(expect.stringContaining('Insira apenas vídeo do YouTube'))
  },
}

/** A question and its options with pictures (each with its alternative text); the last one says 'Finalizar'. */
export const QuestionWithImages: Story = {
  ...scenario({ input: inputs.question, fakes: { question: questionData('images') } }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Imagem da questão' })).toBeVisible()
    await expect(canvas.getByRole('img', { name: 'Imagem da opção 2º trimestre' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Finalizar' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Anterior' })).toBeVisible()
  },
}

export const QuestionMobile: Story = {
  ...scenario({ input: inputs.question, fakes: { question: questionData('images') } }),
  globals: mobile,
}

/** The answer is being saved: 'Salvando resposta...' (polite), the button busy. */
export const QuestionSaving: Story = {
  ...scenario({
    input: inputs.question,
    fakes: { saveAnswer: 'pending' },
    steps: [{ type: 'option.toggle', optionId: 1 }, { type: 'answer.submit' }],
  }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Salvando resposta...')
    await expect(canvas.getByRole('button', { name: 'Próxima' })).toHaveAttribute('aria-busy', 'true')
  },
}

/** No connection: the answer is kept, marked 'não salva', and sent again when the network returns. */
export const QuestionUnsaved: Story = {
  ...scenario({
    input: inputs.question,
    fakes: { saveAnswer: platformError('NETWORK') },
    steps: [
      { type: 'option.toggle', optionId: 1 },
      { type: 'answer.submit' },
      reached({ question: { active: { form: 'unsaved' } } }),
    ],
  }),
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status')
    await expect(status).toHaveTextContent('não salva')
    await expect(status).toHaveTextContent('Sem conexão.')
    await expect(canvas.getByRole('button', { name: 'Tentar enviar agora' })).toBeVisible()
  },
}

/** A timed test: the time left (role=timer, not live). */
export const QuestionTimed: Story = {
  ...scenario({
    input: inputs.question,
    fakes: { question: questionData('single', { timeLeft: 754, timeLimit: 1800 }) },
  }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('timer', { name: 'Tempo restante' })).toHaveTextContent('12:34')
  },
}

/** The last 30 seconds: the warning as an alert, worded once (the clock is frozen, so it stays at 0:25). */
export const QuestionTimerWarning: Story = {
  ...scenario({
    input: inputs.question,
    fakes: { question: questionData('text', { timeLeft: 25, timeLimit: 1800 }) },
  }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('timer', { name: 'Tempo restante' })).toHaveTextContent('0:25')
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      ptBR.tests.timer.warning(durationText(TEST_TIME_WARNING_SECONDS)),
    )
  },
}

/** The platform's clock says the time is over: 'Tempo esgotado!' and 'Ok' (back to the tests). */
export const QuestionTimeUp: Story = {
  ...scenario({
    input: inputs.question,
    fakes: { question: questionData('single', { timeLeft: 0, timeLimit: 1800, expired: true }) },
  }),
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: 'Tempo esgotado!' })
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Ok' })).toHaveFocus())
  },
}

/** Keyboard only: Tab into the options, arrows choose, Tab to 'Próxima', Enter saves and opens the next question. */
export const QuestionKeyboardOnly: Story = {
  ...scenario({ input: inputs.question }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab()
    const first = canvas.getByRole('radio', { name: 'Carla é organizada.' })
    await expect(first).toHaveFocus()
    // Radix selects on the focus that follows a held arrow key: hold it, as a person does, then release.
    await userEvent.keyboard('{ArrowDown>}')
    const second = canvas.getByRole('radio', { name: 'Toda pessoa organizada é analista.' })
    await waitFor(() => expect(second).toHaveFocus())
    await userEvent.keyboard('{/ArrowDown}')
    await expect(second).toBeChecked()
    await userEvent.keyboard('{ArrowUp>}')
    await waitFor(() => expect(first).toHaveFocus())
    await userEvent.keyboard('{/ArrowUp}')
    await expect(first).toBeChecked()
    await userEvent.tab()
    await expect(canvas.getByRole('button', { name: 'Próxima' })).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    const next = await canvas.findByRole('heading', {
      level: 2,
      name: 'Quais destes são produtos de crédito?',
    })
    await expect(canvas.getByText('Questão 2 de 5')).toBeVisible()
    // The new question's title takes the focus the saved one's button had.
    await waitFor(() => expect(next).toHaveFocus())
  },
}

/* Back from a partner's test ---------------------------------------------------------------------------- */

export const ReturnValidating: Story = {
  ...scenario({ input: inputs.return }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Validando Teste...' })).toBeVisible()
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Ana, estamos validando o seu teste. Aguarde um instante.',
    )
  },
}

export const ReturnFailed: Story = {
  ...scenario({ input: inputs.return, fakes: { returnTest: platformError('INTERNAL') } }),
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: 'Uoops' })
    await expect(dialog).toHaveAccessibleDescription('Algo errado aconteceu. Tente novamente.')
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Ok' })).toHaveFocus())
  },
}
