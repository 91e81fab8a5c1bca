import { WELCOME_MS } from '@carreiras/core'
import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { WelcomeAnimation } from './welcome-animation'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

describe('WelcomeAnimation', () => {
  it('greets the name in a status region', () => {
    render(<WelcomeAnimation name="Mariana" />)
    act(() => {
      vi.advanceTimersByTime(0)
    })
    const status = screen.getByRole('status')
    expect(status.textContent).toContain('Olá, Mariana!')
    expect(status.textContent).toContain('Boas-vindas!')
  })

  it('fills the live region after mounting so it is announced', () => {
    render(<WelcomeAnimation name="Mariana" />)
    expect(screen.getByRole('status').textContent).toBe('')
    act(() => {
      vi.advanceTimersByTime(0)
    })
    expect(screen.getByRole('status').textContent).toContain('Olá, Mariana!')
  })

  it("says just 'Olá!' without a name", () => {
    render(<WelcomeAnimation name="  " />)
    act(() => {
      vi.advanceTimersByTime(0)
    })
    expect(screen.getByRole('status').textContent).toContain('Olá!')
  })

  it('calls onDone once after WELCOME_MS (3000 ms), not before', () => {
    expect(WELCOME_MS).toBe(3000)
    const onDone = vi.fn()
    render(<WelcomeAnimation name="Mariana" onDone={onDone} />)
    act(() => {
      vi.advanceTimersByTime(WELCOME_MS - 1)
    })
    expect(onDone).not.toHaveBeenCalled()
    act(() => {
      vi.advanceTimersByTime(1)
    })
    expect(onDone).toHaveBeenCalledOnce()
    act(() => {
      vi.advanceTimersByTime(10_000)
    })
    expect(onDone).toHaveBeenCalledOnce()
  })

  it('keeps its timer when the callback changes and calls the latest one', () => {
    const first = vi.fn()
    const second = vi.fn()
    const { rerender } = render(<WelcomeAnimation name="Mariana" onDone={first} />)
    act(() => {
      vi.advanceTimersByTime(2000)
    })
    rerender(<WelcomeAnimation name="Mariana" onDone={second} />)
    act(() => {
      vi.advanceTimersByTime(1000)
    })
    expect(first).not.toHaveBeenCalled()
    expect(second).toHaveBeenCalledOnce()
  })

  it('does not call onDone after unmounting', () => {
    const onDone = vi.fn()
    const { unmount } = render(<WelcomeAnimation name="Mariana" onDone={onDone} />)
    unmount()
    act(() => {
      vi.advanceTimersByTime(WELCOME_MS)
    })
    expect(onDone).not.toHaveBeenCalled()
  })

  it('moves only with motion allowed (motion-safe classes)', () => {
    render(<WelcomeAnimation name="Mariana" />)
    const icon = document.querySelector('[data-slot="welcome-animation-icon"]')!
    const animated = icon
      .getAttribute('class')!
      .split(' ')
      .filter((c) => /transition|starting:/.test(c))
    expect(animated.length).toBeGreaterThan(0)
    for (const c of animated) expect(c.startsWith('motion-safe:')).toBe(true)
  })
})
