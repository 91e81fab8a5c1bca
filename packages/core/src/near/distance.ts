// Distances for 'Perto de mim' (docs/near.md): the great-circle distance between two points (haversine on a
// sphere of the Earth's mean radius) and the one filter every part uses — the places within a radius of an
// origin, nearest first. The platform runs it over the municipalities' seats (an opening is where its city's
// seat is); nothing else computes a distance.

/** A point in WGS 84 decimal degrees. */
export interface GeoPoint {
  latitude: number
  longitude: number
}

/** A place that can be near: an id (the IBGE code of a municipality) and its coordinates. */
export interface GeoPlace extends GeoPoint {
  id: number
}

/** A place within the radius and how far it is from the origin, in kilometres. */
export interface NearPlace {
  id: number
  distanceKm: number
}

/** The Earth's mean radius (IUGG), in kilometres. */
export const EARTH_RADIUS_KM = 6371.0088

const RADIANS = Math.PI / 180

/** Great-circle distance in kilometres (haversine). Symmetric, 0 for the same point, never NaN for valid points. */
export function distanceKm(a: GeoPoint, b: GeoPoint): number {
  const dLat = (b.latitude - a.latitude) * RADIANS
  const dLon = (b.longitude - a.longitude) * RADIANS
  const sinLat = Math.sin(dLat / 2)
  const sinLon = Math.sin(dLon / 2)
  const h =
    sinLat * sinLat + Math.cos(a.latitude * RADIANS) * Math.cos(b.latitude * RADIANS) * sinLon * sinLon
  // h can leave [0, 1] by a rounding error for antipodal points; asin needs it inside.
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(Math.min(1, Math.max(0, h))))
}

/**
 * The places within `radiusKm` of `origin` (the boundary included), nearest first; equal distances by id.
 * A point's great-circle distance is never shorter than its distance along the meridian, so places whose
 * latitude alone puts them beyond the radius are skipped before any trigonometry (most of Brazil, for a
 * radius of 100 km).
 */
export function placesWithin(origin: GeoPoint, places: Iterable<GeoPlace>, radiusKm: number): NearPlace[] {
  if (!(radiusKm >= 0) || !isGeoPoint(origin)) return []
  // A little slack: the latitude test must never drop a place the exact test keeps.
  const maxDLat = radiusKm / (EARTH_RADIUS_KM * RADIANS) + 1e-9
  const near: NearPlace[] = []
  for (const place of places) {
    if (Math.abs(place.latitude - origin.latitude) > maxDLat) continue
    const d = distanceKm(origin, place)
    if (d <= radiusKm) near.push({ id: place.id, distanceKm: d })
  }
  return near.sort((a, b) => a.distanceKm - b.distanceKm || a.id - b.id)
}

/** Finite coordinates inside the globe's ranges. */
export function isGeoPoint(point: GeoPoint): boolean {
  return (
    Number.isFinite(point.latitude) &&
    Number.isFinite(point.longitude) &&
    Math.abs(point.latitude) <= 90 &&
    Math.abs(point.longitude) <= 180
  )
}
