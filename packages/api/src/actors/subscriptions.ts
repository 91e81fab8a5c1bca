// The actors that core's applications box machine invokes ('Minhas Inscrições' on /meu-perfil;
// `subscriptionsWithPagination` and the events operations), over the signed-in candidate's platform client:
//
//   applicationsBoxMachine.provide({ actors: createApplicationsBoxActors(client, { userId, userName }) })
//
// Every answer is parsed at the boundary with zod: a malformed answer is a PlatformError `BAD_RESPONSE`,
// never a crash inside the machine. Ids arrive as GraphQL strings and leave as numbers. An event decision
// the platform accepted is followed by a read of the application, so the card shows what the platform
// recorded; when that read fails the decision still stands (the machine patches the card itself).
import type {
  ActorsOf,
  EventSchedule,
  SelectionEvent,
  SubscriptionRecord,
  SubscriptionTest,
  applicationsBoxMachine,
} from '@carreiras/core'
import { fromPromise } from 'xstate'
import { z } from 'zod'
import {
  CancelEventDecisionDocument,
  ConfirmEventDocument,
  RefuseEventDocument,
  SubscriptionCardDocument,
  SubscriptionLogicalDeleteDocument,
  SubscriptionsPageDocument,
} from '../gql/graphql.js'
import type { PlatformClient } from '../transport/client.js'
import { badResponse, ensureSucceeded, idSchema, parseResult } from './results.js'

/** Exactly the applications box machine's actors, with their input and output types. */
export type ApplicationsBoxActors = ActorsOf<typeof applicationsBoxMachine>

export interface ApplicationsBoxActorsOptions {
  /** The signed-in candidate (the client sends that user's session). */
  userId: number
  /** Sent with `subscriptionLogicalDelete` (`user_name`). */
  userName: string
}

const text = z.string().nullish()
const count = z.number().int().nullish()
const optionalId = idSchema.nullish()

const testSchema = z.lazy(() =>
  z.object({
    test_id: idSchema,
    name: text,
    status: text,
    source: text,
    url: text,
    hide_to_candidate: z.boolean().nullish(),
    required_in: text,
    finished_at: text,
  }),
)

const addressSchema = z.lazy(() =>
  z.object({
    id: idSchema,
    street: text,
    number: text,
    complement: text,
    neighborhood: text,
    city: text,
    stateAbbr: text,
    zipcode: text,
  }),
)

const scheduleSchema = z.lazy(() =>
  z.object({
    id: idSchema,
    date: z.string(),
    time: z.string(),
    address: addressSchema.nullish(),
    room: z.object({ id: idSchema, name: text }).nullish(),
    capacity: z.number().int(),
    available: z.number().int(),
    full: z.boolean(),
  }),
)

const eventSchema = z.lazy(() =>
  z.object({
    id: idSchema,
    title: text,
    description: text,
    location: text,
    typeLocation: text,
    typeEvent: text,
    status: text,
    invitedAt: text,
    confirmedAt: text,
    durationMinutes: count,
    meetingUrl: text,
    chosenScheduleId: optionalId,
    chosenAddressId: optionalId,
    chosenRoomId: optionalId,
    chosenDate: text,
    chosenTime: text,
    schedules: z.array(scheduleSchema).nullish(),
  }),
)

const subscriptionSchema = z.lazy(() =>
  z.object({
    id: idSchema,
    opportunityId: optionalId,
    slug: text,
    step: text,
    createdAt: text,
    appliedAt: text,
    company: z.object({ id: optionalId }).nullish(),
    opportunity: z
      .object({
        id: optionalId,
        title: text,
        status: text,
        address: z.object({ city: text, stateAbbr: text }).nullish(),
      })
      .nullish(),
    listTests: z.object({ records: z.array(testSchema).nullish() }).nullish(),
    events: z.array(eventSchema).nullish(),
  }),
)

const pageSchema = z.lazy(() =>
  z.object({
    subscriptionsWithPagination: z
      .object({
        records: z.array(subscriptionSchema),
        meta: z.object({ next_page: count }).nullish(),
      })
      .nullable(),
  }),
)

const cardSchema = z.lazy(() => z.object({ subscriptions: z.array(subscriptionSchema).nullish() }))

const deleteSchema = z.lazy(() =>
  z.object({
    subscriptionLogicalDelete: z.object({ id: idSchema, isDeleted: z.boolean().nullish() }).nullable(),
  }),
)

const blank = (value: string | null | undefined) => (value?.trim() ? value : null)

const oneOf = <T extends string>(values: readonly T[], value: string | null | undefined): T | null =>
  values.includes(value as T) ? (value as T) : null

function subscriptionTest(record: z.output<typeof testSchema>): SubscriptionTest {
  return {
    testId: record.test_id,
    name: record.name ?? '',
    // Any status but `finished` is pending (as the tests pages read it).
    status: record.status === 'finished' ? 'finished' : 'pending',
    source: record.source ?? '',
    url: blank(record.url),
    hidden: record.hide_to_candidate ?? false,
    requiredIn: oneOf(['subscription', 'thank_you'] as const, record.required_in),
    finishedAt: record.status === 'finished' ? blank(record.finished_at) : null,
  }
}

function eventSchedule(record: z.output<typeof scheduleSchema>): EventSchedule {
  const address = record.address
  return {
    id: record.id,
    date: record.date,
    time: record.time,
    address: address
      ? {
          id: address.id,
          street: blank(address.street),
          number: blank(address.number),
          complement: blank(address.complement),
          neighborhood: blank(address.neighborhood),
          city: blank(address.city),
          stateAbbr: blank(address.stateAbbr),
          zipcode: blank(address.zipcode),
        }
      : null,
    room: record.room ? { id: record.room.id, name: blank(record.room.name) } : null,
    capacity: record.capacity,
    available: record.available,
    full: record.full,
  }
}

function selectionEvent(record: z.output<typeof eventSchema>): SelectionEvent {
  const status = oneOf(['pending', 'confirmed', 'refused'] as const, record.status) ?? 'pending'
  return {
    id: record.id,
    title: record.title ?? '',
    description: blank(record.description),
    location: blank(record.location),
    locationType: oneOf(['online', 'on_site'] as const, record.typeLocation),
    kind: oneOf(['interview', 'group_dynamic'] as const, record.typeEvent),
    status,
    invitedAt: blank(record.invitedAt),
    decidedAt: status === 'pending' ? null : blank(record.confirmedAt),
    durationMinutes: record.durationMinutes ?? null,
    meetingUrl: blank(record.meetingUrl),
    chosenScheduleId: record.chosenScheduleId ?? null,
    chosenAddressId: record.chosenAddressId ?? null,
    chosenRoomId: record.chosenRoomId ?? null,
    chosenDate: blank(record.chosenDate),
    chosenTime: blank(record.chosenTime),
    schedules: (record.schedules ?? []).map(eventSchedule),
  }
}

/** A `Subscription` as the box's record; without an opening id it cannot be shown (a bad answer). */
function subscriptionRecord(record: z.output<typeof subscriptionSchema>): SubscriptionRecord {
  const opportunityId = record.opportunityId ?? record.opportunity?.id
  if (opportunityId == null) throw badResponse()
  const step = record.step === 'applied' ? 'applied' : 'lead'
  return {
    id: record.id,
    opportunityId,
    slug: blank(record.slug),
    step,
    createdAt: blank(record.createdAt),
    appliedAt: step === 'applied' ? blank(record.appliedAt) : null,
    companyId: record.company?.id ?? null,
    title: record.opportunity?.title ?? '',
    opportunityStatus: blank(record.opportunity?.status),
    city: blank(record.opportunity?.address?.city),
    stateAbbr: blank(record.opportunity?.address?.stateAbbr),
    tests: (record.listTests?.records ?? []).map(subscriptionTest),
    events: (record.events ?? []).map(selectionEvent),
  }
}

export function createApplicationsBoxActors(
  client: PlatformClient,
  { userId, userName }: ApplicationsBoxActorsOptions,
): ApplicationsBoxActors {
  const user_id = String(userId)

  /** The candidate's application to the opening, read again; null when it is not there any more. */
  async function readCard(input: { subscriptionId: number; opportunityId: number }) {
    const result = await client.request(SubscriptionCardDocument, {
      opportunityId: String(input.opportunityId),
      userId: user_id,
    })
    const found = parseResult(cardSchema, result).subscriptions?.find((s) => s.id === input.subscriptionId)
    return found ? subscriptionRecord(found) : null
  }

  /** After a decision the platform accepted: the card as recorded, or null when it cannot be read now. */
  const afterDecision = (input: { subscriptionId: number; opportunityId: number }) =>
    readCard(input).catch(() => null)

  const ids = (input: { opportunityId: number; eventId: number }) => ({
    opportunity_id: String(input.opportunityId),
    user_id,
    event_id: String(input.eventId),
  })

  const scheduleIds = (schedule: EventSchedule | null) =>
    schedule
      ? {
          schedule_id: String(schedule.id),
          address_id: schedule.address ? String(schedule.address.id) : null,
          room_id: schedule.room ? String(schedule.room.id) : null,
          chosen_date: schedule.date,
        }
      : {}

  return {
    loadPage: fromPromise(async ({ input }) => {
      const result = await client.request(SubscriptionsPageDocument, {
        userId: user_id,
        companyId: input.companyId === null ? null : String(input.companyId),
        page: input.page,
        limit: input.pageSize,
      })
      const page = parseResult(pageSchema, result).subscriptionsWithPagination
      if (!page) throw badResponse()
      return {
        records: page.records.map(subscriptionRecord),
        nextPage: page.meta?.next_page ?? null,
      }
    }),
    withdraw: fromPromise(async ({ input }) => {
      const result = await client.request(SubscriptionLogicalDeleteDocument, {
        subscription_id: String(input.subscriptionId),
        user_id,
        user_name: userName,
      })
      const deleted = parseResult(deleteSchema, result).subscriptionLogicalDelete
      if (!deleted || deleted.isDeleted !== true) throw badResponse()
    }),
    confirmEvent: fromPromise(async ({ input }) => {
      const result = await client.request(ConfirmEventDocument, {
        ...ids(input),
        ...scheduleIds(input.schedule),
      })
      ensureSucceeded(result.confirmEvent)
      return afterDecision(input)
    }),
    refuseEvent: fromPromise(async ({ input }) => {
      const result = await client.request(RefuseEventDocument, ids(input))
      ensureSucceeded(result.refuseEvent)
      return afterDecision(input)
    }),
    cancelEventDecision: fromPromise(async ({ input }) => {
      const result = await client.request(CancelEventDecisionDocument, {
        ...ids(input),
        ...scheduleIds(input.schedule),
      })
      ensureSucceeded(result.cancelEventDecision)
      return afterDecision(input)
    }),
    reloadSubscription: fromPromise(async ({ input }) => readCard(input)),
  }
}
