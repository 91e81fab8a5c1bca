import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { mergeMessages } from '../messages/overrides'
import { ptBR } from '../messages/pt-BR'
import { boxesMeet, launcherClearance, LAUNCHER_FOCUS_GAP, type Box } from './launcher-clearance'
import { activeFiltersLabel, defaultFilterFoldTexts, filterFoldTexts } from './phone-first.messages'

describe('the folded filters’ texts', () => {
  it('names the count of active filters in pt-BR', () => {
    expect(defaultFilterFoldTexts.toggle).toBe('Filtros')
    expect(activeFiltersLabel(defaultFilterFoldTexts, 0)).toBe('nenhum filtro ativo')
    expect(activeFiltersLabel(defaultFilterFoldTexts, 1)).toBe('1 filtro ativo')
    expect(activeFiltersLabel(defaultFilterFoldTexts, 4)).toBe('4 filtros ativos')
  })

  it('come from the catalogue, so a brand rewords them', () => {
    const branded = mergeMessages(ptBR, {
      filterFold: { toggle: 'Refinar busca', manyActive: '{1} seleções' },
    })
    const texts = filterFoldTexts(branded)
    expect(texts.toggle).toBe('Refinar busca')
    expect(activeFiltersLabel(texts, 3)).toBe('3 seleções')
    expect(texts.showResults).toBe('Ver vagas')
    // Plain strings: they travel with the page's data.
    expect(JSON.parse(JSON.stringify(texts))).toEqual(texts)
  })
})

const box = (left: number, top: number, width: number, height: number): Box => ({
  left,
  top,
  right: left + width,
  bottom: top + height,
})
// A 48 px launcher 12 px from the bottom-right corner of a 390 × 844 phone screen.
const LAUNCHER = box(330, 784, 48, 48)

describe('launcherClearance', () => {
  it('is 0 for a control beside or above the launcher', () => {
    expect(launcherClearance(box(16, 790, 200, 40), LAUNCHER)).toBe(0)
    expect(launcherClearance(box(16, 700, 358, 40), LAUNCHER)).toBe(0)
    // Touching edges do not meet.
    expect(launcherClearance(box(16, 744, 358, 40), LAUNCHER)).toBe(0)
  })

  it('scrolls a covered control up to just above the launcher', () => {
    // A full-width card button at 770–810: scrolled by 810 − 784 + gap.
    expect(launcherClearance(box(16, 770, 358, 40), LAUNCHER)).toBe(26 + LAUNCHER_FOCUS_GAP)
  })

  const screenBox = fc
    .record({
      left: fc.integer({ min: 0, max: 389 }),
      top: fc.integer({ min: 0, max: 843 }),
      width: fc.integer({ min: 1, max: 390 }),
      height: fc.integer({ min: 1, max: 300 }),
    })
    .map(({ left, top, width, height }) => box(left, top, width, height))

  it('after scrolling by it, a control that fits above the launcher no longer meets it', () => {
    fc.assert(
      fc.property(screenBox, (focused) => {
        const scroll = launcherClearance(focused, LAUNCHER)
        expect(scroll).toBeGreaterThanOrEqual(0)
        const moved = { ...focused, top: focused.top - scroll, bottom: focused.bottom - scroll }
        if (focused.bottom - focused.top + LAUNCHER_FOCUS_GAP <= LAUNCHER.top) {
          expect(boxesMeet(moved, LAUNCHER)).toBe(false)
          // Never scrolled off the top of the screen.
          expect(moved.top).toBeGreaterThanOrEqual(0)
        }
        // A control that did not meet it is never moved.
        if (!boxesMeet(focused, LAUNCHER)) expect(scroll).toBe(0)
      }),
    )
  })

  it('never scrolls a control’s top off the screen', () => {
    fc.assert(
      fc.property(screenBox, (focused) => {
        expect(focused.top - launcherClearance(focused, LAUNCHER)).toBeGreaterThanOrEqual(0)
      }),
    )
  })
})
