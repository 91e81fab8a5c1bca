// A selection event on an application's card (docs/decisions.md, "Events"): the invitation (an interview or a
// group dynamic, online or on site), its status, and what the candidate may do. Pending: a radio group of the
// schedules with their date, time, place and places left (a full one is disabled), 'Confirmar presença'
// (explains until a schedule is chosen) and 'Recusar convite'. Confirmed: the choice, 'Adicionar à agenda'
// (the .ics, built in the browser) and 'Cancelar decisão'. Refused: the note and 'Cancelar decisão'. A
// failure is an alert beside it. Everything comes from core's connect layer (`card.events.items`).
import type { EventInvitationView } from '@carreiras/core'
import { CalendarPlus, Clock, ExternalLink, LoaderCircle, MapPin } from 'lucide-react'
import { useId, type ComponentProps } from 'react'
import { cn } from '../../lib/cn'
import { Alert } from '../../primitives/alert'
import { Badge } from '../../primitives/badge'
import { Button, buttonVariants } from '../../primitives/button'
import { RadioGroup, RadioGroupItem } from '../../primitives/radio-group'

type EventInvitationProps = Omit<ComponentProps<'section'>, 'children'> & {
  invitation: EventInvitationView
  /** Read after the meeting link: it opens a new tab. */
  opensInNewTabText: string
  /** The title's level, one below the card's sections. */
  headingLevel?: 4 | 5 | 6
}

/** The spinner of a button whose operation runs (its name stays; `aria-busy` says it). */
const Busy = () => <LoaderCircle aria-hidden="true" className="animate-spin motion-reduce:animate-none" />

const statusVariant = { pending: 'outline', confirmed: 'success', refused: 'muted' } as const

function EventInvitation({
  invitation,
  opensInNewTabText,
  headingLevel = 5,
  className,
  ...props
}: EventInvitationProps) {
  const titleId = useId()
  const legendId = useId()
  const hintId = useId()
  const Heading = `h${headingLevel}` as const
  const { schedules, confirm, refuse, cancelDecision, calendar, chosen, alert, locked } = invitation

  return (
    <section
      data-slot="event-invitation"
      data-status={invitation.status}
      aria-labelledby={titleId}
      aria-busy={confirm?.busy || refuse?.busy || cancelDecision?.busy || undefined}
      className={cn('flex flex-col gap-3 rounded-md border border-border bg-surface p-3', className)}
      {...props}
    >
      <header className="flex flex-col gap-1.5">
        <Heading id={titleId} className="font-heading text-sm font-semibold break-words text-foreground">
          {invitation.title}
        </Heading>
        <div className="flex flex-wrap items-center gap-2">
          <Badge data-slot="event-invitation-status" variant={statusVariant[invitation.status]}>
            {invitation.statusText}
          </Badge>
          {invitation.kindText ? (
            <span className="text-xs text-muted-foreground">{invitation.kindText}</span>
          ) : null}
        </div>
      </header>

      {invitation.description ? (
        <p data-slot="event-invitation-description" className="text-sm break-words text-foreground">
          {invitation.description}
        </p>
      ) : null}
      {invitation.durationText ? (
        <p className="inline-flex items-center gap-1.5 text-xs text-muted-foreground">
          <Clock aria-hidden="true" className="size-3.5" />
          {invitation.durationText}
        </p>
      ) : null}
      {invitation.meeting ? (
        <a
          data-slot="event-invitation-meeting"
          href={invitation.meeting.url}
          target="_blank"
          rel="noopener noreferrer"
          className={cn(buttonVariants({ variant: 'link', size: 'sm' }), 'self-start px-0')}
        >
          {invitation.meeting.label}
          <ExternalLink aria-hidden="true" /> <span className="sr-only">{opensInNewTabText}</span>
        </a>
      ) : null}

      {schedules ? (
        <div data-slot="event-invitation-schedules" className="flex flex-col gap-2">
          <p id={legendId} className="text-sm font-medium text-foreground">
            {schedules.legend}
          </p>
          <RadioGroup
            aria-labelledby={legendId}
            value={schedules.value}
            onValueChange={(value) => schedules.onChoose(Number(value))}
            className="gap-2"
          >
            {schedules.options.map((option) => (
              <RadioGroupItem
                key={option.id}
                value={option.value}
                disabled={option.disabled}
                data-full={option.full || undefined}
                className="rounded-md border border-border bg-background p-2"
                labelClassName="flex flex-col gap-0.5 py-0"
                label={
                  <>
                    <span className="font-medium text-foreground">{option.label}</span>
                    {option.place ? (
                      <span className="inline-flex items-start gap-1 text-xs text-muted-foreground">
                        <MapPin aria-hidden="true" className="mt-0.5 size-3 shrink-0" />
                        {option.place}
                      </span>
                    ) : null}
                    <span
                      data-slot="event-invitation-places"
                      className={cn(
                        'text-xs',
                        option.full ? 'font-semibold text-destructive' : 'text-muted-foreground',
                      )}
                    >
                      {option.placesText}
                    </span>
                  </>
                }
              />
            ))}
          </RadioGroup>
        </div>
      ) : null}

      {chosen ? (
        <div data-slot="event-invitation-chosen" className="flex flex-col gap-1 text-sm text-foreground">
          <p className="font-medium">{chosen.text}</p>
          {chosen.place ? (
            <p className="inline-flex items-start gap-1 text-xs text-muted-foreground">
              <MapPin aria-hidden="true" className="mt-0.5 size-3 shrink-0" />
              {chosen.place}
            </p>
          ) : null}
        </div>
      ) : null}
      {invitation.refusedText ? <p className="text-sm text-foreground">{invitation.refusedText}</p> : null}

      {alert ? (
        <Alert
          data-slot="event-invitation-alert"
          data-alert={alert.code}
          variant="error"
          onClose={alert.onDismiss}
          closeLabel={alert.dismissLabel}
        >
          {alert.message}
        </Alert>
      ) : null}

      <div data-slot="event-invitation-actions" className="flex flex-wrap gap-2">
        {confirm ? (
          <Button
            data-slot="event-invitation-confirm"
            type="button"
            size="sm"
            // aria-disabled (not disabled) keeps the button focusable and its hint read until a schedule is chosen.
            aria-disabled={confirm.inactive || locked || undefined}
            aria-busy={confirm.busy || undefined}
            aria-describedby={confirm.hint ? hintId : undefined}
            onClick={() => {
              if (!confirm.inactive && !locked) confirm.onConfirm()
            }}
          >
            {confirm.busy ? <Busy /> : null}
            {confirm.label}
          </Button>
        ) : null}
        {refuse ? (
          <Button
            data-slot="event-invitation-refuse"
            type="button"
            size="sm"
            variant="outline"
            aria-disabled={locked || undefined}
            aria-busy={refuse.busy || undefined}
            onClick={() => {
              if (!locked) refuse.onRefuse()
            }}
          >
            {refuse.busy ? <Busy /> : null}
            {refuse.label}
          </Button>
        ) : null}
        {calendar ? (
          <a
            data-slot="event-invitation-calendar"
            href={calendar.href}
            download={calendar.fileName}
            type="text/calendar"
            className={buttonVariants({ variant: 'primary', size: 'sm' })}
          >
            <CalendarPlus aria-hidden="true" />
            {calendar.label}
          </a>
        ) : null}
        {cancelDecision ? (
          <Button
            data-slot="event-invitation-cancel"
            type="button"
            size="sm"
            variant="outline"
            aria-disabled={locked || undefined}
            aria-busy={cancelDecision.busy || undefined}
            onClick={() => {
              if (!locked) cancelDecision.onCancel()
            }}
          >
            {cancelDecision.busy ? <Busy /> : null}
            {cancelDecision.label}
          </Button>
        ) : null}
      </div>
      {confirm?.hint ? (
        <p id={hintId} data-slot="event-invitation-hint" className="text-xs text-muted-foreground">
          {confirm.hint}
        </p>
      ) : null}
    </section>
  )
}

export { EventInvitation }
export type { EventInvitationProps }
