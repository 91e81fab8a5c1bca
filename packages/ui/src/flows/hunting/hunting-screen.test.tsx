import { huntingMessages, mergeMessages, ptBR } from '@carreiras/core'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { HuntingScreen } from './hunting-screen'
import { startHunting, type HuntingScenario } from './hunting-screen.fixtures'

const t = ptBR.hunting

async function mount(scenario: HuntingScenario = {}) {
  const actor = await startHunting(scenario)
  render(<HuntingScreen actor={actor} />)
  return actor
}

const expectHomeAndJobs = () => {
  expect(screen.getByRole('link', { name: t.goHome }).getAttribute('href')).toBe('/')
  expect(screen.getByRole('link', { name: t.jobs }).getAttribute('href')).toBe('/vagas')
}

describe('HuntingScreen', () => {
  it('announces what it is doing while the invitation is read or accepted', async () => {
    const { unmount } = render(<HuntingScreen actor={await startHunting({ fakes: { decode: 'pending' } })} />)
    expect(screen.getByRole('status').textContent).toContain(t.opening)
    unmount()
    await mount({ input: { mode: 'accept' }, fakes: { accept: 'pending' } })
    expect(screen.getByRole('status').textContent).toContain(t.accepting)
  })

  it('the refusal link asks first; "Recusar convite" refuses, keeping the focus while it is sent', async () => {
    const refused: string[] = []
    const actor = await mount({
      fakes: { refuse: 'pending', onRefuse: (token) => refused.push(token) },
      until: (s) => s.matches('confirming'),
    })
    expect(screen.getByRole('heading', { level: 1, name: t.refuse.title })).toBeTruthy()
    expect(screen.getByText(`${t.refuse.question} ${t.refuse.explanation}`)).toBeTruthy()
    expect(screen.getByRole('link', { name: t.goHome }).getAttribute('href')).toBe('/')
    const button = screen.getByRole('button', { name: t.refuse.confirm })
    expect(refused).toEqual([])
    await userEvent.click(button)
    expect(refused).toEqual(['convite-abc123'])
    expect(actor.getSnapshot().matches('refusing')).toBe(true)
    expect(button.textContent).toContain(t.refuse.refusing)
    expect(button.getAttribute('aria-disabled')).toBe('true')
    expect(button.getAttribute('aria-busy')).toBe('true')
    expect(document.activeElement).toBe(button)
    // A second click while busy sends nothing more.
    await userEvent.click(button)
    expect(refused).toHaveLength(1)
  })

  it('a refusal that could not be recorded is said beside the question, which asks again', async () => {
    await mount({
      fakes: { refuse: { code: 'INTERNAL' } },
      confirm: true,
      until: (s) => s.matches('confirming') && s.context.refuseFailed,
    })
    expect(screen.getByRole('alert').textContent).toContain(t.refuse.failed)
    const button = screen.getByRole('button', { name: t.refuse.confirm })
    expect(button.getAttribute('aria-disabled')).toBeNull()
  })

  it('refused: the answer, the links home and to the jobs, the heading focused', async () => {
    await mount({ until: (s) => s.matches('confirming') })
    await userEvent.click(screen.getByRole('button', { name: t.refuse.confirm }))
    const heading = await screen.findByRole('heading', { level: 1, name: t.refused.title })
    expect(screen.getByText(t.refused.message)).toBeTruthy()
    expectHomeAndJobs()
    await waitFor(() => expect(document.activeElement).toBe(heading))
  })

  it('an unknown invitation and an answered one say which', async () => {
    const { unmount } = render(
      <HuntingScreen
        actor={await startHunting({ fakes: { token: null }, until: (s) => s.matches('invalid') })}
      />,
    )
    expect(screen.getByRole('heading', { level: 1, name: t.unknown.title })).toBeTruthy()
    expect(screen.getByText(t.unknown.message)).toBeTruthy()
    expectHomeAndJobs()
    unmount()
    await mount({
      input: { mode: 'accept' },
      fakes: { accept: { code: 'CLOSED' } },
      until: (s) => s.matches('invalid'),
    })
    expect(screen.getByRole('heading', { level: 1, name: t.answered.title })).toBeTruthy()
    expect(screen.getByText(t.answered.message)).toBeTruthy()
  })

  it('a failure is an alert with "Tentar novamente", which reads the invitation again', async () => {
    const actor = await mount({
      input: { mode: 'accept' },
      fakes: { decode: { code: 'INTERNAL' } },
      until: (s) => s.matches('failed'),
    })
    expect(screen.getByRole('heading', { level: 1, name: t.title })).toBeTruthy()
    expect(screen.getByRole('alert').textContent).toBe(t.failed)
    const seen: string[] = []
    actor.subscribe((s) => seen.push(JSON.stringify(s.value)))
    await userEvent.click(screen.getByRole('button', { name: ptBR.application.tryAgain }))
    await waitFor(() => expect(seen).toContain('"decoding"'))
  })

  it('a dropped connection says so', async () => {
    await mount({ fakes: { decode: { code: 'NETWORK' } }, until: (s) => s.matches('failed') })
    expect(screen.getByRole('alert').textContent).toBe(ptBR.clientErrors.NETWORK)
  })

  it('takes a brand’s texts', async () => {
    const actor = await startHunting({ until: (s) => s.matches('confirming') })
    render(
      <HuntingScreen
        actor={actor}
        messages={mergeMessages(huntingMessages, {
          hunting: { refuse: { confirm: 'Não tenho interesse' } },
        })}
      />,
    )
    expect(screen.getByRole('button', { name: 'Não tenho interesse' })).toBeTruthy()
  })
})
