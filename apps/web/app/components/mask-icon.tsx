// A decorative icon drawn in the text colour from an SVG file in public/icons/ (CSS mask): icons cost
// no JavaScript on the public pages' first load (their JS budget). The files are lucide's (ISC) and the
// design system's social glyphs, exported once; see public/icons/README.md.
import type { CSSProperties } from 'react'

export type MaskIconName =
  | 'accessibility'
  | 'baby'
  | 'bus'
  | 'check'
  | 'dumbbell'
  | 'facebook'
  | 'gift'
  | 'graduation-cap'
  | 'heart-pulse'
  | 'house'
  | 'instagram'
  | 'link-2'
  | 'linkedin'
  | 'piggy-bank'
  | 'shield-check'
  | 'smile'
  | 'twitter'
  | 'utensils'
  | 'whatsapp'
  | 'x'
  | 'youtube'

export function MaskIcon({ name, className = 'size-5' }: { name: MaskIconName; className?: string }) {
  return (
    <span
      aria-hidden="true"
      data-slot="icon"
      data-icon={name}
      className={`icon-mask ${className}`}
      style={{ '--icon': `url(/icons/${name}.svg)` } as CSSProperties}
    />
  )
}
