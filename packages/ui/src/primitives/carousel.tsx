// A carousel drawn as a native horizontal scroll-snap strip (readable, focusable and swipeable before
// any script, and without one) with labelled prev/next buttons. Their behaviour (lib/carousel-controller)
// is loaded with import() `setupDelayMs` after mount, so it is not part of a page's first load; until then
// the buttons are aria-disabled. Pattern: WAI-ARIA APG carousel (a region with aria-roledescription,
// slides as labelled groups). embla-carousel was dropped here: it cost the public pages about 7 kB of
// JavaScript for what scroll-snap does natively.
import { CAROUSEL_SETUP_DELAY_MS } from '@carreiras/core'
import { carouselMessages } from '@carreiras/core/messages/carousel'
import { Children, useEffect, useId, useRef, type ComponentProps, type ReactNode } from 'react'
import { cx, InlineIcon } from '../lib/cx'
import type { Labels } from '../lib/labels'

/**
 * 'single': one slide per view, no gap (the culture page, the testimonials). 'awards': AWARDS_PER_VIEW
 * (3) per view, AWARDS_PER_VIEW_NARROW (2) under AWARDS_NARROW_BELOW_PX (522 px); the literal classes
 * are checked against those constants in carousel.test.tsx, since Tailwind only sees literal names.
 */
const ITEM_LAYOUT_CLASSES = {
  single: 'basis-full',
  awards: 'basis-1/2 min-[522px]:basis-1/3',
} as const

type CarouselLayout = keyof typeof ITEM_LAYOUT_CLASSES

const texts = carouselMessages

type CarouselLabels = Labels<typeof texts>

type CarouselProps = Omit<ComponentProps<'section'>, 'children'> & {
  /** Accessible name of the carousel region, e.g. 'Nossa cultura'. */
  label: string
  layout?: CarouselLayout
  /** Sets the buttons up this long after mount (the spec's CAROUSEL_SETUP_DELAY_MS by default). */
  setupDelayMs?: number
  /** One slide per child. */
  children: ReactNode
  /** Classes of every slide (its padding, its height). */
  slideClassName?: string
  labels?: CarouselLabels
}

function ChevronIcon({ direction }: { direction: 'left' | 'right' }) {
  // lucide's chevron paths inline: two paths cost less than the icon runtime on a public page.
  return (
    <InlineIcon className="size-5">
      <path d={direction === 'left' ? 'm15 18-6-6 6-6' : 'm9 18 6-6-6-6'} />
    </InlineIcon>
  )
}

const buttonClass = cx(
  'inline-flex size-10 items-center justify-center rounded-full border border-border',
  'bg-background text-foreground hover:bg-accent hover:text-accent-foreground focus-ring',
  'aria-disabled:opacity-40',
)

/** A carousel of the children; ArrowLeft/ArrowRight/Home/End on the focused strip, buttons above it. */
function Carousel({
  label,
  layout = 'single',
  setupDelayMs = CAROUSEL_SETUP_DELAY_MS,
  slideClassName,
  labels,
  className,
  children,
  ...props
}: CarouselProps) {
  const t = { ...texts, ...labels }
  const root = useRef<HTMLElement>(null)
  const viewportId = useId()
  const slides = Children.toArray(children)

  useEffect(() => {
    let cleanup: (() => void) | undefined
    let cancelled = false
    const timer = setTimeout(() => {
      void import('../lib/carousel-controller').then(({ setupCarousel }) => {
        if (!cancelled && root.current) cleanup = setupCarousel(root.current)
      })
    }, setupDelayMs)
    return () => {
      cancelled = true
      clearTimeout(timer)
      cleanup?.()
    }
  }, [setupDelayMs])

  return (
    <section
      ref={root}
      aria-roledescription={t.roleDescription}
      aria-label={label}
      data-slot="carousel"
      data-layout={layout}
      className={cx('flex flex-col gap-3', className)}
      {...props}
    >
      <div data-slot="carousel-controls" className="flex justify-end gap-2">
        {/* aria-disabled (not disabled) keeps focus on a button that reaches an end. */}
        <button
          type="button"
          data-slot="carousel-previous"
          data-carousel="prev"
          aria-controls={viewportId}
          aria-label={t.previous}
          aria-disabled="true"
          className={buttonClass}
        >
          <ChevronIcon direction="left" />
        </button>
        <button
          type="button"
          data-slot="carousel-next"
          data-carousel="next"
          aria-controls={viewportId}
          aria-label={t.next}
          aria-disabled="true"
          className={buttonClass}
        >
          <ChevronIcon direction="right" />
        </button>
      </div>
      {/* Focusable so keyboard users can scroll it too (axe: scrollable-region-focusable; WCAG 2.1.1). */}
      <div
        id={viewportId}
        data-slot="carousel-viewport"
        data-carousel="viewport"
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be focusable
        tabIndex={0}
        className="flex snap-x snap-mandatory overflow-x-auto rounded-lg focus-ring motion-safe:scroll-smooth"
      >
        {slides.map((slide, index) => (
          <div
            key={index}
            role="group"
            aria-roledescription={t.slideRoleDescription}
            aria-label={t.slideLabel(index + 1, slides.length)}
            data-slot="carousel-item"
            data-carousel="slide"
            className={cx('min-w-0 shrink-0 snap-start px-1', ITEM_LAYOUT_CLASSES[layout], slideClassName)}
          >
            {slide}
          </div>
        ))}
      </div>
      <span
        data-slot="carousel-status"
        data-carousel="status"
        aria-live="polite"
        aria-atomic="true"
        className="sr-only"
      />
    </section>
  )
}

export { Carousel, ITEM_LAYOUT_CLASSES }
export type { CarouselLabels, CarouselLayout, CarouselProps }
