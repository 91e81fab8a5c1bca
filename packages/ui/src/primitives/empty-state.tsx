import { Inbox } from 'lucide-react'
import type { ComponentProps, ReactNode } from 'react'
import { cn } from '../lib/cn'

type HeadingLevel = 2 | 3 | 4 | 5 | 6

type EmptyStateProps = Omit<ComponentProps<'div'>, 'title'> & {
  /** What is empty, e.g. 'Nenhuma inscrição'. */
  title: ReactNode
  description?: ReactNode
  /** A decorative icon (hidden from assistive technology); an inbox by default, `null` for none. */
  icon?: ReactNode
  /** A way out, e.g. a Button to clear the filters. */
  action?: ReactNode
  /** Level of the title's heading, to fit the page's outline. */
  headingLevel?: HeadingLevel
}

function EmptyState({
  className,
  title,
  description,
  icon = <Inbox />,
  action,
  headingLevel = 3,
  ...props
}: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const
  return (
    <div
      data-slot="empty-state"
      className={cn(
        'flex flex-col items-center gap-3 rounded-lg border border-dashed border-border px-6 py-10 text-center',
        className,
      )}
      {...props}
    >
      {icon ? (
        <span
          data-slot="empty-state-icon"
          aria-hidden="true"
          className="inline-flex size-12 items-center justify-center rounded-full bg-muted text-muted-foreground [&_svg]:size-6"
        >
          {icon}
        </span>
      ) : null}
      <Heading data-slot="empty-state-title" className="font-heading text-lg font-semibold break-words">
        {title}
      </Heading>
      {description ? (
        <p
          data-slot="empty-state-description"
          className="max-w-prose text-sm text-muted-foreground break-words"
        >
          {description}
        </p>
      ) : null}
      {action ? (
        <div data-slot="empty-state-action" className="mt-2 flex flex-wrap justify-center gap-2">
          {action}
        </div>
      ) : null}
    </div>
  )
}

export { EmptyState }
export type { EmptyStateProps }
