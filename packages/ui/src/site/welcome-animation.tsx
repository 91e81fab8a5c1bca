import { ptBR, WELCOME_MS } from '@carreiras/core'
import { Sparkles } from 'lucide-react'
import { useEffect, useRef, useState, type ComponentProps, type ReactNode } from 'react'
import { cn } from '../lib/cn'

const { welcome: texts } = ptBR.ui.overlays

type WelcomeAnimationProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** The name to greet (social name or first name); omitted, the greeting is just 'Olá!'. */
  name?: string
  /** Called once, `durationMs` after the greeting appears. */
  onDone?: () => void
  durationMs?: number
  greeting?: (name: string) => ReactNode
  message?: ReactNode
}

/**
 * The greeting shown after login or sign-up, for WELCOME_MS, before the dialog closes. With reduced
 * motion nothing moves, but it stays the same time so the flow is the same for everyone.
 */
function WelcomeAnimation({
  name,
  onDone,
  durationMs = WELCOME_MS,
  greeting = texts.greeting,
  message = texts.message,
  className,
  ...props
}: WelcomeAnimationProps) {
  // The text enters the live region just after mount: text already present when a region appears is
  // often not announced.
  const [shown, setShown] = useState(false)
  const onDoneRef = useRef(onDone)

  useEffect(() => {
    onDoneRef.current = onDone
  })

  useEffect(() => {
    const reveal = setTimeout(() => setShown(true), 0)
    const done = setTimeout(() => onDoneRef.current?.(), durationMs)
    return () => {
      clearTimeout(reveal)
      clearTimeout(done)
    }
  }, [durationMs])

  const trimmed = name?.trim()

  return (
    <div
      data-slot="welcome-animation"
      role="status"
      className={cn('flex flex-col items-center gap-3 px-4 py-8 text-center', className)}
      {...props}
    >
      <Sparkles
        data-slot="welcome-animation-icon"
        aria-hidden="true"
        className={cn(
          'size-12 text-primary',
          'motion-safe:transition-[opacity,scale] motion-safe:duration-500 motion-safe:starting:scale-50 motion-safe:starting:opacity-0',
        )}
      />
      {shown ? (
        <div
          className={cn(
            'flex flex-col gap-1',
            'motion-safe:transition-[opacity,translate] motion-safe:delay-150 motion-safe:duration-500',
            'motion-safe:starting:translate-y-2 motion-safe:starting:opacity-0',
          )}
        >
          <p data-slot="welcome-animation-greeting" className="font-heading text-2xl font-semibold">
            {trimmed ? greeting(trimmed) : texts.greetingAnonymous}
          </p>
          <p data-slot="welcome-animation-message" className="text-muted-foreground">
            {message}
          </p>
        </div>
      ) : null}
    </div>
  )
}

export { WelcomeAnimation }
export type { WelcomeAnimationProps }
