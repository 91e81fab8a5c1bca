import { ptBR } from '@carreiras/core'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { Refusal } from './refusal'
import { startRefusal } from './refusal.fixtures'

const t = ptBR.application.refused

describe('Refusal', () => {
  it('is a region named by its heading, with the template and the review button', async () => {
    const actor = await startRefusal({ until: (s) => s.matches('shown') })
    render(<Refusal actor={actor} />)
    const region = screen.getByRole('region', { name: t.title })
    expect(region.contains(screen.getByRole('heading', { level: 1, name: t.title }))).toBe(true)
    expect(screen.getByText(/trabalhar presencialmente/)).toBeTruthy()
    expect(screen.getByRole('button', { name: t.requestReview }).getAttribute('aria-disabled')).toBeNull()
  })

  it('sends the review, keeps the focus on the button and announces the result politely', async () => {
    const actor = await startRefusal({ until: (s) => s.matches('shown') })
    render(<Refusal actor={actor} />)
    const button = screen.getByRole('button', { name: t.requestReview })
    await userEvent.click(button)
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain(t.reviewRequested))
    expect(screen.getByRole('status').getAttribute('aria-live')).toBe('polite')
    expect(button.getAttribute('aria-disabled')).toBe('true')
    expect(document.activeElement).toBe(button)
    await userEvent.click(button)
    expect(actor.getSnapshot().matches({ shown: 'requested' })).toBe(true)
  })

  it('a failed review is an alert, and the button asks again', async () => {
    const actor = await startRefusal({
      fakes: { review: { code: 'INTERNAL' } },
      requestReview: true,
      until: (s) => s.matches({ shown: 'reviewFailed' }),
    })
    render(<Refusal actor={actor} />)
    expect(screen.getByRole('alert').textContent).toContain(t.reviewFailed)
    expect(screen.getByRole('button', { name: t.requestReview }).getAttribute('aria-disabled')).toBeNull()
  })

  it('while busy the button says so (aria-busy)', async () => {
    const actor = await startRefusal({
      fakes: { review: 'pending' },
      requestReview: true,
      until: (s) => s.matches({ shown: 'requesting' }),
    })
    render(<Refusal actor={actor} />)
    expect(screen.getByRole('button', { name: t.requestReview }).getAttribute('aria-busy')).toBe('true')
  })

  it('loading is announced; a failed load offers "Tentar novamente", which loads again', async () => {
    const loading = await startRefusal({ fakes: { load: 'pending' } })
    const { unmount } = render(<Refusal actor={loading} />)
    expect(screen.getByRole('status').textContent).toContain(ptBR.common.loading)
    unmount()

    const failed = await startRefusal({
      fakes: { load: { code: 'NETWORK' } },
      until: (s) => s.matches('failed'),
    })
    render(<Refusal actor={failed} />)
    expect(screen.getByRole('alert').textContent).toContain(ptBR.clientErrors.NETWORK)
    expect(screen.getByText(t.noTemplate)).toBeTruthy()
    const seen: string[] = []
    failed.subscribe((s) => seen.push(JSON.stringify(s.value)))
    await userEvent.click(screen.getByRole('button', { name: ptBR.application.tryAgain }))
    await waitFor(() => expect(seen).toContain('"failed"'))
    expect(seen[0]).toBe('"loading"')
  })

  it('takes a brand’s texts', async () => {
    const actor = await startRefusal({ until: (s) => s.matches('shown') })
    const { refusalMessages } = await import('@carreiras/core')
    render(
      <Refusal
        actor={actor}
        messages={{
          ...refusalMessages,
          refused: { ...refusalMessages.refused, requestReview: 'Pedir revisão' },
        }}
      />,
    )
    expect(screen.getByRole('button', { name: 'Pedir revisão' })).toBeTruthy()
  })
})
