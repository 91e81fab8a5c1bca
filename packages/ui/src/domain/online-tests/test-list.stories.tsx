import { ptBR, testListHeading, type TestRunnerView } from '@carreiras/core'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, waitFor, within } from 'storybook/test'
import { Alert } from '../../primitives/alert'
import { TestList, TestListIntro, type TestListProps } from './test-list'
import { finishedTests, inputs, viewOf, type TestRunnerScenario } from './test-runner.fixtures'

// The tests list on its own, as designers review it: each story's view comes from the real machine
// (parameters.scenario) through connect, then stands still. The live flow is Domínio/Testes/TestRunner.

type StoryArgs = Omit<TestListProps, 'list'>

const meta = {
  title: 'Domínio/Testes/TestList',
  component: TestList,
  // The loader gives `list` (from the story's scenario): no control or row for it.
  argTypes: { list: { table: { disable: true }, control: false }, renderLink: { control: false } },
  args: { backHref: '/vagas/100001/inscricao' },
  loaders: [
    async ({ parameters }) => ({
      view: await viewOf((parameters.scenario ?? { input: inputs.list }) as TestRunnerScenario),
    }),
  ],
  render: (args, { loaded }) => <TestList {...args} list={(loaded as { view: TestRunnerView }).view.list!} />,
} satisfies Meta<typeof TestList>

export default meta
// The stories' args: the props but `list`, which the loader gives.
type Story = StoryObj<StoryArgs>

const scenario = (value: TestRunnerScenario) => ({ parameters: { scenario: value } })

export const Playground: Story = {}

/**
 * As a site draws it: the title, introduction and way back come from the server above the list
 * (TestListIntro), before the scripts run; the list draws only its summary and tests, named by that title.
 */
export const PageIntro: Story = {
  render: (args, { loaded }) => (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-2">
      <TestListIntro
        {...testListHeading('list', null)}
        titleId="tests-title"
        back={{ href: '/vagas/100001/inscricao', label: ptBR.tests.backToApplication }}
      />
      <TestList {...args} headingId="tests-title" list={(loaded as { view: TestRunnerView }).view.list!} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1)
    await expect(canvas.getByRole('region', { name: 'Testes da vaga' })).toBeVisible()
    await expect(canvas.getAllByRole('link', { name: ptBR.tests.backToApplication })).toHaveLength(1)
    await expect(canvas.getByRole('status')).toHaveTextContent(/Faltam? \d+ testes?\.\.\./)
  },
}

export const AllDone: Story = {
  ...scenario({ input: inputs.list, fakes: { tests: { tests: finishedTests } } }),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('Finalizado')).toHaveLength(3)
    await expect(canvas.getByRole('button', { name: 'Finalizar Inscrição' })).toBeVisible()
  },
}

export const Finishing: Story = {
  ...scenario({
    input: inputs.list,
    fakes: { tests: { tests: finishedTests } },
    steps: [{ type: 'application.finish' }],
  }),
}

/** Registered tests none (the application was already sent). */
export const NoTests: Story = {
  ...scenario({ input: inputs.list, fakes: { tests: { tests: [], step: 'applied' } } }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Nenhum teste cadastrado')
    await expect(canvas.queryByRole('list')).toBeNull()
  },
}

/** A failed finish shows in the slot above the button (the flow passes an inline Alert). */
export const WithAlert: Story = {
  ...scenario({ input: inputs.list, fakes: { tests: { tests: finishedTests } } }),
  args: {
    alert: (
      <Alert variant="error" onClose={fn()}>
        Não foi possível finalizar sua inscrição. Tente novamente.
      </Alert>
    ),
  },
}

/** A partner's test opens 'Atenção' (here the machine behind the still view is not re-rendered). */
export const PartnerButton: Story = {
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Fazer teste no site parceiro (abre em nova aba)' })
    await expect(button).toBeVisible()
    await expect(canvas.getByText('Após a inscrição')).toBeVisible()
    await expect(canvas.getAllByText('Obrigatório')).toHaveLength(2)
  },
}

/** The 'Atenção' dialog open over the list (not closed by the backdrop). */
export const PartnerDialogOpen: Story = {
  ...scenario({ input: inputs.list, steps: [{ type: 'test.open', testId: 303 }] }),
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog', {
      name: 'Atenção',
    })
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Fechar' })).toHaveFocus())
  },
}
