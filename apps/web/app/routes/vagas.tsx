// /vagas: the job list: ui's JobSearch flow over core's job-search machine. The server renders the machine's
// first snapshot (the first page for the URL's filters, or the visitor's location as the default city), so
// the list, the filters (GET forms) and the badges' links work before hydration; after it, filter changes and
// 'VER MAIS OPORTUNIDADES' fetch without a reload and the address bar follows the filters, so any list can be
// shared. A signed-in candidate's card buttons follow their subscriptions, loaded 300 ms after each page is
// listed.
import { isPlatformError } from '@carreiras/api'
import {
  STORAGE_KEYS,
  jobFiltersFromUrl,
  jobFiltersToUrl,
  jobSearchMachine,
  withDefaultLocation,
  type JobFilters,
  type SubscriptionStep,
} from '@carreiras/core'
import { JobSearch } from '@carreiras/ui/job-search'
import type { RenderLink } from '@carreiras/ui/lib/render-link'
import { useActorRef } from '@xstate/react'
import { Suspense, lazy, useEffect, useRef, useState } from 'react'
import { Link, data, redirect, useNavigate, type ShouldRevalidateFunctionArgs } from 'react-router'
import { useAccount } from '../account/account-bridge'
import { read, write } from '../account/browser-storage'
import { rememberCards } from '../jobs/card-cache'
import { JobCard } from '@carreiras/ui/job-card'
import { jobCardProps, type JobCardTexts, type JobCardView } from '../jobs/job-card-view'
import { loadCities, loadJobPage, visitorLocation } from '../jobs/job-list.server'
import { fetchJobPage, loadStateCities } from '../jobs/job-search-actors'
import { jobListTexts } from '../jobs/job-texts.server'
import { useSubscriptionSteps } from '../jobs/use-subscription-steps'
import { SaveJobToggle } from '../saved-jobs/lazy'
import { CreateAlertButton } from '../job-alerts/create-alert-button'
import { cepNotFound, nearTexts, nearViewFromUrl, withoutNear } from '../jobs/near.server'
import { jobAlertTexts } from '../job-alerts/texts.server'
import { lazyPart } from '../lib/lazy-part'
import { pageMeta } from '../lib/seo'
import { siteOrigin } from '../lib/site-url.server'
import { siteImageMeta } from '../og/og-preview.server'
import type { Route } from './+types/vagas'

export async function loader({ request }: Route.LoaderArgs) {
  const texts = { ...jobListTexts(), jobAlerts: jobAlertTexts() }
  const url = new URL(request.url)
  const { filters: chosen, explicit } = jobFiltersFromUrl(url.searchParams)
  let filters = withDefaultLocation(chosen, explicit ? null : await visitorLocation(request), explicit)
  const canonical = `${siteOrigin(request)}/vagas${String(jobFiltersToUrl(chosen)) ? `?${jobFiltersToUrl(chosen)}` : ''}`
  const shareImage = siteImageMeta(siteOrigin(request))
  // 'Perto de mim' (docs/near.md): its texts, and the CEP field's value and message.
  let near = { texts: nearTexts(), view: nearViewFromUrl(url.searchParams, filters) }
  try {
    const [items, cities] = await Promise.all([
      loadJobPage(filters, 1, request.signal).catch(async (error: unknown) => {
        if (!cepNotFound(error, filters)) throw error
        // A CEP the platform does not know: the list without it, and the field says so.
        const refused = withoutNear(filters, near.view)
        filters = refused.filters
        near = { ...near, view: refused.near }
        return loadJobPage(filters, 1, request.signal)
      }),
      loadCities(filters.state),
    ])
    return data({ texts, filters, items, cities, canonical, shareImage, unavailable: false, near })
  } catch (error) {
    if (!isPlatformError(error)) throw error
    console.error('[vagas] opportunities API unavailable:', error.code, error.message)
    return data(
      {
        texts,
        filters,
        items: [] as JobCardView[],
        cities: [] as string[],
        canonical,
        shareImage,
        unavailable: true,
        near,
      },
      { status: 503 },
    )
  }
}

// Saved filters: coming back to /vagas inside the site (a job's 'VER MAIS OPORTUNIDADES DISPONÍVEIS', the
// header) shows the list as it was left. The root clears them on every fresh load.
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  const url = new URL(request.url)
  if (!jobFiltersFromUrl(url.searchParams).explicit) {
    const saved = read('local', STORAGE_KEYS.jobFilters)
    if (saved) throw redirect(`/vagas?${saved}`)
  }
  return serverLoader()
}

/** The search the machine just wrote into the address bar: its list is already on screen. */
let machineSearch: string | null = null

export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (
    machineSearch !== null &&
    currentUrl.pathname === nextUrl.pathname &&
    nextUrl.search === machineSearch
  ) {
    machineSearch = null
    return false
  }
  return defaultShouldRevalidate
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return []
  const { texts, canonical, shareImage } = loaderData
  return pageMeta({ title: texts.title, description: texts.description, url: canonical, image: shareImage })
}

/** The address bar follows the machine's filters, without fetching the list the machine already has. */
function followFilters(navigate: ReturnType<typeof useNavigate>, filters: JobFilters) {
  const search = String(jobFiltersToUrl(filters))
  machineSearch = search ? `?${search}` : ''
  void navigate({ search: machineSearch }, { preventScrollReset: true })
}

/** Links of the flow (badges, 'Limpar filtros') through the router, keeping the scroll where it is. */
const renderLink: RenderLink = ({ href, children, ...props }) => (
  <Link to={href} preventScrollReset {...props}>
    {children}
  </Link>
)

/** 'Perto de mim' (docs/near.md): rendered by the server; in the browser its own chunk, hydrated when it arrives. */
const NearSearchArea = lazyPart(() =>
  import('../jobs/near-search-area').then((module) => module.NearSearchArea),
)

/** The 'Vagas internas' section: its own chunk, loaded only for an internal user of the company. */
const InternalOpeningsSection = lazy(() => import('../jobs/internal-openings-section.client'))

export default function Vagas({ loaderData }: Route.ComponentProps) {
  const { texts } = loaderData
  const navigate = useNavigate()
  /** A new token each time the machine says the candidate's subscriptions are due. */
  const [subscriptionsDue, setSubscriptionsDue] = useState<object | null>(null)
  const actor = useActorRef(
    jobSearchMachine.provide({
      actors: { fetchPage: fetchJobPage, loadCities: loadStateCities },
      actions: {
        syncUrl: (_, { filters }) => followFilters(navigate, filters),
        // Saved filters: the query string only (no personal data); cleared on the next fresh load.
        saveFilters: (_, { filters }) =>
          write('local', STORAGE_KEYS.jobFilters, String(jobFiltersToUrl(filters))),
        loadSubscriptions: () => setSubscriptionsDue({}),
      },
    }),
    {
      input: {
        filters: loaderData.filters,
        items: loaderData.items,
        cities: loaderData.filters.state ? { [loaderData.filters.state]: loaderData.cities } : {},
        failed: loaderData.unavailable,
      },
    },
  )

  // New data from the server (back/forward, a link, a reload of the route): show it as it came.
  const initial = useRef(loaderData)
  useEffect(() => {
    if (loaderData === initial.current) return
    initial.current = loaderData
    actor.send({ type: 'list.loaded', filters: loaderData.filters, items: loaderData.items })
  }, [actor, loaderData])

  // Signed in: the buttons follow the candidate's subscriptions, loaded 300 ms after each page.
  const steps = useSubscriptionSteps(subscriptionsDue && { due: subscriptionsDue })
  // A signed-in internal user of the company also sees its internal openings.
  const { status, user, handles } = useAccount()
  const internalAuthorization =
    status === 'ready' && user?.internal && handles ? handles.authorization() : null

  return (
    <div className="flex flex-col gap-6">
      <h1 className="font-heading text-3xl font-bold">{texts.heading}</h1>
      {/* Job alerts (docs/job-alerts.md): keeps the list's filters; its dialog loads when pressed. */}
      <div>
        <CreateAlertButton actor={actor} texts={texts.jobAlerts} />
      </div>
      {internalAuthorization ? (
        <Suspense fallback={null}>
          <InternalOpeningsSection authorization={internalAuthorization} texts={texts.card} steps={steps} />
        </Suspense>
      ) : null}
      <JobSearch<JobCardView>
        actor={actor}
        texts={texts}
        renderLink={renderLink}
        renderItem={(job) => <Card job={job} texts={texts.card} step={steps.get(job.id)} />}
        filterExtras={
          <NearSearchArea
            key={`${loaderData.near.view.cep}|${loaderData.near.view.error ?? ''}|${String(jobFiltersToUrl(loaderData.filters))}`}
            texts={loaderData.near.texts}
            actor={actor}
            view={loaderData.near.view}
          />
        }
      />
    </div>
  )
}

/** A card, remembered for the detail page's instant preview. */
function Card({ job, texts, step }: { job: JobCardView; texts: JobCardTexts; step?: SubscriptionStep }) {
  useEffect(() => rememberCards([job]), [job])
  return (
    <JobCard
      {...jobCardProps(job, texts)}
      step={step}
      renderLink={renderLink}
      headingLevel="h2"
      saveControl={<SaveJobToggle opportunityId={job.id} title={job.title} />}
    />
  )
}
