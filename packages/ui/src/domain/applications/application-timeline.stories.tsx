import { ptBR } from '@carreiras/core'
import type { Meta, StoryObj } from '@storybook/react-vite'
import type { ComponentType } from 'react'
import { expect, within } from 'storybook/test'
import { ApplicationTimeline, type ApplicationTimelineProps } from './application-timeline'
import {
  confirmedEvent,
  listed,
  sampleEvent,
  sampleRecord,
  sampleRecords,
  applicationsBoxLoader,
  boxScenario as scenario,
  useCardView,
  type ApplicationsBoxTestActor,
} from './applications-box.fixtures'

// Where one application stands ('Andamento', on each card of 'Minhas Inscrições'), one story per step a
// designer reviews. The entries come from core's connect over the real applications box machine (fake
// platform calls), as the card shows them.

type StoryArgs = Omit<ApplicationTimelineProps, 'title' | 'entries'>
type Loaded = { actor: ApplicationsBoxTestActor }

function LiveTimeline({ actor, ...props }: StoryArgs & Loaded) {
  const timeline = useCardView(actor)?.timeline
  return timeline ? (
    <ApplicationTimeline {...props} title={timeline.title} entries={timeline.entries} />
  ) : null
}

const meta = {
  title: 'Domínio/Perfil/ApplicationTimeline',
  // The props table is the timeline's; its `title` and `entries` come from the machine (render, below).
  component: ApplicationTimeline as ComponentType<StoryArgs>,
  argTypes: { headingLevel: { control: 'select', options: [3, 4, 5] } },
  loaders: [applicationsBoxLoader],
  render: (args, { loaded }) => (
    <div className="max-w-md">
      <LiveTimeline {...args} actor={(loaded as Loaded).actor} />
    </div>
  ),
} satisfies Meta<StoryArgs>

export default meta
type Story = StoryObj<typeof meta>

const t = ptBR.profile.applications.timeline
/** One application, listed. */
const only = (record: ReturnType<typeof sampleRecord>) =>
  scenario({ fakes: { records: [record] }, until: listed })
const interview = 'Entrevista com a gestora da área'

/** The list's lines (date then text), oldest first. */
const lines = (canvas: ReturnType<typeof within>) =>
  within(canvas.getByRole('region', { name: t.title }))
    .getAllByRole('listitem')
    .map((li) => li.textContent)

/** Every kind of step: started, a test finished, sent, two invitations, one confirmed and one refused. */
export const Playground: Story = {
  ...only(
    sampleRecord(1, {
      tests: sampleRecords[2]!.tests,
      events: [
        confirmedEvent({ id: 5 }),
        sampleEvent(6, {
          title: 'Dinâmica de grupo presencial',
          kind: 'group_dynamic',
          status: 'refused',
          invitedAt: '2026-11-20T13:00:00.000Z',
          decidedAt: '2026-11-21T15:00:00.000Z',
        }),
      ],
    }),
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 4, name: t.title })).toBeVisible()
    await expect(lines(canvas)).toEqual([
      `10/11/2026${t.started}`,
      `10/11/2026${t.testFinished('Raciocínio Lógico')}`,
      `10/11/2026${t.submitted}`,
      `18/11/2026${t.invited(interview)}`,
      `19/11/2026${t.confirmed(interview, '02/12/2026', '14:30')}`,
      `20/11/2026${t.invited('Dinâmica de grupo presencial')}`,
      `21/11/2026${t.refused('Dinâmica de grupo presencial')}`,
    ])
    const entries = canvas.getAllByRole('listitem')
    await expect(entries.map((li) => li.dataset.kind)).toEqual([
      'started',
      'testFinished',
      'submitted',
      'invited',
      'confirmed',
      'invited',
      'refused',
    ])
  },
}

/** Only started (a lead): one step; its <time> carries the exact moment. */
export const Started: Story = {
  ...only(sampleRecords[1]!),
  play: async ({ canvas }) => {
    await expect(lines(canvas)).toEqual([`02/10/2026${t.started}`])
    await expect(canvas.getByText('02/10/2026').tagName).toBe('TIME')
    await expect(canvas.getByText('02/10/2026')).toHaveAttribute('dateTime', '2026-10-02T10:00:00.000Z')
  },
}

/** Sent after a test: started, the test, sent. */
export const Submitted: Story = {
  ...only(sampleRecords[2]!),
  play: async ({ canvas }) => {
    await expect(lines(canvas)).toEqual([
      `10/11/2026${t.started}`,
      `10/11/2026${t.testFinished('Raciocínio Lógico')}`,
      `10/11/2026${t.submitted}`,
    ])
  },
}

/** An invitation waiting for an answer. */
export const Invited: Story = {
  ...only(sampleRecord(1, { events: [sampleEvent(5)] })),
  play: async ({ canvas }) => {
    await expect(lines(canvas)).toEqual([
      `10/11/2026${t.started}`,
      `10/11/2026${t.submitted}`,
      `18/11/2026${t.invited(interview)}`,
    ])
  },
}

/** Presence confirmed, with the chosen date and time. */
export const Confirmed: Story = {
  ...only(sampleRecord(1, { events: [confirmedEvent({ id: 5 })] })),
  play: async ({ canvas }) => {
    await expect(lines(canvas)?.at(-1)).toBe(`19/11/2026${t.confirmed(interview, '02/12/2026', '14:30')}`)
  },
}

/** The invitation refused. */
export const Refused: Story = {
  ...only(
    sampleRecord(1, {
      events: [sampleEvent(5, { status: 'refused', decidedAt: '2026-11-19T15:00:00.000Z' })],
    }),
  ),
  play: async ({ canvas }) => {
    await expect(lines(canvas)?.at(-1)).toBe(`19/11/2026${t.refused(interview)}`)
  },
}

/** No dated step: nothing is shown (no empty 'Andamento'). */
export const Empty: Story = {
  ...only(sampleRecord(1, { step: 'lead', createdAt: 'não é uma data', appliedAt: null })),
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('region', { name: t.title })).toBeNull()
    await expect(canvas.queryByRole('heading')).toBeNull()
  },
}
