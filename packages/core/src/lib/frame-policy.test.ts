import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { allowsFraming } from './frame-policy'

describe('allowsFraming', () => {
  it('is true only for a frame-ancestors that names someone', () => {
    expect(allowsFraming("default-src 'none'; frame-ancestors 'self' http://localhost:3000")).toBe(true)
    expect(allowsFraming("default-src 'none'; frame-ancestors 'none'")).toBe(false)
    expect(allowsFraming("default-src 'none'; FRAME-ANCESTORS 'NONE'")).toBe(false)
    expect(allowsFraming("default-src 'none'")).toBe(false)
    expect(allowsFraming('')).toBe(false)
    expect(allowsFraming(null)).toBe(false)
    expect(allowsFraming(undefined)).toBe(false)
  })
  it('does not depend on the other directives or their order (property)', () => {
    const other = fc.constantFrom("default-src 'none'", "img-src 'self'", 'sandbox', "base-uri 'none'")
    fc.assert(
      fc.property(fc.array(other), fc.array(other), fc.boolean(), (before, after, open) => {
        const frame = open ? "frame-ancestors 'self' https://site.example" : "frame-ancestors 'none'"
        expect(allowsFraming([...before, frame, ...after].join('; '))).toBe(open)
      }),
    )
  })
})
