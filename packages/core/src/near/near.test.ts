import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { jobFiltersFromUrl, jobFiltersToListQuery, jobFiltersToUrl } from '../job-search/job-search.schema'
import { activeFilterKeys, removeFilter } from '../job-search/job-search.selectors'
import { ptBR } from '../messages/pt-BR'
import { distanceKm, placesWithin, type GeoPlace, type GeoPoint } from './distance'
import { nearFiltersFromUrl, nearFiltersToListQuery, nearFiltersToUrl } from './near.filters'
import {
  NEAR_DEFAULT_RADIUS_KM,
  NEAR_RADII_KM,
  cepDigits,
  formatCep,
  formatCoords,
  parseCoords,
} from './near.rules'

// Seats of the municipalities (data/municipios, IBGE codes).
const SAO_PAULO = { id: 3550308, latitude: -23.5329, longitude: -46.6395 }
const RIO = { id: 3304557, latitude: -22.9129, longitude: -43.2003 }
const GUARULHOS = { id: 3518800, latitude: -23.4538, longitude: -46.5333 }
const CAMPINAS = { id: 3509502, latitude: -22.9053, longitude: -47.0659 }

const point = fc.record({
  latitude: fc.double({ min: -90, max: 90, noNaN: true }),
  longitude: fc.double({ min: -180, max: 180, noNaN: true }),
})
/** Points over Brazil's bounding box, where the site's places are. */
const brazil = fc.record({
  latitude: fc.double({ min: -34, max: 6, noNaN: true }),
  longitude: fc.double({ min: -74, max: -34, noNaN: true }),
})
const places = fc
  .array(brazil, { maxLength: 60 })
  .map((points) => points.map((p, i): GeoPlace => ({ id: i + 1, ...p })))
const radius = fc.double({ min: 0, max: 3000, noNaN: true })

describe('distanceKm (haversine)', () => {
  it('measures known distances between seats', () => {
    expect(distanceKm(SAO_PAULO, RIO)).toBeCloseTo(357, -1)
    expect(distanceKm(SAO_PAULO, GUARULHOS)).toBeGreaterThan(12)
    expect(distanceKm(SAO_PAULO, GUARULHOS)).toBeLessThan(15)
    expect(distanceKm(SAO_PAULO, CAMPINAS)).toBeGreaterThan(80)
    expect(distanceKm(SAO_PAULO, CAMPINAS)).toBeLessThan(90)
  })

  it('is symmetric, zero for the same point, never negative and at most half the circumference', () => {
    fc.assert(
      fc.property(point, point, (a, b) => {
        const ab = distanceKm(a, b)
        expect(ab).toBe(distanceKm(b, a))
        expect(ab).toBeGreaterThanOrEqual(0)
        expect(ab).toBeLessThanOrEqual(Math.PI * 6371.0088 + 1e-6)
        expect(distanceKm(a, a)).toBe(0)
      }),
    )
  })

  it('keeps the triangle inequality', () => {
    fc.assert(
      fc.property(point, point, point, (a, b, c) => {
        // Within a metre: near antipodal points the haversine's arcsine is ill-conditioned (a sum of two
        // half-circumferences came out 5 cm short of the direct one).
        expect(distanceKm(a, c)).toBeLessThanOrEqual(distanceKm(a, b) + distanceKm(b, c) + 1e-3)
      }),
    )
  })
})

describe('placesWithin (the near filter)', () => {
  it('lists São Paulo and Guarulhos within 25 km of São Paulo, nearest first, and not Campinas or Rio', () => {
    const near = placesWithin(SAO_PAULO, [RIO, CAMPINAS, GUARULHOS, SAO_PAULO], 25)
    expect(near.map((p) => p.id)).toEqual([SAO_PAULO.id, GUARULHOS.id])
    expect(near[0]!.distanceKm).toBe(0)
  })

  it('lists nothing outside the radius and everything inside it, ordered by distance', () => {
    fc.assert(
      fc.property(brazil, places, radius, (origin, list, r) => {
        const near = placesWithin(origin, list, r)
        for (const place of near) expect(place.distanceKm).toBeLessThanOrEqual(r)
        const expected = list.filter((p) => distanceKm(origin, p) <= r).map((p) => p.id)
        expect(near.map((p) => p.id).sort((a, b) => a - b)).toEqual(expected.sort((a, b) => a - b))
        for (let i = 1; i < near.length; i++) {
          const [before, after] = [near[i - 1]!, near[i]!]
          expect(
            before.distanceKm < after.distanceKm ||
              (before.distanceKm === after.distanceKm && before.id < after.id),
          ).toBe(true)
        }
      }),
    )
  })

  it('includes a place exactly on the radius and leaves it out just inside it', () => {
    fc.assert(
      fc.property(point, point, (origin, other) => {
        const d = distanceKm(origin, other)
        const place = { id: 1, ...other }
        expect(placesWithin(origin, [place], d)).toEqual([{ id: 1, distanceKm: d }])
        if (d > 0) expect(placesWithin(origin, [place], d * (1 - 1e-12) - 1e-9)).toEqual([])
      }),
    )
  })

  it('is the same seen from either end: B is within r of A exactly when A is within r of B', () => {
    fc.assert(
      fc.property(point, point, radius, (a, b, r) => {
        const fromA = placesWithin(a, [{ id: 2, ...b }], r).length
        const fromB = placesWithin(b, [{ id: 1, ...a }], r).length
        expect(fromA).toBe(fromB)
      }),
    )
  })

  it('lists nothing for a negative or missing radius, or an invalid origin', () => {
    expect(placesWithin(SAO_PAULO, [SAO_PAULO], -1)).toEqual([])
    expect(placesWithin(SAO_PAULO, [SAO_PAULO], Number.NaN)).toEqual([])
    expect(placesWithin({ latitude: 91, longitude: 0 }, [SAO_PAULO], 100)).toEqual([])
  })
})

describe('CEP and position as the list takes them', () => {
  it('reads a CEP with or without its mask, and refuses anything else', () => {
    expect(cepDigits('01310-100')).toBe('01310100')
    expect(cepDigits(' 01310100 ')).toBe('01310100')
    expect(cepDigits('01310-10')).toBeNull()
    expect(cepDigits('abcde-fgh')).toBeNull()
    expect(formatCep('01310100')).toBe('01310-100')
  })

  it('rounds a position to two decimals (about a kilometre) before it reaches a URL', () => {
    expect(formatCoords({ latitude: -23.561684, longitude: -46.655981 })).toBe('-23.56,-46.66')
    expect(parseCoords('-23.561684,-46.655981')).toEqual({ latitude: -23.56, longitude: -46.66 })
    expect(parseCoords('91,0')).toBeNull()
    expect(parseCoords('x,y')).toBeNull()
    fc.assert(
      fc.property(point, (p: GeoPoint) => {
        const text = formatCoords(p)
        expect(text).toMatch(/^-?\d+(\.\d{1,2})?,-?\d+(\.\d{1,2})?$/)
        expect(parseCoords(text)).toEqual(parseCoords(formatCoords(parseCoords(text)!)))
      }),
    )
  })
})

describe('near filters in the /vagas URL and the list query', () => {
  it('takes a CEP and a radius, defaulting the radius, and sends zipcode/radius', () => {
    const { filters, explicit } = jobFiltersFromUrl(new URLSearchParams('cep=01310-100&raio=25&state=SP'))
    expect(explicit).toBe(true)
    expect(filters).toMatchObject({ cep: '01310100', coords: '', radius: 25, state: 'SP' })
    expect(String(jobFiltersToUrl(filters))).toBe('state=SP&cep=01310100&raio=25')
    expect(jobFiltersToListQuery(filters, 1)).toMatchObject({
      zipcode: '01310100',
      radius: 25,
      states: ['SP'],
    })
    expect(nearFiltersFromUrl({ cep: '01310100', raio: '7' }).radius).toBe(NEAR_DEFAULT_RADIUS_KM)
  })

  it('takes a rounded position, never the precise one, and sends lat/lng', () => {
    const near = nearFiltersFromUrl({ perto: '-23.561684,-46.655981', raio: '10' })
    expect(near).toEqual({ cep: '', coords: '-23.56,-46.66', radius: 10 })
    expect(nearFiltersToUrl(near)).toEqual([
      ['perto', '-23.56,-46.66'],
      ['raio', '10'],
    ])
    expect(nearFiltersToListQuery(near)).toEqual({ lat: -23.56, lng: -46.66, radius: 10 })
  })

  it('drops an invalid CEP and a radius alone', () => {
    expect(nearFiltersFromUrl({ cep: '0131', raio: '25' })).toEqual({ cep: '', coords: '', radius: null })
    expect(
      jobFiltersToListQuery(jobFiltersFromUrl(new URLSearchParams('raio=25')).filters, 1),
    ).not.toHaveProperty('radius')
  })

  it('round-trips every offered radius through the URL', () => {
    fc.assert(
      fc.property(fc.constantFrom(...NEAR_RADII_KM), fc.stringMatching(/^\d{8}$/), (r, cep) => {
        const { filters } = jobFiltersFromUrl(new URLSearchParams(`cep=${cep}&raio=${r}`))
        expect(jobFiltersFromUrl(jobFiltersToUrl(filters)).filters).toEqual(filters)
      }),
    )
  })

  it('shows as a removable badge, removed with its radius', () => {
    const { filters } = jobFiltersFromUrl(new URLSearchParams('cep=01310100&raio=50&pcd=true'))
    expect(activeFilterKeys(filters)).toEqual(['pcd', 'near'])
    expect({ ...filters, ...removeFilter('near') }).toMatchObject({
      cep: '',
      coords: '',
      radius: null,
      pcd: true,
    })
  })

  it('words the distance on a card in pt-BR', () => {
    expect(ptBR.near.distance(0)).toBe('A menos de 1 km')
    expect(ptBR.near.distance(2.46)).toBe('A 2,5 km')
    expect(ptBR.near.distance(13.6)).toBe('A 14 km')
    expect(ptBR.near.badgeCep(25, '01310-100')).toBe('Até 25 km do CEP 01310-100')
  })
})
