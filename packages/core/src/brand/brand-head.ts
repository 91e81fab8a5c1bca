// What a brand adds to every page's <head> (docs/decisions.md, "Brand configuration"): its fonts' faces (only
// this brand's files, one per weight and subset or one variable file per subset, each subset fetched only
// when the page has a character in its range), the metric-adjusted fallbacks, and its tokens (font stacks,
// colours, radius) as CSS variables on <html>. A brand without `theme` keeps @carreiras/ui's theme for its
// id (tokens.css: aurora, demo, or the default for any other id); whatever the brand sets wins over it.
// Pure: any site that declares its brand as configuration puts `css` in an inline <style> and preloads
// `preload`.
import { FONT_SUBSET_RANGES, faceCovers, faceWeightRange, type Brand, type BrandFont } from './brand.schema'

/** After the brand font and its fallback: Arial (or its metric twin) and the generic family. */
const SYSTEM_STACK = "Arial, 'Liberation Sans', sans-serif"

export interface BrandHead {
  /** A stylesheet for an inline <style>; '' when the brand adds nothing. */
  css: string
  /**
   * The woff2 files to preload: the latin files of the weights each font names in `preload` (a variable
   * file that carries several of them, once).
   */
  preload: string[]
}

const fallbackName = (font: BrandFont) => `${font.family} Fallback`

/** The brand font first, its metric-adjusted fallback second, then the system fonts. */
export const fontStack = (font: BrandFont) => `'${font.family}', '${fallbackName(font)}', ${SYSTEM_STACK}`

/** `font-weight` of a face: its weight, or a variable file's range (`100 900`). */
function weightDescriptor(weight: BrandFont['faces'][number]['weight']): string {
  const [min, max] = faceWeightRange(weight)
  return min === max ? String(min) : `${min} ${max}`
}

function fontFaces(font: BrandFont): string[] {
  // latin-ext first: without unicode-range support a browser would try the last-declared face first.
  const faces = [...font.faces].sort((a, b) => (a.subset === b.subset ? 0 : a.subset === 'latin' ? 1 : -1))
  const files = faces.map(
    (face) =>
      `@font-face{font-family:'${font.family}';font-style:normal;font-weight:${weightDescriptor(face.weight)};font-display:swap;` +
      `src:url(${face.src}) format('woff2');unicode-range:${FONT_SUBSET_RANGES[face.subset]}}`,
  )
  const { local, sizeAdjust, ascentOverride, descentOverride, lineGapOverride } = font.fallback
  const fallback =
    `@font-face{font-family:'${fallbackName(font)}';src:${local.map((name) => `local('${name}')`).join(',')};` +
    `size-adjust:${sizeAdjust};ascent-override:${ascentOverride};descent-override:${descentOverride};` +
    `line-gap-override:${lineGapOverride}}`
  return [...files, fallback]
}

function preloads(font: BrandFont): string[] {
  return font.preload.flatMap((weight) =>
    font.faces.filter((face) => face.subset === 'latin' && faceCovers(face, weight)).map((face) => face.src),
  )
}

export function brandHead(brand: Brand): BrandHead {
  const rules: string[] = []
  const tokens: string[] = []
  const { fonts, theme } = brand
  if (fonts) {
    const heading = fonts.heading && fonts.heading.family !== fonts.sans.family ? fonts.heading : undefined
    rules.push(...fontFaces(fonts.sans), ...(heading ? fontFaces(heading) : []))
    tokens.push(`--font-stack-sans:${fontStack(fonts.sans)}`)
    if (fonts.heading) tokens.push(`--font-stack-heading:${fontStack(fonts.heading)}`)
  }
  for (const [token, value] of Object.entries(theme?.colors ?? {})) tokens.push(`--${token}:${value}`)
  if (theme?.radius) tokens.push(`--radius:${theme.radius}`)
  // html[…] outranks tokens.css's `:root` and `[data-brand]` blocks wherever the stylesheet lands.
  if (tokens.length > 0) rules.push(`html[data-brand='${brand.id}']{${tokens.join(';')}}`)
  const preload = fonts ? [...preloads(fonts.sans), ...(fonts.heading ? preloads(fonts.heading) : [])] : []
  return { css: rules.join('\n'), preload: [...new Set(preload)] }
}
