// 'Perto de mim' as part of the job list's filters (docs/near.md): read from and written to the /vagas URL
// (`cep`, `perto`, `raio`) and sent to the opportunities API (`zipcode`/`radius`, or `lat`/`lng` for the
// browser's position). A CEP wins over a position; either one without a radius takes the default radius.
import { NEAR_DEFAULT_RADIUS_KM, cepDigits, isNearRadius, parseCoords } from './near.rules'

export interface NearFilters {
  /** The CEP's 8 digits, '' for none. */
  cep: string
  /** The browser's position, rounded ('-23.56,-46.66'), '' for none. */
  coords: string
  /** One of NEAR_RADII_KM while a CEP or a position is set, otherwise null. */
  radius: number | null
}

export const NEAR_FILTER_PARAMS = { cep: 'cep', coords: 'perto', radius: 'raio' } as const

export const EMPTY_NEAR_FILTERS: NearFilters = Object.freeze({ cep: '', coords: '', radius: null })

/** The near filters of a /vagas URL's first values; an invalid CEP or position is left out (the page says why). */
export function nearFiltersFromUrl(raw: Readonly<Record<string, string | undefined>>): NearFilters {
  const cep = cepDigits(raw[NEAR_FILTER_PARAMS.cep] ?? '') ?? ''
  const point = cep ? null : parseCoords(raw[NEAR_FILTER_PARAMS.coords] ?? '')
  const coords = point ? `${point.latitude},${point.longitude}` : ''
  if (!cep && !coords) return EMPTY_NEAR_FILTERS
  const radius = Number(raw[NEAR_FILTER_PARAMS.radius])
  return { cep, coords, radius: isNearRadius(radius) ? radius : NEAR_DEFAULT_RADIUS_KM }
}

/** Whether the list is filtered and ordered by distance. */
export function isNearActive(filters: NearFilters): boolean {
  return filters.radius !== null && (filters.cep !== '' || filters.coords !== '')
}

/** The URL pairs of the near filters ([] when inactive). */
export function nearFiltersToUrl(filters: NearFilters): [string, string][] {
  if (!isNearActive(filters)) return []
  return [
    filters.cep ? [NEAR_FILTER_PARAMS.cep, filters.cep] : [NEAR_FILTER_PARAMS.coords, filters.coords],
    [NEAR_FILTER_PARAMS.radius, String(filters.radius)],
  ]
}

/** The opportunities API's parameters for the near filters ({} when inactive). */
export function nearFiltersToListQuery(filters: NearFilters): {
  zipcode?: string
  lat?: number
  lng?: number
  radius?: number
} {
  if (!isNearActive(filters)) return {}
  const radius = filters.radius ?? undefined
  if (filters.cep) return { zipcode: filters.cep, radius }
  const point = parseCoords(filters.coords)
  return point ? { lat: point.latitude, lng: point.longitude, radius } : {}
}
