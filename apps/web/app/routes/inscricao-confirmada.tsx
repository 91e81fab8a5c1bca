// /inscricao-confirmada?vaga={title}&id={id}: 'Inscrição Confirmada!'. Login-required. When the opening has
// tests required after applying (`thank_you`), they are offered below (docs/decisions.md, "Tests after the
// subscription"): they never block the subscription.
import { opportunityIdFromParam, ptBR } from '@carreiras/core'
import { ApplicationConfirmed } from '@carreiras/ui/application-result'
import { RequireSession } from '../account/require-session'
import { browserConfig } from '../brands/index.server'
import { PushOfferSlot } from '../push/push-offer-slot'
import { opportunitiesClient } from '../lib/opportunities.server'
import { TestRunnerPart } from '../online-tests/test-runner-part'
import { testsRouteOf } from '../online-tests/tests-route.server'
import type { Route } from './+types/inscricao-confirmada'
import { pageTitle } from '../texts.server'

async function thankYouTests(idParam: string | null) {
  const id = opportunityIdFromParam(idParam ?? undefined)
  if (id === null) return null
  const opportunity = await opportunitiesClient()
    .get(id)
    .catch(() => null)
  // A page that cannot read the opening still confirms: the offer is left out.
  if (!opportunity?.opportunity_tests.some((test) => test.requiredIn === 'thank_you')) return null
  return testsRouteOf(opportunity)
}

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url)
  return {
    job: url.searchParams.get('vaga')?.slice(0, 200) ?? '',
    tests: await thankYouTests(url.searchParams.get('id')),
    title: pageTitle(ptBR.application.confirmedTitle),
    // The push offer's way to the platform (the site's proxy) and the public client tokens.
    push: { platformUrl: browserConfig().platformUrl, clientTokens: browserConfig().clientTokens },
  }
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? [{ title: loaderData.title }, { name: 'robots', content: 'noindex' }] : []
}

export default function Confirmed({ loaderData: { job, tests, push } }: Route.ComponentProps) {
  return (
    <RequireSession>
      <ApplicationConfirmed
        jobTitle={job}
        applicationsHref="/meu-perfil#box-subscription"
        jobsHref="/vagas"
      />
      {/* After applying, the moment to offer notifications (docs/push.md); never on a public page's load. */}
      <PushOfferSlot {...push} className="mx-auto mt-8 max-w-2xl" />
      {tests ? (
        <div className="border-border mt-10 border-t pt-8">
          <TestRunnerPart
            mode="list"
            requiredIn="thank_you"
            listHeadingLevel={2}
            opportunity={tests.opportunity}
            config={tests.config}
          />
        </div>
      ) : null}
    </RequireSession>
  )
}
