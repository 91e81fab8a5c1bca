// Fake actors for the applications box's stories and tests: the real applications box machine, with the
// platform calls replaced by promises that resolve, reject with a platform error code, or never settle
// ('pending', for the busy states), and applications as the api's actors parse them. Not part of the
// package's build (stories and tests only).
import {
  applicationsBoxMachine,
  connectApplicationsBox,
  type ApplicationsBoxEvent,
  type ApplicationsBoxInput,
  type EventResult,
  type EventSchedule,
  type SelectionEvent,
  type SubscriptionRecord,
  type SubscriptionCardView,
  type SubscriptionTest,
} from '@carreiras/core'
import { useSelector } from '@xstate/react'
import { createActor, fromPromise, waitFor, type SnapshotFrom } from 'xstate'

/** What a fake call does: resolve, reject with a platform error code (and text), or never settle. */
export type Outcome = 'ok' | 'pending' | { code: string; message?: string }

export type ApplicationsBoxSnapshot = SnapshotFrom<typeof applicationsBoxMachine>

const never = () => new Promise<never>(() => {})

function settle<T>(outcome: Outcome | undefined, value: T): Promise<T> {
  if (outcome === 'pending') return never()
  if (outcome && outcome !== 'ok')
    return Promise.reject(Object.assign(new Error(outcome.message ?? outcome.code), { code: outcome.code }))
  return Promise.resolve(value)
}

const address = {
  id: 1,
  street: 'Avenida Paulista',
  number: '1000',
  complement: '10º andar',
  neighborhood: 'Bela Vista',
  city: 'São Paulo',
  stateAbbr: 'SP',
  zipcode: '01310-100',
}

export function sampleSchedule(id: number, overrides: Partial<EventSchedule> = {}): EventSchedule {
  return {
    id,
    date: '2026-12-01',
    time: '10:00',
    address,
    room: { id: 7, name: 'Sala 3' },
    capacity: 6,
    available: 4,
    full: false,
    ...overrides,
  }
}

export function sampleEvent(id: number, overrides: Partial<SelectionEvent> = {}): SelectionEvent {
  return {
    id,
    title: 'Entrevista com a gestora da área',
    description: 'Conversa de 45 minutos sobre a sua experiência. Traga um documento com foto.',
    location: 'Avenida Paulista, 1000',
    locationType: 'on_site',
    kind: 'interview',
    status: 'pending',
    invitedAt: '2026-11-18T13:00:00.000Z',
    decidedAt: null,
    durationMinutes: 45,
    meetingUrl: null,
    chosenScheduleId: null,
    chosenAddressId: null,
    chosenRoomId: null,
    chosenDate: null,
    chosenTime: null,
    schedules: [
      sampleSchedule(11),
      sampleSchedule(12, { date: '2026-12-02', time: '14:30', available: 1 }),
      sampleSchedule(13, { date: '2026-12-03', time: '09:00', available: 0, full: true }),
    ],
    ...overrides,
  }
}

export const confirmedEvent = (overrides: Partial<SelectionEvent> = {}) =>
  sampleEvent(21, {
    status: 'confirmed',
    decidedAt: '2026-11-19T15:00:00.000Z',
    chosenScheduleId: 12,
    chosenAddressId: 1,
    chosenRoomId: 7,
    chosenDate: '2026-12-02',
    chosenTime: '14:30',
    ...overrides,
  })

export const onlineEvent = (overrides: Partial<SelectionEvent> = {}) =>
  sampleEvent(31, {
    title: 'Dinâmica de grupo online',
    kind: 'group_dynamic',
    locationType: 'online',
    location: 'Online',
    meetingUrl: 'https://meet.example.com/aurora-dinamica',
    description: 'Atividade em grupo com outras pessoas candidatas.',
    durationMinutes: 90,
    schedules: [
      sampleSchedule(41, {
        address: null,
        room: null,
        date: '2026-12-04',
        time: '15:00',
        capacity: 12,
        available: 5,
      }),
    ],
    ...overrides,
  })

export function sampleTest(testId: number, overrides: Partial<SubscriptionTest> = {}): SubscriptionTest {
  return {
    testId,
    name: 'Avaliação de Conhecimentos Gerais',
    status: 'pending',
    source: 'ninenine_jobs',
    url: null,
    hidden: false,
    requiredIn: 'subscription',
    finishedAt: null,
    ...overrides,
  }
}

export function sampleRecord(id: number, overrides: Partial<SubscriptionRecord> = {}): SubscriptionRecord {
  return {
    id,
    opportunityId: 100_000 + id,
    slug: `analista-${id}`,
    step: 'applied',
    createdAt: '2026-11-10T12:00:00.000Z',
    appliedAt: '2026-11-10T12:40:00.000Z',
    companyId: 6562,
    title: 'Analista de Crédito Pleno',
    opportunityStatus: '1',
    city: 'São Paulo',
    stateAbbr: 'SP',
    tests: [],
    events: [],
    ...overrides,
  }
}

/** The applications of the stories: a lead on an open and on a closed opening, and applied ones with tests. */
export const sampleRecords: SubscriptionRecord[] = [
  sampleRecord(6, {
    title: 'Analista de Dados Júnior',
    slug: '100006-analista-de-dados-junior',
    step: 'lead',
    appliedAt: null,
    createdAt: '2026-11-15T14:00:00.000Z',
    tests: [
      sampleTest(3001, {
        status: 'finished',
        finishedAt: '2026-11-15T14:30:00.000Z',
      }),
      sampleTest(3101, {
        name: 'Teste de Inglês Online',
        source: 'parceiro',
        url: 'https://parceiro.example/partner-test/3101',
      }),
      sampleTest(3003, { name: 'Pesquisa de Experiência do Candidato', requiredIn: 'thank_you' }),
    ],
  }),
  sampleRecord(2, {
    title: 'Operador(a) de Caixa',
    step: 'lead',
    appliedAt: null,
    opportunityStatus: '2',
    city: 'Campinas',
    createdAt: '2026-10-02T10:00:00.000Z',
  }),
  sampleRecord(1, {
    tests: [
      sampleTest(3002, {
        name: 'Raciocínio Lógico',
        status: 'finished',
        finishedAt: '2026-11-10T12:35:00.000Z',
      }),
    ],
  }),
]

export interface ApplicationsBoxFakes {
  /** Every page; `pages` splits `records` into pages of this size (default: one page). */
  records?: SubscriptionRecord[]
  pageSize?: number
  load?: Outcome
  /** Pages after the first (load more). */
  loadMore?: Outcome
  withdraw?: Outcome
  confirm?: Outcome
  refuse?: Outcome
  cancel?: Outcome
  reload?: Outcome
  /** What a reload reads (after a full schedule). */
  reloaded?: SubscriptionRecord
}

export function fakeApplicationsBoxMachine(fakes: ApplicationsBoxFakes = {}) {
  const records = fakes.records ?? sampleRecords
  const size = fakes.pageSize ?? Math.max(records.length, 1)
  return applicationsBoxMachine.provide({
    actors: {
      loadPage: fromPromise(({ input }) =>
        settle(input.page > 1 ? fakes.loadMore : fakes.load, {
          records: records.slice((input.page - 1) * size, input.page * size),
          nextPage: input.page * size < records.length ? input.page + 1 : null,
        }),
      ),
      withdraw: fromPromise(() => settle<void>(fakes.withdraw, undefined)),
      confirmEvent: fromPromise(() => settle<EventResult>(fakes.confirm, null)),
      refuseEvent: fromPromise(() => settle<EventResult>(fakes.refuse, null)),
      cancelEventDecision: fromPromise(() => settle<EventResult>(fakes.cancel, null)),
      reloadSubscription: fromPromise(() => settle<EventResult>(fakes.reload, fakes.reloaded ?? null)),
    },
    actions: {
      openExternal: () => {},
    },
  })
}

export interface ApplicationsBoxScenario {
  input?: Partial<ApplicationsBoxInput>
  fakes?: ApplicationsBoxFakes
  /** Sent in order once the first page is listed. */
  send?: ApplicationsBoxEvent[]
  /** The state to wait for before the story renders. */
  until?: (snapshot: ApplicationsBoxSnapshot) => boolean
}

/** Starts the machine and plays a scenario, so a story renders the state a designer reviews. */
export async function startApplicationsBox({ input, fakes, send = [], until }: ApplicationsBoxScenario = {}) {
  const actor = createActor(fakeApplicationsBoxMachine(fakes), {
    input: { companyIds: [6562], userId: 7, pageSize: fakes?.pageSize, ...input },
  }).start()
  if (send.length > 0) {
    await waitFor(actor, (s) => s.context.loaded && s.matches({ list: 'idle' }), { timeout: 2000 })
    for (const event of send) actor.send(event)
  }
  if (until) await waitFor(actor, until, { timeout: 2000 })
  return actor
}

/** Listed and quiet. */
export const listed = (s: ApplicationsBoxSnapshot) => s.matches({ list: 'idle', action: 'idle' })

export type ApplicationsBoxTestActor = Awaited<ReturnType<typeof startApplicationsBox>>

/**
 * One card's view as the box shows it (core's connect over the running machine), for the card's own
 * stories: it follows the machine, so a choice or an operation started on the card shows on it.
 */
export function useCardView(actor: ApplicationsBoxTestActor, index = 0): SubscriptionCardView | undefined {
  return useSelector(actor, (s) => connectApplicationsBox(s, actor.send).cards[index])
}

let running: ApplicationsBoxTestActor | undefined

/**
 * The stories' loader: the box's machine started for the story's scenario (`parameters.box`, see
 * `boxScenario`), the previous story's machine stopped. Gives `{ actor }` to the story's render.
 */
export async function applicationsBoxLoader({
  parameters,
}: {
  parameters: { box?: ApplicationsBoxScenario }
}): Promise<{ actor: ApplicationsBoxTestActor }> {
  running?.stop()
  running = await startApplicationsBox(parameters.box ?? {})
  return { actor: running }
}

/** A story's scenario for `applicationsBoxLoader`. */
export const boxScenario = (box: ApplicationsBoxScenario) => ({ parameters: { box } })
