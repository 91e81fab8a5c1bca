// Calendar days in the São Paulo time zone (docs/decisions.md, "Days left and progress").
import { saoPauloWallClock } from './sao-paulo-clock'

const MS_PER_DAY = 86_400_000

// "2024-05-10", "2024-05-10T08:00:00", "2024-05-10 08:00:00.000Z", "2024-05-10T08:00:00-03:00"
const ISO_LIKE =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?)?$/i

function dayNumber(year: number, month: number, day: number): number {
  const ms = Date.UTC(year, month - 1, day)
  const check = new Date(ms)
  // Rejects impossible dates such as 2024-02-30 instead of rolling them over.
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day)
    return NaN
  return ms / MS_PER_DAY
}

function instantDayNumber(date: Date): number {
  const wall = saoPauloWallClock(date.getTime())
  return Number.isNaN(wall) ? NaN : Math.floor(wall / MS_PER_DAY)
}

/**
 * The São Paulo calendar date of `input`, as a day count since 1970-01-01 (NaN when invalid).
 * A date-only string, or a date-time without an offset, is read as a São Paulo wall-clock date;
 * an instant (a Date, or a string with `Z` or an offset) is converted to São Paulo first.
 */
export function saoPauloDayNumber(input: string | Date): number {
  if (input instanceof Date) return instantDayNumber(input)
  const text = input.trim()
  const match = ISO_LIKE.exec(text)
  if (match && match[4] === undefined) return dayNumber(Number(match[1]), Number(match[2]), Number(match[3]))
  return instantDayNumber(new Date(text))
}

/**
 * The São Paulo calendar date of `input` as YYYY-MM-DD (read as `saoPauloDayNumber` reads it), or undefined
 * when it is not a date: the key of what happens at most once per São Paulo day (the retail partner's
 * employee check). The date people read, DD/MM/YYYY, is `saoPauloDate` (subscriptions.rules.ts).
 */
export function saoPauloIsoDate(input: string | Date): string | undefined {
  const day = saoPauloDayNumber(input)
  return Number.isNaN(day) ? undefined : new Date(day * MS_PER_DAY).toISOString().slice(0, 10)
}
