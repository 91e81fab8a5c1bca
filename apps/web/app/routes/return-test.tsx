// /return_test/:userId/:sourceTestId/:opportunityId: the landing after a partner test: 'Validando Teste...'
// with the first name while the platform checks the partner's result, then the tests page ('Uoops' / 'Algo
// errado aconteceu. Tente novamente.' on failure). Public in the spec; the check itself needs the candidate's
// session, so a signed-out visitor sees the failure and then the tests page, which asks for the login.
import { ptBR } from '@carreiras/core'
import { TestRunnerPart } from '../online-tests/test-runner-part'
import { idParam, loadTestsRoute } from '../online-tests/tests-route.server'
import type { Route } from './+types/return-test'
import { pageTitle } from '../texts.server'

export async function loader({ params }: Route.LoaderArgs) {
  const userId = idParam(params.userId)
  const sourceTestId = idParam(params.sourceTestId)
  const route = await loadTestsRoute(params.opportunityId)
  return { ...route, userId, sourceTestId, title: pageTitle(ptBR.tests.returnTest.title) }
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? [{ title: loaderData.title }, { name: 'robots', content: 'noindex' }] : []
}

export default function ReturnTest({ loaderData }: Route.ComponentProps) {
  const { opportunity, config, userId, sourceTestId } = loaderData
  return (
    <TestRunnerPart
      mode="return"
      opportunity={opportunity}
      config={config}
      userId={userId}
      sourceTestId={sourceTestId}
    />
  )
}
