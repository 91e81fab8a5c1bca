import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { nextQuarterTurn, rotatedBoundingSize } from './rotated-size'

const side = fc.integer({ min: 1, max: 8000 })

describe('rotatedBoundingSize', () => {
  it('keeps the size at 0 and 180 degrees and swaps it at 90 and 270', () => {
    expect(rotatedBoundingSize(400, 300, 0)).toEqual({ width: 400, height: 300 })
    const half = rotatedBoundingSize(400, 300, 180)
    expect(half.width).toBeCloseTo(400)
    expect(half.height).toBeCloseTo(300)
    for (const turn of [90, 270, -90]) {
      const size = rotatedBoundingSize(400, 300, turn)
      expect(size.width).toBeCloseTo(300)
      expect(size.height).toBeCloseTo(400)
    }
  })

  it('grows a square by the square root of two at 45 degrees', () => {
    const size = rotatedBoundingSize(100, 100, 45)
    expect(size.width).toBeCloseTo(100 * Math.SQRT2)
    expect(size.height).toBeCloseTo(100 * Math.SQRT2)
  })

  it('always holds the image: never narrower than its smaller side nor wider than its diagonal', () => {
    fc.assert(
      fc.property(side, side, fc.double({ min: -720, max: 720, noNaN: true }), (w, h, deg) => {
        const size = rotatedBoundingSize(w, h, deg)
        const diagonal = Math.hypot(w, h)
        for (const edge of [size.width, size.height]) {
          expect(edge).toBeGreaterThanOrEqual(Math.min(w, h) - 1e-6)
          expect(edge).toBeLessThanOrEqual(diagonal * Math.SQRT2 + 1e-6)
        }
        // The box's area is at least the image's area.
        expect(size.width * size.height).toBeGreaterThanOrEqual(w * h * (1 - 1e-9))
      }),
    )
  })

  it('is periodic in 360 degrees', () => {
    fc.assert(
      fc.property(side, side, fc.integer({ min: -360, max: 360 }), (w, h, deg) => {
        const a = rotatedBoundingSize(w, h, deg)
        const b = rotatedBoundingSize(w, h, deg + 360)
        expect(b.width).toBeCloseTo(a.width, 6)
        expect(b.height).toBeCloseTo(a.height, 6)
      }),
    )
  })
})

describe('nextQuarterTurn', () => {
  it('turns 90 degrees at a time and wraps at 360', () => {
    expect([0, 90, 180, 270].map(nextQuarterTurn)).toEqual([90, 180, 270, 0])
  })

  it('snaps an odd angle to the next quarter and stays in [0, 360)', () => {
    expect(nextQuarterTurn(-90)).toBe(0)
    expect(nextQuarterTurn(450)).toBe(180)
    fc.assert(
      fc.property(fc.integer({ min: -10_000, max: 10_000 }), (deg) => {
        const next = nextQuarterTurn(deg)
        expect(next % 90).toBe(0)
        expect(next).toBeGreaterThanOrEqual(0)
        expect(next).toBeLessThan(360)
      }),
    )
  })
})
