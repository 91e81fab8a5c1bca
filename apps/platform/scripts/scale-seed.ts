// The national-scale data set of `npm run bench:scale` (docs/performance.md, "National scale"), generated
// inside the database: each table is one INSERT … SELECT over generate_series, so 5 million applications
// take minutes, not the hours row-by-row inserts from Node would. Run on a database the platform has
// migrated and seeded (seedIfEmpty): the seeded openings are the templates (titles, levels, areas, teams,
// companies, tests, benefits) and the IBGE municipalities the places.
//
// Reproducible: no random() anywhere. Every choice is `u(key, salt)`, a number in [0, 1) hashed from the
// row's position (hashint8extended), so the same sizes give the same rows; only the dates move with `now`
// (relative to it, so the openings stay open whenever the data set is made).
//
// Spread:
// - openings: a seeded opening's title, area, team and company; half in the template's (large) city, half
//   in any municipality; published over the last 90 days, open 30–90 days, 10 % closed, 11 % PcD;
// - candidates: a municipality each; a number of applications each that is exponential around the mean
//   (most apply to a few openings, some to dozens);
// - applications: the opening's rank is n·r² (r uniform), so a few openings take thousands of applications
//   and most take a handful; 92 % submitted, 2 % withdrawn;
// - test answers: one header per candidate (the first candidates) on one of the in-house tests, every
//   question of it answered, the header finished (the last headers, past the size asked for, still pending).
import { sql } from 'drizzle-orm'
import { rowsOf, type Db } from '../src/db/client.js'

export interface ScaleSizes {
  openings: number
  candidates: number
  applications: number
  testAnswers: number
}

export const FULL_SCALE: ScaleSizes = {
  openings: 100_000,
  candidates: 1_000_000,
  applications: 5_000_000,
  testAnswers: 2_000_000,
}

/** The ids of the generated rows start after this (the seed's own stay below). */
export const SCALE_ID_BASE = 10_000_000

/** The sizes from BENCH_OPENINGS, BENCH_CANDIDATES, BENCH_APPLICATIONS and BENCH_TEST_ANSWERS (default: full). */
export function scaleSizesFromEnv(env: NodeJS.ProcessEnv = process.env): ScaleSizes {
  const size = (name: string, fallback: number) => {
    const value = env[name]
    if (value === undefined || value === '') return fallback
    const n = Number(value.replaceAll('_', ''))
    if (!Number.isInteger(n) || n < 1) throw new Error(`${name} deve ser um inteiro positivo: ${value}`)
    return n
  }
  return {
    openings: size('BENCH_OPENINGS', FULL_SCALE.openings),
    candidates: size('BENCH_CANDIDATES', FULL_SCALE.candidates),
    applications: size('BENCH_APPLICATIONS', FULL_SCALE.applications),
    testAnswers: size('BENCH_TEST_ANSWERS', FULL_SCALE.testAnswers),
  }
}

/** `u(key, salt)`: a deterministic number in [0, 1) (31 bits of the key's hash under the salt). */
const u = (key: string, salt: number) =>
  `((hashint8extended((${key})::int8, ${salt}) & 2147483647)::float8 / 2147483648.0)`

/** The statements, in order, each with its label (the bench prints each one's time). */
export function scaleSeedStatements(sizes: ScaleSizes, now: Date): { label: string; sql: string }[] {
  const base = SCALE_ID_BASE
  const at = `'${now.toISOString()}'::timestamptz`
  const meanApplications = sizes.applications / sizes.candidates
  return [
    {
      label: 'modelos',
      sql: `
        create temp table scale_templates on commit drop as
        select row_number() over (order by id)::int as rn, o.*
        from opportunities o where o.id < ${base} and not o.internal_recruitment;
        create temp table scale_cities on commit drop as
        select row_number() over (order by c.id)::int as rn, c.id, c.state_id, c.name
        from cities c;
        create temp table scale_counts on commit drop as
        select (select count(*) from scale_templates)::int as templates,
               (select count(*) from scale_cities)::int as cities;`,
    },
    {
      label: 'vagas',
      sql: `
        insert into opportunities (id, slug, title, title_normalized, level, acting_mode, status_id, pcd,
          responsability, requirement, work_environment, cover, published_at, expired_at, street, number,
          neighborhood, neighborhood_normalized, zipcode, city_id, state_id, other_benefit, descriptions,
          company_id, team, job_area_id, indication_domains, ninenine_apply, whatsapp_apply, polo_description,
          temporary, internal_recruitment, tests, collection, seeded, created_at)
        select ${base} + g.i, (${base} + g.i) || '-' || regexp_replace(t.slug, '^[0-9]+-', ''), t.title,
          t.title_normalized, t.level, t.acting_mode,
          case when ${u('g.i', 5)} < 0.10 then 2 else 1 end,
          ${u('g.i', 6)} < 0.11,
          t.responsability, t.requirement, t.work_environment, t.cover, g.published,
          g.published + (30 + floor(${u('g.i', 7)} * 61)) * interval '1 day',
          case when g.own_city then t.street end, case when g.own_city then t.number end,
          case when g.own_city then t.neighborhood end, case when g.own_city then t.neighborhood_normalized end,
          case when g.own_city then t.zipcode end,
          coalesce(case when g.own_city then t.city_id end, c.id),
          coalesce(case when g.own_city then t.state_id end, c.state_id),
          t.other_benefit, t.descriptions, t.company_id, t.team, t.job_area_id, t.indication_domains,
          t.ninenine_apply, t.whatsapp_apply, t.polo_description, t.temporary, false, t.tests, t.collection,
          false, g.published
        from (
          select i, ${at} - ${u('i', 3)} * interval '90 days' as published, ${u('i', 2)} < 0.5 as own_city,
            1 + floor(${u('i', 1)} * (select templates from scale_counts))::int as template,
            1 + floor(${u('i', 4)} * (select cities from scale_counts))::int as city
          from generate_series(1, ${sizes.openings}) as i
        ) g
        join scale_templates t on t.rn = g.template
        join scale_cities c on c.rn = g.city;
        insert into opportunity_benefits (opportunity_id, benefit_id)
        select o.id, b.benefit_id
        from opportunities o
        join scale_templates t on t.rn = 1 + floor(${u(`o.id - ${base}`, 1)} * (select templates from scale_counts))::int
        join opportunity_benefits b on b.opportunity_id = t.id
        where o.id > ${base};`,
    },
    {
      label: 'candidatos',
      sql: `
        insert into users (id, name, first_name, last_name, email, cpf, phone, role, created_at, birthday,
          zipcode, city, state_id, address_country)
        select ${base} + g.i, 'Candidata Escala ' || g.i, 'Candidata', 'Escala ' || g.i,
          'candidata.' || g.i || '@escala.invalid', '9' || lpad(g.i::text, 10, '0'),
          '119' || lpad((g.i % 100000000)::text, 8, '0'), 'candidate',
          ${at} - ${u('g.i', 12)} * interval '720 days',
          date '1965-01-01' + floor(${u('g.i', 13)} * 14000)::int,
          null, c.name, c.state_id, 'Brasil'
        from (
          select i, 1 + floor(${u('i', 11)} * (select cities from scale_counts))::int as city
          from generate_series(1, ${sizes.candidates}) as i
        ) g
        join scale_cities c on c.rn = g.city;`,
    },
    {
      label: 'inscrições',
      // In candidate order (the user_id indexes grow at their end); a candidate's second application to
      // one opening is skipped by the live-application unique index.
      sql: `
        insert into subscriptions (user_id, opportunity_id, step, source, created_at, updated_at, applied_at,
          deleted_at, is_deleted)
        select ${base} + a.candidate,
          ${base} + 1 + ((floor(${sizes.openings} * ${u('a.k', 22)} ^ 2)::int8 * 7919) % ${sizes.openings}),
          case when ${u('a.k', 23)} < 0.92 then 'applied' else 'lead' end,
          'site', a.created, a.created,
          case when ${u('a.k', 23)} < 0.92 then a.created end,
          case when ${u('a.k', 24)} < 0.02 then a.created + interval '1 day' end,
          ${u('a.k', 24)} < 0.02
        from (
          select c.i as candidate, c.i::int8 * 256 + n.j as k,
            ${at} - ${u('c.i::int8 * 256 + n.j', 25)} * interval '120 days' as created
          from generate_series(1, ${sizes.candidates}) as c(i)
          cross join lateral generate_series(1, least(255, 1 + floor(-ln(1 - ${u('c.i', 21)}) * ${Math.max(0, meanApplications * 1.02 - 0.5)})::int)) as n(j)
          limit ${sizes.applications}
        ) a
        on conflict (user_id, opportunity_id) where is_deleted = false do nothing;`,
    },
    {
      label: 'testes',
      // One header per candidate (the first ones) on an in-house test, every question answered.
      sql: `
        create temp table scale_tests on commit drop as
        select row_number() over (order by t.id)::int as rn, t.id, count(q.id)::int as questions
        from tests t join test_questions q on q.test_id = t.id
        where t.source = 'ninenine_jobs'
        group by t.id;
        insert into test_headers (user_id, test_id, status, started_at, finished_at, created_at)
        select ${base} + h.i, t.id, 'finished', h.created, h.created + interval '20 minutes', h.created
        from (
          select i, ${at} - ${u('i', 31)} * interval '120 days' as created,
            1 + floor(${u('i', 32)} * (select count(*) from scale_tests))::int as test
          from generate_series(1, least(${sizes.candidates},
            ceil(1.2 * ${sizes.testAnswers} / (select avg(questions) from scale_tests))::int + 1)) as i
        ) h
        join scale_tests t on t.rn = h.test;
        insert into test_answers (header_id, question_id, option_ids, text_answer, url_movie, saved_at)
        select h.id, q.id,
          case when q.is_text or q.is_movie then '[]'::jsonb else coalesce(o.first, '[]'::jsonb) end,
          case when q.is_text then 'Resposta da candidata ' || h.user_id end,
          case when q.is_movie then 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' end,
          h.started_at + q."order" * interval '1 minute'
        from test_headers h
        join test_questions q on q.test_id = h.test_id
        left join lateral (
          select jsonb_agg(x.id order by x.id) as first
          from (select id from test_answer_options where question_id = q.id
                order by "order", id limit greatest(q.required_answers, 1)) x
        ) o on true
        where h.user_id > ${base}
        order by h.id, q.id
        limit ${sizes.testAnswers};
        update test_headers h set status = 'pending', started_at = null, finished_at = null
        where h.user_id > ${base} and not exists (select 1 from test_answers a where a.header_id = h.id);`,
    },
  ]
}

/**
 * Generates the data set in one transaction; `onStep` hears each statement's label and milliseconds.
 * Run `vacuum analyze` afterwards (outside a transaction) before measuring.
 */
export async function seedScale(
  db: Db,
  sizes: ScaleSizes,
  now: Date,
  onStep: (label: string, ms: number) => void = () => {},
): Promise<void> {
  await db.transaction(async (tx) => {
    for (const statement of scaleSeedStatements(sizes, now)) {
      const started = performance.now()
      for (const part of statement.sql.split(/;\s*$/m).map((s) => s.trim()))
        if (part) await tx.execute(sql.raw(part))
      onStep(statement.label, performance.now() - started)
    }
  })
}

/** How many rows of each kind the data set holds (the generated ones). */
export async function scaleCounts(db: Db): Promise<Record<keyof ScaleSizes, number>> {
  const [row] = rowsOf<Record<keyof ScaleSizes, string | number>>(
    await db.execute(
      sql.raw(`select
        (select count(*) from opportunities where id > ${SCALE_ID_BASE}) as "openings",
        (select count(*) from users where id > ${SCALE_ID_BASE}) as "candidates",
        (select count(*) from subscriptions where user_id > ${SCALE_ID_BASE}) as "applications",
        (select count(*) from test_answers a join test_headers h on h.id = a.header_id
          where h.user_id > ${SCALE_ID_BASE}) as "testAnswers"`),
    ),
  )
  return {
    openings: Number(row?.openings ?? 0),
    candidates: Number(row?.candidates ?? 0),
    applications: Number(row?.applications ?? 0),
    testAnswers: Number(row?.testAnswers ?? 0),
  }
}
