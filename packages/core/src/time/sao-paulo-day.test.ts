import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { saoPauloDayNumber, saoPauloIsoDate } from './sao-paulo-day'

const DAY = 86_400_000
const utcDay = (y: number, m: number, d: number) => Date.UTC(y, m - 1, d) / DAY
const pad = (n: number, w = 2) => String(n).padStart(w, '0')

describe('saoPauloDayNumber', () => {
  it('reads instants in São Paulo time (UTC-3 since 2019)', () => {
    expect(saoPauloDayNumber(new Date('2024-05-10T02:59:59Z'))).toBe(utcDay(2024, 5, 9))
    expect(saoPauloDayNumber(new Date('2024-05-10T03:00:00Z'))).toBe(utcDay(2024, 5, 10))
    expect(saoPauloDayNumber('2024-05-10T02:00:00.000Z')).toBe(utcDay(2024, 5, 9))
    expect(saoPauloDayNumber('2024-05-10T23:30:00-03:00')).toBe(utcDay(2024, 5, 10))
    expect(saoPauloDayNumber('2024-05-10T01:00:00+02:00')).toBe(utcDay(2024, 5, 9))
  })

  it('reads date-only and offset-less strings as the São Paulo date itself', () => {
    expect(saoPauloDayNumber('2024-05-10')).toBe(utcDay(2024, 5, 10))
    expect(saoPauloDayNumber('2024-05-10T00:00:00')).toBe(utcDay(2024, 5, 10))
    expect(saoPauloDayNumber('2024-05-10 23:59:59.999')).toBe(utcDay(2024, 5, 10))
  })

  it('gives NaN for invalid input', () => {
    expect(saoPauloDayNumber('2024-02-30')).toBeNaN()
    expect(saoPauloDayNumber('amanhã')).toBeNaN()
    expect(saoPauloDayNumber(new Date(NaN))).toBeNaN()
  })

  it('matches a fixed UTC-3 offset for any instant from 2020 on (day number and date)', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('2020-01-01T00:00:00Z'),
          max: new Date('2099-12-31T00:00:00Z'),
          noInvalidDate: true,
        }),
        (d) => {
          const expected = Math.floor((d.getTime() - 3 * 3_600_000) / DAY)
          expect(saoPauloDayNumber(d)).toBe(expected)
          // The same day as YYYY-MM-DD: the UTC date three hours earlier.
          expect(saoPauloIsoDate(d)).toBe(new Date(d.getTime() - 3 * 3_600_000).toISOString().slice(0, 10))
          expect(saoPauloDayNumber(d.toISOString())).toBe(expected)
        },
      ),
    )
  })

  it('reads any valid calendar date string as that date', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('1900-01-01T00:00:00Z'),
          max: new Date('2199-12-31T00:00:00Z'),
          noInvalidDate: true,
        }),
        (d) => {
          const [y, m, day] = [d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate()]
          const text = `${pad(y, 4)}-${pad(m)}-${pad(day)}`
          expect(saoPauloDayNumber(text)).toBe(utcDay(y, m, day))
          expect(saoPauloDayNumber(`${text}T${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:00`)).toBe(
            utcDay(y, m, day),
          )
        },
      ),
    )
  })
})

describe('saoPauloIsoDate', () => {
  it('names the São Paulo day of an instant: 02:59 UTC is still the day before', () => {
    expect(saoPauloIsoDate(new Date('2026-11-27T02:59:59Z'))).toBe('2026-11-26')
    expect(saoPauloIsoDate(new Date('2026-11-27T03:00:00Z'))).toBe('2026-11-27')
    expect(saoPauloIsoDate('2026-01-01')).toBe('2026-01-01')
  })

  it('is undefined for what is not a date', () => {
    expect(saoPauloIsoDate(new Date(NaN))).toBeUndefined()
    expect(saoPauloIsoDate('2026-02-30')).toBeUndefined()
  })
})
