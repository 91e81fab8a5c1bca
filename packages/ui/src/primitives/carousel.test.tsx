import {
  AWARDS_NARROW_BELOW_PX,
  AWARDS_PER_VIEW,
  AWARDS_PER_VIEW_NARROW,
  CAROUSEL_SETUP_DELAY_MS,
} from '@carreiras/core'
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { Carousel } from './carousel'

// jsdom has no layout (every size reads 0): the scrolling itself is covered by the stories in Chromium
// and by the site's journeys; here the ARIA wiring, the set-up delay and the keys.
beforeAll(() => {
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

// The files share one jsdom (vitest.config.ts): leave the real globals to the next file.
afterAll(() => {
  vi.unstubAllGlobals()
})

function Culture(props: Partial<React.ComponentProps<typeof Carousel>>) {
  return (
    <Carousel label="Nossa cultura" {...props}>
      {['Propósito', 'Missão', 'Visão'].map((text) => (
        <p key={text}>{text}</p>
      ))}
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

  it("names the arrows 'Anterior' and 'Próximo', controlling the focusable strip", () => {
    render(<Culture />)
    const strip = document.querySelector('[data-carousel="viewport"]') as HTMLElement
    expect(strip.tabIndex).toBe(0)
    for (const name of ['Anterior', 'Próximo']) {
      const button = screen.getByRole('button', { name })
      expect(button.getAttribute('aria-controls')).toBe(strip.id)
      // aria-disabled until set up, never `disabled` (focus stays on a button at an end).
      expect(button.getAttribute('aria-disabled')).toBe('true')
      expect((button as HTMLButtonElement).disabled).toBe(false)
    }
  })

  it('lays awards out AWARDS_PER_VIEW per view, AWARDS_PER_VIEW_NARROW under AWARDS_NARROW_BELOW_PX', () => {
    render(<Culture layout="awards" />)
    const { className } = screen.getAllByRole('group')[0] as HTMLElement
    expect(className).toContain(`basis-1/${AWARDS_PER_VIEW_NARROW}`)
    expect(className).toContain(`min-[${AWARDS_NARROW_BELOW_PX}px]:basis-1/${AWARDS_PER_VIEW}`)
  })

  it('sets up after CAROUSEL_SETUP_DELAY_MS, then follows the keys', async () => {
    vi.useFakeTimers()
    render(<Culture />)
    const region = screen.getByRole('region', { name: 'Nossa cultura' })
    act(() => {
      vi.advanceTimersByTime(CAROUSEL_SETUP_DELAY_MS - 1)
    })
    expect(region.dataset.ready).toBeUndefined()
    act(() => {
      vi.advanceTimersByTime(1)
    })
    vi.useRealTimers()
    await waitFor(() => expect(region.dataset.ready).toBe('true'))
    const strip = region.querySelector<HTMLElement>('[data-carousel="viewport"]')!
    strip.scrollTo = vi.fn()
    fireEvent.keyDown(strip, { key: 'End' })
    expect(region.dataset.current).toBe('2')
    expect(screen.getByRole('button', { name: 'Próximo' }).getAttribute('aria-disabled')).toBe('true')
    expect(screen.getByRole('button', { name: 'Anterior' }).getAttribute('aria-disabled')).toBe('false')
    // The move is announced politely with the slide's name.
    expect(region.querySelector('[data-carousel="status"]')?.textContent).toBe('3 de 3')
  })

  it('lets a brand override the texts', () => {
    render(
      <Culture labels={{ roleDescription: 'galeria', slideLabel: (n, total) => `Foto ${n} de ${total}` }} />,
    )
    expect(screen.getByRole('region').getAttribute('aria-roledescription')).toBe('galeria')
    expect(screen.getAllByRole('group')[2]?.getAttribute('aria-label')).toBe('Foto 3 de 3')
  })
})
