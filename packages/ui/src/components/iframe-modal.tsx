import { hidePdfToolbar, ptBR } from '@carreiras/core'
import { ExternalLink } from 'lucide-react'
import type { ComponentProps, ReactNode } from 'react'
import { cn } from '../lib/cn'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from './dialog'

const { iframe: texts } = ptBR.ui.overlays

type IframeModalProps = Omit<ComponentProps<typeof DialogContent>, 'title' | 'children'> & {
  /** The document's address (usually a PDF); `#toolbar=0` is appended unless it has a fragment. */
  src: string
  /** The document's name: the dialog's title and the iframe's `title`. */
  title: string
  open?: boolean
  defaultOpen?: boolean
  onOpenChange?: (open: boolean) => void
  trigger?: ReactNode
  /** Text beside the new-tab link, for browsers that cannot show the document inline. */
  fallbackText?: ReactNode
  openInNewTabLabel?: ReactNode
}

/** A document shown inline, with a link that opens it in a new tab when the browser cannot. */
function IframeModal({
  src,
  title,
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  fallbackText = texts.fallback,
  openInNewTabLabel = texts.openInNewTab,
  size = 'lg',
  className,
  ...props
}: IframeModalProps) {
  return (
    <Dialog open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger ? <DialogTrigger asChild>{trigger}</DialogTrigger> : null}
      <DialogContent data-slot="iframe-modal" size={size} className={cn('gap-3', className)} {...props}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription data-slot="iframe-modal-fallback">
            {fallbackText}{' '}
            <a
              data-slot="iframe-modal-link"
              href={src}
              target="_blank"
              rel="noopener noreferrer"
              className={cn(
                'inline-flex min-h-6 items-center gap-1 rounded-sm font-medium text-primary underline underline-offset-4',
                'hover:decoration-2 focus-ring',
              )}
            >
              {openInNewTabLabel}
              <ExternalLink aria-hidden="true" className="size-4" />
            </a>
          </DialogDescription>
        </DialogHeader>
        <iframe
          data-slot="iframe-modal-frame"
          src={hidePdfToolbar(src)}
          title={title}
          className="h-[65dvh] w-full rounded-md border border-border bg-surface"
        />
      </DialogContent>
    </Dialog>
  )
}

export { IframeModal }
export type { IframeModalProps }
