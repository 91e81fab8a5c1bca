import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { contrastRatio, hexChannels, relativeLuminance, tintOver } from './contrast'

const hex = fc
  .tuple(fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }))
  .map((channels) => `#${channels.map((v) => v.toString(16).padStart(2, '0')).join('')}`)

describe('WCAG contrast', () => {
  it('gives the known figures', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 10)
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1)
    // WebAIM's checker: #767676 on white is the lightest grey that passes AA for text (4.54:1).
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2)
    expect(relativeLuminance('#ffffff')).toBeCloseTo(1, 10)
    expect(hexChannels('#0a1B2c')).toEqual([10, 27, 44])
  })

  it('is symmetric and between 1 and 21', () => {
    fc.assert(
      fc.property(hex, hex, (a, b) => {
        const ratio = contrastRatio(a, b)
        expect(ratio).toBe(contrastRatio(b, a))
        expect(ratio).toBeGreaterThanOrEqual(1)
        expect(ratio).toBeLessThanOrEqual(21 + 1e-9)
      }),
    )
  })

  it('tints: amount 1 is the colour, 0 the base, and a tint never leaves the two', () => {
    fc.assert(
      fc.property(hex, hex, fc.double({ min: 0, max: 1, noNaN: true }), (colour, base, amount) => {
        expect(tintOver(colour, base, 1)).toBe(colour)
        expect(tintOver(colour, base, 0)).toBe(base)
        const mixed = hexChannels(tintOver(colour, base, amount))
        const c = hexChannels(colour)
        const b = hexChannels(base)
        mixed.forEach((v, i) => {
          expect(v).toBeGreaterThanOrEqual(Math.min(c[i]!, b[i]!))
          expect(v).toBeLessThanOrEqual(Math.max(c[i]!, b[i]!))
        })
      }),
    )
  })
})
