// The save toggle of a job (docs/saved-jobs.md): on every job card and on the job detail. A toggle button
// (aria-pressed) whose accessible name starts with its visible word and names the opening ('Salvar vaga
// Analista…'), so voice control and screen readers find it; the bookmark fills when saved. At least 40 px
// high (WCAG 2.5.8 asks 24). Drawn on the public list's first load, so it stays light: texts as props,
// `cx` (not tailwind-merge) and an inline icon.
import type { ComponentProps } from 'react'
import { cx, InlineIcon } from '../lib/cx'

type SaveJobButtonProps = Omit<ComponentProps<'button'>, 'children' | 'onClick' | 'aria-pressed'> & {
  /** Whether the opening is saved (the button's pressed state). */
  saved: boolean
  onSavedChange?: (saved: boolean) => void
  /** The visible word ('Salvar'). */
  text: string
  /** The accessible name, starting with `text` ('Salvar vaga Analista de Dados'). */
  label: string
  /** 'icon' shows the word to screen readers only (the card's corner); 'full' shows it. */
  display?: 'icon' | 'full'
}

function BookmarkIcon({ filled }: { filled: boolean }) {
  return (
    <InlineIcon className="size-5 shrink-0" filled={filled}>
      <path d="m19 21-7-4-7 4V5a2 2 0 0 1 2-2h10a2 2 0 0 1 2 2v16z" />
    </InlineIcon>
  )
}

function SaveJobButton({
  saved,
  onSavedChange,
  text,
  label,
  display = 'full',
  className,
  disabled,
  ...props
}: SaveJobButtonProps) {
  return (
    <button
      type="button"
      data-slot="save-job-button"
      data-state={saved ? 'on' : 'off'}
      aria-pressed={saved}
      aria-label={label}
      disabled={disabled}
      onClick={() => onSavedChange?.(!saved)}
      className={cx(
        'inline-flex min-h-10 min-w-10 shrink-0 items-center justify-center gap-2 rounded-md px-2',
        'text-sm font-medium focus-ring transition-colors',
        'border border-transparent hover:bg-accent hover:text-accent-foreground',
        saved ? 'text-primary' : 'text-muted-foreground',
        'disabled:pointer-events-none disabled:opacity-50',
        className,
      )}
      {...props}
    >
      <BookmarkIcon filled={saved} />
      <span className={display === 'icon' ? 'sr-only' : undefined}>{text}</span>
    </button>
  )
}

export { SaveJobButton }
export type { SaveJobButtonProps }
