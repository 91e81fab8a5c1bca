import * as AccordionPrimitive from '@radix-ui/react-accordion'
import { ChevronDown } from 'lucide-react'
import { createContext, use, type ComponentProps } from 'react'
import { cn } from '../lib/cn'

type HeadingLevel = 2 | 3 | 4 | 5 | 6

const HeadingLevelContext = createContext<HeadingLevel>(3)

type AccordionProps = ComponentProps<typeof AccordionPrimitive.Root> & {
  /** Level of every item's heading (h3 by default), to fit the page's outline. */
  headingLevel?: HeadingLevel
}

/** Headers move focus with Arrow Up/Down, Home and End; Enter or Space opens and closes (Radix). */
function Accordion({ className, headingLevel = 3, ...props }: AccordionProps) {
  return (
    <HeadingLevelContext value={headingLevel}>
      <AccordionPrimitive.Root
        data-slot="accordion"
        className={cn('flex w-full flex-col', className)}
        {...props}
      />
    </HeadingLevelContext>
  )
}

function AccordionItem({ className, ...props }: ComponentProps<typeof AccordionPrimitive.Item>) {
  return (
    <AccordionPrimitive.Item
      data-slot="accordion-item"
      className={cn('border-b border-border', className)}
      {...props}
    />
  )
}

type AccordionTriggerProps = ComponentProps<typeof AccordionPrimitive.Trigger> & {
  /** Overrides the Accordion's heading level for this item. */
  headingLevel?: HeadingLevel
}

function AccordionTrigger({ className, headingLevel, children, ...props }: AccordionTriggerProps) {
  const level = headingLevel ?? use(HeadingLevelContext)
  const Heading = `h${level}` as const
  return (
    <AccordionPrimitive.Header data-slot="accordion-header" asChild>
      <Heading className="flex">
        <AccordionPrimitive.Trigger
          data-slot="accordion-trigger"
          className={cn(
            'flex min-h-12 flex-1 items-center justify-between gap-4 py-3 text-start',
            'font-heading text-base font-semibold break-words',
            'hover:underline focus-ring rounded-md',
            'disabled:pointer-events-none disabled:opacity-50',
            '[&[data-state=open]>svg]:rotate-180',
            className,
          )}
          {...props}
        >
          {children}
          <ChevronDown
            aria-hidden="true"
            className="size-5 shrink-0 text-muted-foreground motion-safe:transition-transform motion-safe:duration-200"
          />
        </AccordionPrimitive.Trigger>
      </Heading>
    </AccordionPrimitive.Header>
  )
}

function AccordionContent({
  className,
  children,
  ...props
}: ComponentProps<typeof AccordionPrimitive.Content>) {
  return (
    <AccordionPrimitive.Content data-slot="accordion-content" className="overflow-hidden text-sm" {...props}>
      <div className={cn('pb-4', className)}>{children}</div>
    </AccordionPrimitive.Content>
  )
}

export { Accordion, AccordionContent, AccordionItem, AccordionTrigger }
export type { AccordionProps, AccordionTriggerProps }
