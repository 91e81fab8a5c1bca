import { ptBR } from '@carreiras/core'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { ApplicationsBox } from './applications-box'
import {
  confirmedEvent,
  listed,
  sampleEvent,
  sampleRecord,
  sampleTest,
  startApplicationsBox,
} from './applications-box.fixtures'

globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
}

const t = ptBR.profile.applications
const e = t.events
const article = (name: string) => within(screen.getByRole('article', { name }))

describe('ApplicationsBox', () => {
  it('is a region named "Minhas Inscrições" with a list of cards, each named by its job', async () => {
    const actor = await startApplicationsBox({ until: listed })
    render(<ApplicationsBox actor={actor} />)
    const region = screen.getByRole('region', { name: 'Minhas Inscrições' })
    const list = within(region).getByRole('list', { name: t.listLabel })
    expect(within(list).getAllByRole('article')).toHaveLength(3)
    const lead = article('Analista de Dados Júnior')
    expect(lead.getByRole('link', { name: 'Analista de Dados Júnior' }).getAttribute('href')).toBe(
      '/vagas/100006-analista-de-dados-junior',
    )
    expect(lead.getByText(t.card.steps.lead)).toBeTruthy()
    expect(lead.getByRole('link', { name: /Continuar Inscrição/ }).getAttribute('href')).toBe(
      '/vagas/100006/inscricao',
    )
    expect(lead.getByText(ptBR.tests.summary.missing(2))).toBeTruthy()
    expect(article('Operador(a) de Caixa').getByText(ptBR.job.leadOnClosed)).toBeTruthy()
    expect(
      article('Analista de Crédito Pleno').queryByRole('link', { name: /Continuar Inscrição/ }),
    ).toBeNull()
  })

  it('announces the loading, and "Nenhuma inscrição" when there is nothing', async () => {
    const loading = await startApplicationsBox({ fakes: { load: 'pending' } })
    const { unmount } = render(<ApplicationsBox actor={loading} />)
    expect(screen.getByText(t.loading)).toBeTruthy()
    unmount()
    const empty = await startApplicationsBox({ fakes: { records: [] }, until: listed })
    render(<ApplicationsBox actor={empty} />)
    expect(screen.getByRole('heading', { level: 3, name: 'Nenhuma inscrição' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: t.loadMore })).toBeNull()
  })

  it("'Carregar mais...' brings the next page, then goes away", async () => {
    const actor = await startApplicationsBox({ fakes: { pageSize: 2 }, until: listed })
    render(<ApplicationsBox actor={actor} />)
    expect(screen.getAllByRole('article')).toHaveLength(2)
    await userEvent.click(screen.getByRole('button', { name: t.loadMore }))
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(3))
    expect(screen.queryByRole('button', { name: t.loadMore })).toBeNull()
  })

  it('a failed page keeps the cards: an alert with "Tentar novamente"', async () => {
    const actor = await startApplicationsBox({
      fakes: { pageSize: 2, loadMore: { code: 'NETWORK' } },
      send: [{ type: 'list.more' }],
      until: (s) => s.matches({ list: 'failed' }),
    })
    render(<ApplicationsBox actor={actor} />)
    expect(screen.getAllByRole('article')).toHaveLength(2)
    expect(screen.getByRole('alert').textContent).toContain(ptBR.clientErrors.NETWORK)
    expect(screen.getByRole('button', { name: t.retry })).toBeTruthy()
  })

  it("withdraws after 'Atenção': the card is gone, the status says so, the focus goes to the title", async () => {
    const actor = await startApplicationsBox({ until: listed })
    render(<ApplicationsBox actor={actor} />)
    const button = screen.getByRole('button', { name: t.card.withdrawOf('Analista de Crédito Pleno') })
    expect(button.textContent).toBe(t.card.withdraw)
    await userEvent.click(button)
    const dialog = screen.getByRole('alertdialog', { name: 'Atenção' })
    expect(within(dialog).getByText(t.withdraw.message)).toBeTruthy()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Não' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(screen.getAllByRole('article')).toHaveLength(3)

    await userEvent.click(
      screen.getByRole('button', { name: t.card.withdrawOf('Analista de Crédito Pleno') }),
    )
    await userEvent.click(screen.getByRole('button', { name: 'Sim, desejo cancelar' }))
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2))
    expect(screen.getByRole('status').textContent).toBe(t.withdraw.done('Analista de Crédito Pleno'))
    expect(screen.getByRole('status').getAttribute('aria-live')).toBe('polite')
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Minhas Inscrições' })),
    )
  })

  it('a failed withdrawal is an alert on the card, which stays', async () => {
    const actor = await startApplicationsBox({
      fakes: { withdraw: { code: 'INTERNAL' } },
      send: [{ type: 'withdraw.request', subscriptionId: 1 }, { type: 'withdraw.confirm' }],
      until: (s) => s.matches({ action: 'idle' }) && s.context.actionAlert !== null,
    })
    render(<ApplicationsBox actor={actor} />)
    const alert = article('Analista de Crédito Pleno').getByRole('alert')
    expect(alert.textContent).toContain(t.withdraw.failed)
    await userEvent.click(within(alert).getByRole('button', { name: t.dismiss }))
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('an invitation: a full schedule cannot be chosen; confirm explains until one is; then confirmed', async () => {
    const actor = await startApplicationsBox({
      fakes: { records: [sampleRecord(1, { events: [sampleEvent(5)] })] },
      until: listed,
    })
    const confirm = vi.spyOn(actor, 'send')
    render(<ApplicationsBox actor={actor} />)
    const group = screen.getByRole('radiogroup', { name: e.chooseSchedule })
    const radios = within(group).getAllByRole('radio')
    expect(radios.map((r) => (r as HTMLButtonElement).disabled)).toEqual([false, false, true])
    const button = screen.getByRole('button', { name: e.confirm })
    expect(button.getAttribute('aria-disabled')).toBe('true')
    expect(button.getAttribute('aria-describedby')).toBeTruthy()
    expect(document.getElementById(button.getAttribute('aria-describedby')!)!.textContent).toBe(e.chooseFirst)
    await userEvent.click(button)
    expect(confirm).not.toHaveBeenCalledWith(expect.objectContaining({ type: 'event.confirm' }))

    await userEvent.click(radios[1]!)
    expect((radios[1]! as HTMLInputElement).checked).toBe(true)
    await userEvent.click(screen.getByRole('button', { name: e.confirm }))
    await waitFor(() => expect(screen.getByText(e.chosen('02/12/2026', '14:30'))).toBeTruthy())
    const calendar = screen.getByRole('link', { name: e.addToCalendar })
    expect(calendar.getAttribute('download')).toBe('convite.ics')
    expect(decodeURIComponent(calendar.getAttribute('href')!.split(',')[1]!)).toContain(
      'DTSTART:20261202T173000Z',
    )
    expect(screen.getByRole('button', { name: e.cancelDecision })).toBeTruthy()
  })

  it("refuses after 'Atenção'; the focus stays in the invitation", async () => {
    const actor = await startApplicationsBox({
      fakes: { records: [sampleRecord(1, { events: [sampleEvent(5)] })] },
      until: listed,
    })
    render(<ApplicationsBox actor={actor} />)
    await userEvent.click(screen.getByRole('button', { name: e.refuse }))
    const dialog = screen.getByRole('alertdialog', { name: 'Atenção' })
    expect(within(dialog).getByText(e.refuseDialog.message)).toBeTruthy()
    await userEvent.click(within(dialog).getByRole('button', { name: e.refuseDialog.confirm }))
    await waitFor(() => expect(screen.getByText(e.refusedNote)).toBeTruthy())
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: e.cancelDecision })),
    )
  })

  it('a confirmed invitation can be cancelled, back to its schedules', async () => {
    const actor = await startApplicationsBox({
      fakes: { records: [sampleRecord(1, { events: [confirmedEvent({ id: 5 })] })] },
      until: listed,
    })
    render(<ApplicationsBox actor={actor} />)
    await userEvent.click(screen.getByRole('button', { name: e.cancelDecision }))
    await waitFor(() => expect(screen.getByRole('radiogroup', { name: e.chooseSchedule })).toBeTruthy())
    expect(screen.getByText(e.status.pending)).toBeTruthy()
  })

  it("a partner's test asks 'Atenção' first; an in-house one is a link to its cover", async () => {
    const actor = await startApplicationsBox({
      fakes: {
        records: [
          sampleRecord(1, {
            tests: [
              sampleTest(3001),
              sampleTest(3101, { name: 'Inglês', source: 'parceiro', url: 'https://parceiro.example/3101' }),
            ],
          }),
        ],
      },
      until: listed,
    })
    render(<ApplicationsBox actor={actor} />)
    expect(
      screen
        .getByRole('link', { name: 'Fazer teste: Avaliação de Conhecimentos Gerais' })
        .getAttribute('href'),
    ).toBe('/vagas/100001/inscricao/avaliacao-de-conhecimentos-gerais/3001')
    await userEvent.click(
      screen.getByRole('button', { name: 'Fazer teste no site parceiro: Inglês (abre em nova aba)' }),
    )
    const dialog = screen.getByRole('alertdialog', { name: 'Atenção' })
    expect(within(dialog).getByText(ptBR.tests.partner.message)).toBeTruthy()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Fechar' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
  })

  it('the timeline is an ordered list of dated steps', async () => {
    const actor = await startApplicationsBox({
      fakes: {
        records: [
          sampleRecord(1, {
            events: [confirmedEvent({ id: 5, invitedAt: '2026-11-18T13:00:00.000Z' })],
          }),
        ],
      },
      until: listed,
    })
    const { container } = render(<ApplicationsBox actor={actor} />)
    const timeline = screen.getByRole('region', { name: t.timeline.title })
    const items = within(timeline).getAllByRole('listitem')
    expect(timeline.querySelector('ol')).toBeTruthy()
    expect(items.map((li) => li.querySelector('time')?.textContent)).toEqual([
      '10/11/2026',
      '10/11/2026',
      '18/11/2026',
      '19/11/2026',
    ])
    expect(items[3]!.textContent).toContain(
      t.timeline.confirmed('Entrevista com a gestora da área', '02/12/2026', '14:30'),
    )
    expect(container.querySelector('time')!.getAttribute('dateTime')).toBe('2026-11-10T12:00:00.000Z')
  })
})
