import { ptBR } from '@carreiras/core'
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SurveyPanel } from './survey-panel'

// Radix measures its controls; jsdom has no ResizeObserver.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
}

afterEach(cleanup)
const t = ptBR.survey
const QUESTION = 'Como foi sua experiência até aqui?'

describe('SurveyPanel', () => {
  it('asks the question with a 1–5 scale and an optional comment; a missing score is said and focused', async () => {
    const onSubmit = vi.fn()
    render(<SurveyPanel question={QUESTION} onSubmit={onSubmit} onClose={vi.fn()} />)
    expect(screen.getByRole('region', { name: 'Pesquisa de satisfação' })).toBeTruthy()
    expect(screen.getByRole('radiogroup', { name: QUESTION })).toBeTruthy()
    expect(screen.getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
    ])
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }))
    const first = screen.getByRole('radio', { name: '1' })
    expect(document.activeElement).toBe(first)
    const described = screen.getByRole('radiogroup').getAttribute('aria-describedby')!
    expect(document.getElementById(described)?.textContent).toBe(t.chooseScore)
    expect(onSubmit).not.toHaveBeenCalled()
    await userEvent.click(screen.getByRole('radio', { name: '5' }))
    await userEvent.type(screen.getByRole('textbox', { name: t.comment }), '  Muito bom  ')
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }))
    expect(onSubmit).toHaveBeenCalledWith({ score: 5, comment: 'Muito bom' })
  })

  it("'Fechar pesquisa' dismisses it", async () => {
    const onClose = vi.fn()
    render(<SurveyPanel question={QUESTION} onSubmit={vi.fn()} onClose={onClose} />)
    await userEvent.click(screen.getByRole('button', { name: 'Fechar pesquisa' }))
    expect(onClose).toHaveBeenCalledOnce()
  })

  it('announces the thanks; a failed send keeps the comment and says so', async () => {
    const { rerender } = render(<SurveyPanel question={QUESTION} onSubmit={vi.fn()} onClose={vi.fn()} />)
    await userEvent.type(screen.getByRole('textbox', { name: t.comment }), 'Ok')
    rerender(<SurveyPanel question={QUESTION} status="error" onSubmit={vi.fn()} onClose={vi.fn()} />)
    expect(screen.getByRole('alert').textContent).toContain(t.failed)
    expect((screen.getByRole('textbox', { name: t.comment }) as HTMLTextAreaElement).value).toBe('Ok')
    rerender(<SurveyPanel question={QUESTION} status="sent" onSubmit={vi.fn()} onClose={vi.fn()} />)
    expect(screen.getByRole('status').textContent).toBe(t.thanks)
  })
})
