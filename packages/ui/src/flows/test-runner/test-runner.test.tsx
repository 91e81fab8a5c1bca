import { durationText, ptBR, TEST_TIME_WARNING_SECONDS } from '@carreiras/core'
import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { TestRunner } from './test-runner'
import {
  FIXED_NOW,
  FOREVER_MS,
  fakeTestRunnerMachine,
  finishedTests,
  inputs,
  platformError,
  questionData,
  sampleInput,
  startTestRunner,
  type TestRunnerFakes,
} from '../../domain/online-tests/test-runner.fixtures'

globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
}

const description = (element: Element) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')

/** The machine with fakes and spies on its navigation actions, started on a route. */
function startWithSpies(input: Partial<typeof sampleInput>, fakes: TestRunnerFakes = {}) {
  const navigate = vi.fn()
  const openExternal = vi.fn()
  const machine = fakeTestRunnerMachine(fakes).provide({
    actions: {
      navigate: (_, params) => navigate(params),
      openExternal: (_, params) => openExternal(params),
    },
  })
  const actor = createActor(machine, { input: { ...sampleInput, ...input } }).start()
  return { actor, navigate, openExternal }
}

describe('TestRunner — list', () => {
  it('shows the heading, the summary (polite), a link to the in-house test and the partner button', async () => {
    const actor = await startTestRunner({ input: inputs.list })
    render(<TestRunner actor={actor} />)
    expect(screen.getByRole('heading', { level: 1, name: 'Testes da vaga' })).toBeTruthy()
    expect(screen.getByRole('status').textContent).toBe('Faltam 2 testes...')
    expect(screen.getByRole('link', { name: 'Fazer teste' }).getAttribute('href')).toBe(
      '/vagas/100001/inscricao/raciocinio-logico/301',
    )
    expect(
      screen.getByRole('button', { name: 'Fazer teste no site parceiro (abre em nova aba)' }),
    ).toBeTruthy()
    expect(screen.queryByText('Avaliação interna (não exibida)')).toBeNull()
    expect(screen.queryByRole('button', { name: 'Finalizar Inscrição' })).toBeNull()
  })

  it("partner test: 'Atenção' with 'Fechar' and 'Vamos lá!', which opens the partner; the focus comes back", async () => {
    const { actor, openExternal } = startWithSpies(inputs.list)
    render(<TestRunner actor={actor} />)
    const partner = await screen.findByRole('button', { name: /Fazer teste no site parceiro/ })
    await userEvent.click(partner)
    const dialog = screen.getByRole('alertdialog', { name: 'Atenção' })
    expect(dialog.textContent).toContain('Você será direcionado para o site parceiro para realizar o teste.')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Fechar' }))
    expect(screen.queryByRole('alertdialog')).toBeNull()
    await waitFor(() => expect(document.activeElement).toBe(partner))
    expect(openExternal).not.toHaveBeenCalled()

    await userEvent.click(partner)
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Vamos lá!' }))
    expect(openExternal).toHaveBeenCalledWith({ url: 'https://parceiro.exemplo.com.br/teste/303' })
    expect(screen.queryByRole('alertdialog')).toBeNull()
  })

  it("'Finalizar Inscrição' is busy while the application is sent and ignores a second click", async () => {
    const actor = await startTestRunner({ input: inputs.list, fakes: { tests: { tests: finishedTests } } })
    const send = vi.spyOn(actor, 'send')
    render(<TestRunner actor={actor} />)
    const finish = screen.getByRole('button', { name: 'Finalizar Inscrição' })
    await userEvent.click(finish)
    expect(finish.getAttribute('aria-busy')).toBe('true')
    expect(finish.getAttribute('aria-disabled')).toBe('true')
    await userEvent.click(finish)
    expect(send.mock.calls.filter(([event]) => event.type === 'application.finish')).toHaveLength(1)
  })

  it('a failed finish is an inline alert whose close button dismisses it', async () => {
    const actor = await startTestRunner({
      input: inputs.list,
      fakes: { tests: { tests: finishedTests }, loadApplication: platformError('NETWORK') },
      steps: [{ type: 'application.finish' }, (s) => s.matches({ list: 'ready' })],
    })
    render(<TestRunner actor={actor} />)
    const alert = screen.getByRole('alert')
    expect(alert.textContent).toContain('Uoops')
    expect(screen.queryByRole('alertdialog')).toBeNull()
    await userEvent.click(within(alert).getByRole('button', { name: 'Fechar' }))
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it("a list that cannot load is a modal 'Uoops' whose 'Ok' goes back to the application", async () => {
    const { actor, navigate } = startWithSpies(inputs.list, { loadTests: platformError('INTERNAL') })
    render(<TestRunner actor={actor} />)
    const dialog = await screen.findByRole('alertdialog', { name: 'Uoops' })
    expect(description(dialog)).toBe(
      'Ocorreu um erro ao carregar os testes da oportunidade. Tente novamente.',
    )
    const ok = within(dialog).getByRole('button', { name: 'Ok' })
    await waitFor(() => expect(document.activeElement).toBe(ok))
    await userEvent.click(ok)
    expect(navigate).toHaveBeenCalledWith({ to: '/vagas/100001/inscricao' })
    expect(screen.queryByRole('alertdialog')).toBeNull()
  })
})

describe('TestRunner — question', () => {
  it('a failed submit marks the options invalid, describes them by the rule and focuses the first one', async () => {
    const actor = await startTestRunner({ input: inputs.question })
    render(<TestRunner actor={actor} />)
    await userEvent.click(screen.getByRole('button', { name: 'Próxima' }))
    const group = screen.getByRole('radiogroup')
    expect(group.getAttribute('aria-invalid')).toBe('true')
    expect(description(group)).toContain('Selecione 1 opção')
    await waitFor(() => expect(document.activeElement).toBe(screen.getAllByRole('radio')[0]))
  })

  it('each failed submit moves the focus again (issuesShown grows)', async () => {
    const actor = await startTestRunner({ input: inputs.question, fakes: { question: questionData('text') } })
    render(<TestRunner actor={actor} />)
    const answer = screen.getByRole('textbox', { name: 'Sua resposta' })
    await userEvent.type(answer, 'Curta.')
    await userEvent.click(screen.getByRole('button', { name: 'Próxima' }))
    expect(answer.getAttribute('aria-invalid')).toBe('true')
    expect(description(answer)).toContain('Sua resposta deve conter entre 50 e 500 caracteres')
    await waitFor(() => expect(document.activeElement).toBe(answer))
    await userEvent.click(screen.getByRole('button', { name: 'Próxima' }))
    expect(document.activeElement).not.toBe(answer)
    await waitFor(() => expect(document.activeElement).toBe(answer))
  })

  it('a video answer must be a YouTube link', async () => {
    const actor = await startTestRunner({
      input: inputs.question,
      fakes: { question: questionData('video') },
    })
    render(<TestRunner actor={actor} />)
    const link = screen.getByRole('textbox', { name: 'Link do vídeo no YouTube' })
    expect(description(link)).toContain('Grave seu vídeo, publique no YouTube e cole o link aqui.')
    await userEvent.type(link, 'https://vimeo.com/1{Enter}')
    expect(link.getAttribute('aria-invalid')).toBe('true')
    expect(description(link)).toContain('Insira apenas vídeo do YouTube')
  })

  it('multiple choice: a third option says the maximum is reached (role=alert) and is not chosen', async () => {
    const actor = await startTestRunner({
      input: inputs.question,
      fakes: { question: questionData('multiple') },
    })
    render(<TestRunner actor={actor} />)
    expect(screen.getByRole('group', { name: 'Quais destes são produtos de crédito?' })).toBeTruthy()
    expect(description(screen.getByRole('checkbox', { name: 'Conta poupança' }))).toBe('Escolha 2 opções')
    await userEvent.click(screen.getByRole('checkbox', { name: 'Empréstimo pessoal' }))
    await userEvent.click(screen.getByRole('checkbox', { name: 'Financiamento imobiliário' }))
    expect(screen.queryByRole('alert')).toBeNull()
    await userEvent.click(screen.getByRole('checkbox', { name: 'Conta poupança' }))
    expect(screen.getByRole('alert').textContent).toBe(
      'Máximo de opções já foi escolhido. Remove a seleção de alguma opção.',
    )
    expect((screen.getByRole('checkbox', { name: 'Conta poupança' }) as HTMLInputElement).checked).toBe(false)
  })

  it('saves, then shows the next question with the focus on its title', async () => {
    const actor = await startTestRunner({ input: inputs.question })
    render(<TestRunner actor={actor} />)
    await userEvent.click(screen.getByRole('radio', { name: 'Carla é organizada.' }))
    await userEvent.click(screen.getByRole('button', { name: 'Próxima' }))
    const next = await screen.findByRole('heading', {
      level: 2,
      name: 'Quais destes são produtos de crédito?',
    })
    await waitFor(() => expect(document.activeElement).toBe(next))
    expect(screen.getByRole('button', { name: 'Anterior' })).toBeTruthy()
  })

  it("while saving: 'Salvando resposta...' in the polite status and a busy submit", async () => {
    const actor = await startTestRunner({
      input: inputs.question,
      fakes: { saveAnswer: 'pending' },
      steps: [{ type: 'option.toggle', optionId: 1 }, { type: 'answer.submit' }],
    })
    render(<TestRunner actor={actor} />)
    expect(screen.getByRole('status').textContent).toBe('Salvando resposta...')
    expect(screen.getByRole('button', { name: 'Próxima' }).getAttribute('aria-busy')).toBe('true')
  })

  it("offline: 'não salva', the message, 'Tentar enviar agora' and the browser's online event send it again", async () => {
    let online = false
    const save = vi.fn((): Promise<unknown> =>
      online ? Promise.resolve() : Promise.reject({ code: 'NETWORK' }),
    )
    const machine = fakeTestRunnerMachine().provide({ actors: { saveAnswer: fromPromise(save) } })
    const actor = createActor(machine, { input: { ...sampleInput, ...inputs.question } }).start()
    await waitFor(() => expect(actor.getSnapshot().matches({ question: 'active' })).toBe(true))
    actor.send({ type: 'option.toggle', optionId: 1 })
    actor.send({ type: 'answer.submit' })
    render(<TestRunner actor={actor} />)
    const status = await screen.findByText('não salva')
    expect(status.closest('[role="status"]')?.textContent).toContain('Sem conexão.')
    await userEvent.click(screen.getByRole('button', { name: 'Tentar enviar agora' }))
    await waitFor(() => expect(save).toHaveBeenCalledTimes(2))
    await screen.findByText('não salva')
    online = true
    act(() => {
      window.dispatchEvent(new Event('online'))
    })
    await waitFor(() => expect(save).toHaveBeenCalledTimes(3))
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Quais destes são produtos de crédito?' }),
    ).toBeTruthy()
  })

  it('the timer is not live and its polite region changes only at sensible moments, not every second', async () => {
    let now = FIXED_NOW
    const actor = await startTestRunner({
      input: { ...inputs.question, now: () => now },
      fakes: { question: questionData('single', { timeLeft: 330, timeLimit: 1800 }), tickMs: FOREVER_MS },
    })
    render(<TestRunner actor={actor} />)
    const timer = screen.getByRole('timer', { name: 'Tempo restante' })
    expect(timer.getAttribute('aria-live')).toBe('off')
    expect(timer.textContent).toBe('5:30')
    const region = screen
      .getAllByRole('status')
      .find((status) => status.dataset.slot === 'test-timer-announcement')!
    const texts: string[] = []
    for (let second = 0; second < 60; second += 1) {
      now += 1000
      act(() => actor.send({ type: 'clock.tick' }))
      if (texts.at(-1) !== region.textContent) texts.push(region.textContent ?? '')
    }
    expect(timer.textContent).toBe('4:30')
    // Silent until 5:00, then 'Restam 5 minutos…' once, for the rest of the minute.
    expect(texts).toEqual(['', 'Restam 5 minutos para terminar o teste.'])
  })

  it('the last 30 seconds: the warning is an alert worded once, and the polite region does not say it too', async () => {
    const warning = ptBR.tests.timer.warning(durationText(TEST_TIME_WARNING_SECONDS))
    let now = FIXED_NOW
    const actor = await startTestRunner({
      input: { ...inputs.question, now: () => now },
      fakes: { question: questionData('single', { timeLeft: 32, timeLimit: 1800 }), tickMs: FOREVER_MS },
    })
    render(<TestRunner actor={actor} />)
    const region = screen
      .getAllByRole('status')
      .find((status) => status.dataset.slot === 'test-timer-announcement')!
    expect(screen.queryByRole('alert')).toBeNull()
    now += 2000
    act(() => actor.send({ type: 'clock.tick' }))
    expect(screen.getByRole('alert').textContent).toBe(warning)
    expect(region.textContent).toBe('')
    now += 5000
    act(() => actor.send({ type: 'clock.tick' }))
    expect(screen.getByRole('timer').textContent).toBe('0:25')
    expect(screen.getByRole('alert').textContent).toBe(warning)
    expect(region.textContent).toBe('')
  })

  it("'Tempo esgotado!' is a modal alert; 'Ok' goes to the tests page", async () => {
    const { actor, navigate } = startWithSpies(inputs.question, {
      question: questionData('single', { timeLeft: 0, timeLimit: 1800, expired: true }),
    })
    render(<TestRunner actor={actor} />)
    const dialog = await screen.findByRole('alertdialog', { name: 'Tempo esgotado!' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ok' }))
    expect(navigate).toHaveBeenCalledWith({ to: '/vagas/100001/inscricao/testes', replace: true })
  })
})

describe('TestRunner — cover and return', () => {
  it("the cover's back link goes to testsHref through renderLink; 'Começar' starts", async () => {
    const { actor, navigate } = startWithSpies(inputs.cover)
    render(
      <TestRunner
        actor={actor}
        testsHref="/vagas/100001/inscricao/testes"
        renderLink={({ href, children, ...props }) => (
          <a href={href} data-router="" {...props}>
            {children}
          </a>
        )}
      />,
    )
    const back = await screen.findByRole('link', { name: 'Voltar para os testes' })
    expect(back.getAttribute('href')).toBe('/vagas/100001/inscricao/testes')
    expect(back.hasAttribute('data-router')).toBe(true)
    await userEvent.click(screen.getByRole('button', { name: 'Começar' }))
    expect(navigate).toHaveBeenCalledWith({ to: '/vagas/100001/inscricao/9001/teste/5001' })
  })

  it("return: 'Validando Teste...' with the first name; a failure is 'Uoops' with 'Ok'", async () => {
    const waiting = await startTestRunner({ input: inputs.return })
    const { unmount } = render(<TestRunner actor={waiting} firstName="Ana" />)
    expect(screen.getByRole('heading', { level: 1, name: 'Validando Teste...' })).toBeTruthy()
    expect(screen.getByRole('status').textContent).toBe(
      'Ana, estamos validando o seu teste. Aguarde um instante.',
    )
    unmount()

    const { actor, navigate } = startWithSpies(inputs.return, { returnTest: platformError('INTERNAL') })
    render(<TestRunner actor={actor} firstName="Ana" />)
    const dialog = await screen.findByRole('alertdialog', { name: 'Uoops' })
    expect(description(dialog)).toBe('Algo errado aconteceu. Tente novamente.')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ok' }))
    expect(navigate).toHaveBeenCalledWith({ to: '/vagas/100001/inscricao/testes', replace: true })
  })
})
