import { TYPEAHEAD_MAX_MATCHES, ptBR, typeaheadMatches } from '@carreiras/core'
import {
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ChangeEvent,
  type ComponentProps,
  type KeyboardEvent,
  type ReactNode,
} from 'react'
import { cn } from '../lib/cn'
import { Input } from './input'

type ComboboxProps = Omit<
  ComponentProps<typeof Input>,
  'value' | 'defaultValue' | 'onChange' | 'onSubmit' | 'onSelect' | 'type' | 'role' | 'list'
> & {
  /** Every option; suggestions are chosen among them by `filter`. */
  options: readonly string[]
  /** The text in the field. */
  value?: string
  defaultValue?: string
  onValueChange?: (text: string) => void
  /** An option was chosen (Enter on the active option, or a click). */
  onSelect?: (option: string) => void
  /** Enter with no active option: search for the typed term. */
  onSubmit?: (term: string) => void
  /** Suggestions for a query: core's type-ahead (from 1 character, at most 4, accent-insensitive). */
  filter?: (query: string, options: readonly string[], max: number) => string[]
  maxSuggestions?: number
  /** Shown when the typed text matches nothing; `null` shows nothing. */
  emptyText?: ReactNode
  /** Announced politely when the suggestions change. */
  resultsText?: (count: number) => string
  /** Accessible name of the suggestion list. */
  listLabel?: string
  wrapperClassName?: string
}

/**
 * A text field with type-ahead suggestions (ARIA 1.2 combobox with a listbox popup). Focus stays in the
 * field; arrow keys move the active option (`aria-activedescendant`), Enter chooses it (or submits the
 * typed term when none is active), Escape closes, a click chooses.
 */
function Combobox({
  options,
  value,
  defaultValue = '',
  onValueChange,
  onSelect,
  onSubmit,
  filter = typeaheadMatches,
  maxSuggestions = TYPEAHEAD_MAX_MATCHES,
  emptyText = ptBR.ui.forms.combobox.empty,
  resultsText = ptBR.ui.forms.combobox.results,
  listLabel = ptBR.ui.forms.combobox.listLabel,
  wrapperClassName,
  onKeyDown,
  onBlur,
  disabled,
  ...props
}: ComboboxProps) {
  const baseId = useId()
  const listId = `${baseId}-list`
  const optionId = (index: number) => `${baseId}-option-${index}`
  const [ownText, setOwnText] = useState(defaultValue)
  const text = value ?? ownText
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const listRef = useRef<HTMLDivElement>(null)

  const matches = useMemo(
    () => filter(text, options, maxSuggestions),
    [filter, text, options, maxSuggestions],
  )
  const hasQuery = text.trim().length > 0
  const showList = open && matches.length > 0
  const showEmpty = open && hasQuery && matches.length === 0 && emptyText !== null
  const activeIndex = showList && active < matches.length ? active : -1

  useEffect(() => {
    if (activeIndex < 0) return
    listRef.current?.querySelector(`[data-index="${activeIndex}"]`)?.scrollIntoView?.({ block: 'nearest' })
  }, [activeIndex])

  const changeText = (next: string) => {
    setOwnText(next)
    onValueChange?.(next)
  }

  const choose = (option: string) => {
    changeText(option)
    setOpen(false)
    setActive(-1)
    onSelect?.(option)
  }

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    changeText(event.target.value)
    setOpen(true)
    setActive(-1)
  }

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event)
    if (event.defaultPrevented) return
    const count = matches.length
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault()
        if (!showList) {
          setOpen(true)
          setActive(count > 0 ? 0 : -1)
        } else {
          setActive((activeIndex + 1) % count)
        }
        break
      case 'ArrowUp':
        event.preventDefault()
        if (!showList) {
          setOpen(true)
          setActive(count > 0 ? count - 1 : -1)
        } else {
          setActive(activeIndex <= 0 ? count - 1 : activeIndex - 1)
        }
        break
      case 'Enter': {
        const option = activeIndex >= 0 ? matches[activeIndex] : undefined
        if (option !== undefined) {
          event.preventDefault()
          choose(option)
        } else if (onSubmit) {
          event.preventDefault()
          setOpen(false)
          onSubmit(text)
        }
        break
      }
      case 'Escape':
        if (open) {
          // Closing the popup must not also close a dialog around the field.
          event.preventDefault()
          event.stopPropagation()
          setOpen(false)
          setActive(-1)
        }
        break
      default:
        break
    }
  }

  return (
    <div data-slot="combobox" className={cn('relative w-full', wrapperClassName)}>
      <Input
        data-slot="combobox-input"
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={showList}
        aria-controls={showList ? listId : undefined}
        aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
        value={text}
        disabled={disabled}
        onChange={handleChange}
        onKeyDown={handleKeyDown}
        onBlur={(event) => {
          setOpen(false)
          setActive(-1)
          onBlur?.(event)
        }}
        {...props}
      />
      {showList ? (
        <div
          ref={listRef}
          id={listId}
          role="listbox"
          aria-label={listLabel}
          data-slot="combobox-list"
          className={cn(
            'absolute top-full right-0 left-0 z-50 mt-1 max-h-72 overflow-auto p-1',
            'rounded-md border border-border bg-popover text-popover-foreground shadow-md',
          )}
        >
          {matches.map((option, index) => (
            // Keyboard use is on the field (aria-activedescendant); options only take the pointer.
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events
            <div
              key={option}
              id={optionId(index)}
              role="option"
              tabIndex={-1}
              aria-selected={index === activeIndex}
              data-index={index}
              data-slot="combobox-option"
              className={cn(
                'flex min-h-10 cursor-pointer items-center rounded-sm px-3 py-2 text-sm break-words',
                'aria-selected:bg-accent aria-selected:text-accent-foreground',
              )}
              // Keep focus in the field while the pointer is down.
              onMouseDown={(event) => event.preventDefault()}
              onMouseMove={() => setActive(index)}
              onClick={() => choose(option)}
            >
              {option}
            </div>
          ))}
        </div>
      ) : null}
      {showEmpty ? (
        <p
          data-slot="combobox-empty"
          className={cn(
            'absolute top-full right-0 left-0 z-50 mt-1 px-3 py-2 text-sm text-muted-foreground',
            'rounded-md border border-border bg-popover shadow-md',
          )}
        >
          {emptyText}
        </p>
      ) : null}
      <span
        data-slot="combobox-status"
        role="status"
        aria-live="polite"
        aria-atomic="true"
        className="sr-only"
      >
        {open && hasQuery ? resultsText(matches.length) : ''}
      </span>
    </div>
  )
}

export { Combobox }
export type { ComboboxProps }
