import { hidePdfToolbar, ptBR } from '@carreiras/core'
import { ExternalLink } from 'lucide-react'
import { useEffect, useRef, type ComponentProps, type ReactNode } from 'react'
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

/**
 * The framed document. Chromium's PDF viewer takes the focus by itself once it has drawn the file, and keys
 * pressed in a framed document never reach this page (Esc would not close the dialog): the first time the
 * frame takes the focus without a Tab from this page, the focus goes back to the dialog. A Tab into the frame
 * is the person's choice and is left alone; a click in it is too, after that first time.
 */
function DocumentFrame({ src, title }: { src: string; title: string }) {
  const ref = useRef<HTMLIFrameElement>(null)
  useEffect(() => {
    const frame = ref.current
    const view = frame?.ownerDocument.defaultView
    if (!frame || !view) return
    let tabbing = false
    let guarding = true
    const onKeyDown = (event: KeyboardEvent) => {
      tabbing = event.key === 'Tab'
    }
    const onFocusIn = (event: FocusEvent) => {
      if (event.target !== frame) tabbing = false
    }
    let timer: number | undefined
    // The page's window loses the focus when a frame takes it.
    const onBlur = () => {
      const byTab = tabbing
      tabbing = false
      if (!guarding || byTab || frame.ownerDocument.activeElement !== frame) return
      guarding = false
      // In a task of its own: focused during the blur, the page shows the focus while Chromium still sends
      // the keys to the frame.
      timer = view.setTimeout(() => {
        if (frame.ownerDocument.activeElement === frame)
          frame.closest<HTMLElement>('[role="dialog"]')?.focus()
      }, 0)
    }
    view.addEventListener('keydown', onKeyDown, true)
    view.addEventListener('focusin', onFocusIn, true)
    view.addEventListener('blur', onBlur)
    return () => {
      view.clearTimeout(timer)
      view.removeEventListener('keydown', onKeyDown, true)
      view.removeEventListener('focusin', onFocusIn, true)
      view.removeEventListener('blur', onBlur)
    }
  }, [])
  return (
    <iframe
      ref={ref}
      data-slot="iframe-modal-frame"
      src={src}
      title={title}
      className="h-[65dvh] w-full rounded-md border border-border bg-surface"
    />
  )
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
  onOpenAutoFocus,
  ...props
}: IframeModalProps) {
  return (
    <Dialog open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger ? <DialogTrigger asChild>{trigger}</DialogTrigger> : null}
      <DialogContent
        data-slot="iframe-modal"
        size={size}
        className={cn('gap-3', className)}
        // The dialog itself takes the focus when it opens (it is named by the document's title), not the
        // first control Radix would pick: it skips links, so that would be the frame, and keys pressed in a
        // framed document (a PDF viewer) never reach this page: Esc would not close the dialog.
        onOpenAutoFocus={(event) => {
          onOpenAutoFocus?.(event)
          if (event.defaultPrevented) return
          event.preventDefault()
          ;(event.target as HTMLElement | null)?.focus()
        }}
        {...props}
      >
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
        <DocumentFrame src={hidePdfToolbar(src)} title={title} />
      </DialogContent>
    </Dialog>
  )
}

export { IframeModal }
export type { IframeModalProps }
