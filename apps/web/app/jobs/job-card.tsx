// A job card on the public list: the design system's JobCard (packages/ui, with its stories) drawn
// with plain elements and the same semantic classes, so the public route stays within its JS budget
// (no tailwind-merge, no catalogue): texts arrive computed from the server (JobCardView). The button
// follows the signed-in candidate's subscription step once it has loaded (doc 01 §2 "Action button").
import { buttonVariants } from '@carreiras/ui/button-variants'
import { Link } from 'react-router'
import { MaskIcon } from '../components/mask-icon'
import { jobButton, type JobActionTable, type JobCardView, type SubscriptionStep } from './job-card-view'

export interface JobCardTexts {
  actions: JobActionTable
  leadOnClosed: string
  progress: string
  pcdBadge: string
}

export function JobCard({
  job,
  texts,
  step,
  headingLevel: Heading = 'h2',
}: {
  job: JobCardView
  texts: JobCardTexts
  /** The candidate's subscription step; absent (anonymous, or not loaded yet) it is 'none'. */
  step?: SubscriptionStep
  /** h2 in the list (whose h1 is the page title), h3 under a section heading. */
  headingLevel?: 'h2' | 'h3'
}) {
  const deadlineId = `vaga-${job.id}-prazo`
  const button = jobButton(texts.actions, job, step)
  // The button sits at the card's foot; the lead-on-closed note, when shown, goes just above it.
  const place = button.note ? 'w-full' : 'mt-auto w-full'
  return (
    <article
      data-slot="job-card"
      data-open={job.open}
      className="border-border bg-background text-foreground flex h-full flex-col gap-3 rounded-lg border p-4 shadow-sm"
    >
      <div className="flex items-start justify-between gap-3">
        <Heading className="font-heading text-lg font-semibold break-words">
          <Link
            to={job.href}
            className="focus-ring text-foreground rounded-sm underline-offset-4 hover:underline"
          >
            {job.title}
          </Link>
        </Heading>
        {job.pcd ? (
          <span
            title={texts.pcdBadge}
            className="bg-secondary text-secondary-foreground shrink-0 rounded-full p-1"
            data-slot="job-card-pcd"
          >
            <MaskIcon name="accessibility" />
            <span className="sr-only">{texts.pcdBadge}</span>
          </span>
        ) : null}
      </div>
      <p className="text-muted-foreground flex flex-wrap gap-x-4 gap-y-1 text-sm">
        <span>{job.location}</span>
        {job.level ? <span>{job.level}</span> : null}
      </p>
      <div className="flex flex-col gap-1">
        <p className="text-muted-foreground flex items-baseline justify-between gap-2 text-sm">
          <span id={deadlineId}>{job.deadline}</span>
          <span aria-hidden="true">{job.progressLabel}</span>
        </p>
        {/* Named by the deadline line; its value is the share of the application period already gone. */}
        <div
          role="progressbar"
          aria-labelledby={deadlineId}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={job.progress}
          aria-valuetext={`${texts.progress}: ${job.progressLabel}`}
          className="bg-muted h-2 w-full overflow-hidden rounded-full"
        >
          <div className="bg-primary h-full rounded-full" style={{ width: `${job.progress}%` }} />
        </div>
      </div>
      {button.note ? <p className="text-muted-foreground mt-auto text-sm">{texts.leadOnClosed}</p> : null}
      {button.href ? (
        <Link
          to={button.href}
          data-action={button.kind}
          className={buttonVariants({
            variant: button.kind === 'applied' ? 'secondary' : undefined,
            className: place,
          })}
        >
          {button.label}
          {/* Twenty 'Inscrever-Se' links must say which opening each one is for. */}
          <span className="sr-only"> {job.title}</span>
        </Link>
      ) : (
        <button
          type="button"
          disabled
          data-action={button.kind}
          className={buttonVariants({ variant: 'secondary', className: place })}
        >
          {button.label}
        </button>
      )}
    </article>
  )
}
