import { LAUNCHER_FOCUS_GAP } from '@carreiras/core'
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ChatLauncher } from './chat-launcher'

// The launcher never covers the focused control (WCAG 2.2, 2.4.11): jsdom has no layout, so the boxes are
// given as a 390 × 844 phone would draw them.
const rect = (top: number, left: number, width: number, height: number) =>
  ({ top, left, right: left + width, bottom: top + height, width, height, x: left, y: top }) as DOMRect

const frames = () =>
  new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve))))

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

function setup(controlBox: DOMRect) {
  render(
    <>
      <button type="button">Candidatar-se</button>
      <ChatLauncher status="closed" onOpen={() => undefined} />
    </>,
  )
  const control = screen.getByRole('button', { name: 'Candidatar-se' })
  const launcher = screen.getByRole('button', { name: 'Fale conosco' })
  vi.spyOn(control, 'getBoundingClientRect').mockReturnValue(controlBox)
  vi.spyOn(launcher, 'getBoundingClientRect').mockReturnValue(rect(784, 330, 48, 48))
  const scrollBy = vi.fn()
  vi.stubGlobal('scrollBy', scrollBy)
  return { control, launcher, scrollBy }
}

describe('ChatLauncher and the focused control', () => {
  it('scrolls a control that gets the focus under the launcher to just above it', async () => {
    const { control, scrollBy } = setup(rect(770, 16, 358, 40))
    control.focus()
    await frames()
    expect(scrollBy).toHaveBeenCalledWith({ top: 810 - 784 + LAUNCHER_FOCUS_GAP, behavior: 'instant' })
    vi.unstubAllGlobals()
  })

  it('leaves the page where it is for a control clear of it, and for the launcher itself', async () => {
    const { control, launcher, scrollBy } = setup(rect(600, 16, 358, 40))
    control.focus()
    await frames()
    launcher.focus()
    await frames()
    expect(scrollBy).not.toHaveBeenCalled()
    vi.unstubAllGlobals()
  })
})
