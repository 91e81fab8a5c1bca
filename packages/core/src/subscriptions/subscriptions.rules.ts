// Pure rules of the applications box, 'Minhas Inscrições' (docs/decisions.md,
// "Paging", "Withdrawing", "Events", "Company ids of the applications box"). The box's machine, its connect
// layer, the design system and the api's actors all use these. No text here: the connect layer words what
// these rules decide.
import { MAX_APPLICATION_COMPANY_IDS, SUBSCRIPTIONS_PAGE_SIZE } from '../constants'
import { saoPauloWallClock } from '../time/sao-paulo-clock'
import { applicationPath } from '../application/application.rules'
import { isOpportunityOpen, opportunityPath } from '../opportunity/opportunity.rules'
import {
  testsForCandidate,
  testsSummary,
  type ApplicationTest,
  type TestListItem,
  type TestsSummary,
} from '../test-runner/test-runner.rules'
import { saoPauloDayNumber } from '../time/sao-paulo-day'

// ── What the platform lists (the api's actors parse it into these) ─────────────────────────────────

export type ApplicationStep = 'lead' | 'applied'

/** A test of an application with when it was finished (the timeline's). */
export interface SubscriptionTest extends ApplicationTest {
  /** ISO 8601; null while pending. */
  finishedAt: string | null
}

export type EventStatus = 'pending' | 'confirmed' | 'refused'
export type EventLocationType = 'online' | 'on_site'
export type EventKind = 'interview' | 'group_dynamic'

export interface EventAddress {
  id: number
  street: string | null
  number: string | null
  complement: string | null
  neighborhood: string | null
  city: string | null
  stateAbbr: string | null
  zipcode: string | null
}

export interface EventRoom {
  id: number
  name: string | null
}

/** One time slot of an event, at one address and room (online: neither). */
export interface EventSchedule {
  id: number
  /** YYYY-MM-DD (São Paulo calendar). */
  date: string
  /** HH:MM, São Paulo time. */
  time: string
  address: EventAddress | null
  room: EventRoom | null
  capacity: number
  /** Places left. */
  available: number
  full: boolean
}

/** A selection event the company invited the candidate to (an interview, a group dynamic). */
export interface SelectionEvent {
  id: number
  title: string
  description: string | null
  /** One line: the chosen (or only) address, or 'Online', as the platform writes it. */
  location: string | null
  locationType: EventLocationType | null
  kind: EventKind | null
  status: EventStatus
  /** ISO 8601. */
  invitedAt: string | null
  /** When the candidate confirmed or refused (`confirmedAt`), ISO 8601; null while pending. */
  decidedAt: string | null
  durationMinutes: number | null
  meetingUrl: string | null
  chosenScheduleId: number | null
  chosenAddressId: number | null
  chosenRoomId: number | null
  /** YYYY-MM-DD; null unless confirmed. */
  chosenDate: string | null
  /** HH:MM; null unless confirmed. */
  chosenTime: string | null
  schedules: EventSchedule[]
}

/** One application as the box shows it (`Subscription` with its opening, tests and events). */
export interface SubscriptionRecord {
  id: number
  opportunityId: number
  slug: string | null
  step: ApplicationStep
  /** ISO 8601: when the application was started (the lead). */
  createdAt: string | null
  /** ISO 8601: when it was submitted; null for a lead. */
  appliedAt: string | null
  companyId: number | null
  title: string
  /** The opening's status: '1' is open. */
  opportunityStatus: string | null
  city: string | null
  stateAbbr: string | null
  tests: SubscriptionTest[]
  events: SelectionEvent[]
}

/** One page of `subscriptionsWithPagination`. */
export interface SubscriptionsPage {
  records: SubscriptionRecord[]
  /** `meta.next_page`: null on the last page. */
  nextPage: number | null
}

// ── Company ids and paging ─────────────────────────────────────────────────────────────────────────

/**
 * The company ids whose applications the box lists (docs/decisions.md, "Company ids of the applications
 * box"): the brand's list, in order, without repeats or invalid ids, at most three; the site's company
 * when the brand lists none.
 */
export function applicationsBoxCompanyIds(
  configured: readonly number[] | null | undefined,
  companyId: number,
): number[] {
  const ids = [...new Set((configured ?? []).filter((id) => Number.isSafeInteger(id) && id > 0))]
  return ids.length > 0 ? ids.slice(0, MAX_APPLICATION_COMPANY_IDS) : [companyId]
}

/**
 * The page to ask for next (pages are 1-based, docs/decisions.md, "Paging"). `page` is the last page
 * loaded (0 = none); `withdrawn` counts the listed applications withdrawn since: a logical delete moves
 * every later application one place up, so the next page starts earlier, at the page that now holds the
 * first application not listed yet. Applications listed twice are dropped by `mergeRecords`.
 */
export function nextPageToLoad(
  page: number,
  withdrawn: number,
  pageSize: number = SUBSCRIPTIONS_PAGE_SIZE,
): number {
  const size = Math.max(1, Math.trunc(pageSize))
  const loaded = Math.max(0, Math.trunc(page))
  const shift = Math.max(0, Math.trunc(withdrawn))
  return Math.max(1, loaded - Math.ceil(shift / size) + 1)
}

/** The list with a new page appended: records already listed (by id) are not listed twice. */
export function mergeRecords<T extends { id: number }>(
  listed: readonly T[],
  page: readonly T[],
): { records: T[]; added: number } {
  const seen = new Set(listed.map((record) => record.id))
  const added = page.filter((record) => {
    if (seen.has(record.id)) return false
    seen.add(record.id)
    return true
  })
  return { records: [...listed, ...added], added: added.length }
}

/** The list with one record replaced by its new version (same place); unknown ids change nothing. */
export function replaceRecord<T extends { id: number }>(listed: readonly T[], record: T): T[] {
  return listed.map((item) => (item.id === record.id ? record : item))
}

// ── The card ───────────────────────────────────────────────────────────────────────────────────────

/** 'Cidade/UF', or whichever of the two is known; null with neither. */
export function cardLocation(city: string | null | undefined, stateAbbr: string | null | undefined) {
  const parts = [city?.trim(), stateAbbr?.trim().toUpperCase()].filter((part): part is string => !!part)
  return parts.length > 0 ? parts.join('/') : null
}

/**
 * The application's step: a lead on an open opening may be continued ('Continuar Inscrição' →
 * /vagas/{id}/inscricao); a lead on a closed one was not concluded by the expiry, but the company may still
 * make contact; 'applied' was submitted.
 */
export type CardStep =
  { kind: 'leadOpen'; continueHref: string } | { kind: 'leadClosed' } | { kind: 'applied' }

export function cardStep(record: Pick<SubscriptionRecord, 'step' | 'opportunityId' | 'opportunityStatus'>) {
  if (record.step === 'applied') return { kind: 'applied' } as const satisfies CardStep
  return isOpportunityOpen(record.opportunityStatus)
    ? ({ kind: 'leadOpen', continueHref: applicationPath(record.opportunityId) } as const satisfies CardStep)
    : ({ kind: 'leadClosed' } as const satisfies CardStep)
}

export interface CardOptions {
  userId: number
  /** The name of the challenge that replaces tests 2015 and 2018 (the catalogue's). */
  challengeName: string
  challengeUrl: string | null
}

export interface SubscriptionCardModel {
  id: number
  title: string
  /** `/vagas/{slug}` (core's opportunity path: `/vagas/{id}-{slug}`). */
  jobHref: string
  location: string | null
  step: CardStep
  /** The tests the candidate sees (test runner's rules: hidden ones out, 2015/2018, cover or partner). */
  tests: TestListItem[]
  summary: TestsSummary
}

/** What a card shows of one application. */
export function subscriptionCard(record: SubscriptionRecord, options: CardOptions): SubscriptionCardModel {
  const tests = testsForCandidate(record.tests, {
    opportunityId: record.opportunityId,
    userId: options.userId,
    challengeName: options.challengeName,
    challengeUrl: options.challengeUrl,
  })
  return {
    id: record.id,
    title: record.title,
    jobHref: opportunityPath(record.opportunityId, record.slug),
    location: cardLocation(record.city, record.stateAbbr),
    step: cardStep(record),
    tests,
    summary: testsSummary(tests),
  }
}

// ── Dates ──────────────────────────────────────────────────────────────────────────────────────────

const MS_PER_DAY = 86_400_000
const two = (n: number) => String(n).padStart(2, '0')

/**
 * DD/MM/YYYY of a date in the São Paulo calendar: an instant (ISO with `Z` or an offset) is converted
 * first; a date alone (YYYY-MM-DD) is that day. Null when it is not a date.
 */
export function saoPauloDate(input: string | null | undefined): string | null {
  if (!input) return null
  const day = saoPauloDayNumber(input)
  if (!Number.isFinite(day)) return null
  const date = new Date(day * MS_PER_DAY)
  return `${two(date.getUTCDate())}/${two(date.getUTCMonth() + 1)}/${date.getUTCFullYear()}`
}

/** HH:MM of an instant in São Paulo; null when it is not one. */
export function saoPauloTime(input: string | null | undefined): string | null {
  if (!input) return null
  const date = new Date(input)
  if (Number.isNaN(date.getTime())) return null
  const wall = new Date(saoPauloWallClock(date.getTime()))
  return `${two(wall.getUTCHours())}:${two(wall.getUTCMinutes())}`
}

/** The instant's time for ordering; NaN when it is not a date. */
const instant = (input: string | null | undefined) => (input ? new Date(input).getTime() : NaN)

// ── The timeline (beyond the spec: a picture of each application) ──────────────────────────────────

export type TimelineEntryKind = 'started' | 'submitted' | 'testFinished' | 'invited' | 'confirmed' | 'refused'

export interface ApplicationTimelineEntry {
  /** Stable among the card's entries (a React key, a test's anchor). */
  key: string
  kind: TimelineEntryKind
  /** ISO 8601 of the moment. */
  at: string
  /** DD/MM/YYYY in São Paulo. */
  date: string
  /** The test's name (testFinished) or the event's title (invited, confirmed, refused). */
  subject: string | null
  /** A confirmed event's chosen day (DD/MM/YYYY) and time (HH:MM). */
  chosenDate: string | null
  chosenTime: string | null
}

const KIND_ORDER: Record<TimelineEntryKind, number> = {
  started: 0,
  submitted: 1,
  testFinished: 2,
  invited: 3,
  confirmed: 4,
  refused: 4,
}

/**
 * Where the application stands, oldest first: started (createdAt), submitted (appliedAt), each finished
 * test (finished_at, hidden tests left out), each event's invitation (invitedAt) and decision (confirmed
 * or refused, with the chosen date). Moments without a valid date are left out; equal moments keep the
 * order of the process.
 */
export function applicationTimeline(record: SubscriptionRecord): ApplicationTimelineEntry[] {
  const entries: Omit<ApplicationTimelineEntry, 'date'>[] = []
  const push = (
    entry: Omit<ApplicationTimelineEntry, 'date' | 'chosenDate' | 'chosenTime'> & {
      chosenDate?: string | null
      chosenTime?: string | null
    },
  ) => entries.push({ chosenDate: null, chosenTime: null, ...entry })

  if (record.createdAt) push({ key: 'started', kind: 'started', at: record.createdAt, subject: null })
  if (record.step === 'applied' && record.appliedAt)
    push({ key: 'submitted', kind: 'submitted', at: record.appliedAt, subject: null })
  for (const test of record.tests) {
    if (test.hidden || test.status !== 'finished' || !test.finishedAt) continue
    push({ key: `test-${test.testId}`, kind: 'testFinished', at: test.finishedAt, subject: test.name })
  }
  for (const event of record.events) {
    if (event.invitedAt)
      push({ key: `event-${event.id}-invited`, kind: 'invited', at: event.invitedAt, subject: event.title })
    if (event.status !== 'pending' && event.decidedAt)
      push({
        key: `event-${event.id}-${event.status}`,
        kind: event.status,
        at: event.decidedAt,
        subject: event.title,
        chosenDate: event.status === 'confirmed' ? saoPauloDate(event.chosenDate) : null,
        chosenTime: event.status === 'confirmed' ? event.chosenTime : null,
      })
  }
  return entries
    .map((entry, index) => ({ entry, index, time: instant(entry.at) }))
    .filter(({ entry, time }) => Number.isFinite(time) && saoPauloDate(entry.at) !== null)
    .sort(
      (a, b) => a.time - b.time || KIND_ORDER[a.entry.kind] - KIND_ORDER[b.entry.kind] || a.index - b.index,
    )
    .map(({ entry }) => ({ ...entry, date: saoPauloDate(entry.at)! }))
}

// ── Events ─────────────────────────────────────────────────────────────────────────────────────────

/** A schedule the candidate may choose: the event is still pending and the slot has a place left. */
export function isSchedulePickable(event: SelectionEvent, scheduleId: number): boolean {
  if (event.status !== 'pending') return false
  const schedule = event.schedules.find((s) => s.id === scheduleId)
  return !!schedule && !isScheduleFull(schedule)
}

/** No place left (the platform's flag, or nothing available). */
export const isScheduleFull = (schedule: Pick<EventSchedule, 'full' | 'available'>) =>
  schedule.full || schedule.available <= 0

/** The schedule a confirmed event chose (by id, else by its date and time); null otherwise. */
export function chosenSchedule(event: SelectionEvent): EventSchedule | null {
  if (event.status !== 'confirmed') return null
  return (
    event.schedules.find((s) => s.id === event.chosenScheduleId) ??
    event.schedules.find((s) => s.date === event.chosenDate && s.time === event.chosenTime) ??
    null
  )
}

/** An address on one line: 'Rua X, 100 - Complemento - Bairro, Cidade/UF'; null when nothing is known. */
export function eventAddressLine(address: EventAddress | null | undefined): string | null {
  if (!address) return null
  const street = [address.street, address.number]
    .map((p) => p?.trim())
    .filter(Boolean)
    .join(', ')
  const parts = [street, address.complement?.trim(), address.neighborhood?.trim()].filter(Boolean)
  const place = cardLocation(address.city, address.stateAbbr)
  const line = [parts.join(' - '), place].filter(Boolean).join(', ')
  return line || null
}

export type EventDecision =
  | { type: 'confirm'; schedule: EventSchedule; at: string }
  | { type: 'refuse'; at: string }
  | { type: 'cancel' }

/**
 * The event after the candidate's decision, as the platform records it (used when the subscription
 * cannot be read again after a decision the platform accepted): confirming takes one schedule (and its
 * place), refusing keeps none, cancelling puts the event back to pending.
 */
export function decideEvent(event: SelectionEvent, decision: EventDecision): SelectionEvent {
  const cleared = {
    chosenScheduleId: null,
    chosenAddressId: null,
    chosenRoomId: null,
    chosenDate: null,
    chosenTime: null,
  }
  const previous = chosenSchedule(event)
  // A place the candidate held is free again; the new one is taken.
  const schedules = (taken: number | null) =>
    event.schedules.map((s) => {
      let available = s.available
      if (previous && s.id === previous.id) available += 1
      if (s.id === taken) available -= 1
      available = Math.max(0, Math.min(s.capacity, available))
      return available === s.available ? s : { ...s, available, full: available <= 0 }
    })
  switch (decision.type) {
    case 'confirm':
      return {
        ...event,
        status: 'confirmed',
        decidedAt: decision.at,
        chosenScheduleId: decision.schedule.id,
        chosenAddressId: decision.schedule.address?.id ?? null,
        chosenRoomId: decision.schedule.room?.id ?? null,
        chosenDate: decision.schedule.date,
        chosenTime: decision.schedule.time,
        schedules: schedules(decision.schedule.id),
      }
    case 'refuse':
      return { ...event, ...cleared, status: 'refused', decidedAt: decision.at, schedules: schedules(null) }
    case 'cancel':
      return { ...event, ...cleared, status: 'pending', decidedAt: null, schedules: schedules(null) }
  }
}

/** The record with one of its events changed; unknown ids change nothing. */
export function withEvent(
  record: SubscriptionRecord,
  eventId: number,
  change: (event: SelectionEvent) => SelectionEvent,
): SubscriptionRecord {
  return { ...record, events: record.events.map((event) => (event.id === eventId ? change(event) : event)) }
}
