// Records of the applications box for core's tests (not exported by the package): an application with
// its opening, tests and events, as the api's actors parse them.
import type {
  EventSchedule,
  SelectionEvent,
  SubscriptionRecord,
  SubscriptionTest,
} from './subscriptions.rules'

export function scheduleOf(id: number, overrides: Partial<EventSchedule> = {}): EventSchedule {
  return {
    id,
    date: '2026-12-01',
    time: '10:00',
    address: {
      id: 1,
      street: 'Avenida Paulista',
      number: '1000',
      complement: null,
      neighborhood: 'Bela Vista',
      city: 'São Paulo',
      stateAbbr: 'SP',
      zipcode: '01310-100',
    },
    room: { id: 7, name: 'Sala 3' },
    capacity: 5,
    available: 3,
    full: false,
    ...overrides,
  }
}

export function eventOf(id: number, overrides: Partial<SelectionEvent> = {}): SelectionEvent {
  return {
    id,
    title: 'Entrevista com a gestora',
    description: 'Traga um documento com foto.',
    location: 'Avenida Paulista, 1000',
    locationType: 'on_site',
    kind: 'interview',
    status: 'pending',
    invitedAt: '2026-11-20T13:00:00.000Z',
    decidedAt: null,
    durationMinutes: 45,
    meetingUrl: null,
    chosenScheduleId: null,
    chosenAddressId: null,
    chosenRoomId: null,
    chosenDate: null,
    chosenTime: null,
    schedules: [
      scheduleOf(11),
      scheduleOf(12, { time: '14:00' }),
      scheduleOf(13, { available: 0, full: true }),
    ],
    ...overrides,
  }
}

export function testOf(testId: number, overrides: Partial<SubscriptionTest> = {}): SubscriptionTest {
  return {
    testId,
    name: `Teste ${testId}`,
    status: 'pending',
    source: 'ninenine_jobs',
    url: null,
    hidden: false,
    requiredIn: 'subscription',
    finishedAt: null,
    ...overrides,
  }
}

export function recordOf(id: number, overrides: Partial<SubscriptionRecord> = {}): SubscriptionRecord {
  return {
    id,
    opportunityId: 100_000 + id,
    slug: `analista-${id}`,
    step: 'applied',
    createdAt: '2026-11-10T12:00:00.000Z',
    appliedAt: '2026-11-10T12:30:00.000Z',
    companyId: 6562,
    title: `Analista ${id}`,
    opportunityStatus: '1',
    city: 'São Paulo',
    stateAbbr: 'SP',
    tests: [],
    events: [],
    ...overrides,
  }
}
