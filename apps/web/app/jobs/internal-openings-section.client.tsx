// The 'Vagas internas' section of /vagas (docs/identity.md, "Internal access on the site"): loaded lazily,
// and only for a signed-in internal user of the site's company, after hydration; the cards are the list's own
// JobCard with the 'Vaga interna' badge. Anonymous visitors and candidates never download it.
import type { SubscriptionStep } from '@carreiras/core'
import { InternalJobBadge, InternalOpenings } from '@carreiras/ui/internal-openings'
import { JobCard } from '@carreiras/ui/job-card'
import { useEffect } from 'react'
import { routerLink } from '../components/router-link'
import { rememberCards } from './card-cache'
import { jobCardProps, type JobCardTexts, type JobCardView } from './job-card-view'
import { useInternalOpenings } from './use-internal-openings'

const LIST = { kind: 'list' } as const
const NONE: JobCardView[] = []

interface InternalOpeningsSectionProps {
  /** The transport's Authorization header with the session (AccountHandles.authorization). */
  authorization: string
  texts: JobCardTexts
  steps: ReadonlyMap<number, SubscriptionStep>
}

export default function InternalOpeningsSection({
  authorization,
  texts,
  steps,
}: InternalOpeningsSectionProps) {
  const view = useInternalOpenings<JobCardView[]>(LIST, authorization)
  const items = view.data ?? NONE
  useEffect(() => rememberCards(items), [items])
  return (
    <InternalOpenings
      status={view.status === 'idle' ? 'loading' : view.status}
      items={items}
      getKey={(job) => job.id}
      renderItem={(job) => (
        <JobCard
          {...jobCardProps(job, texts)}
          step={steps.get(job.id)}
          renderLink={routerLink}
          headingLevel="h3"
          badge={<InternalJobBadge />}
        />
      )}
    />
  )
}
