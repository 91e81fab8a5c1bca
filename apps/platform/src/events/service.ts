// Selection events (docs/decisions.md, "Events"). The logic shared by the GraphQL resolvers
// (graphql/resolvers/events.ts), the subscription view (applications/service.ts), the development
// invitation (rest/dev.ts) and the seed (db/seed-events.ts).
//
// - An event belongs to one subscription: the company invited that candidate to an interview or a group
//   dynamic, online or on site. It offers schedules (`event_schedule_options`); a schedule is one slot (a
//   São Paulo date and time, at an address and room when on site) that may be offered to several
//   candidates, and takes `capacity` of them.
// - Status: `pending` → `confirmed` (one offered schedule chosen) or `refused`; cancelling the decision puts
//   it back to `pending` and frees the place. A confirmed or refused event is not decided again before the
//   candidate cancels.
// - Places: a schedule's places left are its capacity minus the events confirmed on it. Confirming locks
//   the schedule's row (SELECT … FOR UPDATE) in the transaction that counts and writes, so two confirmations
//   can never overfill a slot (PGlite runs one transaction at a time anyway; PostgreSQL needs the lock).
// Errors are domainError codes: NOT_FOUND (no such event for that user, opening and live subscription),
// VALIDATION (a schedule missing, not offered, full, past or not matching the place and date sent; an event
// already decided, or not decided when cancelling).
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm'
import { parseId } from '../accounts/sessions.js'
import type { Db } from '../db/client.js'
import {
  eventAddresses,
  eventRooms,
  eventScheduleOptions,
  eventSchedules,
  events,
  subscriptions,
  type EventLocationType,
  type EventStatus,
  type EventType,
} from '../db/schema.js'
import { domainError } from '../errors.js'
import { PLATFORM_MESSAGES } from '../messages.js'

/** Where the invitation e-mail sends the candidate: the applications box of the profile page. */
export const APPLICATIONS_PATH = '/meu-perfil#box-subscription'
/** Length of one session when the invitation does not say. */
export const DEFAULT_EVENT_DURATION_MINUTES = 60
/** São Paulo has kept UTC−3 all year since 2019: a schedule's wall-clock time is read at this offset. */
const SAO_PAULO_OFFSET = '-03:00'

export type Transaction = Parameters<Parameters<Db['transaction']>[0]>[0]
type EventRow = typeof events.$inferSelect
type ScheduleRow = typeof eventSchedules.$inferSelect
type AddressRow = typeof eventAddresses.$inferSelect
type RoomRow = typeof eventRooms.$inferSelect

/** The instant a schedule starts (its date and time are São Paulo's). */
export function scheduleStart(schedule: Pick<ScheduleRow, 'date' | 'time'>): Date {
  return new Date(`${schedule.date}T${schedule.time}:00${SAO_PAULO_OFFSET}`)
}

/** An address on one line: 'Rua Cardeal Arcoverde, 1500 - Sala 3 - Pinheiros, São Paulo - SP'. */
export function addressLine(
  address: Pick<AddressRow, 'street' | 'number' | 'complement' | 'neighborhood' | 'city' | 'stateAbbr'>,
): string {
  const street = [address.street, address.number].filter(Boolean).join(', ')
  const place = [street, address.complement, address.neighborhood].filter(Boolean).join(' - ')
  const city = [address.city, address.stateAbbr].filter(Boolean).join(' - ')
  return [place, city].filter(Boolean).join(', ')
}

// ── Views ───────────────────────────────────────────────────────────────────────────────────────

const iso = (value: Date | null) => (value === null ? null : value.toISOString())

function addressView(address: AddressRow) {
  return {
    id: String(address.id),
    street: address.street,
    number: address.number,
    complement: address.complement,
    neighborhood: address.neighborhood,
    city: address.city,
    stateAbbr: address.stateAbbr,
    zipcode: address.zipcode,
  }
}

/** The contract's EventSchedule. */
export interface ScheduleView {
  id: string
  date: string
  time: string
  address: ReturnType<typeof addressView> | null
  room: { id: string; name: string } | null
  capacity: number
  available: number
  full: boolean
}

/** The contract's SubscriptionEvent. */
export interface EventView {
  id: string
  title: string
  location: string | null
  typeLocation: EventLocationType
  typeEvent: EventType
  status: EventStatus
  confirmedAt: string | null
  chosenDate: string | null
  chosenTime: string | null
  description: string | null
  invitedAt: string
  durationMinutes: number
  meetingUrl: string | null
  chosenAddressId: string | null
  chosenRoomId: string | null
  chosenScheduleId: string | null
  schedules: ScheduleView[]
}

interface Offered {
  schedule: ScheduleRow
  address: AddressRow | null
  room: RoomRow | null
}

/** One line: 'Online'; on site, the chosen schedule's address, or the only address offered; else null. */
function locationOf(event: EventRow, offered: readonly Offered[]): string | null {
  if (event.typeLocation === 'online') return PLATFORM_MESSAGES.eventOnline
  const chosen = offered.find((o) => o.schedule.id === event.chosenScheduleId)
  if (chosen?.address) return addressLine(chosen.address)
  const addresses = new Map(offered.flatMap((o) => (o.address ? [[o.address.id, o.address]] : [])))
  return addresses.size === 1 ? addressLine([...addresses.values()][0]!) : null
}

function eventView(
  event: EventRow,
  offered: readonly Offered[],
  taken: ReadonlyMap<number, number>,
): EventView {
  const chosen = offered.find((o) => o.schedule.id === event.chosenScheduleId)
  return {
    id: String(event.id),
    title: event.title,
    location: locationOf(event, offered),
    typeLocation: event.typeLocation,
    typeEvent: event.typeEvent,
    status: event.status,
    confirmedAt: iso(event.confirmedAt),
    chosenDate: chosen?.schedule.date ?? null,
    chosenTime: chosen?.schedule.time ?? null,
    description: event.description,
    invitedAt: event.invitedAt.toISOString(),
    durationMinutes: event.durationMinutes,
    meetingUrl: event.meetingUrl,
    chosenAddressId: chosen?.schedule.addressId == null ? null : String(chosen.schedule.addressId),
    chosenRoomId: chosen?.schedule.roomId == null ? null : String(chosen.schedule.roomId),
    chosenScheduleId: chosen ? String(chosen.schedule.id) : null,
    schedules: offered.map(({ schedule, address, room }) => {
      const available = Math.max(0, schedule.capacity - (taken.get(schedule.id) ?? 0))
      return {
        id: String(schedule.id),
        date: schedule.date,
        time: schedule.time,
        address: address && addressView(address),
        room: room && { id: String(room.id), name: room.name },
        capacity: schedule.capacity,
        available,
        full: available === 0,
      }
    }),
  }
}

/** The places taken of each schedule: its confirmed events. */
async function placesTaken(db: Db, scheduleIds: readonly number[]): Promise<Map<number, number>> {
  if (scheduleIds.length === 0) return new Map()
  const rows = await db
    .select({ scheduleId: events.chosenScheduleId, n: count() })
    .from(events)
    .where(and(inArray(events.chosenScheduleId, [...scheduleIds]), eq(events.status, 'confirmed')))
    .groupBy(events.chosenScheduleId)
  return new Map(rows.map((row) => [row.scheduleId!, row.n]))
}

/**
 * The events of subscriptions (subscription id → its events, oldest invitation first), each with its
 * schedules in time order and their places left: three queries whatever the number of subscriptions.
 */
export async function eventsOf(
  db: Db,
  subscriptionIds: readonly number[],
): Promise<Map<number, EventView[]>> {
  const result = new Map<number, EventView[]>()
  if (subscriptionIds.length === 0) return result
  const rows = await db
    .select()
    .from(events)
    .where(inArray(events.subscriptionId, [...new Set(subscriptionIds)]))
    .orderBy(asc(events.invitedAt), asc(events.id))
  if (rows.length === 0) return result
  const options = await db
    .select({
      eventId: eventScheduleOptions.eventId,
      schedule: eventSchedules,
      address: eventAddresses,
      room: eventRooms,
    })
    .from(eventScheduleOptions)
    .innerJoin(eventSchedules, eq(eventSchedules.id, eventScheduleOptions.scheduleId))
    .leftJoin(eventAddresses, eq(eventAddresses.id, eventSchedules.addressId))
    .leftJoin(eventRooms, eq(eventRooms.id, eventSchedules.roomId))
    .where(
      inArray(
        eventScheduleOptions.eventId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(eventSchedules.date), asc(eventSchedules.time), asc(eventSchedules.id))
  const taken = await placesTaken(db, [...new Set(options.map((o) => o.schedule.id))])
  const offeredBy = new Map<number, Offered[]>()
  for (const { eventId, ...offered } of options) {
    const list = offeredBy.get(eventId) ?? []
    list.push(offered)
    offeredBy.set(eventId, list)
  }
  for (const row of rows) {
    const list = result.get(row.subscriptionId) ?? []
    list.push(eventView(row, offeredBy.get(row.id) ?? [], taken))
    result.set(row.subscriptionId, list)
  }
  return result
}

// ── Decisions ───────────────────────────────────────────────────────────────────────────────────

const eventNotFound = () => domainError('NOT_FOUND', PLATFORM_MESSAGES.eventNotFound)
const invalid = (message: string) => domainError('VALIDATION', message)

/** What a decision names (the user already checked against the session). */
export interface EventRef {
  userId: number
  opportunityId: unknown
  eventId: unknown
}

/** The event, when it belongs to a live subscription of that user to that opening; NOT_FOUND otherwise. */
export async function ownEvent(db: Db, ref: EventRef): Promise<EventRow> {
  const eventId = parseId(ref.eventId)
  const opportunityId = parseId(ref.opportunityId)
  if (eventId === null || opportunityId === null) throw eventNotFound()
  const [row] = await db
    .select({ event: events })
    .from(events)
    .innerJoin(subscriptions, eq(subscriptions.id, events.subscriptionId))
    .where(
      and(
        eq(events.id, eventId),
        eq(subscriptions.userId, ref.userId),
        eq(subscriptions.opportunityId, opportunityId),
        eq(subscriptions.isDeleted, false),
      ),
    )
    .limit(1)
  if (!row) throw eventNotFound()
  return row.event
}

/** What confirmEvent sends besides the event: the schedule, and optionally its place and date. */
export interface ScheduleChoice {
  scheduleId: unknown
  addressId?: unknown
  roomId?: unknown
  chosenDate?: string | null | undefined
}

const given = (value: unknown) => value != null && String(value).trim() !== ''

/** `chosen_date` as sent (YYYY-MM-DD, DD/MM/YYYY, optionally with HH:MM) matches the schedule. */
export function matchesChosenDate(schedule: Pick<ScheduleRow, 'date' | 'time'>, chosen: string): boolean {
  const text = chosen.trim()
  const iso = /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}:\d{2})(?::\d{2}(?:\.\d+)?)?)?$/.exec(text)
  const br = /^(\d{2})\/(\d{2})\/(\d{4})(?: (\d{2}:\d{2}))?$/.exec(text)
  const date = iso ? iso[1] : br ? `${br[3]}-${br[2]}-${br[1]}` : null
  const time = iso ? iso[2] : br ? br[4] : undefined
  return date === schedule.date && (time === undefined || time === schedule.time)
}

/**
 * Confirms a pending event on one of its schedules that still has a place (see the header). The place is
 * counted and taken in one transaction holding the schedule's row lock.
 */
export async function confirmEvent(db: Db, ref: EventRef, choice: ScheduleChoice, now = new Date()) {
  const event = await ownEvent(db, ref)
  if (event.status !== 'pending') throw invalid(PLATFORM_MESSAGES.eventAlreadyDecided)
  if (!given(choice.scheduleId)) throw invalid(PLATFORM_MESSAGES.eventScheduleRequired)
  const scheduleId = parseId(choice.scheduleId)
  if (scheduleId === null) throw invalid(PLATFORM_MESSAGES.eventScheduleInvalid)
  await db.transaction(async (tx) => {
    const [offered] = await tx
      .select({ scheduleId: eventScheduleOptions.scheduleId })
      .from(eventScheduleOptions)
      .where(and(eq(eventScheduleOptions.eventId, event.id), eq(eventScheduleOptions.scheduleId, scheduleId)))
    if (!offered) throw invalid(PLATFORM_MESSAGES.eventScheduleInvalid)
    const [schedule] = await tx
      .select()
      .from(eventSchedules)
      .where(eq(eventSchedules.id, scheduleId))
      .for('update')
    if (!schedule) throw invalid(PLATFORM_MESSAGES.eventScheduleInvalid)
    const sameId = (sent: unknown, own: number | null) => !given(sent) || parseId(sent) === own
    if (
      !sameId(choice.addressId, schedule.addressId) ||
      !sameId(choice.roomId, schedule.roomId) ||
      (given(choice.chosenDate) && !matchesChosenDate(schedule, choice.chosenDate!))
    )
      throw invalid(PLATFORM_MESSAGES.eventScheduleMismatch)
    if (scheduleStart(schedule).getTime() <= now.getTime()) throw invalid(PLATFORM_MESSAGES.eventSchedulePast)
    const [taken] = await tx
      .select({ n: count() })
      .from(events)
      .where(and(eq(events.chosenScheduleId, schedule.id), eq(events.status, 'confirmed')))
    if ((taken?.n ?? 0) >= schedule.capacity) throw invalid(PLATFORM_MESSAGES.eventScheduleFull)
    const [updated] = await tx
      .update(events)
      .set({ status: 'confirmed', chosenScheduleId: schedule.id, confirmedAt: now, updatedAt: now })
      .where(and(eq(events.id, event.id), eq(events.status, 'pending')))
      .returning({ id: events.id })
    // Decided meanwhile by a concurrent call.
    if (!updated) throw invalid(PLATFORM_MESSAGES.eventAlreadyDecided)
  })
}

/** Refuses a pending event. */
export async function refuseEvent(db: Db, ref: EventRef, now = new Date()) {
  const event = await ownEvent(db, ref)
  const [updated] = await db
    .update(events)
    .set({ status: 'refused', chosenScheduleId: null, confirmedAt: now, updatedAt: now })
    .where(and(eq(events.id, event.id), eq(events.status, 'pending')))
    .returning({ id: events.id })
  if (!updated) throw invalid(PLATFORM_MESSAGES.eventAlreadyDecided)
}

/** Puts a confirmed or refused event back to pending (a confirmation's place is freed). */
export async function cancelEventDecision(db: Db, ref: EventRef, now = new Date()) {
  const event = await ownEvent(db, ref)
  const [updated] = await db
    .update(events)
    .set({ status: 'pending', chosenScheduleId: null, confirmedAt: null, updatedAt: now })
    .where(and(eq(events.id, event.id), inArray(events.status, ['confirmed', 'refused'])))
    .returning({ id: events.id })
  if (!updated) throw invalid(PLATFORM_MESSAGES.eventNotDecided)
}

// ── Creating events (the development invitation and the seed) ───────────────────────────────────

export interface NewAddress {
  street: string
  number?: string | null | undefined
  complement?: string | null | undefined
  neighborhood?: string | null | undefined
  city?: string | null | undefined
  stateAbbr?: string | null | undefined
  zipcode?: string | null | undefined
}

/** A new slot, or (`scheduleId`) an existing one offered to this candidate too. */
export type NewSchedule =
  | { scheduleId: number }
  | {
      /** YYYY-MM-DD (São Paulo). */
      date: string
      /** HH:MM (São Paulo). */
      time: string
      capacity: number
      address?: NewAddress | null | undefined
      room?: string | null | undefined
    }

export interface NewEvent {
  /** A fixed id (the seed's); the platform's own start at 1000. */
  id?: number
  subscriptionId: number
  title: string
  typeEvent: EventType
  typeLocation: EventLocationType
  description?: string | null | undefined
  durationMinutes?: number | undefined
  meetingUrl?: string | null | undefined
  invitedAt?: Date | undefined
  schedules: readonly NewSchedule[]
  /** Seed slots: moved with the seed's dates. */
  seeded?: boolean | undefined
}

/** VALIDATION for a schedule list that does not fit the event (the dev endpoint answers 400 with it). */
export class EventInputError extends Error {}

const addressKey = (a: NewAddress) =>
  JSON.stringify([a.street, a.number, a.complement, a.neighborhood, a.city, a.stateAbbr, a.zipcode])

/**
 * Writes an event with its schedules (new addresses and rooms are written once per invitation: the same
 * address given twice is one address, the same room name at it one room). Returns the ids.
 */
export async function createEvent(
  tx: Transaction,
  input: NewEvent,
): Promise<{ eventId: number; scheduleIds: number[] }> {
  const online = input.typeLocation === 'online'
  const addressIds = new Map<string, number>()
  const roomIds = new Map<string, number>()
  const scheduleIds: number[] = []
  for (const schedule of input.schedules) {
    if ('scheduleId' in schedule) {
      const [existing] = await tx
        .select({ id: eventSchedules.id, addressId: eventSchedules.addressId })
        .from(eventSchedules)
        .where(eq(eventSchedules.id, schedule.scheduleId))
      if (!existing) throw new EventInputError(PLATFORM_MESSAGES.inviteScheduleNotFound(schedule.scheduleId))
      if (online !== (existing.addressId === null))
        throw new EventInputError(
          online ? PLATFORM_MESSAGES.inviteOnlineWithAddress : PLATFORM_MESSAGES.inviteOnSiteWithoutAddress,
        )
      scheduleIds.push(existing.id)
      continue
    }
    if (online && (schedule.address || schedule.room))
      throw new EventInputError(PLATFORM_MESSAGES.inviteOnlineWithAddress)
    if (!online && !schedule.address) throw new EventInputError(PLATFORM_MESSAGES.inviteOnSiteWithoutAddress)
    let addressId: number | null = null
    let roomId: number | null = null
    if (schedule.address) {
      const key = addressKey(schedule.address)
      addressId = addressIds.get(key) ?? null
      if (addressId === null) {
        const [row] = await tx
          .insert(eventAddresses)
          .values({ ...schedule.address })
          .returning({ id: eventAddresses.id })
        addressId = row!.id
        addressIds.set(key, addressId)
      }
      if (schedule.room) {
        const roomKey = `${addressId}:${schedule.room}`
        roomId = roomIds.get(roomKey) ?? null
        if (roomId === null) {
          const [row] = await tx
            .insert(eventRooms)
            .values({ addressId, name: schedule.room })
            .returning({ id: eventRooms.id })
          roomId = row!.id
          roomIds.set(roomKey, roomId)
        }
      }
    }
    const [row] = await tx
      .insert(eventSchedules)
      .values({
        date: schedule.date,
        time: schedule.time,
        capacity: schedule.capacity,
        addressId,
        roomId,
        seeded: input.seeded ?? false,
      })
      .returning({ id: eventSchedules.id })
    scheduleIds.push(row!.id)
  }
  const [event] = await tx
    .insert(events)
    .values({
      ...(input.id === undefined ? {} : { id: input.id }),
      subscriptionId: input.subscriptionId,
      title: input.title,
      typeEvent: input.typeEvent,
      typeLocation: input.typeLocation,
      description: input.description ?? null,
      durationMinutes: input.durationMinutes ?? DEFAULT_EVENT_DURATION_MINUTES,
      meetingUrl: online ? (input.meetingUrl ?? null) : null,
      ...(input.invitedAt ? { invitedAt: input.invitedAt } : {}),
    })
    .returning({ id: events.id })
  const unique = [...new Set(scheduleIds)]
  if (unique.length)
    await tx
      .insert(eventScheduleOptions)
      .values(unique.map((scheduleId) => ({ eventId: event!.id, scheduleId })))
  return { eventId: event!.id, scheduleIds: unique }
}

/**
 * The next `n` business days (Monday to Friday, São Paulo calendar) after `now`, as YYYY-MM-DD.
 * Holidays are not known.
 */
export function nextBusinessDays(now: Date, n: number): string[] {
  // São Paulo's calendar day of `now`: the instant moved by the fixed offset, read as UTC.
  const day = new Date(now.getTime() - 3 * 3_600_000)
  day.setUTCHours(12, 0, 0, 0)
  const days: string[] = []
  while (days.length < n) {
    day.setUTCDate(day.getUTCDate() + 1)
    const weekday = day.getUTCDay()
    if (weekday !== 0 && weekday !== 6) days.push(day.toISOString().slice(0, 10))
  }
  return days
}

/** Moves the seed's schedules by whole days (with the seed's openings, see db/seed.ts). */
export async function shiftSeededSchedules(tx: Transaction, days: number): Promise<void> {
  await tx
    .update(eventSchedules)
    .set({ date: sql`${eventSchedules.date} + ${days}::int` })
    .where(eq(eventSchedules.seeded, true))
}
