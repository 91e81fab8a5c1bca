import { ptBR } from '@carreiras/core'
import type { ComponentProps } from 'react'
import { cn } from '../lib/cn'
import { cx } from '../lib/cx'

const APPLICATION_STEPS = [ptBR.application.steps.fillProfile, ptBR.application.steps.takeTests] as const

type StepsBarProps = ComponentProps<'ol'> & {
  /** The steps' names, in order; defaults to the application's '1: Preencha o perfil', '2: Faça os Testes'. */
  steps?: readonly string[]
  /** Index (0-based) of the current step; earlier steps are done. */
  current: number
  /** Accessible name of the list. */
  label?: string
  /** Read after a finished step. */
  completedText?: string
}

const BAR_CLASSES = 'flex w-full flex-col gap-3 sm:flex-row sm:gap-2'

/** The application's step bar: an ordered list whose current item is `aria-current="step"`. */
function StepsBar({
  className,
  steps = APPLICATION_STEPS,
  current,
  label = ptBR.ui.display.stepsBar.label,
  completedText = ptBR.ui.display.stepsBar.completed,
  ...props
}: StepsBarProps) {
  return (
    <ol
      data-slot="steps-bar"
      aria-label={label}
      // tailwind-merge only for a caller's classes, and none for the steps' own (nothing in them conflicts):
      // the tests pages draw this bar on the server, and the first `cn` in the browser would build
      // tailwind-merge's class table inside the hydration (docs/performance.md).
      className={className ? cn(BAR_CLASSES, className) : BAR_CLASSES}
      {...props}
    >
      {steps.map((step, index) => {
        const state = index < current ? 'complete' : index === current ? 'current' : 'upcoming'
        return (
          <li
            key={step}
            data-slot="steps-bar-step"
            data-state={state}
            aria-current={state === 'current' ? 'step' : undefined}
            className="flex flex-1 flex-col gap-2"
          >
            <span
              aria-hidden="true"
              className={cx('h-1.5 w-full rounded-full', state === 'upcoming' ? 'bg-muted' : 'bg-primary')}
            />
            <span
              className={cx(
                'text-sm break-words',
                state === 'current' ? 'font-semibold text-foreground' : 'text-muted-foreground',
              )}
            >
              {step}
              {state === 'complete' ? (
                <>
                  {' '}
                  <span className="sr-only">{completedText}</span>
                </>
              ) : null}
            </span>
          </li>
        )
      })}
    </ol>
  )
}

export { StepsBar }
export type { StepsBarProps }
