// The header's link to the saved jobs (docs/saved-jobs.md), with their count: shown once something is
// saved. Its accessible name is its text with the count ('Vagas salvas: 2 vagas', read from a visually
// hidden span: no aria-label that the visible words would have to match); the word and the badge are for
// the eye.
import { cx, InlineIcon } from '../lib/cx'
import { defaultRenderLink, type RenderLink } from '../lib/render-link'

type SavedJobsHeaderLinkProps = {
  href: string
  count: number
  /** 'Vagas salvas'. */
  text: string
  /** The accessible name with the count. */
  label: string
  renderLink?: RenderLink
  className?: string
}

function SavedJobsHeaderLink({
  href,
  count,
  text,
  label,
  renderLink = defaultRenderLink,
  className,
}: SavedJobsHeaderLinkProps) {
  return renderLink({
    href,
    'data-slot': 'saved-jobs-header-link',
    className: cx(
      'inline-flex min-h-10 items-center gap-2 rounded-md px-2 text-sm font-medium focus-ring',
      'hover:underline underline-offset-4',
      className,
    ),
    children: (
      <>
        <InlineIcon className="size-5 shrink-0" filled>
          <path d="m19 21-7-4-7 4V5a2 2 0 0 1 2-2h10a2 2 0 0 1 2 2v16z" />
        </InlineIcon>
        <span className="sr-only">{label}</span>
        <span aria-hidden="true" className="hidden sm:inline">
          {text}
        </span>
        <span
          data-slot="saved-jobs-header-count"
          aria-hidden="true"
          className="inline-flex min-w-6 items-center justify-center rounded-full bg-primary px-1.5 text-xs font-semibold text-primary-foreground"
        >
          {count}
        </span>
      </>
    ),
  })
}

export { SavedJobsHeaderLink }
export type { SavedJobsHeaderLinkProps }
