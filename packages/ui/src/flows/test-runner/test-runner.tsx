// The online tests flow: renders the screen the test-runner machine is on — the tests list, a test's cover,
// one question, the partner test's return, or the wait — from core's connect view, never from the machine's
// context. Modal alerts (a load failed, 'Tempo esgotado!', 'Você não está inscrito na oportunidade', the
// return's 'Uoops') are an alert dialog whose 'Ok' goes where the spec says; the others show inline on their
// screen with a close button. A closed opening shows the application form's own dialog ('Uoops' / 'Inscrições
// Encerradas' → /vagas/). The app creates the actor with its real actors; Storybook and the tests with fakes.
import {
  connectTestRunner,
  testRunnerMessages,
  type TestRunnerAlertView,
  type TestRunnerMessages,
  type testRunnerMachine,
} from '@carreiras/core'
import { useSelector } from '@xstate/react'
import { useEffect, useRef, type ComponentProps, type ReactNode } from 'react'
import type { ActorRefFrom } from 'xstate'
import { cn } from '../../lib/cn'
import type { RenderLink } from '../../lib/render-link'
import { Alert } from '../../primitives/alert'
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '../../primitives/alert-dialog'
import { ClosedOpportunityDialog } from '../../domain/applications/closed-opportunity-dialog'
import { ReturnTest } from '../../domain/online-tests/return-test'
import { Spinner } from '../../primitives/spinner'
import { TestCover } from '../../domain/online-tests/test-cover'
import { TestList } from '../../domain/online-tests/test-list'
import { TestQuestion } from '../../domain/online-tests/test-question'

type TestRunnerActor = ActorRefFrom<typeof testRunnerMachine>

type TestRunnerProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** The running test-runner actor (started by the caller). */
  actor: TestRunnerActor
  /** The texts (default: the pt-BR catalogue's); a brand passes its own. */
  messages?: TestRunnerMessages
  /** Greets the candidate on the partner test's return ('Ana, estamos validando o seu teste…'). */
  firstName?: string
  /** The tests page (/vagas/{id}/inscricao/testes): the cover's 'Voltar para os testes'. */
  testsHref?: string
  /** The application form (/vagas/{id}/inscricao): the list's 'Voltar para a inscrição', when given. */
  applicationHref?: string
  renderLink?: RenderLink
  /** The list's title level: 2 where the page has its own h1 (the confirmation page). */
  listHeadingLevel?: 1 | 2
  /** The id of the list's title where the page drew it (TestListIntro): the list draws none of its own. */
  listHeadingId?: string
}

/** A modal alert: its title, its message and 'Ok' (which leaves, as the machine says). */
function TestRunnerAlertDialog({ alert }: { alert: TestRunnerAlertView }) {
  return (
    <AlertDialog open>
      <AlertDialogContent data-slot="test-runner-alert" data-alert={alert.code} size="sm">
        <AlertDialogHeader>
          <AlertDialogTitle>{alert.title ?? alert.message}</AlertDialogTitle>
          <AlertDialogDescription className="text-base text-foreground">
            {alert.message}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          {/* Radix's Cancel: the dialog's only answer takes the focus when it opens. */}
          <AlertDialogCancel data-slot="test-runner-alert-ok" variant="primary" onClick={alert.onDismiss}>
            {alert.dismissLabel}
          </AlertDialogCancel>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  )
}

/** An inline alert: interrupts (role=alert) and closes with its button. */
function InlineAlert({ alert }: { alert: TestRunnerAlertView }) {
  return (
    <Alert
      data-slot="test-runner-inline-alert"
      data-alert={alert.code}
      variant="error"
      title={alert.title}
      onClose={alert.onDismiss}
    >
      {alert.message}
    </Alert>
  )
}

function TestRunner({
  actor,
  messages = testRunnerMessages,
  firstName,
  testsHref,
  applicationHref,
  renderLink,
  listHeadingLevel,
  listHeadingId,
  className,
  ...props
}: TestRunnerProps) {
  const snapshot = useSelector(actor, (s) => s)
  const view = connectTestRunner(snapshot, actor.send, messages, { firstName })
  const { alert } = view
  const inline = alert && !alert.modal ? <InlineAlert alert={alert} /> : null

  const rootRef = useRef<HTMLDivElement>(null)
  const shownQuestion = useRef<number | null>(null)
  const questionNumber = view.screen === 'question' ? (view.question?.number ?? null) : null

  // The next (or previous) question replaces the one whose button had the focus: the focus goes to the
  // new question's title, so a screen reader starts there (not on the first question of the page).
  useEffect(() => {
    if (questionNumber === null) return
    const previous = shownQuestion.current
    shownQuestion.current = questionNumber
    const active = document.activeElement
    if (previous !== null && previous !== questionNumber && (!active || active === document.body)) {
      rootRef.current?.querySelector<HTMLElement>('[data-slot="test-question-title"]')?.focus()
    }
  }, [questionNumber])

  // An answer kept as 'não salva' is sent again as soon as the browser is back online.
  useEffect(() => {
    const online = () => actor.send({ type: 'network.online' })
    window.addEventListener('online', online)
    return () => window.removeEventListener('online', online)
  }, [actor])

  let screen: ReactNode = null
  switch (view.screen) {
    case 'list':
      if (view.list) {
        screen = (
          <TestList
            list={view.list}
            alert={inline}
            opensInNewTabText={messages.tests.opensInNewTab}
            backHref={applicationHref}
            renderLink={renderLink}
            headingLevel={listHeadingLevel}
            headingId={listHeadingId}
          />
        )
      }
      break
    case 'cover':
      if (view.cover) {
        screen = <TestCover cover={view.cover} alert={inline} testsHref={testsHref} renderLink={renderLink} />
      }
      break
    case 'question':
      if (view.question) screen = <TestQuestion question={view.question} alert={inline} />
      break
    case 'returning':
      if (view.returning)
        screen = <ReturnTest title={view.returning.title} message={view.returning.message} />
      break
    case 'loading':
    case 'leaving':
      screen = (
        <div data-slot="test-runner-loading" className="flex justify-center py-16">
          <Spinner size="lg" showLabel label={view.loadingText} className="flex-col gap-4" />
        </div>
      )
      break
    case 'failed':
      // Nothing to show under the modal alert: its 'Ok' leaves the page.
      break
    case 'closed':
      // Nothing under the dialog either: its 'Ok' goes to /vagas/.
      if (view.closed) screen = <ClosedOpportunityDialog closed={view.closed} />
      break
  }

  return (
    <div
      ref={rootRef}
      data-slot="test-runner"
      data-screen={view.screen}
      data-busy={view.busy || undefined}
      className={cn('w-full', className)}
      {...props}
    >
      {screen}
      {alert?.modal ? <TestRunnerAlertDialog key={alert.code} alert={alert} /> : null}
    </div>
  )
}

export { TestRunner }
export type { TestRunnerActor, TestRunnerProps }
