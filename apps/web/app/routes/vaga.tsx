// /vagas/:id: the job detail (doc 01 §2 "Job detail", "Action button"; issue 4). Server-rendered with
// sanitized descriptions and, for an open job, JobPosting structured data; a closed job says
// 'Inscrições Encerradas' and is kept out of search results. An unknown id answers 404 with the
// not-found page. Opened from the list, the page shows the card's data at once while the rest loads.
// A signed-in candidate's button follows their subscription, loaded after hydration.
import { isPlatformError } from '@carreiras/api'
import {
  EMPTY_JOB_FILTERS,
  isOpportunityOpen,
  isStateAbbr,
  jobShareUrl,
  opportunityIdFromParam,
  opportunityPath,
  shareLinks,
  type Opportunity,
} from '@carreiras/core'
import { JobActionButton } from '@carreiras/ui/job-action-button'
import { JobCard } from '@carreiras/ui/job-card'
import { JobDetail } from '@carreiras/ui/job-detail'
import { ShareWidget } from '@carreiras/ui/share-widget'
import { Suspense, useEffect } from 'react'
import { Await, data, useAsyncError, isRouteErrorResponse, useRouteLoaderData } from 'react-router'
import { NotFound } from '../components/not-found'
import { routerLink } from '../components/router-link'
import { cardPreview, rememberCards } from '../jobs/card-cache'
import { jobCardProps, type JobCardView } from '../jobs/job-card-view'
import { loadJobPage, toCardView } from '../jobs/job-list.server'
import { jobPostingJsonLd, jsonLdScript } from '../jobs/job-posting.server'
import { jobDetailTexts, jobLevel } from '../jobs/job-texts.server'
import { useSubscriptionSteps } from '../jobs/use-subscription-steps'
import { opportunitiesClient } from '../lib/opportunities.server'
import { sanitizeHtml } from '../lib/sanitize.server'
import { pageMeta } from '../lib/seo'
import { siteOrigin } from '../lib/site-url.server'
import type { loader as rootLoader } from '../root'
import type { Route } from './+types/vaga'

const notFound = () => data(null, { status: 404 })
const SIMILAR_MAX = 4

function formatAddress(address: Opportunity['address']): string {
  const street = [address.street, address.number].filter(Boolean).join(', ')
  const place = `${address.city} - ${address.state.abbr}`
  return [street, address.neighborhood, place].filter(Boolean).join(' - ')
}

/** Openings in the same area, then in the same city: the job itself and duplicates left out. */
async function similarJobs(opportunity: Opportunity, signal: AbortSignal): Promise<JobCardView[]> {
  const none = { ...EMPTY_JOB_FILTERS, noLocation: true }
  const area = opportunity.company_field_area?.id
  const byArea = area ? await loadJobPage({ ...none, jobArea: area }, 1, signal).catch(() => []) : []
  const found = byArea.filter((job) => job.id !== opportunity.id)
  const state = opportunity.address.state.abbr
  if (found.length < SIMILAR_MAX && isStateAbbr(state)) {
    const byCity = await loadJobPage({ ...none, state, city: opportunity.address.city }, 1, signal).catch(
      () => [],
    )
    for (const job of byCity)
      if (job.id !== opportunity.id && !found.some((f) => f.id === job.id)) found.push(job)
  }
  return found.slice(0, SIMILAR_MAX)
}

export async function loader({ params, request }: Route.LoaderArgs) {
  const id = opportunityIdFromParam(params.id)
  if (id === null) throw notFound()
  let opportunity
  try {
    opportunity = await opportunitiesClient().get(id, { signal: request.signal })
  } catch (error) {
    if (!isPlatformError(error)) throw error
    console.error('[vaga] opportunities API unavailable:', error.code, error.message)
    throw data(null, { status: 503 })
  }
  if (!opportunity) throw notFound()

  const texts = jobDetailTexts(opportunity.title)
  const origin = siteOrigin(request)
  const path = opportunityPath(opportunity.id, opportunity.slug)
  const url = jobShareUrl(origin, path)
  const open = isOpportunityOpen(opportunity.status_id)
  const sections = [
    { heading: texts.responsibilities, html: sanitizeHtml(opportunity.responsability) },
    { heading: texts.requirements, html: sanitizeHtml(opportunity.requirement) },
    { heading: texts.workEnvironment, html: sanitizeHtml(opportunity.work_environment) },
    ...[...opportunity.descriptions]
      .sort((a, b) => a.order - b.order)
      .map((description) => ({ heading: '', html: sanitizeHtml(description.data) })),
  ].filter((section) => section.html.trim() !== '')
  const jsonLd = jobPostingJsonLd(opportunity, {
    company: { name: opportunity.company.name, website: origin, logo: opportunity.company.logo },
    descriptionHtml: sections.map((s) => (s.heading ? `<h2>${s.heading}</h2>${s.html}` : s.html)).join(''),
    origin,
    url,
  })
  const similar = await similarJobs(opportunity, request.signal)
  const now = new Date()

  return {
    texts,
    job: {
      id: opportunity.id,
      title: opportunity.title,
      open,
      level: opportunity.level ? jobLevel(opportunity.level) : '',
      actingMode: opportunity.acting_mode,
      address: formatAddress(opportunity.address),
      pcd: opportunity.pcd,
      applyHref: `${path}/inscricao`,
      html: {
        responsibilities: sanitizeHtml(opportunity.responsability),
        requirements: sanitizeHtml(opportunity.requirement),
        workEnvironment: sanitizeHtml(opportunity.work_environment),
      },
      descriptions: [...opportunity.descriptions]
        .sort((a, b) => a.order - b.order)
        .map((description) => sanitizeHtml(description.data)),
      benefits: opportunity.benefits.map((b) => ({ id: b.id, name: b.name, icon: b.icon })),
      otherBenefits: opportunity.other_benefit ?? '',
      card: toCardView(opportunity, now),
    },
    share: { url, links: shareLinks(url, opportunity.title) },
    seo: {
      url,
      description:
        sections[0]?.html
          .replace(/<[^>]*>/g, ' ')
          .replace(/\s+/g, ' ')
          .trim()
          .slice(0, 160) ?? '',
      jsonLd: jsonLd ? jsonLdScript(jsonLd) : null,
    },
    similar,
  }
}

type DetailData = Awaited<ReturnType<typeof loader>>

// From the list, the card's data shows at once; the server's answer fills in the rest.
export async function clientLoader({ params, serverLoader }: Route.ClientLoaderArgs) {
  const id = opportunityIdFromParam(params.id)
  const preview = id === null ? undefined : cardPreview(id)
  if (!preview) return serverLoader()
  return { preview, full: serverLoader() }
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return []
  if ('preview' in loaderData) return [{ title: loaderData.preview.title }]
  const { texts, seo, job } = loaderData
  return pageMeta({
    title: texts.title,
    description: seo.description,
    url: seo.url,
    type: 'article',
    noindex: !job.open,
  })
}

export default function Vaga({ loaderData }: Route.ComponentProps) {
  if ('preview' in loaderData) {
    const { preview, full } = loaderData
    return (
      <Suspense fallback={<Preview card={preview} />}>
        <Await resolve={full} errorElement={<DetailError />}>
          {(resolved) => <Detail data={resolved as DetailData} />}
        </Await>
      </Suspense>
    )
  }
  return <Detail data={loaderData} />
}

/** The card's data while the detail loads: title, place, level and deadline. */
function Preview({ card }: { card: JobCardView }) {
  const root = useRouteLoaderData<typeof rootLoader>('root')
  return (
    <article aria-busy="true" className="flex flex-col gap-4">
      <h1 className="font-heading text-3xl font-bold">{card.title}</h1>
      <p className="text-muted-foreground flex flex-wrap gap-x-4">
        {card.level ? <span>{card.level}</span> : null}
        <span>{card.location}</span>
      </p>
      <p className="text-muted-foreground">{card.deadline}</p>
      <p role="status" className="text-muted-foreground flex items-center gap-2">
        <span
          aria-hidden="true"
          className="border-primary size-4 animate-spin rounded-full border-2 border-t-transparent"
        />
        {root?.texts.loading}
      </p>
    </article>
  )
}

function DetailError() {
  const error = useAsyncError()
  const root = useRouteLoaderData<typeof rootLoader>('root')
  if (isRouteErrorResponse(error) && error.status === 404 && root)
    return <NotFound text={root.texts.notFound} />
  return (
    <p role="alert" className="border-border bg-surface rounded-lg border p-4">
      {root?.texts.errorMessage}
    </p>
  )
}

function Detail({ data: { texts, job, share, seo, similar } }: { data: DetailData }) {
  useEffect(() => rememberCards(similar), [similar])
  // The signed-in candidate's subscription to this opening, once the session is known.
  const steps = useSubscriptionSteps({ opportunityId: job.id })
  return (
    <div className="flex flex-col gap-10">
      {seo.jsonLd ? (
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: seo.jsonLd }} />
      ) : null}
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
          <JobActionButton
            variant="detail"
            step={steps.get(job.id) ?? 'none'}
            open={job.open}
            href={job.applyHref}
            renderLink={routerLink}
            labels={texts.actionLabels}
            leadOnClosedNote={texts.leadOnClosed}
          />
        }
        share={<ShareWidget url={share.url} title={job.title} links={share.links} labels={texts.share} />}
      />
      {similar.length > 0 ? (
        <section aria-labelledby="vagas-parecidas" className="flex flex-col gap-4">
          <h2 id="vagas-parecidas" className="font-heading text-2xl font-semibold">
            {texts.similar}
          </h2>
          <ul className="grid gap-4 sm:grid-cols-2">
            {similar.map((card) => (
              <li key={card.id}>
                <JobCard {...jobCardProps(card, texts.card)} renderLink={routerLink} headingLevel="h3" />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  )
}
