import { ptBR } from '@carreiras/core'
import * as DialogPrimitive from '@radix-ui/react-dialog'
import { hideOthers } from 'aria-hidden'
import { cva, type VariantProps } from 'class-variance-authority'
import { X } from 'lucide-react'
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
  type ComponentProps,
  type RefObject,
} from 'react'
import { cn } from '../lib/cn'
import { cx } from '../lib/cx'
import { Button } from './button'

// Shared by Dialog and AlertDialog so both overlays look the same. The backdrop appears at once, without a
// fade: where the browser composites without a GPU, its fade held the dialog's first paint back by some 40 ms
// at 4× CPU (docs/performance.md, "The backdrop without a fade"). The dialog's own box still fades and
// grows in.
const overlayClasses = 'fixed inset-0 z-50 bg-foreground/60'

const dialogContentVariants = cva(
  cx(
    'fixed top-1/2 left-1/2 z-50 -translate-x-1/2 -translate-y-1/2',
    'grid w-[calc(100%-2rem)] gap-4 rounded-lg border border-border bg-background p-6 text-foreground shadow-lg',
    // Small screens: the whole dialog scrolls inside the viewport instead of overflowing it.
    'max-h-[calc(100dvh-2rem)] overflow-y-auto overscroll-contain',
    'transition-[opacity,scale] duration-150 starting:scale-95 starting:opacity-0 motion-reduce:transition-none',
    'outline-none',
  ),
  {
    variants: {
      size: {
        sm: 'max-w-sm',
        md: 'max-w-lg',
        lg: 'max-w-3xl',
      },
    },
    defaultVariants: { size: 'md' },
  },
)

// The modal behaviour is the kit's own (docs/performance.md, "Responsiveness (INP)"). Radix's modal mode puts
// `pointer-events: none` on <body> (an inherited property: every element of the page is styled again) and its
// scroll lock inserts a stylesheet (every element again): two whole-page style recalculations per opening.
// So the Root is never modal for Radix, and DialogContent does what the modal mode did, touching only the
// dialog and the root element: a backdrop that takes the pointer (closes the dialog when dismissible), the
// background hidden from assistive technology (aria-hidden on the others, as Radix does) and kept out of
// the focus (Tab loops inside; focus that reaches the background comes back), the page's scroll locked by
// an inline `overflow: hidden` on <html> once the dialog is painted, aria-modal, Esc.

/** The element focus goes back to when the dialog closes (its DialogTrigger, as in Radix's modal mode). */
const TriggerContext = createContext<RefObject<HTMLButtonElement | null> | null>(null)

function Dialog({ modal: _modal, ...props }: ComponentProps<typeof DialogPrimitive.Root>) {
  const triggerRef = useRef<HTMLButtonElement | null>(null)
  return (
    <TriggerContext.Provider value={triggerRef}>
      <DialogPrimitive.Root data-slot="dialog" {...props} modal={false} />
    </TriggerContext.Provider>
  )
}

function DialogTrigger({ ref, ...props }: ComponentProps<typeof DialogPrimitive.Trigger>) {
  const triggerRef = useContext(TriggerContext)
  const setRef = useCallback(
    (node: HTMLButtonElement | null) => {
      if (triggerRef) triggerRef.current = node
      if (typeof ref === 'function') ref(node)
      else if (ref) ref.current = node
    },
    [triggerRef, ref],
  )
  return <DialogPrimitive.Trigger data-slot="dialog-trigger" {...props} ref={setRef} />
}

/** Open dialogs locking the page's scroll, and the root's inline values to put back after the last. */
let scrollLocks = 0
let savedRootStyle: { overflow: string; scrollbarGutter: string } | null = null

/**
 * Locks the page's scroll while a dialog is open: `overflow: hidden` inline on <html> (with
 * `scrollbar-gutter: stable` when the page shows a classic scroll bar, so nothing moves sideways).
 * The scroll bar's width is read before the dialog's first commit, while the layout is still clean.
 */
function lockScroll(hasScrollbar: boolean): () => void {
  const root = document.documentElement
  if (scrollLocks++ === 0) {
    savedRootStyle = { overflow: root.style.overflow, scrollbarGutter: root.style.scrollbarGutter }
    root.style.overflow = 'hidden'
    if (hasScrollbar) root.style.scrollbarGutter = 'stable'
  }
  return () => {
    if (--scrollLocks > 0 || !savedRootStyle) return
    root.style.overflow = savedRootStyle.overflow
    root.style.scrollbarGutter = savedRootStyle.scrollbarGutter
    savedRootStyle = null
  }
}

/** Runs `task` in a task of its own after the next frame (the frame paints first). */
function afterNextPaint(task: () => void) {
  requestAnimationFrame(() => setTimeout(task, 0))
}

const TABBABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(', ')

/**
 * The modal part of an open dialog (see above): the others hidden from assistive technology, the scroll
 * locked, and focus that lands in the hidden background (Shift+Tab from the dialog's own box, a script)
 * brought back to the dialog's last or first tabbable, by the side it left.
 */
function useModalLayer(contentRef: RefObject<HTMLElement | null>) {
  const [hasScrollbar] = useState(
    () => typeof window !== 'undefined' && window.innerWidth > document.documentElement.clientWidth,
  )
  useEffect(() => {
    const content = contentRef.current
    if (!content) return
    const unhide = hideOthers(content)
    // The lock waits until the opened dialog has been painted: a change of the root's overflow restyles
    // the whole page (the viewport's scrolling changes), some 800 elements on /vagas, and done at once it
    // would delay the dialog's first paint by as much (docs/performance.md, "Responsiveness (INP)").
    let unlock: (() => void) | null = null
    let timer: ReturnType<typeof setTimeout> | undefined
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        unlock = lockScroll(hasScrollbar)
      }, 0)
    })
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target
      if (!(target instanceof Element) || content.contains(target)) return
      // Only the background this dialog hid and Radix's focus guards: a layer opened from the dialog (a
      // list, a popover) is not.
      if (!target.closest('[aria-hidden="true"], [data-radix-focus-guard]')) return
      const tabbables = [...content.querySelectorAll<HTMLElement>(TABBABLE)]
      // Left backwards (the page before the dialog): the last one, as Shift+Tab loops; else the first.
      const leftBackwards = target.compareDocumentPosition(content) & Node.DOCUMENT_POSITION_FOLLOWING
      const next = leftBackwards ? tabbables.at(-1) : tabbables[0]
      if (next) next.focus()
      else content.focus()
    }
    document.addEventListener('focusin', onFocusIn)
    return () => {
      document.removeEventListener('focusin', onFocusIn)
      cancelAnimationFrame(frame)
      clearTimeout(timer)
      // Unlocked the same way, after the closing has been painted.
      if (unlock) afterNextPaint(unlock)
      unhide()
    }
  }, [contentRef, hasScrollbar])
}

function DialogClose(props: ComponentProps<typeof DialogPrimitive.Close>) {
  return <DialogPrimitive.Close data-slot="dialog-close" {...props} />
}

function DialogOverlay({ className, ...props }: ComponentProps<typeof DialogPrimitive.Overlay>) {
  return (
    <DialogPrimitive.Overlay
      data-slot="dialog-overlay"
      className={cn(overlayClasses, className)}
      {...props}
    />
  )
}

type DialogContentProps = ComponentProps<typeof DialogPrimitive.Content> &
  VariantProps<typeof dialogContentVariants> & {
    /** `false` keeps the dialog open on a backdrop click and on Esc (e.g. the personal-data edit form). */
    dismissible?: boolean
    /** Shows the X button in the corner (named `closeLabel`). */
    showCloseButton?: boolean
    closeLabel?: string
  }

function DialogContent({
  className,
  children,
  size,
  dismissible = true,
  showCloseButton = true,
  closeLabel = ptBR.common.close,
  onEscapeKeyDown,
  onPointerDownOutside,
  onInteractOutside,
  onFocusOutside,
  onCloseAutoFocus,
  ref,
  ...props
}: DialogContentProps) {
  const triggerRef = useContext(TriggerContext)
  const content = useRef<HTMLDivElement | null>(null)
  const contentRef = useCallback(
    (node: HTMLDivElement | null) => {
      content.current = node
      if (typeof ref === 'function') ref(node)
      else if (ref) ref.current = node
    },
    [ref],
  )
  return (
    <DialogPrimitive.Portal data-slot="dialog-portal">
      <DialogBackdrop />
      <DialogPrimitive.Content
        data-slot="dialog-content"
        data-size={size ?? 'md'}
        data-dismissible={dismissible}
        aria-modal="true"
        className={cn(dialogContentVariants({ size }), className)}
        onEscapeKeyDown={(event) => {
          onEscapeKeyDown?.(event)
          if (!dismissible) event.preventDefault()
        }}
        onPointerDownOutside={(event) => {
          onPointerDownOutside?.(event)
          // A right click (or Ctrl+click) on the backdrop does not close it, as in Radix's modal mode.
          const original = event.detail.originalEvent
          if (original.button === 2 || (original.button === 0 && original.ctrlKey)) event.preventDefault()
          if (!dismissible) event.preventDefault()
        }}
        onInteractOutside={(event) => {
          onInteractOutside?.(event)
          if (!dismissible) event.preventDefault()
        }}
        // Focus leaving the dialog never closes it (the background is kept out of the focus instead).
        onFocusOutside={(event) => {
          onFocusOutside?.(event)
          event.preventDefault()
        }}
        // On closing, focus goes back to the trigger, whatever closed it (Radix's modal mode does the same).
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus?.(event)
          if (event.defaultPrevented) return
          event.preventDefault()
          triggerRef?.current?.focus()
        }}
        {...props}
        ref={contentRef}
      >
        <ModalLayer contentRef={content} />
        {children}
        {showCloseButton ? (
          <DialogPrimitive.Close asChild>
            <Button
              data-slot="dialog-close-button"
              variant="ghost"
              size="icon"
              aria-label={closeLabel}
              className="absolute top-3 right-3 size-8 min-h-8 min-w-8"
            >
              <X aria-hidden="true" />
            </Button>
          </DialogPrimitive.Close>
        ) : null}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  )
}

/**
 * The modal part of the open dialog; a component inside the content, so it starts and ends with it (its
 * effect runs after the content's element is attached).
 */
function ModalLayer({ contentRef }: { contentRef: RefObject<HTMLElement | null> }) {
  useModalLayer(contentRef)
  return null
}

/**
 * The backdrop of DialogContent: a plain element over the page that takes the pointer, so nothing behind
 * the dialog can be clicked (a press on it is outside the dialog: it closes a dismissible one).
 */
function DialogBackdrop() {
  return <div data-slot="dialog-overlay" aria-hidden="true" className={overlayClasses} />
}

function DialogHeader({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="dialog-header"
      // Room for the corner close button, so a long title never runs under it.
      className={cn('flex flex-col gap-2 pe-8 text-start', className)}
      {...props}
    />
  )
}

function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="dialog-footer"
      className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)}
      {...props}
    />
  )
}

function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title
      data-slot="dialog-title"
      className={cn('font-heading text-lg leading-snug font-semibold', className)}
      {...props}
    />
  )
}

function DialogDescription({ className, ...props }: ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description
      data-slot="dialog-description"
      className={cn('text-sm text-muted-foreground', className)}
      {...props}
    />
  )
}

export {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogOverlay,
  DialogTitle,
  DialogTrigger,
  dialogContentVariants,
  overlayClasses,
}
export type { DialogContentProps }
