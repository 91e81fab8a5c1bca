// /vagas/:id/inscricao (route name ficha): login-required. The server reads the opening (404 when it does not
// exist) and the brand's settings and draws the page's heading, the first large paint while the rest loads
// (docs/performance.md); the application itself renders in the browser, where the session lives
// (docs/decisions.md, "Protected routes render in the browser"), driven by core's application machine, in a
// chunk of its own (docs/architecture.md, "Protected parts in their own chunk"). An
// internal opening is not found for the server, which has no session: a signed-in internal user's browser
// asks /api/vagas-internas/:id/inscricao for it (ErrorBoundary below); the platform refuses anyone else.
import { opportunityIdFromParam } from '@carreiras/core'
import { ApplicationHeading } from '@carreiras/ui/application-layout'
import { useId } from 'react'
import { data, isRouteErrorResponse, useParams, useRouteError, useRouteLoaderData } from 'react-router'
import { useAccount } from '../account/account-bridge'
import { RequireSession, protectedPart } from '../account/require-session'
import { useMessages } from '../brands/use-messages'
import { applicationRouteData, type ApplicationRouteData } from '../application/application-route.server'
import { NotFound } from '../components/not-found'
import { cardPreview } from '../jobs/card-cache'
import { useInternalOpenings } from '../jobs/use-internal-openings'
import { opportunitiesClient } from '../lib/opportunities.server'
import type { loader as rootLoader } from '../root'
import type { Route } from './+types/inscricao'

const ApplicationPart = protectedPart(
  () => import('../application/application-page'),
  (m) => m.ApplicationPage,
)

export async function loader({ params, request }: Route.LoaderArgs) {
  const id = opportunityIdFromParam(params.id)
  const opportunity =
    id === null
      ? null
      : await opportunitiesClient()
          .get(id)
          .catch(() => null)
  if (!opportunity) throw data(null, { status: 404 })
  return applicationRouteData(opportunity, request)
}

// From an internal opening's detail the server would answer 404: the ErrorBoundary loads it.
export async function clientLoader({ params, serverLoader }: Route.ClientLoaderArgs) {
  const id = opportunityIdFromParam(params.id)
  if (id !== null && cardPreview(id)?.internal) throw data(null, { status: 404 })
  return serverLoader()
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  // Not found (unknown, or an internal opening the server cannot see): the root's not-found title.
  if (!loaderData) return matches.find((match) => match?.id === 'root')?.meta ?? []
  return [{ title: loaderData.title }, { name: 'robots', content: 'noindex' }]
}

function Application({ data: loaderData }: { data: ApplicationRouteData }) {
  const messages = useMessages()
  const headingId = useId()
  return (
    <div className="flex flex-col gap-4">
      <ApplicationHeading id={headingId}>
        {messages.application.title(loaderData.opportunity.title)}
      </ApplicationHeading>
      <RequireSession>
        <ApplicationPart
          // A new opening is a new form.
          key={loaderData.opportunity.id}
          opportunity={loaderData.opportunity}
          config={loaderData.config}
          states={loaderData.states}
          headingId={headingId}
        />
      </RequireSession>
    </div>
  )
}

export default function Inscricao({ loaderData }: Route.ComponentProps) {
  return <Application data={loaderData} />
}

export function ErrorBoundary() {
  const error = useRouteError()
  const root = useRouteLoaderData<typeof rootLoader>('root')
  if (isRouteErrorResponse(error) && error.status === 404 && root)
    return <InternalOrNotFound text={root.texts.notFound} loading={root.texts.loading} />
  throw error
}

/** The application to an internal opening, for a signed-in internal user of the company; else not found. */
function InternalOrNotFound({ text, loading }: { text: string; loading: string }) {
  const { status, user, handles } = useAccount()
  const params = useParams()
  const id = opportunityIdFromParam(params.id)
  const internal = status === 'ready' && user?.internal === true && id !== null
  const request = id === null ? null : ({ kind: 'application', id } as const)
  const view = useInternalOpenings<ApplicationRouteData>(
    internal ? request : null,
    (internal && handles?.authorization()) || null,
  )
  const answer = request ? view.dataFor(request) : null
  if (internal && answer) return <Application data={answer} />
  if (internal && request && (!view.isAsked(request) || view.status === 'loading'))
    return (
      <p role="status" aria-busy="true" className="text-muted-foreground py-16 text-center">
        {loading}
      </p>
    )
  return <NotFound text={text} />
}
