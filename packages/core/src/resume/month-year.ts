// MM/YYYY dates of the résumé sections and the date range helper ("span between two dates as years then
// months"). The mask is MONTH_YEAR_MASK.
import { saoPauloWallClock } from '../time/sao-paulo-clock'
import { ptBR } from '../messages/pt-BR'

export interface MonthYear {
  /** 1 to 12. */
  month: number
  year: number
}

/** Years accepted in a résumé date: a four-digit year from 1900 (older is a typing slip). */
export const MONTH_YEAR_MIN_YEAR = 1900
export const MONTH_YEAR_MAX_YEAR = 2199

const MONTH_YEAR = /^(\d{2})\/(\d{4})$/

/** 'MM/YYYY' → { month, year }; null unless exactly 7 characters with a real month and a plausible year. */
export function parseMonthYear(text: string | null | undefined): MonthYear | null {
  const match = MONTH_YEAR.exec(text ?? '')
  if (!match) return null
  const month = Number(match[1])
  const year = Number(match[2])
  if (month < 1 || month > 12 || year < MONTH_YEAR_MIN_YEAR || year > MONTH_YEAR_MAX_YEAR) return null
  return { month, year }
}

export function isValidMonthYear(text: string | null | undefined): boolean {
  return parseMonthYear(text) !== null
}

export function formatMonthYear({ month, year }: MonthYear): string {
  return `${String(month).padStart(2, '0')}/${String(year).padStart(4, '0')}`
}

/** Months since year 0: a total order of MM/YYYY dates. */
export function monthIndex({ month, year }: MonthYear): number {
  return year * 12 + (month - 1)
}

/** Negative when a is earlier, 0 when the same month, positive when later. */
export function compareMonthYear(a: MonthYear, b: MonthYear): number {
  return monthIndex(a) - monthIndex(b)
}

/**
 * Whether an end comes before its start (both MM/YYYY). Dates have month precision, so the same month is
 * not "before": a job that began and ended in March is valid. Unreadable dates are not compared here
 * (their own rule reports them).
 */
export function isEndBeforeStart(start: string | null | undefined, end: string | null | undefined): boolean {
  const from = parseMonthYear(start)
  const to = parseMonthYear(end)
  return from !== null && to !== null && compareMonthYear(to, from) < 0
}

/** The current month in São Paulo (the product's calendar, docs/decisions.md, "Days left and progress"). */
export function currentMonthYear(now: Date): MonthYear {
  const wall = new Date(saoPauloWallClock(now.getTime()))
  return { month: wall.getUTCMonth() + 1, year: wall.getUTCFullYear() }
}

export interface DateRange {
  years: number
  months: number
}

/** Whole years and remaining months from `start` to `end` (0 and 0 when the end is not after the start). */
export function dateRange(start: MonthYear, end: MonthYear): DateRange {
  const total = Math.max(0, monthIndex(end) - monthIndex(start))
  return { years: Math.floor(total / 12), months: total % 12 }
}

/**
 * The date range helper's text: years then months, '{n} anos ' and '{n} meses ' with their trailing spaces
 * (singular '1 ano ', '1 mês ' as the catalogue writes them). A zero part is left out; less than a month
 * reads '0 meses '.
 */
export function dateRangeText({ years, months }: DateRange): string {
  const { duration } = ptBR.profile
  if (years === 0 && months === 0) return duration.months(0)
  return `${years > 0 ? duration.years(years) : ''}${months > 0 ? duration.months(months) : ''}`
}
