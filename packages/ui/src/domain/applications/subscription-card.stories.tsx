import { ptBR } from '@carreiras/core'
import type { Meta, StoryObj } from '@storybook/react-vite'
import type { ComponentType } from 'react'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { SubscriptionCard, type SubscriptionCardProps } from './subscription-card'
import {
  listed,
  sampleEvent,
  sampleRecord,
  sampleRecords,
  sampleTest,
  applicationsBoxLoader,
  boxScenario as scenario,
  useCardView,
  type ApplicationsBoxSnapshot,
  type ApplicationsBoxTestActor,
} from './applications-box.fixtures'

// One application of 'Minhas Inscrições' on its own, one story per state a designer reviews. The card's
// view comes from core's connect over the real applications box machine (fake platform calls), and
// follows it: what the card starts (a withdrawal, a partner test) shows on it. The box's dialogs and the
// list are Domínio/Perfil/ApplicationsBox.

type StoryArgs = Omit<SubscriptionCardProps, 'card'>
type Loaded = { actor: ApplicationsBoxTestActor }

function LiveCard({ actor, index, ...props }: StoryArgs & Loaded & { index: number }) {
  const card = useCardView(actor, index)
  return card ? <SubscriptionCard {...props} card={card} /> : null
}

const meta = {
  title: 'Domínio/Perfil/SubscriptionCard',
  // The props table is the card's; its `card` comes from the machine (render, below).
  component: SubscriptionCard as ComponentType<StoryArgs>,
  args: { opensInNewTabText: ptBR.tests.opensInNewTab },
  argTypes: { renderLink: { control: false } },
  loaders: [applicationsBoxLoader],
  render: (args, { loaded, parameters }) => (
    <div className="max-w-md">
      <LiveCard
        {...args}
        actor={(loaded as Loaded).actor}
        index={(parameters.cardIndex as number | undefined) ?? 0}
      />
    </div>
  ),
} satisfies Meta<StoryArgs>

export default meta
type Story = StoryObj<typeof meta>

const t = ptBR.profile.applications
const tt = ptBR.tests
const reached = (state: Parameters<ApplicationsBoxSnapshot['matches']>[0]) => (s: ApplicationsBoxSnapshot) =>
  s.matches(state)

/** A lead on an open opening: 'Continuar Inscrição', a test finished, one on a partner's site, one after. */
export const Playground: Story = {
  ...scenario({ fakes: { records: [sampleRecords[0]!] }, until: listed }),
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article', { name: 'Analista de Dados Júnior' })
    await expect(within(card).getByRole('heading', { level: 3 })).toHaveTextContent(
      'Analista de Dados Júnior',
    )
    await expect(canvas.getByRole('link', { name: 'Analista de Dados Júnior' })).toHaveAttribute(
      'href',
      '/vagas/100006-analista-de-dados-junior',
    )
    await expect(canvas.getByText('São Paulo/SP')).toBeVisible()
    await expect(canvas.getByText(`${t.card.step}:`)).toBeVisible()
    await expect(canvas.getByText(t.card.steps.lead)).toBeVisible()
    await expect(canvas.getByRole('link', { name: t.card.continue })).toHaveAttribute(
      'href',
      '/vagas/100006/inscricao',
    )
  },
}

/** The tests: 'Finalizado' and 'Pendente', in-house ones link to their cover, a partner's is a button. */
export const TestsPending: Story = {
  ...scenario({ fakes: { records: [sampleRecords[0]!] }, until: listed }),
  play: async ({ canvas }) => {
    const tests = within(canvas.getByRole('region', { name: t.card.tests }))
    await expect(tests.getByText(tt.summary.missing(2))).toBeVisible()
    const items = tests.getAllByRole('listitem')
    await expect(items).toHaveLength(3)
    await expect(within(items[0]!).getByText(tt.status.finished)).toBeVisible()
    await expect(within(items[0]!).queryByRole('link')).toBeNull()
    await expect(within(items[1]!).getByText(tt.status.pending)).toBeVisible()
    await expect(within(items[1]!).getByText(tt.requiredBadge)).toBeVisible()
    await expect(
      within(items[1]!).getByRole('button', {
        // The hidden ': name' is positioned, so a block: the computed name puts a space before it.
        name: `${tt.takePartner} : Teste de Inglês Online ${tt.opensInNewTab}`,
      }),
    ).toBeVisible()
    await expect(within(items[2]!).getByText(tt.afterApplying)).toBeVisible()
    await expect(
      within(items[2]!).getByRole('link', { name: `${tt.take}: Pesquisa de Experiência do Candidato` }),
    ).toHaveAttribute('href', '/vagas/100006/inscricao/pesquisa-de-experiencia-do-candidato/3003')
  },
}

/** A lead on a closed opening: the spec's note instead of 'Continuar Inscrição'; no test. */
export const LeadClosed: Story = {
  ...scenario({ fakes: { records: [sampleRecords[1]!] }, until: listed }),
  play: async ({ canvas }) => {
    await expect(canvas.getByText(t.card.leadOnClosed)).toBeVisible()
    await expect(canvas.queryByRole('link', { name: t.card.continue })).toBeNull()
    await expect(canvas.getByText(tt.summary.none)).toBeVisible()
    await expect(canvas.getByText('Campinas/SP')).toBeVisible()
  },
}

/** Sent, every test finished: 'Inscrição enviada' and the timeline. */
export const Applied: Story = {
  ...scenario({ fakes: { records: [sampleRecords[2]!] }, until: listed }),
  play: async ({ canvas }) => {
    const card = within(canvas.getByRole('article', { name: 'Analista de Crédito Pleno' }))
    // The step, and the timeline's last line.
    await expect(card.getAllByText(t.card.steps.applied)).toHaveLength(2)
    await expect(card.getByText(tt.summary.allDone)).toBeVisible()
    await expect(card.getByText(tt.status.finished)).toBeVisible()
    await expect(card.queryByRole('link', { name: t.card.continue })).toBeNull()
    const timeline = within(card.getByRole('region', { name: t.timeline.title }))
    await expect(timeline.getByRole('heading', { level: 4 })).toHaveTextContent(t.timeline.title)
    await expect(timeline.getAllByRole('listitem')).toHaveLength(3)
  },
}

/** An invitation on the card: 'Convites', one heading level below the card's sections. */
export const WithInvitation: Story = {
  ...scenario({ fakes: { records: [sampleRecord(1, { events: [sampleEvent(5)] })] }, until: listed }),
  play: async ({ canvas }) => {
    const events = within(canvas.getByRole('region', { name: t.events.title }))
    await expect(events.getByRole('heading', { level: 4, name: t.events.title })).toBeVisible()
    await expect(
      events.getByRole('heading', { level: 5, name: 'Entrevista com a gestora da área' }),
    ).toBeVisible()
    await expect(events.getByText(t.events.status.pending)).toBeVisible()
  },
}

/** 'Cancelar inscrição' by keyboard: the box asks 'Atenção' (its dialog) and the card's buttons wait. */
export const WithdrawByKeyboard: Story = {
  ...scenario({ fakes: { records: [sampleRecords[2]!] }, until: listed }),
  play: async ({ canvas, loaded }) => {
    const withdraw = canvas.getByRole('button', { name: t.card.withdrawOf('Analista de Crédito Pleno') })
    await expect(withdraw).toHaveTextContent(t.card.withdraw)
    await expect(withdraw).not.toHaveAttribute('aria-disabled')
    withdraw.focus()
    await userEvent.keyboard('{Enter}')
    const { actor } = loaded as Loaded
    await waitFor(() => expect(actor.getSnapshot().matches({ action: 'confirmingWithdraw' })).toBe(true))
    await expect(withdraw).toHaveAttribute('aria-disabled', 'true')
    await expect(withdraw).toHaveFocus()
  },
}

/** The withdrawal on its way: the button and the card say they are busy. */
export const Withdrawing: Story = {
  ...scenario({
    fakes: { records: [sampleRecords[2]!], withdraw: 'pending' },
    send: [{ type: 'withdraw.request', subscriptionId: 1 }, { type: 'withdraw.confirm' }],
    until: reached({ action: 'withdrawing' }),
  }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('article', { name: 'Analista de Crédito Pleno' })).toHaveAttribute(
      'aria-busy',
      'true',
    )
    const withdraw = canvas.getByRole('button', { name: t.card.withdrawOf('Analista de Crédito Pleno') })
    await expect(withdraw).toHaveAttribute('aria-busy', 'true')
    await expect(withdraw).toHaveAttribute('aria-disabled', 'true')
  },
}

/** The withdrawal failed: the alert on the card, and 'Fechar aviso' dismisses it. */
export const WithdrawFailed: Story = {
  ...scenario({
    fakes: { records: [sampleRecords[2]!], withdraw: { code: 'INTERNAL' } },
    send: [{ type: 'withdraw.request', subscriptionId: 1 }, { type: 'withdraw.confirm' }],
    until: (s) => s.matches({ action: 'idle' }) && s.context.actionAlert !== null,
  }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(t.withdraw.failed)
    await userEvent.click(canvas.getByRole('button', { name: t.dismiss }))
    await waitFor(() => expect(canvas.queryByRole('alert')).toBeNull())
  },
}

/** Another card's operation runs (its 'Atenção' is open): this card's buttons wait and do nothing. */
export const Locked: Story = {
  ...scenario({
    fakes: {
      records: [
        sampleRecord(1, {
          tests: [sampleTest(3101, { source: 'parceiro', url: 'https://parceiro.example/3101' })],
        }),
        sampleRecord(2, { title: 'Operador(a) de Caixa' }),
      ],
    },
    send: [{ type: 'withdraw.request', subscriptionId: 2 }],
    until: reached({ action: 'confirmingWithdraw' }),
  }),
  play: async ({ canvas, loaded }) => {
    const withdraw = canvas.getByRole('button', { name: t.card.withdrawOf('Analista de Crédito Pleno') })
    await expect(withdraw).toHaveAttribute('aria-disabled', 'true')
    const partner = canvas.getByRole('button', { name: new RegExp(`^${tt.takePartner}`) })
    await expect(partner).toHaveAttribute('aria-disabled', 'true')
    // aria-disabled: still clickable (pointer-events are off), and a click does nothing.
    await userEvent.click(withdraw, { pointerEventsCheck: 0 })
    await userEvent.click(partner, { pointerEventsCheck: 0 })
    const { actor } = loaded as Loaded
    await expect(actor.getSnapshot().context.target?.subscriptionId).toBe(2)
  },
}

export const Mobile: Story = {
  ...scenario({ fakes: { records: [sampleRecords[0]!] }, until: listed }),
  globals: { viewport: { value: 'mobile360', isRotated: false } },
}
