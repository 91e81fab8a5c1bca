// @vitest-environment node
/// <reference types="node" />
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

// Reads the brands straight from tokens.css so a palette edit cannot slip under WCAG contrast.
const css = readFileSync(new URL('./tokens.css', import.meta.url), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '')

const brands = Object.fromEntries(
  [...css.matchAll(/([^{}]+)\{([^}]*)\}/g)].map(([, selector = '', body = '']) => {
    const name = /data-brand='(\w+)'/.exec(selector)?.[1] ?? selector.trim()
    const colours = Object.fromEntries(
      [...body.matchAll(/--([\w-]+):\s*(#[0-9a-f]{6})\b/gi)].map(([, k = '', v = '']) => [k, v]),
    )
    return [name, colours]
  }),
)

function luminance(hex: string): number {
  const [r = 0, g = 0, b = 0] = (hex.slice(1).match(/../g) ?? []).map((h) => {
    const c = parseInt(h, 16) / 255
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  })
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (hi + 0.05) / (lo + 0.05)
}

const TEXT_PAIRS = [
  ['background', 'foreground'],
  ['surface', 'surface-foreground'],
  ['primary', 'primary-foreground'],
  ['secondary', 'secondary-foreground'],
  ['accent', 'accent-foreground'],
  ['muted', 'muted-foreground'],
  ['destructive', 'destructive-foreground'],
  ['success', 'success-foreground'],
  // Text set directly on the page: links, helper text, error and success messages.
  ['background', 'primary'],
  ['background', 'muted-foreground'],
  ['background', 'destructive'],
  ['background', 'success'],
] as const

describe('tokens.css', () => {
  it('defines the default brand and the demo brand', () => {
    expect(Object.keys(brands)).toEqual(expect.arrayContaining(['aurora', 'demo']))
  })

  describe.each(Object.entries(brands))('brand %s', (_name, colours) => {
    it.each(TEXT_PAIRS)('%s / %s reach 4.5:1', (bg, fg) => {
      expect(colours[bg], bg).toBeDefined()
      expect(colours[fg], fg).toBeDefined()
      expect(contrast(colours[bg]!, colours[fg]!)).toBeGreaterThanOrEqual(4.5)
    })

    it.each(['input', 'ring'])('%s reaches 3:1 against background (non-text contrast)', (token) => {
      expect(contrast(colours[token]!, colours.background!)).toBeGreaterThanOrEqual(3)
    })
  })
})
