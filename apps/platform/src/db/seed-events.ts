// The demonstration candidates and their selection events, outside production only: the seed has no
// candidates of its own, and events need applications. Deterministic (fixed ids, dates on the business days
// after the seeding day, a precomputed password hash) and cheap (a few rows, once).
//
//   900  Ana Demonstração   candidata.demo@example.com, password 'demonstracao-2027' (terms accepted)
//        - 100001 applied: online interview (event 1), pending, three schedules
//        - 100006 applied: on-site group dynamic (event 2), pending, at two addresses with a room each;
//          schedule 5 (capacity 1) is full
//   901  Bruno Exemplo      candidato.demo@example.com (no password: only fills schedule 5)
//        - 100006 applied: the same group dynamic (event 3), confirmed on schedule 5
// Schedules are `seeded`: `refreshSeedDates` moves them with the openings.
import { DEFAULT_COMPANY_ID } from '@carreiras/core'
import { eq, or } from 'drizzle-orm'
import { nextBusinessDays } from '../events/service.js'
import { TERMS_VERSION } from '../accounts/service.js'
import type { Db } from './client.js'
import {
  eventAddresses,
  eventRooms,
  eventScheduleOptions,
  eventSchedules,
  events,
  follows,
  opportunities,
  subscriptions,
  termsAcceptances,
  users,
} from './schema.js'

const DAY_MS = 86_400_000

export const DEMO_CANDIDATE = {
  id: 900,
  email: 'candidata.demo@example.com',
  password: 'demonstracao-2027',
} as const
export const DEMO_PASSWORD_HASH =
  'scrypt$16384$8$1$AR2iiHVx2NNHYzQmmb2MFw==$P46/c7WsTitGNAdFnNtEHsLlD/rP+YDpuToL7Ta2WUx3beZegfjNFRVgDwfDatIN6kLJZ3m/pLQu9F7XwUG1fA=='
const SECOND_CANDIDATE = { id: 901, email: 'candidato.demo@example.com' } as const

/** The seeded events, by id. */
export const SEED_EVENT_IDS = { onlineInterview: 1, groupDynamic: 2, groupDynamicTaken: 3 } as const
/** The group dynamic's schedule that is full (capacity 1, taken by the second candidate). */
export const SEED_FULL_SCHEDULE_ID = 5

const INTERVIEW_OPENING = 100_001
const DYNAMIC_OPENING = 100_006

/** Writes the demonstration candidates and events once; returns whether it wrote them. */
export async function seedEvents(db: Db, now: Date = new Date()): Promise<boolean> {
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      or(
        eq(users.id, DEMO_CANDIDATE.id),
        eq(users.email, DEMO_CANDIDATE.email),
        eq(users.id, SECOND_CANDIDATE.id),
        eq(users.email, SECOND_CANDIDATE.email),
      ),
    )
    .limit(1)
  if (existing) return false
  const openings = await db
    .select({ id: opportunities.id })
    .from(opportunities)
    .where(or(eq(opportunities.id, INTERVIEW_OPENING), eq(opportunities.id, DYNAMIC_OPENING)))
  if (openings.length < 2) return false

  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS)
  const [d1, d2, d3, d4] = nextBusinessDays(now, 4) as [string, string, string, string]
  await db.transaction(async (tx) => {
    await tx.insert(users).values([
      {
        id: DEMO_CANDIDATE.id,
        name: 'Ana Demonstração',
        firstName: 'Ana',
        lastName: 'Demonstração',
        email: DEMO_CANDIDATE.email,
        phone: '11955554444',
        passwordHash: DEMO_PASSWORD_HASH,
        source: 'seed',
        createdAt: daysAgo(10),
      },
      {
        id: SECOND_CANDIDATE.id,
        name: 'Bruno Exemplo',
        firstName: 'Bruno',
        lastName: 'Exemplo',
        email: SECOND_CANDIDATE.email,
        source: 'seed',
        createdAt: daysAgo(10),
      },
    ])
    await tx.insert(termsAcceptances).values(
      [DEMO_CANDIDATE.id, SECOND_CANDIDATE.id].map((userId) => ({
        userId,
        companyId: DEFAULT_COMPANY_ID,
        version: TERMS_VERSION,
        source: 'seed',
        acceptedAt: daysAgo(10),
      })),
    )
    await tx
      .insert(follows)
      .values(
        [DEMO_CANDIDATE.id, SECOND_CANDIDATE.id].map((userId) => ({ userId, companyId: DEFAULT_COMPANY_ID })),
      )
    const applied = (userId: number, opportunityId: number, days: number) => ({
      userId,
      opportunityId,
      step: 'applied' as const,
      source: 'seed',
      createdAt: daysAgo(days),
      appliedAt: daysAgo(days),
      updatedAt: daysAgo(days),
    })
    const [interview, dynamic, taken] = await tx
      .insert(subscriptions)
      .values([
        applied(DEMO_CANDIDATE.id, INTERVIEW_OPENING, 6),
        applied(DEMO_CANDIDATE.id, DYNAMIC_OPENING, 5),
        applied(SECOND_CANDIDATE.id, DYNAMIC_OPENING, 5),
      ])
      .returning({ id: subscriptions.id })

    await tx.insert(eventAddresses).values([
      {
        id: 1,
        street: 'Avenida Brigadeiro Faria Lima',
        number: '2100',
        complement: '8º andar',
        neighborhood: 'Pinheiros',
        city: 'São Paulo',
        stateAbbr: 'SP',
        zipcode: '01452-000',
      },
      {
        id: 2,
        street: 'Rua Cardeal Arcoverde',
        number: '1500',
        neighborhood: 'Pinheiros',
        city: 'São Paulo',
        stateAbbr: 'SP',
        zipcode: '05407-002',
      },
    ])
    await tx.insert(eventRooms).values([
      { id: 1, addressId: 1, name: 'Sala Ipê' },
      { id: 2, addressId: 2, name: 'Auditório' },
    ])
    const slot = (id: number, date: string, time: string, capacity: number, place?: 1 | 2) => ({
      id,
      date,
      time,
      capacity,
      addressId: place ?? null,
      roomId: place ?? null,
      seeded: true,
    })
    await tx
      .insert(eventSchedules)
      .values([
        slot(1, d1, '10:00', 3),
        slot(2, d2, '14:00', 3),
        slot(3, d3, '09:30', 1),
        slot(4, d2, '09:00', 8, 1),
        slot(SEED_FULL_SCHEDULE_ID, d3, '09:00', 1, 1),
        slot(6, d2, '14:00', 8, 2),
        slot(7, d4, '14:00', 8, 2),
      ])
    const groupDynamic = {
      title: 'Dinâmica em grupo – Analista de Dados',
      typeEvent: 'group_dynamic' as const,
      typeLocation: 'on_site' as const,
      description:
        'Uma atividade em grupo com outros candidatos e o time de Dados. Chegue com 15 minutos de antecedência e leve um documento com foto.',
      durationMinutes: 120,
      invitedAt: daysAgo(2),
    }
    await tx.insert(events).values([
      {
        id: SEED_EVENT_IDS.onlineInterview,
        subscriptionId: interview!.id,
        title: 'Entrevista com o time de Crédito',
        typeEvent: 'interview',
        typeLocation: 'online',
        description: 'Uma conversa de 45 minutos sobre sua experiência e a vaga, por vídeo.',
        durationMinutes: 45,
        meetingUrl: 'https://reuniao.example.com/entrevista-credito',
        invitedAt: daysAgo(1),
      },
      { id: SEED_EVENT_IDS.groupDynamic, subscriptionId: dynamic!.id, ...groupDynamic },
      {
        id: SEED_EVENT_IDS.groupDynamicTaken,
        subscriptionId: taken!.id,
        ...groupDynamic,
        status: 'confirmed',
        chosenScheduleId: SEED_FULL_SCHEDULE_ID,
        confirmedAt: daysAgo(1),
      },
    ])
    const offer = (eventId: number, scheduleIds: readonly number[]) =>
      scheduleIds.map((scheduleId) => ({ eventId, scheduleId }))
    await tx
      .insert(eventScheduleOptions)
      .values([
        ...offer(SEED_EVENT_IDS.onlineInterview, [1, 2, 3]),
        ...offer(SEED_EVENT_IDS.groupDynamic, [4, 5, 6, 7]),
        ...offer(SEED_EVENT_IDS.groupDynamicTaken, [4, 5, 6, 7]),
      ])
  })
  return true
}
