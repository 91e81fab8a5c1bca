import type { EventSchedule } from '@carreiras/core'
import { describe, expect, it } from 'vitest'
import { PlatformError } from '../errors.js'
import { fakeClient, run } from './fake-client.js'
import { createApplicationsBoxActors } from './subscriptions.js'

const options = { userId: 7, userName: 'Helena Duarte' }

/** A `Subscription` as the platform answers it (GraphQL ids are strings). */
const wire = (id: string, overrides: Record<string, unknown> = {}) => ({
  id,
  opportunityId: '100006',
  slug: '100006-analista-de-dados-junior',
  step: 'applied',
  createdAt: '2026-11-10T12:00:00.000Z',
  appliedAt: '2026-11-10T12:30:00.000Z',
  company: { id: '6562' },
  opportunity: {
    id: '100006',
    title: 'Analista de Dados Júnior',
    status: '1',
    address: { city: 'São Paulo', stateAbbr: 'SP' },
  },
  listTests: {
    records: [
      {
        test_id: '3001',
        name: 'Avaliação de Conhecimentos Gerais',
        status: 'finished',
        source: 'ninenine_jobs',
        url: null,
        hide_to_candidate: false,
        required_in: 'subscription',
        finished_at: '2026-11-10T12:20:00.000Z',
      },
      {
        test_id: '3101',
        name: 'Teste de Inglês Online',
        status: 'pending',
        source: 'parceiro',
        url: 'http://127.0.0.1:4000/partner-test/3101',
        hide_to_candidate: null,
        required_in: 'odd',
        finished_at: '2026-11-11T00:00:00.000Z',
      },
    ],
  },
  events: [
    {
      id: '9',
      title: 'Entrevista com a gestora',
      description: 'Traga um documento.',
      location: 'Avenida Paulista, 1000',
      typeLocation: 'on_site',
      typeEvent: 'interview',
      status: 'pending',
      invitedAt: '2026-11-12T12:00:00.000Z',
      confirmedAt: null,
      durationMinutes: 45,
      meetingUrl: null,
      chosenScheduleId: null,
      chosenAddressId: null,
      chosenRoomId: null,
      chosenDate: null,
      chosenTime: null,
      schedules: [
        {
          id: '21',
          date: '2026-12-01',
          time: '10:00',
          address: {
            id: '3',
            street: 'Avenida Paulista',
            number: '1000',
            city: 'São Paulo',
            stateAbbr: 'SP',
          },
          room: { id: '4', name: 'Sala 3' },
          capacity: 5,
          available: 0,
          full: true,
        },
      ],
    },
  ],
  ...overrides,
})

const schedule: EventSchedule = {
  id: 21,
  date: '2026-12-01',
  time: '10:00',
  address: {
    id: 3,
    street: null,
    number: null,
    complement: null,
    neighborhood: null,
    city: null,
    stateAbbr: null,
    zipcode: null,
  },
  room: { id: 4, name: 'Sala 3' },
  capacity: 5,
  available: 1,
  full: false,
}

describe('createApplicationsBoxActors', () => {
  it('reads one page with the tests and parses it into the box’s records', async () => {
    const { client, calls } = fakeClient({
      SubscriptionsPage: {
        subscriptionsWithPagination: { records: [wire('70')], meta: { current_page: 1, next_page: 2 } },
      },
    })
    const page = await run(createApplicationsBoxActors(client, options).loadPage, {
      companyId: 6562,
      page: 1,
      pageSize: 20,
    })
    expect(calls[0]?.variables).toEqual({ userId: '7', companyId: '6562', page: 1, limit: 20 })
    expect(calls[0]?.query).toContain('getOnlineTests: true')
    expect(page.nextPage).toBe(2)
    const [record] = page.records
    expect(record).toMatchObject({
      id: 70,
      opportunityId: 100006,
      slug: '100006-analista-de-dados-junior',
      step: 'applied',
      companyId: 6562,
      title: 'Analista de Dados Júnior',
      opportunityStatus: '1',
      city: 'São Paulo',
      stateAbbr: 'SP',
    })
    expect(record!.tests).toEqual([
      {
        testId: 3001,
        name: 'Avaliação de Conhecimentos Gerais',
        status: 'finished',
        source: 'ninenine_jobs',
        url: null,
        hidden: false,
        requiredIn: 'subscription',
        finishedAt: '2026-11-10T12:20:00.000Z',
      },
      {
        testId: 3101,
        name: 'Teste de Inglês Online',
        status: 'pending',
        source: 'parceiro',
        url: 'http://127.0.0.1:4000/partner-test/3101',
        hidden: false,
        requiredIn: null,
        // A pending test has no finishing date, whatever came.
        finishedAt: null,
      },
    ])
    expect(record!.events[0]).toMatchObject({
      id: 9,
      locationType: 'on_site',
      kind: 'interview',
      status: 'pending',
      decidedAt: null,
      schedules: [
        {
          id: 21,
          address: { id: 3, street: 'Avenida Paulista', complement: null },
          room: { id: 4, name: 'Sala 3' },
          available: 0,
          full: true,
        },
      ],
    })
  })

  it('every company when no id is given; the last page; a lead has no submission date', async () => {
    const { client, calls } = fakeClient({
      SubscriptionsPage: {
        subscriptionsWithPagination: { records: [wire('5', { step: 'lead' })], meta: { next_page: null } },
      },
    })
    const page = await run(createApplicationsBoxActors(client, options).loadPage, {
      companyId: null,
      page: 3,
      pageSize: 20,
    })
    expect(calls[0]?.variables).toMatchObject({ companyId: null, page: 3 })
    expect(page.nextPage).toBeNull()
    expect(page.records[0]).toMatchObject({ step: 'lead', appliedAt: null })
  })

  it('a malformed page is a BAD_RESPONSE; platform errors pass through with their code', async () => {
    const bad = fakeClient({ SubscriptionsPage: { subscriptionsWithPagination: { records: [{ id: 'x' }] } } })
    await expect(
      run(createApplicationsBoxActors(bad.client, options).loadPage, { companyId: 1, page: 1, pageSize: 20 }),
    ).rejects.toMatchObject({ code: 'BAD_RESPONSE' })
    const noOpening = fakeClient({
      SubscriptionsPage: {
        subscriptionsWithPagination: { records: [{ id: '1', opportunityId: null, opportunity: null }] },
      },
    })
    await expect(
      run(createApplicationsBoxActors(noOpening.client, options).loadPage, {
        companyId: 1,
        page: 1,
        pageSize: 20,
      }),
    ).rejects.toMatchObject({ code: 'BAD_RESPONSE' })
    const expired = fakeClient({
      SubscriptionsPage: () => {
        throw new PlatformError('Não autorizado', 'UNAUTHORIZED')
      },
    })
    await expect(
      run(createApplicationsBoxActors(expired.client, options).loadPage, {
        companyId: 1,
        page: 1,
        pageSize: 20,
      }),
    ).rejects.toMatchObject({ code: 'UNAUTHORIZED' })
  })

  it('withdraws with the subscription, user id and name; not deleted is a failure', async () => {
    const { client, calls } = fakeClient({
      SubscriptionLogicalDelete: { subscriptionLogicalDelete: { id: '70', isDeleted: true, deletedAt: 'x' } },
    })
    await expect(
      run(createApplicationsBoxActors(client, options).withdraw, { subscriptionId: 70, opportunityId: 1 }),
    ).resolves.toBeUndefined()
    expect(calls[0]?.variables).toEqual({ subscription_id: '70', user_id: '7', user_name: 'Helena Duarte' })

    const kept = fakeClient({
      SubscriptionLogicalDelete: { subscriptionLogicalDelete: { id: '70', isDeleted: false } },
    })
    await expect(
      run(createApplicationsBoxActors(kept.client, options).withdraw, {
        subscriptionId: 70,
        opportunityId: 1,
      }),
    ).rejects.toMatchObject({ code: 'BAD_RESPONSE' })
  })

  it('confirms with the schedule’s ids and date, then reads the application again', async () => {
    const { client, calls } = fakeClient({
      ConfirmEvent: { confirmEvent: { success: true, message: null, error: null } },
      SubscriptionCard: {
        subscriptions: [
          wire('70', {
            events: [
              {
                ...wire('70').events[0],
                status: 'confirmed',
                confirmedAt: '2026-11-13T10:00:00Z',
                chosenScheduleId: '21',
              },
            ],
          }),
        ],
      },
    })
    const record = await run(createApplicationsBoxActors(client, options).confirmEvent, {
      subscriptionId: 70,
      opportunityId: 100006,
      eventId: 9,
      schedule,
    })
    expect(calls.map((c) => c.operation)).toEqual(['ConfirmEvent', 'SubscriptionCard'])
    expect(calls[0]?.variables).toEqual({
      opportunity_id: '100006',
      user_id: '7',
      event_id: '9',
      schedule_id: '21',
      address_id: '3',
      room_id: '4',
      chosen_date: '2026-12-01',
    })
    expect(calls[1]?.variables).toEqual({ opportunityId: '100006', userId: '7' })
    expect(record?.events[0]).toMatchObject({
      status: 'confirmed',
      decidedAt: '2026-11-13T10:00:00Z',
      chosenScheduleId: 21,
    })
  })

  it('a full schedule fails with VALIDATION and its text; a refused success is a failure', async () => {
    const full = fakeClient({
      ConfirmEvent: () => {
        throw new PlatformError('Este horário está lotado.', 'VALIDATION')
      },
    })
    await expect(
      run(createApplicationsBoxActors(full.client, options).confirmEvent, {
        subscriptionId: 70,
        opportunityId: 1,
        eventId: 9,
        schedule,
      }),
    ).rejects.toMatchObject({ code: 'VALIDATION', message: 'Este horário está lotado.' })
    expect(full.calls).toHaveLength(1)

    const refused = fakeClient({
      RefuseEvent: { refuseEvent: { success: false, error: 'Evento encerrado' } },
    })
    await expect(
      run(createApplicationsBoxActors(refused.client, options).refuseEvent, {
        subscriptionId: 70,
        opportunityId: 1,
        eventId: 9,
      }),
    ).rejects.toMatchObject({ message: 'Evento encerrado' })
  })

  it('a decision that stands although the application could not be read again gives null', async () => {
    const { client, calls } = fakeClient({
      RefuseEvent: { refuseEvent: { success: true } },
      SubscriptionCard: () => {
        throw new PlatformError('x', 'NETWORK')
      },
    })
    await expect(
      run(createApplicationsBoxActors(client, options).refuseEvent, {
        subscriptionId: 70,
        opportunityId: 100006,
        eventId: 9,
      }),
    ).resolves.toBeNull()
    expect(calls[0]?.variables).toEqual({ opportunity_id: '100006', user_id: '7', event_id: '9' })
  })

  it('cancels a confirmation with its ids, a refusal without; reloads find the card by id', async () => {
    const { client, calls } = fakeClient({
      CancelEventDecision: { cancelEventDecision: { success: true } },
      SubscriptionCard: { subscriptions: [wire('71')] },
    })
    const actors = createApplicationsBoxActors(client, options)
    await expect(
      run(actors.cancelEventDecision, { subscriptionId: 70, opportunityId: 100006, eventId: 9, schedule }),
    ).resolves.toBeNull()
    expect(calls[0]?.variables).toMatchObject({ schedule_id: '21', chosen_date: '2026-12-01' })
    await run(actors.cancelEventDecision, {
      subscriptionId: 70,
      opportunityId: 100006,
      eventId: 9,
      schedule: null,
    })
    expect(calls[2]?.variables).toEqual({ opportunity_id: '100006', user_id: '7', event_id: '9' })
    await expect(
      run(actors.reloadSubscription, { subscriptionId: 71, opportunityId: 100006 }),
    ).resolves.toMatchObject({
      id: 71,
    })
  })
})
