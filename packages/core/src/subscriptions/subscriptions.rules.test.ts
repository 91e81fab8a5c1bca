import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { MAX_APPLICATION_COMPANY_IDS, SUBSCRIPTIONS_PAGE_SIZE } from '../constants'
import { eventOf, recordOf, scheduleOf, testOf } from './subscriptions.fixtures'
import {
  applicationTimeline,
  applicationsBoxCompanyIds,
  cardLocation,
  cardStep,
  chosenSchedule,
  decideEvent,
  eventAddressLine,
  isSchedulePickable,
  mergeRecords,
  nextPageToLoad,
  replaceRecord,
  saoPauloDate,
  saoPauloTime,
  subscriptionCard,
  withEvent,
} from './subscriptions.rules'

const options = { userId: 7, challengeName: 'Desafio de Talentos', challengeUrl: null }

describe('applicationsBoxCompanyIds', () => {
  it("the brand's list without repeats, at most three; the site's company otherwise", () => {
    expect(applicationsBoxCompanyIds([6562, 2627, 6562, 10, 11], 1)).toEqual([6562, 2627, 10])
    expect(applicationsBoxCompanyIds([], 6562)).toEqual([6562])
    expect(applicationsBoxCompanyIds(undefined, 6562)).toEqual([6562])
    expect(applicationsBoxCompanyIds([0, -3, 1.5, Number.NaN], 6562)).toEqual([6562])
  })

  it('property: 1 to 3 distinct positive ids, the configured ones first in their order', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -5, max: 50 })), fc.integer({ min: 1, max: 99 }), (ids, own) => {
        const result = applicationsBoxCompanyIds(ids, own)
        expect(result.length).toBeGreaterThanOrEqual(1)
        expect(result.length).toBeLessThanOrEqual(MAX_APPLICATION_COMPANY_IDS)
        expect(new Set(result).size).toBe(result.length)
        for (const id of result) expect(id).toBeGreaterThan(0)
        const valid = [...new Set(ids.filter((id) => id > 0))]
        expect(result).toEqual(valid.length > 0 ? valid.slice(0, 3) : [own])
      }),
    )
  })
})

describe('nextPageToLoad (1-based, docs/decisions.md "Paging")', () => {
  it('the next page, or an earlier one after withdrawals', () => {
    expect(nextPageToLoad(0, 0)).toBe(1)
    expect(nextPageToLoad(1, 0)).toBe(2)
    expect(nextPageToLoad(1, 1)).toBe(1)
    expect(nextPageToLoad(2, 20)).toBe(2)
    expect(nextPageToLoad(2, 21)).toBe(1)
    expect(nextPageToLoad(3, 100)).toBe(1)
  })

  it('property: reading on from there never skips an application nor asks for page 0', () => {
    // The platform's list as ids 1..total, pages of `size`; `page` pages read, then `w` of them withdrawn.
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 6 }),
        fc.integer({ min: 1, max: 5 }),
        fc.integer({ min: 0, max: 200 }),
        fc.integer({ min: 0, max: 40 }),
        (size, page, total, seed) => {
          const all = Array.from({ length: total }, (_, i) => i + 1)
          const seen = all.slice(0, page * size)
          const withdrawn = new Set(seen.filter((_, i) => (i * 7 + seed) % 3 === 0))
          const remaining = all.filter((id) => !withdrawn.has(id))
          const next = nextPageToLoad(page, withdrawn.size, size)
          expect(next).toBeGreaterThanOrEqual(1)
          const fetched = remaining.slice((next - 1) * size, next * size)
          const firstUnseen = remaining.find((id) => !seen.includes(id))
          if (firstUnseen !== undefined) expect(fetched).toContain(firstUnseen)
        },
      ),
    )
  })

  it('uses the spec’s page size by default', () => {
    expect(nextPageToLoad(1, SUBSCRIPTIONS_PAGE_SIZE)).toBe(1)
    expect(nextPageToLoad(2, SUBSCRIPTIONS_PAGE_SIZE)).toBe(2)
  })
})

describe('mergeRecords and replaceRecord', () => {
  it('appends what is new and counts it', () => {
    const { records, added } = mergeRecords(
      [recordOf(1), recordOf(2)],
      [recordOf(2), recordOf(3), recordOf(3)],
    )
    expect(records.map((r) => r.id)).toEqual([1, 2, 3])
    expect(added).toBe(1)
  })

  it('property: no id twice, the listed ones first and unchanged', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.nat(30)), fc.array(fc.nat(30)), (listedIds, pageIds) => {
        const listed = listedIds.map((id) => ({ id, from: 'listed' }))
        const { records, added } = mergeRecords(
          listed,
          pageIds.map((id) => ({ id, from: 'page' })),
        )
        expect(new Set(records.map((r) => r.id)).size).toBe(records.length)
        expect(records.slice(0, listed.length)).toEqual(listed)
        expect(records.length).toBe(listed.length + added)
      }),
    )
  })

  it('replaces a record in place', () => {
    const list = [recordOf(1), recordOf(2)]
    expect(replaceRecord(list, recordOf(2, { title: 'Nova' })).map((r) => r.title)).toEqual([
      'Analista 1',
      'Nova',
    ])
    expect(replaceRecord(list, recordOf(9))).toEqual(list)
  })
})

describe('the card', () => {
  it("'Cidade/UF' and the job's path", () => {
    expect(cardLocation('São Paulo', 'sp')).toBe('São Paulo/SP')
    expect(cardLocation(null, 'RJ')).toBe('RJ')
    expect(cardLocation(' ', null)).toBeNull()
    const card = subscriptionCard(
      recordOf(1, { opportunityId: 100001, slug: 'analista-de-credito' }),
      options,
    )
    expect(card).toMatchObject({
      title: 'Analista 1',
      jobHref: '/vagas/100001-analista-de-credito',
      location: 'São Paulo/SP',
      step: { kind: 'applied' },
      summary: { kind: 'none' },
    })
  })

  it('the step: continue an open lead, the note for a closed one', () => {
    expect(cardStep({ step: 'lead', opportunityId: 5, opportunityStatus: '1' })).toEqual({
      kind: 'leadOpen',
      continueHref: '/vagas/5/inscricao',
    })
    expect(cardStep({ step: 'lead', opportunityId: 5, opportunityStatus: '2' })).toEqual({
      kind: 'leadClosed',
    })
    expect(cardStep({ step: 'lead', opportunityId: 5, opportunityStatus: null })).toEqual({
      kind: 'leadClosed',
    })
    expect(cardStep({ step: 'applied', opportunityId: 5, opportunityStatus: '2' })).toEqual({
      kind: 'applied',
    })
  })

  it("the tests through the test runner's rules: hidden out, in-house to the cover, 2015/2018", () => {
    const card = subscriptionCard(
      recordOf(1, {
        opportunityId: 42,
        tests: [
          testOf(3001, { name: 'Raciocínio Lógico' }),
          testOf(3004, { hidden: true }),
          testOf(3101, { source: 'parceiro', url: 'https://parceiro.example/3101' }),
          testOf(2015, { source: 'parceiro', url: 'https://p/2015' }),
          testOf(2018, { source: 'parceiro', url: 'https://p/2018' }),
          testOf(3003, { status: 'finished', requiredIn: 'thank_you', finishedAt: '2026-11-11T10:00:00Z' }),
        ],
      }),
      { ...options, challengeUrl: 'https://desafio.example' },
    )
    expect(card.tests.map((t) => [t.testId, t.kind, t.href])).toEqual([
      [3001, 'inHouse', '/vagas/42/inscricao/raciocinio-logico/3001'],
      [3101, 'partner', 'https://parceiro.example/3101'],
      [2015, 'partner', 'https://desafio.example?user_id=7&opportunity_id=42'],
      [3003, 'inHouse', '/vagas/42/inscricao/teste-3003/3003'],
    ])
    expect(card.tests[2]!.name).toBe('Desafio de Talentos')
    expect(card.summary).toEqual({ kind: 'missing', count: 3 })
  })
})

describe('dates in São Paulo', () => {
  it('DD/MM/YYYY of an instant (converted) or of a date alone', () => {
    expect(saoPauloDate('2026-11-24T02:30:00Z')).toBe('23/11/2026')
    expect(saoPauloDate('2026-11-24T03:30:00Z')).toBe('24/11/2026')
    expect(saoPauloDate('2026-12-01')).toBe('01/12/2026')
    expect(saoPauloDate('nada')).toBeNull()
    expect(saoPauloDate(null)).toBeNull()
    expect(saoPauloTime('2026-11-24T13:05:00Z')).toBe('10:05')
    expect(saoPauloTime('x')).toBeNull()
  })

  it('property: every instant gives a real DD/MM/YYYY, at most one day off the UTC date', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('1990-01-01T00:00:00Z'),
          max: new Date('2100-01-01T00:00:00Z'),
          noInvalidDate: true,
        }),
        (date) => {
          const text = saoPauloDate(date.toISOString())!
          expect(text).toMatch(/^\d{2}\/\d{2}\/\d{4}$/)
          const [d, m, y] = text.split('/').map(Number) as [number, number, number]
          const day = Date.UTC(y, m - 1, d)
          const utc = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate())
          expect([0, -86_400_000]).toContain(day - utc)
        },
      ),
    )
  })
})

describe('applicationTimeline', () => {
  it('started, submitted, finished tests, invitations and decisions, oldest first', () => {
    const record = recordOf(1, {
      createdAt: '2026-11-10T12:00:00Z',
      appliedAt: '2026-11-12T12:00:00Z',
      tests: [
        testOf(1, { name: 'Lógica', status: 'finished', finishedAt: '2026-11-11T12:00:00Z' }),
        testOf(2, { status: 'pending' }),
        testOf(3, { name: 'Oculto', status: 'finished', finishedAt: '2026-11-11T13:00:00Z', hidden: true }),
      ],
      events: [
        eventOf(5, {
          title: 'Dinâmica',
          invitedAt: '2026-11-13T12:00:00Z',
          status: 'confirmed',
          decidedAt: '2026-11-14T12:00:00Z',
          chosenDate: '2026-12-01',
          chosenTime: '10:00',
        }),
        eventOf(6, {
          title: 'Entrevista',
          invitedAt: '2026-11-15T12:00:00Z',
          status: 'refused',
          decidedAt: 'x',
        }),
      ],
    })
    expect(applicationTimeline(record).map((e) => [e.kind, e.date, e.subject, e.chosenDate])).toEqual([
      ['started', '10/11/2026', null, null],
      ['testFinished', '11/11/2026', 'Lógica', null],
      ['submitted', '12/11/2026', null, null],
      ['invited', '13/11/2026', 'Dinâmica', null],
      ['confirmed', '14/11/2026', 'Dinâmica', '01/12/2026'],
      ['invited', '15/11/2026', 'Entrevista', null],
    ])
  })

  it('a lead has no submission; equal moments keep the order of the process', () => {
    const at = '2026-11-10T12:00:00Z'
    const record = recordOf(1, {
      step: 'lead',
      createdAt: at,
      appliedAt: at,
      events: [eventOf(5, { invitedAt: at, status: 'refused', decidedAt: at })],
      tests: [testOf(1, { status: 'finished', finishedAt: at })],
    })
    expect(applicationTimeline(record).map((e) => e.kind)).toEqual([
      'started',
      'testFinished',
      'invited',
      'refused',
    ])
  })

  it('property: sorted by moment, every entry dated, keys unique', () => {
    const iso = fc
      .date({
        min: new Date('2020-01-01T00:00:00Z'),
        max: new Date('2030-01-01T00:00:00Z'),
        noInvalidDate: true,
      })
      .map((d) => d.toISOString())
    fc.assert(
      fc.property(
        iso,
        iso,
        fc.array(fc.tuple(iso, fc.boolean()), { maxLength: 4 }),
        fc.array(fc.tuple(iso, fc.constantFrom('pending', 'confirmed', 'refused' as const), iso), {
          maxLength: 3,
        }),
        (createdAt, appliedAt, tests, events) => {
          const record = recordOf(1, {
            createdAt,
            appliedAt,
            tests: tests.map(([at, done], i) =>
              testOf(i + 1, { status: done ? 'finished' : 'pending', finishedAt: done ? at : null }),
            ),
            events: events.map(([invitedAt, status, decidedAt], i) =>
              eventOf(i + 1, { invitedAt, status, decidedAt: status === 'pending' ? null : decidedAt }),
            ),
          })
          const entries = applicationTimeline(record)
          const times = entries.map((e) => Date.parse(e.at))
          expect(times).toEqual([...times].sort((a, b) => a - b))
          expect(new Set(entries.map((e) => e.key)).size).toBe(entries.length)
          for (const entry of entries) expect(entry.date).toMatch(/^\d{2}\/\d{2}\/\d{4}$/)
          const expected =
            2 +
            tests.filter(([, done]) => done).length +
            events.length +
            events.filter(([, s]) => s !== 'pending').length
          expect(entries).toHaveLength(expected)
        },
      ),
    )
  })
})

describe('events', () => {
  it('a full schedule cannot be chosen, nor any once decided', () => {
    const event = eventOf(1)
    expect(isSchedulePickable(event, 11)).toBe(true)
    expect(isSchedulePickable(event, 13)).toBe(false)
    expect(isSchedulePickable(event, 99)).toBe(false)
    expect(isSchedulePickable({ ...event, status: 'confirmed' }, 11)).toBe(false)
    expect(isSchedulePickable({ ...event, schedules: [scheduleOf(11, { available: 0 })] }, 11)).toBe(false)
  })

  it('the address on one line', () => {
    expect(eventAddressLine(scheduleOf(1).address)).toBe('Avenida Paulista, 1000 - Bela Vista, São Paulo/SP')
    expect(
      eventAddressLine({
        id: 1,
        street: 'Rua A',
        number: null,
        complement: 'Sala 2',
        neighborhood: null,
        city: null,
        stateAbbr: null,
        zipcode: null,
      }),
    ).toBe('Rua A - Sala 2')
    expect(eventAddressLine(null)).toBeNull()
  })

  it('confirm, cancel and refuse as the platform records them', () => {
    const event = eventOf(1)
    const confirmed = decideEvent(event, {
      type: 'confirm',
      schedule: event.schedules[0]!,
      at: '2026-11-20T00:00:00Z',
    })
    expect(confirmed).toMatchObject({
      status: 'confirmed',
      decidedAt: '2026-11-20T00:00:00Z',
      chosenScheduleId: 11,
      chosenAddressId: 1,
      chosenRoomId: 7,
      chosenDate: '2026-12-01',
      chosenTime: '10:00',
    })
    expect(confirmed.schedules[0]!.available).toBe(2)
    expect(chosenSchedule(confirmed)?.id).toBe(11)

    const cancelled = decideEvent(confirmed, { type: 'cancel' })
    expect(cancelled).toMatchObject({
      status: 'pending',
      decidedAt: null,
      chosenScheduleId: null,
      chosenDate: null,
    })
    expect(cancelled.schedules[0]!.available).toBe(3)

    const refused = decideEvent(event, { type: 'refuse', at: '2026-11-21T00:00:00Z' })
    expect(refused).toMatchObject({ status: 'refused', chosenScheduleId: null })
    expect(refused.schedules).toEqual(event.schedules)
  })

  it('property: places stay within 0..capacity and confirm then cancel gives them back', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10 }), fc.integer({ min: 0, max: 10 }), (capacity, left) => {
        const available = Math.min(capacity, left)
        const event = eventOf(1, {
          schedules: [scheduleOf(5, { capacity, available, full: available === 0 })],
        })
        const schedule = event.schedules[0]!
        const confirmed = decideEvent(event, { type: 'confirm', schedule, at: '2026-01-01T00:00:00Z' })
        const after = confirmed.schedules[0]!
        expect(after.available).toBeGreaterThanOrEqual(0)
        expect(after.available).toBeLessThanOrEqual(capacity)
        expect(after.full).toBe(after.available === 0)
        if (available > 0)
          expect(decideEvent(confirmed, { type: 'cancel' }).schedules[0]!.available).toBe(available)
      }),
    )
  })

  it('withEvent changes only that event', () => {
    const record = recordOf(1, { events: [eventOf(1), eventOf(2)] })
    const next = withEvent(record, 2, (e) => ({ ...e, title: 'Outro' }))
    expect(next.events.map((e) => e.title)).toEqual(['Entrevista com a gestora', 'Outro'])
    expect(withEvent(record, 9, (e) => ({ ...e, title: 'x' }))).toEqual(record)
  })
})
