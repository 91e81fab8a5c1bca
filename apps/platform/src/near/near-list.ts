// The list's 'near' parameters (docs/near.md): `zipcode` (through the configured postal-code service, a
// ViaCEP-compatible one in production, to its municipality's IBGE code and that municipality's seat) or `lat`/`lng` (a position, as the site sends the browser's,
// rounded), and `radius` in kilometres (NEAR_MAX_RADIUS_KM when absent). What they select is core's
// `placesWithin` over the seats: the municipalities in reach, nearest first, each with its distance; the list
// query keeps the openings of those municipalities and orders them by that distance (repository.ts).
import {
  NEAR_MAX_RADIUS_KM,
  placesWithin,
  ptBR,
  type FieldError,
  type GeoPoint,
  type NearPlace,
  type OpportunityListParams,
} from '@carreiras/core'
import type { PostalService } from '../postal/service.js'
import { municipalities } from './municipalities.js'

/** What the list needs of the postal-code service (docs/operations.md, "Postal codes"). */
export type CepLookup = Pick<PostalService, 'lookup'>

export type NearListResult = { ok: true; near: NearPlace[] | null } | { ok: false; errors: FieldError[] }

/**
 * The seat of a CEP's municipality (the postal service's IBGE code); null when the CEP is unknown, or its
 * municipality has no seat on file. The service's failures (PostalServiceError) are the caller's to answer.
 */
export async function cepOrigin(postal: CepLookup, digits: string): Promise<GeoPoint | null> {
  const answer = await postal.lookup(digits)
  const ibge = answer && /^\d{7}$/.test(answer.ibge) ? Number(answer.ibge) : null
  return ibge === null ? null : (municipalities().byId.get(ibge) ?? null)
}

/**
 * The municipalities in reach of the list's origin, nearest first; `near: null` when the list names no
 * origin. An unknown CEP, or half a position, is a 400 with a pt-BR message (never a silently wider list).
 */
export async function nearCities(postal: CepLookup, params: OpportunityListParams): Promise<NearListResult> {
  let origin: GeoPoint | null = null
  if (params.zipcode) {
    origin = await cepOrigin(postal, params.zipcode)
    if (!origin) return { ok: false, errors: [{ field: 'zipcode', message: ptBR.near.errors.cepNotFound }] }
  } else if (params.lat !== undefined || params.lng !== undefined) {
    if (params.lat === undefined || params.lng === undefined) {
      const field = params.lat === undefined ? 'lat' : 'lng'
      return { ok: false, errors: [{ field, message: ptBR.validation.listParams[field] }] }
    }
    origin = { latitude: params.lat, longitude: params.lng }
  }
  if (!origin) return { ok: true, near: null }
  return {
    ok: true,
    near: placesWithin(origin, municipalities().places, params.radius ?? NEAR_MAX_RADIUS_KM),
  }
}
