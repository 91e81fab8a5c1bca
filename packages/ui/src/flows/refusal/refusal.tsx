// The refused application ('inscrição recusada'): core's refusal machine read through connectRefusal.
// The platform's template (sanitized on the server before it reaches the machine), why the decision was
// automatic, and the LGPD review request, whose result is announced: politely once recorded, as an alert
// when it failed. While the refusal loads a spinner shows; when it cannot be read the page says so and
// offers 'Tentar novamente'. Never a blank screen.
import { connectRefusal, refusalMessages, type RefusalMessages, type refusalMachine } from '@carreiras/core'
import { useSelector } from '@xstate/react'
import { CircleAlert, CircleCheck, LoaderCircle } from 'lucide-react'
import { useId, type ComponentProps } from 'react'
import type { ActorRefFrom } from 'xstate'
import { cn } from '../../lib/cn'
import { cx } from '../../lib/cx'
import { defaultRenderLink, type RenderLink } from '../../lib/render-link'
import { Alert } from '../../primitives/alert'
import { Button, buttonVariants } from '../../primitives/button'
import { Spinner } from '../../primitives/spinner'

type RefusalActor = ActorRefFrom<typeof refusalMachine>

/** Where 'Ver oportunidades' leads by default. */
const JOBS_HREF = '/vagas'

// The template's HTML: paragraphs, lists, emphasis and links styled (no typography plugin).
const proseClass = cx(
  'w-full text-start text-base leading-relaxed break-words text-foreground',
  '[&_p]:my-3 [&_ul]:my-3 [&_ul]:list-disc [&_ul]:ps-6 [&_ol]:my-3 [&_ol]:list-decimal [&_ol]:ps-6 [&_li]:my-1',
  '[&_strong]:font-semibold [&_h2]:mt-4 [&_h2]:text-lg [&_h2]:font-semibold [&_h3]:mt-4 [&_h3]:font-semibold',
  '[&_a]:text-primary [&_a]:underline [&_a]:underline-offset-4',
)

const linkRow = 'flex w-full flex-col gap-3 sm:w-auto sm:flex-row sm:justify-center'

type RefusalProps = Omit<ComponentProps<'section'>, 'title' | 'children'> & {
  actor: RefusalActor
  /** The page's texts; a brand may pass its own. */
  messages?: RefusalMessages
  jobsHref?: string
  renderLink?: RenderLink
}

function Refusal({
  actor,
  messages = refusalMessages,
  jobsHref = JOBS_HREF,
  renderLink = defaultRenderLink,
  className,
  ...props
}: RefusalProps) {
  const snapshot = useSelector(actor, (s) => s)
  const view = connectRefusal(snapshot, actor.send, messages)
  const titleId = useId()

  if (view.screen === 'loading') {
    return (
      <div data-slot="refusal-loading" className="flex justify-center py-16">
        <Spinner label={view.loadingText} />
      </div>
    )
  }

  const { review, alert, retry } = view
  return (
    <section
      data-slot="refusal"
      data-review-state={review?.state}
      aria-labelledby={titleId}
      className={cn('mx-auto flex w-full max-w-2xl flex-col items-center gap-4 text-center', className)}
      {...props}
    >
      <CircleAlert aria-hidden="true" className="size-12 text-primary" />
      <h1
        id={titleId}
        className="font-heading text-2xl font-semibold break-words text-foreground sm:text-3xl"
      >
        {view.title}
      </h1>
      {view.templateHtml ? (
        <div
          data-slot="refusal-template"
          className={proseClass}
          // Sanitized on the server before it reached the machine (the api's createRefusalActors).
          dangerouslySetInnerHTML={{ __html: view.templateHtml }}
        />
      ) : (
        <p data-slot="refusal-template" className="text-base text-foreground">
          {view.noTemplateText}
        </p>
      )}
      <div
        data-slot="refusal-explanation"
        className="flex w-full flex-col gap-3 text-start text-base text-foreground"
      >
        <p>{view.explanation}</p>
        {review ? <p>{review.offer}</p> : null}
      </div>
      {alert ? (
        <Alert data-slot="refusal-alert" data-alert={alert.code} variant="error" className="text-start">
          {alert.message}
        </Alert>
      ) : null}
      <p
        data-slot="refusal-status"
        role="status"
        aria-live="polite"
        className="text-base font-medium text-foreground"
      >
        {view.status ? (
          <span className="inline-flex items-start gap-2">
            <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
            {view.status}
          </span>
        ) : null}
      </p>
      <div className={linkRow}>
        {review ? (
          <Button
            data-slot="refusal-review"
            type="button"
            size="lg"
            // aria-disabled keeps the focus on the button once the request is sent.
            aria-disabled={review.inactive || undefined}
            aria-busy={review.busy || undefined}
            onClick={() => {
              if (!review.inactive) review.onRequest()
            }}
          >
            {review.busy ? (
              <LoaderCircle aria-hidden="true" className="animate-spin motion-reduce:animate-none" />
            ) : null}
            {review.label}
          </Button>
        ) : null}
        {retry ? (
          <Button data-slot="refusal-retry" type="button" size="lg" onClick={retry.onRetry}>
            {retry.label}
          </Button>
        ) : null}
        {renderLink({
          href: jobsHref,
          className: buttonVariants({ variant: 'outline', size: 'lg' }),
          'data-slot': 'refusal-jobs',
          children: view.jobsLabel,
        })}
      </div>
    </section>
  )
}

export { JOBS_HREF, Refusal }
export type { RefusalActor, RefusalProps }
