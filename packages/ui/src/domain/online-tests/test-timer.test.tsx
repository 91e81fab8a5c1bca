import {
  durationText,
  formatTimer,
  ptBR,
  TEST_TIME_WARNING_SECONDS,
  type TestTimerView,
} from '@carreiras/core'
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { TestTimer } from './test-timer'

const t = ptBR.tests.timer
const view = (seconds: number, extra: Partial<TestTimerView> = {}): TestTimerView => ({
  label: t.label,
  seconds,
  text: formatTimer(seconds),
  warning: null,
  announcement: null,
  ...extra,
})
/** connect's warning: worded once, from the 30 s constant (not with the seconds left). */
const WARNING = t.warning(durationText(TEST_TIME_WARNING_SECONDS))
const warningAt = (seconds: number) => view(seconds, { warning: WARNING })
const announcement = () =>
  screen.getAllByRole('status').find((status) => status.dataset.slot === 'test-timer-announcement')!

describe('TestTimer', () => {
  it('shows m:ss in a timer named by its label, off the live tree', () => {
    render(<TestTimer timer={view(754)} />)
    const timer = screen.getByRole('timer', { name: 'Tempo restante' })
    expect(timer.textContent).toBe('12:34')
    expect(timer.getAttribute('aria-live')).toBe('off')
    expect(announcement().getAttribute('aria-live')).toBe('polite')
    expect(announcement().textContent).toBe('')
  })

  it("puts connect's announcement in a separate polite region", () => {
    const { rerender } = render(<TestTimer timer={view(301)} />)
    rerender(<TestTimer timer={view(300, { announcement: t.remaining(durationText(300)) })} />)
    expect(announcement().textContent).toBe('Restam 5 minutos para terminar o teste.')
    // The next seconds keep the same text: nothing new is read out.
    rerender(<TestTimer timer={view(299, { announcement: t.remaining(durationText(300)) })} />)
    expect(announcement().textContent).toBe('Restam 5 minutos para terminar o teste.')
    expect(screen.getByRole('timer').textContent).toBe('4:59')
  })

  it("shows connect's warning as an alert while it lasts, beside the polite region", () => {
    const { rerender } = render(
      <TestTimer timer={view(31, { announcement: t.remaining(durationText(60)) })} />,
    )
    expect(screen.queryByRole('alert')).toBeNull()
    rerender(<TestTimer timer={{ ...warningAt(30), announcement: t.remaining(durationText(60)) }} />)
    const alert = screen.getByRole('alert')
    expect(alert.dataset.slot).toBe('test-timer-warning')
    expect(alert.textContent).toBe(WARNING)
    // The polite region is separate and shows connect's announcement as it is.
    expect(announcement().getAttribute('aria-live')).toBe('polite')
    expect(announcement().textContent).toBe(t.remaining(durationText(60)))
    rerender(<TestTimer timer={warningAt(12)} />)
    expect(screen.getByRole('alert').textContent).toBe(WARNING)
    expect(screen.getByRole('timer').textContent).toBe('0:12')
    rerender(<TestTimer timer={view(0)} />)
    expect(screen.queryByRole('alert')).toBeNull()
  })
})
