import { describe, expect, it } from 'vitest'
import { firstVisibleIndex, slidesPerView, targetIndex } from './carousel-controller'

describe('carousel controller', () => {
  it('finds the first visible slide from the scroll position', () => {
    const offsets = [0, 300, 600, 900]
    expect(firstVisibleIndex(offsets, 0)).toBe(0)
    expect(firstVisibleIndex(offsets, 299.5)).toBe(1)
    expect(firstVisibleIndex(offsets, 650)).toBe(2)
    expect(firstVisibleIndex(offsets, 5000)).toBe(3)
  })

  it('counts the slides per view (awards: 3, or 2 when narrow; others: 1)', () => {
    expect(slidesPerView(900, 300)).toBe(3)
    expect(slidesPerView(500, 250)).toBe(2)
    expect(slidesPerView(640, 640)).toBe(1)
    expect(slidesPerView(640, 0)).toBe(1)
  })

  it('moves a view at a time and stops at either end', () => {
    expect(targetIndex(0, 1, 1, 6)).toBe(1)
    expect(targetIndex(5, 1, 1, 6)).toBe(5)
    expect(targetIndex(0, -1, 1, 6)).toBe(0)
    // 4 awards, 3 per view: next shows the last full view (slides 2-4).
    expect(targetIndex(0, 1, 3, 4)).toBe(1)
    expect(targetIndex(1, -1, 3, 4)).toBe(0)
  })
})
