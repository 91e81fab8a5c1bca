// Benchmark of GET /v1/opportunities' query (not a test): `npm run bench:listing`.
// A fresh in-memory PGlite, migrated and seeded, grown to 10,000 openings (copies of the seeded ones,
// spread over more cities and dates), then typical list queries through `listOpportunities` itself,
// each run RUNS times after a warm-up. Prints p50/p95 per query type and overall; the budget is p95 ≤ 20 ms.
// `npm run bench:listing -- --explain` also prints each query's plan (EXPLAIN ANALYZE).
import { DEFAULT_COMPANY_ID, parseOpportunityListParams, type OpportunityListParams } from '@carreiras/core'
import { count, sql } from 'drizzle-orm'
import { openDatabase } from '../src/db/client.js'
import { cities, opportunities, type OpportunityDescription } from '../src/db/schema.js'
import { seedIfEmpty, type OpportunityRow } from '../src/db/seed.js'
import { createRandom } from '../src/lib/random.js'
import { nearCities } from '../src/near/near-list.js'
import { tablePostalService } from '../src/postal/service.js'
import { listOpportunities, listQuery } from '../src/opportunities/repository.js'

const TARGET_OPENINGS = 10_000
const RUNS = 50
const WARM_UP = 5
const BUDGET_MS = 20
const DAY_MS = 86_400_000

/** The list queries the site makes, as the query strings it sends. */
const QUERIES: Record<string, string> = {
  'no filter': '',
  state: 'states=26',
  'state + city': 'states=26&city=SAO PAULO',
  'city (accents, case)': 'city=belo horizonte',
  area: 'company_field_area=2',
  pcd: 'pcd=true',
  'term q': 'q=analista',
  'page 5': 'page=5',
  'state + area + page 2': 'states=26&company_field_area=1,2&page=2',
  'state + pcd + level': 'states=26&pcd=true&level=Júnior',
  'q + state + city': 'q=vendedor&states=20&city=RIO DE JANEIRO',
  'team + order expiring': 'company_area=lojas-aurora&order=expiring',
  'q + order title': 'q=analista&order=title',
  // 'Near' (docs/near.md): the CEP's municipality and the seats in reach, then the openings by distance.
  'cep + 25 km': 'zipcode=01310100&radius=25',
  'cep + 100 km + pcd': 'zipcode=01310100&radius=100&pcd=true',
  'lat/lng + 50 km + page 2': 'lat=-22.91&lng=-43.2&radius=50&page=2',
}

function params(query: string): OpportunityListParams {
  const parsed = parseOpportunityListParams(new URLSearchParams(query))
  if (!parsed.ok) throw new Error(`Parâmetros inválidos: ${query}`)
  return parsed.value
}

function percentile(sorted: readonly number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)
  return sorted[Math.max(0, index)]!
}

async function main(): Promise<void> {
  const started = performance.now()
  const database = await openDatabase({ pgliteDir: 'memory://' })
  await database.migrate()
  const { db } = database
  const now = new Date()
  await seedIfEmpty(db, now)

  // Copies of the seeded openings: new ids, dates spread over two months, a third moved to any city.
  const templates = await db.select().from(opportunities)
  const allCities = await db.select({ id: cities.id, stateId: cities.stateId }).from(cities)
  const random = createRandom(10_000)
  const rows: OpportunityRow[] = []
  let id = 1_000_000
  for (let i = templates.length; i < TARGET_OPENINGS; i++) {
    const { createdAt: _createdAt, ...template } = random.pick(templates)
    const city = random.chance(0.33) ? random.pick(allCities) : null
    id += 1
    rows.push({
      ...template,
      id,
      slug: `${id}-${template.slug.replace(/^\d+-/, '')}`,
      statusId: random.chance(0.2) ? 2 : 1,
      pcd: random.chance(0.11),
      publishedAt: new Date(now.getTime() - random.int(1, 60) * DAY_MS - random.int(0, 86_399) * 1000),
      expiredAt: new Date(now.getTime() + random.int(-10, 60) * DAY_MS),
      descriptions: template.descriptions as OpportunityDescription[],
      seeded: false,
      ...(city ? { cityId: city.id, stateId: city.stateId } : {}),
    })
  }
  const seeding = performance.now()
  await db.transaction(async (tx) => {
    for (let i = 0; i < rows.length; i += 500) await tx.insert(opportunities).values(rows.slice(i, i + 500))
  })
  await db.execute(sql`analyze`)
  const [total] = await db.select({ n: count() }).from(opportunities)
  console.log(
    `${total?.n ?? 0} oportunidades (empresa ${DEFAULT_COMPANY_ID}); carga ${Math.round(performance.now() - seeding)} ms, ` +
      `preparo total ${Math.round(performance.now() - started)} ms\n`,
  )

  const all: number[] = []
  const lines: string[][] = [['consulta', 'itens', 'p50 ms', 'p95 ms', '≤ 20 ms']]
  for (const [name, query] of Object.entries(QUERIES)) {
    const p = params(query)
    // As the REST route does it: the near municipalities (when asked), then the page.
    const list = async () => {
      const near = await nearCities(tablePostalService(db), p)
      if (!near.ok) throw new Error(`Parâmetros inválidos: ${query}`)
      return listOpportunities(db, p, now, null, near.near)
    }
    let items = 0
    for (let i = 0; i < WARM_UP; i++) items = (await list()).length
    const times: number[] = []
    for (let i = 0; i < RUNS; i++) {
      const t = performance.now()
      await list()
      times.push(performance.now() - t)
    }
    all.push(...times)
    times.sort((a, b) => a - b)
    const p95 = percentile(times, 95)
    lines.push([
      name,
      String(items),
      percentile(times, 50).toFixed(2),
      p95.toFixed(2),
      p95 <= BUDGET_MS ? 'sim' : 'NÃO',
    ])
  }
  all.sort((a, b) => a - b)
  const p95 = percentile(all, 95)
  lines.push(['geral', '', percentile(all, 50).toFixed(2), p95.toFixed(2), p95 <= BUDGET_MS ? 'sim' : 'NÃO'])
  const widths = lines[0]!.map((_, c) => Math.max(...lines.map((l) => l[c]!.length)))
  for (const line of lines)
    console.log(
      line.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]!) : cell.padStart(widths[c]!))).join('  '),
    )
  console.log(
    `\np95 geral ${p95.toFixed(2)} ms: ${p95 <= BUDGET_MS ? 'dentro' : 'FORA'} do orçamento de ${BUDGET_MS} ms ` +
      `(${RUNS} execuções por consulta, PGlite em memória, ${process.version}).`,
  )
  if (process.argv.includes('--explain')) {
    // The plans, to see which index each query uses (PGlite's own client takes the bound parameters).
    const client = (
      db as unknown as {
        $client: { query(q: string, p: unknown[]): Promise<{ rows: Record<string, string>[] }> }
      }
    ).$client
    for (const [name, query] of Object.entries(QUERIES)) {
      const near = await nearCities(tablePostalService(db), params(query))
      const { sql: text, params: values } = listQuery(
        db,
        params(query),
        now,
        null,
        near.ok ? near.near : null,
      ).toSQL()
      const plan = await client.query(`explain analyze ${text}`, values)
      console.log(`\n── ${name}\n${plan.rows.map((r) => Object.values(r)[0]).join('\n')}`)
    }
  }
  await database.close()
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
