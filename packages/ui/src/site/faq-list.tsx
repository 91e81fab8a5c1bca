// The FAQ (/faq): each question a native disclosure (<details>/<summary>: no script, keyboard and
// screen-reader support built in), its answer sanitized HTML whose internal links navigate in app. Radix's
// accordion would add its runtime to the public page for what the browser already does.
import type { ComponentProps } from 'react'
import { cx, InlineIcon } from '../lib/cx'
import { HtmlContent } from '../primitives/html-content'

interface FaqItem {
  /** The anchor of the question (/faq#id opens at it). */
  id: string
  title: string
  /** Sanitized HTML. */
  html: string
}

type FaqListProps = Omit<ComponentProps<'div'>, 'children'> & {
  items: readonly FaqItem[]
  /** Level of each question's heading inside its summary. */
  headingLevel?: 'h2' | 'h3'
  onNavigate?: (path: string) => void
}

function FaqList({ items, headingLevel: Heading = 'h2', onNavigate, className, ...props }: FaqListProps) {
  return (
    <div
      data-slot="faq-list"
      className={cx('flex flex-col divide-y divide-border rounded-lg border border-border', className)}
      {...props}
    >
      {items.map((item) => (
        <details key={item.id} id={item.id} data-slot="faq-item" className="group">
          <summary
            className={cx(
              'flex min-h-12 cursor-pointer list-none items-center justify-between gap-4 rounded-md px-4 py-3',
              'font-semibold hover:bg-accent hover:text-accent-foreground focus-ring [&::-webkit-details-marker]:hidden',
            )}
          >
            <Heading className="text-base">{item.title}</Heading>
            <InlineIcon className="size-5 shrink-0 transition-transform group-open:rotate-180 motion-reduce:transition-none">
              <path d="m6 9 6 6 6-6" />
            </InlineIcon>
          </summary>
          <HtmlContent html={item.html} onNavigate={onNavigate} className="px-4 pt-1 pb-4" />
        </details>
      ))}
    </div>
  )
}

export { FaqList }
export type { FaqItem, FaqListProps }
