// Saved jobs (docs/saved-jobs.md): `savedJobs` / `saveJob` / `unsaveJob` / `mergeSavedJobs` for the session's
// own user — the list newest first with each opening's state, the cap, the merge of the browser's ids at
// sign-in (core's mergeSavedJobIds: idempotent, no repeats, within the cap), public openings only, the list
// gone with the account, and the plain JSON the data export takes (savedJobsForExport).
import { MAX_SAVED_JOBS, ptBR } from '@carreiras/core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { opportunities, savedJobs } from '../src/db/schema.js'
import { savedJobsForExport } from '../src/saved-jobs/export.js'
import { failure, signUp, type SignedUp } from './accounts-helpers.js'
import { createTestPlatform, type TestPlatform } from './helpers.js'

let platform: TestPlatform
let ana: SignedUp
let bruno: SignedUp

beforeAll(async () => {
  platform = await createTestPlatform({ CAPTCHA: 'off' })
  ana = await signUp(platform)
  bruno = await signUp(platform)
})
afterAll(() => platform.close())

const FIELDS = 'opportunityId title slug open city stateAbbr savedAt'
interface Row {
  opportunityId: string
  title: string
  slug: string
  open: boolean
  city: string | null
  stateAbbr: string | null
  savedAt: string
}

const list = (who: SignedUp) =>
  who.client
    .request<{ savedJobs: Row[] }>(`query($u: ID!) { savedJobs(user_id: $u) { ${FIELDS} } }`, { u: who.id })
    .then((d) => d.savedJobs)
const save = (who: SignedUp, id: number | string) =>
  who.client
    .request<{ saveJob: Row[] }>(
      `mutation($u: ID!, $o: ID!) { saveJob(user_id: $u, opportunity_id: $o) { ${FIELDS} } }`,
      { u: who.id, o: id },
    )
    .then((d) => d.saveJob)
const unsave = (who: SignedUp, id: number) =>
  who.client
    .request<{ unsaveJob: Row[] }>(
      `mutation($u: ID!, $o: ID!) { unsaveJob(user_id: $u, opportunity_id: $o) { ${FIELDS} } }`,
      { u: who.id, o: id },
    )
    .then((d) => d.unsaveJob)
const merge = (who: SignedUp, ids: (number | string)[]) =>
  who.client
    .request<{ mergeSavedJobs: Row[] }>(
      `mutation($u: ID!, $i: [ID!]!) { mergeSavedJobs(user_id: $u, opportunity_ids: $i) { ${FIELDS} } }`,
      { u: who.id, i: ids },
    )
    .then((d) => d.mergeSavedJobs)
const ids = (rows: Row[]) => rows.map((row) => Number(row.opportunityId))

describe('saved jobs', () => {
  it('a new account has none; saving answers the list newest first, a closed opening says so', async () => {
    expect(await list(ana)).toEqual([])
    await save(ana, 100_001)
    const rows = await save(ana, 100_002)
    expect(ids(rows)).toEqual([100_002, 100_001])
    expect(rows[0]).toMatchObject({ title: 'Operador(a) de Caixa', open: false })
    expect(rows[1]).toMatchObject({ open: true, stateAbbr: 'SP' })
    // Saving again changes nothing.
    expect(ids(await save(ana, 100_001))).toEqual([100_002, 100_001])
  })

  it('removes one, and removing it again is harmless', async () => {
    expect(ids(await unsave(ana, 100_002))).toEqual([100_001])
    expect(ids(await unsave(ana, 100_002))).toEqual([100_001])
  })

  it('refuses an opening that does not exist or is internal', async () => {
    expect(await failure(save(ana, 999_999))).toMatchObject({ code: 'NOT_FOUND' })
    expect(await failure(save(ana, 100_008))).toMatchObject({ code: 'NOT_FOUND' })
  })

  it("keeps another person's list out", async () => {
    const error = await failure(
      bruno.client.request(`query($u: ID!) { savedJobs(user_id: $u) { opportunityId } }`, { u: ana.id }),
    )
    expect(error.code).toBe('UNAUTHORIZED')
  })

  it('merges the browser ids: the account list first, no repeats, unknown and internal ids left out, idempotent', async () => {
    const first = await merge(ana, [100_003, 100_001, 999_999, 100_008, 'x', 100_004])
    expect(new Set(ids(first))).toEqual(new Set([100_001, 100_003, 100_004]))
    // Newest first: the merged ones after the one already saved, in their order.
    expect(ids(first)).toEqual([100_004, 100_003, 100_001])
    expect(ids(await merge(ana, [100_003, 100_001, 100_004]))).toEqual(ids(first))
  })

  it('stops at the cap: saving refuses with the pt-BR text, a merge adds only what fits', async () => {
    const rows = await platform.database.db
      .select({ id: opportunities.id, internal: opportunities.internalRecruitment })
      .from(opportunities)
    const publicIds = rows.filter((row) => !row.internal).map((row) => row.id)
    expect(publicIds.length).toBeGreaterThan(MAX_SAVED_JOBS + 2)
    await save(bruno, publicIds[MAX_SAVED_JOBS]!)
    const merged = await merge(bruno, publicIds.slice(0, MAX_SAVED_JOBS))
    expect(merged).toHaveLength(MAX_SAVED_JOBS)
    expect(new Set(ids(merged))).toEqual(
      new Set([publicIds[MAX_SAVED_JOBS]!, ...publicIds.slice(0, MAX_SAVED_JOBS - 1)]),
    )
    const refused = await failure(save(bruno, publicIds[MAX_SAVED_JOBS + 1]!))
    expect(refused).toMatchObject({ code: 'VALIDATION', message: ptBR.savedJobs.platform.full })
    // A list over the cap is refused before the resolver runs.
    expect(await failure(merge(bruno, publicIds.slice(0, MAX_SAVED_JOBS + 1)))).toMatchObject({
      code: 'VALIDATION',
    })
  })

  it('exports the list as plain JSON, oldest first', async () => {
    const exported = await savedJobsForExport(platform.database.db, Number(ana.id))
    expect(exported.map((row) => row.opportunityId)).toEqual([100_001, 100_003, 100_004])
    expect(exported[0]).toEqual({
      opportunityId: 100_001,
      title: expect.any(String) as string,
      savedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) as string,
    })
    expect(JSON.parse(JSON.stringify(exported))).toEqual(exported)
  })

  it('goes with the account', async () => {
    const { db } = platform.database
    const { users } = await import('../src/db/schema.js')
    const { eq } = await import('drizzle-orm')
    await db.delete(users).where(eq(users.id, Number(ana.id)))
    expect(
      await db
        .select()
        .from(savedJobs)
        .where(eq(savedJobs.userId, Number(ana.id))),
    ).toEqual([])
  })
})
