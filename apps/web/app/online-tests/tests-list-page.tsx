// The tests list's page, for /vagas/:id/inscricao/testes (route name testes) and its pending-only version
// /vagas/:id/inscricao/testes-pendentes (pending-tests): the steps bar (these are not test pages), the list's
// title, introduction and way back to the ficha, drawn here on the server so they are the first large paint
// while the session and the tests load (docs/performance.md), and the test runner in 'list' or 'pending'
// mode. Two route modules draw it, each with its own handle (the pending page hides the header:
// docs/decisions.md, "The pending tests page").
import {
  applicationPath,
  testListHeading,
  testRunnerMessagesOf,
  type ApplicationOpportunity,
} from '@carreiras/core'
import { StepsBar } from '@carreiras/ui/steps-bar'
import { TestListIntro } from '@carreiras/ui/test-list'
import { useId, useMemo } from 'react'
import { RequireSession } from '../account/require-session'
import { useMessages } from '../brands/use-messages'
import { routerLink } from '../lib/router-link'
import type { TestRunnerSiteConfig } from './test-runner-page'
import { TestRunnerPart } from './test-runner-part'

export function TestsListPage({
  opportunity,
  config,
  mode,
}: {
  opportunity: ApplicationOpportunity
  config: TestRunnerSiteConfig
  mode: 'list' | 'pending'
}) {
  const catalogue = useMessages()
  const messages = useMemo(() => testRunnerMessagesOf(catalogue), [catalogue])
  const { title, intro } = testListHeading(mode, null, messages)
  const titleId = useId()
  return (
    <section className="flex flex-col gap-6 py-8">
      <StepsBar current={1} />
      <div className="mx-auto flex w-full max-w-3xl flex-col gap-2">
        <TestListIntro
          title={title}
          intro={intro}
          titleId={titleId}
          back={{ href: applicationPath(opportunity.id), label: messages.tests.backToApplication }}
          renderLink={routerLink}
        />
        <RequireSession>
          <TestRunnerPart
            key={`${mode}-${opportunity.id}`}
            mode={mode}
            opportunity={opportunity}
            config={config}
            listHeadingId={titleId}
          />
        </RequireSession>
      </div>
    </section>
  )
}
