// /vagas/:id/inscricao/testes-pendentes (route name pending-tests): only the pending tests; it needs a
// subscription, otherwise 'Você não está inscrito na oportunidade' and back to the job. Login-required. The
// header is hidden and the footer kept (docs/decisions.md, "The pending tests page").
import { ptBR } from '@carreiras/core'
import { TestsListPage } from '../online-tests/tests-list-page'
import { loadTestsRoute } from '../online-tests/tests-route.server'
import type { Route } from './+types/inscricao-testes-pendentes'
import { pageTitle } from '../texts.server'

export const handle = { hideHeader: true }

export async function loader({ params }: Route.LoaderArgs) {
  const route = await loadTestsRoute(params.id)
  return { ...route, title: pageTitle(`${ptBR.tests.pendingTitle} – ${route.opportunity.title}`) }
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? [{ title: loaderData.title }, { name: 'robots', content: 'noindex' }] : []
}

export default function TestesPendentes({ loaderData: { opportunity, config } }: Route.ComponentProps) {
  return <TestsListPage mode="pending" opportunity={opportunity} config={config} />
}
