// Internal openings (docs/identity.md, "Internal access on the site"): the 'Vaga interna' badge of a card or
// a detail, and the 'Vagas internas' section the list shows a signed-in internal person of the company
// (loading, failed, empty or the cards the app renders). Never shown to anyone else: the app decides.
import { internalOpeningsMessages } from '@carreiras/core/messages/internal-openings'
import { useId, type ComponentProps, type ReactNode } from 'react'
import { cx, InlineIcon } from '../lib/cx'

// Light: drawn on the public detail page's bundle (its own text module, `cx`, an inline icon).
const texts = internalOpeningsMessages
type InternalOpeningsTexts = typeof texts

/** lucide's 'building-2' glyph. */
function BuildingIcon() {
  return (
    <InlineIcon className="size-3.5 shrink-0">
      <path d="M6 22V4a2 2 0 0 1 2-2h8a2 2 0 0 1 2 2v18ZM6 12H4a2 2 0 0 0-2 2v6a2 2 0 0 0 2 2h2M18 9h2a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2h-2M10 6h4M10 10h4M10 14h4M10 18h4" />
    </InlineIcon>
  )
}

/** 'Vaga interna': marks an opening only the company's own people see (the Badge's primary look). */
function InternalJobBadge({ className, children = texts.badge, ...props }: ComponentProps<'span'>) {
  return (
    <span
      data-slot="internal-job-badge"
      className={cx(
        'inline-flex w-fit max-w-full items-center gap-1 rounded-full border border-transparent px-2.5 py-0.5',
        'bg-primary text-xs leading-5 font-medium text-primary-foreground',
        className,
      )}
      {...props}
    >
      <BuildingIcon />
      <span>{children}</span>
    </span>
  )
}

type InternalOpeningsProps<T> = Omit<ComponentProps<'section'>, 'children'> & {
  status: 'loading' | 'ready' | 'failed'
  items: readonly T[]
  /** Renders one opening (the app's JobCard with the badge). */
  renderItem: (item: T) => ReactNode
  getKey: (item: T) => string | number
  labels?: Partial<InternalOpeningsTexts>
}

/** The 'Vagas internas' section: heading, a short note, then loading / failed / empty / the cards. */
function InternalOpenings<T>({
  status,
  items,
  renderItem,
  getKey,
  labels,
  className,
  ...props
}: InternalOpeningsProps<T>) {
  const t = { ...texts, ...labels }
  const headingId = useId()
  return (
    <section
      data-slot="internal-openings"
      data-status={status}
      aria-labelledby={headingId}
      aria-busy={status === 'loading' || undefined}
      className={cx('flex flex-col gap-4 rounded-lg border border-primary/40 bg-surface p-4', className)}
      {...props}
    >
      <div className="flex flex-col gap-1">
        <h2 id={headingId} className="font-heading text-2xl font-semibold">
          {t.heading}
        </h2>
        <p className="text-sm text-muted-foreground">{t.intro}</p>
      </div>
      {status === 'loading' ? (
        <p role="status" data-slot="internal-openings-loading" className="text-muted-foreground">
          {t.loading}
        </p>
      ) : status === 'failed' ? (
        <p role="alert" data-slot="internal-openings-failed" className="text-destructive">
          {t.failed}
        </p>
      ) : items.length === 0 ? (
        <p data-slot="internal-openings-empty" className="text-muted-foreground">
          {t.empty}
        </p>
      ) : (
        <ul data-slot="internal-openings-list" className="grid gap-4 sm:grid-cols-2">
          {items.map((item) => (
            <li key={getKey(item)}>{renderItem(item)}</li>
          ))}
        </ul>
      )}
    </section>
  )
}

export { InternalJobBadge, InternalOpenings }
export type { InternalOpeningsProps }
