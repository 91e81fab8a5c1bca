// @vitest-environment node
/// <reference types="node" />
import { readFileSync } from 'node:fs'
import { BRAND_COLOR_TOKENS, contrastRatio, tintOver } from '@carreiras/core'
import { describe, expect, it } from 'vitest'

// Reads the brands straight from tokens.css so a palette edit cannot slip under WCAG contrast.
const css = readFileSync(new URL('./tokens.css', import.meta.url), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '')

type Tokens = Record<string, string>

/** Top-level rule blocks (the reduced-motion @media block is skipped: it nests braces). */
const blocks = [
  ...css.replace(/@media[^{]*\{(?:[^{}]*\{[^}]*\})*\s*\}/g, '').matchAll(/([^{}]+)\{([^}]*)\}/g),
].map(([, selector = '', body = '']) => ({
  selectors: selector.split(',').map((s) => s.trim()),
  tokens: Object.fromEntries(
    [...body.matchAll(/--([\w-]+):\s*([^;]+);/g)].map(([, k = '', v = '']) => [
      k,
      v.trim().replace(/\s+/g, ' '),
    ]),
  ) as Tokens,
}))

const brandNames = [
  ...new Set(
    blocks.flatMap((b) => b.selectors.map((s) => /data-brand='([\w-]+)'/.exec(s)?.[1]).filter(Boolean)),
  ),
] as string[]

/** A brand's tokens as the cascade gives them: :root, then its own block, then the derived `[data-brand]` block. */
function resolveBrand(name: string): Tokens {
  const merged: Tokens = {}
  for (const block of blocks) {
    if (
      block.selectors.some((s) => s === ':root' || s === `[data-brand='${name}']` || s === '[data-brand]')
    ) {
      Object.assign(merged, block.tokens)
    }
  }
  const resolve = (value: string, depth = 0): string =>
    depth > 5
      ? value
      : value.replace(/var\(--([\w-]+)\)/g, (_, ref: string) =>
          resolve(merged[ref] ?? `var(--${ref})`, depth + 1),
        )
  return Object.fromEntries(Object.entries(merged).map(([k, v]) => [k, resolve(v)]))
}

const brands = Object.fromEntries(brandNames.map((name) => [name, resolveBrand(name)]))

const HEX = /^#(?:[0-9a-f]{6}|[0-9a-f]{8})$/i
const ROLES_WITH_FOREGROUND = [
  'background',
  'surface',
  'card',
  'popover',
  'primary',
  'secondary',
  'accent',
  'muted',
  'destructive',
  'success',
  'warning',
  'info',
] as const
const COLOUR_TOKENS = [
  ...ROLES_WITH_FOREGROUND.flatMap((r) => (r === 'background' ? [r, 'foreground'] : [r, `${r}-foreground`])),
  'border',
  'input',
  'ring',
  'overlay',
  'focus-ring-color',
]
const OTHER_TOKENS = [
  'radius',
  'elevation-sm',
  'elevation-md',
  'elevation-lg',
  'font-stack-sans',
  'font-stack-heading',
  'font-stack-mono',
  ...['xs', 'sm', 'base', 'lg', 'xl', '2xl', '3xl', '4xl'].flatMap((s) => [
    `font-size-${s}`,
    `line-height-${s}`,
  ]),
  'space-gutter',
  'space-section',
  'layout-max-width',
  'motion-duration-fast',
  'motion-duration-base',
  'motion-duration-slow',
  'motion-easing-standard',
  'motion-easing-enter',
  'motion-easing-exit',
  'focus-ring-width',
  'focus-ring-offset',
]

/** [background token, text or UI token]; a `/10` suffix on the background means a 10 % tint of it over `background`. */
type Pair = readonly [background: string, text: string]

const TEXT_PAIRS: Pair[] = [
  // Each role with its own foreground.
  ['background', 'foreground'],
  ...ROLES_WITH_FOREGROUND.filter((r) => r !== 'background').map((r) => [r, `${r}-foreground`] as const),
  // Text set straight on the page, a surface or a card: links, helper text, error and status messages.
  ...(['background', 'surface', 'card', 'popover'] as const).flatMap((bg) =>
    ['foreground', 'muted-foreground', 'primary', 'destructive', 'success', 'warning', 'info'].map(
      (fg) => [bg, fg] as const,
    ),
  ),
  ['muted', 'foreground'],
  ['accent', 'foreground'],
  ['secondary', 'foreground'],
  // Status text on its own soft fill (alerts: `bg-destructive/10 text-destructive`).
  ...(['primary', 'destructive', 'success', 'warning', 'info'] as const).map((r) => [`${r}/10`, r] as const),
]

const UI_PAIRS: Pair[] = [
  // Form control borders, the focus indicator and filled buttons against what they sit on.
  ...(['background', 'surface', 'card', 'popover'] as const).flatMap((bg) =>
    ['input', 'ring', 'focus-ring-color', 'primary', 'destructive'].map((fg) => [bg, fg] as const),
  ),
  // A form control placed on a muted band.
  ['muted', 'input'],
]

function colourOf(tokens: Tokens, name: string): string | undefined {
  const [role = '', soft] = name.split('/')
  const colour = tokens[role]
  if (!soft || !colour || !tokens.background) return colour
  return tintOver(colour, tokens.background, Number(soft) / 100)
}

function check(brand: string, [bg, fg]: Pair, min: number) {
  const tokens = brands[brand]!
  const back = colourOf(tokens, bg)
  const text = colourOf(tokens, fg)
  expect(back, `${brand}: --${bg} is missing or not a colour`).toMatch(HEX)
  expect(text, `${brand}: --${fg} is missing or not a colour`).toMatch(HEX)
  const ratio = contrastRatio(back!, text!)
  expect(
    ratio,
    `${brand}: --${fg} (${text}) on --${bg} (${back}) has ${ratio.toFixed(2)}:1, needs ${min}:1 — darken or lighten one of them in tokens.css`,
  ).toBeGreaterThanOrEqual(min)
}

describe('tokens.css', () => {
  it('defines the default brand and the demo brand', () => {
    expect(brandNames).toEqual(expect.arrayContaining(['aurora', 'demo']))
  })

  it('makes demo visibly different: palette, font stack and radius', () => {
    const { aurora, demo } = brands as Record<'aurora' | 'demo', Tokens>
    for (const token of [
      'primary',
      'background',
      'accent',
      'font-stack-sans',
      'font-stack-heading',
      'radius',
    ]) {
      expect(demo[token], `--${token} should differ between aurora and demo`).not.toBe(aurora[token])
    }
    expect(aurora['font-stack-sans']).toMatch(/^'Inter', 'Inter Fallback'/)
    expect(demo['font-stack-sans']).toMatch(/^'Nunito', 'Nunito Fallback'/)
  })

  it("defines every colour a brand's configuration may set (core's BRAND_COLOR_TOKENS) in the default theme", () => {
    const missing = BRAND_COLOR_TOKENS.filter((token) => !HEX.test(brands.aurora?.[token] ?? ''))
    expect(missing, 'tokens a brand may set but tokens.css does not define').toEqual([])
  })

  it('reduces every motion duration to 0 under prefers-reduced-motion', () => {
    const media = /@media \(prefers-reduced-motion: reduce\)\s*\{([\s\S]*?\})\s*\}/.exec(css)?.[1] ?? ''
    for (const d of ['fast', 'base', 'slow'])
      expect(media).toMatch(new RegExp(`--motion-duration-${d}:\\s*0m?s`))
  })

  describe.each(brandNames)('brand %s', (brand) => {
    it('defines every colour role as hex and every other token', () => {
      const tokens = brands[brand]!
      const badColours = COLOUR_TOKENS.filter((t) => !HEX.test(tokens[t] ?? ''))
      const missing = OTHER_TOKENS.filter((t) => !tokens[t])
      expect(badColours, `${brand}: colour tokens missing or not hex`).toEqual([])
      expect(missing, `${brand}: tokens missing`).toEqual([])
    })

    it.each(TEXT_PAIRS)('text: --%s behind --%s reaches 4.5:1', (bg, fg) => check(brand, [bg, fg], 4.5))

    it.each(UI_PAIRS)('UI boundary / large text: --%s behind --%s reaches 3:1', (bg, fg) =>
      check(brand, [bg, fg], 3),
    )
  })
})
