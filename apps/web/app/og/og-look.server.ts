// The brand's look as the share images draw it (docs/link-previews.md): its colours — the brand's `theme`
// over @carreiras/ui's tokens for its id (tokens.css: aurora, demo, or the default for any other id) — its
// name, and the font files the site already serves for it (brand `fonts`), read from the site's own
// build, from the development server's files, or over https. Server-only.
import { existsSync, readFileSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Brand, BrandColorToken, BrandFont } from '@carreiras/core'

/** The colours a share image uses. */
export interface PreviewColors {
  background: string
  foreground: string
  accent: string
  muted: string
}

/** One font face handed to Satori (it reads woff2, woff, ttf and otf). */
export interface PreviewFont {
  name: string
  data: Buffer
  weight: 400 | 600 | 700
  style: 'normal'
}

export interface PreviewLook {
  siteName: string
  colors: PreviewColors
  /** The family of the title (the brand's heading font, else its body font) and of the rest. */
  family: { heading: string; body: string }
  fonts: PreviewFont[]
}

/** The family the images fall back to when the brand has no font of its own (or its files cannot be read). */
export const FALLBACK_FAMILY = 'Inter'

type Tokens = Partial<Record<BrandColorToken, string>>

/** tokens.css's top-level blocks by selector: `:root` and each `[data-brand='id']`. */
function tokenBlocks(css: string): Map<string, Tokens> {
  const blocks = new Map<string, Tokens>()
  const clean = css.replace(/\/\*[\s\S]*?\*\//g, '').replace(/@media[^{]*\{(?:[^{}]*\{[^}]*\})*\s*\}/g, '')
  for (const [, selector = '', body = ''] of clean.matchAll(/([^{}]+)\{([^}]*)\}/g)) {
    const tokens = Object.fromEntries(
      [...body.matchAll(/--([\w-]+):\s*(#[0-9a-f]{6,8})\s*;/gi)].map(([, k = '', v = '']) => [k, v]),
    ) as Tokens
    for (const name of selector.split(',').map((s) => s.trim())) {
      const key = name === ':root' ? ':root' : (/data-brand='([\w-]+)'/.exec(name)?.[1] ?? name)
      blocks.set(key, { ...blocks.get(key), ...tokens })
    }
  }
  return blocks
}

const require = createRequire(import.meta.url)
// Read from the package, as the stylesheet the pages use (the server keeps its node_modules).
const BLOCKS = tokenBlocks(readFileSync(require.resolve('@carreiras/ui/tokens.css'), 'utf8'))

/** The brand's colour tokens: tokens.css's for its id (else the default), then its own `theme`. */
export function brandTokens(brand: Pick<Brand, 'id' | 'theme'>): Tokens {
  return { ...BLOCKS.get(':root'), ...BLOCKS.get(brand.id), ...brand.theme?.colors }
}

/** The image: the brand's primary colour with its foreground, the accent for the small print's highlights. */
export function previewColors(brand: Pick<Brand, 'id' | 'theme'>): PreviewColors {
  const t = brandTokens(brand)
  const foreground = t['primary-foreground'] ?? '#ffffff'
  return {
    background: t.primary ?? '#0b4a8b',
    foreground,
    accent: t.accent ?? foreground,
    muted: t.secondary ?? foreground,
  }
}

const here = path.dirname(fileURLToPath(import.meta.url))

/** Where the site's static files are: the client build beside the server build, or the app's own folders. */
function staticRoots(): string[] {
  const cwd = process.cwd()
  return [
    path.resolve(here, '../client'),
    path.resolve(cwd, 'build/client'),
    path.resolve(cwd, 'apps/web/build/client'),
    path.resolve(cwd, 'public'),
    path.resolve(cwd, 'apps/web/public'),
  ]
}

/** A site path the development server serves from the disk: '/@fs/abs/path', '/node_modules/…'. */
function devFile(src: string): string | undefined {
  const pathname = decodeURIComponent(src.split('?')[0] ?? '')
  if (pathname.startsWith('/@fs/')) return pathname.slice('/@fs'.length)
  if (pathname.startsWith('/node_modules/')) {
    try {
      return require.resolve(pathname.slice('/node_modules/'.length))
    } catch {
      return undefined
    }
  }
  return undefined
}

/** A font file's bytes by the address the site's pages use; undefined when it cannot be read. */
export async function readSiteFile(src: string): Promise<Buffer | undefined> {
  try {
    if (/^https:\/\//.test(src)) {
      const response = await fetch(src, { signal: AbortSignal.timeout(5000) })
      return response.ok ? Buffer.from(await response.arrayBuffer()) : undefined
    }
    const pathname = decodeURIComponent(src.split('?')[0] ?? '')
    const candidates = [
      devFile(src),
      ...staticRoots().map((root) => path.join(root, path.normalize(pathname).replace(/^([/\\])+/, ''))),
    ]
    for (const file of candidates) if (file && existsSync(file)) return await readFile(file)
  } catch {
    // Unreadable: the caller falls back.
  }
  return undefined
}

const WEIGHTS = [400, 600, 700] as const

/** The closest weight a family has to the one wanted (the heavier on a tie). */
function closest(available: number[], wanted: number): number | undefined {
  return [...available].sort((a, b) => Math.abs(a - wanted) - Math.abs(b - wanted) || b - a)[0]
}

/**
 * The family's faces at 400, 600 and 700 (the closest it has), latin first, then latin-ext. Only files of
 * one weight: Satori cannot read a variable file (it fails on one), so a brand whose faces are variable
 * draws with the fallback below (docs/link-previews.md).
 */
async function familyFonts(font: BrandFont): Promise<PreviewFont[]> {
  const statics = font.faces.flatMap((face) =>
    typeof face.weight === 'number' ? [{ ...face, weight: face.weight }] : [],
  )
  const weights = [...new Set(statics.map((face) => face.weight))]
  const out: PreviewFont[] = []
  for (const weight of WEIGHTS) {
    const have = closest(weights, weight)
    const faces = statics
      .filter((face) => face.weight === have)
      .sort((a, b) => (a.subset === b.subset ? 0 : a.subset === 'latin' ? -1 : 1))
    for (const face of faces) {
      const data = await readSiteFile(face.src)
      if (data) out.push({ name: font.family, data, weight, style: 'normal' })
    }
  }
  return out
}

/** Inter from @fontsource (the site's default brand font), for a brand without a font it can read. */
async function fallbackFonts(): Promise<PreviewFont[]> {
  const out: PreviewFont[] = []
  for (const weight of WEIGHTS)
    for (const subset of ['latin', 'latin-ext']) {
      const file = require.resolve(`@fontsource/inter/files/inter-${subset}-${weight}-normal.woff2`)
      out.push({ name: FALLBACK_FAMILY, data: await readFile(file), weight, style: 'normal' })
    }
  return out
}

/** The brand's look, its font files read once (the caller keeps the result). */
export async function loadPreviewLook(brand: Brand): Promise<PreviewLook> {
  const sans = brand.fonts ? await familyFonts(brand.fonts.sans) : []
  const heading =
    brand.fonts?.heading && brand.fonts.heading.family !== brand.fonts.sans.family
      ? await familyFonts(brand.fonts.heading)
      : []
  const fallback = await fallbackFonts()
  const body = sans.length > 0 ? brand.fonts!.sans.family : FALLBACK_FAMILY
  const title = heading.length > 0 ? brand.fonts!.heading!.family : body
  return {
    siteName: brand.siteName,
    colors: previewColors(brand),
    family: { heading: title, body },
    // The fallback last: Satori draws a character missing from the brand's files with it.
    fonts: [...heading, ...sans, ...fallback],
  }
}
