import {
  AWARDS_NARROW_BELOW_PX,
  AWARDS_PER_VIEW,
  AWARDS_PER_VIEW_NARROW,
  CAROUSEL_SETUP_DELAY_MS,
} from '@carreiras/core'
import { act, cleanup, render, screen, within } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { Carousel, CarouselContent, CarouselItem, CarouselNext, CarouselPrevious } from './carousel'

// jsdom has no layout observers; embla only needs them to exist (every size reads as 0 here, so
// scrolling itself is covered by the stories in Chromium).
class NoopObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return []
  }
}

beforeAll(() => {
  vi.stubGlobal('ResizeObserver', NoopObserver)
  vi.stubGlobal('IntersectionObserver', NoopObserver)
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: false,
      media: query,
      addEventListener() {},
      removeEventListener() {},
      addListener() {},
      removeListener() {},
    })),
  )
})

afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

// The files share one jsdom (vitest.config.ts): leave the real observers to the next file.
afterAll(() => {
  vi.unstubAllGlobals()
})

function Culture(props: Partial<React.ComponentProps<typeof Carousel>>) {
  return (
    <Carousel label="Nossa cultura" {...props}>
      <CarouselContent>
        {['Propósito', 'Missão', 'Visão'].map((text) => (
          <CarouselItem key={text}>{text}</CarouselItem>
        ))}
      </CarouselContent>
      <CarouselPrevious />
      <CarouselNext />
    </Carousel>
  )
}

describe('Carousel', () => {
  it('is a named carousel region of named slides', () => {
    render(<Culture />)
    const region = screen.getByRole('region', { name: 'Nossa cultura' })
    expect(region.getAttribute('aria-roledescription')).toBe('carrossel')
    const slides = within(region).getAllByRole('group')
    expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual(['1 de 3', '2 de 3', '3 de 3'])
    expect(slides.every((slide) => slide.getAttribute('aria-roledescription') === 'slide')).toBe(true)
    expect(slides[0]?.className).toContain('basis-full')
  })

  it("names the arrows 'Anterior' and 'Próximo' and disables them when there is nowhere to go", () => {
    render(<Culture />)
    expect((screen.getByRole('button', { name: 'Anterior' }) as HTMLButtonElement).disabled).toBe(true)
    expect((screen.getByRole('button', { name: 'Próximo' }) as HTMLButtonElement).disabled).toBe(true)
  })

  it('lays awards out AWARDS_PER_VIEW per view, AWARDS_PER_VIEW_NARROW under AWARDS_NARROW_BELOW_PX', () => {
    render(<Culture layout="awards" />)
    const { className } = screen.getAllByRole('group')[0] as HTMLElement
    expect(className).toContain(`basis-1/${AWARDS_PER_VIEW_NARROW}`)
    expect(className).toContain(`min-[${AWARDS_NARROW_BELOW_PX}px]:basis-1/${AWARDS_PER_VIEW}`)
  })

  it('sets up only after setupDelayMs', () => {
    vi.useFakeTimers()
    render(<Culture setupDelayMs={CAROUSEL_SETUP_DELAY_MS} />)
    const region = screen.getByRole('region', { name: 'Nossa cultura' })
    expect(region.hasAttribute('data-ready')).toBe(false)
    act(() => vi.advanceTimersByTime(CAROUSEL_SETUP_DELAY_MS - 1))
    expect(region.hasAttribute('data-ready')).toBe(false)
    act(() => vi.advanceTimersByTime(1))
    expect(region.hasAttribute('data-ready')).toBe(true)
  })

  it('lets a brand override the texts', () => {
    render(<Culture roleDescription="galeria" slideLabel={(n, total) => `Foto ${n} de ${total}`} />)
    expect(screen.getByRole('region').getAttribute('aria-roledescription')).toBe('galeria')
    expect(screen.getAllByRole('group')[2]?.getAttribute('aria-label')).toBe('Foto 3 de 3')
  })
})
