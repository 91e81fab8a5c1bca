// The job detail page's body (/vagas/:id): the detail, its action button, the share widget and the similar
// openings. The route renders it with the server's data; an internal opening renders it from
// internal-job-detail.tsx, a chunk only an internal user's browser loads.
import { JobActionButton } from '@carreiras/ui/job-action-button'
import { JobCard } from '@carreiras/ui/job-card'
import { JobDetail } from '@carreiras/ui/job-detail'
import { ShareWidget } from '@carreiras/ui/share-widget'
import { useEffect, type ReactNode } from 'react'
import { routerLink } from '../components/router-link'
import { rememberCards } from './card-cache'
import { jobCardProps } from './job-card-view'
import { NativeShare } from './native-share'
import type { JobDetailData } from './job-detail.server'
import { useSubscriptionSteps } from './use-subscription-steps'
import { SaveJobToggle } from '../saved-jobs/lazy'
import { OfflineApplyNote } from '../pwa/offline-apply-note'

export function JobDetailPage({
  data: { texts, job, share, seo, similar },
  badge = null,
}: {
  data: JobDetailData
  /** Above the detail: the internal opening's badge (internal-job-detail.tsx); nothing for a public one. */
  badge?: ReactNode
}) {
  useEffect(() => rememberCards(similar), [similar])
  // An internal opening's card is remembered as internal: its application route then asks the browser's way.
  useEffect(() => {
    if (job.internal) rememberCards([{ ...job.card, internal: true }])
  }, [job])
  // The signed-in candidate's subscription to this opening, once the session is known.
  const steps = useSubscriptionSteps({ opportunityId: job.id })
  return (
    <div className="flex flex-col gap-10">
      {seo.jsonLd ? (
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: seo.jsonLd }} />
      ) : null}
      {badge}
      <JobDetail
        title={job.title}
        levelText={job.level}
        actingMode={job.actingMode}
        address={job.address}
        pcd={job.pcd}
        sanitizedHtml={job.html}
        sanitizedDescriptions={job.descriptions}
        benefits={job.benefits}
        otherBenefits={job.otherBenefits}
        labels={texts}
        renderLink={routerLink}
        action={
          <>
            <JobActionButton
              variant="detail"
              step={steps.get(job.id) ?? 'none'}
              open={job.open}
              href={job.applyHref}
              renderLink={routerLink}
              labels={texts.actionLabels}
              leadOnClosedNote={texts.leadOnClosed}
            />
            {/* Without a connection: applying needs the internet (docs/pwa.md). */}
            <OfflineApplyNote />
            {/* Saved jobs (docs/saved-jobs.md); an internal opening cannot be saved. */}
            {job.internal ? null : (
              <SaveJobToggle opportunityId={job.id} title={job.title} display="full" className="self-start" />
            )}
          </>
        }
        share={
          <div className="flex flex-col gap-4">
            <NativeShare url={share.url} title={job.title} texts={share.native} />
            <ShareWidget url={share.url} title={job.title} links={share.links} labels={texts.share} />
          </div>
        }
      />
      {similar.length > 0 ? (
        <section aria-labelledby="vagas-parecidas" className="flex flex-col gap-4">
          <h2 id="vagas-parecidas" className="font-heading text-2xl font-semibold">
            {texts.similar}
          </h2>
          <ul className="grid gap-4 sm:grid-cols-2">
            {similar.map((card) => (
              <li key={card.id}>
                <JobCard
                  {...jobCardProps(card, texts.card)}
                  renderLink={routerLink}
                  headingLevel="h3"
                  saveControl={<SaveJobToggle opportunityId={card.id} title={card.title} />}
                />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  )
}
