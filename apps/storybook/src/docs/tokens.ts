// The design tokens as the docs pages show them: parsed from @carreiras/ui's own tokens.css and theme.css
// (imported as text by the bundler, so the static site carries the values of the build), never typed here.
// The contrast ratios are core's (brand/contrast.ts, WCAG 2.2); tokens.test.ts in packages/ui holds
// every pair to the same bounds, these pages show the figures to designers.
import { contrastRatio, tintOver } from '@carreiras/core'
import themeCss from '@carreiras/ui/theme.css?raw'
import tokensCss from '@carreiras/ui/tokens.css?raw'

export type Tokens = Record<string, string>

interface Block {
  selectors: string[]
  tokens: Tokens
}

/** Top-level rule blocks of a stylesheet; @media blocks (reduced motion) are dropped. */
function blocksOf(css: string): Block[] {
  const flat = css.replace(/\/\*[\s\S]*?\*\//g, '').replace(/@media[^{]*\{(?:[^{}]*\{[^}]*\})*\s*\}/g, '')
  return [...flat.matchAll(/([^{}]+)\{([^}]*)\}/g)].map(([, selector = '', body = '']) => ({
    selectors: selector.split(',').map((s) => s.trim()),
    tokens: Object.fromEntries(
      [...body.matchAll(/--([\w-]+):\s*([^;]+);/g)].map(([, k = '', v = '']) => [
        k,
        v.trim().replace(/\s+/g, ' '),
      ]),
    ),
  }))
}

const tokenBlocks = blocksOf(tokensCss)

/** The brands tokens.css defines (`[data-brand='…']` blocks), the default one first. */
export const BRAND_IDS: readonly string[] = [
  ...new Set(
    tokenBlocks.flatMap((b) =>
      b.selectors.map((s) => /^\[data-brand='([\w-]+)'\]$/.exec(s)?.[1]).filter((id): id is string => !!id),
    ),
  ),
]

/** A brand's tokens as the cascade gives them (:root, its own block, the derived `[data-brand]` block), var() resolved. */
function resolveBrand(id: string): Tokens {
  const merged: Tokens = {}
  for (const block of tokenBlocks)
    if (block.selectors.some((s) => s === ':root' || s === `[data-brand='${id}']` || s === '[data-brand]'))
      Object.assign(merged, block.tokens)
  const resolve = (value: string, depth = 0): string =>
    depth > 5
      ? value
      : value.replace(/var\(--([\w-]+)\)/g, (_, ref: string) =>
          resolve(merged[ref] ?? `var(--${ref})`, depth + 1),
        )
  return Object.fromEntries(Object.entries(merged).map(([k, v]) => [k, resolve(v)]))
}

export const BRAND_TOKENS: Readonly<Record<string, Tokens>> = Object.fromEntries(
  BRAND_IDS.map((id) => [id, resolveBrand(id)]),
)

/** theme.css's `@theme` mapping (Tailwind names → token expressions), e.g. `radius-sm` → `calc(var(--radius) - 4px)`. */
export const THEME: Tokens = Object.assign({}, ...blocksOf(themeCss).map((b) => b.tokens)) as Tokens

const HEX = /^#(?:[0-9a-f]{6}|[0-9a-f]{8})$/i

export function isHex(value: string | undefined): value is string {
  return !!value && HEX.test(value)
}

/** A pair's colour: a token, or `role/10` for a 10 % tint of it over the brand's background. */
export function colourOf(tokens: Tokens, name: string): string | undefined {
  const [role = '', soft] = name.split('/')
  const colour = tokens[role]
  if (!soft || !isHex(colour) || !isHex(tokens.background)) return colour
  return tintOver(colour, tokens.background, Number(soft) / 100)
}

export type PairKind = 'text' | 'ui'

export interface Pair {
  background: string
  foreground: string
  kind: PairKind
}

const ROLES = [
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
const TEXT_ROLES = [
  'foreground',
  'muted-foreground',
  'primary',
  'destructive',
  'success',
  'warning',
  'info',
] as const

/** The pairs components use: each role with its foreground, text straight on the page, soft status fills, UI boundaries. */
export const PAIRS: readonly Pair[] = [
  { background: 'background', foreground: 'foreground', kind: 'text' },
  ...ROLES.map((r) => ({ background: r, foreground: `${r}-foreground`, kind: 'text' as const })),
  ...(['background', 'surface', 'card'] as const).flatMap((bg) =>
    TEXT_ROLES.filter((fg) => fg !== 'foreground' || bg !== 'background').map((fg) => ({
      background: bg,
      foreground: fg,
      kind: 'text' as const,
    })),
  ),
  ...(['primary', 'destructive', 'success', 'warning', 'info'] as const).map((r) => ({
    background: `${r}/10`,
    foreground: r,
    kind: 'text' as const,
  })),
  ...(['background', 'surface'] as const).flatMap((bg) =>
    (['input', 'ring', 'primary', 'destructive'] as const).map((fg) => ({
      background: bg,
      foreground: fg,
      kind: 'ui' as const,
    })),
  ),
]

/** WCAG 2.2 AA minimum: 4.5:1 for text (1.4.3), 3:1 for UI boundaries and focus indicators (1.4.11). */
export const AA_MIN: Record<PairKind, number> = { text: 4.5, ui: 3 }

export interface PairResult extends Pair {
  back: string
  fore: string
  ratio: number
  min: number
  passes: boolean
}

export function contrastOf(brand: string, pair: Pair): PairResult | null {
  const tokens = BRAND_TOKENS[brand] ?? {}
  const back = colourOf(tokens, pair.background)
  const fore = colourOf(tokens, pair.foreground)
  if (!isHex(back) || !isHex(fore)) return null
  const ratio = contrastRatio(back, fore)
  const min = AA_MIN[pair.kind]
  return { ...pair, back, fore, ratio, min, passes: ratio >= min }
}

/** Rounded down to two places, so a ratio shown as 4.50 really reaches 4.5. */
export function formatRatio(ratio: number): string {
  return `${(Math.floor(ratio * 100) / 100).toFixed(2).replace('.', ',')}:1`
}
