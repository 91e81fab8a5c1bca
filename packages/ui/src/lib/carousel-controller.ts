// The carousel's behaviour, loaded on demand by primitives/carousel.tsx: prev/next move by one view's
// worth of whole slides (1 per view, or 3/2 for the awards), ArrowLeft/ArrowRight/Home/End on the
// strip, and the buttons are marked aria-disabled at either end (not `disabled`, so focus stays on
// them). After a move, the polite status reads the first shown slide's name ('2 de 6'). Plain DOM: the
// strip is a native scroll-snap list that works (and swipes) before this loads, or without it.

/** Index of the first slide at or after `scrollLeft` (slides' left offsets, ascending). */
export function firstVisibleIndex(offsets: readonly number[], scrollLeft: number): number {
  let index = 0
  for (let i = 0; i < offsets.length; i += 1) if (offsets[i]! <= scrollLeft + 1) index = i
  return index
}

/** Slides that fit in the viewport (at least 1). */
export function slidesPerView(viewportWidth: number, slideWidth: number): number {
  return slideWidth > 0 ? Math.max(1, Math.round(viewportWidth / slideWidth)) : 1
}

/** The slide to show after moving `step` views from `current` (clamped to the last full view). */
export function targetIndex(current: number, step: number, perView: number, count: number): number {
  const last = Math.max(0, count - perView)
  return Math.min(last, Math.max(0, current + step * perView))
}

export function setupCarousel(root: HTMLElement): () => void {
  const viewport = root.querySelector<HTMLElement>('[data-carousel="viewport"]')
  const prev = root.querySelector<HTMLButtonElement>('[data-carousel="prev"]')
  const next = root.querySelector<HTMLButtonElement>('[data-carousel="next"]')
  const status = root.querySelector<HTMLElement>('[data-carousel="status"]')
  if (!viewport || !prev || !next) return () => {}
  const slides = () => [...viewport.querySelectorAll<HTMLElement>('[data-carousel="slide"]')]
  // Positions relative to the first slide: scrollLeft 0 shows it.
  const offsets = () => {
    const list = slides()
    const start = list[0]?.offsetLeft ?? 0
    return list.map((slide) => slide.offsetLeft - start)
  }
  const perView = () => slidesPerView(viewport.clientWidth, slides()[0]?.offsetWidth ?? 0)
  const current = () => firstVisibleIndex(offsets(), viewport.scrollLeft)
  const reduceMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches

  function go(index: number) {
    const left = offsets()[index] ?? 0
    viewport!.scrollTo({ left, behavior: reduceMotion() ? 'auto' : 'smooth' })
    update(index)
    if (status) status.textContent = slides()[index]?.getAttribute('aria-label') ?? ''
  }

  function update(index = current()) {
    const last = Math.max(0, slides().length - perView())
    prev!.setAttribute('aria-disabled', String(index <= 0))
    next!.setAttribute('aria-disabled', String(index >= last))
    root.dataset.current = String(index)
  }

  const move = (step: number) => () => go(targetIndex(current(), step, perView(), slides().length))
  const onPrev = move(-1)
  const onNext = move(1)
  const onKey = (event: KeyboardEvent) => {
    const count = slides().length
    const to =
      event.key === 'ArrowLeft'
        ? targetIndex(current(), -1, 1, count)
        : event.key === 'ArrowRight'
          ? targetIndex(current(), 1, 1, count)
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? targetIndex(count, 0, perView(), count)
              : null
    if (to === null) return
    event.preventDefault()
    go(to)
  }
  let frame = 0
  const onScroll = () => {
    cancelAnimationFrame(frame)
    frame = requestAnimationFrame(() => update())
  }

  prev.addEventListener('click', onPrev)
  next.addEventListener('click', onNext)
  viewport.addEventListener('keydown', onKey)
  viewport.addEventListener('scroll', onScroll, { passive: true })
  window.addEventListener('resize', onScroll)
  update()
  root.dataset.ready = 'true'
  return () => {
    cancelAnimationFrame(frame)
    prev.removeEventListener('click', onPrev)
    next.removeEventListener('click', onNext)
    viewport.removeEventListener('keydown', onKey)
    viewport.removeEventListener('scroll', onScroll)
    window.removeEventListener('resize', onScroll)
    delete root.dataset.ready
  }
}
