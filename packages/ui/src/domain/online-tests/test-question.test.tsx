import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { TestQuestion } from './test-question'
import { inputs, platformError, questionData, viewOf, type TestRunnerScenario } from './test-runner.fixtures'

globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
}

const questionOf = async (scenario: Omit<TestRunnerScenario, 'input'>) =>
  (await viewOf({ input: inputs.question, ...scenario })).question!

describe('TestQuestion', () => {
  it("shows the test's name, the progress and the question as the answer group's legend", async () => {
    render(<TestQuestion question={await questionOf({})} />)
    expect(screen.getByRole('heading', { level: 1, name: 'Raciocínio Lógico' })).toBeTruthy()
    expect(screen.getByRole('progressbar', { name: 'Questão 1 de 5' }).getAttribute('aria-valuetext')).toBe(
      'Questão 1 de 5',
    )
    const title = 'Se todo analista é organizado e Carla é analista, qual afirmação é verdadeira?'
    expect(screen.getByRole('group', { name: title })).toBeTruthy()
    expect(screen.getByRole('radiogroup', { name: title })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Anterior' })).toBeNull()
  })

  it('gives the question and each option picture its alternative text', async () => {
    render(<TestQuestion question={await questionOf({ fakes: { question: questionData('images') } })} />)
    expect(screen.getByRole('img', { name: 'Imagem da questão' })).toBeTruthy()
    expect(screen.getAllByRole('img', { name: /^Imagem da opção / })).toHaveLength(3)
    expect(screen.getByRole('button', { name: 'Finalizar' })).toBeTruthy()
  })

  it("a text answer shows its counter and the range's attributes", async () => {
    render(<TestQuestion question={await questionOf({ fakes: { question: questionData('text') } })} />)
    const answer = screen.getByRole('textbox', { name: 'Sua resposta' })
    expect(answer.getAttribute('maxlength')).toBe('500')
    expect(answer.getAttribute('minlength')).toBe('50')
    expect(screen.getByText('0 / 500')).toBeTruthy()
  })

  it("offline: 'não salva' and the message in the polite status, and 'Tentar enviar agora' retries", async () => {
    const question = await questionOf({
      fakes: { saveAnswer: platformError('NETWORK') },
      steps: [
        { type: 'option.toggle', optionId: 1 },
        { type: 'answer.submit' },
        (s) => s.matches({ question: { active: { form: 'unsaved' } } }),
      ],
    })
    const onRetry = vi.fn()
    render(<TestQuestion question={{ ...question, save: { ...question.save, onRetry } }} />)
    const status = screen.getAllByRole('status').find((s) => s.dataset.slot === 'test-question-save')!
    expect(status.textContent).toContain('não salva')
    expect(status.textContent).toContain('Sem conexão.')
    await userEvent.click(screen.getByRole('button', { name: 'Tentar enviar agora' }))
    expect(onRetry).toHaveBeenCalledOnce()
  })

  it('ignores a submit while saving (the button keeps its focus)', async () => {
    const question = await questionOf({
      fakes: { saveAnswer: 'pending' },
      steps: [{ type: 'option.toggle', optionId: 1 }, { type: 'answer.submit' }],
    })
    const onSubmit = vi.fn()
    render(<TestQuestion question={{ ...question, onSubmit }} />)
    const submit = screen.getByRole('button', { name: 'Próxima' })
    expect(submit.getAttribute('aria-disabled')).toBe('true')
    await userEvent.click(submit)
    expect(onSubmit).not.toHaveBeenCalled()
  })
})
