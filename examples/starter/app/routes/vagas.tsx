// /vagas: the brand company's open positions, read on the server from the platform's REST API and drawn
// with @carreiras/ui's JobCard; core's rules compute the days left, the progress and whether it is open.
import { daysLeft, isOpportunityOpen, progressPercent, ptBR } from '@carreiras/core'
import { JobCard } from '@carreiras/ui/job-card'
import { brand } from '../brand.server'
import { opportunities } from '../platform.server'
import { routerLink } from '../root'
import type { Route } from './+types/vagas'

export async function loader({ request }: Route.LoaderArgs) {
  const term = new URL(request.url).searchParams.get('term') ?? undefined
  const items = await opportunities.list({ company_id: brand.company.id, q: term })
  return {
    heading: ptBR.header.nav.opportunities,
    jobs: items.map((job) => ({
      id: job.id,
      title: job.title,
      city: job.address.city,
      stateAbbr: job.address.state.abbr,
      level: job.level,
      pcd: job.pcd,
      open: isOpportunityOpen(job.status_id),
      daysLeft: daysLeft(job.expired_at),
      progress: progressPercent(job.published_at, job.expired_at),
    })),
  }
}

export const meta: Route.MetaFunction = ({ data }) => (data ? [{ title: data.heading }] : [])

export default function Vagas({ loaderData }: Route.ComponentProps) {
  const { heading, jobs } = loaderData
  return (
    <section>
      <h1 className="font-heading text-3xl font-bold">{heading}</h1>
      {jobs.length === 0 ? <p className="mt-6">{ptBR.jobs.empty}</p> : null}
      <ul className="mt-6 grid gap-4 sm:grid-cols-2">
        {jobs.map(({ id, ...job }) => (
          <li key={id}>
            <JobCard
              {...job}
              href={`/vagas/${id}`}
              actionHref={`/vagas/${id}/inscricao`}
              renderLink={routerLink}
              headingLevel="h2"
            />
          </li>
        ))}
      </ul>
    </section>
  )
}
