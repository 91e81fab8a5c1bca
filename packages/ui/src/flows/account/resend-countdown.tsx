import { formatCountdown, isCountdownAnnouncement, ptBR, RESEND_CODE_COUNTDOWN_S } from '@carreiras/core'
import { useEffect, useRef, useState, type ComponentProps, type MouseEvent, type ReactNode } from 'react'
import { cn } from '../../lib/cn'
import { Button } from '../../primitives/button'

const { resend: texts } = ptBR.ui.overlays

type ResendCountdownProps = Omit<ComponentProps<typeof Button>, 'children' | 'onClick' | 'disabled'> & {
  /** Called when the (enabled) link is used; the countdown starts again. */
  onResend?: () => void
  seconds?: number
  label?: ReactNode
  waitingLabel?: (time: string) => ReactNode
  remainingAnnouncement?: (time: string) => string
  readyAnnouncement?: string
}

const secondsLeft = (deadline: number) => Math.max(0, Math.ceil((deadline - Date.now()) / 1000))

/**
 * 'Reenviar código': stays aria-disabled (still focusable, so it can be found) for RESEND_CODE_COUNTDOWN_S
 * seconds while showing 'Reenviar código em 1:59'. The time left is announced politely every 30 s and
 * at 10 s, not every second; the end is announced too.
 */
function ResendCountdown({
  onResend,
  seconds = RESEND_CODE_COUNTDOWN_S,
  label = texts.label,
  waitingLabel = texts.waiting,
  remainingAnnouncement = texts.remaining,
  readyAnnouncement = texts.ready,
  variant = 'link',
  className,
  ...props
}: ResendCountdownProps) {
  // A deadline rather than a decrementing counter: a throttled background tab still ends on time.
  const [deadline, setDeadline] = useState(() => Date.now() + seconds * 1000)
  const [remaining, setRemaining] = useState(seconds)
  const [announcement, setAnnouncement] = useState('')
  const lastAnnounced = useRef<number | null>(null)

  useEffect(() => {
    const tick = () => {
      const left = secondsLeft(deadline)
      setRemaining(left)
      if (left === 0) {
        setAnnouncement(readyAnnouncement)
        clearInterval(timer)
      } else if (isCountdownAnnouncement(left, seconds) && lastAnnounced.current !== left) {
        lastAnnounced.current = left
        setAnnouncement(remainingAnnouncement(formatCountdown(left)))
      }
    }
    const timer = setInterval(tick, 1000)
    tick()
    return () => clearInterval(timer)
  }, [deadline, seconds, readyAnnouncement, remainingAnnouncement])

  const waiting = remaining > 0

  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (waiting) {
      event.preventDefault()
      return
    }
    onResend?.()
    lastAnnounced.current = null
    setAnnouncement('')
    setRemaining(seconds)
    setDeadline(Date.now() + seconds * 1000)
  }

  return (
    <span data-slot="resend-countdown" className="inline-flex flex-col items-start">
      <Button
        data-slot="resend-countdown-button"
        type="button"
        variant={variant}
        aria-disabled={waiting || undefined}
        className={cn(
          'px-0 tabular-nums',
          // Readable while waiting (the time left matters), unlike the generic faded disabled look.
          'aria-disabled:pointer-events-auto aria-disabled:cursor-not-allowed aria-disabled:text-muted-foreground aria-disabled:no-underline aria-disabled:opacity-100',
          className,
        )}
        onClick={handleClick}
        {...props}
      >
        {waiting ? waitingLabel(formatCountdown(remaining)) : label}
      </Button>
      <span data-slot="resend-countdown-status" role="status" className="sr-only">
        {announcement}
      </span>
    </span>
  )
}

export { ResendCountdown }
export type { ResendCountdownProps }
