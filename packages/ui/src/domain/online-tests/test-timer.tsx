// A timed test's clock (docs/decisions.md, "Online tests"; WCAG 2.2.1 and 4.1.3): the time left as m:ss under
// its label, in a `role="timer"` element (not live: nobody wants every second read out), a separate polite
// region with connect's announcement (it changes only at sensible moments: each of the last five minutes,
// every ten minutes before, never in the last 30 s), and, while connect gives one, the warning (worded once,
// from 30 s before the end) as an alert. The machine keeps the clock; this only shows what connect's timer
// view says.
import type { TestTimerView } from '@carreiras/core'
import { Clock } from 'lucide-react'
import { useId, type ComponentProps } from 'react'
import { cn } from '../../lib/cn'
import { Alert } from '../../primitives/alert'

type TestTimerProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** connect's timer view (`view.question.timer`). */
  timer: TestTimerView
}

function TestTimer({ timer, className, ...props }: TestTimerProps) {
  const labelId = useId()
  const { warning, announcement } = timer
  return (
    <div
      data-slot="test-timer"
      data-warning={warning ? '' : undefined}
      className={cn('flex flex-col items-stretch gap-3', className)}
      {...props}
    >
      <p
        data-slot="test-timer-clock"
        className={cn(
          'inline-flex items-center gap-2 self-start rounded-md border px-3 py-1.5',
          warning ? 'border-destructive text-destructive' : 'border-border text-foreground',
        )}
      >
        <Clock aria-hidden="true" className="size-5 shrink-0" />
        <span id={labelId} data-slot="test-timer-label" className="text-sm">
          {timer.label}
        </span>
        <span
          data-slot="test-timer-time"
          role="timer"
          aria-live="off"
          aria-labelledby={labelId}
          className="font-heading text-lg font-semibold tabular-nums"
        >
          {timer.text}
        </span>
      </p>
      <p data-slot="test-timer-announcement" role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {warning ? (
        <Alert data-slot="test-timer-warning" variant="warning" title={null}>
          {warning}
        </Alert>
      ) : null}
    </div>
  )
}

export { TestTimer }
export type { TestTimerProps }
