// Applying again in one step (docs/apply-again.md): the one review screen of a returning candidate with
// nothing missing. It shows everything the application will send, section by section (personal data,
// the opening's questions, the complementary information), marks the answers filled in from an earlier
// application, offers to edit any section (which opens the form's tab) and sends it all with
// 'Confirmar inscrição'. Plain props: the view core's connect builds from the application machine.
import type { ReviewView } from '@carreiras/core'
import { LoaderCircle } from 'lucide-react'
import { useEffect, useId, useRef, type ComponentProps, type MouseEvent } from 'react'
import { cn } from '../../lib/cn'
import { Alert } from '../../primitives/alert'
import { Badge } from '../../primitives/badge'
import { Button } from '../../primitives/button'
import { ApplicationHeading } from './application-layout'

type ApplicationReviewProps = Omit<ComponentProps<'section'>, 'children'> & {
  /** The page's heading ('Inscrição: Gerente de Relacionamento'); omitted where the page draws it. */
  heading?: string
  review: ReviewView
}

function ApplicationReview({ heading, review, className, ...props }: ApplicationReviewProps) {
  const titleId = useId()
  const titleRef = useRef<HTMLHeadingElement>(null)

  // The review replaces the form (or the wait): the focus moves to its title, so keyboard and screen
  // reader users start reading here.
  useEffect(() => {
    titleRef.current?.focus()
  }, [])

  const confirm = (event: MouseEvent<HTMLButtonElement>) => {
    // aria-disabled (not disabled) keeps the focus on the button while sending; clicks are ignored.
    if (review.busy) {
      event.preventDefault()
      return
    }
    review.onConfirm()
  }

  return (
    <section
      data-slot="application-review"
      aria-labelledby={titleId}
      aria-busy={review.busy || undefined}
      className={cn('flex flex-col gap-6', className)}
      {...props}
    >
      <header data-slot="application-review-header" className="flex flex-col gap-3">
        {heading === undefined ? null : <ApplicationHeading>{heading}</ApplicationHeading>}
        <h2
          id={titleId}
          ref={titleRef}
          tabIndex={-1}
          className="self-start rounded-sm font-heading text-xl font-semibold text-foreground focus-ring"
        >
          {review.title}
        </h2>
        <p className="text-muted-foreground">{review.intro}</p>
      </header>

      {review.sections.map((section) => (
        <ReviewSectionBlock key={section.id} section={section} disabled={review.busy} />
      ))}

      <div data-slot="application-review-footer" className="flex flex-col gap-3">
        {review.alert ? (
          <Alert
            data-slot="application-review-alert"
            variant={review.alert.tone}
            title={review.alert.title}
            onClose={review.alert.onDismiss}
            closeLabel={review.alert.dismissLabel}
          >
            {review.alert.message}
          </Alert>
        ) : null}
        {review.note ? <p className="text-sm text-muted-foreground sm:text-end">{review.note}</p> : null}
        <div className="flex sm:justify-end">
          <Button
            data-slot="application-review-confirm"
            type="button"
            size="lg"
            aria-disabled={review.busy || undefined}
            aria-busy={review.busy || undefined}
            onClick={confirm}
            className="w-full sm:w-auto"
          >
            {review.busy ? (
              <LoaderCircle aria-hidden="true" className="animate-spin motion-reduce:animate-none" />
            ) : null}
            {review.confirmLabel}
          </Button>
        </div>
      </div>
    </section>
  )
}

function ReviewSectionBlock({
  section,
  disabled,
}: {
  section: ReviewView['sections'][number]
  disabled: boolean
}) {
  const headingId = useId()
  return (
    <section
      data-slot="application-review-section"
      data-section={section.id}
      aria-labelledby={headingId}
      className={cn('flex flex-col gap-4 rounded-lg border border-border p-4', 'sm:p-6')}
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id={headingId} className="font-heading text-lg font-semibold text-foreground">
          {section.title}
        </h3>
        <Button type="button" variant="outline" size="sm" disabled={disabled} onClick={section.onEdit}>
          {section.editLabel}
        </Button>
      </div>
      <dl
        data-slot="application-review-rows"
        className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]"
      >
        {section.rows.map((row) => (
          <div key={row.id} data-slot="application-review-row" className="contents">
            <dt className="text-sm font-medium text-muted-foreground break-words">{row.label}</dt>
            <dd className="flex flex-col gap-1 break-words text-foreground">
              <span>{row.value}</span>
              {row.earlier ? (
                <span
                  data-slot="application-review-earlier"
                  className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground"
                >
                  <Badge variant="outline">{row.earlier.badge}</Badge>
                  <span>{row.earlier.note}</span>
                </span>
              ) : null}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  )
}

export { ApplicationReview }
export type { ApplicationReviewProps }
