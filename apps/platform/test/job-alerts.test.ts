// Job alerts (docs/job-alerts.md): the matcher's predicate against the list query (property), the double
// opt-in, one digest per alert through the message road with RFC 8058 headers' address, the one-click
// unsubscribe without login, and a candidate's own alerts (list, pause, frequency, delete, export).
import { buildAuthorizationHeader } from '@carreiras/api/server'
import {
  DEFAULT_COMPANY_ID,
  OPPORTUNITY_LEVELS,
  normalizeSearchText,
  openingMatchesListParams,
  parseOpportunityListParams,
  toOpportunityListSearchParams,
  type OpportunityListQuery,
} from '@carreiras/core'
import { and, eq, gte, inArray } from 'drizzle-orm'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cities, jobAlerts, opportunities, states } from '../src/db/schema.js'
import { exportJobAlerts } from '../src/job-alerts/export.js'
import {
  alertListParams,
  alertParamsReader,
  matchAlerts,
  type NewOpening,
} from '../src/job-alerts/matcher.js'
import { matchableOpenings, newOpenings, runJobAlerts } from '../src/job-alerts/service.js'
import { jobAlertDeps } from '../src/job-alerts/index.js'
import { listConditions } from '../src/opportunities/repository.js'
import { nearCities } from '../src/near/near-list.js'
import { tablePostalService } from '../src/postal/service.js'
import { signUp } from './accounts-helpers.js'
import { createTestPlatform, type TestPlatform } from './helpers.js'

let platform: TestPlatform
beforeAll(async () => {
  platform = await createTestPlatform({ CAPTCHA: 'off' })
})
afterAll(() => platform.close())

const FIRST_ID = 1_900_000
const TITLES = [
  'Analista de Crédito',
  'Caixa',
  'Gerente de Loja',
  'Analista de Dados Sênior',
  'Estágio em TI',
]
const TEAMS = ['sede-administrativa', 'lojas-aurora', null] as const
const COLLECTIONS = ['estagio', 'trainee', null] as const
const BAIRROS = ['Pinheiros', 'Centro', null] as const
const ZIPS = ['05426-100', '05427-300', '01001-000', '20040-002', null] as const

describe('the matcher’s predicate is the list search’s', () => {
  let places: { stateId: number; cityId: number; abbr: string; city: string }[] = []
  const now = new Date()

  beforeAll(async () => {
    const db = platform.database.db
    places = await db
      .select({ stateId: states.id, cityId: cities.id, abbr: states.abbr, city: cities.name })
      .from(cities)
      .innerJoin(states, eq(states.id, cities.stateId))
      .where(inArray(cities.nameNormalized, ['SAO PAULO', 'CAMPINAS', 'RIO DE JANEIRO', 'CURITIBA']))
    const opening = fc.record({
      title: fc.constantFrom(...TITLES),
      place: fc.option(fc.constantFrom(...places), { nil: null }),
      level: fc.constantFrom(...OPPORTUNITY_LEVELS),
      statusId: fc.constantFrom(1, 1, 1, 2),
      expiresInDays: fc.constantFrom(-1, 10),
      pcd: fc.boolean(),
      temporary: fc.boolean(),
      internal: fc.constantFrom(false, false, false, true),
      team: fc.constantFrom(...TEAMS),
      jobAreaId: fc.option(fc.integer({ min: 1, max: 4 }), { nil: null }),
      collection: fc.constantFrom(...COLLECTIONS),
      bairro: fc.constantFrom(...BAIRROS),
      zipcode: fc.constantFrom(...ZIPS),
    })
    const samples = fc.sample(opening, { numRuns: 150, seed: 35 })
    await db.insert(opportunities).values(
      samples.map((o, i) => ({
        id: FIRST_ID + i,
        slug: `${FIRST_ID + i}-vaga`,
        title: o.title,
        titleNormalized: normalizeSearchText(o.title),
        level: o.level,
        actingMode: 'Presencial',
        statusId: o.statusId,
        pcd: o.pcd,
        publishedAt: now,
        expiredAt: new Date(now.getTime() + o.expiresInDays * 86_400_000),
        stateId: o.place?.stateId ?? null,
        cityId: o.place?.cityId ?? null,
        companyId: DEFAULT_COMPANY_ID,
        team: o.team,
        jobAreaId: o.jobAreaId,
        collection: o.collection,
        neighborhood: o.bairro,
        neighborhoodNormalized: o.bairro === null ? null : normalizeSearchText(o.bairro),
        zipcode: o.zipcode,
        temporary: o.temporary,
        internalRecruitment: o.internal,
      })),
    )
  })

  it('an opening matches exactly when the list query selects it', async () => {
    const db = platform.database.db
    const rows = (await newOpenings(db, new Date(0), new Date(Date.now() + 1000), new Date(0))).filter(
      (o) => o.id >= FIRST_ID,
    )
    // newOpenings keeps the open public ones only; the predicate must judge every row: read them all.
    const all = await matchableOpenings(db, gte(opportunities.id, FIRST_ID))
    expect(all.length).toBe(150)
    expect(rows.length).toBeGreaterThan(0)

    const query: fc.Arbitrary<OpportunityListQuery> = fc.record(
      {
        q: fc.constantFrom('analista', 'ANÁLISTA', 'dados', 'caixa', 'crédito', 'x', '  loja '),
        states: fc.subarray(places.map((p) => p.abbr)),
        city: fc.subarray([...places.map((p) => p.city), 'Sao Paulo', 'curitiba']),
        pcd: fc.boolean(),
        temporary: fc.boolean(),
        level: fc.subarray([...OPPORTUNITY_LEVELS, 'pleno', 'SENIOR']),
        company_area: fc.constantFrom('sede-administrativa', 'SEDE-Administrativa', 'lojas-aurora', 'nenhum'),
        company_field_area: fc.subarray([1, 2, 3, 4, 5]),
        collection: fc.constantFrom('estagio', 'Trainee', 'outra'),
        bairro: fc.constantFrom('pinheiros', 'CENTRO', 'Moema'),
        country: fc.constantFrom('Brasil', 'BR', 'Argentina'),
        // 'Near' (docs/near.md): São Paulo's and Curitiba's CEPs, an unknown one, a position near Campinas.
        zipcode: fc.constantFrom('01310-100', '80000000', '99999-999'),
        lat: fc.constantFrom(-22.91),
        lng: fc.constantFrom(-47.06),
        radius: fc.constantFrom(10, 25, 50, 100),
        internal_recruitment: fc.boolean(),
      },
      { requiredKeys: [] },
    )
    await fc.assert(
      fc.asyncProperty(query, async (raw) => {
        const parsed = parseOpportunityListParams(
          toOpportunityListSearchParams({ ...raw, company_id: DEFAULT_COMPANY_ID }),
        )
        if (!parsed.ok) return
        const params = parsed.value
        // The list resolves its 'near' parameters so (an unknown CEP or half a position: 400, no list).
        const near = await nearCities(tablePostalService(db), params)
        if (!near.ok) return
        const inReach = near.near ? near.near.map((place) => place.id) : null
        const selected = await db
          .select({ id: opportunities.id })
          .from(opportunities)
          .where(
            and(
              gte(opportunities.id, FIRST_ID),
              ...listConditions(params, now),
              // listQuery's join with the municipalities in reach.
              ...(inReach ? [inArray(opportunities.cityId, inReach.length ? inReach : [-1])] : []),
            ),
          )
        const bySql = new Set(selected.map((r) => r.id))
        const reach = inReach ? new Set(inReach) : null
        for (const opening of all)
          expect(openingMatchesListParams(opening, params, now, null, reach), `opening ${opening.id}`).toBe(
            bySql.has(opening.id),
          )
      }),
      { numRuns: 120, seed: 35 },
    )
  })

  it('matchAlerts answers, per alert, the openings created in its window that its search shows', () => {
    const sp = places.find((p) => p.abbr === 'SP')!.stateId
    const rj = places.find((p) => p.abbr === 'RJ')!.stateId
    const base = { statusId: 1, internalRecruitment: false, pcd: false, temporary: false, level: 'Pleno' }
    const opening = (id: number, title: string, stateId: number, minutesAgo: number): NewOpening => ({
      ...base,
      id,
      companyId: DEFAULT_COMPANY_ID,
      expiredAt: new Date(now.getTime() + 86_400_000),
      stateId,
      cityNameNormalized: null,
      titleNormalized: normalizeSearchText(title),
      team: null,
      jobAreaId: null,
      collection: null,
      neighborhoodNormalized: null,
      cityId: stateId === sp ? 3550308 : 3304557,
      createdAt: new Date(now.getTime() - minutesAgo * 60_000),
    })
    const openings = [
      opening(1, 'Analista', sp, 5),
      opening(2, 'Analista', rj, 5),
      opening(3, 'Caixa', sp, 120),
    ]
    const window = new Date(now.getTime() - 60 * 60_000)
    const alert = (id: number, search: string) => ({
      id,
      search,
      companyId: DEFAULT_COMPANY_ID,
      checkedUntil: window,
    })
    const result = matchAlerts(
      [alert(1, 'term=analista&state=SP'), alert(2, 'state=SP'), alert(3, 'term=gerente')],
      openings,
      now,
    )
    expect(result.get(1)?.map((o) => o.id)).toEqual([1])
    // Opening 3 was created before the window started: not new to the alert.
    expect(result.get(2)?.map((o) => o.id)).toEqual([1])
    expect(result.has(3)).toBe(false)

    // 'Near' searches (docs/near.md): only the municipalities in reach; an unknown origin matches nothing.
    const nearSp = [alert(4, 'cep=01310100&raio=25'), alert(5, 'cep=99999999&raio=25')]
    const reachOf = (params: { zipcode?: string }) =>
      params.zipcode === '01310100' ? new Set([3550308]) : params.zipcode ? (false as const) : null
    const near = matchAlerts(nearSp, openings, now, reachOf)
    expect(near.get(4)?.map((o) => o.id)).toEqual([1])
    expect(near.has(5)).toBe(false)

    // A run reads each distinct search once, for the 'near' look-ups and the matching alike.
    const read: string[] = []
    const reader = alertParamsReader()
    const paramsOf = (a: { search: string; companyId: number }) => {
      read.push(a.search)
      return reader(a)
    }
    const same = [alert(6, 'state=SP'), alert(7, 'state=SP'), { ...alert(8, 'state=SP'), companyId: 2 }]
    expect(paramsOf(same[0]!)).toBe(paramsOf(same[1]!))
    expect(paramsOf(same[2]!)?.company_id).toBe(2)
    read.length = 0
    const shared = matchAlerts(same, openings, now, () => null, paramsOf)
    expect([...shared.keys()].sort()).toEqual([6, 7])
    expect(read).toEqual(['state=SP', 'state=SP'])
  })

  it('alertListParams reads an alert’s search as /vagas sends it to the list', () => {
    expect(alertListParams('state=SP&term=analista', 9)).toMatchObject({
      states: [places.find((p) => p.abbr === 'SP')!.stateId],
      q: 'analista',
      company_id: 9,
      page: 1,
    })
  })
})

interface InboxMail {
  subject: string
  text: string
  links: string[]
  headers: Record<string, string>
}
async function mails(to: string): Promise<InboxMail[]> {
  const response = await platform.app.request(`/dev/outbox?to=${encodeURIComponent(to)}`)
  return (await response.json()) as InboxMail[]
}

describe('an anonymous alert, from the double opt-in to the one-click unsubscribe', () => {
  it('sends nothing until confirmed, then one digest with the new opening, and nothing after unsubscribing', async () => {
    const app = platform.app
    const email = `alerta-${Date.now()}@example.com`
    const created = await app.request('/v1/job-alerts', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ search: 'term=Cientista&state=SP&bogus=1', frequency: 'weekly', email }),
    })
    expect(created.status).toBe(201)
    const { alert } = (await created.json()) as { alert: { id: number; status: string } }
    expect(alert.status).toBe('pending')
    const db = platform.database.db
    const [row] = await db.select().from(jobAlerts).where(eq(jobAlerts.id, alert.id))
    expect(row!.search).toBe('term=Cientista&state=SP')

    const outbox = (await (await app.request(`/dev/outbox?to=${encodeURIComponent(email)}`)).json()) as {
      template: string
      link?: string
      data?: { link?: string }
    }[]
    const confirm = outbox.find((m) => m.template === 'job-alert-confirm')
    expect(confirm).toBeDefined()
    const link = new URL(confirm!.link!)
    expect(link.pathname).toBe('/alertas/confirmar')

    const newOpening = () =>
      app.request('/dev/job-alerts/openings', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ title: 'Cientista de Dados', state: 'SP', city: 'São Paulo' }),
      })
    const run = async () =>
      (await (await app.request('/dev/job-alerts/run', { method: 'POST' })).json()) as { digests: number }

    // Pending: an opening arrives, nothing is sent.
    expect((await newOpening()).status).toBe(201)
    await run()
    const digestsOf = async () =>
      (
        (await (await app.request(`/dev/outbox?to=${encodeURIComponent(email)}`)).json()) as {
          template: string
        }[]
      ).filter((m) => m.template === 'job-alert-digest')
    expect(await digestsOf()).toHaveLength(0)

    // A wrong token is refused; the page asks before confirming (a GET changes nothing).
    const wrong = await app.request(
      `/alertas/confirmar?alerta=${alert.id}&token=x${link.searchParams.get('token')}`,
    )
    expect(wrong.status).toBe(400)
    expect(await wrong.text()).toContain('Este link é inválido')
    const page = await app.request(`${link.pathname}${link.search}`)
    expect(await page.text()).toContain('Confirmar alerta')
    expect((await db.select().from(jobAlerts).where(eq(jobAlerts.id, alert.id)))[0]!.status).toBe('pending')
    const confirmed = await app.request(`${link.pathname}${link.search}`, { method: 'POST' })
    expect(await confirmed.text()).toContain('Alerta confirmado')

    // Confirmed: the earlier opening is not new to it; one arriving now is.
    const { id: openingId } = (await (await newOpening()).json()) as { id: number }
    expect((await run()).digests).toBe(1)
    expect((await run()).digests).toBe(0)
    const [digest] = (await digestsOf()) as unknown as {
      template: string
      body: string
      data: { unsubscribeUrl: string; jobs: { link: string }[] }
    }[]
    expect(digest!.body).toContain('Cientista de Dados')
    expect(digest!.body).toContain(`/vagas/${openingId}-`)
    const unsubscribe = new URL(/http:\/\/platform\.test\/alertas\/cancelar\S+/.exec(digest!.body)![0])
    expect(unsubscribe.origin + unsubscribe.pathname).toBe('http://platform.test/alertas/cancelar')

    // RFC 8058: the mail reader's POST, no login, no page needed.
    const oneClick = await app.request(`${unsubscribe.pathname}${unsubscribe.search}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    })
    expect(oneClick.status).toBe(200)
    expect((await db.select().from(jobAlerts).where(eq(jobAlerts.id, alert.id)))[0]!.status).toBe(
      'unsubscribed',
    )
    await newOpening()
    expect((await run()).digests).toBe(0)
  })

  it('refuses an anonymous alert without a valid e-mail, with core’s text', async () => {
    const response = await platform.app.request('/v1/job-alerts', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ search: '', frequency: 'daily', email: 'nao-e-email' }),
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      errors: [{ message: 'Informe um e-mail válido.', field: 'email' }],
    })
  })
})

describe('a candidate’s own alerts', () => {
  it('are active at once, listed, paused, changed, exported and deleted only by their owner', async () => {
    const joana = await signUp(platform)
    const other = await signUp(platform)
    const auth = (who: { token: string }) => ({
      Authorization: buildAuthorizationHeader(platform.config.clientTokens[0]!, who.token),
      'Content-Type': 'application/json',
    })
    const app = platform.app
    const created = await app.request('/v1/job-alerts', {
      method: 'POST',
      headers: auth(joana),
      body: JSON.stringify({ search: 'field_area=14', frequency: 'daily', email: 'ignorado@example.com' }),
    })
    expect(created.status).toBe(201)
    const { alert } = (await created.json()) as { alert: { id: number; status: string } }
    expect(alert.status).toBe('active')
    const listed = (await (await app.request('/v1/job-alerts', { headers: auth(joana) })).json()) as {
      alerts: { id: number; frequency: string; status: string }[]
    }
    expect(listed.alerts).toEqual([
      expect.objectContaining({ id: alert.id, frequency: 'daily', status: 'active' }),
    ])
    expect((await app.request('/v1/job-alerts')).status).toBe(401)

    const patch = (who: { token: string }, body: object) =>
      app.request(`/v1/job-alerts/${alert.id}`, {
        method: 'PATCH',
        headers: auth(who),
        body: JSON.stringify(body),
      })
    expect((await patch(other, { paused: true })).status).toBe(404)
    const paused = (await (await patch(joana, { paused: true, frequency: 'weekly' })).json()) as {
      alert: { status: string; frequency: string }
    }
    expect(paused.alert).toMatchObject({ status: 'paused', frequency: 'weekly' })

    // Paused: no digest, whatever arrives.
    await app.request('/dev/job-alerts/openings', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ title: 'Desenvolvedora', jobArea: 14 }),
    })
    await runJobAlerts(jobAlertDeps(platform.config, platform.database.db), { ignoreSchedule: true })
    expect((await mails(joana.email)).filter((m) => m.subject?.includes('alerta'))).toHaveLength(0)

    const exported = await exportJobAlerts(platform.database.db, joana.userId)
    expect(exported).toEqual([
      expect.objectContaining({
        id: alert.id,
        search: 'field_area=14',
        summary: 'Tecnologia',
        status: 'paused',
      }),
    ])
    expect(await exportJobAlerts(platform.database.db, other.userId)).toEqual([])

    expect(
      (await app.request(`/v1/job-alerts/${alert.id}`, { method: 'DELETE', headers: auth(other) })).status,
    ).toBe(404)
    expect(
      (await app.request(`/v1/job-alerts/${alert.id}`, { method: 'DELETE', headers: auth(joana) })).status,
    ).toBe(204)
    expect(await exportJobAlerts(platform.database.db, joana.userId)).toEqual([])
  })
})
