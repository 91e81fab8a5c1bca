export { EARTH_RADIUS_KM, distanceKm, isGeoPoint, placesWithin } from './distance'
export type { GeoPlace, GeoPoint, NearPlace } from './distance'
export {
  NEAR_COORDINATE_DECIMALS,
  NEAR_DEFAULT_RADIUS_KM,
  NEAR_MAX_RADIUS_KM,
  NEAR_RADII_KM,
  cepDigits,
  formatCep,
  formatCoords,
  isNearRadius,
  parseCoords,
  roundGeoPoint,
} from './near.rules'
export type { NearRadius } from './near.rules'
export {
  EMPTY_NEAR_FILTERS,
  NEAR_FILTER_PARAMS,
  isNearActive,
  nearFiltersFromUrl,
  nearFiltersToListQuery,
  nearFiltersToUrl,
} from './near.filters'
export type { NearFilters } from './near.filters'
export { nearMessages } from './near.messages'
export type { NearMessages } from './near.messages'
export { nearSearchTexts } from './near.texts'
export type { NearSearchTexts } from './near.texts'
