// National-scale benchmark (not a test): `npm run bench:scale` (docs/performance.md, "National scale").
// On PostgreSQL (DATABASE_URL's server; default the local helper server), in a scratch database of its own
// (BENCH_DATABASE, default carreiras_scale): the platform's migrations, its seed, then the generated data
// set of scripts/scale-seed.ts (100,000 openings, 1,000,000 candidates, 5,000,000 applications, 2,000,000
// test answers; BENCH_OPENINGS, BENCH_CANDIDATES, BENCH_APPLICATIONS, BENCH_TEST_ANSWERS), `vacuum analyze`.
// A scratch database already holding a data set of the same sizes is kept (only pending migrations are
// applied); BENCH_RESEED=1 makes it again. Then BENCH_CALLS (300) varied calls of each operation through the
// platform's own code (repository, resolvers, services), after a warm-up; prints p50/p95 against 20 ms.
// The bench never drops another database; drop the scratch one when done:
//   psql "$DATABASE_URL" -c 'drop database carreiras_scale'
import {
  DEFAULT_COMPANY_ID,
  EMPTY_JOB_FILTERS,
  JOB_AREAS,
  STATE_ABBRS,
  jobFiltersToUrl,
  parseOpportunityListParams,
  stateCodeFromAbbr,
  type JobFilters,
  type OpportunityListParams,
} from '@carreiras/core'
import { and, count, eq, sql } from 'drizzle-orm'
import { cpus, loadavg } from 'node:os'
import postgres from 'postgres'
import { loadConfig } from '../src/config.js'
import { openDatabase, rowsOf, type Db } from '../src/db/client.js'
import { subscriptions, testAnswerOptions, testQuestions } from '../src/db/schema.js'
import { seedIfEmpty } from '../src/db/seed.js'
import type { PlatformContext } from '../src/graphql/context.js'
import { applicationsQuery } from '../src/graphql/resolvers/applications.js'
import { matchAlerts, type AlertToMatch } from '../src/job-alerts/matcher.js'
import { newOpenings } from '../src/job-alerts/service.js'
import { createRandom } from '../src/lib/random.js'
import { nearCities } from '../src/near/near-list.js'
import { tablePostalService } from '../src/postal/service.js'
import { getOpportunity, listOpportunities } from '../src/opportunities/repository.js'
import { saveAnswer, testQuestion, type TestsEnv } from '../src/online-tests/service.js'
import {
  SCALE_ID_BASE,
  scaleCounts,
  scaleSeedStatements,
  scaleSizesFromEnv,
  seedScale,
} from './scale-seed.js'

const SERVER_URL = process.env.DATABASE_URL || 'postgres://carreiras@127.0.0.1:55433/postgres'
const DATABASE = process.env.BENCH_DATABASE || 'carreiras_scale'
const CALLS = Number(process.env.BENCH_CALLS ?? 300)
const WARM_UP = 20
const BUDGET_MS = 20
const DAY_MS = 86_400_000
const ALERTS_PER_RUN = 1_000
/** BENCH_ONLY: comma-separated parts of the operations' names to measure (default all). */
const ONLY = process.env.BENCH_ONLY?.split(',').map((part) => part.trim())

if (!/^[a-z_][a-z0-9_]*$/.test(DATABASE)) throw new Error(`BENCH_DATABASE inválido: ${DATABASE}`)
const sizes = scaleSizesFromEnv()
const r = createRandom(34)

function databaseUrl(name: string): string {
  const url = new URL(SERVER_URL)
  url.pathname = `/${name}`
  return url.href
}

function percentile(sorted: readonly number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)
  return sorted[Math.max(0, index)]!
}

function listParams(query: Record<string, string>): OpportunityListParams {
  const parsed = parseOpportunityListParams(new URLSearchParams(query))
  if (!parsed.ok) throw new Error(`Parâmetros inválidos: ${JSON.stringify(query)}`)
  return parsed.value
}

/** Creates the scratch database when missing (or BENCH_RESEED); true when it must be seeded. */
async function prepareScratch(): Promise<boolean> {
  const admin = postgres(SERVER_URL, { max: 1, onnotice: () => {} })
  try {
    const [exists] = await admin`select 1 from pg_database where datname = ${DATABASE}`
    if (exists && process.env.BENCH_RESEED !== '1') {
      const scratch = postgres(databaseUrl(DATABASE), { max: 1, onnotice: () => {} })
      try {
        const [state] = await scratch`
          select sizes from scale_bench_state where to_regclass('scale_bench_state') is not null`.catch(
          () => [],
        )
        // Key by key: jsonb keeps its keys in an order of its own.
        const kept = state?.sizes as Partial<Record<keyof typeof sizes, number>> | undefined
        if (kept && Object.entries(sizes).every(([key, n]) => kept[key as keyof typeof sizes] === n))
          return false
      } finally {
        await scratch.end()
      }
    }
    if (exists) await admin.unsafe(`drop database "${DATABASE}" with (force)`)
    await admin.unsafe(`create database "${DATABASE}"`)
    return true
  } finally {
    await admin.end()
  }
}

async function main(): Promise<void> {
  const fresh = await prepareScratch()
  const database = await openDatabase({ databaseUrl: databaseUrl(DATABASE), poolSize: 2 })
  const { db } = database
  try {
    let t = performance.now()
    await database.migrate()
    console.log(`Migrações: ${Math.round(performance.now() - t)} ms`)
    if (fresh) {
      const now = new Date()
      t = performance.now()
      await seedIfEmpty(db, now)
      console.log(`Seed da plataforma: ${Math.round(performance.now() - t)} ms`)
      console.log(
        `Gerando ${sizes.openings.toLocaleString('pt-BR')} vagas, ${sizes.candidates.toLocaleString('pt-BR')} ` +
          `candidatos, ${sizes.applications.toLocaleString('pt-BR')} inscrições, ` +
          `${sizes.testAnswers.toLocaleString('pt-BR')} respostas de teste (${scaleSeedStatements(sizes, now).length} passos):`,
      )
      const seeding = performance.now()
      await seedScale(db, sizes, now, (label, ms) => console.log(`  ${label}: ${(ms / 1000).toFixed(1)} s`))
      const inserted = performance.now() - seeding
      t = performance.now()
      await db.execute(sql`vacuum analyze`)
      const vacuum = performance.now() - t
      await db.execute(
        sql`create table if not exists scale_bench_state (sizes jsonb not null, seeded_at timestamptz not null)`,
      )
      await db.execute(
        sql`insert into scale_bench_state values (${JSON.stringify(sizes)}::jsonb, ${now.toISOString()})`,
      )
      console.log(
        `Carga: ${(inserted / 1000).toFixed(1)} s; vacuum analyze: ${(vacuum / 1000).toFixed(1)} s; ` +
          `total ${((inserted + vacuum) / 1000).toFixed(1)} s`,
      )
    } else console.log(`Banco ${DATABASE} já tem o conjunto desses tamanhos (BENCH_RESEED=1 refaz).`)
    const counts = await scaleCounts(db)
    const [size] = rowsOf<{ size: string }>(
      await db.execute(sql`select pg_size_pretty(pg_database_size(current_database())) as size`),
    )
    console.log(`Gerados: ${JSON.stringify(counts)}; banco ${size?.size}\n`)
    await measure(db)
  } finally {
    await database.close()
  }
}

type Operation = () => Promise<unknown>

async function measure(db: Db): Promise<void> {
  const now = new Date()
  const config = loadConfig({})
  const env: TestsEnv = { db, config, platformOrigin: config.publicUrl }
  const random = <T>(items: readonly T[]) => r.pick(items)

  // What the calls pick from: the cities with most openings, real title words, ids of the data set.
  const cityNames = rowsOf<{ name: string; state_id: number }>(
    await db.execute(sql`
      select c.name, c.state_id from opportunities o join cities c on c.id = o.city_id
      group by c.id order by count(*) desc limit 60`),
  )
  const terms = ['analista', 'vendedor', 'caixa', 'gerente', 'estoquista', 'atendente', 'dados', 'logistica']
  const prefixes = ['an', 'ana', 'anal', 'ven', 'vend', 'ca', 'cai', 'ger', 'ge', 'est', 'ate', 'dad', 'op']
  const states = STATE_ABBRS.map((abbr) => String(stateCodeFromAbbr(abbr)))
  const openingId = () => SCALE_ID_BASE + r.int(1, sizes.openings)
  const candidates = rowsOf<{ user_id: number }>(
    await db.execute(sql`
      select user_id from subscriptions where user_id > ${SCALE_ID_BASE}
      group by user_id order by hashint4(user_id) limit 2000`),
  ).map((row) => row.user_id)
  const headers = rowsOf<{ id: number; user_id: number; test_id: number }>(
    await db.execute(sql`
      select id, user_id, test_id from test_headers where user_id > ${SCALE_ID_BASE}
      order by hashint4(id) limit 2000`),
  )
  // Saving again replaces an answer only on the tests that allow it (`can_edit`); the others refuse.
  const editable = new Set(
    rowsOf<{ id: number }>(await db.execute(sql`select id from tests where can_edit`)).map((row) => row.id),
  )
  const editableHeaders = headers.filter((header) => editable.has(header.test_id))
  const questions = await db.select().from(testQuestions)
  const options = await db.select().from(testAnswerOptions)
  const questionsOf = (testId: number) => questions.filter((q) => q.testId === testId)
  const answerTo = (q: (typeof questions)[number]) => {
    if (q.isMovie) return { url_movie: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' }
    if (q.isText) {
      const length = Math.min(q.maxCharacters ?? 200, Math.max(q.minCharacters ?? 0, 30))
      return { text_answer: 'Resposta medida na escala nacional. '.repeat(10).slice(0, length) }
    }
    const ids = options
      .filter((o) => o.questionId === q.id)
      .sort((a, b) => a.order - b.order || a.id - b.id)
      .slice(0, Math.max(q.requiredAnswers, 1))
      .map((o) => String(o.id))
    return { answers: ids }
  }
  const context = (userId: number) =>
    ({
      db,
      config,
      session: { id: 1, userId, keepLogged: false, expiresAt: new Date(now.getTime() + DAY_MS) },
      clientToken: 'bench',
      sessionToken: 'bench',
      request: new Request('http://platform.bench/graphql'),
      brand: undefined,
      requestId: 'bench',
    }) as unknown as PlatformContext
  // Hot openings too: the rank-0 opening of the skewed spread is SCALE_ID_BASE + 1.
  const hot = rowsOf<{ opportunity_id: number }>(
    await db.execute(sql`
      select opportunity_id from subscriptions group by opportunity_id order by count(*) desc limit 20`),
  ).map((row) => row.opportunity_id)

  const list = async (query: Record<string, string>) => {
    const params = listParams({ company_id: String(DEFAULT_COMPANY_ID), ...query })
    const near = await nearCities(tablePostalService(db), params)
    if (!near.ok) throw new Error('near')
    return listOpportunities(db, params, now, null, near.near)
  }
  const alertSearch = (): string => {
    const f: JobFilters = { ...EMPTY_JOB_FILTERS }
    const kind = r.int(0, 99)
    const city = random(cityNames)
    const state = STATE_ABBRS.find((abbr) => stateCodeFromAbbr(abbr) === city.state_id)!
    if (kind < 30) f.state = state
    else if (kind < 50) Object.assign(f, { state, city: city.name })
    else if (kind < 65) f.term = random(terms)
    else if (kind < 75) Object.assign(f, { term: random(terms), state })
    else if (kind < 85) f.jobArea = random(JOB_AREAS).id
    else if (kind < 92) Object.assign(f, { jobArea: random(JOB_AREAS).id, state, pcd: true })
    else if (kind < 97) f.pcd = true
    return String(jobFiltersToUrl(f))
  }

  // Batches of the searches people save (as bench-alerts.ts makes them), made before the clock runs.
  const alertBatches: AlertToMatch[][] = Array.from({ length: 10 }, () =>
    Array.from({ length: ALERTS_PER_RUN }, (_, i) => ({
      id: i + 1,
      search: alertSearch(),
      companyId: DEFAULT_COMPANY_ID,
      checkedUntil: now,
    })),
  )

  // A few days' new openings, read once, for the matching measured alone.
  const alertDays = await Promise.all(
    [1, 7, 20, 33, 45].map((daysAgo) => {
      const end = new Date(now.getTime() - daysAgo * DAY_MS)
      return newOpenings(db, new Date(end.getTime() - DAY_MS), end, now)
    }),
  )

  const allOperations: [string, Operation][] = [
    [
      'listagem (estado, cidade, área, texto, página)',
      () => {
        const query: Record<string, string> = {}
        const city = random(cityNames)
        const kind = r.int(0, 5)
        if (kind === 0) query.states = random(states)
        if (kind === 1) Object.assign(query, { states: String(city.state_id), city: city.name })
        if (kind === 2) query.company_field_area = String(random(JOB_AREAS).id)
        if (kind === 3) query.q = random(terms)
        if (kind === 4)
          Object.assign(query, {
            states: String(city.state_id),
            company_field_area: String(random(JOB_AREAS).id),
          })
        if (kind === 5) Object.assign(query, { q: random(terms), states: String(city.state_id) })
        if (r.chance(0.4)) query.page = String(r.int(2, 10))
        return list(query)
      },
    ],
    // The type-ahead: the site offers the titles of the list's first page for the typed term (api.vagas).
    [
      'type-ahead (1ª página por prefixo digitado)',
      () => list(r.chance(0.15) ? {} : { q: random(prefixes) }),
    ],
    ['detalhe da vaga', () => getOpportunity(db, openingId())],
    [
      "'Minhas Inscrições' (página de um candidato)",
      () => {
        const userId = random(candidates)
        return applicationsQuery.subscriptionsWithPagination(
          null,
          { userId: String(userId), page: r.chance(0.8) ? 1 : 2 },
          context(userId),
        )
      },
    ],
    [
      'questão de teste (leitura)',
      () => {
        const header = random(headers)
        const question = random(questionsOf(header.test_id))
        return testQuestion(env, header.user_id, String(header.id), String(question.id), now)
      },
    ],
    [
      'resposta de teste (gravação)',
      () => {
        const header = random(editableHeaders)
        const question = random(questionsOf(header.test_id))
        return saveAnswer(
          env,
          header.user_id,
          { headerTestId: String(header.id), questionId: String(question.id) },
          answerTo(question),
          now,
        )
      },
    ],
    [
      'inscrições por vaga (contagem)',
      // No platform screen counts them yet: the count of one opening's live, submitted applications.
      () =>
        db
          .select({ n: count() })
          .from(subscriptions)
          .where(
            and(
              eq(subscriptions.opportunityId, r.chance(0.2) ? random(hot) : openingId()),
              eq(subscriptions.isDeleted, false),
              eq(subscriptions.step, 'applied'),
            ),
          ),
    ],
    [
      `alertas: vagas novas do dia + ${ALERTS_PER_RUN} buscas`,
      async () => {
        const end = new Date(now.getTime() - r.int(0, 60) * DAY_MS)
        const since = new Date(end.getTime() - DAY_MS)
        const openings = await newOpenings(db, since, end, now)
        const alerts = random(alertBatches).map((alert) => ({ ...alert, checkedUntil: since }))
        return matchAlerts(alerts, openings, now)
      },
    ],
    // Its two parts apart: the database's (the day's openings) and Node's (the searches compared).
    [
      'alertas: vagas novas do dia (banco)',
      () => {
        const end = new Date(now.getTime() - r.int(0, 60) * DAY_MS)
        return newOpenings(db, new Date(end.getTime() - DAY_MS), end, now)
      },
    ],
    [
      `alertas: ${ALERTS_PER_RUN} buscas comparadas (Node)`,
      () => {
        const openings = random(alertDays)
        const since = new Date(Math.min(...openings.map((o) => o.createdAt.getTime())) - 1)
        const alerts = random(alertBatches).map((alert) => ({ ...alert, checkedUntil: since }))
        return Promise.resolve(matchAlerts(alerts, openings, now))
      },
    ],
  ]
  const operations = allOperations.filter(([name]) => !ONLY || ONLY.some((part) => name.includes(part)))

  console.log(
    `Carga da máquina (1, 5, 15 min): ${loadavg()
      .map((n) => n.toFixed(1))
      .join(', ')}`,
  )
  const lines: string[][] = [['operação', 'p50 ms', 'p95 ms', '≤ 20 ms']]
  for (const [name, operation] of operations) {
    for (let i = 0; i < WARM_UP; i++) await operation()
    const times: number[] = []
    for (let i = 0; i < CALLS; i++) {
      const started = performance.now()
      await operation()
      times.push(performance.now() - started)
    }
    times.sort((a, b) => a - b)
    const p95 = percentile(times, 95)
    lines.push([name, percentile(times, 50).toFixed(2), p95.toFixed(2), p95 <= BUDGET_MS ? 'sim' : 'NÃO'])
    console.log(`  ${name}: p95 ${p95.toFixed(2)} ms`)
  }
  console.log('')
  const widths = lines[0]!.map((_, c) => Math.max(...lines.map((l) => l[c]!.length)))
  for (const line of lines)
    console.log(
      line.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]!) : cell.padStart(widths[c]!))).join('  '),
    )
  console.log(
    `\n${CALLS} chamadas por operação (após ${WARM_UP} de aquecimento), PostgreSQL ${DATABASE}, ${process.version}; ` +
      `carga da máquina ao fim ${loadavg()
        .map((n) => n.toFixed(1))
        .join(', ')} (${cpus().length} núcleos).`,
  )
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error('Falha no benchmark de escala nacional:', error)
    process.exit(1)
  },
)
