import { isPlatformError } from '@carreiras/api'
import { daysLeft, opportunityPath, progressPercent, type OpportunityListItem } from '@carreiras/core'
import { Link, data } from 'react-router'
import { getConfig } from '../config.server'
import { opportunitiesClient } from '../lib/opportunities.server'
import { jobDeadline, jobListTexts, jobProgress } from '../texts.server'
import type { Route } from './+types/vagas'

/** What a card shows, computed on the server: the browser gets text, not the rules. */
interface JobCardView {
  id: number
  title: string
  href: string
  location: string
  deadline: string
  progress: number
  progressLabel: string
}

function toCardView(item: OpportunityListItem, now: Date): JobCardView {
  const progress = progressPercent(item.published_at, item.expired_at, now)
  return {
    id: item.id,
    title: item.title,
    href: opportunityPath(item.id, item.slug),
    location: `${item.address.city}/${item.address.state.abbr}`,
    deadline: jobDeadline(daysLeft(item.expired_at, now)),
    progress,
    progressLabel: jobProgress(progress),
  }
}

export async function loader() {
  const texts = jobListTexts()
  const { companyId } = getConfig()
  try {
    const items = await opportunitiesClient().list({ page: 1, company_id: companyId })
    const now = new Date()
    return data({ texts, jobs: items.map((item) => toCardView(item, now)), unavailable: false })
  } catch (error) {
    if (!isPlatformError(error)) throw error
    console.error('[vagas] opportunities API unavailable:', error.code, error.message)
    return data({ texts, jobs: [] as JobCardView[], unavailable: true }, { status: 503 })
  }
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? [{ title: loaderData.texts.title }] : []
}

export default function Vagas({ loaderData }: Route.ComponentProps) {
  const { texts, jobs, unavailable } = loaderData
  return (
    <>
      <h1 className="font-heading text-3xl font-bold">{texts.heading}</h1>
      {unavailable ? (
        <p
          role="alert"
          className="border-border bg-surface text-surface-foreground mt-6 rounded-lg border p-4"
        >
          {texts.unavailable}
        </p>
      ) : jobs.length === 0 ? (
        <p className="text-muted-foreground mt-6">{texts.empty}</p>
      ) : (
        <ul className="mt-6 grid gap-4 sm:grid-cols-2">
          {jobs.map((job) => (
            <li key={job.id}>
              <JobCard job={job} />
            </li>
          ))}
        </ul>
      )}
    </>
  )
}

function JobCard({ job }: { job: JobCardView }) {
  const deadlineId = `vaga-${job.id}-prazo`
  return (
    <article className="border-border bg-background flex h-full flex-col gap-2 rounded-lg border p-4">
      <h2 className="font-heading text-lg font-semibold">
        <Link to={job.href} className="focus-ring text-primary rounded-sm underline-offset-4 hover:underline">
          {job.title}
        </Link>
      </h2>
      <p className="text-muted-foreground text-sm">{job.location}</p>
      <p className="text-muted-foreground mt-auto flex items-baseline justify-between gap-2 text-sm">
        <span id={deadlineId}>{job.deadline}</span>
        <span aria-hidden="true">{job.progressLabel}</span>
      </p>
      {/* Named by the deadline line; its value is the share of the application period already gone. */}
      <progress
        value={job.progress}
        max={100}
        aria-labelledby={deadlineId}
        className="accent-primary h-2 w-full"
      />
    </article>
  )
}
