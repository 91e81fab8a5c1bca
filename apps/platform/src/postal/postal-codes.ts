// The postal-code service, in ViaCEP's shape (plain JSON, docs/wire-format.md, "Not encrypted"):
//   GET /ws/{cep}/json/ → 200 { "cep": "01310-100", "logradouro": "…", "complemento": "…", "bairro": "…",
//                               "localidade": "São Paulo", "uf": "SP", "ibge": "3550308" }
//   non-digits are stripped; not 8 digits → 400 { "errors": [{ "message": "CEP inválido", "field": "cep" }] }
//   unknown → 200 { "erro": true } (ViaCEP's own answer for a CEP it does not know)
//   the configured service failing → 504 (time-out) / 502 { "errors": [{ "message": "Não foi possível buscar o endereço agora. …" }] }
// The answers come from service.ts: a real ViaCEP-compatible service (POSTAL_CODE_URL, always in
// production) or, in development and tests, the table below.
// Rows are seeded (see `buildPostalCodes`): one general CEP per IBGE municipality, made up but shaped like
// the real ones (the state's range, the capital at its start, suffix -000), plus the openings' addresses.
import { CEP_MASK, applyMask, unmask } from '@carreiras/core'
import { count, eq } from 'drizzle-orm'
import { Hono, type Context } from 'hono'
import type { Db } from '../db/client.js'
import { cities, opportunities, postalCodes, states } from '../db/schema.js'
import { normalizeText } from '../lib/text.js'
import type { Logger } from '../logger.js'
import { PLATFORM_MESSAGES } from '../messages.js'
import { PostalServiceError, type PostalService } from './contract.js'

export type PostalCodeRow = typeof postalCodes.$inferInsert

/**
 * Each state's 5-digit CEP prefix range (as the Correios assign them, simplified: one range per state,
 * DF and GO split where they overlap) and its capital, which gets the range's first prefix.
 */
export const CEP_RANGES: Readonly<Record<string, { from: number; to: number; capital: string }>> = {
  SP: { from: 1000, to: 19999, capital: 'São Paulo' },
  RJ: { from: 20000, to: 28999, capital: 'Rio de Janeiro' },
  ES: { from: 29000, to: 29999, capital: 'Vitória' },
  MG: { from: 30000, to: 39999, capital: 'Belo Horizonte' },
  BA: { from: 40000, to: 48999, capital: 'Salvador' },
  SE: { from: 49000, to: 49999, capital: 'Aracaju' },
  PE: { from: 50000, to: 56999, capital: 'Recife' },
  AL: { from: 57000, to: 57999, capital: 'Maceió' },
  PB: { from: 58000, to: 58999, capital: 'João Pessoa' },
  RN: { from: 59000, to: 59999, capital: 'Natal' },
  CE: { from: 60000, to: 63999, capital: 'Fortaleza' },
  PI: { from: 64000, to: 64999, capital: 'Teresina' },
  MA: { from: 65000, to: 65999, capital: 'São Luís' },
  PA: { from: 66000, to: 68899, capital: 'Belém' },
  AP: { from: 68900, to: 68999, capital: 'Macapá' },
  AM: { from: 69000, to: 69299, capital: 'Manaus' },
  RR: { from: 69300, to: 69399, capital: 'Boa Vista' },
  AC: { from: 69900, to: 69999, capital: 'Rio Branco' },
  DF: { from: 70000, to: 73699, capital: 'Brasília' },
  GO: { from: 74000, to: 76799, capital: 'Goiânia' },
  RO: { from: 76800, to: 76999, capital: 'Porto Velho' },
  TO: { from: 77000, to: 77999, capital: 'Palmas' },
  MT: { from: 78000, to: 78899, capital: 'Cuiabá' },
  MS: { from: 79000, to: 79999, capital: 'Campo Grande' },
  PR: { from: 80000, to: 87999, capital: 'Curitiba' },
  SC: { from: 88000, to: 89999, capital: 'Florianópolis' },
  RS: { from: 90000, to: 99999, capital: 'Porto Alegre' },
}

/** A few real street CEPs, so the familiar examples answer with a street. */
const KNOWN_STREETS: readonly (Omit<PostalCodeRow, 'cityId'> & { ibge: number })[] = [
  {
    cep: '01310100',
    street: 'Avenida Paulista',
    complement: 'de 612 a 1510 - lado par',
    neighborhood: 'Bela Vista',
    ibge: 3550308,
  },
]

export interface PostalCity {
  id: number
  name: string
  stateAbbr: string
}

export interface PostalAddress {
  zipcode: string | null
  street: string | null
  neighborhood: string | null
  cityId: number | null
}

/**
 * The seeded rows (pure, deterministic): every city's general CEP — its state's cities in IBGE-code
 * order spread evenly over the range after the capital's — then the known streets and the openings'
 * addresses where their CEP is still free (a city never loses its general CEP).
 */
export function buildPostalCodes(
  cityList: readonly PostalCity[],
  addresses: readonly PostalAddress[],
): PostalCodeRow[] {
  const rows = new Map<string, PostalCodeRow>()
  const byState = new Map<string, PostalCity[]>()
  for (const city of cityList) {
    const list = byState.get(city.stateAbbr)
    if (list) list.push(city)
    else byState.set(city.stateAbbr, [city])
  }
  for (const [abbr, stateCities] of byState) {
    const range = CEP_RANGES[abbr]
    if (!range) throw new Error(`CEP: UF sem faixa ${abbr}`)
    const capital = stateCities.find((c) => normalizeText(c.name) === normalizeText(range.capital))
    const others = stateCities.filter((c) => c !== capital).sort((a, b) => a.id - b.id)
    if (capital) rows.set(cepOf(range.from), { cep: cepOf(range.from), cityId: capital.id })
    const span = range.to - range.from // prefixes after the capital's
    others.forEach((city, i) => {
      const cep = cepOf(range.from + 1 + Math.floor((i * span) / others.length))
      rows.set(cep, { cep, cityId: city.id })
    })
  }
  const cityIds = new Set(cityList.map((c) => c.id))
  const add = (row: PostalCodeRow) => {
    if (/^\d{8}$/.test(row.cep) && cityIds.has(row.cityId) && !rows.has(row.cep)) rows.set(row.cep, row)
  }
  for (const { ibge, ...row } of KNOWN_STREETS) add({ ...row, cityId: ibge })
  for (const a of addresses) {
    if (a.zipcode === null || a.cityId === null) continue
    add({
      cep: unmask(a.zipcode),
      street: a.street ?? '',
      neighborhood: a.neighborhood ?? '',
      cityId: a.cityId,
    })
  }
  return [...rows.values()]
}

const cepOf = (prefix: number) => `${String(prefix).padStart(5, '0')}000`

/**
 * Fills `postal_codes` when it is empty, from the cities and openings already in the database (so a
 * database seeded before this table existed gets it too). Returns the rows written (0 when it had some).
 */
export async function seedPostalCodes(db: Db): Promise<number> {
  const [existing] = await db.select({ n: count() }).from(postalCodes)
  if ((existing?.n ?? 0) > 0) return 0
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
    for (let i = 0; i < rows.length; i += 1000)
      await tx
        .insert(postalCodes)
        .values(rows.slice(i, i + 1000))
        .onConflictDoNothing()
  })
  return rows.length
}

/** One CEP in ViaCEP's shape; null when unknown. `digits` is the 8-digit CEP. */
export async function findPostalCode(db: Db, digits: string) {
  const [row] = await db
    .select({
      cep: postalCodes.cep,
      street: postalCodes.street,
      complement: postalCodes.complement,
      neighborhood: postalCodes.neighborhood,
      city: cities.name,
      ibge: cities.id,
      uf: states.abbr,
    })
    .from(postalCodes)
    .innerJoin(cities, eq(cities.id, postalCodes.cityId))
    .innerJoin(states, eq(states.id, cities.stateId))
    .where(eq(postalCodes.cep, digits))
    .limit(1)
  if (!row) return null
  return {
    cep: applyMask(row.cep, CEP_MASK),
    logradouro: row.street,
    complemento: row.complement,
    bairro: row.neighborhood,
    localidade: row.city,
    uf: row.uf,
    ibge: String(row.ibge),
  }
}

/**
 * `GET /ws/{cep}/json/`, answered by the configured service (service.ts): the remote one's failures are a
 * 504 (time-out) or 502 with core's 'could not look the address up' text, which the site shows as such.
 */
export function postalCodeRoutes(service: PostalService, logger?: Pick<Logger, 'error'>) {
  const routes = new Hono()
  const lookup = async (c: Context) => {
    const digits = unmask(c.req.param('cep') ?? '')
    if (digits.length !== 8)
      return c.json({ errors: [{ message: PLATFORM_MESSAGES.invalidCep, field: 'cep' }] }, 400)
    try {
      const address = await service.lookup(digits)
      return c.json(address ?? { erro: true })
    } catch (error) {
      if (!(error instanceof PostalServiceError)) throw error
      logger?.error('postal-code service failed', error, { reason: error.reason })
      return c.json(
        { errors: [{ message: PLATFORM_MESSAGES.postalServiceFailed }] },
        error.reason === 'timeout' ? 504 : 502,
        { 'Cache-Control': 'no-store' },
      )
    }
  }
  // ViaCEP's path ends in a slash; the form without it is accepted too.
  routes.get('/:cep/json/', lookup)
  routes.get('/:cep/json', lookup)
  return routes
}
