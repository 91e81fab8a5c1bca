import { RESEND_CODE_COUNTDOWN_S } from '@carreiras/core'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ResendCountdown } from './resend-countdown'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

const seconds = (n: number) =>
  act(() => {
    vi.advanceTimersByTime(n * 1000)
  })
const button = () => screen.getByRole('button', { name: /^Reenviar código/ })
const status = () => screen.getByRole('status')

describe('ResendCountdown', () => {
  it("starts aria-disabled, showing 'Reenviar código em 2:00'", () => {
    expect(RESEND_CODE_COUNTDOWN_S).toBe(120)
    render(<ResendCountdown />)
    expect(button().textContent).toBe('Reenviar código em 2:00')
    expect(button().getAttribute('aria-disabled')).toBe('true')
    // Still focusable, so a keyboard user finds it and hears it is unavailable.
    expect(button()).toHaveProperty('disabled', false)
  })

  it('counts down every second', () => {
    render(<ResendCountdown />)
    seconds(1)
    expect(button().textContent).toBe('Reenviar código em 1:59')
    seconds(60)
    expect(button().textContent).toBe('Reenviar código em 0:59')
  })

  it('ignores clicks while waiting', () => {
    const onResend = vi.fn()
    render(<ResendCountdown onResend={onResend} />)
    fireEvent.click(button())
    expect(onResend).not.toHaveBeenCalled()
  })

  it('announces the time left politely every 30 s and at 10 s, not every second', () => {
    render(<ResendCountdown />)
    expect(status().textContent).toBe('')
    seconds(1)
    expect(status().textContent).toBe('')
    seconds(29)
    expect(status().textContent).toBe('Você poderá reenviar o código em 1:30.')
    seconds(1)
    expect(status().textContent).toBe('Você poderá reenviar o código em 1:30.')
    seconds(29)
    expect(status().textContent).toBe('Você poderá reenviar o código em 1:00.')
    seconds(50)
    expect(status().textContent).toBe('Você poderá reenviar o código em 0:10.')
  })

  it("enables 'Reenviar código' after 120 s and announces it", () => {
    render(<ResendCountdown />)
    seconds(119)
    expect(button().getAttribute('aria-disabled')).toBe('true')
    seconds(1)
    expect(button().textContent).toBe('Reenviar código')
    expect(button().hasAttribute('aria-disabled')).toBe(false)
    expect(status().textContent).toBe('Você já pode reenviar o código.')
  })

  it('calls onResend and restarts the countdown', () => {
    const onResend = vi.fn()
    render(<ResendCountdown onResend={onResend} />)
    seconds(120)
    fireEvent.click(screen.getByRole('button', { name: 'Reenviar código' }))
    expect(onResend).toHaveBeenCalledOnce()
    expect(button().textContent).toBe('Reenviar código em 2:00')
    expect(button().getAttribute('aria-disabled')).toBe('true')
    expect(status().textContent).toBe('')
    seconds(120)
    expect(button().textContent).toBe('Reenviar código')
  })

  it('takes a shorter countdown', () => {
    render(<ResendCountdown seconds={5} />)
    expect(button().textContent).toBe('Reenviar código em 0:05')
    seconds(5)
    expect(button().textContent).toBe('Reenviar código')
  })
})
