// 'Near' on GET /v1/opportunities (docs/near.md): zipcode (or lat/lng) and radius keep only the openings
// whose city's seat is in reach, nearest first, each with geocode_distance; combined with the other filters.
import { JOB_LIST_PAGE_SIZE, distanceKm, type OpportunityListItem } from '@carreiras/core'
import { getMunicipalities } from '@brazilian-utils/brazilian-utils'
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { municipalities, municipalitiesFile, parseMunicipalities } from '../src/near/municipalities.js'
import { createTestPlatform, type TestPlatform } from './helpers.js'
import { getJson, listAll } from './rest-helpers.js'

let platform: TestPlatform
beforeAll(async () => {
  platform = await createTestPlatform()
})
afterAll(() => platform.close())

const get = (path: string) => getJson(platform, path)
/** Every opening of a query ('?zipcode=…&radius=25'), page after page. */
const all = (query: string) => listAll(platform, query)

const SAO_PAULO_CEP = '01310100' // Avenida Paulista: São Paulo's seat is the origin
const seat = (ibge: number) => municipalities().byId.get(ibge)!
const SAO_PAULO = 3550308

const CODES = new Map(getMunicipalities().map((m) => [`${m.name}/${m.stateCode}`, Number(m.code)]))
/** IBGE code of an opening's city (unique by name and state). */
function cityCode(item: OpportunityListItem): number {
  const code = CODES.get(`${item.address.city}/${item.address.state.abbr}`)
  if (code === undefined) throw new Error(`city ${item.address.city}`)
  return code
}

describe('GET /v1/opportunities with zipcode and radius', () => {
  it('lists exactly the openings within 25 km of the CEP, nearest first, with their distances', async () => {
    const near = await all(`?zipcode=${SAO_PAULO_CEP}&radius=25`)
    const everything = await all('')
    const expected = everything.filter((item) => distanceKm(seat(SAO_PAULO), seat(cityCode(item))) <= 25)
    expect(near.length).toBeGreaterThan(JOB_LIST_PAGE_SIZE) // more than one page, still ordered across pages
    expect(new Set(near.map((i) => i.id))).toEqual(new Set(expected.map((i) => i.id)))
    const cities = new Set(near.map((i) => i.address.city))
    expect(cities).toContain('São Paulo')
    expect(cities).toContain('Guarulhos')
    expect(cities).not.toContain('Campinas')
    for (const [i, item] of near.entries()) {
      const exact = distanceKm(seat(SAO_PAULO), seat(cityCode(item)))
      expect(item.geocode_distance).toBe(Math.round(exact * 10) / 10)
      expect(item.geocode_distance!).toBeLessThanOrEqual(25)
      if (i > 0) expect(item.geocode_distance!).toBeGreaterThanOrEqual(near[i - 1]!.geocode_distance!)
    }
    // Without an origin there is no distance.
    expect(everything.every((item) => item.geocode_distance === null)).toBe(true)
  })

  it('combines with the other filters', async () => {
    const near = await all(`?zipcode=${SAO_PAULO_CEP}&radius=25`)
    const nearPcd = await all(`?zipcode=${SAO_PAULO_CEP}&radius=25&pcd=true`)
    expect(nearPcd.length).toBeGreaterThan(0)
    expect(nearPcd.map((i) => i.id)).toEqual(near.filter((i) => i.pcd).map((i) => i.id))
  })

  it('takes a position instead of a CEP, and a wider radius reaches further', async () => {
    const { latitude, longitude } = seat(SAO_PAULO)
    const here = await all(`?lat=${latitude}&lng=${longitude}&radius=25`)
    const byCep = await all(`?zipcode=${SAO_PAULO_CEP}&radius=25`)
    expect(here.map((i) => i.id)).toEqual(byCep.map((i) => i.id))
    const wide = await all(`?zipcode=${SAO_PAULO_CEP}&radius=100`)
    expect(wide.map((i) => i.address.city)).toContain('Campinas')
    // Without radius: the largest radius offered (100 km), ordered by distance.
    expect((await all(`?zipcode=${SAO_PAULO_CEP}`)).map((i) => i.id)).toEqual(wide.map((i) => i.id))
  })

  it('answers 400 with a pt-BR message for an unknown CEP or half a position', async () => {
    expect(await get('/v1/opportunities?zipcode=00000001&radius=25')).toEqual({
      status: 400,
      type: expect.stringContaining('application/json'),
      body: {
        errors: [
          { field: 'zipcode', message: 'Não encontramos esse CEP. Confira os números e tente de novo.' },
        ],
      },
    })
    expect(await get('/v1/opportunities?lat=-23.5&radius=25')).toEqual({
      status: 400,
      type: expect.stringContaining('application/json'),
      body: { errors: [{ field: 'lng', message: 'Longitude inválida' }] },
    })
    expect((await get('/v1/opportunities?lat=-123&lng=0')).status).toBe(400)
  })
})

describe('the municipalities file', () => {
  it('ships with its licence notice and has a seat for every IBGE municipality', () => {
    const file = municipalitiesFile()
    expect(readFileSync(join(dirname(file), 'LICENSE'), 'utf8')).toContain('MIT License')
    expect(existsSync(join(dirname(file), 'README.md'))).toBe(true)
    const places = parseMunicipalities(readFileSync(file, 'utf8'))
    expect(places).toHaveLength(getMunicipalities().length)
    expect(getMunicipalities().filter((m) => !municipalities().byId.has(Number(m.code)))).toEqual([])
  })

  it('refuses a bad copy', () => {
    expect(() => parseMunicipalities('codigo_ibge,nome\n1,A')).toThrow(/cabeçalho/)
    expect(() => parseMunicipalities('codigo_ibge,nome,latitude,longitude\n3550308,São Paulo,x,1')).toThrow(
      /linha 2/,
    )
  })
})
