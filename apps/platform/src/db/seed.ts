// First-start seed: reference data (states, IBGE municipalities, job areas, teams, benefits, companies)
// and a few hundred realistic openings. Deterministic: a fixed-seed PRNG, dates relative to `now`.
//
// Fixed openings the tests (and the e2e journeys) can rely on:
//   378937  'Programa de Estágio 2027'  Estágio, Pinheiros, São Paulo/SP, open, expires in 45 days, partner
//           tests 2015 and 2018 at subscription (the special pair: the challenge while both are pending)
//   100001  'Analista de Crédito Pleno' São Paulo/SP (Pinheiros), open, referral domains, no tests
//   100002  'Operador(a) de Caixa'      São Paulo/SP, closed (status 2), expired 3 days ago
//   100003  'Assistente Administrativo(a) – PcD' São Paulo/SP, open, PcD, test 3002 (timed) at subscription
//   100004  'Vendedor(a)'               Rio de Janeiro/RJ, open, external apply (ninenine_apply)
//   100005  'Atendente de Loja'         Belo Horizonte/MG, open, WhatsApp apply
//   100006  'Analista de Dados Júnior'  São Paulo/SP, open, tests 3001 (subscription), 3003 (thank_you) and
//           3004 (subscription, hidden from the candidate)
//   100007  'Analista de Marketing Digital' Curitiba/PR, open, tests 3101 (partner) and 3002, at subscription
//   100008  'Especialista em Prevenção a Fraudes' São Paulo/SP (Pinheiros), open, internal recruitment (only
//           an internal user of 6562 sees it), no tests, no questions
// Every other opening has an id from 200001 up; about a fifth list one or two tests (2015, 2018, 3002, 3003).
// Online tests (seed-tests.ts): 3001 every question kind (untimed, editable), 3002 timed 5 minutes (not
// editable), 3003 survey, 3004 hidden, partner tests 3101, 2015 and 2018 (the local stand-in).
// Postal codes (postal/postal-codes.ts): a general CEP for every city plus the openings' CEPs.
// Résumé reference domains (seed-resume.ts): countries (Brasil = 31), institutions by state, courses by
// level, companies, languages, cause areas, skills and core's ordinal lists; the personal-data lists.
// Application data (seed-application.ts, seed-application-data.ts): questions of 100001 (every html type,
// one eliminatory) and 100003, and a form structure for every seeded opening.
// Outside production (`demo`): two demonstration candidates with applications and selection events
// (seed-events.ts: an online interview, an on-site group dynamic at two addresses with a full schedule), and
// three profiles of the external (partner) base a headhunter may invite (seed-external-base.ts), and every way in
// of docs/identity.md (seed-identity.ts: the company's internal recruitment, two internal people, the
// internal opening 100008 'Especialista em Prevenção a Fraudes', the retail partner's employee base).
//
// What the start seeds (`seedDatabase`, under the schema lock so several processes may start together):
// - always, the reference data the product needs (`seedReference`): the states, the IBGE municipalities,
//   the job areas, the teams, the benefits catalogue, the brands' companies (sign-ups, terms and follows
//   point at them), the postal-code stand-in's general CEPs and the résumé and personal-data domains;
// - only when asked (`SEED_DEMO=1` or `--seed-demo`; `npm start` asks), the demonstration data: the 336
//   openings with their benefits, tests, questions and form structures, the demonstration candidates and
//   events, and the external base (`seedIfEmpty(…, { demo: true })`).
import { getMunicipalities, getStates } from '@brazilian-utils/brazilian-utils'
import {
  ACTING_MODES,
  BRAZILIAN_STATES,
  DEFAULT_COMPANY_ID,
  INTERNSHIP_OPPORTUNITY_ID,
  JOB_AREAS,
  OPPORTUNITY_LEVELS,
  TEAMS,
  opportunitySlug,
} from '@carreiras/core'
import { and, count, eq, sql } from 'drizzle-orm'
import { normalizeText } from '../lib/text.js'
import { buildPostalCodes, seedPostalCodes } from '../postal/postal-codes.js'
import { shiftSeededSchedules } from '../events/service.js'
import { seedApplication } from './seed-application.js'
import { seedEvents } from './seed-events.js'
import { seedExternalBase } from './seed-external-base.js'
import { INTERNAL_OPENING_ID, seedIdentity } from './seed-identity.js'
import { openingTest, seedTests } from './seed-tests.js'
import { seedReferenceDomains } from './seed-resume.js'
import { createRandom, type Random } from '../lib/random.js'
import { withSchemaLock, type Db } from './client.js'
import {
  benefits,
  cities,
  companies,
  jobAreas,
  opportunities,
  opportunityBenefits,
  postalCodes,
  seedState,
  states,
  teams,
  type OpportunityTest,
} from './schema.js'
import {
  OTHER_BENEFITS,
  POLO_DESCRIPTIONS,
  SEED_BENEFITS,
  SEED_COMPANIES,
  SEED_PLACES,
  SEED_ROLES,
  SEED_TESTS,
  STREETS,
  WORK_ENVIRONMENTS,
  type SeedPlace,
  type SeedRole,
} from './seed-data.js'

const SEED = 20_270_101
const RANDOM_OPENINGS = 330
const DAY_MS = 86_400_000

type Level = (typeof OPPORTUNITY_LEVELS)[number]
type ActingMode = (typeof ACTING_MODES)[number]
export type OpportunityRow = typeof opportunities.$inferInsert

export interface SeedResult {
  seeded: boolean
  opportunities: number
  /** Whole days the seeded openings' dates were moved forward (0 on the seeding day). */
  shiftedDays: number
}

/**
 * Seeds an empty database (no openings). Otherwise keeps the seeded openings current: their dates are
 * moved forward by the whole days elapsed since they were last anchored, so a database seeded weeks ago
 * still shows open openings (and the internship opening still expires in about 45 days).
 */
export interface SeedOptions {
  /**
   * Also the demonstration candidates and their events (seed-events.ts) and the external profile base
   * (seed-external-base.ts): never in production.
   */
  demo?: boolean
}

/**
 * What the start seeds, under the schema lock: the reference data, and the demonstration data only when
 * `demo` is set (see the top of this file). Without `demo` an existing demonstration is left as it is.
 */
export async function seedDatabase(
  db: Db,
  now: Date = new Date(),
  options: SeedOptions = {},
): Promise<SeedResult> {
  return withSchemaLock(db, async (tx) => {
    if (options.demo) return seedIfEmpty(tx, now, { demo: true })
    await seedReference(tx)
    const [row] = await tx.select({ n: count() }).from(opportunities)
    return { seeded: false, opportunities: row?.n ?? 0, shiftedDays: 0 }
  })
}

/**
 * The reference data alone (idempotent: existing rows are kept; the municipalities are written only when
 * some are missing).
 */
export async function seedReference(db: Db): Promise<void> {
  const { states: stateRows, cities: cityRows } = buildReference()
  await db.transaction(async (tx) => {
    await insertReferenceRows(tx as unknown as Db, stateRows, [])
    const [row] = await tx.select({ n: count() }).from(cities)
    if ((row?.n ?? 0) < cityRows.length)
      for (const chunk of chunks(cityRows, 1000)) await tx.insert(cities).values(chunk).onConflictDoNothing()
  })
  await seedPostalCodes(db)
  await seedReferenceDomains(db)
}

export async function seedIfEmpty(
  db: Db,
  now: Date = new Date(),
  options: SeedOptions = {},
): Promise<SeedResult> {
  const [row] = await db.select({ n: count() }).from(opportunities)
  const existing = row?.n ?? 0
  if (existing > 0) {
    // A database seeded before postal_codes (or the reference domains, or the application data) existed
    // gets them now (a no-op once filled).
    await seedPostalCodes(db)
    await seedReferenceDomains(db)
    await seedTests(db)
    // A database seeded before the online tests: their fixed openings (added, or their tests updated).
    const added = await seedFixedTestOpenings(db)
    await seedApplication(db)
    const shiftedDays = await refreshSeedDates(db, now)
    // After the refresh: a database without them gets events dated from today.
    if (options.demo) {
      await seedEvents(db, now)
      await seedExternalBase(db)
      await seedIdentity(db)
    }
    return { seeded: false, opportunities: existing + added, shiftedDays }
  }
  const n = await seed(db, now)
  // The openings' addresses join the postal codes, also when the reference data came first.
  await addPostalCodes(db)
  await seedReferenceDomains(db)
  await seedTests(db)
  await seedApplication(db)
  if (options.demo) {
    await seedEvents(db, now)
    await seedExternalBase(db)
    await seedIdentity(db)
  }
  return { seeded: true, opportunities: n, shiftedDays: 0 }
}

/**
 * The fixed openings added after a database may have been seeded: those whose tests came with the online
 * tests and the internal opening.
 */
const FIXED_TEST_OPENING_IDS = [INTERNSHIP_OPPORTUNITY_ID, 100_003, 100_006, 100_007, INTERNAL_OPENING_ID]

/**
 * On a database seeded before the online tests: inserts the fixed test openings it lacks (dated from the
 * seed's anchor, so `refreshSeedDates` moves them with the others) and gives the existing ones their
 * current tests. A no-op on a current database; returns the openings added.
 */
async function seedFixedTestOpenings(db: Db): Promise<number> {
  const [state] = await db.select().from(seedState).where(eq(seedState.id, 1))
  if (!state) return 0
  const data = buildSeed(state.anchoredAt)
  const fixed = data.opportunities.filter((o) => FIXED_TEST_OPENING_IDS.includes(o.id))
  return db.transaction(async (tx) => {
    const added = await tx
      .insert(opportunities)
      .values(fixed)
      .onConflictDoNothing()
      .returning({ id: opportunities.id })
    const addedIds = new Set(added.map((row) => row.id))
    const links = data.opportunityBenefits.filter((link) => addedIds.has(link.opportunityId))
    if (links.length) await tx.insert(opportunityBenefits).values(links).onConflictDoNothing()
    for (const row of fixed)
      await tx
        .update(opportunities)
        .set({ tests: row.tests ?? [] })
        .where(
          and(
            eq(opportunities.id, row.id),
            eq(opportunities.seeded, true),
            sql`${opportunities.tests} is distinct from ${JSON.stringify(row.tests ?? [])}::jsonb`,
          ),
        )
    return added.length
  })
}

/**
 * Moves the seeded openings' dates (and the demonstration events' schedules) forward by the whole days since
 * the anchor; returns the days.
 */
export async function refreshSeedDates(db: Db, now: Date = new Date()): Promise<number> {
  const [state] = await db.select().from(seedState).where(eq(seedState.id, 1))
  if (!state) return 0
  const days = Math.floor((now.getTime() - state.anchoredAt.getTime()) / DAY_MS)
  if (days < 1) return 0
  const shift = sql`make_interval(days => ${days})`
  await db.transaction(async (tx) => {
    await tx
      .update(opportunities)
      .set({
        publishedAt: sql`${opportunities.publishedAt} + ${shift}`,
        expiredAt: sql`${opportunities.expiredAt} + ${shift}`,
      })
      .where(eq(opportunities.seeded, true))
    await shiftSeededSchedules(tx, days)
    await tx
      .update(seedState)
      .set({ anchoredAt: new Date(state.anchoredAt.getTime() + days * DAY_MS) })
      .where(eq(seedState.id, 1))
  })
  return days
}

export async function seed(db: Db, now: Date = new Date()): Promise<number> {
  const data = buildSeed(now)
  await db.transaction(async (tx) => {
    await insertReferenceRows(tx as unknown as Db, data.states, data.cities)
    for (const chunk of chunks(data.opportunities, 100)) await tx.insert(opportunities).values(chunk)
    for (const chunk of chunks(data.opportunityBenefits, 1000))
      await tx.insert(opportunityBenefits).values(chunk)
    await tx
      .insert(seedState)
      .values({ id: 1, anchoredAt: now })
      .onConflictDoUpdate({ target: seedState.id, set: { anchoredAt: now } })
  })
  return data.opportunities.length
}

/** The reference tables (ON CONFLICT DO NOTHING): companies, states, `cityRows`, areas, teams, benefits. */
async function insertReferenceRows(
  db: Db,
  stateRows: ReturnType<typeof buildReference>['states'],
  cityRows: ReturnType<typeof buildReference>['cities'],
): Promise<void> {
  await db
    .insert(companies)
    .values([...SEED_COMPANIES].map((c) => ({ ...c, pictures: [...c.pictures] })))
    .onConflictDoNothing()
  await db.insert(states).values(stateRows).onConflictDoNothing()
  for (const chunk of chunks(cityRows, 1000)) await db.insert(cities).values(chunk).onConflictDoNothing()
  await db
    .insert(jobAreas)
    .values(JOB_AREAS.map((a) => ({ id: a.id, name: a.name })))
    .onConflictDoNothing()
  await db
    .insert(teams)
    .values(TEAMS.map((t) => ({ id: t.id, slug: t.slug, title: t.title, cover: t.cover })))
    .onConflictDoNothing()
  await db
    .insert(benefits)
    .values(SEED_BENEFITS.map((b) => ({ ...b })))
    .onConflictDoNothing()
}

/**
 * Every postal-code row the seed makes (the cities' general CEPs and the openings' addresses), keeping the
 * existing ones: the openings' CEPs join a table the reference data filled first.
 */
async function addPostalCodes(db: Db): Promise<void> {
  const cityList = await db
    .select({ id: cities.id, name: cities.name, stateAbbr: states.abbr })
    .from(cities)
    .innerJoin(states, eq(states.id, cities.stateId))
  const addresses = await db
    .select({
      zipcode: opportunities.zipcode,
      street: opportunities.street,
      neighborhood: opportunities.neighborhood,
      cityId: opportunities.cityId,
    })
    .from(opportunities)
    .orderBy(opportunities.id)
  const rows = buildPostalCodes(cityList, addresses)
  await db.transaction(async (tx) => {
    for (const chunk of chunks(rows, 1000)) await tx.insert(postalCodes).values(chunk).onConflictDoNothing()
  })
}

function* chunks<T>(items: readonly T[], size: number): Generator<T[]> {
  for (let i = 0; i < items.length; i += size) yield items.slice(i, i + size)
}

// ── Building the rows (pure) ────────────────────────────────────────────────────────────────────

interface City {
  id: number
  name: string
  stateId: number
}

/** The states and the IBGE municipalities (pure). */
export function buildReference() {
  const ibgeByAbbr = new Map(getStates().map((s) => [s.code as string, s.ibgeCode]))
  const stateRows = BRAZILIAN_STATES.map((s) => ({
    id: s.code,
    name: s.name,
    abbr: s.abbr,
    ibgeCode: ibgeByAbbr.get(s.abbr) ?? 0,
  }))
  const stateIdByAbbr = new Map(BRAZILIAN_STATES.map((s) => [s.abbr as string, s.code]))
  const cityRows = getMunicipalities().flatMap((m) => {
    const stateId = stateIdByAbbr.get(m.stateCode)
    return stateId === undefined
      ? []
      : [{ id: Number(m.code), name: m.name, nameNormalized: normalizeText(m.name), stateId }]
  })
  return { states: stateRows, cities: cityRows }
}

export function buildSeed(now: Date) {
  const { states: stateRows, cities: cityRows } = buildReference()
  const stateIdByAbbr = new Map(BRAZILIAN_STATES.map((s) => [s.abbr as string, s.code]))
  const cityByKey = new Map(cityRows.map((c) => [`${c.stateId}:${c.name}`, c]))
  const cityOf = (place: Pick<SeedPlace, 'state' | 'city'>): City => {
    const city = cityByKey.get(`${stateIdByAbbr.get(place.state)}:${place.city}`)
    if (!city) throw new Error(`Seed: município desconhecido ${place.city}/${place.state}`)
    return city
  }

  const random = createRandom(SEED)
  const rows: OpportunityRow[] = []
  const links: { opportunityId: number; benefitId: number }[] = []
  const add = (row: OpportunityRow, benefitIds: readonly number[]) => {
    rows.push({ ...row, seeded: true })
    for (const benefitId of benefitIds) links.push({ opportunityId: row.id, benefitId })
  }
  const at = (days: number, hour = 9) => {
    const d = new Date(now.getTime() + days * DAY_MS)
    d.setUTCHours(hour + 3, 0, 0, 0) // São Paulo local hour (UTC−3)
    return d
  }

  for (const fixed of fixedOpenings(at)) {
    const { place, benefitIds, ...row } = fixed
    const city = cityOf(place)
    add(
      {
        ...row,
        slug: slugOf(row.id, row.title),
        titleNormalized: normalizeText(row.title),
        neighborhood: place.neighborhood,
        neighborhoodNormalized: normalizeText(place.neighborhood),
        cityId: city.id,
        stateId: city.stateId,
      },
      benefitIds,
    )
  }

  const totalWeight = SEED_PLACES.reduce((sum, p) => sum + p.weight, 0)
  const pickPlace = (r: Random): SeedPlace => {
    let x = r.next() * totalWeight
    for (const place of SEED_PLACES) {
      x -= place.weight
      if (x < 0) return place
    }
    return SEED_PLACES[0]!
  }

  let id = 200_000
  for (let i = 0; i < RANDOM_OPENINGS; i++) {
    id += random.int(1, 9)
    const role = random.pick(SEED_ROLES)
    const place = pickPlace(random)
    const city = cityOf(place)
    const neighborhood = random.pick(place.neighborhoods)
    const level = levelFor(role, random)
    const temporary = role.team !== 'office' && role.ladder === 'operational' && random.chance(0.12)
    const title = titleFor(role, level, temporary, random)
    const actingMode = actingModeFor(role, level, random)
    const closed = random.chance(0.2)
    const publishedDaysAgo = random.int(1, 40)
    const expiresIn = closed
      ? random.int(-5, 20)
      : random.chance(0.06)
        ? random.int(-5, -1)
        : random.int(1, 60)
    const store = role.team === 'storeA' || role.team === 'storeB'
    add(
      {
        id,
        slug: slugOf(id, title),
        title,
        titleNormalized: normalizeText(title),
        level,
        actingMode,
        statusId: closed ? 2 : 1,
        pcd: random.chance(0.11),
        responsability: htmlList(random.sample(role.tasks, random.int(2, role.tasks.length))),
        requirement: htmlList(random.sample(role.skills, random.int(2, role.skills.length))),
        workEnvironment: `<p>${random.pick(WORK_ENVIRONMENTS)}</p>`,
        cover: teamOf(role.team).cover,
        publishedAt: at(-publishedDaysAgo, random.int(8, 18)),
        expiredAt: at(expiresIn, 23),
        street: random.pick(STREETS),
        number: String(random.int(10, 3200)),
        neighborhood,
        neighborhoodNormalized: normalizeText(neighborhood),
        zipcode: zipcodeFor(place.state, random),
        cityId: city.id,
        stateId: city.stateId,
        otherBenefit: random.pick(OTHER_BENEFITS),
        descriptions: descriptionsFor(role, title),
        companyId: role.area === 'Crédito e Cobrança' && random.chance(0.25) ? 2627 : DEFAULT_COMPANY_ID,
        team: teamOf(role.team).slug,
        jobAreaId: areaId(role.area),
        indicationDomains: random.chance(0.15)
          ? random.chance(0.5)
            ? ['grupoaurora.com.br']
            : ['grupoaurora.com.br', 'auroracredito.com.br']
          : [],
        ninenineApply: random.chance(0.05),
        whatsappApply: store && random.chance(0.12),
        poloDescription:
          role.team === 'office' ? null : random.chance(0.4) ? random.pick(POLO_DESCRIPTIONS) : null,
        temporary,
        internalRecruitment: random.chance(0.05),
        tests: random.chance(0.2) ? testsFor(random) : [],
        collection: role.collection && random.chance(0.75) ? role.collection : null,
      },
      benefitsFor(actingMode, random),
    )
  }

  return { states: stateRows, cities: cityRows, opportunities: rows, opportunityBenefits: links }
}

function slugOf(id: number, title: string): string {
  // The platform's slugs start with the id (`/vagas/{slug}`), so links.subscription ends in it.
  return opportunitySlug(`${id} ${title}`)
}

function htmlList(items: readonly string[]): string {
  return `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`
}

function descriptionsFor(role: SeedRole, title: string) {
  return [
    {
      order: 1,
      data: `<p>Buscamos ${title.replace(/\s*\(Temporário\)$/, '')} para fazer parte do time de ${teamOf(role.team).title}.</p>`,
    },
    {
      order: 2,
      data: '<p>O Grupo Aurora Financeira reúne varejo e serviços financeiros e valoriza a diversidade: todas as pessoas são bem-vindas.</p>',
    },
  ]
}

const TEAM_SLUGS: Record<SeedRole['team'], string> = {
  office: 'sede-administrativa',
  storeA: 'lojas-aurora',
  storeB: 'bazar-horizonte',
  dc: 'centro-de-distribuicao',
}

function teamOf(key: SeedRole['team']) {
  const team = TEAMS.find((t) => t.slug === TEAM_SLUGS[key]) ?? TEAMS[0]
  if (!team) throw new Error('Seed: TEAMS está vazio')
  return team
}

function areaId(name: string): number {
  const wanted = normalizeText(name)
  const area = JOB_AREAS.find((a) => normalizeText(a.name) === wanted)
  if (!area) throw new Error(`Seed: área desconhecida ${name}`)
  return area.id
}

function level(name: string): Level {
  const found = OPPORTUNITY_LEVELS.find((l) => normalizeText(l) === normalizeText(name))
  if (!found) throw new Error(`Seed: nível desconhecido ${name}`)
  return found
}

function actingMode(name: string): ActingMode {
  const found = ACTING_MODES.find((m) => normalizeText(m) === normalizeText(name))
  if (!found) throw new Error(`Seed: modalidade desconhecida ${name}`)
  return found
}

function levelFor(role: SeedRole, r: Random): Level {
  switch (role.ladder) {
    case 'operational':
      return level(r.chance(0.15) ? 'Aprendiz' : 'Operacional')
    case 'leadership':
      return level(/^(Gerente|Subgerente)/.test(role.title) ? 'Gerência' : 'Coordenação')
    case 'career': {
      if (role.internship && r.chance(0.18)) return level('Estágio')
      if (role.team === 'office' && r.chance(0.04)) return level('Trainee')
      const x = r.next()
      return level(x < 0.3 ? 'Júnior' : x < 0.65 ? 'Pleno' : x < 0.92 ? 'Sênior' : 'Especialista')
    }
  }
}

function titleFor(role: SeedRole, lvl: Level, temporary: boolean, r: Random): string {
  const n = normalizeText(lvl)
  let title: string
  if (n === 'ESTAGIO') title = role.internship ?? `Estágio – ${role.title}`
  else if (n === 'TRAINEE') title = `Programa de Trainee – ${role.area}`
  else if (n === 'APRENDIZ') title = `Jovem Aprendiz – ${role.title}`
  else if (n === 'JUNIOR' || n === 'PLENO' || n === 'SENIOR') title = `${role.title} ${lvl}`
  else if (n === 'ESPECIALISTA')
    title = role.title.startsWith('Analista de ')
      ? role.title.replace('Analista de ', 'Especialista em ')
      : `${role.title} Especialista`
  else title = role.title
  if (temporary) title = `${title} (Temporário)`
  if (role.team !== 'office' && role.ladder === 'operational' && !temporary && r.chance(0.05))
    title = `${title} – Período Noturno`
  return title
}

function actingModeFor(role: SeedRole, lvl: Level, r: Random): ActingMode {
  if (role.team !== 'office') return actingMode(r.chance(0.95) ? 'Presencial' : 'Híbrido')
  if (normalizeText(lvl) === 'ESTAGIO') return actingMode(r.chance(0.5) ? 'Presencial' : 'Híbrido')
  const x = r.next()
  return actingMode(x < 0.3 ? 'Presencial' : x < 0.8 ? 'Híbrido' : 'Remoto')
}

function benefitsFor(mode: ActingMode, r: Random): number[] {
  const core = [1, 2, 6, 9] // health, dental, meal, transport: almost everyone
  const extra = SEED_BENEFITS.map((b) => b.id).filter(
    (benefitId) => !core.includes(benefitId) && (benefitId !== 19 || mode !== 'Presencial'),
  )
  return [...core.filter(() => r.chance(0.9)), ...r.sample(extra, r.int(1, 6))].sort((a, b) => a - b)
}

function testsFor(r: Random): OpportunityTest[] {
  return r.sample(SEED_TESTS, r.int(1, 2)).map((t) => openingTest(t.id, t.requiredIn))
}

const CEP_FIRST_DIGIT: Record<string, number> = {
  SP: 1,
  RJ: 2,
  ES: 2,
  MG: 3,
  BA: 4,
  SE: 4,
  PE: 5,
  AL: 5,
  PB: 5,
  RN: 5,
  CE: 6,
  PI: 6,
  MA: 6,
  PA: 6,
  AP: 6,
  AM: 6,
  RR: 6,
  AC: 6,
  DF: 7,
  GO: 7,
  TO: 7,
  MT: 7,
  MS: 7,
  RO: 7,
  PR: 8,
  SC: 8,
  RS: 9,
}

function zipcodeFor(state: string, r: Random): string {
  const first = CEP_FIRST_DIGIT[state] ?? 0
  return `${first}${String(r.int(0, 9999)).padStart(4, '0')}-${String(r.int(0, 999)).padStart(3, '0')}`
}

// ── Fixed openings (see the header comment) ─────────────────────────────────────────────────────

interface FixedOpening extends Omit<
  OpportunityRow,
  'slug' | 'titleNormalized' | 'cityId' | 'stateId' | 'neighborhood'
> {
  place: { state: string; city: string; neighborhood: string }
  benefitIds: number[]
}

function fixedOpenings(at: (days: number, hour?: number) => Date): FixedOpening[] {
  const office = teamOf('office')
  const base = {
    companyId: DEFAULT_COMPANY_ID,
    otherBenefit: 'Cesta de Natal',
    workEnvironment: `<p>${WORK_ENVIRONMENTS[0]}</p>`,
    descriptions: [
      { order: 1, data: '<p>O Grupo Aurora Financeira reúne varejo e serviços financeiros.</p>' },
    ],
  }
  return [
    {
      ...base,
      id: INTERNSHIP_OPPORTUNITY_ID,
      title: 'Programa de Estágio 2027',
      level: level('Estágio'),
      actingMode: actingMode('Híbrido'),
      statusId: 1,
      pcd: false,
      responsability: htmlList([
        'Participar de projetos reais nas áreas da sede',
        'Passar por trilhas de desenvolvimento e mentoria',
        'Apresentar um projeto final para a liderança',
      ]),
      requirement: htmlList([
        'Estar cursando ensino superior a partir do 1º ano',
        'Disponibilidade mínima de 1 ano',
        'Disponibilidade para estagiar 6 horas por dia em Pinheiros/SP',
      ]),
      cover: office.cover,
      publishedAt: at(-5),
      expiredAt: at(45, 23),
      street: 'Avenida Brigadeiro Faria Lima',
      number: '2100',
      zipcode: '05426-100',
      place: { state: 'SP', city: 'São Paulo', neighborhood: 'Pinheiros' },
      team: office.slug,
      jobAreaId: areaId('Recursos Humanos'),
      collection: 'estagio',
      tests: [openingTest(2015, 'subscription'), openingTest(2018, 'subscription')],
      benefitIds: [1, 2, 6, 9, 14, 15, 20],
    },
    {
      ...base,
      id: 100_001,
      title: 'Analista de Crédito Pleno',
      level: level('Pleno'),
      actingMode: actingMode('Híbrido'),
      statusId: 1,
      pcd: false,
      responsability: htmlList(SEED_ROLES[0]!.tasks),
      requirement: htmlList(SEED_ROLES[0]!.skills),
      cover: office.cover,
      publishedAt: at(-2),
      expiredAt: at(30, 23),
      street: 'Rua Cardeal Arcoverde',
      number: '1500',
      zipcode: '05407-002',
      place: { state: 'SP', city: 'São Paulo', neighborhood: 'Pinheiros' },
      team: office.slug,
      jobAreaId: areaId('Crédito e Cobrança'),
      collection: 'servicos-financeiros',
      indicationDomains: ['grupoaurora.com.br'],
      benefitIds: [1, 2, 3, 6, 9, 16, 19],
    },
    {
      ...base,
      id: 100_002,
      title: 'Operador(a) de Caixa',
      level: level('Operacional'),
      actingMode: actingMode('Presencial'),
      statusId: 2,
      pcd: false,
      responsability: htmlList(['Registrar vendas e receber pagamentos', 'Manter o caixa organizado']),
      requirement: htmlList(['Ensino médio completo']),
      cover: teamOf('storeA').cover,
      publishedAt: at(-35),
      expiredAt: at(-3, 23),
      street: 'Rua Teodoro Sampaio',
      number: '800',
      zipcode: '05405-000',
      place: { state: 'SP', city: 'São Paulo', neighborhood: 'Pinheiros' },
      team: teamOf('storeA').slug,
      jobAreaId: areaId('Operações de Loja'),
      collection: 'lojas',
      benefitIds: [1, 6, 9, 18],
    },
    {
      ...base,
      id: 100_003,
      title: 'Assistente Administrativo(a) – PcD',
      level: level('Júnior'),
      actingMode: actingMode('Presencial'),
      statusId: 1,
      pcd: true,
      responsability: htmlList(['Apoiar rotinas administrativas da sede', 'Organizar documentos e agendas']),
      requirement: htmlList(['Ensino médio completo', 'Vaga exclusiva para pessoas com deficiência']),
      cover: office.cover,
      publishedAt: at(-3),
      expiredAt: at(25, 23),
      street: 'Avenida Brigadeiro Faria Lima',
      number: '2100',
      zipcode: '05426-100',
      place: { state: 'SP', city: 'São Paulo', neighborhood: 'Pinheiros' },
      team: office.slug,
      jobAreaId: areaId('Administrativo'),
      tests: [openingTest(3002, 'subscription')],
      benefitIds: [1, 2, 6, 9, 12],
    },
    {
      ...base,
      id: 100_004,
      title: 'Vendedor(a)',
      level: level('Operacional'),
      actingMode: actingMode('Presencial'),
      statusId: 1,
      pcd: false,
      responsability: htmlList(['Atender clientes no salão de vendas', 'Atingir metas individuais']),
      requirement: htmlList(['Ensino médio completo']),
      cover: teamOf('storeA').cover,
      publishedAt: at(-6),
      expiredAt: at(20, 23),
      street: 'Rua Uruguaiana',
      number: '120',
      zipcode: '20050-092',
      place: { state: 'RJ', city: 'Rio de Janeiro', neighborhood: 'Centro' },
      team: teamOf('storeA').slug,
      jobAreaId: areaId('Comercial'),
      collection: 'lojas',
      ninenineApply: true,
      benefitIds: [1, 6, 9, 18],
    },
    {
      ...base,
      id: 100_005,
      title: 'Atendente de Loja',
      level: level('Operacional'),
      actingMode: actingMode('Presencial'),
      statusId: 1,
      pcd: false,
      responsability: htmlList(['Receber e orientar clientes', 'Apoiar a reposição de produtos']),
      requirement: htmlList(['Ensino médio completo']),
      cover: teamOf('storeB').cover,
      publishedAt: at(-4),
      expiredAt: at(15, 23),
      street: 'Avenida Afonso Pena',
      number: '1000',
      zipcode: '30130-003',
      place: { state: 'MG', city: 'Belo Horizonte', neighborhood: 'Centro' },
      team: teamOf('storeB').slug,
      jobAreaId: areaId('Atendimento'),
      collection: 'lojas',
      whatsappApply: true,
      benefitIds: [1, 6, 9],
    },
    {
      ...base,
      id: 100_006,
      title: 'Analista de Dados Júnior',
      level: level('Júnior'),
      actingMode: actingMode('Híbrido'),
      statusId: 1,
      pcd: false,
      responsability: htmlList([
        'Montar e manter painéis de indicadores de vendas e crédito',
        'Preparar bases de dados para as áreas de negócio',
        'Apoiar análises exploratórias com SQL e Python',
      ]),
      requirement: htmlList(['Ensino superior completo ou em andamento', 'Conhecimento de SQL e Excel']),
      cover: office.cover,
      publishedAt: at(-7),
      expiredAt: at(40, 23),
      street: 'Avenida Brigadeiro Faria Lima',
      number: '2100',
      zipcode: '05426-100',
      place: { state: 'SP', city: 'São Paulo', neighborhood: 'Pinheiros' },
      team: office.slug,
      jobAreaId: areaId('Tecnologia'),
      collection: 'tecnologia',
      tests: [
        openingTest(3001, 'subscription'),
        openingTest(3003, 'thank_you'),
        openingTest(3004, 'subscription'),
      ],
      benefitIds: [1, 2, 6, 9, 16, 19],
    },
    {
      ...base,
      id: 100_007,
      title: 'Analista de Marketing Digital',
      level: level('Pleno'),
      actingMode: actingMode('Presencial'),
      statusId: 1,
      pcd: false,
      responsability: htmlList([
        'Planejar e acompanhar campanhas de mídia digital',
        'Analisar os resultados das campanhas e propor melhorias',
      ]),
      requirement: htmlList(['Ensino superior completo', 'Inglês intermediário']),
      cover: office.cover,
      publishedAt: at(-8),
      expiredAt: at(35, 23),
      street: 'Avenida do Batel',
      number: '1230',
      zipcode: '80420-090',
      place: { state: 'PR', city: 'Curitiba', neighborhood: 'Batel' },
      team: office.slug,
      jobAreaId: areaId('Marketing'),
      tests: [openingTest(3101, 'subscription'), openingTest(3002, 'subscription')],
      benefitIds: [1, 2, 6, 9, 14],
    },
    {
      ...base,
      id: INTERNAL_OPENING_ID,
      title: 'Especialista em Prevenção a Fraudes',
      level: level('Sênior'),
      actingMode: actingMode('Híbrido'),
      statusId: 1,
      pcd: false,
      responsability: htmlList([
        'Monitorar transações e identificar padrões de fraude',
        'Propor regras e controles de prevenção com as áreas de crédito e tecnologia',
      ]),
      requirement: htmlList([
        'Experiência em prevenção a fraudes ou risco operacional',
        'Vaga exclusiva para colaboradores do grupo',
      ]),
      descriptions: [
        {
          order: 1,
          data: '<p>Recrutamento interno: vaga aberta apenas a colaboradores do Grupo Aurora.</p>',
        },
      ],
      cover: office.cover,
      publishedAt: at(-1),
      expiredAt: at(30, 23),
      street: 'Avenida Brigadeiro Faria Lima',
      number: '2100',
      zipcode: '05426-100',
      place: { state: 'SP', city: 'São Paulo', neighborhood: 'Pinheiros' },
      team: office.slug,
      jobAreaId: areaId('Crédito e Cobrança'),
      collection: 'servicos-financeiros',
      internalRecruitment: true,
      benefitIds: [1, 2, 3, 6, 9, 16],
    },
  ]
}
