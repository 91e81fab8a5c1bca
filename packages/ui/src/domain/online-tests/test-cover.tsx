// A test's cover (docs/decisions.md, "Online tests", extra time): the test's name, description, 'Você
// responderá a N questões', the time to finish ('Tempo para concluir: 30 minutos' or 'Sem limite de tempo'),
// the extra-time offer for a candidate with a disability ('Pedir tempo adicional', then the grant, announced
// politely), 'Começar' — or 'Você já finalizou este teste.' — and the way back to the tests. Everything comes
// from connect's cover view; links go through the caller's `renderLink` (its router).
import type { TestCoverView } from '@carreiras/core'
import { ArrowLeft, CircleCheck, Clock, ListChecks, LoaderCircle } from 'lucide-react'
import { useEffect, useId, useRef, type ComponentProps, type ReactNode } from 'react'
import { cn } from '../../lib/cn'
import { defaultRenderLink, type RenderLink } from '../../lib/render-link'
import { Button, buttonVariants } from '../../primitives/button'

type TestCoverProps = Omit<ComponentProps<'section'>, 'children'> & {
  /** connect's cover view (`view.cover`). */
  cover: TestCoverView
  /** The tests page ('Voltar para os testes'); without it the link is not shown. */
  testsHref?: string
  /** A message above 'Começar' (extra time refused: an inline Alert with its close button). */
  alert?: ReactNode
  renderLink?: RenderLink
}

type ExtraTimeBoxProps = { extraTime: NonNullable<TestCoverView['extraTime']> }

/** 'Tempo adicional': the offer and its button, then the grant (a polite status). */
function ExtraTimeBox({ extraTime }: ExtraTimeBoxProps) {
  const titleId = useId()
  const grantRef = useRef<HTMLParagraphElement>(null)
  const wasGranted = useRef(extraTime.granted)
  const { requesting } = extraTime

  // The button goes once the time is granted: its focus moves to the grant it brought.
  useEffect(() => {
    if (extraTime.granted && !wasGranted.current) {
      const active = document.activeElement
      if (!active || active === document.body) grantRef.current?.focus()
    }
    wasGranted.current = extraTime.granted
  }, [extraTime.granted])

  return (
    <section
      data-slot="test-cover-extra-time"
      aria-labelledby={titleId}
      aria-busy={requesting || undefined}
      className="flex flex-col gap-3 rounded-lg border border-border bg-surface p-4 text-surface-foreground sm:p-5"
    >
      <h2 id={titleId} className="font-heading text-lg leading-snug font-semibold">
        {extraTime.title}
      </h2>
      {extraTime.granted ? null : <p className="text-base">{extraTime.text}</p>}
      <p
        ref={grantRef}
        data-slot="test-cover-extra-time-granted"
        role="status"
        aria-live="polite"
        tabIndex={-1}
        className="rounded-sm text-base font-medium empty:sr-only focus-ring"
      >
        {extraTime.granted ? (
          <span className="inline-flex items-start gap-2">
            <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
            {extraTime.text}
          </span>
        ) : null}
      </p>
      {extraTime.canRequest ? (
        <Button
          data-slot="test-cover-extra-time-request"
          type="button"
          variant="outline"
          // aria-disabled (not disabled) keeps the focus on the button while the request is sent.
          aria-disabled={requesting || undefined}
          aria-busy={requesting || undefined}
          onClick={() => {
            if (!requesting) extraTime.onRequest()
          }}
          className="self-start"
        >
          {requesting ? (
            <LoaderCircle aria-hidden="true" className="animate-spin motion-reduce:animate-none" />
          ) : null}
          {extraTime.requestLabel}
        </Button>
      ) : null}
    </section>
  )
}

function TestCover({
  cover,
  testsHref,
  alert,
  renderLink = defaultRenderLink,
  className,
  ...props
}: TestCoverProps) {
  const titleId = useId()
  return (
    <section
      data-slot="test-cover"
      aria-labelledby={titleId}
      className={cn('mx-auto flex w-full max-w-3xl flex-col gap-6', className)}
      {...props}
    >
      {testsHref
        ? renderLink({
            href: testsHref,
            className: cn(buttonVariants({ variant: 'link' }), 'self-start px-0'),
            'data-slot': 'test-cover-back',
            children: (
              <>
                <ArrowLeft aria-hidden="true" />
                {cover.backLabel}
              </>
            ),
          })
        : null}
      <header className="flex flex-col gap-3">
        <h1
          id={titleId}
          className="font-heading text-2xl font-semibold break-words text-foreground sm:text-3xl"
        >
          {cover.name}
        </h1>
        {cover.description ? (
          <p data-slot="test-cover-description" className="text-base whitespace-pre-line text-foreground">
            {cover.description}
          </p>
        ) : null}
      </header>

      <ul data-slot="test-cover-facts" className="flex flex-col gap-2 text-base text-foreground">
        <li className="inline-flex items-start gap-2">
          <ListChecks aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
          {cover.questionsText}
        </li>
        <li data-slot="test-cover-time" className="inline-flex items-start gap-2">
          <Clock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
          {cover.timeText}
        </li>
      </ul>

      {cover.extraTime ? <ExtraTimeBox extraTime={cover.extraTime} /> : null}

      <div data-slot="test-cover-footer" className="flex flex-col gap-3">
        {alert}
        {cover.canStart ? (
          <Button
            data-slot="test-cover-start"
            type="button"
            size="lg"
            onClick={cover.onStart}
            className="w-full sm:w-auto sm:self-start"
          >
            {cover.startLabel}
          </Button>
        ) : cover.finished ? (
          <p
            data-slot="test-cover-finished"
            className="inline-flex items-start gap-2 text-base font-medium text-foreground"
          >
            <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
            {cover.finishedText}
          </p>
        ) : null}
      </div>
    </section>
  )
}

export { TestCover }
export type { TestCoverProps }
