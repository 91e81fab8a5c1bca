// The browser's location for 'Perto de mim' (docs/near.md), loaded only when the person presses 'Usar minha
// localização' (a dynamic import). The position is rounded at once (core's formatCoords: two decimals, about a
// kilometre) and goes nowhere else: never logged, never stored, only into the list's URL.
import { formatCoords } from '@carreiras/core'

export type LocateResult =
  { ok: true; coords: string } | { ok: false; reason: 'denied' | 'unavailable' | 'unsupported' }

const TIMEOUT_MS = 15_000
/** A position up to ten minutes old will do: a city-level search needs no fresh fix. */
const MAXIMUM_AGE_MS = 10 * 60_000

export function currentPosition(): Promise<LocateResult> {
  if (typeof navigator === 'undefined' || !('geolocation' in navigator))
    return Promise.resolve({ ok: false, reason: 'unsupported' })
  return new Promise((resolve) => {
    navigator.geolocation.getCurrentPosition(
      ({ coords }) =>
        resolve({
          ok: true,
          coords: formatCoords({ latitude: coords.latitude, longitude: coords.longitude }),
        }),
      (error) =>
        resolve({ ok: false, reason: error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable' }),
      { enableHighAccuracy: false, timeout: TIMEOUT_MS, maximumAge: MAXIMUM_AGE_MS },
    )
  })
}
