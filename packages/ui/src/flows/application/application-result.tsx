// The pages an application ends on: confirmed ('Inscrição Confirmada!', links to the
// applications box and to the openings), refused (the platform's template after the eliminatory questions,
// why, and the LGPD review request), and the error page ('Ocorreu um problema na sua candidatura. Tente
// novamente!', back to the application). Links go through the caller's `renderLink` (its router); the refused
// template must be sanitized by the caller.
import { ptBR } from '@carreiras/core'
import { CircleAlert, CircleCheck, LoaderCircle } from 'lucide-react'
import { useId, type ComponentProps, type ReactNode } from 'react'
import { cn } from '../../lib/cn'
import { cx } from '../../lib/cx'
import { defaultRenderLink, type RenderLink } from '../../lib/render-link'
import { Alert } from '../../primitives/alert'
import { Button, buttonVariants } from '../../primitives/button'

const texts = ptBR.application

/** Where the results link to by default (the applications box of the profile, the job list). */
const APPLICATIONS_HREF = '/meu-perfil#box-subscription'
const JOBS_HREF = '/vagas'

// The HTML of the refused template: paragraphs, lists, emphasis and links styled (no typography plugin).
const proseClass = cx(
  'text-base leading-relaxed break-words text-foreground',
  '[&_p]:my-3 [&_ul]:my-3 [&_ul]:list-disc [&_ul]:ps-6 [&_ol]:my-3 [&_ol]:list-decimal [&_ol]:ps-6 [&_li]:my-1',
  '[&_strong]:font-semibold [&_h2]:mt-4 [&_h2]:text-lg [&_h2]:font-semibold [&_h3]:mt-4 [&_h3]:font-semibold',
  '[&_a]:text-primary [&_a]:underline [&_a]:underline-offset-4',
)

type ResultFrameProps = Omit<ComponentProps<'section'>, 'title'> & {
  icon?: ReactNode
  title: ReactNode
}

/** A result page's body: an icon, the h1 and the content, centred in a readable column. */
function ResultFrame({ icon, title, className, children, ...props }: ResultFrameProps) {
  const titleId = useId()
  return (
    <section
      aria-labelledby={titleId}
      className={cn('mx-auto flex w-full max-w-2xl flex-col items-center gap-4 text-center', className)}
      {...props}
    >
      {icon}
      <h1
        id={titleId}
        className="font-heading text-2xl font-semibold break-words text-foreground sm:text-3xl"
      >
        {title}
      </h1>
      {children}
    </section>
  )
}

const linkRow = 'flex w-full flex-col gap-3 sm:w-auto sm:flex-row sm:justify-center'

type ApplicationConfirmedProps = Omit<ComponentProps<'section'>, 'title' | 'children'> & {
  /** The opportunity's title, quoted in the message. */
  jobTitle?: string | null
  /** The profile's applications box. */
  applicationsHref?: string
  jobsHref?: string
  renderLink?: RenderLink
}

/** 'Inscrição Confirmada!': the message with the job's title, the applications and more openings. */
function ApplicationConfirmed({
  jobTitle,
  applicationsHref = APPLICATIONS_HREF,
  jobsHref = JOBS_HREF,
  renderLink = defaultRenderLink,
  ...props
}: ApplicationConfirmedProps) {
  return (
    <ResultFrame
      data-slot="application-confirmed"
      icon={<CircleCheck aria-hidden="true" className="size-12 text-success" />}
      title={texts.confirmedTitle}
      {...props}
    >
      <p className="text-base text-foreground">
        {jobTitle ? texts.confirmed.message(jobTitle) : texts.confirmed.messageNoJob}
      </p>
      <div className={linkRow}>
        {renderLink({
          href: applicationsHref,
          className: buttonVariants({ variant: 'primary', size: 'lg' }),
          'data-slot': 'application-confirmed-applications',
          children: texts.confirmed.follow,
        })}
        {renderLink({
          href: jobsHref,
          className: buttonVariants({ variant: 'outline', size: 'lg' }),
          'data-slot': 'application-confirmed-jobs',
          children: texts.confirmed.more,
        })}
      </div>
    </ResultFrame>
  )
}

type ReviewState = 'idle' | 'sending' | 'sent' | 'failed'

type ApplicationRefusedProps = Omit<ComponentProps<'section'>, 'title' | 'children'> & {
  /**
   * The platform's refusal template. The CALLER MUST SANITIZE it (e.g. with DOMPurify on the server):
   * it is rendered with dangerouslySetInnerHTML as given.
   */
  templateHtml?: string | null
  reviewState?: ReviewState
  /** 'Solicitar revisão' (ignored while sending or once sent). */
  onRequestReview: () => void
  jobsHref?: string
  renderLink?: RenderLink
}

/**
 * The refused application: the template, why the decision was automatic, and the LGPD review request
 * whose result is announced (politely when registered, as an alert when it failed).
 */
function ApplicationRefused({
  templateHtml,
  reviewState = 'idle',
  onRequestReview,
  jobsHref = JOBS_HREF,
  renderLink = defaultRenderLink,
  ...props
}: ApplicationRefusedProps) {
  const t = texts.refused
  const inactive = reviewState === 'sending' || reviewState === 'sent'
  return (
    <ResultFrame
      data-slot="application-refused"
      data-review-state={reviewState}
      icon={<CircleAlert aria-hidden="true" className="size-12 text-primary" />}
      title={t.title}
      {...props}
    >
      {templateHtml ? (
        <div
          data-slot="application-refused-template"
          className={cn(proseClass, 'w-full text-start')}
          dangerouslySetInnerHTML={{ __html: templateHtml }}
        />
      ) : (
        <p data-slot="application-refused-template" className="text-base text-foreground">
          {t.noTemplate}
        </p>
      )}
      <div className="flex w-full flex-col gap-3 text-start text-base text-foreground">
        <p>{t.explanation}</p>
        <p>{t.reviewOffer}</p>
      </div>
      {reviewState === 'failed' ? (
        <Alert data-slot="application-refused-failed" variant="error" className="text-start">
          {t.reviewFailed}
        </Alert>
      ) : null}
      <p
        data-slot="application-refused-status"
        role="status"
        aria-live="polite"
        className="text-base font-medium text-foreground"
      >
        {reviewState === 'sent' ? (
          <span className="inline-flex items-start gap-2">
            <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
            {t.reviewRequested}
          </span>
        ) : null}
      </p>
      <div className={linkRow}>
        <Button
          data-slot="application-refused-review"
          type="button"
          size="lg"
          // aria-disabled keeps the focus on the button once the request is sent.
          aria-disabled={inactive || undefined}
          aria-busy={reviewState === 'sending' || undefined}
          onClick={() => {
            if (!inactive) onRequestReview()
          }}
        >
          {reviewState === 'sending' ? (
            <LoaderCircle aria-hidden="true" className="animate-spin motion-reduce:animate-none" />
          ) : null}
          {t.requestReview}
        </Button>
        {renderLink({
          href: jobsHref,
          className: buttonVariants({ variant: 'outline', size: 'lg' }),
          'data-slot': 'application-refused-jobs',
          children: texts.backToJobs,
        })}
      </div>
    </ResultFrame>
  )
}

type ApplicationErrorProps = Omit<ComponentProps<'section'>, 'title' | 'children'> & {
  /** Greets the person: 'Ana, ocorreu um problema na sua candidatura. Tente novamente!' */
  firstName?: string | null
  /** The application to go back to (/vagas/{id}/inscricao). */
  applicationHref: string
  /** Why, when the group gave a reason ('A idade mínima para se candidatar é 16 anos.'). */
  reason?: string | null
  renderLink?: RenderLink
}

/** The application error page: the spec's message (with the first name) and a way back. */
function ApplicationError({
  firstName,
  applicationHref,
  reason,
  renderLink = defaultRenderLink,
  ...props
}: ApplicationErrorProps) {
  const name = firstName?.trim()
  return (
    <ResultFrame
      data-slot="application-error"
      icon={<CircleAlert aria-hidden="true" className="size-12 text-destructive" />}
      title={name ? texts.errorPageGreeting(name) : texts.errorPage}
      {...props}
    >
      {reason ? (
        <p data-slot="application-error-reason" className="text-base text-foreground">
          {reason}
        </p>
      ) : null}
      <div className={linkRow}>
        {renderLink({
          href: applicationHref,
          className: buttonVariants({ variant: 'primary', size: 'lg' }),
          'data-slot': 'application-error-retry',
          children: texts.tryAgain,
        })}
      </div>
    </ResultFrame>
  )
}

export { APPLICATIONS_HREF, ApplicationConfirmed, ApplicationError, ApplicationRefused, JOBS_HREF }
export type { ApplicationConfirmedProps, ApplicationErrorProps, ApplicationRefusedProps, ReviewState }
