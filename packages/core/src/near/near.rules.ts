// 'Perto de mim' on the job list (docs/near.md): the radii offered, a CEP as the list takes it, and the
// browser's position as it may travel in a URL (rounded to two decimals, about a kilometre: never the
// precise point a device reported).
import { isGeoPoint, type GeoPoint } from './distance'

/** The radii offered, in kilometres ('até 10 / 25 / 50 / 100 km'). */
export const NEAR_RADII_KM = [10, 25, 50, 100] as const
export type NearRadius = (typeof NEAR_RADII_KM)[number]

/** The radius chosen when a CEP or a position comes without one. */
export const NEAR_DEFAULT_RADIUS_KM: NearRadius = 25

/**
 * The radius the platform uses when `zipcode` (or a position) comes without `radius`: the largest the site
 * offers, so the list is ordered by distance without reaching the whole country.
 */
export const NEAR_MAX_RADIUS_KM: NearRadius = 100

/** Decimal places of a position in a URL: 0.01° is about 1.1 km. */
export const NEAR_COORDINATE_DECIMALS = 2

export function isNearRadius(value: number): value is NearRadius {
  return (NEAR_RADII_KM as readonly number[]).includes(value)
}

/** The 8 digits of a CEP typed with or without its mask ('01310-100' → '01310100'); null when it is not one. */
export function cepDigits(value: string): string | null {
  const digits = value.replace(/[\s.-]/g, '')
  return /^\d{8}$/.test(digits) ? digits : null
}

/** '01310100' → '01310-100'. */
export function formatCep(digits: string): string {
  return digits.length === 8 ? `${digits.slice(0, 5)}-${digits.slice(5)}` : digits
}

const round = (value: number) => {
  const factor = 10 ** NEAR_COORDINATE_DECIMALS
  const rounded = Math.round(value * factor) / factor
  return Object.is(rounded, -0) ? 0 : rounded
}

/** A position rounded for a URL. */
export function roundGeoPoint(point: GeoPoint): GeoPoint {
  return { latitude: round(point.latitude), longitude: round(point.longitude) }
}

/** A position as the URL carries it: '-23.56,-46.66' (rounded). */
export function formatCoords(point: GeoPoint): string {
  const { latitude, longitude } = roundGeoPoint(point)
  return `${latitude},${longitude}`
}

/** '-23.56,-46.66' → the (rounded) point; null when it is not a valid position. */
export function parseCoords(value: string): GeoPoint | null {
  const match = /^\s*(-?\d{1,3}(?:\.\d+)?)\s*,\s*(-?\d{1,3}(?:\.\d+)?)\s*$/.exec(value)
  if (!match) return null
  const point = { latitude: Number(match[1]), longitude: Number(match[2]) }
  return isGeoPoint(point) ? roundGeoPoint(point) : null
}
