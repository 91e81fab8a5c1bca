// The frame of every glyph ui draws inline (lucide's paths, copied): the components on the public pages'
// first load (header, footer, hero, job card, filters, save toggle, offline banner, …) carry their few
// icons as paths rather than lucide-react's runtime, and this is the one <svg> they share, so each icon
// writes only its path data and its classes. Decorative: the control around it carries the name.
import type { ComponentProps } from 'react'

type InlineIconProps = ComponentProps<'svg'> & {
  /** Filled with the text colour as well as outlined (a saved job's bookmark). */
  filled?: boolean
}

/** A 24×24 lucide-style outline: the text colour, 2 px strokes (unless `strokeWidth`), round ends. */
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

export { InlineIcon }
export type { InlineIconProps }
