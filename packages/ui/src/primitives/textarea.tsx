import { ptBR } from '@carreiras/core'
import { useId, useState, type ChangeEvent, type ComponentProps } from 'react'
import { cn } from '../lib/cn'
import { inputVariants } from './input'

/** The counter starts announcing (politely) when this few characters are left. */
const COUNTER_ANNOUNCE_REMAINING = 10

type TextareaProps = ComponentProps<'textarea'> & {
  /** Shows a live counter ('37 / 100') when `maxLength` is set. */
  showCounter?: boolean
  counterText?: (length: number, max: number) => string
  remainingText?: (remaining: number) => string
}

/**
 * A multi-line text field. With `maxLength` it shows 'n / max' below; the field is described by the
 * remaining-characters text, and only the last COUNTER_ANNOUNCE_REMAINING characters are announced
 * (a polite region that stays quiet until then), so typing is not drowned in announcements.
 */
function Textarea({
  className,
  maxLength,
  showCounter = true,
  counterText = ptBR.ui.forms.textarea.counter,
  remainingText = ptBR.ui.forms.textarea.remaining,
  value,
  defaultValue,
  onChange,
  'aria-describedby': describedBy,
  ...props
}: TextareaProps) {
  const counterId = useId()
  const [ownLength, setOwnLength] = useState(() => String(defaultValue ?? '').length)
  const length = value !== undefined ? String(value).length : ownLength
  const counted = showCounter && maxLength !== undefined && maxLength > 0

  const handleChange = (event: ChangeEvent<HTMLTextAreaElement>) => {
    setOwnLength(event.target.value.length)
    onChange?.(event)
  }

  const field = (
    <textarea
      data-slot="textarea"
      maxLength={maxLength}
      value={value}
      defaultValue={defaultValue}
      onChange={handleChange}
      aria-describedby={[describedBy, counted ? counterId : null].filter(Boolean).join(' ') || undefined}
      className={cn(inputVariants({ size: 'md' }), 'min-h-24 resize-y', !counted && className)}
      {...props}
    />
  )
  if (!counted) return field

  const remaining = Math.max(maxLength - length, 0)
  const nearLimit = remaining <= COUNTER_ANNOUNCE_REMAINING
  return (
    <div data-slot="textarea-wrapper" className={cn('flex flex-col gap-1', className)}>
      {field}
      <p
        data-slot="textarea-counter"
        data-near-limit={nearLimit || undefined}
        className={cn(
          'self-end text-sm tabular-nums',
          nearLimit ? 'text-foreground font-medium' : 'text-muted-foreground',
        )}
      >
        <span aria-hidden="true">{counterText(length, maxLength)}</span>
        <span id={counterId} className="sr-only" aria-live={nearLimit ? 'polite' : 'off'}>
          {remainingText(remaining)}
        </span>
      </p>
    </div>
  )
}

export { COUNTER_ANNOUNCE_REMAINING, Textarea }
export type { TextareaProps }
