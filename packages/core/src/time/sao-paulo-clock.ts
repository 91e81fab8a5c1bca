// São Paulo's wall clock (docs/decisions.md, "São Paulo time without the time zone database").
// America/Sao_Paulo has kept UTC−3 all year since its last summer time ended (2019-02-17 02:00 UTC), so an
// instant from then on is read by arithmetic. Earlier instants ask the time zone database through Intl,
// whose first São Paulo formatter costs a browser 30–50 ms (the zone's data is loaded then): paid only by a
// page that shows a date from before 2019.
import { SAO_PAULO_TIME_ZONE } from '../constants'

/** The end of São Paulo's last summer time: from this instant on the zone is UTC−3 all year. */
export const SAO_PAULO_FIXED_OFFSET_SINCE_MS = Date.UTC(2019, 1, 17, 2)
/** São Paulo's offset from UTC since then (minutes). */
export const SAO_PAULO_OFFSET_MINUTES = -180

let zoneClock: Intl.DateTimeFormat | undefined

/** The wall clock as the time zone database gives it (the earlier instants, and the tests' reference). */
export function saoPauloWallClockFromZone(ms: number): number {
  // 'en-US' without extensions: the Gregorian calendar and Latin digits, whatever the person's settings.
  zoneClock ??= new Intl.DateTimeFormat('en-US', {
    timeZone: SAO_PAULO_TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  })
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, number>> = {}
  for (const part of zoneClock.formatToParts(new Date(ms))) parts[part.type] = Number(part.value)
  const wall = Date.UTC(
    parts.year ?? NaN,
    (parts.month ?? NaN) - 1,
    parts.day ?? NaN,
    parts.hour ?? NaN,
    parts.minute ?? NaN,
    parts.second ?? NaN,
  )
  // formatToParts has no milliseconds field: they are the instant's own.
  return wall + (((ms % 1000) + 1000) % 1000)
}

/**
 * The São Paulo wall-clock time of an instant, as if it were UTC (ms): its `getUTC*` fields are the date and
 * time a clock in São Paulo showed. NaN for NaN.
 */
export function saoPauloWallClock(ms: number): number {
  if (Number.isNaN(ms)) return NaN
  if (ms >= SAO_PAULO_FIXED_OFFSET_SINCE_MS) return ms + SAO_PAULO_OFFSET_MINUTES * 60_000
  return saoPauloWallClockFromZone(ms)
}
