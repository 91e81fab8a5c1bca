// The applications box: scenarios with fake actors and the connect view model (paging over company ids,
// withdrawing, the event decisions, partner tests, the error ladder).
import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { ptBR } from '../messages/pt-BR'
import { mergeMessages } from '../messages/overrides'
import { applicationsBoxMessagesOf, connectApplicationsBox } from './subscriptions.connect'
import { eventOf, recordOf, testOf } from './subscriptions.fixtures'
import { applicationsBoxMachine } from './subscriptions.machine'
import type {
  ApplicationsBoxInput,
  CancelDecisionInput,
  ConfirmEventInput,
  EventInput,
  EventResult,
  LoadPageInput,
  SubscriptionRef,
  WithdrawInput,
} from './subscriptions.types'
import type { SubscriptionRecord, SubscriptionsPage } from './subscriptions.rules'

const t = ptBR.profile.applications
const coded = (code: string, message = code) => Object.assign(new Error(message), { code })

interface Fakes {
  loadPage?: (input: LoadPageInput) => Promise<SubscriptionsPage>
  withdraw?: (input: WithdrawInput) => Promise<void>
  confirmEvent?: (input: ConfirmEventInput) => Promise<EventResult>
  refuseEvent?: (input: EventInput) => Promise<EventResult>
  cancelEventDecision?: (input: CancelDecisionInput) => Promise<EventResult>
  reloadSubscription?: (input: SubscriptionRef) => Promise<SubscriptionRecord | null>
}

/** A platform of `total[companyId]` applications per company, `size` a page, ids from 1 per company. */
function platform(totals: Record<number, number>, size = 2) {
  const lists = new Map<number, SubscriptionRecord[]>(
    Object.entries(totals).map(([company, total]) => [
      Number(company),
      Array.from({ length: total }, (_, i) =>
        recordOf(Number(company) * 100 + i + 1, { companyId: Number(company) }),
      ),
    ]),
  )
  return {
    lists,
    loadPage: async ({ companyId, page }: LoadPageInput): Promise<SubscriptionsPage> => {
      const list = lists.get(companyId ?? 0) ?? []
      const records = list.slice((page - 1) * size, page * size)
      return { records, nextPage: page * size < list.length ? page + 1 : null }
    },
    remove: (id: number) => {
      for (const list of lists.values()) {
        const index = list.findIndex((r) => r.id === id)
        if (index >= 0) list.splice(index, 1)
      }
    },
  }
}

function start(input: Partial<ApplicationsBoxInput> = {}, fakes: Fakes = {}) {
  const requestLogin = vi.fn()
  const openExternal = vi.fn()
  const withdrawn = vi.fn()
  const fake = {
    loadPage: vi.fn(fakes.loadPage ?? (async () => ({ records: [recordOf(1)], nextPage: null }))),
    withdraw: vi.fn(fakes.withdraw ?? (async () => {})),
    confirmEvent: vi.fn(fakes.confirmEvent ?? (async () => null)),
    refuseEvent: vi.fn(fakes.refuseEvent ?? (async () => null)),
    cancelEventDecision: vi.fn(fakes.cancelEventDecision ?? (async () => null)),
    reloadSubscription: vi.fn(fakes.reloadSubscription ?? (async () => null)),
  }
  const actor = createActor(
    applicationsBoxMachine.provide({
      actors: {
        loadPage: fromPromise(({ input }) => fake.loadPage(input)),
        withdraw: fromPromise(({ input }) => fake.withdraw(input)),
        confirmEvent: fromPromise(({ input }) => fake.confirmEvent(input)),
        refuseEvent: fromPromise(({ input }) => fake.refuseEvent(input)),
        cancelEventDecision: fromPromise(({ input }) => fake.cancelEventDecision(input)),
        reloadSubscription: fromPromise(({ input }) => fake.reloadSubscription(input)),
      },
      actions: {
        requestLogin,
        openExternal: (_, params) => openExternal(params),
        withdrawn: (_, params) => withdrawn(params),
      },
    }),
    { input: { companyIds: [6562], userId: 7, ...input } },
  ).start()
  const view = () => connectApplicationsBox(actor.getSnapshot(), actor.send)
  const idle = () =>
    waitFor(actor, (s) => s.matches({ list: 'idle' }) && s.matches({ action: 'idle' }), { timeout: 2000 })
  return { actor, view, idle, fake, requestLogin, openExternal, withdrawn }
}

const ids = (view: ReturnType<typeof connectApplicationsBox>) => view.cards.map((c) => c.id)

describe('paging over up to three company ids', () => {
  it('page 1 of the first company, then the next pages, then the next company', async () => {
    const p = platform({ 1: 3, 2: 1, 3: 0 })
    const { view, idle, fake } = start({ companyIds: [1, 2, 3], pageSize: 2 }, { loadPage: p.loadPage })
    expect(view().screen).toBe('loading')
    expect(view().loadingText).toBe(t.loading)
    await idle()
    expect(fake.loadPage).toHaveBeenCalledWith({ companyId: 1, page: 1, pageSize: 2 })
    expect(ids(view())).toEqual([101, 102])
    expect(view().loadMore).toMatchObject({ label: t.loadMore, busy: false })

    view().loadMore!.onLoadMore()
    expect(view().loadMore).toMatchObject({ busy: true, busyLabel: t.loadingMore })
    await idle()
    expect(fake.loadPage).toHaveBeenLastCalledWith({ companyId: 1, page: 2, pageSize: 2 })
    expect(ids(view())).toEqual([101, 102, 103])
    // Company 1 is exhausted, company 2 is left.
    view().loadMore!.onLoadMore()
    await idle()
    expect(fake.loadPage).toHaveBeenLastCalledWith({ companyId: 2, page: 1, pageSize: 2 })
    expect(ids(view())).toEqual([101, 102, 103, 201])
    // Company 3 is still left: the button shows; its empty page ends the list.
    expect(view().loadMore).not.toBeNull()
    view().loadMore!.onLoadMore()
    await idle()
    expect(fake.loadPage).toHaveBeenLastCalledWith({ companyId: 3, page: 1, pageSize: 2 })
    expect(view().loadMore).toBeNull()
    expect(fake.loadPage).toHaveBeenCalledTimes(4)
  })

  it('a company with nothing moves on by itself; nothing anywhere is "Nenhuma inscrição"', async () => {
    const p = platform({ 1: 0, 2: 1 })
    const { view, idle, fake } = start({ companyIds: [1, 2] }, { loadPage: p.loadPage })
    await idle()
    expect(fake.loadPage.mock.calls.map(([i]) => i.companyId)).toEqual([1, 2])
    expect(ids(view())).toEqual([201])

    const empty = start({ companyIds: [1, 2] }, { loadPage: platform({}).loadPage })
    await empty.idle()
    expect(empty.view()).toMatchObject({ screen: 'empty', emptyText: 'Nenhuma inscrição', loadMore: null })
  })

  it('without company ids, one list of every company', async () => {
    const { idle, fake } = start({ companyIds: [] })
    await idle()
    expect(fake.loadPage).toHaveBeenCalledWith({ companyId: null, page: 1, pageSize: 20 })
  })

  it('a failed page keeps what is listed: the alert and "Tentar novamente"', async () => {
    const p = platform({ 1: 4 })
    let fail = false
    const { actor, view, idle, fake } = start(
      { companyIds: [1], pageSize: 2 },
      {
        loadPage: async (input) => {
          if (fail) throw coded('NETWORK')
          return p.loadPage(input)
        },
      },
    )
    await idle()
    fail = true
    view().loadMore!.onLoadMore()
    await waitFor(actor, (s) => s.matches({ list: 'failed' }))
    expect(view()).toMatchObject({
      screen: 'list',
      loadMore: null,
      alert: { code: 'network', message: ptBR.clientErrors.NETWORK, retry: { label: t.retry } },
    })
    expect(ids(view())).toEqual([101, 102])
    fail = false
    view().alert!.retry.onRetry()
    await idle()
    expect(fake.loadPage).toHaveBeenLastCalledWith({ companyId: 1, page: 2, pageSize: 2 })
    expect(ids(view())).toEqual([101, 102, 103, 104])
    expect(view().alert).toBeNull()
  })

  it('the first page failing: nothing to show but the alert and the retry', async () => {
    const { actor, view } = start({}, { loadPage: async () => Promise.reject(coded('INTERNAL')) })
    await waitFor(actor, (s) => s.matches({ list: 'failed' }))
    expect(view()).toMatchObject({ screen: 'failed', alert: { code: 'loadFailed', message: t.loadFailed } })
  })

  it('an expired session while reading: a login, then the same page again', async () => {
    let expired = true
    const { actor, view, idle, requestLogin } = start(
      {},
      {
        loadPage: async () => {
          if (expired) throw coded('UNAUTHORIZED')
          return { records: [recordOf(1)], nextPage: null }
        },
      },
    )
    await waitFor(actor, (s) => s.matches({ list: 'sessionExpired' }))
    expect(requestLogin).toHaveBeenCalledTimes(1)
    expect(view().screen).toBe('loading')
    expired = false
    actor.send({ type: 'session.renewed' })
    await idle()
    expect(ids(view())).toEqual([1])
  })
})

describe('withdrawing (docs/decisions.md, "Withdrawing")', () => {
  it("'Atenção' first; confirmed, the card is gone and the app is told", async () => {
    const { actor, view, idle, fake, withdrawn } = start(
      {},
      { loadPage: async () => ({ records: [recordOf(1), recordOf(2)], nextPage: null }) },
    )
    await idle()
    const card = view().cards[1]!
    expect(card.withdraw).toMatchObject({
      label: t.card.withdraw,
      accessibleLabel: t.card.withdrawOf('Analista 2'),
    })
    card.withdraw.onRequest()
    expect(view().withdrawDialog).toMatchObject({
      open: true,
      title: 'Atenção',
      message: 'Tem certeza que deseja cancelar sua inscrição nesta vaga?',
      confirmLabel: 'Sim, desejo cancelar',
      cancelLabel: 'Não',
      busy: false,
    })
    // Another card waits while the dialog is open.
    expect(view().cards[0]!.locked).toBe(true)
    view().withdrawDialog.onCancel()
    expect(view().withdrawDialog.open).toBe(false)
    expect(fake.withdraw).not.toHaveBeenCalled()

    view().cards[1]!.withdraw.onRequest()
    view().withdrawDialog.onConfirm()
    expect(view().withdrawDialog.busy).toBe(true)
    expect(view().cards[1]!).toMatchObject({ busy: 'withdrawing', withdraw: { busy: true } })
    await waitFor(actor, (s) => s.matches({ action: 'idle' }))
    expect(fake.withdraw).toHaveBeenCalledWith({ subscriptionId: 2, opportunityId: 100002 })
    expect(withdrawn).toHaveBeenCalledWith({ subscriptionId: 2, opportunityId: 100002 })
    expect(ids(view())).toEqual([1])
    expect(view().status).toBe(t.withdraw.done('Analista 2'))
    expect(view().withdrawDialog.open).toBe(false)
  })

  it.each([
    ['INTERNAL', 'withdrawFailed', t.withdraw.failed],
    ['NETWORK', 'network', ptBR.clientErrors.NETWORK],
  ] as const)('a %s failure: the alert on the card, which stays', async (code, alert, message) => {
    const { actor, view, idle } = start({}, { withdraw: async () => Promise.reject(coded(code)) })
    await idle()
    view().cards[0]!.withdraw.onRequest()
    view().withdrawDialog.onConfirm()
    await waitFor(actor, (s) => s.matches({ action: 'idle' }) && s.context.actionAlert !== null)
    expect(ids(view())).toEqual([1])
    expect(view().cards[0]!.alert).toMatchObject({ code: alert, message })
    expect(view().status).toBeNull()
    view().cards[0]!.alert!.onDismiss()
    expect(view().cards[0]!.alert).toBeNull()
  })

  it('an expired session: a login, then the same withdrawal', async () => {
    let expired = true
    const { actor, view, idle, requestLogin, fake } = start(
      {},
      {
        withdraw: async () => {
          if (expired) throw coded('UNAUTHORIZED')
        },
      },
    )
    await idle()
    view().cards[0]!.withdraw.onRequest()
    view().withdrawDialog.onConfirm()
    await waitFor(actor, (s) => s.matches({ action: 'sessionExpired' }))
    expect(requestLogin).toHaveBeenCalledTimes(1)
    expect(view().cards[0]!.busy).toBe('withdrawing')
    expired = false
    actor.send({ type: 'session.renewed' })
    await waitFor(actor, (s) => s.context.items.length === 0)
    expect(fake.withdraw).toHaveBeenCalledTimes(2)
  })

  it('after a withdrawal the next page starts earlier, so nothing is skipped', async () => {
    const p = platform({ 1: 5 })
    const { actor, view, idle, fake } = start(
      { companyIds: [1], pageSize: 2 },
      {
        loadPage: p.loadPage,
        withdraw: async ({ subscriptionId }) => p.remove(subscriptionId),
      },
    )
    await idle()
    view().cards[0]!.withdraw.onRequest()
    view().withdrawDialog.onConfirm()
    await waitFor(actor, (s) => s.context.items.length === 1)
    view().loadMore!.onLoadMore()
    await idle()
    expect(fake.loadPage).toHaveBeenLastCalledWith({ companyId: 1, page: 1, pageSize: 2 })
    expect(ids(view())).toEqual([102, 103])
    view().loadMore!.onLoadMore()
    await idle()
    expect(fake.loadPage).toHaveBeenLastCalledWith({ companyId: 1, page: 2, pageSize: 2 })
    expect(ids(view())).toEqual([102, 103, 104, 105])
    expect(view().loadMore).toBeNull()
  })
})

describe('selection events (docs/decisions.md, "Events")', () => {
  const withEvent = () => ({
    loadPage: async () => ({ records: [recordOf(1, { events: [eventOf(5)] })], nextPage: null }),
  })

  it('choose a schedule (never a full one), confirm, and the card follows the answer', async () => {
    const confirmed = recordOf(1, {
      events: [
        eventOf(5, {
          status: 'confirmed',
          decidedAt: '2026-11-21T12:00:00Z',
          chosenScheduleId: 12,
          chosenDate: '2026-12-01',
          chosenTime: '14:00',
        }),
      ],
    })
    const { actor, view, idle, fake } = start({}, { ...withEvent(), confirmEvent: async () => confirmed })
    await idle()
    let invitation = view().cards[0]!.events.items[0]!
    expect(invitation).toMatchObject({
      status: 'pending',
      statusText: 'Aguardando sua resposta',
      kindText: 'Entrevista · Presencial',
      durationText: 'Duração: 45 minutos',
      confirm: { inactive: true, hint: t.events.chooseFirst },
      cancelDecision: null,
      calendar: null,
    })
    expect(invitation.schedules!.options.map((o) => [o.label, o.placesText, o.disabled])).toEqual([
      ['01/12/2026 às 10:00', '3 vagas restantes', false],
      ['01/12/2026 às 14:00', '3 vagas restantes', false],
      ['01/12/2026 às 10:00', 'Esgotado', true],
    ])
    expect(invitation.schedules!.options[0]!.place).toBe(
      'Avenida Paulista, 1000 - Bela Vista, São Paulo/SP · Sala 3',
    )
    // Confirming without a choice does nothing; a full schedule cannot be chosen.
    invitation.confirm!.onConfirm()
    invitation.schedules!.onChoose(13)
    expect(actor.getSnapshot().matches({ action: 'idle' })).toBe(true)
    expect(view().cards[0]!.events.items[0]!.schedules!.value).toBe('')

    invitation.schedules!.onChoose(12)
    invitation = view().cards[0]!.events.items[0]!
    expect(invitation.schedules!.value).toBe('12')
    expect(invitation.confirm).toMatchObject({ inactive: false, hint: null })
    invitation.confirm!.onConfirm()
    expect(view().cards[0]!.events.items[0]!.confirm!.busy).toBe(true)
    expect(view().cards[0]!.busy).toBe('confirming')
    await waitFor(actor, (s) => s.matches({ action: 'idle' }))
    expect(fake.confirmEvent).toHaveBeenCalledWith(
      expect.objectContaining({
        subscriptionId: 1,
        opportunityId: 100001,
        eventId: 5,
        schedule: expect.objectContaining({ id: 12 }),
      }),
    )
    invitation = view().cards[0]!.events.items[0]!
    expect(invitation).toMatchObject({
      status: 'confirmed',
      statusText: 'Presença confirmada',
      schedules: null,
      confirm: null,
      refuse: null,
      chosen: { text: 'Você confirmou presença em 01/12/2026 às 14:00.' },
      cancelDecision: { label: 'Cancelar decisão' },
      calendar: { label: 'Adicionar à agenda', fileName: 'convite.ics' },
    })
    expect(invitation.calendar!.content).toContain('DTSTART:20261201T170000Z')
    expect(view().cards[0]!.timeline.entries.map((e) => e.text)).toContain(
      t.timeline.confirmed('Entrevista com a gestora', '01/12/2026', '14:00'),
    )
  })

  it('without the subscription read again, the card is patched with the decision', async () => {
    const { actor, view, idle } = start({}, withEvent())
    await idle()
    view().cards[0]!.events.items[0]!.schedules!.onChoose(11)
    view().cards[0]!.events.items[0]!.confirm!.onConfirm()
    await waitFor(actor, (s) => s.context.items[0]!.events[0]!.status === 'confirmed')
    expect(view().cards[0]!.events.items[0]!.chosen!.text).toBe(
      'Você confirmou presença em 01/12/2026 às 10:00.',
    )

    view().cards[0]!.events.items[0]!.cancelDecision!.onCancel()
    expect(view().cards[0]!.events.items[0]!.cancelDecision!.busy).toBe(true)
    await waitFor(actor, (s) => s.context.items[0]!.events[0]!.status === 'pending')
    expect(view().cards[0]!.events.items[0]!.schedules!.value).toBe('')
  })

  it('someone took the last place (VALIDATION): its message, the schedules read again', async () => {
    const fresh = recordOf(1, {
      events: [
        eventOf(5, {
          schedules: [eventOf(5).schedules[0]!, { ...eventOf(5).schedules[1]!, available: 0, full: true }],
        }),
      ],
    })
    let reloaded: (record: SubscriptionRecord) => void = () => {}
    const { actor, view, idle, fake } = start(
      {},
      {
        ...withEvent(),
        confirmEvent: async () => Promise.reject(coded('VALIDATION', 'Este horário está lotado.')),
        reloadSubscription: () => new Promise((resolve) => (reloaded = resolve)),
      },
    )
    await idle()
    view().cards[0]!.events.items[0]!.schedules!.onChoose(12)
    view().cards[0]!.events.items[0]!.confirm!.onConfirm()
    await waitFor(actor, (s) => s.matches({ action: 'refreshing' }))
    expect(view().cards[0]!.busy).toBe('refreshing')
    reloaded(fresh)
    await waitFor(actor, (s) => s.matches({ action: 'idle' }))
    expect(fake.reloadSubscription).toHaveBeenCalledWith({ subscriptionId: 1, opportunityId: 100001 })
    const invitation = view().cards[0]!.events.items[0]!
    expect(invitation.alert).toMatchObject({ code: 'scheduleFull', message: 'Este horário está lotado.' })
    expect(invitation.schedules!.value).toBe('')
    expect(invitation.schedules!.options[1]).toMatchObject({
      full: true,
      disabled: true,
      placesText: 'Esgotado',
    })
    expect(invitation.status).toBe('pending')
  })

  it("refuse after 'Atenção'; a failure keeps the invitation with its alert", async () => {
    let fail = true
    const { actor, view, idle, fake } = start(
      {},
      {
        ...withEvent(),
        refuseEvent: async () => {
          if (fail) throw coded('INTERNAL')
          return null
        },
      },
    )
    await idle()
    view().cards[0]!.events.items[0]!.refuse!.onRefuse()
    expect(view().refusalDialog).toMatchObject({
      open: true,
      title: 'Atenção',
      message: 'Tem certeza que deseja recusar este convite?',
      confirmLabel: 'Sim, recusar',
      cancelLabel: 'Não',
    })
    view().refusalDialog.onConfirm()
    await waitFor(actor, (s) => s.matches({ action: 'idle' }))
    expect(view().cards[0]!.events.items[0]!).toMatchObject({
      status: 'pending',
      alert: { code: 'refuseFailed', message: t.events.refuseFailed },
    })
    fail = false
    view().cards[0]!.events.items[0]!.refuse!.onRefuse()
    view().refusalDialog.onConfirm()
    await waitFor(actor, (s) => s.context.items[0]!.events[0]!.status === 'refused')
    expect(fake.refuseEvent).toHaveBeenLastCalledWith({
      subscriptionId: 1,
      opportunityId: 100001,
      eventId: 5,
    })
    expect(view().cards[0]!.events.items[0]!).toMatchObject({
      statusText: 'Convite recusado',
      refusedText: 'Você recusou este convite.',
      refuse: null,
      cancelDecision: { label: 'Cancelar decisão' },
      alert: null,
    })
  })

  it('cancelling a confirmation sends the chosen schedule; a refusal sends none', async () => {
    const confirmed = eventOf(5, {
      status: 'confirmed',
      chosenScheduleId: 11,
      chosenDate: '2026-12-01',
      chosenTime: '10:00',
    })
    const { actor, view, idle, fake } = start(
      {},
      {
        loadPage: async () => ({
          records: [recordOf(1, { events: [confirmed, eventOf(6, { status: 'refused' })] })],
          nextPage: null,
        }),
      },
    )
    await idle()
    view().cards[0]!.events.items[0]!.cancelDecision!.onCancel()
    await waitFor(
      actor,
      (s) => s.matches({ action: 'idle' }) && s.context.items[0]!.events[0]!.status === 'pending',
    )
    expect(fake.cancelEventDecision).toHaveBeenLastCalledWith(
      expect.objectContaining({ eventId: 5, schedule: expect.objectContaining({ id: 11 }) }),
    )
    view().cards[0]!.events.items[1]!.cancelDecision!.onCancel()
    await waitFor(actor, (s) => s.context.items[0]!.events[1]!.status === 'pending')
    expect(fake.cancelEventDecision).toHaveBeenLastCalledWith(
      expect.objectContaining({ eventId: 6, schedule: null }),
    )
  })

  it('an expired session while confirming: a login, then the same confirmation', async () => {
    let expired = true
    const { actor, view, idle, requestLogin, fake } = start(
      {},
      {
        ...withEvent(),
        confirmEvent: async () => {
          if (expired) throw coded('UNAUTHORIZED')
          return null
        },
      },
    )
    await idle()
    view().cards[0]!.events.items[0]!.schedules!.onChoose(11)
    view().cards[0]!.events.items[0]!.confirm!.onConfirm()
    await waitFor(actor, (s) => s.matches({ action: 'sessionExpired' }))
    expect(requestLogin).toHaveBeenCalledTimes(1)
    expect(view().cards[0]!.busy).toBe('confirming')
    expired = false
    actor.send({ type: 'session.renewed' })
    await waitFor(actor, (s) => s.context.items[0]!.events[0]!.status === 'confirmed')
    expect(fake.confirmEvent).toHaveBeenCalledTimes(2)
  })

  it('an online event: the meeting link (http only) and "Online" as its place', async () => {
    const online = eventOf(5, {
      locationType: 'online',
      kind: 'group_dynamic',
      meetingUrl: 'https://meet.example.com/abc',
      status: 'confirmed',
      chosenScheduleId: 11,
      chosenDate: '2026-12-01',
      chosenTime: '10:00',
    })
    const bad = eventOf(6, { locationType: 'online', meetingUrl: 'javascript:alert(1)' })
    const { view, idle } = start(
      {},
      { loadPage: async () => ({ records: [recordOf(1, { events: [online, bad] })], nextPage: null }) },
    )
    await idle()
    const [first, second] = view().cards[0]!.events.items
    expect(first).toMatchObject({
      kindText: 'Dinâmica de grupo · Online',
      meeting: { label: 'Link da reunião', url: 'https://meet.example.com/abc' },
      chosen: { place: 'Online' },
    })
    expect(first!.calendar!.content).toContain('URL:https://meet.example.com/abc')
    expect(second!.meeting).toBeNull()
  })
})

describe('the card', () => {
  it('the step, the tests with their summary, the partner test through "Atenção"', async () => {
    const records = [
      recordOf(1, { step: 'lead', opportunityStatus: '1', opportunityId: 42 }),
      recordOf(2, { step: 'lead', opportunityStatus: '2' }),
      recordOf(3, {
        tests: [
          testOf(3001, { name: 'Lógica', status: 'finished', finishedAt: '2026-11-11T12:00:00Z' }),
          testOf(3101, { name: 'Inglês', source: 'parceiro', url: 'https://parceiro.example/3101' }),
        ],
      }),
    ]
    const { actor, view, idle, openExternal } = start(
      {},
      { loadPage: async () => ({ records, nextPage: null }) },
    )
    await idle()
    const [lead, closed, applied] = view().cards
    expect(lead!.step).toMatchObject({
      kind: 'leadOpen',
      label: 'Inscrição não finalizada',
      note: null,
      continue: { label: 'Continuar Inscrição', href: '/vagas/42/inscricao' },
    })
    expect(closed!.step).toMatchObject({ kind: 'leadClosed', continue: null, note: ptBR.job.leadOnClosed })
    expect(applied!.step).toMatchObject({ kind: 'applied', label: 'Inscrição enviada', continue: null })
    expect(applied!.tests.summaryText).toBe('Falta 1 teste...')
    expect(applied!.tests.items.map((i) => [i.name, i.statusText, i.actionLabel])).toEqual([
      ['Lógica', 'Finalizado', null],
      ['Inglês', 'Pendente', 'Fazer teste no site parceiro'],
    ])
    expect(lead!.tests.summaryText).toBe('Nenhum teste cadastrado')
    expect(applied!.timeline.entries.map((e) => e.text)).toEqual([
      'Inscrição iniciada',
      'Inscrição enviada',
      'Teste finalizado: Lógica',
    ])

    applied!.tests.items[1]!.onOpen()
    expect(view().partnerDialog).toMatchObject({
      open: true,
      title: 'Atenção',
      message: 'Você será direcionado para o site parceiro para realizar o teste.',
      confirmLabel: 'Vamos lá!',
      cancelLabel: 'Fechar',
    })
    view().partnerDialog.onConfirm()
    expect(openExternal).toHaveBeenCalledWith({ url: 'https://parceiro.example/3101' })
    expect(view().partnerDialog.open).toBe(false)
    // An in-house or finished test is a link, never the dialog.
    applied!.tests.items[0]!.onOpen()
    expect(actor.getSnapshot().matches({ action: 'idle' })).toBe(true)
  })

  it("takes a brand's texts", async () => {
    const { actor, idle } = start()
    await idle()
    const brand = mergeMessages(ptBR, {
      profile: { menu: { applications: 'Candidaturas' }, applications: { loadMore: 'Ver mais' } },
    })
    const view = connectApplicationsBox(actor.getSnapshot(), actor.send, applicationsBoxMessagesOf(brand))
    expect(view.title).toBe('Candidaturas')
    expect(view.listLabel).toBe(t.listLabel)
  })
})
