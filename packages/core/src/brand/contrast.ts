// Colour contrast as WCAG 2.2 defines it (docs/architecture.md: brands are hex colours so that contrast
// stays a computation). One home for the rule: ui's token test holds every brand to AA with it, and the
// Storybook "Cores e contraste" page shows the same figures to designers.

/** The red, green and blue channels (0–255) of a #rrggbb colour. */
export function hexChannels(hex: string): [number, number, number] {
  const [r = 0, g = 0, b = 0] = (hex.slice(1, 7).match(/../g) ?? []).map((h) => parseInt(h, 16))
  return [r, g, b]
}

/** WCAG relative luminance (0–1) of an opaque #rrggbb colour. */
export function relativeLuminance(hex: string): number {
  const [r, g, b] = hexChannels(hex).map((v) => {
    const c = v / 255
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }) as [number, number, number]
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

/** WCAG contrast ratio (1–21) of two opaque #rrggbb colours, in either order. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number]
  return (hi + 0.05) / (lo + 0.05)
}

/** `colour` at `amount` (0–1) over `base`, as #rrggbb: the soft fills components make (`bg-destructive/10`). */
export function tintOver(colour: string, base: string, amount: number): string {
  const c = hexChannels(colour)
  const b = hexChannels(base)
  return `#${c
    .map((v, i) =>
      Math.round(v * amount + b[i]! * (1 - amount))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`
}
