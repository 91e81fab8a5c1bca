import { ptBR } from '@carreiras/core'
import * as ProgressPrimitive from '@radix-ui/react-progress'
import { useId, type ComponentProps } from 'react'
import { cn } from '../lib/cn'

type ProgressProps = Omit<ComponentProps<typeof ProgressPrimitive.Root>, 'children'> & {
  /** Visible name of the bar (also its accessible name). */
  label: string
  /** Keeps the label for assistive technology only. */
  hideLabel?: boolean
  /** Shows the value text ('45%') beside the label. */
  showValue?: boolean
  /** Text of a value, also the bar's aria-valuetext; defaults to the rounded percentage ('45%'). */
  valueText?: (value: number, max: number) => string
  indicatorClassName?: string
}

const percentText = (value: number, max: number) =>
  ptBR.ui.display.progress.valueText(Math.round((value / max) * 100))

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
  const current = value === null ? null : Math.min(Math.max(value, 0), max)
  return (
    <div data-slot="progress" className={cn('flex w-full flex-col gap-1.5', className)}>
      <div
        data-slot="progress-header"
        className={cn(
          'flex items-baseline justify-between gap-2 text-sm',
          hideLabel && !showValue && 'sr-only',
        )}
      >
        <span id={labelId} data-slot="progress-label" className={cn('font-medium', hideLabel && 'sr-only')}>
          {label}
        </span>
        {showValue && current !== null ? (
          <span data-slot="progress-value" aria-hidden="true" className="text-muted-foreground tabular-nums">
            {valueText(current, max)}
          </span>
        ) : null}
      </div>
      <ProgressPrimitive.Root
        data-slot="progress-track"
        aria-labelledby={labelId}
        value={current}
        max={max}
        getValueLabel={valueText}
        className="relative h-2 w-full overflow-hidden rounded-full bg-muted outline outline-1 -outline-offset-1 outline-input/40"
        {...props}
      >
        <ProgressPrimitive.Indicator
          data-slot="progress-indicator"
          className={cn(
            'h-full rounded-full bg-primary motion-safe:transition-[width] motion-safe:duration-300',
            current === null && 'w-1/3 motion-safe:animate-pulse',
            indicatorClassName,
          )}
          style={current === null ? undefined : { width: `${(current / max) * 100}%` }}
        />
      </ProgressPrimitive.Root>
    </div>
  )
}

export { Progress }
export type { ProgressProps }
