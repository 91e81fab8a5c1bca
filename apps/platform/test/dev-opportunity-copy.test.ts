// POST /dev/opportunities/copy (rest/dev.ts, outside production): a copy of an open opening under another
// company, the company created with the name given when no company has the id. The journeys use it for the
// brands that list up to three companies' applications in 'Minhas Inscrições' (docs/decisions.md,
// "Company ids of the applications box"); the copy is a real opening of that company, listed and applied to.
import { CreateSubscriptionLeadDocument } from '@carreiras/api'
import { opportunitySlug } from '@carreiras/core'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { companies, opportunities, opportunityBenefits } from '../src/db/schema.js'
import { PLATFORM_MESSAGES } from '../src/messages.js'
import { signUp } from './accounts-helpers.js'
import { createTestPlatform, type TestPlatform } from './helpers.js'

/** An open opening of the default company (no questions, no tests). */
const STORE = 100005
/** A closed one. */
const CLOSED = 100002

let platform: TestPlatform
beforeAll(async () => {
  platform = await createTestPlatform({ CAPTCHA: 'off' })
})
afterAll(async () => {
  await platform?.close()
})

const copy = (body: unknown, on: TestPlatform = platform) =>
  on.app.request('/dev/opportunities/copy', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })

interface Copied {
  id: number
  title: string
  slug: string
  path: string
  companyId: number
}

describe('POST /dev/opportunities/copy', () => {
  it('creates the company and an open copy of the opening under it, listed and applied to there', async () => {
    const db = platform.database.db
    const [source] = await db.select().from(opportunities).where(eq(opportunities.id, STORE))
    const sourceBenefits = await db
      .select({ benefitId: opportunityBenefits.benefitId })
      .from(opportunityBenefits)
      .where(eq(opportunityBenefits.opportunityId, STORE))
    expect(sourceBenefits).toHaveLength(3)
    expect(await db.select().from(companies).where(eq(companies.id, 7301))).toEqual([])

    const before = Date.now()
    const response = await copy({
      opportunityId: STORE,
      companyId: 7301,
      companyName: 'Vale Verde Seguros Cooperativos',
    })
    expect(response.status, await response.clone().text()).toBe(201)
    const created = (await response.json()) as Copied
    expect(created).toEqual({
      id: expect.any(Number),
      title: source!.title,
      slug: `${created.id}-${opportunitySlug(source!.title)}`,
      path: `/vagas/${created.id}-${opportunitySlug(source!.title)}`,
      companyId: 7301,
    })
    expect(created.id).toBeGreaterThan(STORE)

    const [company] = await db.select().from(companies).where(eq(companies.id, 7301))
    expect(company).toMatchObject({
      name: 'Vale Verde Seguros Cooperativos',
      slug: 'vale-verde-seguros-cooperativos',
    })
    const [row] = await db.select().from(opportunities).where(eq(opportunities.id, created.id))
    expect(row).toMatchObject({
      companyId: 7301,
      title: source!.title,
      statusId: 1,
      level: source!.level,
      cityId: source!.cityId,
      tests: source!.tests,
      seeded: false,
    })
    expect(row!.publishedAt.getTime()).toBeGreaterThanOrEqual(before - 1000)
    expect(row!.expiredAt.getTime() - row!.publishedAt.getTime()).toBe(30 * 24 * 60 * 60 * 1000)
    const copiedBenefits = await db
      .select({ benefitId: opportunityBenefits.benefitId })
      .from(opportunityBenefits)
      .where(eq(opportunityBenefits.opportunityId, created.id))
    expect(copiedBenefits.map((b) => b.benefitId).sort()).toEqual(
      sourceBenefits.map((b) => b.benefitId).sort(),
    )
    // The source is untouched.
    const [after] = await db.select().from(opportunities).where(eq(opportunities.id, STORE))
    expect(after).toEqual(source)

    // The public list of that company has it (and the default company's does not).
    const listed = (await (
      await platform.app.request('/v1/opportunities?company_id=7301&page=1')
    ).json()) as {
      opportunities: { id: number; title: string; company: { id: number; name: string } }[]
    }
    expect(listed.opportunities).toContainEqual(
      expect.objectContaining({
        id: created.id,
        title: source!.title,
        company: expect.objectContaining({ id: 7301, name: 'Vale Verde Seguros Cooperativos' }),
      }),
    )
    const ownList = (await (
      await platform.app.request('/v1/opportunities?company_id=6562&page=1')
    ).json()) as {
      opportunities: { id: number }[]
    }
    expect(ownList.opportunities.map((o) => o.id)).not.toContain(created.id)

    // A candidate's lead on it is one of that company's applications (the box's query, by company id).
    const user = await signUp(platform)
    const lead = await user.client.request(CreateSubscriptionLeadDocument, {
      opportunity_id: String(created.id),
      user_id: user.id,
    })
    const byCompany = (companyId: number) =>
      user.client
        .request<{
          subscriptionsWithPagination: { records: { id: string; company: { id: string; name: string } }[] }
        }>(
          `query($u: ID, $c: ID) { subscriptionsWithPagination(userId: $u, limit: 20, page: 1, companyId: $c) {
            records { id company { id name } } } }`,
          { u: user.id, c: String(companyId) },
        )
        .then((data) => data.subscriptionsWithPagination.records)
    expect(await byCompany(7301)).toEqual([
      {
        id: lead.createAndIndexSubscriptionLead!.id,
        company: { id: '7301', name: 'Vale Verde Seguros Cooperativos' },
      },
    ])
    expect(await byCompany(6562)).toEqual([])
  })

  it('keeps an existing company’s name, and makes a taken company slug unique with the id', async () => {
    const db = platform.database.db
    const first = (await (
      await copy({ opportunityId: STORE, companyId: 2627, companyName: 'Outro Nome Qualquer' })
    ).json()) as Copied
    expect(first.companyId).toBe(2627)
    const [credit] = await db.select().from(companies).where(eq(companies.id, 2627))
    expect(credit!.name).toBe('Aurora Crédito e Serviços')
    const [row] = await db
      .select({ id: opportunities.id })
      .from(opportunities)
      .where(and(eq(opportunities.id, first.id), eq(opportunities.companyId, 2627)))
    expect(row).toEqual({ id: first.id })

    // Another id with the name of a seeded company: its own row, the slug followed by its id.
    const response = await copy({
      opportunityId: STORE,
      companyId: 7399,
      companyName: 'Aurora Crédito e Serviços',
    })
    expect(response.status).toBe(201)
    const [twin] = await db.select().from(companies).where(eq(companies.id, 7399))
    expect(twin).toMatchObject({ name: 'Aurora Crédito e Serviços', slug: 'aurora-credito-e-servicos-7399' })

    // Each call is a new opening.
    const again = (await (
      await copy({ opportunityId: STORE, companyId: 2627, companyName: 'Aurora Crédito e Serviços' })
    ).json()) as Copied
    expect(again.id).toBeGreaterThan(first.id)
  })

  it('refuses a closed or unknown opening and bad input, writing nothing', async () => {
    const db = platform.database.db
    const count = async () => (await db.select({ id: opportunities.id }).from(opportunities)).length
    const before = await count()

    const closed = await copy({
      opportunityId: CLOSED,
      companyId: 7302,
      companyName: 'Horizonte Logística Ltda.',
    })
    expect(closed.status).toBe(400)
    expect(await closed.json()).toEqual({ errors: [{ message: PLATFORM_MESSAGES.devCopyNotOpen }] })

    const unknown = await copy({
      opportunityId: 999_999,
      companyId: 7302,
      companyName: 'Horizonte Logística Ltda.',
    })
    expect(unknown.status).toBe(404)
    expect(await unknown.json()).toEqual({ errors: [{ message: PLATFORM_MESSAGES.opportunityNotFound }] })

    const bad = await copy({ opportunityId: STORE, companyId: 0, companyName: 'X' })
    expect(bad.status).toBe(400)
    expect(((await bad.json()) as { errors: { path: string[] }[] }).errors.map((e) => e.path)).toEqual([
      ['companyId'],
      ['companyName'],
    ])
    expect((await copy(null)).status).toBe(400)

    expect(await count()).toBe(before)
    expect(await db.select().from(companies).where(eq(companies.id, 7302))).toEqual([])
  })

  it('does not exist in production', async () => {
    const production = await createTestPlatform({ NODE_ENV: 'production', CLIENT_TOKENS: 'prod-token-1' })
    try {
      const response = await copy(
        { opportunityId: STORE, companyId: 7301, companyName: 'Vale Verde Seguros Cooperativos' },
        production,
      )
      expect(response.status).toBe(404)
      expect(await production.database.db.select().from(companies).where(eq(companies.id, 7301))).toEqual([])
    } finally {
      await production.close()
    }
  })
})
