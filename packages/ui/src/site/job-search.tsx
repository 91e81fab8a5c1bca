import {
  connectJobSearch,
  type JobSearchItem,
  type JobSearchTexts,
  type jobSearchMachine,
} from '@carreiras/core'
import { useSelector } from '@xstate/react'
import type { ComponentProps, ReactNode } from 'react'
import type { ActorRefFrom } from 'xstate'
import type { RenderLink } from '../lib/render-link'
import { buttonVariants } from '../primitives/button-variants'
import { JobFilters, type JobFiltersTexts } from './job-filters'

// The job list page's flow: core's job-search machine read through connectJobSearch. The server draws it from
// the machine's first snapshot, so the list, the filters and their links are there before any script runs.
// Each opening is drawn by `renderItem` (the site passes the design system's JobCard with the candidate's
// button), so this flow does not decide what a card carries.

type JobSearchActorRef = ActorRefFrom<typeof jobSearchMachine>

type JobSearchProps<Item extends JobSearchItem> = Omit<ComponentProps<'div'>, 'children'> & {
  actor: JobSearchActorRef
  texts: JobSearchTexts & JobFiltersTexts
  renderItem: (item: Item) => ReactNode
  renderLink?: RenderLink
  /** The list's path (the forms' action and the badges' links). */
  action?: string
  /** More filter controls, drawn in the filter area, inside the phone's 'Filtros' fold ('Perto de mim'). */
  filterExtras?: ReactNode
}

function JobSearch<Item extends JobSearchItem>({
  actor,
  texts,
  renderItem,
  renderLink,
  action,
  filterExtras,
  className,
  ...props
}: JobSearchProps<Item>) {
  const snapshot = useSelector(actor, (s) => s)
  const view = connectJobSearch<Item>(snapshot, actor.send, texts)
  return (
    <div
      data-slot="job-search"
      className={['flex flex-col gap-6', className].filter(Boolean).join(' ')}
      {...props}
    >
      <JobFilters
        texts={texts}
        action={action}
        term={view.term}
        suggestions={view.suggestions}
        onSearch={view.onSearch}
        state={view.state}
        city={view.city}
        area={view.area}
        pcd={view.pcd}
        onStateChange={view.onStateChange}
        onCityChange={view.onCityChange}
        onAreaChange={view.onAreaChange}
        onPcdChange={view.onPcdChange}
        hiddenFields={view.hiddenFields}
        badges={view.badges}
        clearHref={view.clearHref}
        onClear={view.onClear}
        renderLink={renderLink}
      >
        {filterExtras}
      </JobFilters>
      <p aria-live="polite" data-slot="job-search-announcement" className="sr-only">
        {view.announcement}
      </p>
      {view.status === 'empty' ? (
        <p data-slot="job-search-empty" className="text-muted-foreground">
          {texts.empty}
        </p>
      ) : view.items.length > 0 ? (
        <ul data-slot="job-search-list" className="grid gap-4 sm:grid-cols-2" aria-busy={view.busy}>
          {view.items.map((item) => (
            <li key={item.id}>{renderItem(item)}</li>
          ))}
        </ul>
      ) : null}
      {view.status === 'failed' ? (
        <div
          role="alert"
          data-slot="job-search-failed"
          className="border-border bg-surface text-surface-foreground flex flex-wrap items-center gap-3 rounded-lg border p-4"
        >
          <span>{texts.unavailable}</span>
          <button
            type="button"
            className={buttonVariants({ variant: 'outline', size: 'sm' })}
            onClick={view.onRetry}
          >
            {texts.retry}
          </button>
        </div>
      ) : null}
      {view.canLoadMore ? (
        <p className="flex justify-center">
          <button
            type="button"
            data-slot="job-search-more"
            className={buttonVariants({ size: 'lg' })}
            aria-disabled={view.busy || undefined}
            onClick={view.onMore}
          >
            {view.moreLabel}
          </button>
        </p>
      ) : null}
    </div>
  )
}

export { JobSearch }
export type { JobSearchProps }
