// The national-scale data set's SQL (scripts/scale-seed.ts, `npm run bench:scale`) at a tiny size, on the
// test database (PGlite, or PostgreSQL with TEST_DATABASE_URL): it runs against the current schema, makes
// the sizes asked for, the same rows every time, a skewed number of applications per opening, and rows the
// platform's own list reads.
import { DEFAULT_COMPANY_ID, parseOpportunityListParams } from '@carreiras/core'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { listOpportunities } from '../src/opportunities/repository.js'
import {
  SCALE_ID_BASE,
  scaleCounts,
  scaleSizesFromEnv,
  seedScale,
  type ScaleSizes,
} from '../scripts/scale-seed.js'
import { createTestPlatform, rowsOf, type TestPlatform } from './helpers.js'

const TINY: ScaleSizes = { openings: 300, candidates: 400, applications: 2_000, testAnswers: 600 }
/** One instant for both databases (the dates are relative to it). */
const NOW = new Date()

/** A fingerprint of the generated rows (ids, choices and dates relative to NOW). */
async function fingerprint(platform: TestPlatform): Promise<string> {
  const [row] = rowsOf<{ o: string; s: string; a: string }>(
    await platform.database.db.execute(
      sql.raw(`select
        (select md5(string_agg(concat_ws(',', id, title, city_id, status_id, pcd, published_at), ';' order by id))
          from opportunities where id > ${SCALE_ID_BASE}) as o,
        (select md5(string_agg(concat_ws(',', user_id, opportunity_id, step, is_deleted, created_at), ';'
          order by user_id, opportunity_id)) from subscriptions where user_id > ${SCALE_ID_BASE}) as s,
        (select md5(string_agg(concat_ws(',', h.user_id, a.question_id, a.option_ids::text), ';'
          order by h.user_id, a.question_id))
          from test_answers a join test_headers h on h.id = a.header_id where h.user_id > ${SCALE_ID_BASE}) as a`),
    ),
  )
  return JSON.stringify(row)
}

/** Removes the generated rows (their applications, tests headers and answers go with them). */
async function unseed(platform: TestPlatform): Promise<void> {
  await platform.database.db.execute(sql.raw(`delete from users where id > ${SCALE_ID_BASE}`))
  await platform.database.db.execute(sql.raw(`delete from opportunities where id > ${SCALE_ID_BASE}`))
}

let first: TestPlatform
let firstFingerprint: string
beforeAll(async () => {
  first = await createTestPlatform()
  await seedScale(first.database.db, TINY, NOW, (label, ms) => console.log(label, Math.round(ms)))
  firstFingerprint = await fingerprint(first)
})
afterAll(() => first?.close())

describe('the national-scale data set', () => {
  it('has the sizes asked for (applications less the repeated candidate and opening pairs)', async () => {
    const counts = await scaleCounts(first.database.db)
    expect(counts.openings).toBe(TINY.openings)
    expect(counts.candidates).toBe(TINY.candidates)
    expect(counts.testAnswers).toBe(TINY.testAnswers)
    expect(counts.applications).toBeLessThanOrEqual(TINY.applications)
    expect(counts.applications).toBeGreaterThan(TINY.applications * 0.9)
  })

  it('is the same data set on every run', async () => {
    await unseed(first)
    expect(await scaleCounts(first.database.db)).toEqual({
      openings: 0,
      candidates: 0,
      applications: 0,
      testAnswers: 0,
    })
    await seedScale(first.database.db, TINY, NOW)
    expect(await fingerprint(first)).toBe(firstFingerprint)
  })

  it('spreads the applications unevenly: a few openings take many, most take few', async () => {
    const [row] = rowsOf<{ most: number; median: number }>(
      await first.database.db.execute(
        sql.raw(`select max(n)::int as most, (percentile_disc(0.5) within group (order by n))::int as median
          from (select count(*) as n from subscriptions where user_id > ${SCALE_ID_BASE} group by opportunity_id) x`),
      ),
    )
    expect(row!.most).toBeGreaterThan(row!.median * 5)
  })

  it('makes openings the public list shows, in many states', async () => {
    const parsed = parseOpportunityListParams(new URLSearchParams({ company_id: String(DEFAULT_COMPANY_ID) }))
    if (!parsed.ok) throw new Error('params')
    const page = await listOpportunities(first.database.db, parsed.value, NOW)
    expect(page.some((item) => item.id > SCALE_ID_BASE)).toBe(true)
    const [row] = rowsOf<{ states: number }>(
      await first.database.db.execute(
        sql.raw(
          `select count(distinct state_id)::int as states from opportunities where id > ${SCALE_ID_BASE}`,
        ),
      ),
    )
    expect(row!.states).toBeGreaterThan(15)
  })

  it('reads the sizes from the environment, refusing what is not a positive integer', () => {
    expect(scaleSizesFromEnv({ BENCH_OPENINGS: '1_000', BENCH_CANDIDATES: '20' })).toEqual({
      openings: 1000,
      candidates: 20,
      applications: 5_000_000,
      testAnswers: 2_000_000,
    })
    expect(() => scaleSizesFromEnv({ BENCH_APPLICATIONS: '-3' })).toThrow(
      'BENCH_APPLICATIONS deve ser um inteiro positivo: -3',
    )
  })
})
