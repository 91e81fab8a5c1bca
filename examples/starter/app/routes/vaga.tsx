// /vagas/:id: one opening, read on the server, drawn with @carreiras/ui's JobDetail. Its description
// sections are HTML from the platform: sanitize them on your server (e.g. DOMPurify) before passing them as
// `sanitizedHtml`; this starter leaves them out. The action leads to the ficha, which asks for the login.
import { isOpportunityOpen, opportunityIdFromParam } from '@carreiras/core'
import { JobActionButton } from '@carreiras/ui/job-action-button'
import { JobDetail } from '@carreiras/ui/job-detail'
import { data } from 'react-router'
import { opportunities } from '../platform.server'
import { routerLink } from '../root'
import type { Route } from './+types/vaga'

export async function loader({ params }: Route.LoaderArgs) {
  const id = opportunityIdFromParam(params.id)
  const job = id === null ? null : await opportunities.get(id)
  if (!job) throw data(null, { status: 404 })
  const { street, number, neighborhood, city, state } = job.address
  return {
    id: job.id,
    title: job.title,
    level: job.level,
    actingMode: job.acting_mode,
    address: [[street, number].filter(Boolean).join(', '), neighborhood, `${city} - ${state.abbr}`]
      .filter(Boolean)
      .join(' - '),
    benefits: job.benefits,
    otherBenefits: job.other_benefit,
    pcd: job.pcd,
    open: isOpportunityOpen(job.status_id),
  }
}

export const meta: Route.MetaFunction = ({ data }) => (data ? [{ title: data.title }] : [])

export default function Vaga({ loaderData }: Route.ComponentProps) {
  const { id, open, ...job } = loaderData
  return (
    <JobDetail
      {...job}
      renderLink={routerLink}
      action={
        <JobActionButton
          step="none"
          open={open}
          variant="detail"
          href={`/vagas/${id}/inscricao`}
          renderLink={routerLink}
          description={job.title}
        />
      }
    />
  )
}
