// One application in 'Minhas Inscrições': the job (its title links to /vagas/{slug}, 'Cidade/UF'), the step
// ('Continuar Inscrição' for a lead on an open opening, the spec's note for a lead on a closed one), the
// tests with 'Pendente'/'Finalizado' and the summary line (in-house tests link to their cover, partner tests
// go through the 'Atenção' dialog), the selection events, the timeline, and 'Cancelar inscrição'.
// A failed withdrawal is an alert on the card. Everything comes from core's connect layer (`view.cards`).
import type { SubscriptionCardView } from '@carreiras/core'
import { ArrowRight, ExternalLink, LoaderCircle, MapPin } from 'lucide-react'
import { useId, type ComponentProps } from 'react'
import { cn } from '../../lib/cn'
import { defaultRenderLink, type RenderLink } from '../../lib/render-link'
import { Alert } from '../../primitives/alert'
import { ApplicationTimeline } from './application-timeline'
import { Badge } from '../../primitives/badge'
import { Button, buttonVariants } from '../../primitives/button'
import { EventInvitation } from './event-invitation'

type SubscriptionCardProps = Omit<ComponentProps<'article'>, 'children'> & {
  card: SubscriptionCardView
  /** Read after a partner test's button and the meeting link: they open a new tab. */
  opensInNewTabText: string
  renderLink?: RenderLink
  /** The job title's level (3 under the box's h2); the card's sections one below. */
  headingLevel?: 2 | 3 | 4
}

const sectionTitle = 'font-heading text-sm font-semibold text-foreground'

function SubscriptionCard({
  card,
  opensInNewTabText,
  renderLink = defaultRenderLink,
  headingLevel = 3,
  className,
  ...props
}: SubscriptionCardProps) {
  const titleId = useId()
  const testsId = useId()
  const eventsId = useId()
  const Title = `h${headingLevel}` as const
  const Section = `h${headingLevel + 1}` as 'h3' | 'h4' | 'h5'
  const { step, tests, events, withdraw, locked } = card
  const stepClass = step.kind === 'applied' ? 'success' : 'outline'

  return (
    <article
      data-slot="subscription-card"
      data-step={step.kind}
      data-busy={card.busy ?? undefined}
      aria-labelledby={titleId}
      aria-busy={card.busy ? true : undefined}
      className={cn(
        'flex h-full flex-col gap-4 rounded-lg border border-border bg-background p-4 text-foreground shadow-sm',
        className,
      )}
      {...props}
    >
      <header className="flex flex-col gap-1">
        <Title id={titleId} className="font-heading text-lg leading-snug font-semibold break-words">
          {renderLink({
            href: card.jobHref,
            className: 'text-foreground underline-offset-4 hover:underline focus-ring rounded-sm',
            'data-slot': 'subscription-card-job',
            children: card.title,
          })}
        </Title>
        {card.location ? (
          <p className="inline-flex items-center gap-1 text-sm text-muted-foreground">
            <MapPin aria-hidden="true" className="size-3.5 shrink-0" />
            {card.location}
          </p>
        ) : null}
      </header>

      <div data-slot="subscription-card-step" className="flex flex-col gap-2">
        <p className="flex flex-wrap items-center gap-2 text-sm">
          <span className="text-muted-foreground">{step.caption}:</span>
          <Badge variant={stepClass}>{step.label}</Badge>
        </p>
        {step.note ? <p className="text-sm break-words text-foreground">{step.note}</p> : null}
        {step.continue
          ? renderLink({
              href: step.continue.href,
              className: cn(buttonVariants({ size: 'sm' }), 'self-start'),
              'data-slot': 'subscription-card-continue',
              children: (
                <>
                  {step.continue.label}
                  <ArrowRight aria-hidden="true" />
                </>
              ),
            })
          : null}
      </div>

      <section data-slot="subscription-card-tests" aria-labelledby={testsId} className="flex flex-col gap-2">
        <Section id={testsId} className={sectionTitle}>
          {tests.title}
        </Section>
        <p data-slot="subscription-card-tests-summary" className="text-sm text-foreground">
          {tests.summaryText}
        </p>
        {tests.items.length > 0 ? (
          <ul className="flex flex-col gap-2">
            {tests.items.map((test) => (
              <li
                key={test.testId}
                data-slot="subscription-card-test"
                data-status={test.status}
                data-kind={test.kind}
                className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-border px-3 py-2"
              >
                <span className="flex min-w-0 flex-col gap-1">
                  <span className="text-sm font-medium break-words">{test.name}</span>
                  <span className="flex flex-wrap items-center gap-1.5">
                    <Badge variant={test.status === 'finished' ? 'success' : 'outline'}>
                      {test.statusText}
                    </Badge>
                    {test.requiredText ? (
                      <span className="text-xs text-muted-foreground">{test.requiredText}</span>
                    ) : null}
                  </span>
                </span>
                {test.actionLabel && test.kind === 'inHouse' && test.href
                  ? renderLink({
                      href: test.href,
                      className: buttonVariants({ variant: 'outline', size: 'sm' }),
                      'data-slot': 'subscription-card-take',
                      'aria-label': `${test.actionLabel}: ${test.name}`,
                      children: test.actionLabel,
                    })
                  : null}
                {test.actionLabel && test.kind === 'partner' ? (
                  <Button
                    data-slot="subscription-card-take"
                    type="button"
                    size="sm"
                    variant="outline"
                    aria-disabled={locked || undefined}
                    onClick={() => {
                      if (!locked) test.onOpen()
                    }}
                  >
                    {test.actionLabel}
                    <span className="sr-only">: {test.name}</span>
                    <ExternalLink aria-hidden="true" /> <span className="sr-only">{opensInNewTabText}</span>
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
        ) : null}
      </section>

      {events.items.length > 0 ? (
        <section
          data-slot="subscription-card-events"
          aria-labelledby={eventsId}
          className="flex flex-col gap-2"
        >
          <Section id={eventsId} className={sectionTitle}>
            {events.title}
          </Section>
          {events.items.map((invitation) => (
            <EventInvitation
              key={invitation.id}
              invitation={invitation}
              opensInNewTabText={opensInNewTabText}
              headingLevel={(headingLevel + 2) as 4 | 5 | 6}
            />
          ))}
        </section>
      ) : null}

      <ApplicationTimeline
        title={card.timeline.title}
        entries={card.timeline.entries}
        headingLevel={(headingLevel + 1) as 3 | 4 | 5}
      />

      {card.alert ? (
        <Alert
          data-slot="subscription-card-alert"
          data-alert={card.alert.code}
          variant="error"
          onClose={card.alert.onDismiss}
          closeLabel={card.alert.dismissLabel}
        >
          {card.alert.message}
        </Alert>
      ) : null}

      <footer className="mt-auto flex border-t border-border pt-3">
        <Button
          data-slot="subscription-card-withdraw"
          type="button"
          size="sm"
          variant="ghost"
          className="text-destructive hover:text-destructive"
          aria-label={withdraw.accessibleLabel}
          aria-disabled={locked || withdraw.busy || undefined}
          aria-busy={withdraw.busy || undefined}
          onClick={() => {
            if (!locked && !withdraw.busy) withdraw.onRequest()
          }}
        >
          {withdraw.busy ? (
            <LoaderCircle aria-hidden="true" className="animate-spin motion-reduce:animate-none" />
          ) : null}
          {withdraw.label}
        </Button>
      </footer>
    </article>
  )
}

export { SubscriptionCard }
export type { SubscriptionCardProps }
