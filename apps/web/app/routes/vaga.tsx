// /vagas/:id: the job detail. Server-rendered with sanitized descriptions and, for an open job, JobPosting
// structured data; a closed job says 'Inscrições Encerradas' and is kept out of search results. An unknown id
// answers 404 with the not-found page. Opened from the list, the page shows the card's data at once while the
// rest loads.
// A signed-in candidate's button follows their subscription, loaded after hydration.
import { isPlatformError } from '@carreiras/api'
import { opportunityIdFromParam } from '@carreiras/core'
import { Suspense, lazy } from 'react'
import {
  Await,
  data,
  useAsyncError,
  isRouteErrorResponse,
  useParams,
  useRouteError,
  useRouteLoaderData,
} from 'react-router'
import { useAccount } from '../account/account-bridge'
import { NotFound } from '../components/not-found'
import { cardPreview } from '../jobs/card-cache'
import type { JobCardView } from '../jobs/job-card-view'
import { JobDetailPage } from '../jobs/job-detail-page'
import { jobDetailData, type JobDetailData } from '../jobs/job-detail.server'
import { opportunitiesClient } from '../lib/opportunities.server'
import { pageMeta } from '../lib/seo'
import type { loader as rootLoader } from '../root'
import type { Route } from './+types/vaga'

const notFound = () => data(null, { status: 404 })

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
  // An internal opening is not found for the server (it has no session): the browser of a signed-in internal
  // user asks for it (ErrorBoundary below).
  if (!opportunity) throw notFound()
  return jobDetailData(opportunity, request)
}

type DetailData = JobDetailData

// From the list, the card's data shows at once; the server's answer fills in the rest.
export async function clientLoader({ params, serverLoader }: Route.ClientLoaderArgs) {
  const id = opportunityIdFromParam(params.id)
  const preview = id === null ? undefined : cardPreview(id)
  // An internal opening is not found for the server: the ErrorBoundary loads it with the session.
  if (preview?.internal) throw data(null, { status: 404 })
  if (!preview) return serverLoader()
  return { preview, full: serverLoader() }
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  // Not found (unknown, or an internal opening the server cannot see): the root's not-found title.
  if (!loaderData) return matches.find((match) => match?.id === 'root')?.meta ?? []
  if ('preview' in loaderData) return [{ title: loaderData.preview.title }]
  const { texts, seo, job } = loaderData
  return pageMeta({
    title: texts.title,
    description: seo.description,
    url: seo.url,
    type: 'article',
    image: seo.image,
    noindex: !job.open || job.internal,
  })
}

export default function Vaga({ loaderData }: Route.ComponentProps) {
  if ('preview' in loaderData) {
    const { preview, full } = loaderData
    return (
      <Suspense fallback={<Preview card={preview} />}>
        <Await resolve={full} errorElement={<DetailError />}>
          {(resolved) => <JobDetailPage data={resolved as DetailData} />}
        </Await>
      </Suspense>
    )
  }
  return <JobDetailPage data={loaderData} />
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

/**
 * Not found (404) for the server, which has no session. An internal opening is shown only to a signed-in
 * internal user of the company: their browser loads internal-job-detail.tsx, which asks the site's
 * /api/vagas-internas/:id with the session; everyone else keeps the not-found page and never loads that code.
 */
export function ErrorBoundary() {
  const error = useRouteError()
  const root = useRouteLoaderData<typeof rootLoader>('root')
  if (isRouteErrorResponse(error) && error.status === 404 && root)
    return <InternalOrNotFound text={root.texts.notFound} loading={root.texts.loading} />
  throw error
}

const InternalJobDetail = lazy(() => import('../jobs/internal-job-detail'))

function InternalOrNotFound({ text, loading }: { text: string; loading: string }) {
  const { status, user } = useAccount()
  const id = opportunityIdFromParam(useParams().id)
  if (status !== 'ready' || user?.internal !== true || id === null) return <NotFound text={text} />
  return (
    <Suspense fallback={<InternalLoading text={loading} />}>
      <InternalJobDetail
        id={id}
        notFound={<NotFound text={text} />}
        loading={<InternalLoading text={loading} />}
      />
    </Suspense>
  )
}

function InternalLoading({ text }: { text: string }) {
  return (
    <p role="status" aria-busy="true" className="text-muted-foreground py-16 text-center">
      {text}
    </p>
  )
}
