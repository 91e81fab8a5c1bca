// Every tests route: core's test runner machine with the api's actors over the signed-in candidate's platform
// client, drawn by the design system's TestRunner. The route gives the mode and ids; this file supplies the
// effects (navigation, the partner tab, the encoded test navigation in browser storage, the follower flag)
// and tells the machine when the route moves to another question.
import { createApplicationActors, createTestRunnerActors } from '@carreiras/api'
import {
  applicationPath,
  decodeTestNavigation,
  encodeTestNavigation,
  sessionRecord,
  sessionGreetingName,
  sessionUserId,
  STORAGE_KEYS,
  testRunnerMachine,
  testRunnerMessagesOf,
  testRunnerQuestionId,
  testsPath,
  type ApplicationOpportunity,
  type TestRequiredIn,
  type TestRunnerMode,
} from '@carreiras/core'
import { Spinner } from '@carreiras/ui/spinner'
import { TestRunner } from '@carreiras/ui/test-runner'
import { useActorRef, useSelector } from '@xstate/react'
import { memo, useEffect, useMemo } from 'react'
import { useNavigate, type NavigateFunction } from 'react-router'
import { useAccount } from '../account/account-bridge'
import type { AccountHandles } from '../account/account-types'
import { saveFollower } from '../account/account-storage'
import { read, remove, write } from '../account/browser-storage'
import { useMessages } from '../brands/use-messages'
import { withApplicationConversion } from '../integrations/marketing.client'
import { routerLink } from '../lib/router-link'

export interface TestRunnerSiteConfig {
  companyId: number
  alternateCompanyWord: string
  /** The challenge site replacing tests 2015/2018. */
  challengeUrl: string | null
}

export interface TestRunnerPageProps {
  mode: TestRunnerMode
  opportunity: ApplicationOpportunity
  config: TestRunnerSiteConfig
  testId?: number
  headerTestId?: number
  questionId?: number
  sourceTestId?: number
  /** The user of a `/return_test/{user_id}/…` address (the session's user wins when signed in). */
  userId?: number
  requiredIn?: TestRequiredIn | null
  backTo?: string | null
  /** The list's title level: 2 where the page has its own h1. */
  listHeadingLevel?: 1 | 2
  /** The id of the list's title where the page drew it (TestListIntro). */
  listHeadingId?: string
}

export function TestRunnerPage(props: TestRunnerPageProps) {
  const { handles, status, checking } = useAccount()
  // Stable for the router's life; read here, where a change of the router's state costs one small render.
  const navigate = useNavigate()
  // Wait until the stored session is restored: the platform client sends it with every call. A restored
  // session the platform is still checking is enough (docs/architecture.md, "Protected routes during the
  // session's check").
  const snapshot = handles?.session.getSnapshot()
  const restoredUserId = snapshot ? sessionUserId(snapshot) : null
  const userId = restoredUserId ?? props.userId ?? null
  if (!handles || (status !== 'ready' && !checking) || userId === null) {
    return (
      <div className="flex justify-center py-16">
        <Spinner />
      </div>
    )
  }
  return (
    <TestRunnerFlow
      // Another user (a refused check falls back to the address's user) is another runner.
      key={userId}
      {...props}
      handles={handles}
      userId={userId}
      // The session's name (its profile's once read, the stored record's until then, during the check too).
      firstName={(snapshot && sessionGreetingName(snapshot)) ?? ''}
      navigate={navigate}
    />
  )
}

/**
 * Memoised, and given the router's `navigate` (stable) rather than reading the route's context: the session's
 * view changes while the page loads and the router's state changes (a route found for a link on the page)
 * change none of its props, and each would otherwise draw the whole test again (docs/performance.md, "The
 * header drawn again for every step of the session").
 */
const TestRunnerFlow = memo(function TestRunnerFlow({
  mode,
  opportunity,
  config,
  testId,
  headerTestId,
  questionId,
  sourceTestId,
  requiredIn,
  backTo,
  listHeadingLevel,
  listHeadingId,
  handles,
  userId,
  firstName,
  navigate,
}: TestRunnerPageProps & {
  handles: AccountHandles
  userId: number
  firstName: string
  navigate: NavigateFunction
}) {
  const client = handles.client
  const machine = useMemo(() => {
    // The marketing conversion follows the subscription made here too (integrations/marketing.client.ts).
    const application = withApplicationConversion(
      createApplicationActors(client, { userId, opportunity }),
      () => sessionRecord(handles.session.getSnapshot()),
    )
    return testRunnerMachine.provide({
      actors: {
        ...createTestRunnerActors(client, { userId }),
        loadApplication: application.loadApplication,
        subscribe: application.subscribe,
      },
      actions: {
        navigate: (_, params) => void navigate(params.to, { replace: params.replace }),
        openExternal: (_, params) => {
          // Not `noopener`: that would also drop the copy of this tab's session storage, and the partner
          // sends the candidate back to /return_test in that tab, which needs the session (a login
          // without 'Manter conectado' lives in session storage). The partner gets no handle on us.
          const partner = window.open(params.url, '_blank')
          if (partner) partner.opener = null
        },
        storeNavigation: (_, params) =>
          write('local', STORAGE_KEYS.testNavigation, encodeTestNavigation(params.navigation)),
        setFollower: () => saveFollower(),
        clearSource: () => {
          for (const key of [
            STORAGE_KEYS.source,
            STORAGE_KEYS.sourceOpportunityId,
            STORAGE_KEYS.indicationForm,
          ]) {
            remove('local', key)
          }
        },
      },
    })
    // One machine per candidate and screen; `navigate` is stable.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [client, userId, opportunity.id])

  // The brand's wording of the tests' texts.
  const catalogue = useMessages()
  const messages = useMemo(() => testRunnerMessagesOf(catalogue), [catalogue])
  const savedOpportunity = Number(read('local', STORAGE_KEYS.sourceOpportunityId))
  const actor = useActorRef(machine, {
    input: {
      mode,
      opportunityId: opportunity.id,
      opportunityTitle: opportunity.title,
      // Closed: 'Uoops' / 'Inscrições Encerradas' → /vagas/, as on the application form (not on the cover).
      opportunityOpen: opportunity.open,
      userId,
      testId,
      headerTestId,
      questionId,
      sourceTestId,
      requiredIn: requiredIn ?? null,
      backTo: backTo ?? null,
      callbackUrl: read('local', STORAGE_KEYS.subscriptionCallbackUrl),
      navigation: decodeTestNavigation(read('local', STORAGE_KEYS.testNavigation)),
      challengeUrl: config.challengeUrl,
      application: {
        savedSource: read('local', STORAGE_KEYS.source),
        savedSourceOpportunityId:
          Number.isInteger(savedOpportunity) && savedOpportunity > 0 ? savedOpportunity : null,
        storeSource: null,
        alternateCompanyWord: config.alternateCompanyWord,
        companyId: config.companyId,
      },
    },
  })

  // The browser's back and forward buttons between questions of the same test: the route's question is
  // not the one the runner went to itself.
  const runnerQuestion = useSelector(actor, testRunnerQuestionId)
  useEffect(() => {
    if (mode !== 'question' || questionId === undefined || runnerQuestion === null) return
    if (questionId !== runnerQuestion) actor.send({ type: 'question.goto', questionId })
    // Only a change of the route's parameter counts (the runner moves first, the route follows).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [actor, mode, questionId])

  return (
    <TestRunner
      actor={actor}
      messages={messages}
      firstName={firstName}
      renderLink={routerLink}
      testsHref={testsPath(opportunity.id)}
      applicationHref={requiredIn === 'thank_you' ? undefined : applicationPath(opportunity.id)}
      listHeadingLevel={listHeadingLevel}
      listHeadingId={listHeadingId}
    />
  )
})
