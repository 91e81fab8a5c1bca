// /vagas/:id/inscricao/testes (route name testes): the application's tests: the
// summary line, each test with its status, in-house tests to their cover, partner tests after 'Atenção', and
// 'Finalizar Inscrição'. Login-required; the steps bar shows (not a test page). The pending-only page is
// routes/inscricao-testes-pendentes.tsx.
import { ptBR } from '@carreiras/core'
import { TestsListPage } from '../online-tests/tests-list-page'
import { loadTestsRoute } from '../online-tests/tests-route.server'
import type { Route } from './+types/inscricao-testes'
import { pageTitle } from '../texts.server'

export async function loader({ params }: Route.LoaderArgs) {
  const route = await loadTestsRoute(params.id)
  return { ...route, title: pageTitle(`${ptBR.tests.listTitle} – ${route.opportunity.title}`) }
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? [{ title: loaderData.title }, { name: 'robots', content: 'noindex' }] : []
}

export default function Testes({ loaderData: { opportunity, config } }: Route.ComponentProps) {
  return <TestsListPage mode="list" opportunity={opportunity} config={config} />
}
