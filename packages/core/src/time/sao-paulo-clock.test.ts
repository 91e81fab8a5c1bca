import fc from 'fast-check'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  SAO_PAULO_FIXED_OFFSET_SINCE_MS,
  saoPauloWallClock,
  saoPauloWallClockFromZone,
} from './sao-paulo-clock'

const iso = (ms: number) => new Date(ms).toISOString()

describe('saoPauloWallClock', () => {
  afterEach(() => {
    vi.restoreAllMocks()
  })

  it('reads UTC−3 from the end of the last summer time on', () => {
    expect(iso(saoPauloWallClock(Date.parse('2019-02-17T02:00:00Z')))).toBe('2019-02-16T23:00:00.000Z')
    expect(iso(saoPauloWallClock(Date.parse('2026-12-03T02:59:59.999Z')))).toBe('2026-12-02T23:59:59.999Z')
    expect(iso(saoPauloWallClock(Date.parse('2026-12-03T03:00:00Z')))).toBe('2026-12-03T00:00:00.000Z')
  })

  it('reads the summer time of earlier years from the time zone database', () => {
    // The last second of the last summer time (UTC−2), then a summer day of 2018 and a winter day.
    expect(iso(saoPauloWallClock(Date.parse('2019-02-17T01:59:59Z')))).toBe('2019-02-16T23:59:59.000Z')
    expect(iso(saoPauloWallClock(Date.parse('2018-12-01T12:00:00.250Z')))).toBe('2018-12-01T10:00:00.250Z')
    expect(iso(saoPauloWallClock(Date.parse('2018-07-01T12:00:00Z')))).toBe('2018-07-01T09:00:00.000Z')
  })

  it('gives NaN for NaN', () => {
    expect(saoPauloWallClock(NaN)).toBeNaN()
  })

  it('agrees with the time zone database for any instant (a change of Brazil’s rules fails here)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(1990, 0, 1), max: Date.UTC(2100, 0, 1) }),
        (ms) => saoPauloWallClock(ms) === saoPauloWallClockFromZone(ms),
      ),
      { numRuns: 2000 },
    )
    for (const ms of [SAO_PAULO_FIXED_OFFSET_SINCE_MS - 1, SAO_PAULO_FIXED_OFFSET_SINCE_MS, Date.now()])
      expect(saoPauloWallClock(ms)).toBe(saoPauloWallClockFromZone(ms))
  })

  it('builds no Intl formatter for an instant since 2019 (a browser loads the zone’s data for the first one)', async () => {
    vi.resetModules()
    const Real = Intl.DateTimeFormat
    const spy = vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(function (
      ...args: ConstructorParameters<typeof Intl.DateTimeFormat>
    ) {
      return new Real(...args)
    } as unknown as typeof Intl.DateTimeFormat)
    const fresh = await import('./sao-paulo-clock')
    const day = await import('./sao-paulo-day')
    fresh.saoPauloWallClock(Date.parse('2026-12-03T12:00:00Z'))
    day.saoPauloDayNumber(new Date('2026-12-03T12:00:00Z'))
    expect(spy).not.toHaveBeenCalled()
    fresh.saoPauloWallClock(Date.parse('2018-12-01T12:00:00Z'))
    expect(spy).toHaveBeenCalledTimes(1)
  })
})
