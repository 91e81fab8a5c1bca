import {
  durationText,
  formatTimer,
  ptBR,
  TEST_TIME_WARNING_SECONDS,
  type TestTimerView,
} from '@carreiras/core'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { TestTimer } from './test-timer'

// A timed test's clock as connect describes it (the machine counts; these views are still frames).

const t = ptBR.tests.timer

const timer = (seconds: number, extra: Partial<TestTimerView> = {}): TestTimerView => ({
  label: t.label,
  seconds,
  text: formatTimer(seconds),
  warning: null,
  announcement: null,
  ...extra,
})

const meta = {
  title: 'Domínio/Testes/TestTimer',
  component: TestTimer,
  args: { timer: timer(754) },
} satisfies Meta<typeof TestTimer>

export default meta
type Story = StoryObj<typeof meta>

export const Playground: Story = {}

/** The time left is a timer (not live): its polite region stays empty until a sensible moment. */
export const Running: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('timer', { name: 'Tempo restante' })).toHaveTextContent('12:34')
    await expect(canvas.getByRole('status')).toHaveTextContent('')
  },
}

/** At 5 minutes: the polite region says so once (read by screen readers, not shown). */
export const Announcement: Story = {
  args: { timer: timer(300, { announcement: t.remaining(durationText(300)) }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Restam 5 minutos para terminar o teste.')
  },
}

/** The last 30 seconds: the warning interrupts (role=alert), worded once from the 30 s constant. */
export const Warning: Story = {
  args: { timer: timer(30, { warning: t.warning(durationText(TEST_TIME_WARNING_SECONDS)) }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      t.warning(durationText(TEST_TIME_WARNING_SECONDS)),
    )
  },
}

export const OverAnHour: Story = { args: { timer: timer(5025) } }
