// /vagas/:id/inscricao/testes (route name testes) and /vagas/:id/inscricao/testes-pendentes (pending-tests):
// the application's tests (doc 02 §2 "Tests screens"): the summary line, each test with its status,
// in-house tests to their cover, partner tests after 'Atenção', and 'Finalizar Inscrição'. The pending
// page lists only pending tests and needs a subscription, otherwise 'Você não está inscrito na oportunidade'
// and back to the job (doc 01 §6). Login-required; the steps bar shows (these are not test pages).
import { ptBR } from '@carreiras/core'
import { StepsBar } from '@carreiras/ui/steps-bar'
import { RequireSession } from '../account/require-session'
import { TestRunnerPage } from '../tests/test-runner-page'
import { loadTestsRoute } from '../tests/tests-route.server'
import type { Route } from './+types/inscricao-testes'
import { pageTitle } from '../texts.server'

export async function loader({ params, request }: Route.LoaderArgs) {
  const route = await loadTestsRoute(params.id)
  const mode = new URL(request.url).pathname.endsWith('/testes-pendentes') ? 'pending' : 'list'
  const heading = mode === 'pending' ? ptBR.tests.pendingTitle : ptBR.tests.listTitle
  return { ...route, mode, title: pageTitle(`${heading} – ${route.opportunity.title}`) } as const
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? [{ title: loaderData.title }, { name: 'robots', content: 'noindex' }] : []
}

export default function Testes({ loaderData: { opportunity, config, mode } }: Route.ComponentProps) {
  return (
    <RequireSession>
      <section className="flex flex-col gap-6 py-8">
        <StepsBar current={1} />
        <TestRunnerPage
          key={`${mode}-${opportunity.id}`}
          mode={mode}
          opportunity={opportunity}
          config={config}
        />
      </section>
    </RequireSession>
  )
}
