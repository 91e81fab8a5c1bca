// The real first start: an empty PGlite, the drizzle-kit migrations, then the seed.
import {
  ACTING_MODES,
  BRAZIL_COUNTRY_ID,
  DEFAULT_COMPANY_ID,
  INTERNSHIP_OPPORTUNITY_ID,
  OPPORTUNITY_LEVELS,
  saoPauloIsoDate,
} from '@carreiras/core'
import { and, count, countDistinct, eq, gt, inArray, lt, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase, type Database } from '../src/db/client.js'
import { newOpeningsQuery } from '../src/job-alerts/service.js'
import {
  benefits,
  cities,
  courses,
  eventSchedules,
  events,
  formStructures,
  institutions,
  jobAreas,
  opportunities,
  referenceItems,
  seedState,
  states,
  subscriptionQuestions,
  onlineTests,
  teams,
  testAnswerOptions,
  testQuestions,
  users,
} from '../src/db/schema.js'
import { seedEvents } from '../src/db/seed-events.js'
import { seedTests } from '../src/db/seed-tests.js'
import { REFERENCE_DOMAINS, REFERENCE_DOMAIN_NAMES } from '../src/db/seed-resume.js'
import { buildSeed, seedIfEmpty } from '../src/db/seed.js'
import { seedApplication } from '../src/db/seed-application.js'

let database: Database
const now = new Date()

beforeAll(async () => {
  database = await openDatabase({ pgliteDir: 'memory://' })
  await database.migrate()
})
afterAll(() => database.close())

const db = () => database.db
/** Rows of a raw query (PGlite answers `{ rows }`). */
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows
const total = async (where?: ReturnType<typeof and>) =>
  (await db().select({ n: count() }).from(opportunities).where(where))[0]!.n
const openNow = () =>
  and(
    eq(opportunities.statusId, 1),
    gt(opportunities.expiredAt, now),
    eq(opportunities.companyId, DEFAULT_COMPANY_ID),
  )

describe('migrations', () => {
  it('create every table and record the migration', async () => {
    const tables = rowsOf<{ table_name: string }>(
      await db().execute(
        sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
      ),
    )
    expect(tables.map((r) => r.table_name)).toEqual([
      'acknowledgements',
      'api_sessions',
      'benefits',
      'captcha_replays',
      'cause_experiences',
      'certifications',
      'cities',
      'companies',
      'consents',
      'courses',
      'data_exports',
      'dev_inbox',
      'educations',
      'employee_checks',
      'event_addresses',
      'event_rooms',
      'event_schedule_options',
      'event_schedules',
      'events',
      'external_base_profiles',
      'follows',
      'form_structures',
      'hunting_invitations',
      'institutions',
      'job_alerts',
      'job_areas',
      'language_proficiencies',
      'lookup_refs',
      'medical_reports',
      'network_ticket_uses',
      'opportunities',
      'opportunity_benefits',
      'outgoing_messages',
      'partner_callback_ids',
      'partner_test_results',
      'platform_settings',
      'postal_codes',
      'professional_experiences',
      'profile_update_answers',
      'profile_update_requests',
      'push_subscriptions',
      'question_files',
      'rate_limit_windows',
      'recovery_tokens',
      'reference_items',
      'retail_partner_employees',
      'saved_jobs',
      'seed_state',
      'sessions',
      'sms_codes',
      'stand_in_network_ids',
      'states',
      'stored_files',
      'subscription_questions',
      'subscriptions',
      'talent_bank_entries',
      'teams',
      'terms_acceptances',
      'test_answer_options',
      'test_answers',
      'test_headers',
      'test_questions',
      'tests',
      'user_skills',
      'users',
      'web_vitals',
    ])
    const applied = rowsOf(await db().execute(sql`select * from drizzle.__drizzle_migrations`))
    expect(applied.length).toBeGreaterThanOrEqual(1)
  })

  it('apply again as a no-op', async () => {
    await expect(database.migrate()).resolves.toBeUndefined()
  })

  it('index the list in its ORDER BY (DESC means NULLS FIRST, or the index is not used)', async () => {
    const indexes = rowsOf<{ indexname: string; indexdef: string }>(
      await db().execute(
        sql`select indexname, indexdef from pg_indexes where tablename = 'opportunities' order by indexname`,
      ),
    )
    const listing = indexes.find((i) => i.indexname === 'opportunities_open_recent_idx')
    // The list's order first; then the columns its filters read, so the walk checks them in the index
    // (docs/performance.md, "National scale").
    expect(listing?.indexdef).toContain('(company_id, status_id, published_at DESC, id DESC, ')
    expect(indexes.map((i) => i.indexname)).not.toContain('opportunities_recent_idx')
  })

  it("answer a searched term (LIKE '%…%' on the normalised title) from the trigram index", async () => {
    const [trigram] = rowsOf<{ indexdef: string }>(
      await db().execute(
        sql`select indexdef from pg_indexes where indexname = 'opportunities_title_trgm_idx'`,
      ),
    )
    expect(trigram?.indexdef).toContain('USING gin (title_normalized gin_trgm_ops)')
    // On a table this small the planner reads the table (or walks a B-tree) instead; with those plans
    // priced out, it must be able to answer the search's own predicate from the index (the operator class
    // matches LIKE): without the index, or with a wrong operator class, the plan names no such index.
    const plan = await db().transaction(async (tx) => {
      for (const scan of ['enable_seqscan', 'enable_indexscan', 'enable_indexonlyscan'])
        await tx.execute(sql.raw(`set local ${scan} = off`))
      return rowsOf<{ 'QUERY PLAN': string }>(
        await tx.execute(
          sql`explain select id from opportunities where title_normalized like ${'%LOGISTICA%'}`,
        ),
      )
        .map((row) => row['QUERY PLAN'])
        .join('\n')
    })
    expect(plan).toContain('opportunities_title_trgm_idx')
  })

  it("read the job alerts' new openings from one index alone (every column the matcher reads)", async () => {
    const day = 86_400_000
    const plan = await db().transaction(async (tx) => {
      // As above: on a table this small other plans are cheaper, so they are priced out; the statement
      // must still be answerable by an index-only scan, which a column missing from the index rules out.
      for (const scan of ['enable_seqscan', 'enable_indexscan', 'enable_bitmapscan'])
        await tx.execute(sql.raw(`set local ${scan} = off`))
      return rowsOf<{ 'QUERY PLAN': string }>(
        await tx.execute(sql`explain ${newOpeningsQuery(new Date(now.getTime() - day), now, now)}`),
      )
        .map((row) => row['QUERY PLAN'])
        .join('\n')
    })
    expect(plan).toMatch(/Index Only Scan using opportunities_new_openings_idx on opportunities/)
  })
})

describe('seed', () => {
  beforeAll(async () => {
    const first = await seedIfEmpty(db(), now)
    expect(first.seeded).toBe(true)
  })

  it('runs only on an empty database', async () => {
    const again = await seedIfEmpty(db(), now)
    expect(again).toEqual({ seeded: false, opportunities: await total(), shiftedDays: 0 })
  })

  it("has the résumé's reference domains: every list, institutions in every state, Brasil = 31", async () => {
    const items = await db().select().from(referenceItems)
    for (const domain of REFERENCE_DOMAIN_NAMES)
      expect(
        items.filter((i) => i.domain === domain),
        domain,
      ).toHaveLength(REFERENCE_DOMAINS[domain].items.length)
    expect(items).toContainEqual({ domain: 'countries', id: BRAZIL_COUNTRY_ID, name: 'Brasil' })
    expect(
      (
        await db()
          .select({ n: countDistinct(institutions.stateId) })
          .from(institutions)
      )[0]!.n,
    ).toBe(27)
    expect((await db().select({ n: count() }).from(courses))[0]!.n).toBeGreaterThan(60)
  })

  it('has the reference data', async () => {
    expect((await db().select({ n: count() }).from(states))[0]!.n).toBe(27)
    expect((await db().select({ n: count() }).from(jobAreas))[0]!.n).toBe(14)
    expect((await db().select({ n: count() }).from(teams))[0]!.n).toBe(4)
    expect((await db().select({ n: count() }).from(benefits))[0]!.n).toBeGreaterThanOrEqual(20)
    expect(
      (
        await db()
          .select({ n: countDistinct(cities.stateId) })
          .from(cities)
      )[0]!.n,
    ).toBe(27)
    expect((await db().select({ n: count() }).from(cities))[0]!.n).toBeGreaterThan(5500)
    const [sp] = await db().select().from(states).where(eq(states.abbr, 'SP'))
    expect(sp).toMatchObject({ id: 26, name: 'São Paulo' })
    const [capital] = await db().select().from(cities).where(eq(cities.id, 3550308))
    expect(capital).toMatchObject({ name: 'São Paulo', nameNormalized: 'SAO PAULO', stateId: 26 })
  })

  it('has hundreds of varied openings', async () => {
    expect(await total()).toBeGreaterThanOrEqual(300)
    const levels = await db().selectDistinct({ level: opportunities.level }).from(opportunities)
    expect(levels.map((l) => l.level).sort()).toEqual([...OPPORTUNITY_LEVELS].sort())
    const modes = await db().selectDistinct({ mode: opportunities.actingMode }).from(opportunities)
    expect(modes.map((m) => m.mode).sort()).toEqual([...ACTING_MODES].sort())
    expect(
      (
        await db()
          .select({ n: countDistinct(opportunities.stateId) })
          .from(opportunities)
      )[0]!.n,
    ).toBeGreaterThanOrEqual(20)
    expect(await total(and(openNow(), eq(opportunities.stateId, 26)))).toBeGreaterThanOrEqual(45)
    expect(await total(eq(opportunities.pcd, true))).toBeGreaterThanOrEqual(25)
    expect(
      await total(and(openNow(), eq(opportunities.pcd, true), eq(opportunities.stateId, 26))),
    ).toBeGreaterThan(0)
    expect(await total(eq(opportunities.statusId, 2))).toBeGreaterThan(0)
    expect(await total(and(eq(opportunities.statusId, 2), lt(opportunities.expiredAt, now)))).toBeGreaterThan(
      0,
    )
    expect(await total(sql`jsonb_array_length(${opportunities.indicationDomains}) > 0`)).toBeGreaterThan(0)
    expect(await total(sql`jsonb_array_length(${opportunities.tests}) > 0`)).toBeGreaterThan(0)
    expect(await total(eq(opportunities.ninenineApply, true))).toBeGreaterThan(0)
    expect(await total(eq(opportunities.whatsappApply, true))).toBeGreaterThan(0)
    expect(await total(eq(opportunities.collection, 'tecnologia'))).toBeGreaterThan(0)
    expect(await total(eq(opportunities.collection, 'lojas'))).toBeGreaterThan(0)
  })

  it('has the internship opening and the fixed test openings', async () => {
    const [internship] = await db()
      .select()
      .from(opportunities)
      .where(eq(opportunities.id, INTERNSHIP_OPPORTUNITY_ID))
    expect(internship).toMatchObject({
      title: 'Programa de Estágio 2027',
      level: 'Estágio',
      statusId: 1,
      stateId: 26,
      neighborhood: 'Pinheiros',
    })
    const days = (internship!.expiredAt.getTime() - now.getTime()) / 86_400_000
    expect(days).toBeGreaterThan(44)
    expect(days).toBeLessThan(47)
    const [open] = await db().select().from(opportunities).where(eq(opportunities.id, 100_001))
    expect(open).toMatchObject({ statusId: 1, stateId: 26 })
    const [closed] = await db().select().from(opportunities).where(eq(opportunities.id, 100_002))
    expect(closed).toMatchObject({ statusId: 2 })
  })

  it('has the application data: questions of 100001 and 100003, a form structure per seeded opening', async () => {
    const questions = await db().select().from(subscriptionQuestions)
    expect(questions.filter((q) => q.opportunityId === 100_001)).toHaveLength(7)
    expect(questions.filter((q) => q.opportunityId === 100_003)).toHaveLength(1)
    expect(questions.filter((q) => q.eliminatoryQuestion)).toEqual([
      expect.objectContaining({ id: 1007, eliminatoryAnswers: ['Não'], options: ['Sim', 'Não'] }),
    ])
    const [structures] = await db().select({ n: count() }).from(formStructures)
    expect(structures!.n).toBe(await total(eq(opportunities.seeded, true)))
    // Idempotent: nothing more on a later start.
    expect(await seedApplication(db())).toBe(0)
  })

  it('has the online tests: every question kind in 3001, the fixed test openings', async () => {
    const tests = await db().select().from(onlineTests).orderBy(onlineTests.id)
    expect(tests.map((t) => t.id)).toEqual([2015, 2018, 3001, 3002, 3003, 3004, 3101])
    expect(tests.find((t) => t.id === 3002)).toMatchObject({ timeLimitSeconds: 300, canEdit: false })
    expect(tests.find((t) => t.id === 3004)).toMatchObject({ hideToCandidate: true })
    const questions = await db().select().from(testQuestions).where(eq(testQuestions.testId, 3001))
    expect(questions).toHaveLength(6)
    expect(questions.some((q) => q.isMovie)).toBe(true)
    expect(questions.filter((q) => q.isText).map((q) => [q.minCharacters, q.maxCharacters])).toEqual([
      [20, 300],
      [null, null],
    ])
    expect(questions.filter((q) => q.requiredAnswers === 2)).toHaveLength(1)
    expect(questions.some((q) => q.imageUrl?.startsWith('data:image/svg+xml'))).toBe(true)
    const options = await db().select().from(testAnswerOptions)
    expect(options.some((o) => o.imageUrl?.startsWith('data:image/svg+xml'))).toBe(true)
    const testsOf = async (id: number) =>
      (await db().select().from(opportunities).where(eq(opportunities.id, id)))[0]!.tests.map((t) => [
        t.id,
        t.requiredIn,
      ])
    expect(await testsOf(INTERNSHIP_OPPORTUNITY_ID)).toEqual([
      [2015, 'subscription'],
      [2018, 'subscription'],
    ])
    expect(await testsOf(100_003)).toEqual([[3002, 'subscription']])
    expect(await testsOf(100_006)).toEqual([
      [3001, 'subscription'],
      [3003, 'thank_you'],
      [3004, 'subscription'],
    ])
    expect(await testsOf(100_007)).toEqual([
      [3101, 'subscription'],
      [3002, 'subscription'],
    ])
    // Every test an opening lists is in the tests table.
    const listed = rowsOf<{ id: number }>(
      await db().execute(
        sql`select distinct (t->>'id')::int as id from opportunities, jsonb_array_elements(tests) t`,
      ),
    )
    expect(listed.every((row) => tests.some((t) => t.id === row.id))).toBe(true)
    expect(await seedTests(db())).toBe(0)
  })

  it('gives a database seeded before the online tests their openings on the next start', async () => {
    await db().delete(opportunities).where(eq(opportunities.id, 100_007))
    await db()
      .update(opportunities)
      .set({ tests: [{ id: 2015, name: 'Teste de Perfil Comportamental', requiredIn: 'subscription' }] })
      .where(eq(opportunities.id, 100_003))
    const before = await total()
    const again = await seedIfEmpty(db(), now)
    expect(again).toEqual({ seeded: false, opportunities: before + 1, shiftedDays: 0 })
    const [added] = await db().select().from(opportunities).where(eq(opportunities.id, 100_007))
    expect(added).toMatchObject({ title: 'Analista de Marketing Digital', statusId: 1, seeded: true })
    const [pcd] = await db().select().from(opportunities).where(eq(opportunities.id, 100_003))
    expect(pcd!.tests.map((t) => t.id)).toEqual([3002])
    const [structure] = await db()
      .select()
      .from(formStructures)
      .where(eq(formStructures.opportunityId, 100_007))
    expect(structure).toBeDefined()
  })

  it('keeps its dates current on later starts', async () => {
    const expiry = async () =>
      (await db().select().from(opportunities).where(eq(opportunities.id, INTERNSHIP_OPPORTUNITY_ID)))[0]!
        .expiredAt
    const before = await expiry()
    const later = new Date(now.getTime() + 3 * 86_400_000 + 3_600_000)
    expect((await seedIfEmpty(db(), later)).shiftedDays).toBe(3)
    expect((await expiry()).getTime() - before.getTime()).toBe(3 * 86_400_000)
    expect((await seedIfEmpty(db(), later)).shiftedDays).toBe(0)
    // Back to the original dates, for the other tests of this file.
    await db().execute(
      sql`update opportunities set published_at = published_at - interval '3 days', expired_at = expired_at - interval '3 days'`,
    )
  })

  it('writes the demonstration candidates and events only when asked (outside production), once', async () => {
    const demoRows = () =>
      db()
        .select()
        .from(users)
        .where(inArray(users.id, [900, 901]))
    expect(await demoRows()).toEqual([])
    const [state] = await db().select().from(seedState)
    const anchor = state!.anchoredAt
    await seedIfEmpty(db(), anchor, { demo: true })
    expect((await demoRows()).map((u) => u.email).sort()).toEqual([
      'candidata.demo@example.com',
      'candidato.demo@example.com',
    ])
    const rows = await db().select().from(events).orderBy(events.id)
    expect(rows.map((e) => [e.id, e.typeEvent, e.typeLocation, e.status])).toEqual([
      [1, 'interview', 'online', 'pending'],
      [2, 'group_dynamic', 'on_site', 'pending'],
      [3, 'group_dynamic', 'on_site', 'confirmed'],
    ])
    const schedules = await db().select().from(eventSchedules).orderBy(eventSchedules.id)
    expect(new Set(schedules.filter((s) => s.addressId !== null).map((s) => s.addressId))).toEqual(
      new Set([1, 2]),
    )
    // After the seed's São Paulo day (between 21:00 and midnight there, the UTC date is already the next one).
    const seedDay = saoPauloIsoDate(anchor)
    expect(seedDay).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    expect(schedules.every((s) => s.seeded && s.date > seedDay!)).toBe(true)
    expect(schedules.find((s) => s.id === 5)).toMatchObject({ capacity: 1 })
    expect(rows[2]!.chosenScheduleId).toBe(5)
    expect(await seedEvents(db(), anchor)).toBe(false)

    // The schedules move with the seed's dates.
    const later = new Date(anchor.getTime() + 2 * 86_400_000 + 60_000)
    expect((await seedIfEmpty(db(), later, { demo: true })).shiftedDays).toBe(2)
    const moved = await db().select().from(eventSchedules).orderBy(eventSchedules.id)
    for (const [i, s] of moved.entries()) {
      const before = new Date(`${schedules[i]!.date}T12:00:00Z`).getTime()
      expect(new Date(`${s.date}T12:00:00Z`).getTime() - before).toBe(2 * 86_400_000)
    }
    expect(await db().select().from(events)).toHaveLength(3)
  })

  it('is deterministic for a given day', () => {
    const day = new Date('2026-03-10T12:00:00Z')
    const a = buildSeed(day)
    const b = buildSeed(day)
    expect(a.opportunities).toEqual(b.opportunities)
    expect(a.opportunityBenefits).toEqual(b.opportunityBenefits)
    expect(new Set(a.opportunities.map((o) => o.id)).size).toBe(a.opportunities.length)
  })
})
