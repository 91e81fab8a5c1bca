import { ptBR } from '@carreiras/core'
import type { Meta, StoryObj } from '@storybook/react-vite'
import type { ComponentType } from 'react'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { EventInvitation, type EventInvitationProps } from './event-invitation'
import {
  confirmedEvent,
  listed,
  onlineEvent,
  sampleEvent,
  sampleRecord,
  sampleSchedule,
  applicationsBoxLoader,
  boxScenario as scenario,
  useCardView,
  type ApplicationsBoxFakes,
  type ApplicationsBoxSnapshot,
  type ApplicationsBoxTestActor,
} from './applications-box.fixtures'

// A selection event's invitation on its own (it sits in an application's card, under 'Convites'), one
// story per state a designer reviews. Its view comes from core's connect over the real applications box
// machine (fake platform calls) and follows it: a schedule chosen on it shows at once. The 'Atenção'
// before refusing is the box's (Domínio/Perfil/ApplicationsBox).

type StoryArgs = Omit<EventInvitationProps, 'invitation'>
type Loaded = { actor: ApplicationsBoxTestActor }

/** The first event of the first card, as the card shows it. */
function LiveInvitation({ actor, ...props }: StoryArgs & Loaded) {
  const invitation = useCardView(actor)?.events.items[0]
  return invitation ? <EventInvitation {...props} invitation={invitation} /> : null
}

const meta = {
  title: 'Domínio/Perfil/EventInvitation',
  // The props table is the invitation's; its `invitation` comes from the machine (render, below).
  component: EventInvitation as ComponentType<StoryArgs>,
  args: { opensInNewTabText: ptBR.tests.opensInNewTab },
  argTypes: { headingLevel: { control: 'select', options: [4, 5, 6] } },
  loaders: [applicationsBoxLoader],
  render: (args, { loaded }) => (
    <div className="max-w-md">
      <LiveInvitation {...args} actor={(loaded as Loaded).actor} />
    </div>
  ),
} satisfies Meta<StoryArgs>

export default meta
type Story = StoryObj<typeof meta>

const e = ptBR.profile.applications.events
const reached = (state: Parameters<ApplicationsBoxSnapshot['matches']>[0]) => (s: ApplicationsBoxSnapshot) =>
  s.matches(state)
/** One application (id 1) with this event. */
const withEvent = (event = sampleEvent(5)): ApplicationsBoxFakes => ({
  records: [sampleRecord(1, { events: [event] })],
})
const choose = (scheduleId: number) => ({
  type: 'schedule.choose' as const,
  subscriptionId: 1,
  eventId: 5,
  scheduleId,
})
const invitation = (canvas: ReturnType<typeof within>) =>
  within(canvas.getByRole('region', { name: 'Entrevista com a gestora da área' }))

/** Pending, on site: the schedules (a full one disabled), 'Confirmar presença' and 'Recusar convite'. */
export const Playground: Story = {
  ...scenario({ fakes: withEvent(), until: listed }),
  play: async ({ canvas }) => {
    const section = invitation(canvas)
    await expect(section.getByRole('heading', { level: 5 })).toHaveTextContent(
      'Entrevista com a gestora da área',
    )
    await expect(section.getByText(e.status.pending)).toBeVisible()
    await expect(section.getByText('Entrevista · Presencial')).toBeVisible()
    await expect(section.getByText(e.duration(45))).toBeVisible()
    await expect(
      section.getByText('Conversa de 45 minutos sobre a sua experiência. Traga um documento com foto.'),
    ).toBeVisible()
  },
}

/** Nothing chosen yet: 'Confirmar presença' stays focusable and explains; the full schedule is disabled. */
export const Pending: Story = {
  ...scenario({ fakes: withEvent(), until: listed }),
  play: async ({ canvas }) => {
    const group = canvas.getByRole('radiogroup', { name: e.chooseSchedule })
    const radios = within(group).getAllByRole('radio')
    await expect(radios).toHaveLength(3)
    await expect(radios.map((radio) => (radio as HTMLInputElement).checked)).toEqual([false, false, false])
    await expect(within(group).getByText(e.placesLeft(4))).toBeVisible()
    await expect(within(group).getByText(e.placesLeft(1))).toBeVisible()
    await expect(within(group).getByText(e.full)).toBeVisible()
    await expect(radios[2]).toBeDisabled()
    await expect(within(group).getByText(e.schedule('01/12/2026', '10:00'))).toBeVisible()
    const confirm = canvas.getByRole('button', { name: e.confirm })
    await expect(confirm).toHaveAttribute('aria-disabled', 'true')
    await expect(confirm).toHaveAccessibleDescription(e.chooseFirst)
    await expect(canvas.getByRole('button', { name: e.refuse })).not.toHaveAttribute('aria-disabled')
    await expect(canvas.queryByRole('link', { name: e.addToCalendar })).toBeNull()
  },
}

/** By keyboard: arrows choose a schedule (skipping the full one), Tab reaches 'Confirmar presença'. */
export const ChooseByKeyboard: Story = {
  ...scenario({ fakes: { ...withEvent(), confirm: 'pending' }, until: listed }),
  play: async ({ canvas }) => {
    const radios = within(canvas.getByRole('radiogroup', { name: e.chooseSchedule })).getAllByRole('radio')
    await userEvent.tab()
    await expect(radios[0]).toHaveFocus()
    // Radix chooses on the focus that follows a held arrow key: hold it, as a person does, then release.
    await userEvent.keyboard('{ArrowDown>}')
    await waitFor(() => expect(radios[1]).toHaveFocus())
    await userEvent.keyboard('{/ArrowDown}')
    await waitFor(() => expect(radios[1]).toBeChecked())
    // The third is full: the next arrow goes round to the first.
    await userEvent.keyboard('{ArrowDown>}')
    await waitFor(() => expect(radios[0]).toHaveFocus())
    await userEvent.keyboard('{/ArrowDown}')
    await waitFor(() => expect(radios[0]).toBeChecked())
    await expect(radios[1]).not.toBeChecked()
    const confirm = canvas.getByRole('button', { name: e.confirm })
    await waitFor(() => expect(confirm).not.toHaveAttribute('aria-disabled'))
    await expect(canvas.queryByText(e.chooseFirst)).toBeNull()
    await userEvent.tab()
    await expect(confirm).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await waitFor(() => expect(confirm).toHaveAttribute('aria-busy', 'true'))
  },
}

/** A schedule chosen, the confirmation on its way: the button and the section say they are busy. */
export const Confirming: Story = {
  ...scenario({
    fakes: { ...withEvent(), confirm: 'pending' },
    send: [choose(11), { type: 'event.confirm', subscriptionId: 1, eventId: 5 }],
    until: reached({ action: 'confirmingEvent' }),
  }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Entrevista com a gestora da área' })).toHaveAttribute(
      'aria-busy',
      'true',
    )
    const confirm = canvas.getByRole('button', { name: e.confirm })
    await expect(confirm).toHaveAttribute('aria-busy', 'true')
    await expect(confirm).toHaveAttribute('aria-disabled', 'true')
    await expect(canvas.getByRole('radio', { checked: true })).toBeDisabled()
  },
}

/** The refusal, confirmed in the box's 'Atenção', on its way. */
export const Refusing: Story = {
  ...scenario({
    fakes: { ...withEvent(), refuse: 'pending' },
    send: [{ type: 'event.refuse', subscriptionId: 1, eventId: 5 }, { type: 'refusal.confirm' }],
    until: reached({ action: 'refusing' }),
  }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: e.refuse })).toHaveAttribute('aria-busy', 'true')
    await expect(canvas.getByRole('button', { name: e.confirm })).not.toHaveAttribute('aria-busy')
  },
}

/** 'Recusar convite' asks the box's 'Atenção' first: until it is answered the buttons wait. */
export const RefuseAsksFirst: Story = {
  ...scenario({ fakes: withEvent(), until: listed }),
  play: async ({ canvas, loaded }) => {
    const refuse = canvas.getByRole('button', { name: e.refuse })
    refuse.focus()
    await userEvent.keyboard('{Enter}')
    const { actor } = loaded as Loaded
    await waitFor(() => expect(actor.getSnapshot().matches({ action: 'confirmingRefusal' })).toBe(true))
    await expect(refuse).toHaveAttribute('aria-disabled', 'true')
    await expect(canvas.getByText(e.status.pending)).toBeVisible()
  },
}

/** Confirmed: the choice and its place, 'Adicionar à agenda' (.ics) and 'Cancelar decisão'. */
export const Confirmed: Story = {
  ...scenario({ fakes: withEvent(confirmedEvent({ id: 5 })), until: listed }),
  play: async ({ canvas }) => {
    await expect(canvas.getByText(e.status.confirmed)).toBeVisible()
    await expect(canvas.getByText(e.chosen('02/12/2026', '14:30'))).toBeVisible()
    await expect(canvas.getByText(/Sala 3/)).toBeVisible()
    const calendar = canvas.getByRole('link', { name: e.addToCalendar })
    await expect(calendar).toHaveAttribute('download', e.calendarFileName)
    await expect(calendar.getAttribute('href')).toMatch(/^data:text\/calendar/)
    await expect(canvas.getByRole('button', { name: e.cancelDecision })).toBeVisible()
    await expect(canvas.queryByRole('radiogroup')).toBeNull()
    await expect(canvas.queryByRole('button', { name: e.confirm })).toBeNull()
  },
}

/** 'Cancelar decisão' on its way (the event goes back to pending). */
export const CancellingDecision: Story = {
  ...scenario({
    fakes: { ...withEvent(confirmedEvent({ id: 5 })), cancel: 'pending' },
    send: [{ type: 'event.cancelDecision', subscriptionId: 1, eventId: 5 }],
    until: reached({ action: 'cancellingDecision' }),
  }),
  play: async ({ canvas }) => {
    const cancel = canvas.getByRole('button', { name: e.cancelDecision })
    await expect(cancel).toHaveAttribute('aria-busy', 'true')
    await expect(cancel).toHaveAttribute('aria-disabled', 'true')
  },
}

/** Refused: the note and 'Cancelar decisão'. */
export const Refused: Story = {
  ...scenario({
    fakes: withEvent(sampleEvent(5, { status: 'refused', decidedAt: '2026-11-19T15:00:00.000Z' })),
    until: listed,
  }),
  play: async ({ canvas }) => {
    await expect(canvas.getByText(e.status.refused)).toBeVisible()
    await expect(canvas.getByText(e.refusedNote)).toBeVisible()
    await expect(canvas.getByRole('button', { name: e.cancelDecision })).toBeVisible()
    await expect(canvas.queryByRole('link', { name: e.addToCalendar })).toBeNull()
    await expect(canvas.queryByRole('radiogroup')).toBeNull()
  },
}

/** An online group dynamic: the meeting link (a new tab), 'Online' as the place. */
export const Online: Story = {
  ...scenario({ fakes: withEvent(onlineEvent({ id: 5 })), until: listed }),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Dinâmica de grupo · Online')).toBeVisible()
    await expect(canvas.getByText(e.duration(90))).toBeVisible()
    const meeting = canvas.getByRole('link', { name: `${e.meeting} ${ptBR.tests.opensInNewTab}` })
    await expect(meeting).toHaveAttribute('href', 'https://meet.example.com/aurora-dinamica')
    await expect(meeting).toHaveAttribute('target', '_blank')
    const radio = canvas.getByRole('radio', { name: /04\/12\/2026 às 15:00/ })
    await expect(radio).toHaveAccessibleName(expect.stringContaining(e.locationTypes.online))
  },
}

/** The confirmation failed: still pending, with the alert beside it; 'Fechar aviso' dismisses it. */
export const ConfirmFailed: Story = {
  ...scenario({
    fakes: { ...withEvent(), confirm: { code: 'INTERNAL' } },
    send: [choose(11), { type: 'event.confirm', subscriptionId: 1, eventId: 5 }],
    until: (s) => s.matches({ action: 'idle' }) && s.context.actionAlert !== null,
  }),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(e.confirmFailed)
    await expect(canvas.getByText(e.status.pending)).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: ptBR.profile.applications.dismiss }))
    await waitFor(() => expect(canvas.queryByRole('alert')).toBeNull())
  },
}

/** Someone took the last place: the platform's message, the schedules read again (now full). */
export const ScheduleFull: Story = {
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
    const group = canvas.getByRole('radiogroup', { name: e.chooseSchedule })
    const radios = within(group).getAllByRole('radio')
    await expect(radios[0]).not.toBeDisabled()
    await expect(radios[1]).toBeDisabled()
    await expect(within(group).getAllByText(e.full)).toHaveLength(2)
  },
}

export const Mobile: Story = {
  ...scenario({ fakes: withEvent(), until: listed }),
  globals: { viewport: { value: 'mobile360', isRotated: false } },
}
