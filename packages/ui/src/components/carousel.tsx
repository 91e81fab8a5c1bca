// Kept in its own file (and its own build entry) so public pages can load embla with React.lazy.
import { ptBR } from '@carreiras/core'
import useEmblaCarousel, { type UseEmblaCarouselType } from 'embla-carousel-react'
import { ChevronLeft, ChevronRight } from 'lucide-react'
import {
  Children,
  createContext,
  use,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ComponentProps,
  type KeyboardEvent,
} from 'react'
import { cn } from '../lib/cn'
import { Button } from './button'

type CarouselApi = UseEmblaCarouselType[1]
type CarouselOptions = Parameters<typeof useEmblaCarousel>[0]

/**
 * 'single': one slide per view, no gap (the culture page). 'awards': AWARDS_PER_VIEW (3) per view,
 * AWARDS_PER_VIEW_NARROW (2) under AWARDS_NARROW_BELOW_PX (522 px); the literal classes below are
 * checked against those constants in carousel.test.tsx, since Tailwind only sees literal names.
 */
const ITEM_LAYOUT_CLASSES = {
  single: 'basis-full',
  awards: 'basis-1/2 min-[522px]:basis-1/3 ps-4',
} as const

type CarouselLayout = keyof typeof ITEM_LAYOUT_CLASSES

type CarouselTexts = {
  roleDescription: string
  slideRoleDescription: string
  slideLabel: (position: number, total: number) => string
}

type CarouselContextValue = {
  emblaRef: UseEmblaCarouselType[0]
  layout: CarouselLayout
  texts: CarouselTexts
  canScrollPrev: boolean
  canScrollNext: boolean
  scrollPrev: () => void
  scrollNext: () => void
  prevRef: React.RefObject<HTMLButtonElement | null>
  nextRef: React.RefObject<HTMLButtonElement | null>
}

const CarouselContext = createContext<CarouselContextValue | null>(null)
const SlideContext = createContext<{ index: number; total: number } | null>(null)

function useCarousel(part: string): CarouselContextValue {
  const context = use(CarouselContext)
  if (!context) throw new Error(`<${part}> must be used inside <Carousel>`)
  return context
}

/** Read at each move, so a change of the system setting applies at once: jump instead of animating. */
function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true
  )
}

type CarouselProps = ComponentProps<'div'> & {
  /** Accessible name of the carousel region, e.g. 'Nossa cultura'. */
  label: string
  layout?: CarouselLayout
  /** Embla options (loop, align…); `active` is managed by `setupDelayMs`. */
  opts?: CarouselOptions
  /** Sets the carousel up this long after mount (the spec's CAROUSEL_SETUP_DELAY_MS where it applies). */
  setupDelayMs?: number
  /** Receives the embla API once set up. */
  setApi?: (api: CarouselApi) => void
  roleDescription?: string
  slideRoleDescription?: string
  slideLabel?: (position: number, total: number) => string
}

/** Arrow Left/Right move while focus is inside; at the ends the matching button is disabled. */
function Carousel({
  label,
  layout = 'single',
  opts,
  setupDelayMs = 0,
  setApi,
  roleDescription = ptBR.ui.display.carousel.roleDescription,
  slideRoleDescription = ptBR.ui.display.carousel.slideRoleDescription,
  slideLabel = ptBR.ui.display.carousel.slideLabel,
  className,
  onKeyDownCapture,
  children,
  ...props
}: CarouselProps) {
  const [ready, setReady] = useState(setupDelayMs <= 0)
  useEffect(() => {
    if (ready) return
    const timer = setTimeout(() => setReady(true), setupDelayMs)
    return () => clearTimeout(timer)
  }, [ready, setupDelayMs])

  const [emblaRef, api] = useEmblaCarousel({ align: 'start', ...opts, active: ready })
  const [canScrollPrev, setCanScrollPrev] = useState(false)
  const [canScrollNext, setCanScrollNext] = useState(false)
  const [announcement, setAnnouncement] = useState('')
  const prevRef = useRef<HTMLButtonElement>(null)
  const nextRef = useRef<HTMLButtonElement>(null)
  const moved = useRef(false)
  /** The button to receive focus after this update, when the focused one is about to be disabled. */
  const handOff = useRef<'prev' | 'next' | null>(null)

  // Until it is set up, embla is inactive and its answers are meaningless: the buttons stay disabled.
  useEffect(() => {
    if (!api || !ready) return
    setApi?.(api)
    const update = (emblaApi: NonNullable<CarouselApi>) => {
      const prev = emblaApi.canScrollPrev()
      const next = emblaApi.canScrollNext()
      // Read focus now: once the button is disabled the browser may already have moved focus to <body>.
      const active = document.activeElement
      if (!next && active === nextRef.current) handOff.current = 'prev'
      else if (!prev && active === prevRef.current) handOff.current = 'next'
      setCanScrollPrev(prev)
      setCanScrollNext(next)
      if (moved.current) {
        setAnnouncement(slideLabel(emblaApi.selectedScrollSnap() + 1, emblaApi.scrollSnapList().length))
      }
    }
    update(api)
    api.on('reInit', update).on('select', update)
    return () => {
      api.off('reInit', update).off('select', update)
    }
  }, [api, ready, setApi, slideLabel])

  // A button that becomes disabled drops focus to <body>: hand it to the other button instead.
  useEffect(() => {
    const target = handOff.current
    handOff.current = null
    if (target === 'prev') prevRef.current?.focus()
    if (target === 'next') nextRef.current?.focus()
  }, [canScrollPrev, canScrollNext])

  const scrollPrev = useCallback(() => {
    moved.current = true
    api?.scrollPrev(prefersReducedMotion())
  }, [api])
  const scrollNext = useCallback(() => {
    moved.current = true
    api?.scrollNext(prefersReducedMotion())
  }, [api])

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    onKeyDownCapture?.(event)
    if (event.defaultPrevented) return
    const target = event.target as HTMLElement
    if (target.closest('input, textarea, select, [contenteditable="true"]')) return
    if (event.key === 'ArrowLeft') {
      event.preventDefault()
      scrollPrev()
    } else if (event.key === 'ArrowRight') {
      event.preventDefault()
      scrollNext()
    }
  }

  const value = useMemo<CarouselContextValue>(
    () => ({
      emblaRef,
      layout,
      texts: { roleDescription, slideRoleDescription, slideLabel },
      canScrollPrev,
      canScrollNext,
      scrollPrev,
      scrollNext,
      prevRef,
      nextRef,
    }),
    [
      emblaRef,
      layout,
      roleDescription,
      slideRoleDescription,
      slideLabel,
      canScrollPrev,
      canScrollNext,
      scrollPrev,
      scrollNext,
    ],
  )

  return (
    <CarouselContext value={value}>
      <div
        data-slot="carousel"
        data-layout={layout}
        data-ready={ready || undefined}
        role="region"
        aria-roledescription={roleDescription}
        aria-label={label}
        onKeyDownCapture={handleKeyDown}
        className={cn('relative', className)}
        {...props}
      >
        {children}
        <span data-slot="carousel-status" aria-live="polite" aria-atomic="true" className="sr-only">
          {announcement}
        </span>
      </div>
    </CarouselContext>
  )
}

function CarouselContent({ className, children, ...props }: ComponentProps<'div'>) {
  const { emblaRef, layout } = useCarousel('CarouselContent')
  const slides = Children.toArray(children)
  return (
    <div ref={emblaRef} data-slot="carousel-viewport" className="overflow-hidden">
      <div
        data-slot="carousel-content"
        className={cn('flex touch-pan-y', layout === 'awards' && '-ms-4', className)}
        {...props}
      >
        {slides.map((slide, index) => (
          // Each slide learns its position for its 'n de N' name.
          <SlideContext key={index} value={{ index, total: slides.length }}>
            {slide}
          </SlideContext>
        ))}
      </div>
    </div>
  )
}

function CarouselItem({ className, ...props }: ComponentProps<'div'>) {
  const { layout, texts } = useCarousel('CarouselItem')
  const slide = use(SlideContext)
  return (
    <div
      data-slot="carousel-item"
      role="group"
      aria-roledescription={texts.slideRoleDescription}
      aria-label={slide ? texts.slideLabel(slide.index + 1, slide.total) : undefined}
      className={cn('min-w-0 shrink-0 grow-0', ITEM_LAYOUT_CLASSES[layout], className)}
      {...props}
    />
  )
}

type CarouselButtonProps = Omit<ComponentProps<typeof Button>, 'size' | 'asChild'> & {
  /** Accessible name; 'Anterior' / 'Próximo' by default. */
  label?: string
}

const arrowClasses = cn(
  'absolute top-1/2 -translate-y-1/2 rounded-full bg-background/95 shadow-sm',
  'disabled:opacity-40',
)

function CarouselPrevious({
  className,
  label = ptBR.ui.display.carousel.previous,
  variant = 'outline',
  ...props
}: CarouselButtonProps) {
  const { canScrollPrev, scrollPrev, prevRef } = useCarousel('CarouselPrevious')
  return (
    <Button
      ref={prevRef}
      data-slot="carousel-previous"
      variant={variant}
      size="icon"
      aria-label={label}
      disabled={!canScrollPrev}
      onClick={scrollPrev}
      className={cn(arrowClasses, 'start-2', className)}
      {...props}
    >
      <ChevronLeft aria-hidden="true" className="size-5" />
    </Button>
  )
}

function CarouselNext({
  className,
  label = ptBR.ui.display.carousel.next,
  variant = 'outline',
  ...props
}: CarouselButtonProps) {
  const { canScrollNext, scrollNext, nextRef } = useCarousel('CarouselNext')
  return (
    <Button
      ref={nextRef}
      data-slot="carousel-next"
      variant={variant}
      size="icon"
      aria-label={label}
      disabled={!canScrollNext}
      onClick={scrollNext}
      className={cn(arrowClasses, 'end-2', className)}
      {...props}
    >
      <ChevronRight aria-hidden="true" className="size-5" />
    </Button>
  )
}

export { Carousel, CarouselContent, CarouselItem, CarouselNext, CarouselPrevious }
export type { CarouselApi, CarouselButtonProps, CarouselLayout, CarouselProps }
