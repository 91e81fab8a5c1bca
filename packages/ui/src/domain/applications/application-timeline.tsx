// Where one application stands (beyond the spec): started, submitted, each finished test, each invitation and
// decision, oldest first, as an ordered list of dated steps (DD/MM/YYYY in São Paulo, in a <time> with the
// exact moment). The entries and their texts come from core's connect layer.
import type { TimelineEntryView } from '@carreiras/core'
import { CalendarCheck, CalendarX, CircleCheck, FileCheck, Mail, Send } from 'lucide-react'
import { useId, type ComponentProps } from 'react'
import { cn } from '../../lib/cn'

const icons = {
  started: FileCheck,
  submitted: Send,
  testFinished: CircleCheck,
  invited: Mail,
  confirmed: CalendarCheck,
  refused: CalendarX,
} as const

type ApplicationTimelineProps = Omit<ComponentProps<'section'>, 'title' | 'children'> & {
  /** 'Andamento'. */
  title: string
  entries: readonly TimelineEntryView[]
  /** The title's level, one below the card's. */
  headingLevel?: 3 | 4 | 5
}

function ApplicationTimeline({
  title,
  entries,
  headingLevel = 4,
  className,
  ...props
}: ApplicationTimelineProps) {
  const titleId = useId()
  const Heading = `h${headingLevel}` as const
  if (entries.length === 0) return null
  return (
    <section
      data-slot="application-timeline"
      aria-labelledby={titleId}
      className={cn('flex flex-col gap-2', className)}
      {...props}
    >
      <Heading id={titleId} className="font-heading text-sm font-semibold text-foreground">
        {title}
      </Heading>
      <ol data-slot="application-timeline-list" className="flex flex-col">
        {entries.map((entry, index) => {
          const Icon = icons[entry.kind]
          const last = index === entries.length - 1
          return (
            <li
              key={entry.key}
              data-slot="application-timeline-entry"
              data-kind={entry.kind}
              className="relative flex gap-3 pb-3 last:pb-0"
            >
              {last ? null : (
                <span aria-hidden="true" className="absolute start-2.5 top-6 bottom-0 w-px bg-border" />
              )}
              <span
                aria-hidden="true"
                className={cn(
                  'relative z-10 inline-flex size-5 shrink-0 items-center justify-center rounded-full',
                  'bg-muted text-primary [&_svg]:size-3.5',
                )}
              >
                <Icon />
              </span>
              <p className="flex min-w-0 flex-col text-sm leading-snug">
                <time dateTime={entry.at} className="text-xs font-medium text-muted-foreground">
                  {entry.date}
                </time>
                <span className="break-words text-foreground">{entry.text}</span>
              </p>
            </li>
          )
        })}
      </ol>
    </section>
  )
}

export { ApplicationTimeline }
export type { ApplicationTimelineProps }
