// The two helpers of the components on the public pages' first load (header, footer, hero, job card,
// filters, save toggle, offline banner, content sections): `cx` for their class names and `InlineIcon`
// for their glyphs. One module on purpose: the site's bundler puts each shared module of the design
// system in a file of its own, and a visit pays about a quarter of a KiB for each file it fetches; these
// two serve the same pages, so they travel in the same file.
import { clsx, type ClassValue } from 'clsx'
import type { ComponentProps } from 'react'

/**
 * Joins class names (clsx) without tailwind-merge, for the components on the public pages' first load
 * (header, footer, job card, hero, content sections): tailwind-merge's class table costs those pages
 * about 8 kB of JavaScript. The trade-off: a caller's class that conflicts with a base class (say
 * `p-2` against the card's `p-4`) does not remove it, and which one wins is decided by the order of
 * the rules in the stylesheet, not by the order here. So these components keep their base classes to
 * layout and colour a caller rarely needs to change, and take the caller's className last (added
 * classes such as `mt-6` or `max-w-sm` always work). Use `cn` where overriding must be reliable.
 */
function cx(...inputs: ClassValue[]): string {
  return clsx(inputs)
}

type InlineIconProps = ComponentProps<'svg'> & {
  /** Filled with the text colour as well as outlined (a saved job's bookmark). */
  filled?: boolean
}

/**
 * The frame of every glyph drawn inline: those components carry lucide's paths (copied) rather than
 * lucide-react's runtime, about 3 KiB on the list page, and this is the one <svg> around them, so each
 * icon writes only its path data and its classes. A 24×24 outline in the text colour, 2 px strokes
 * (unless `strokeWidth`), round ends and joins; decorative (the control around it carries the name).
 */
function InlineIcon({ filled, ...props }: InlineIconProps) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      {...props}
    />
  )
}

export { cx, InlineIcon }
export type { InlineIconProps }
