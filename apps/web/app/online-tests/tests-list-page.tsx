// The tests list's page, for /vagas/:id/inscricao/testes (route name testes) and its pending-only version
// /vagas/:id/inscricao/testes-pendentes (pending-tests): the steps bar (these are not test pages) and the test
// runner in 'list' or 'pending' mode. Two route modules draw it, each with its own handle (the pending page
// hides the header: docs/decisions.md, "The pending tests page").
import type { ApplicationOpportunity } from '@carreiras/core'
import { StepsBar } from '@carreiras/ui/steps-bar'
import { RequireSession } from '../account/require-session'
import { TestRunnerPage, type TestRunnerSiteConfig } from './test-runner-page'

export function TestsListPage({
  opportunity,
  config,
  mode,
}: {
  opportunity: ApplicationOpportunity
  config: TestRunnerSiteConfig
  mode: 'list' | 'pending'
}) {
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
