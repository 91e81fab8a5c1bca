// /vagas/:id/inscricao/:headerTestId/teste/:questionId (route name teste): one question at a time: each
// answer saved, then the next one; the last returns to `back_to` (same site) or the tests page; a timed test
// runs on the platform's clock. Login-required; header and footer hidden.
import { ptBR } from '@carreiras/core'
import { RequireSession } from '../account/require-session'
import { TestRunnerPart } from '../online-tests/test-runner-part'
import { idParam, loadTestsRoute } from '../online-tests/tests-route.server'
import type { Route } from './+types/teste-questao'
import { pageTitle } from '../texts.server'

export const handle = { hideChrome: true }

export async function loader({ params, request }: Route.LoaderArgs) {
  const headerTestId = idParam(params.headerTestId)
  const questionId = idParam(params.questionId)
  const route = await loadTestsRoute(params.id)
  const backTo = new URL(request.url).searchParams.get('back_to')
  return {
    ...route,
    headerTestId,
    questionId,
    backTo,
    title: pageTitle(`${ptBR.tests.listTitle} – ${route.opportunity.title}`),
  }
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? [{ title: loaderData.title }, { name: 'robots', content: 'noindex' }] : []
}

export default function Questao({ loaderData }: Route.ComponentProps) {
  const { opportunity, config, headerTestId, questionId, backTo } = loaderData
  return (
    <RequireSession>
      {/* One runner per test: moving between its questions keeps the clock and any unsaved answer. */}
      <TestRunnerPart
        key={headerTestId}
        mode="question"
        opportunity={opportunity}
        config={config}
        headerTestId={headerTestId}
        questionId={questionId}
        backTo={backTo}
      />
    </RequireSession>
  )
}
