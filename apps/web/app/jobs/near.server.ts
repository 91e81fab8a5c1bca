// 'Perto de mim' on the server (docs/near.md): the control's texts as the brand words them, the distance on a
// card, and what the page says about the URL's CEP — refused before any call when it is not 8 digits, or after
// the platform did not find it — keeping what was typed so nothing is lost.
import { isPlatformError } from '@carreiras/api'
import {
  EMPTY_NEAR_FILTERS,
  NEAR_FILTER_PARAMS,
  cepDigits,
  formatCep,
  isNearActive,
  nearSearchTexts,
  type JobFilters,
  type NearSearchTexts,
} from '@carreiras/core'
import { brandMessages } from '../brands/index.server'
import type { NearView } from './near-search-area'

export type { NearView }

/** 'A 12 km' on a card. */
export const nearDistance = (km: number) => brandMessages().near.distance(km)

export function nearTexts(): NearSearchTexts {
  return nearSearchTexts(brandMessages())
}

/** The control's state for a URL before listing: a CEP that is not 8 digits is refused here. */
export function nearViewFromUrl(search: URLSearchParams, filters: JobFilters): NearView {
  const typed = (search.get(NEAR_FILTER_PARAMS.cep) ?? '').slice(0, 20)
  if (typed.trim() !== '' && cepDigits(typed) === null)
    return { cep: typed, error: brandMessages().near.errors.cepInvalid }
  return { cep: filters.cep ? formatCep(filters.cep) : '', error: null }
}

/**
 * The list refused the near filter: a CEP the platform does not know (its 400). The list is then shown
 * without it, the field keeps the CEP and says why; any other failure is not this one.
 */
export function cepNotFound(error: unknown, filters: JobFilters): boolean {
  return isPlatformError(error) && error.status === 400 && isNearActive(filters) && filters.cep !== ''
}

export function withoutNear(filters: JobFilters, view: NearView): { filters: JobFilters; near: NearView } {
  return {
    filters: { ...filters, ...EMPTY_NEAR_FILTERS },
    near: { cep: view.cep, error: brandMessages().near.errors.cepNotFound },
  }
}
