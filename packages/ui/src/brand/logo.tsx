import type { ComponentProps } from 'react'
import { cn } from '../lib/cn'

type LogoBrand = 'aurora' | 'demo'

/**
 * The brands' names, announced as the logo's accessible name. They are proper names (data, like the
 * marks themselves), not interface copy; a white-label site passes its own with `label`.
 */
const LOGO_NAMES: Record<LogoBrand, string> = {
  aurora: 'Aurora Carreiras',
  demo: 'Demo Carreiras',
}

/** A brand's logo file as its configuration gives it: intrinsic size (no layout shift) and text alternative. */
interface LogoImage {
  src: string
  width: number
  height: number
  alt: string
}

type LogoProps = Omit<ComponentProps<'svg'>, 'children' | 'viewBox' | 'role'> & {
  /** Which built-in mark to draw; the default is the financial group's own brand. */
  brand?: LogoBrand
  /** Accessible name; defaults to the brand's name (or the image's alt). */
  label?: string
  /**
   * Any other brand's logo: an image file instead of a built-in mark, so a white-label site brings its
   * own logo as configuration.
   */
  image?: LogoImage
}

/**
 * Fictional marks of the two brands, as inline SVG painted with the brand's tokens (`fill-primary`,
 * `currentColor` for the wordmark), so they follow `data-brand` and any token override; or, with
 * `image`, a brand's own logo file. Height comes from `className` (default `h-10`); the width follows
 * the mark's proportions.
 */
function Logo({ brand = 'aurora', label, image, className, ...props }: LogoProps) {
  if (image)
    return (
      <img
        data-slot="logo"
        src={image.src}
        width={image.width}
        height={image.height}
        alt={label ?? image.alt}
        className={cn('h-10 w-auto shrink-0', className)}
      />
    )
  const Mark = brand === 'demo' ? DemoMark : AuroraMark
  return (
    <svg
      data-slot="logo"
      data-brand-mark={brand}
      role="img"
      aria-label={label ?? LOGO_NAMES[brand]}
      viewBox={brand === 'demo' ? '0 0 188 48' : '0 0 212 48'}
      className={cn('h-10 w-auto shrink-0 text-foreground', className)}
      {...props}
    >
      <Mark />
    </svg>
  )
}

/** Aurora: a warm sun rising over a deep-blue horizon, then the wordmark. */
function AuroraMark() {
  return (
    <>
      <g data-slot="logo-symbol">
        <path d="M8 32a16 16 0 0 1 32 0Z" className="fill-accent-foreground" />
        <g className="stroke-accent-foreground" strokeWidth="3" strokeLinecap="round" fill="none">
          <path d="M24 4v5" />
          <path d="M6.5 11.5l3.5 3.5" />
          <path d="M41.5 11.5L38 15" />
        </g>
        <rect x="2" y="35" width="44" height="4" rx="2" className="fill-primary" />
        <rect x="10" y="42" width="28" height="3" rx="1.5" className="fill-primary" opacity="0.6" />
      </g>
      <g data-slot="logo-wordmark" fill="currentColor" className="font-heading">
        <text x="56" y="25" fontSize="22" fontWeight="700" letterSpacing="-0.3">
          Aurora
        </text>
        <text x="57" y="43" fontSize="13" fontWeight="600" letterSpacing="2.6" className="fill-primary">
          CARREIRAS
        </text>
      </g>
    </>
  )
}

/** Demo: a rounded tile with a lowercase "d" and a spark, then a lowercase wordmark. */
function DemoMark() {
  return (
    <>
      <g data-slot="logo-symbol">
        <rect x="2" y="2" width="44" height="44" rx="14" className="fill-primary" />
        <path
          d="M27 13v22M27 24a6.5 6.5 0 1 0 0 4"
          className="stroke-primary-foreground"
          strokeWidth="4"
          strokeLinecap="round"
          fill="none"
        />
        <circle cx="36" cy="12" r="4" className="fill-accent" />
      </g>
      <g data-slot="logo-wordmark" fill="currentColor" className="font-heading">
        <text x="56" y="26" fontSize="24" fontWeight="700">
          demo
        </text>
        <text x="57" y="43" fontSize="13" fontWeight="600" letterSpacing="0.5" className="fill-primary">
          carreiras
        </text>
      </g>
    </>
  )
}

export { Logo, LOGO_NAMES }
export type { LogoBrand, LogoImage, LogoProps }
