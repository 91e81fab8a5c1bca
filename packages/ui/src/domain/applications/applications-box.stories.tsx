import { ptBR } from '@carreiras/core'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { ApplicationsBox, type ApplicationsBoxActor, type ApplicationsBoxProps } from './applications-box'
import {
  confirmedEvent,
  listed,
  onlineEvent,
  sampleEvent,
  sampleRecord,
  sampleRecords,
  sampleSchedule,
  sampleTest,
  applicationsBoxLoader,
  boxScenario as scenario,
  type ApplicationsBoxSnapshot,
} from './applications-box.fixtures'

// 'Minhas Inscrições', one story per state a designer reviews, rendered by the real applications box
// machine with fake platform calls. Each story's scenario (parameters.box) is played before it renders.

type StoryArgs = Omit<ApplicationsBoxProps, 'actor'>

const meta = {
  title: 'Domínio/Perfil/ApplicationsBox',
  component: ApplicationsBox,
  // The loader gives the actor (from the story's scenario): no control or row for it.
  argTypes: { actor: { table: { disable: true }, control: false } },
  args: {},
  loaders: [applicationsBoxLoader],
  render: (args, { loaded }) => (
    <div className="max-w-5xl">
      <ApplicationsBox {...args} actor={(loaded as { actor: ApplicationsBoxActor }).actor} />
    </div>
  ),
} satisfies Meta<typeof ApplicationsBox>

export default meta
// The stories' args: the props but the actor, which the loader gives.
type Story = StoryObj<StoryArgs>

const t = ptBR.profile.applications
const e = t.events
const tt = ptBR.tests
const reached = (state: Parameters<ApplicationsBoxSnapshot['matches']>[0]) => (s: ApplicationsBoxSnapshot) =>
  s.matches(state)
const card = (canvas: ReturnType<typeof within>, title: string) =>
  within(canvas.getByRole('article', { name: title }))

/** An invitation on the first card: one application with one event. */
const withEvent = (event = sampleEvent(5), record = sampleRecord(1)) => ({
  records: [{ ...record, events: [event] }],
})
const choose = (scheduleId: number) => ({
  type: 'schedule.choose' as const,
  subscriptionId: 1,
  eventId: 5,
  scheduleId,
})

/** A lead on an open opening (tests pending and finished), a lead on a closed one, an application sent. */
export const Playground: Story = {
  ...scenario({ until: listed }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Minhas Inscrições' })).toBeVisible()
    await expect(canvas.getByRole('list', { name: t.listLabel })).toBeVisible()
    await expect(canvas.getAllByRole('article')).toHaveLength(3)
    const lead = card(canvas, 'Analista de Dados Júnior')
    await expect(lead.getByRole('link', { name: 'Analista de Dados Júnior' })).toHaveAttribute(
      'href',
      '/vagas/100006-analista-de-dados-junior',
    )
    await expect(lead.getByText('São Paulo/SP')).toBeVisible()
    await expect(lead.getByRole('link', { name: /Continuar Inscrição/ })).toHaveAttribute(
      'href',
      '/vagas/100006/inscricao',
    )
    await expect(lead.getByText(tt.summary.missing(2))).toBeVisible()
    await expect(
      lead.getByRole('link', { name: `${tt.take}: Pesquisa de Experiência do Candidato` }),
    ).toBeVisible()
    await expect(card(canvas, 'Operador(a) de Caixa').getByText(ptBR.job.leadOnClosed)).toBeVisible()
    const applied = card(canvas, 'Analista de Crédito Pleno')
    // The step, and the timeline's 'Inscrição enviada'.
    await expect(applied.getAllByText(t.card.steps.applied)).toHaveLength(2)
    await expect(applied.getByText(tt.summary.allDone)).toBeVisible()
    await expect(canvas.queryByRole('button', { name: t.loadMore })).toBeNull()
  },
}

/** The first page on its way. */
export const Loading: Story = {
  ...scenario({ fakes: { load: 'pending' } }),
  play: async ({ canvas }) => {
    await expect(canvas.getByText(t.loading)).toBeInTheDocument()
  },
}

/** No application for the brand's companies. */
export const Empty: Story = {
  ...scenario({ fakes: { records: [] }, until: listed }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: t.empty })).toBeVisible()
    await expect(canvas.queryByRole('button', { name: t.loadMore })).toBeNull()
  },
}

/** A lead on an open opening: 'Continuar Inscrição'. */
export const LeadOpen: Story = {
  ...scenario({ fakes: { records: [sampleRecords[0]!] }, until: listed }),
  play: async ({ canvas }) => {
    await expect(canvas.getByText(t.card.steps.lead)).toBeVisible()
    await expect(canvas.getByRole('link', { name: /Continuar Inscrição/ })).toBeVisible()
  },
}

/** A lead on a closed opening: the spec's note instead of 'Continuar Inscrição'. */
export const LeadClosed: Story = {
  ...scenario({ fakes: { records: [sampleRecords[1]!] }, until: listed }),
  play: async ({ canvas }) => {
    await expect(canvas.getByText(ptBR.job.leadOnClosed)).toBeVisible()
    await expect(canvas.queryByRole('link', { name: /Continuar Inscrição/ })).toBeNull()
  },
}

/** Sent, every test finished; the timeline shows each step. */
export const AppliedTestsFinished: Story = {
  ...scenario({ fakes: { records: [sampleRecords[2]!] }, until: listed }),
  play: async ({ canvas }) => {
    await expect(canvas.getByText(tt.summary.allDone)).toBeVisible()
    await expect(canvas.getByText(tt.status.finished)).toBeVisible()
    const timeline = within(canvas.getByRole('region', { name: t.timeline.title }))
    await expect(timeline.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      `10/11/2026${t.timeline.started}`,
      `10/11/2026${t.timeline.testFinished('Raciocínio Lógico')}`,
      `10/11/2026${t.timeline.submitted}`,
    ])
  },
}

/** Tests still to take: in-house ones link to their cover, a partner's asks 'Atenção' first. */
export const TestsPending: Story = {
  ...scenario({
    fakes: {
      records: [
        sampleRecord(1, {
          tests: [
            sampleTest(3001),
            sampleTest(3101, {
              name: 'Teste de Inglês Online',
              source: 'parceiro',
              url: 'https://parceiro.example/3101',
            }),
          ],
        }),
      ],
    },
    until: listed,
  }),
  play: async ({ canvas }) => {
    await expect(canvas.getByText(tt.summary.missing(2))).toBeVisible()
    await expect(
      canvas.getByRole('link', { name: `${tt.take}: Avaliação de Conhecimentos Gerais` }),
    ).toHaveAttribute('href', '/vagas/100001/inscricao/avaliacao-de-conhecimentos-gerais/3001')
    await expect(canvas.getByRole('button', { name: new RegExp(tt.takePartner) })).toBeVisible()
  },
}

/** The partner test's 'Atenção'. */
export const PartnerTestDialog: Story = {
  ...scenario({
    fakes: {
      records: [
        sampleRecord(1, {
          tests: [
            sampleTest(3101, {
              name: 'Teste de Inglês Online',
              source: 'parceiro',
              url: 'https://parceiro.example/3101',
            }),
          ],
        }),
      ],
    },
    send: [{ type: 'test.open', subscriptionId: 1, testId: 3101 }],
    until: reached({ action: 'confirmingPartner' }),
  }),
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog', {
      name: 'Atenção',
    })
    await expect(dialog).toHaveAccessibleDescription(tt.partner.message)
    await expect(within(dialog).getByRole('button', { name: tt.partner.go })).toBeInTheDocument()
  },
}

/** More applications than a page: 'Carregar mais...'. */
export const LoadMore: Story = {
  ...scenario({ fakes: { pageSize: 2 }, until: listed }),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('article')).toHaveLength(2)
    const button = canvas.getByRole('button', { name: t.loadMore })
    await userEvent.click(button)
    await expect(await canvas.findAllByRole('article')).toHaveLength(3)
    await expect(canvas.queryByRole('button', { name: t.loadMore })).toBeNull()
  },
}

/** The next page on its way: the button keeps the focus and says it is busy. */
export const LoadingMore: Story = {
  ...scenario({
    fakes: { pageSize: 2, loadMore: 'pending' },
    send: [{ type: 'list.more' }],
    until: reached({ list: 'loading' }),
  }),
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: t.loadMore })
    await expect(button).toHaveAttribute('aria-busy', 'true')
    await expect(canvas.getByRole('status')).toHaveTextContent(t.loadingMore)
  },
}

/** The first page could not be read. */
export const LoadFailed: Story = {
  ...scenario({ fakes: { load: { code: 'NETWORK' } }, until: reached({ list: 'failed' }) }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(ptBR.clientErrors.NETWORK)
    await expect(canvas.getByRole('button', { name: t.retry })).toBeVisible()
    await expect(canvas.queryByRole('article')).toBeNull()
  },
}

/** A later page failed: what is listed stays, with the alert and the retry. */
export const LoadMoreFailed: Story = {
  ...scenario({
    fakes: { pageSize: 2, loadMore: { code: 'INTERNAL' } },
    send: [{ type: 'list.more' }],
    until: reached({ list: 'failed' }),
  }),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('article')).toHaveLength(2)
    await expect(canvas.getByRole('alert')).toHaveTextContent(t.loadFailed)
    await expect(canvas.getByRole('button', { name: t.retry })).toBeVisible()
  },
}

/** 'Atenção' before withdrawing. */
export const WithdrawConfirm: Story = {
  ...scenario({
    send: [{ type: 'withdraw.request', subscriptionId: 1 }],
    until: reached({ action: 'confirmingWithdraw' }),
  }),
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog', {
      name: t.withdraw.title,
    })
    await expect(dialog).toHaveAccessibleDescription(expect.stringContaining(t.withdraw.message))
    await expect(within(dialog).getByRole('button', { name: t.withdraw.confirm })).toBeInTheDocument()
    await waitFor(() => expect(within(dialog).getByRole('button', { name: t.withdraw.cancel })).toHaveFocus())
  },
}

/** The withdrawal on its way: the dialog is busy. */
export const Withdrawing: Story = {
  ...scenario({
    fakes: { withdraw: 'pending' },
    send: [{ type: 'withdraw.request', subscriptionId: 1 }, { type: 'withdraw.confirm' }],
    until: reached({ action: 'withdrawing' }),
  }),
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog', {
      name: t.withdraw.title,
    })
    await expect(dialog).toHaveAttribute('aria-busy', 'true')
  },
}

/** Withdrawn: the card is gone and the status says so. */
export const Withdrawn: Story = {
  ...scenario({
    send: [{ type: 'withdraw.request', subscriptionId: 1 }, { type: 'withdraw.confirm' }],
    until: (s) => s.matches({ action: 'idle' }) && s.context.items.length === 2,
  }),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('article')).toHaveLength(2)
    await expect(canvas.getByRole('status')).toHaveTextContent(t.withdraw.done('Analista de Crédito Pleno'))
  },
}

/** The withdrawal failed: the card stays, with the alert. */
export const WithdrawFailed: Story = {
  ...scenario({
    fakes: { withdraw: { code: 'INTERNAL' } },
    send: [{ type: 'withdraw.request', subscriptionId: 1 }, { type: 'withdraw.confirm' }],
    until: (s) => s.matches({ action: 'idle' }) && s.context.actionAlert !== null,
  }),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('article')).toHaveLength(3)
    await expect(card(canvas, 'Analista de Crédito Pleno').getByRole('alert')).toHaveTextContent(
      t.withdraw.failed,
    )
  },
}

/** An invitation waiting for the candidate: the schedules (a full one disabled), confirm and refuse. */
export const EventPending: Story = {
  ...scenario({ fakes: withEvent(), until: listed }),
  play: async ({ canvas }) => {
    const group = canvas.getByRole('radiogroup', { name: e.chooseSchedule })
    const radios = within(group).getAllByRole('radio')
    await expect(radios).toHaveLength(3)
    await expect(radios[2]).toBeDisabled()
    await expect(within(group).getByText(e.full)).toBeVisible()
    await expect(within(group).getByText(e.placesLeft(1))).toBeVisible()
    const confirm = canvas.getByRole('button', { name: e.confirm })
    await expect(confirm).toHaveAttribute('aria-disabled', 'true')
    await expect(confirm).toHaveAccessibleDescription(e.chooseFirst)
    await userEvent.click(radios[1]!)
    await expect(canvas.getByRole('button', { name: e.confirm })).not.toHaveAttribute('aria-disabled')
  },
}

/** A schedule chosen, the confirmation on its way. */
export const EventConfirming: Story = {
  ...scenario({
    fakes: { ...withEvent(), confirm: 'pending' },
    send: [choose(11), { type: 'event.confirm', subscriptionId: 1, eventId: 5 }],
    until: reached({ action: 'confirmingEvent' }),
  }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: e.confirm })).toHaveAttribute('aria-busy', 'true')
  },
}

/** Confirmed: the choice, 'Adicionar à agenda' (.ics) and 'Cancelar decisão'. */
export const EventConfirmed: Story = {
  ...scenario({ fakes: withEvent(confirmedEvent({ id: 5 })), until: listed }),
  play: async ({ canvas }) => {
    await expect(canvas.getByText(e.chosen('02/12/2026', '14:30'))).toBeVisible()
    const calendar = canvas.getByRole('link', { name: e.addToCalendar })
    await expect(calendar).toHaveAttribute('download', e.calendarFileName)
    await expect(calendar.getAttribute('href')).toMatch(/^data:text\/calendar/)
    await expect(canvas.getByRole('button', { name: e.cancelDecision })).toBeVisible()
    await expect(canvas.queryByRole('radiogroup')).toBeNull()
  },
}

/** Refused: the note and 'Cancelar decisão'. */
export const EventRefused: Story = {
  ...scenario({
    fakes: withEvent(sampleEvent(5, { status: 'refused', decidedAt: '2026-11-19T15:00:00.000Z' })),
    until: listed,
  }),
  play: async ({ canvas }) => {
    await expect(canvas.getByText(e.refusedNote)).toBeVisible()
    await expect(canvas.getByText(e.status.refused)).toBeVisible()
    await expect(canvas.getByRole('button', { name: e.cancelDecision })).toBeVisible()
  },
}

/** 'Atenção' before refusing. */
export const EventRefuseConfirm: Story = {
  ...scenario({
    fakes: withEvent(),
    send: [{ type: 'event.refuse', subscriptionId: 1, eventId: 5 }],
    until: reached({ action: 'confirmingRefusal' }),
  }),
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog', {
      name: e.refuseDialog.title,
    })
    await expect(dialog).toHaveAccessibleDescription(e.refuseDialog.message)
    await expect(within(dialog).getByRole('button', { name: e.refuseDialog.confirm })).toBeInTheDocument()
  },
}

/** Someone took the last place: the platform's message, the schedules read again (now full). */
export const EventFullSlot: Story = {
  ...scenario({
    fakes: {
      ...withEvent(),
      confirm: { code: 'VALIDATION', message: 'Este horário acabou de esgotar. Escolha outro horário.' },
      reloaded: sampleRecord(1, {
        events: [
          sampleEvent(5, {
            schedules: [
              sampleSchedule(11),
              sampleSchedule(12, { date: '2026-12-02', time: '14:30', available: 0, full: true }),
              sampleSchedule(13, { date: '2026-12-03', time: '09:00', available: 0, full: true }),
            ],
          }),
        ],
      }),
    },
    send: [choose(12), { type: 'event.confirm', subscriptionId: 1, eventId: 5 }],
    until: (s) => s.matches({ action: 'idle' }) && s.context.actionAlert?.code === 'scheduleFull',
  }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Este horário acabou de esgotar. Escolha outro horário.',
    )
    const radios = within(canvas.getByRole('radiogroup', { name: e.chooseSchedule })).getAllByRole('radio')
    await expect(radios[1]).toBeDisabled()
    await expect(radios[0]).not.toBeDisabled()
  },
}

/** The confirmation failed: the invitation stays pending, with the alert. */
export const EventFailed: Story = {
  ...scenario({
    fakes: { ...withEvent(), confirm: { code: 'INTERNAL' } },
    send: [choose(11), { type: 'event.confirm', subscriptionId: 1, eventId: 5 }],
    until: (s) => s.matches({ action: 'idle' }) && s.context.actionAlert !== null,
  }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(e.confirmFailed)
    await expect(canvas.getByText(e.status.pending)).toBeVisible()
  },
}

/** An online group dynamic: the meeting link, 'Online' as the place. */
export const OnlineEvent: Story = {
  ...scenario({ fakes: withEvent(onlineEvent({ id: 5 })), until: listed }),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Dinâmica de grupo · Online')).toBeVisible()
    await expect(canvas.getByRole('link', { name: new RegExp(e.meeting) })).toHaveAttribute(
      'href',
      'https://meet.example.com/aurora-dinamica',
    )
  },
}

export const Mobile: Story = {
  ...scenario({ fakes: withEvent(), until: listed }),
  globals: { viewport: { value: 'mobile360', isRotated: false } },
}
