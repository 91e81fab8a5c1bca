// The postal-code stand-in: GET /ws/{cep}/json/ in ViaCEP's shape, backed by the seeded postal_codes.
import { count, eq, isNull, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cities, opportunities, postalCodes } from '../src/db/schema.js'
import { buildPostalCodes, CEP_RANGES, seedPostalCodes } from '../src/postal/postal-codes.js'
import { createTestPlatform, rowsOf, type TestPlatform } from './helpers.js'

let platform: TestPlatform
beforeAll(async () => {
  platform = await createTestPlatform()
})
afterAll(() => platform.close())

const db = () => platform.database.db

async function get(path: string) {
  const response = await platform.app.request(path, { headers: { Origin: 'http://localhost:3000' } })
  return { status: response.status, headers: response.headers, body: (await response.json()) as unknown }
}

describe('GET /ws/{cep}/json/', () => {
  it('answers ViaCEP’s shape for a street CEP', async () => {
    const { status, headers, body } = await get('/ws/01310100/json/')
    expect(status).toBe(200)
    expect(headers.get('content-type')).toMatch(/^application\/json/)
    expect(headers.get('access-control-allow-origin')).toBe('http://localhost:3000')
    expect(body).toEqual({
      cep: '01310-100',
      logradouro: 'Avenida Paulista',
      complemento: 'de 612 a 1510 - lado par',
      bairro: 'Bela Vista',
      localidade: 'São Paulo',
      uf: 'SP',
      ibge: '3550308',
    })
  })

  it('strips non-digits, with or without the final slash', async () => {
    const expected = {
      cep: '05426-100',
      logradouro: 'Avenida Brigadeiro Faria Lima',
      complemento: '',
      bairro: 'Pinheiros',
      localidade: 'São Paulo',
      uf: 'SP',
      ibge: '3550308',
    }
    for (const path of ['/ws/05426-100/json/', '/ws/05426100/json', '/ws/05.426-100/json/'])
      expect(await get(path)).toMatchObject({ status: 200, body: expected })
  })

  it('knows the seeded openings’ addresses', async () => {
    expect((await get('/ws/20050092/json/')).body).toEqual({
      cep: '20050-092',
      logradouro: 'Rua Uruguaiana',
      complemento: '',
      bairro: 'Centro',
      localidade: 'Rio de Janeiro',
      uf: 'RJ',
      ibge: '3304557',
    })
    expect((await get('/ws/30130-003/json/')).body).toMatchObject({ localidade: 'Belo Horizonte', uf: 'MG' })
  })

  it('gives each city a general CEP (capital first in its state’s range)', async () => {
    expect((await get('/ws/01000000/json/')).body).toEqual({
      cep: '01000-000',
      logradouro: '',
      complemento: '',
      bairro: '',
      localidade: 'São Paulo',
      uf: 'SP',
      ibge: '3550308',
    })
    expect((await get('/ws/69900-000/json/')).body).toMatchObject({ localidade: 'Rio Branco', uf: 'AC' })
    expect((await get('/ws/70000-000/json/')).body).toMatchObject({ localidade: 'Brasília', uf: 'DF' })
  })

  it('400 when it is not 8 digits', async () => {
    for (const cep of ['1234567', '123456789', 'abc', '01310-10', '%20']) {
      const { status, body } = await get(`/ws/${cep}/json/`)
      expect(status).toBe(400)
      expect(body).toEqual({ errors: [{ message: 'CEP inválido', field: 'cep' }] })
    }
  })

  it('200 { erro: true } for an unknown CEP', async () => {
    for (const cep of ['00000000', '00000-001']) {
      const { status, body } = await get(`/ws/${cep}/json/`)
      expect(status).toBe(200)
      expect(body).toEqual({ erro: true })
    }
  })
})

describe('postal_codes seed', () => {
  it('has at least one CEP for every seeded city, each inside its state’s range', async () => {
    const [orphans] = await db()
      .select({ n: count() })
      .from(cities)
      .leftJoin(postalCodes, eq(postalCodes.cityId, cities.id))
      .where(isNull(postalCodes.cep))
    expect(orphans!.n).toBe(0)
    const [total] = await db().select({ n: count() }).from(cities)
    expect(total!.n).toBeGreaterThan(5500)
    const general = rowsOf<{ cep: string; abbr: string }>(
      await db().execute(
        sql`select p.cep, s.abbr from postal_codes p join cities c on c.id = p.city_id join states s on s.id = c.state_id
          where p.cep like '%000' and p.street = ''`,
      ),
    )
    expect(general.length).toBeGreaterThanOrEqual(total!.n)
    for (const { cep, abbr } of general) {
      const prefix = Number(cep.slice(0, 5))
      expect(prefix).toBeGreaterThanOrEqual(CEP_RANGES[abbr]!.from)
      expect(prefix).toBeLessThanOrEqual(CEP_RANGES[abbr]!.to)
    }
  })

  it('holds the CEP of every opening that has one', async () => {
    const missing = await db().execute(
      sql`select o.id from ${opportunities} o left join ${postalCodes} p
          on p.cep = regexp_replace(o.zipcode, '\\D', '', 'g') where o.zipcode is not null and p.cep is null`,
    )
    expect(rowsOf(missing)).toEqual([])
  })

  it('is deterministic, and filling again is a no-op', async () => {
    const list = [
      { id: 3550308, name: 'São Paulo', stateAbbr: 'SP' },
      { id: 3509502, name: 'Campinas', stateAbbr: 'SP' },
      { id: 3304557, name: 'Rio de Janeiro', stateAbbr: 'RJ' },
    ]
    const addresses = [
      { zipcode: '13010-000', street: 'Rua X', neighborhood: 'Centro', cityId: 3509502 },
      { zipcode: '01000-000', street: 'Rua Y', neighborhood: 'Sé', cityId: 3550308 },
    ]
    const rows = buildPostalCodes(list, addresses)
    expect(buildPostalCodes(list, addresses)).toEqual(rows)
    expect(rows.filter((r) => r.cityId === 3550308).map((r) => r.cep)).toEqual(['01000000', '01310100'])
    expect(rows.find((r) => r.cityId === 3509502)!.cep).toBe('01001000')
    expect(rows.find((r) => r.cityId === 3304557)!.cep).toBe('20000000')
    // An opening's CEP never takes a city's general one.
    expect(rows.find((r) => r.cep === '01000000')!.street ?? '').toBe('')
    expect(rows.find((r) => r.cep === '13010000')).toMatchObject({ street: 'Rua X', cityId: 3509502 })

    const [before] = await db().select({ n: count() }).from(postalCodes)
    expect(await seedPostalCodes(db())).toBe(0)
    const [after] = await db().select({ n: count() }).from(postalCodes)
    expect(after!.n).toBe(before!.n)
  })
})
