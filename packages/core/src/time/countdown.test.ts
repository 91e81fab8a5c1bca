import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { formatCountdown, isCountdownAnnouncement } from './countdown'

describe('formatCountdown', () => {
  it('shows minutes and two-digit seconds', () => {
    expect(formatCountdown(120)).toBe('2:00')
    expect(formatCountdown(119)).toBe('1:59')
    expect(formatCountdown(61)).toBe('1:01')
    expect(formatCountdown(9)).toBe('0:09')
    expect(formatCountdown(0)).toBe('0:00')
  })

  it('rounds a fraction up and never goes below zero', () => {
    expect(formatCountdown(118.2)).toBe('1:59')
    expect(formatCountdown(-5)).toBe('0:00')
    expect(formatCountdown(Number.NaN)).toBe('0:00')
  })

  it('round-trips to the same number of seconds', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), (s) => {
        const [m, ss] = formatCountdown(s).split(':')
        expect(ss).toMatch(/^[0-5]\d$/)
        expect(Number(m) * 60 + Number(ss)).toBe(s)
      }),
    )
  })
})

describe('isCountdownAnnouncement', () => {
  it('announces every 30 seconds and at 10, not at the start nor at the end', () => {
    const seconds = Array.from({ length: 121 }, (_, i) => 120 - i).filter((s) =>
      isCountdownAnnouncement(s, 120),
    )
    expect(seconds).toEqual([90, 60, 30, 10])
  })

  it('announces at most once every 10 seconds', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 600 }), (total) => {
        const hits = Array.from({ length: total + 1 }, (_, i) => i).filter((s) =>
          isCountdownAnnouncement(s, total),
        )
        for (let i = 1; i < hits.length; i++) expect(hits[i]! - hits[i - 1]!).toBeGreaterThanOrEqual(10)
      }),
    )
  })
})
