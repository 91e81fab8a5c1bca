import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { TestCover } from './test-cover'
import { covers, inputs, viewOf } from './test-runner.fixtures'

const coverOf = async (cover = covers.untimed) =>
  (await viewOf({ input: inputs.cover, fakes: { cover } })).cover!

describe('TestCover', () => {
  it('shows the name, the question count, the time and the way back', async () => {
    render(<TestCover cover={await coverOf(covers.timed)} testsHref="/vagas/100001/inscricao/testes" />)
    expect(screen.getByRole('heading', { level: 1, name: 'Raciocínio Lógico' })).toBeTruthy()
    expect(screen.getByText('Você responderá a 10 questões')).toBeTruthy()
    expect(screen.getByText('Tempo para concluir: 30 minutos')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Voltar para os testes' }).getAttribute('href')).toBe(
      '/vagas/100001/inscricao/testes',
    )
  })

  it("'Começar' calls onStart; a finished test says so instead", async () => {
    const cover = await coverOf()
    const onStart = vi.fn()
    const { rerender } = render(<TestCover cover={{ ...cover, onStart }} />)
    await userEvent.click(screen.getByRole('button', { name: 'Começar' }))
    expect(onStart).toHaveBeenCalledOnce()
    rerender(<TestCover cover={await coverOf(covers.finished)} />)
    expect(screen.queryByRole('button', { name: 'Começar' })).toBeNull()
    expect(screen.getByText('Você já finalizou este teste.')).toBeTruthy()
  })

  it('extra time: busy while requested, then the grant in a polite status that takes the focus', async () => {
    const offered = await coverOf(covers.extraTimeOffered)
    const onRequest = vi.fn()
    const extraTime = { ...offered.extraTime!, onRequest }
    const { rerender } = render(<TestCover cover={{ ...offered, extraTime }} />)
    const request = screen.getByRole('button', { name: 'Pedir tempo adicional' })
    await userEvent.click(request)
    expect(onRequest).toHaveBeenCalledOnce()
    rerender(<TestCover cover={{ ...offered, extraTime: { ...extraTime, requesting: true } }} />)
    expect(request.getAttribute('aria-busy')).toBe('true')
    await userEvent.click(request)
    expect(onRequest).toHaveBeenCalledOnce()

    const granted = await coverOf(covers.extraTimeGranted)
    act(() => request.blur())
    rerender(<TestCover cover={granted} />)
    const status = screen.getByRole('status')
    expect(status.textContent).toBe('Tempo adicional concedido. Você terá 45 minutos para concluir o teste.')
    expect(document.activeElement).toBe(status)
    expect(screen.queryByRole('button', { name: 'Pedir tempo adicional' })).toBeNull()
  })
})
