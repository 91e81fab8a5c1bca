// /vagas/:id/inscricao/:testName/:testId (route name capa-teste): an in-house test's cover: name,
// description, 'Você responderá a N questões', the time allowed (and extra time for a candidate with a
// disability), 'Começar'. Login-required; header and footer hidden.
import { ptBR } from '@carreiras/core'
import { RequireSession } from '../account/require-session'
import { TestRunnerPart } from '../online-tests/test-runner-part'
import { idParam, loadTestsRoute } from '../online-tests/tests-route.server'
import type { Route } from './+types/teste-capa'
import { pageTitle } from '../texts.server'

export const handle = { hideChrome: true }

export async function loader({ params }: Route.LoaderArgs) {
  const testId = idParam(params.testId)
  const route = await loadTestsRoute(params.id)
  return { ...route, testId, title: pageTitle(`${ptBR.tests.listTitle} – ${route.opportunity.title}`) }
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? [{ title: loaderData.title }, { name: 'robots', content: 'noindex' }] : []
}

export default function CapaTeste({ loaderData: { opportunity, config, testId } }: Route.ComponentProps) {
  return (
    <RequireSession>
      <TestRunnerPart key={testId} mode="cover" opportunity={opportunity} config={config} testId={testId} />
    </RequireSession>
  )
}
