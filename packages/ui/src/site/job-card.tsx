// One opening in the job list. Drawn on the public list's first load, so it stays light: the card's own text
// module (not the catalogue), `cx` (not tailwind-merge), a plain progress bar and three inline icons. A site
// that formats on its server (brand copy, no rules in the browser) passes `location`, `levelText` and
// `deadline` ready-made; otherwise the card formats them from the raw values with the catalogue's defaults.
import type { JobActionKind, SubscriptionStep } from '@carreiras/core'
import { jobCardMessages } from '@carreiras/core/messages/job-card'
import { jobMessages, jobsMessages } from '@carreiras/core/messages/jobs'
import type { ComponentProps, ReactNode } from 'react'
import { cx, InlineIcon } from '../lib/cx'
import type { Labels } from '../lib/labels'
import { defaultRenderLink, type RenderLink } from '../lib/render-link'
import { JobActionButton } from './job-action-button'
import { Progress } from '../primitives/progress'

const texts = {
  ...jobCardMessages,
  pcd: jobMessages.pcd,
  daysLeftCount: jobsMessages.daysLeft,
  level: jobsMessages.level,
  leadOnClosed: jobMessages.leadOnClosed,
}

type JobCardLabels = Labels<typeof texts> & { actions?: Partial<Record<JobActionKind, string>> }

type JobCardProps = Omit<ComponentProps<'article'>, 'title'> & {
  title: string
  href: string
  city?: string
  stateAbbr?: string
  /** 'Campinas - SP', already formatted (wins over city and stateAbbr). */
  location?: string
  /** Opportunity level ('Pleno'); shown as 'Nível Pleno'. */
  level?: string
  /** 'Nível Pleno', already formatted (wins over level). */
  levelText?: string
  pcd?: boolean
  /** Days until expiry, already computed (core's `daysLeft`). */
  daysLeft?: number
  /** 'Encerra em 5 dias', already formatted (wins over daysLeft). */
  deadline?: string
  /** Percentage 0..100 from publication to expiry (core's `progressPercent`). */
  progress: number
  /** The candidate's subscription step; 'none' for anonymous visitors and until it has loaded. */
  step?: SubscriptionStep
  open: boolean
  onAction?: (kind: JobActionKind) => void
  /** The application route: the action button becomes a link to it (works before hydration). */
  actionHref?: string
  /** Renders the title link (and the action link); pass the router's link. */
  renderLink?: RenderLink
  /** Heading level of the title (h2 on a page whose h1 is the list title, h3 under a section). */
  headingLevel?: 'h2' | 'h3'
  labels?: JobCardLabels
  /** A mark above the title (the 'Vaga interna' badge of an internal opening). */
  badge?: ReactNode
  /** The save toggle beside the title (docs/saved-jobs.md). */
  saveControl?: ReactNode
  /** 'A 12 km', already formatted: how far the opening is, while the list is near a CEP or a position. */
  distance?: string
}

function MapPinIcon() {
  return (
    <InlineIcon className="size-4 shrink-0">
      <path d="M20 10c0 4.993-5.539 10.193-7.399 11.799a1 1 0 0 1-1.202 0C9.539 20.193 4 14.993 4 10a8 8 0 0 1 16 0" />
      <circle cx="12" cy="10" r="3" />
    </InlineIcon>
  )
}

function ClockIcon() {
  return (
    <InlineIcon className="size-4 shrink-0">
      <circle cx="12" cy="12" r="10" />
      <path d="M12 6v6l4 2" />
    </InlineIcon>
  )
}

/** lucide's 'accessibility' glyph. */
function AccessibilityIcon() {
  return (
    <InlineIcon className="size-5">
      <circle cx="16" cy="4" r="1" />
      <path d="m18 19 1-7-6 1M5 8l3-3 5.5 3-2.36 3.5M4.24 14.5a5 5 0 0 0 6.88 6M13.76 17.5a5 5 0 0 0-6.88-6" />
    </InlineIcon>
  )
}

/** One opportunity in the list: title link, place, level, PcD marker, days left, progress and action. */
function JobCard({
  title,
  href,
  city = '',
  stateAbbr = '',
  location,
  level,
  levelText,
  pcd = false,
  daysLeft = 0,
  deadline,
  progress,
  step = 'none',
  open,
  onAction,
  actionHref,
  renderLink = defaultRenderLink,
  headingLevel: Heading = 'h3',
  labels,
  badge,
  saveControl,
  distance,
  className,
  ...props
}: JobCardProps) {
  const t = { ...texts, ...labels }
  const value = Math.min(100, Math.max(0, Number.isFinite(progress) ? progress : 0))
  const place = location ?? t.location(city, stateAbbr)
  const levelLine = levelText ?? (level ? t.level(level) : '')
  return (
    <article
      data-slot="job-card"
      data-step={step}
      data-open={open}
      className={cx(
        'flex h-full flex-col gap-3 rounded-lg border border-border bg-background p-4 text-foreground shadow-sm',
        className,
      )}
      {...props}
    >
      {badge ? <div data-slot="job-card-badge">{badge}</div> : null}
      <div data-slot="job-card-header" className="flex items-start justify-between gap-3">
        <Heading data-slot="job-card-title" className="font-heading text-lg font-semibold break-words">
          {renderLink({
            href,
            className: 'rounded-sm text-foreground underline-offset-4 hover:underline focus-ring',
            children: title,
          })}
        </Heading>
        {pcd ? (
          <span
            data-slot="job-card-pcd"
            title={t.pcd}
            className="shrink-0 rounded-full bg-secondary p-1 text-secondary-foreground"
          >
            <AccessibilityIcon />
            <span className="sr-only">{t.pcd}</span>
          </span>
        ) : null}
        {saveControl ? (
          <div data-slot="job-card-save" className="-m-2 shrink-0">
            {saveControl}
          </div>
        ) : null}
      </div>
      <p data-slot="job-card-meta" className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
        <span className="flex items-center gap-1">
          <MapPinIcon />
          {place}
        </span>
        {levelLine ? <span>{levelLine}</span> : null}
        {distance ? <span data-slot="job-card-distance">{distance}</span> : null}
      </p>
      <div data-slot="job-card-deadline" className="flex flex-col gap-1">
        <p className="flex items-center gap-1 text-sm text-muted-foreground">
          <ClockIcon />
          {deadline ?? t.daysLeft(t.daysLeftCount(daysLeft))}
        </p>
        <Progress data-slot="job-card-progress" label={t.progress} hideLabel value={value} />
      </div>
      <JobActionButton
        variant="card"
        step={step}
        open={open}
        onAction={onAction}
        href={actionHref}
        renderLink={renderLink}
        description={title}
        labels={labels?.actions}
        leadOnClosedNote={t.leadOnClosed}
        className="mt-auto"
      />
    </article>
  )
}

export { JobCard }
export type { JobCardLabels, JobCardProps }
