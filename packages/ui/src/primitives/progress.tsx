// A progress bar on plain elements (role="progressbar" with its ARIA values): it is on every job card
// of the public list, where Radix's primitive and tailwind-merge would only add weight.
import { progressMessages } from '@carreiras/core/messages/progress'
import { useId, type ComponentProps } from 'react'
import { cx } from '../lib/cx'

type ProgressProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** Visible name of the bar (also its accessible name). */
  label: string
  /** Keeps the label for assistive technology only. */
  hideLabel?: boolean
  /** Shows the value text ('45%') beside the label. */
  showValue?: boolean
  /** Text of a value, also the bar's aria-valuetext; defaults to the rounded percentage ('45%'). */
  valueText?: (value: number, max: number) => string
  /** A number is determinate; `null` (the default) is indeterminate (still loading). */
  value?: number | null
  max?: number
  indicatorClassName?: string
}

const percentText = (value: number, max: number) =>
  progressMessages.valueText(Math.round((value / max) * 100))

/** A determinate bar when `value` is a number; `value={null}` is indeterminate (still loading). */
function Progress({
  className,
  label,
  hideLabel = false,
  showValue = false,
  valueText = percentText,
  value = null,
  max = 100,
  indicatorClassName,
  ...props
}: ProgressProps) {
  const labelId = useId()
  const current = value === null || !Number.isFinite(value) ? null : Math.min(Math.max(value, 0), max)
  const text = current === null ? undefined : valueText(current, max)
  return (
    <div data-slot="progress" className={cx('flex w-full flex-col gap-1.5', className)}>
      <div
        data-slot="progress-header"
        className={cx(
          'flex items-baseline justify-between gap-2 text-sm',
          hideLabel && !showValue && 'sr-only',
        )}
      >
        <span id={labelId} data-slot="progress-label" className={cx('font-medium', hideLabel && 'sr-only')}>
          {label}
        </span>
        {showValue && text !== undefined ? (
          <span data-slot="progress-value" aria-hidden="true" className="text-muted-foreground tabular-nums">
            {text}
          </span>
        ) : null}
      </div>
      <div
        role="progressbar"
        data-slot="progress-track"
        data-state={current === null ? 'indeterminate' : current >= max ? 'complete' : 'loading'}
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={current ?? undefined}
        aria-valuetext={text}
        className="relative h-2 w-full overflow-hidden rounded-full bg-muted outline outline-1 -outline-offset-1 outline-input/40"
        {...props}
      >
        <div
          data-slot="progress-indicator"
          className={cx(
            'h-full rounded-full bg-primary motion-safe:transition-[width] motion-safe:duration-300',
            current === null && 'w-1/3 motion-safe:animate-pulse',
            indicatorClassName,
          )}
          style={current === null ? undefined : { width: `${(current / max) * 100}%` }}
        />
      </div>
    </div>
  )
}

export { Progress }
export type { ProgressProps }
