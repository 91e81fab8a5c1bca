// A phone first (docs/phone.md): on a phone the list's filters fold behind one 'Filtros' control that
// names how many are active, so the results come first; from the `sm` breakpoint up they show as they
// always did and the control is not there. Whatever filter controls the list has are its children.
//
// A native disclosure, so it works before (and without) scripts: the control is a <details> whose
// <summary> toggles its `open`, and CSS shows the children while it is open (`peer-open:`). The children
// are the details' next sibling rather than its content, so wide screens show them whatever the
// disclosure's state, in every browser. With scripts, 'Ver vagas' and Escape fold them again and bring the
// focus back to the control; without them, 'Ver vagas' submits the filters' form (`formId`).
// No Radix and no class merging: it ships on the public list page, inside its JavaScript budget.
import { activeFiltersLabel, defaultFilterFoldTexts, type FilterFoldTexts } from '@carreiras/core'
import { useRef, useState, type ComponentProps, type KeyboardEvent } from 'react'
import { InlineIcon } from '../lib/cx'
import { buttonVariants } from '../primitives/button-variants'

type FilterFoldProps = ComponentProps<'div'> & {
  /** How many filters are active (the list's badges). */
  count: number
  texts?: FilterFoldTexts
  /** The filters' GET form: without scripts 'Ver vagas' submits it. */
  formId?: string
  /** Drawn open (stories; the server never does: results first). */
  defaultOpen?: boolean
}

/** The folded filters: the 'Filtros' control on a phone, the filters themselves everywhere. */
function FilterFold({
  count,
  texts = defaultFilterFoldTexts,
  formId,
  defaultOpen = false,
  className,
  children,
  ...props
}: FilterFoldProps) {
  const detailsRef = useRef<HTMLDetailsElement>(null)
  const toggleRef = useRef<HTMLElement>(null)
  const [open, setOpen] = useState(defaultOpen)

  /** Folds the filters (only where the control shows: on a phone) and puts the focus back on it. */
  const fold = () => {
    const details = detailsRef.current
    // Wide screens hide the control (the filters simply show): nothing to fold there.
    if (!details?.open || getComputedStyle(details).display === 'none') return false
    details.open = false
    setOpen(false)
    toggleRef.current?.focus()
    return true
  }
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && fold()) event.preventDefault()
  }

  return (
    <div
      data-slot="filter-fold"
      data-state={open ? 'open' : 'closed'}
      className={['flex flex-col gap-3', className].filter(Boolean).join(' ')}
      {...props}
    >
      <details
        ref={detailsRef}
        data-slot="filter-fold-disclosure"
        open={defaultOpen || undefined}
        onToggle={(event) => setOpen(event.currentTarget.open)}
        className="peer sm:hidden"
      >
        <summary
          ref={toggleRef}
          data-slot="filter-fold-toggle"
          className={[
            buttonVariants({ variant: 'outline' }),
            'w-full cursor-pointer list-none justify-between [&::-webkit-details-marker]:hidden',
          ].join(' ')}
        >
          <span className="inline-flex items-center gap-2">
            <FilterIcon />
            {texts.toggle}
            <span className="sr-only"> ({activeFiltersLabel(texts, count)})</span>
          </span>
          <span className="inline-flex items-center gap-2">
            {count > 0 ? (
              <span
                aria-hidden="true"
                data-slot="filter-fold-count"
                className="bg-primary text-primary-foreground inline-flex min-w-6 items-center justify-center rounded-full px-1.5 text-xs font-semibold"
              >
                {count}
              </span>
            ) : null}
            <ChevronIcon />
          </span>
        </summary>
      </details>
      {/* Escape from any control inside (it bubbles here); the container itself is not a control. */}
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions */}
      <div
        data-slot="filter-fold-content"
        onKeyDown={onKeyDown}
        className="hidden flex-col gap-3 peer-open:flex sm:flex"
      >
        {children}
        <button
          type="submit"
          form={formId}
          data-slot="filter-fold-done"
          className={[buttonVariants(), 'w-full sm:hidden'].join(' ')}
          onClick={(event) => {
            // With scripts every change has applied already: fold and go back to the results.
            if (fold()) event.preventDefault()
          }}
        >
          {texts.showResults}
        </button>
      </div>
    </div>
  )
}

/** lucide's 'sliders-horizontal' glyph, inline (no icon library on the list page). */
function FilterIcon() {
  return (
    <InlineIcon className="size-4">
      <path d="M21 4h-7M10 4H3M21 12h-9M8 12H3M21 20h-5M12 20H3M14 2v4M8 10v4M16 18v4" />
    </InlineIcon>
  )
}

function ChevronIcon() {
  return (
    <InlineIcon className="size-4 transition-transform [details[open]_&]:rotate-180 motion-reduce:transition-none">
      <path d="m6 9 6 6 6-6" />
    </InlineIcon>
  )
}

export { FilterFold }
export type { FilterFoldProps }
