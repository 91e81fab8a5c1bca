// A carousel rendered on the server as a horizontal scroll-snap strip (readable and swipeable with no
// JavaScript), with labelled prev/next buttons. The buttons' behaviour (carousel-controller.ts) is
// loaded with import() CAROUSEL_SETUP_DELAY_MS after mount, so it is not part of the route's first
// load. Pattern: WAI-ARIA APG carousel (region with aria-roledescription, slides as labelled groups).
import { useEffect, useId, useRef, type ReactNode } from 'react'
import type { CarouselTexts } from '../../texts.server'

/** Mirrors CAROUSEL_SETUP_DELAY_MS of @carreiras/core (kept out of the route's bundle); checked by a test. */
export const SETUP_DELAY_MS = 150

interface CarouselProps<Item> {
  /** Accessible name of the carousel. */
  label: string
  items: readonly Item[]
  texts: CarouselTexts
  /** Width classes of one slide (one per view by default). */
  slideClassName?: string
  renderSlide(item: Item, index: number): ReactNode
  itemKey(item: Item, index: number): string
}

export function Carousel<Item>({
  label,
  items,
  texts,
  slideClassName = 'basis-full',
  renderSlide,
  itemKey,
}: CarouselProps<Item>) {
  const root = useRef<HTMLElement>(null)
  const viewportId = useId()

  useEffect(() => {
    let cleanup: (() => void) | undefined
    let cancelled = false
    const timer = setTimeout(() => {
      void import('./carousel-controller').then(({ setupCarousel }) => {
        if (!cancelled && root.current) cleanup = setupCarousel(root.current)
      })
    }, SETUP_DELAY_MS)
    return () => {
      cancelled = true
      clearTimeout(timer)
      cleanup?.()
    }
  }, [])

  const button =
    'inline-flex size-10 items-center justify-center rounded-full border border-border bg-background text-foreground hover:bg-accent hover:text-accent-foreground focus-ring aria-disabled:opacity-40'
  return (
    <section
      ref={root}
      aria-roledescription={texts.roleDescription}
      aria-label={label}
      data-slot="carousel"
      className="flex flex-col gap-3"
    >
      <div className="flex justify-end gap-2">
        <button
          type="button"
          className={button}
          aria-controls={viewportId}
          data-carousel="prev"
          aria-label={texts.previous}
        >
          <Chevron direction="left" />
        </button>
        <button
          type="button"
          className={button}
          aria-controls={viewportId}
          data-carousel="next"
          aria-label={texts.next}
        >
          <Chevron direction="right" />
        </button>
      </div>
      {/* Focusable so keyboard users can scroll it too (axe: scrollable-region-focusable; WCAG 2.1.1). */}
      <div
        id={viewportId}
        data-carousel="viewport"
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be focusable
        tabIndex={0}
        className="focus-ring flex snap-x snap-mandatory overflow-x-auto scroll-smooth rounded-lg motion-reduce:scroll-auto"
      >
        {items.map((item, index) => (
          <div
            key={itemKey(item, index)}
            role="group"
            aria-roledescription={texts.slideRoleDescription}
            aria-label={texts.slideLabel
              .replace('{n}', String(index + 1))
              .replace('{total}', String(items.length))}
            data-carousel="slide"
            className={`shrink-0 snap-start px-1 ${slideClassName}`}
          >
            {renderSlide(item, index)}
          </div>
        ))}
      </div>
    </section>
  )
}

function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-5"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={direction === 'left' ? 'M15 18l-6-6 6-6' : 'M9 18l6-6-6-6'} />
    </svg>
  )
}
