import { ptBR, type JobActionKind, type SubscriptionStep } from '@carreiras/core'
import { Accessibility, Clock, MapPin } from 'lucide-react'
import type { ComponentProps } from 'react'
import { cn } from '../lib/cn'
import { defaultRenderLink, type RenderLink } from '../lib/render-link'
import { JobActionButton } from './job-action-button'
import { Progress } from './progress'

const texts = { ...ptBR.ui.domain.card, pcd: ptBR.job.pcd, daysLeftCount: ptBR.jobs.daysLeft, level: ptBR.jobs.level }

type JobCardProps = Omit<ComponentProps<'article'>, 'title'> & {
  title: string
  href: string
  city: string
  stateAbbr: string
  /** Opportunity level ('Pleno'); shown as 'Nível Pleno'. */
  level?: string
  pcd?: boolean
  /** Days until expiry, already computed (core's `daysLeft`). */
  daysLeft: number
  /** Percentage 0..100 from publication to expiry (core's `progressPercent`). */
  progress: number
  step: SubscriptionStep
  open: boolean
  onAction?: (kind: JobActionKind) => void
  /** Renders the title link; pass the router's link. */
  renderLink?: RenderLink
  /** Heading level of the title inside the list (h2 on a page whose h1 is the list title). */
  headingLevel?: 'h2' | 'h3'
  labels?: Partial<typeof texts> & { actions?: Partial<Record<JobActionKind, string>>; leadOnClosed?: string }
}

/** One opportunity in the list: title link, place, level, PcD marker, days left, progress and action. */
function JobCard({
  title,
  href,
  city,
  stateAbbr,
  level,
  pcd = false,
  daysLeft,
  progress,
  step,
  open,
  onAction,
  renderLink = defaultRenderLink,
  headingLevel: Heading = 'h3',
  labels,
  className,
  ...props
}: JobCardProps) {
  const t = { ...texts, ...labels }
  const value = Math.min(100, Math.max(0, Number.isFinite(progress) ? progress : 0))
  return (
    <article
      data-slot="job-card"
      data-step={step}
      data-open={open}
      className={cn(
        'flex flex-col gap-3 rounded-lg border border-border bg-background p-4 text-foreground shadow-sm',
        className,
      )}
      {...props}
    >
      <div data-slot="job-card-header" className="flex items-start justify-between gap-3">
        <Heading data-slot="job-card-title" className="font-heading text-lg font-semibold break-words">
          {renderLink({
            href,
            className: 'rounded-sm text-foreground underline-offset-4 hover:underline focus-ring',
            children: title,
          })}
        </Heading>
        {pcd ? (
          <span data-slot="job-card-pcd" title={t.pcd} className="shrink-0 rounded-full bg-secondary p-1 text-secondary-foreground">
            <Accessibility aria-hidden="true" className="size-5" />
            <span className="sr-only">{t.pcd}</span>
          </span>
        ) : null}
      </div>
      <dl data-slot="job-card-meta" className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
        <div className="flex items-center gap-1">
          <dt className="sr-only">{ptBR.ui.domain.detail.address}</dt>
          <MapPin aria-hidden="true" className="size-4" />
          <dd>{t.location(city, stateAbbr)}</dd>
        </div>
        {level ? (
          <div className="flex items-center gap-1">
            <dt className="sr-only">{ptBR.ui.domain.detail.level}</dt>
            <dd>{t.level(level)}</dd>
          </div>
        ) : null}
      </dl>
      <div data-slot="job-card-deadline" className="flex flex-col gap-1">
        <p className="flex items-center gap-1 text-sm text-muted-foreground">
          <Clock aria-hidden="true" className="size-4" />
          {t.daysLeft(t.daysLeftCount(daysLeft))}
        </p>
        <Progress data-slot="job-card-progress" label={t.progress} hideLabel value={value} />
      </div>
      <JobActionButton
        variant="card"
        step={step}
        open={open}
        onAction={onAction}
        labels={labels?.actions}
        leadOnClosedNote={labels?.leadOnClosed}
        className="mt-auto"
      />
    </article>
  )
}

export { JobCard }
export type { JobCardProps }
