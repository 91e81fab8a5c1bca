// Selection events (docs/decisions.md, "Events"): the seeded demonstration events, the development invitation
// (POST /dev/events/invite: the event, its schedules and the e-mail in the outbox), the events on the
// subscription lists (schedules with their places left, the one-line location), confirmEvent / refuseEvent /
// cancelEventDecision with their rules (an offered schedule that is not full, not past and matching what was
// sent; a pending event; cancel frees the place), another candidate's session kept out, and no double booking
// when two confirmations race for the last place.
import { ptBR } from '@carreiras/core'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { events, subscriptions } from '../src/db/schema.js'
import { DEMO_CANDIDATE, SEED_EVENT_IDS, SEED_FULL_SCHEDULE_ID } from '../src/db/seed-events.js'
import { addressLine, matchesChosenDate, nextBusinessDays } from '../src/events/service.js'
import { PLATFORM_MESSAGES } from '../src/messages.js'
import { USER_LOGIN, clientOf, failure, signUp, type Auth, type SignedUp } from './accounts-helpers.js'
import { createTestPlatform, type TestPlatform } from './helpers.js'

let platform: TestPlatform
let joana: SignedUp
let other: SignedUp

beforeAll(async () => {
  platform = await createTestPlatform({ CAPTCHA: 'off' })
  joana = await signUp(platform)
  other = await signUp(platform)
})
afterAll(() => platform.close())

/** Openings of the seed with no questions (any candidate can apply at once). */
const STORE = '100005'
const SALES = '100004'

interface Schedule {
  id: string
  date: string
  time: string
  address: { id: string; street: string; number: string | null; city: string | null } | null
  room: { id: string; name: string } | null
  capacity: number
  available: number
  full: boolean
}
interface Event {
  id: string
  title: string
  location: string | null
  typeLocation: string
  typeEvent: string
  status: string
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
  schedules: Schedule[]
}
interface Subscription {
  id: string
  opportunityId: string
  step: string
  createdAt: string
  appliedAt: string | null
  events: Event[]
}

const EVENT_FIELDS = `id title location typeLocation typeEvent status confirmedAt chosenDate chosenTime description
  invitedAt durationMinutes meetingUrl chosenAddressId chosenRoomId chosenScheduleId
  schedules { id date time address { id street number city } room { id name } capacity available full }`

/** The user's subscriptions with their events (the applications box's read). */
async function subscriptionsOf(user: { id: string; client: SignedUp['client'] }): Promise<Subscription[]> {
  const data = await user.client.request<{ subscriptions: Subscription[] }>(
    `query($u: ID) { subscriptions(userId: $u) { id opportunityId step createdAt appliedAt events { ${EVENT_FIELDS} } } }`,
    { u: user.id },
  )
  return data.subscriptions
}

async function eventOf(user: { id: string; client: SignedUp['client'] }, eventId: number | string) {
  const all = (await subscriptionsOf(user)).flatMap((s) => s.events)
  const event = all.find((e) => e.id === String(eventId))
  if (!event) throw new Error(`event ${eventId} not listed`)
  return event
}

async function apply(user: SignedUp, opportunityId = STORE): Promise<number> {
  const data = await user.client.request<{ subscriptionNew: { id: string } }>(
    'mutation($o: ID!, $u: ID!) { subscriptionNew(opportunity_id: $o, user_id: $u, questions: []) { id } }',
    { o: opportunityId, u: user.id },
  )
  return Number(data.subscriptionNew.id)
}

interface Invited {
  eventId: number
  subscriptionId: number
  scheduleIds: number[]
}

const post = (body: unknown) =>
  platform.app.request('/dev/events/invite', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })

async function invite(body: Record<string, unknown>): Promise<Invited> {
  const response = await post(body)
  expect(response.status, JSON.stringify(await response.clone().json())).toBe(201)
  return (await response.json()) as Invited
}

/** A date `days` business days from today (São Paulo), YYYY-MM-DD. */
const businessDay = (n: number) => nextBusinessDays(new Date(), n)[n - 1]!

type Ids = { opportunity_id: string | number; event_id: string | number }
const decision = (
  field: 'confirmEvent' | 'refuseEvent' | 'cancelEventDecision',
  user: { id: string; client: SignedUp['client'] },
  ids: Ids & Record<string, unknown>,
  userId: string = user.id,
) =>
  user.client.request<Record<string, { success: boolean }>>(
    field === 'refuseEvent'
      ? `mutation($o: ID!, $u: ID!, $e: ID!) { refuseEvent(opportunity_id: $o, user_id: $u, event_id: $e) { success } }`
      : `mutation($o: ID!, $u: ID!, $e: ID!, $a: ID, $r: ID, $s: ID, $d: String) {
          ${field}(opportunity_id: $o, user_id: $u, event_id: $e, address_id: $a, room_id: $r, schedule_id: $s,
            chosen_date: $d) { success } }`,
    {
      o: ids.opportunity_id,
      u: userId,
      e: ids.event_id,
      a: ids.address_id,
      r: ids.room_id,
      s: ids.schedule_id,
      d: ids.chosen_date,
    },
  )
const confirm = (user: SignedUp, ids: Ids & Record<string, unknown>) => decision('confirmEvent', user, ids)
const refuse = (user: SignedUp, ids: Ids) => decision('refuseEvent', user, ids)
const cancel = (user: SignedUp, ids: Ids) => decision('cancelEventDecision', user, ids)

async function outboxOf(to: string) {
  const response = await platform.app.request(`/dev/outbox?to=${encodeURIComponent(to)}`)
  return (await response.json()) as { subject: string; body: string; link: string | null; kind: string }[]
}

// ── Pure helpers ────────────────────────────────────────────────────────────────────────────────

describe('event helpers', () => {
  it('counts business days in São Paulo, skipping weekends', () => {
    // Friday 2026-03-13, 23:30 in São Paulo (Saturday 02:30 UTC): the next business days start on Monday.
    expect(nextBusinessDays(new Date('2026-03-14T02:30:00Z'), 3)).toEqual([
      '2026-03-16',
      '2026-03-17',
      '2026-03-18',
    ])
    // Wednesday: Thursday, Friday, then Monday.
    expect(nextBusinessDays(new Date('2026-03-11T15:00:00Z'), 3)).toEqual([
      '2026-03-12',
      '2026-03-13',
      '2026-03-16',
    ])
  })

  it('writes an address on one line', () => {
    expect(
      addressLine({
        street: 'Rua Cardeal Arcoverde',
        number: '1500',
        complement: 'Sala 3',
        neighborhood: 'Pinheiros',
        city: 'São Paulo',
        stateAbbr: 'SP',
      }),
    ).toBe('Rua Cardeal Arcoverde, 1500 - Sala 3 - Pinheiros, São Paulo - SP')
    expect(
      addressLine({
        street: 'Rua A',
        number: null,
        complement: null,
        neighborhood: null,
        city: null,
        stateAbbr: null,
      }),
    ).toBe('Rua A')
  })

  it.each([
    ['2030-05-10', true],
    ['2030-05-10T09:00', true],
    ['2030-05-10 09:00:00', true],
    ['10/05/2030', true],
    ['10/05/2030 09:00', true],
    ['2030-05-10T10:00', false],
    ['2030-05-11', false],
    ['amanhã', false],
  ])('chosen_date %s matches 2030-05-10 09:00: %s', (sent, expected) => {
    expect(matchesChosenDate({ date: '2030-05-10', time: '09:00' }, sent)).toBe(expected)
  })
})

// ── The seed ────────────────────────────────────────────────────────────────────────────────────

describe('the seeded events (demonstration candidate)', () => {
  let demo: { id: string; client: SignedUp['client'] }

  beforeAll(async () => {
    const data = await clientOf(platform).request<{ userLogin: Auth }>(USER_LOGIN, {
      email: DEMO_CANDIDATE.email,
      password: DEMO_CANDIDATE.password,
    })
    const userId = Number(data.userLogin.id)
    expect(userId).toBe(DEMO_CANDIDATE.id)
    demo = { id: data.userLogin.id, client: clientOf(platform, { token: data.userLogin.token, userId }) }
  })

  it('has an online interview, pending, with three schedules and a meeting link', async () => {
    const event = await eventOf(demo, SEED_EVENT_IDS.onlineInterview)
    expect(event).toMatchObject({
      typeEvent: 'interview',
      typeLocation: 'online',
      location: 'Online',
      status: 'pending',
      confirmedAt: null,
      chosenScheduleId: null,
      meetingUrl: expect.stringMatching(/^https:\/\//),
    })
    expect(event.schedules).toHaveLength(3)
    expect(event.schedules.every((s) => s.address === null && s.room === null && !s.full)).toBe(true)
  })

  it('has an on-site group dynamic at two addresses and rooms, with a full schedule', async () => {
    const event = await eventOf(demo, SEED_EVENT_IDS.groupDynamic)
    expect(event).toMatchObject({ typeEvent: 'group_dynamic', typeLocation: 'on_site', status: 'pending' })
    // Two addresses and nothing chosen: no single line.
    expect(event.location).toBeNull()
    expect(new Set(event.schedules.map((s) => s.address!.id)).size).toBe(2)
    expect(new Set(event.schedules.map((s) => s.room!.name))).toEqual(new Set(['Sala Ipê', 'Auditório']))
    const full = event.schedules.find((s) => s.id === String(SEED_FULL_SCHEDULE_ID))!
    expect(full).toMatchObject({ capacity: 1, available: 0, full: true })
    // Schedules in time order.
    const keys = event.schedules.map((s) => `${s.date} ${s.time}`)
    expect(keys).toEqual([...keys].sort())
    const error = await failure(
      decision('confirmEvent', demo, {
        opportunity_id: 100006,
        event_id: SEED_EVENT_IDS.groupDynamic,
        schedule_id: SEED_FULL_SCHEDULE_ID,
      }),
    )
    expect(error.code).toBe('VALIDATION')
    expect(error.message).toBe(PLATFORM_MESSAGES.eventScheduleFull)
  })

  it('dates applied subscriptions (appliedAt)', async () => {
    const list = await subscriptionsOf(demo)
    expect(list).toHaveLength(2)
    for (const s of list) expect(Date.parse(s.appliedAt!)).toBeLessThan(Date.now())
  })
})

// ── The development invitation ──────────────────────────────────────────────────────────────────

describe('POST /dev/events/invite', () => {
  it('invites by subscription with the defaults and puts the e-mail in the outbox', async () => {
    const user = await signUp(platform)
    const subscriptionId = await apply(user)
    const invited = await invite({ subscriptionId })
    expect(invited.subscriptionId).toBe(subscriptionId)
    expect(invited.scheduleIds).toHaveLength(3)

    const event = await eventOf(user, invited.eventId)
    expect(event).toMatchObject({
      title: PLATFORM_MESSAGES.eventDefaultTitle.interview,
      typeEvent: 'interview',
      typeLocation: 'online',
      location: 'Online',
      status: 'pending',
      durationMinutes: 60,
      meetingUrl: expect.stringMatching(/^https:\/\//),
      description: PLATFORM_MESSAGES.eventDefaultDescription.online,
    })
    expect(Date.now() - Date.parse(event.invitedAt)).toBeLessThan(60_000)
    // The next three business days, one schedule with a single place.
    expect(event.schedules.map((s) => s.date)).toEqual(nextBusinessDays(new Date(), 3))
    expect(event.schedules.map((s) => s.capacity)).toEqual([5, 1, 5])
    for (const s of event.schedules) {
      const weekday = new Date(`${s.date}T12:00:00Z`).getUTCDay()
      expect(weekday).not.toBe(0)
      expect(weekday).not.toBe(6)
    }

    const [mail, ...rest] = await outboxOf(user.email)
    expect(rest).toEqual([])
    expect(mail!.kind).toBe('email')
    expect(mail!.subject).toBe('Convite para entrevista: Atendente de Loja')
    expect(mail!.link).toBe('http://localhost:3000/meu-perfil#box-subscription')
    expect(mail!.body).toBe(
      'Olá, Joana!\n\nVocê recebeu um convite para uma entrevista do processo seletivo da vaga Atendente de Loja.' +
        '\n\nEscolha a data e o horário que preferir, ou recuse o convite, em Minhas Inscrições:\n' +
        'http://localhost:3000/meu-perfil#box-subscription\n\nBoa sorte!',
    )
    expect(mail!.body).toContain('Olá, Joana!')
    expect(mail!.body).toContain('http://localhost:3000/meu-perfil#box-subscription')
  })

  it('links to the configured web origin', async () => {
    const custom = await createTestPlatform({ CAPTCHA: 'off', WEB_ORIGIN: 'https://carreiras.example.com' })
    try {
      const user = await signUp(custom)
      const data = await user.client.request<{ subscriptionNew: { id: string } }>(
        'mutation($u: ID!) { subscriptionNew(opportunity_id: 100005, user_id: $u, questions: []) { id } }',
        { u: user.id },
      )
      const response = await custom.app.request('/dev/events/invite', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ subscriptionId: Number(data.subscriptionNew.id) }),
      })
      expect(response.status).toBe(201)
      const mails = (await (
        await custom.app.request(`/dev/outbox?to=${encodeURIComponent(user.email)}`)
      ).json()) as { link: string }[]
      expect(mails[0]!.link).toBe('https://carreiras.example.com/meu-perfil#box-subscription')
    } finally {
      await custom.close()
    }
  })

  it('invites by e-mail and opening to an on-site group dynamic at two addresses', async () => {
    const user = await signUp(platform)
    await apply(user, SALES)
    const paulista = { street: 'Avenida Paulista', number: '1000', city: 'São Paulo', stateAbbr: 'sp' }
    const centro = { street: 'Rua da Assembleia', number: '10', city: 'Rio de Janeiro', stateAbbr: 'RJ' }
    const day = businessDay(2)
    const invited = await invite({
      email: user.email.toUpperCase(),
      opportunityId: Number(SALES),
      typeEvent: 'group_dynamic',
      typeLocation: 'on_site',
      title: 'Dinâmica de Vendas',
      durationMinutes: 90,
      schedules: [
        { date: day, time: '09:00', capacity: 10, address: paulista, room: 'Sala 1' },
        { date: day, time: '14:00', capacity: 10, address: paulista, room: 'Sala 1' },
        { date: day, time: '10:00', capacity: 2, address: centro, room: 'Auditório' },
      ],
    })
    expect(invited.scheduleIds).toHaveLength(3)
    const event = await eventOf(user, invited.eventId)
    expect(event).toMatchObject({
      title: 'Dinâmica de Vendas',
      typeEvent: 'group_dynamic',
      typeLocation: 'on_site',
      durationMinutes: 90,
      meetingUrl: null,
      location: null,
    })
    // In time order; the same address and room written once.
    expect(event.schedules.map((s) => s.time)).toEqual(['09:00', '10:00', '14:00'])
    const [first, second, third] = event.schedules as [Schedule, Schedule, Schedule]
    expect(first.address).toEqual(third.address)
    expect(first.room).toEqual(third.room)
    expect(second.address).toMatchObject({ street: 'Rua da Assembleia', city: 'Rio de Janeiro' })
    expect(second.room!.name).toBe('Auditório')
    expect((await outboxOf(user.email))[0]!.subject).toBe('Convite para dinâmica em grupo: Vendedor(a)')

    // Confirmed: the chosen address is the location.
    await confirm(user, { opportunity_id: SALES, event_id: invited.eventId, schedule_id: second.id })
    const confirmed = await eventOf(user, invited.eventId)
    expect(confirmed.location).toBe('Rua da Assembleia, 10, Rio de Janeiro - RJ')
    expect(confirmed).toMatchObject({ chosenAddressId: second.address!.id, chosenRoomId: second.room!.id })
  })

  it("on site by default at the opening's address, one line when only one", async () => {
    const user = await signUp(platform)
    const subscriptionId = await apply(user)
    const invited = await invite({ subscriptionId, typeLocation: 'on_site' })
    const event = await eventOf(user, invited.eventId)
    expect(event.location).toMatch(/, Belo Horizonte - MG$/)
    expect(event.schedules.every((s) => s.room?.name === 'Sala 1')).toBe(true)
    expect(event.description).toBe(PLATFORM_MESSAGES.eventDefaultDescription.on_site)
  })

  it.each([
    ['no target', {}, PLATFORM_MESSAGES.inviteTarget],
    ['an e-mail without the opening', { email: 'a@example.com' }, PLATFORM_MESSAGES.inviteTarget],
    ['a bad type', { subscriptionId: 1, typeEvent: 'party' }, PLATFORM_MESSAGES.inviteInvalid('typeEvent')],
    [
      'a bad time',
      { subscriptionId: 1, schedules: [{ date: '2030-01-02', time: '25:00', capacity: 1 }] },
      PLATFORM_MESSAGES.inviteInvalid('schedules.0.time'),
    ],
    [
      'an impossible date',
      { subscriptionId: 1, schedules: [{ date: '2030-02-30', time: '10:00', capacity: 1 }] },
      PLATFORM_MESSAGES.inviteInvalid('schedules.0.date'),
    ],
    [
      'no capacity',
      { subscriptionId: 1, schedules: [{ date: '2030-01-02', time: '10:00', capacity: 0 }] },
      PLATFORM_MESSAGES.inviteInvalid('schedules.0.capacity'),
    ],
    ['an empty list', { subscriptionId: 1, schedules: [] }, PLATFORM_MESSAGES.inviteInvalid('schedules')],
    ['not JSON', 'not json', PLATFORM_MESSAGES.inviteInvalid('corpo')],
  ])('answers 400 with a pt-BR message for %s', async (_case, body, message) => {
    const response = await post(body)
    expect(response.status).toBe(400)
    const json = (await response.json()) as { errors: { message: string }[] }
    expect(json.errors[0]!.message).toBe(message)
  })

  it('refuses schedules that do not fit the place (400) and unknown targets (404)', async () => {
    const user = await signUp(platform)
    const subscriptionId = await apply(user)
    const day = businessDay(1)
    const online = await post({
      subscriptionId,
      schedules: [{ date: day, time: '10:00', capacity: 1, address: { street: 'Rua A' } }],
    })
    expect(online.status).toBe(400)
    expect(((await online.json()) as { errors: { message: string }[] }).errors[0]!.message).toBe(
      PLATFORM_MESSAGES.inviteOnlineWithAddress,
    )
    const onSite = await post({
      subscriptionId,
      typeLocation: 'on_site',
      schedules: [{ date: day, time: '10:00', capacity: 1 }],
    })
    expect(onSite.status).toBe(400)
    const unknownSlot = await post({ subscriptionId, schedules: [{ scheduleId: 999_999 }] })
    expect(unknownSlot.status).toBe(400)
    expect(((await unknownSlot.json()) as { errors: { message: string }[] }).errors[0]!.message).toBe(
      PLATFORM_MESSAGES.inviteScheduleNotFound(999_999),
    )
    // Nothing was written by the refused calls.
    expect((await subscriptionsOf(user))[0]!.events).toEqual([])
    expect(await outboxOf(user.email)).toEqual([])

    expect((await post({ subscriptionId: 999_999 })).status).toBe(404)
    expect((await post({ email: 'ninguem@example.com', opportunityId: 100005 })).status).toBe(404)
    expect((await post({ email: user.email, opportunityId: 100004 })).status).toBe(404)
  })

  it('does not exist in production', async () => {
    const production = await createTestPlatform({ NODE_ENV: 'production', CLIENT_TOKENS: 'prod-token-1' })
    try {
      const response = await production.app.request('/dev/events/invite', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ subscriptionId: 1 }),
      })
      expect(response.status).toBe(404)
    } finally {
      await production.close()
    }
  })
})

// ── Decisions ───────────────────────────────────────────────────────────────────────────────────

describe('confirmEvent, refuseEvent, cancelEventDecision', () => {
  let invited: Invited
  const ids = () => ({ opportunity_id: STORE, event_id: invited.eventId })

  beforeAll(async () => {
    const subscriptionId = await apply(joana)
    invited = await invite({ subscriptionId })
  })

  it('confirms a schedule, cancels (freeing the place), refuses, cancels again', async () => {
    const before = await eventOf(joana, invited.eventId)
    const slot = before.schedules[0]!
    expect(slot.available).toBe(5)

    expect(await confirm(joana, { ...ids(), schedule_id: slot.id, chosen_date: slot.date })).toEqual({
      confirmEvent: { success: true },
    })
    const confirmed = await eventOf(joana, invited.eventId)
    expect(confirmed).toMatchObject({
      status: 'confirmed',
      chosenScheduleId: slot.id,
      chosenDate: slot.date,
      chosenTime: slot.time,
      chosenAddressId: null,
      chosenRoomId: null,
      location: 'Online',
    })
    expect(Date.now() - Date.parse(confirmed.confirmedAt!)).toBeLessThan(60_000)
    expect(confirmed.schedules[0]).toMatchObject({ available: 4, full: false })

    // Decided: neither confirmed again nor refused before cancelling.
    const again = await failure(confirm(joana, { ...ids(), schedule_id: before.schedules[2]!.id }))
    expect(again.code).toBe('VALIDATION')
    expect(again.message).toBe(PLATFORM_MESSAGES.eventAlreadyDecided)
    const refusedFirst = await failure(refuse(joana, ids()))
    expect(refusedFirst.message).toBe(PLATFORM_MESSAGES.eventAlreadyDecided)

    expect(await cancel(joana, ids())).toEqual({ cancelEventDecision: { success: true } })
    const cancelled = await eventOf(joana, invited.eventId)
    expect(cancelled).toMatchObject({
      status: 'pending',
      confirmedAt: null,
      chosenScheduleId: null,
      chosenDate: null,
      chosenTime: null,
    })
    expect(cancelled.schedules[0]!.available).toBe(5)
    const nothing = await failure(cancel(joana, ids()))
    expect(nothing.code).toBe('VALIDATION')
    expect(nothing.message).toBe(PLATFORM_MESSAGES.eventNotDecided)

    expect(await refuse(joana, ids())).toEqual({ refuseEvent: { success: true } })
    const refused = await eventOf(joana, invited.eventId)
    expect(refused).toMatchObject({ status: 'refused', chosenScheduleId: null })
    expect(refused.confirmedAt).not.toBeNull()
    const afterRefusal = await failure(confirm(joana, { ...ids(), schedule_id: slot.id }))
    expect(afterRefusal.message).toBe(PLATFORM_MESSAGES.eventAlreadyDecided)
    await cancel(joana, ids())
    expect((await eventOf(joana, invited.eventId)).status).toBe('pending')
  })

  it('needs an offered schedule, matching the place and date sent', async () => {
    const event = await eventOf(joana, invited.eventId)
    const slot = event.schedules[1]!
    const cases: [Record<string, unknown>, string][] = [
      [{}, PLATFORM_MESSAGES.eventScheduleRequired],
      [{ schedule_id: '' }, PLATFORM_MESSAGES.eventScheduleRequired],
      [{ schedule_id: 'x' }, PLATFORM_MESSAGES.eventScheduleInvalid],
      // Another event's schedule (the seed's).
      [{ schedule_id: 1 }, PLATFORM_MESSAGES.eventScheduleInvalid],
      [{ schedule_id: slot.id, address_id: 1 }, PLATFORM_MESSAGES.eventScheduleMismatch],
      [{ schedule_id: slot.id, room_id: 2 }, PLATFORM_MESSAGES.eventScheduleMismatch],
      [{ schedule_id: slot.id, chosen_date: '2001-01-01' }, PLATFORM_MESSAGES.eventScheduleMismatch],
      [{ schedule_id: slot.id, chosen_date: `${slot.date} 23:59` }, PLATFORM_MESSAGES.eventScheduleMismatch],
    ]
    for (const [extra, message] of cases) {
      const error = await failure(confirm(joana, { ...ids(), ...extra }))
      expect([error.code, error.message], JSON.stringify(extra)).toEqual(['VALIDATION', message])
    }
    expect((await eventOf(joana, invited.eventId)).status).toBe('pending')
    // The date as DD/MM/YYYY with the time also matches.
    const [y, m, d] = slot.date.split('-')
    await confirm(joana, { ...ids(), schedule_id: slot.id, chosen_date: `${d}/${m}/${y} ${slot.time}` })
    expect((await eventOf(joana, invited.eventId)).chosenScheduleId).toBe(slot.id)
    await cancel(joana, ids())
  })

  it('refuses a schedule that has passed', async () => {
    const user = await signUp(platform)
    const subscriptionId = await apply(user)
    const past = await invite({
      subscriptionId,
      schedules: [{ date: '2020-01-02', time: '10:00', capacity: 3 }],
    })
    const error = await failure(
      confirm(user, { opportunity_id: STORE, event_id: past.eventId, schedule_id: past.scheduleIds[0] }),
    )
    expect([error.code, error.message]).toEqual(['VALIDATION', PLATFORM_MESSAGES.eventSchedulePast])
  })

  it("keeps another candidate's session out", async () => {
    const slot = (await eventOf(joana, invited.eventId)).schedules[0]!
    // With their own id: the event is not theirs (NOT_FOUND, like any record of another user).
    for (const field of ['confirmEvent', 'refuseEvent', 'cancelEventDecision'] as const) {
      const error = await failure(decision(field, other, { ...ids(), schedule_id: slot.id }))
      expect([field, error.code, error.message]).toEqual([
        field,
        'NOT_FOUND',
        PLATFORM_MESSAGES.eventNotFound,
      ])
      // With Joana's id: not authorized.
      const asJoana = await failure(decision(field, other, { ...ids(), schedule_id: slot.id }, joana.id))
      expect([field, asJoana.code, asJoana.message]).toEqual([
        field,
        'UNAUTHORIZED',
        ptBR.errors.UNAUTHORIZED,
      ])
      const anonymous = await failure(
        decision(field, { id: joana.id, client: clientOf(platform) }, { ...ids(), schedule_id: slot.id }),
      )
      expect(anonymous.code).toBe('UNAUTHORIZED')
    }
    expect((await eventOf(joana, invited.eventId)).status).toBe('pending')
  })

  it('answers NOT_FOUND for another opening, an unknown or malformed event, a withdrawn application', async () => {
    for (const [opportunity, event] of [
      [SALES, invited.eventId],
      [STORE, 999_999],
      [STORE, 'abc'],
      ['abc', invited.eventId],
      // The seed's event of another candidate.
      ['100001', SEED_EVENT_IDS.onlineInterview],
    ] as const) {
      const error = await failure(refuse(joana, { opportunity_id: opportunity, event_id: event }))
      expect([error.code, error.message]).toEqual(['NOT_FOUND', PLATFORM_MESSAGES.eventNotFound])
    }

    const user = await signUp(platform)
    const subscriptionId = await apply(user, SALES)
    const withdrawn = await invite({ subscriptionId })
    await user.client.request(
      'mutation($s: ID!, $u: ID!) { subscriptionLogicalDelete(subscription_id: $s, user_id: $u) { id } }',
      { s: subscriptionId, u: user.id },
    )
    const error = await failure(
      confirm(user, {
        opportunity_id: SALES,
        event_id: withdrawn.eventId,
        schedule_id: withdrawn.scheduleIds[0],
      }),
    )
    expect(error.code).toBe('NOT_FOUND')
    expect(await subscriptionsOf(user)).toEqual([])
  })
})

// ── Places ──────────────────────────────────────────────────────────────────────────────────────

describe('places of a shared schedule', () => {
  /** Two candidates invited to the same slot of `capacity` places (the second event offers the first's slot). */
  async function sharedSlot(capacity: number) {
    const first = await signUp(platform)
    const second = await signUp(platform)
    const a = await invite({
      subscriptionId: await apply(first),
      schedules: [
        { date: businessDay(1), time: '11:00', capacity },
        { date: businessDay(2), time: '11:00', capacity: 5 },
      ],
    })
    const slotId = a.scheduleIds[0]!
    const b = await invite({ subscriptionId: await apply(second), schedules: [{ scheduleId: slotId }] })
    expect(b.scheduleIds).toEqual([slotId])
    return {
      slotId,
      first: { user: first, ids: { opportunity_id: STORE, event_id: a.eventId } },
      second: { user: second, ids: { opportunity_id: STORE, event_id: b.eventId } },
    }
  }

  it('a full schedule cannot be chosen until a place is freed', async () => {
    const { slotId, first, second } = await sharedSlot(1)
    await confirm(first.user, { ...first.ids, schedule_id: slotId })
    const seen = (await eventOf(second.user, second.ids.event_id)).schedules[0]!
    expect(seen).toMatchObject({ id: String(slotId), capacity: 1, available: 0, full: true })

    const full = await failure(confirm(second.user, { ...second.ids, schedule_id: slotId }))
    expect([full.code, full.message]).toEqual(['VALIDATION', PLATFORM_MESSAGES.eventScheduleFull])
    expect((await eventOf(second.user, second.ids.event_id)).status).toBe('pending')

    // The first candidate cancels: the place is free again.
    await cancel(first.user, first.ids)
    expect((await eventOf(second.user, second.ids.event_id)).schedules[0]).toMatchObject({
      available: 1,
      full: false,
    })
    await confirm(second.user, { ...second.ids, schedule_id: slotId })
    expect((await eventOf(second.user, second.ids.event_id)).status).toBe('confirmed')
    const back = await failure(confirm(first.user, { ...first.ids, schedule_id: slotId }))
    expect(back.message).toBe(PLATFORM_MESSAGES.eventScheduleFull)
    // A refusal takes no place.
    await refuse(first.user, first.ids)
    expect((await eventOf(first.user, first.ids.event_id)).schedules[0]!.available).toBe(0)
  })

  it('no double booking: two confirmations racing for the last place, exactly one wins', async () => {
    const { slotId, first, second } = await sharedSlot(1)
    const results = await Promise.allSettled([
      confirm(first.user, { ...first.ids, schedule_id: slotId }),
      confirm(second.user, { ...second.ids, schedule_id: slotId }),
    ])
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1)
    const [lost] = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected')
    expect((lost!.reason as { code: string; message: string }).message).toBe(
      PLATFORM_MESSAGES.eventScheduleFull,
    )
    const taken = await platform.database.db.select().from(events).where(eq(events.chosenScheduleId, slotId))
    expect(taken.filter((e) => e.status === 'confirmed')).toHaveLength(1)
  })

  it('no double booking for many candidates racing for two places', async () => {
    const owner = await signUp(platform)
    const a = await invite({
      subscriptionId: await apply(owner),
      schedules: [{ date: businessDay(3), time: '15:00', capacity: 2 }],
    })
    const slotId = a.scheduleIds[0]!
    const candidates = await Promise.all(
      Array.from({ length: 5 }, async () => {
        const user = await signUp(platform)
        const invited = await invite({
          subscriptionId: await apply(user),
          schedules: [{ scheduleId: slotId }],
        })
        return { user, ids: { opportunity_id: STORE, event_id: invited.eventId } }
      }),
    )
    const results = await Promise.allSettled(
      candidates.map(({ user, ids }) => confirm(user, { ...ids, schedule_id: slotId })),
    )
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(2)
    expect((await eventOf(owner, a.eventId)).schedules[0]).toMatchObject({ available: 0, full: true })
  })

  it('one event confirmed twice at once (two schedules) keeps one choice', async () => {
    const user = await signUp(platform)
    const invited = await invite({ subscriptionId: await apply(user) })
    const ids = { opportunity_id: STORE, event_id: invited.eventId }
    const results = await Promise.allSettled(
      invited.scheduleIds.slice(0, 2).map((id) => confirm(user, { ...ids, schedule_id: id })),
    )
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1)
    const event = await eventOf(user, invited.eventId)
    expect(event.status).toBe('confirmed')
    expect(event.schedules.reduce((sum, s) => sum + (s.capacity - s.available), 0)).toBe(1)
  })
})

// ── On the lists ────────────────────────────────────────────────────────────────────────────────

describe('events on the subscription lists', () => {
  it('are on subscriptionsWithPagination too, and appliedAt is when the step became applied', async () => {
    const user = await signUp(platform)
    const lead = await user.client.request<{ createAndIndexSubscriptionLead: { id: string } }>(
      'mutation($u: ID!) { createAndIndexSubscriptionLead(opportunity_id: 100004, user_id: $u) { id } }',
      { u: user.id },
    )
    const subscriptionId = await apply(user)
    const invited = await invite({ subscriptionId })
    const data = await user.client.request<{
      subscriptionsWithPagination: { records: Subscription[] }
    }>(
      `query($u: ID) { subscriptionsWithPagination(userId: $u, page: 1, getOnlineTests: true) {
        records { id step createdAt appliedAt events { ${EVENT_FIELDS} } } } }`,
      { u: user.id },
    )
    const [applied, leadRecord] = data.subscriptionsWithPagination.records as [Subscription, Subscription]
    expect(applied.id).toBe(String(subscriptionId))
    expect(applied.events.map((e) => e.id)).toEqual([String(invited.eventId)])
    expect(applied.events[0]!.schedules).toHaveLength(3)
    expect(Date.now() - Date.parse(applied.appliedAt!)).toBeLessThan(60_000)
    expect(leadRecord).toMatchObject({
      id: lead.createAndIndexSubscriptionLead.id,
      appliedAt: null,
      events: [],
    })

    // A lead that applies later: appliedAt is the submission, not the creation.
    const [row] = await platform.database.db
      .update(subscriptions)
      .set({ createdAt: new Date('2026-01-05T12:00:00Z') })
      .where(eq(subscriptions.id, Number(lead.createAndIndexSubscriptionLead.id)))
      .returning()
    expect(row!.appliedAt).toBeNull()
    await apply(user, SALES)
    const after = (await subscriptionsOf(user)).find((s) => s.id === lead.createAndIndexSubscriptionLead.id)!
    expect(after.createdAt).toBe('2026-01-05T12:00:00.000Z')
    expect(Date.now() - Date.parse(after.appliedAt!)).toBeLessThan(60_000)
  })
})
