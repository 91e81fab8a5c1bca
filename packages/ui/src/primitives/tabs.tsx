import * as TabsPrimitive from '@radix-ui/react-tabs'
import type { ComponentProps } from 'react'
import { cn } from '../lib/cn'

/*
 * Narrow labels switch at NARROW_TAB_LABEL_MAX_PX (420 px or less) from core's constants. Tailwind only
 * sees literal class names, so the width is written out here (`max-[420px]:` would mean `< 420px`);
 * tabs.test.tsx checks it against the constant.
 *
 * At narrow widths the full label is only visually hidden, and the short one is hidden from assistive
 * technology: the name comes from the content and is the full label at any width. (An aria-label
 * would do the same but fails axe's label-content-name-mismatch, WCAG 2.5.3.)
 */
const WIDE_LABEL_CLASSES = '[@media(max-width:420px)]:sr-only'
const NARROW_LABEL_CLASSES = 'hidden [@media(max-width:420px)]:inline'

function Tabs({ className, ...props }: ComponentProps<typeof TabsPrimitive.Root>) {
  return <TabsPrimitive.Root data-slot="tabs" className={cn('flex flex-col gap-4', className)} {...props} />
}

function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List
      data-slot="tabs-list"
      className={cn('flex w-full items-stretch gap-1 border-b border-input', className)}
      {...props}
    />
  )
}

type TabsTriggerProps = ComponentProps<typeof TabsPrimitive.Trigger> & {
  /**
   * Shorter text shown at 420 px or less ('Info. Básicas'). The full label (the children) stays the
   * accessible name, so screen readers hear the same name at any width.
   */
  narrowLabel?: string
}

function TabsTrigger({ className, narrowLabel, children, ...props }: TabsTriggerProps) {
  return (
    <TabsPrimitive.Trigger
      data-slot="tabs-trigger"
      className={cn(
        'relative -mb-px inline-flex min-h-11 flex-1 items-center justify-center px-3 py-2 sm:flex-none',
        'border-b-2 border-transparent text-center text-sm font-medium text-muted-foreground',
        'hover:text-foreground motion-safe:transition-colors focus-ring rounded-t-md',
        'data-[state=active]:border-primary data-[state=active]:text-foreground',
        'disabled:pointer-events-none disabled:opacity-50',
        className,
      )}
      {...props}
    >
      {narrowLabel === undefined ? (
        children
      ) : (
        <>
          <span data-slot="tabs-trigger-label" className={WIDE_LABEL_CLASSES}>
            {children}
          </span>
          <span data-slot="tabs-trigger-narrow-label" aria-hidden="true" className={NARROW_LABEL_CLASSES}>
            {narrowLabel}
          </span>
        </>
      )}
    </TabsPrimitive.Trigger>
  )
}

function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return (
    <TabsPrimitive.Content
      data-slot="tabs-content"
      className={cn('focus-ring rounded-md', className)}
      {...props}
    />
  )
}

export { Tabs, TabsContent, TabsList, TabsTrigger }
export type { TabsTriggerProps }
