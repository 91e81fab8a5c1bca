import { ptBR } from '@carreiras/core'
import type { ComponentProps, ReactNode, RefObject } from 'react'
import { cn } from '../../lib/cn'
import { Button } from '../../primitives/button'
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../primitives/dialog'

const { diversity: texts } = ptBR.ui.overlays

type DiversityModalProps = Omit<ComponentProps<typeof DialogContent>, 'title' | 'children'> & {
  open?: boolean
  defaultOpen?: boolean
  onOpenChange?: (open: boolean) => void
  /** Called whenever the modal closes ('Ok', X or Esc), so the caller can go back to its form. */
  onClose?: () => void
  /** Focus goes here on close instead of the element that opened it (e.g. the form's first field). */
  returnFocusTo?: RefObject<HTMLElement | null>
  trigger?: ReactNode
  title?: ReactNode
  /** The explanation; defaults to the catalogue's paragraphs. */
  children?: ReactNode
  okLabel?: ReactNode
}

/** Why the site asks about race, gender, sexual orientation and disability; closes with 'Ok'. */
function DiversityModal({
  open,
  defaultOpen,
  onOpenChange,
  onClose,
  returnFocusTo,
  trigger,
  title = texts.title,
  children,
  okLabel = ptBR.common.ok,
  className,
  onCloseAutoFocus,
  ...props
}: DiversityModalProps) {
  return (
    <Dialog
      open={open}
      defaultOpen={defaultOpen}
      onOpenChange={(next) => {
        onOpenChange?.(next)
        if (!next) onClose?.()
      }}
    >
      {trigger ? <DialogTrigger asChild>{trigger}</DialogTrigger> : null}
      <DialogContent
        data-slot="diversity-modal"
        className={cn(className)}
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus?.(event)
          const target = returnFocusTo?.current
          if (target && !event.defaultPrevented) {
            event.preventDefault()
            target.focus()
          }
        }}
        {...props}
      >
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
        </DialogHeader>
        <DialogDescription asChild>
          <div data-slot="diversity-modal-body" className="flex flex-col gap-3 text-base text-foreground">
            {children ?? texts.paragraphs.map((paragraph) => <p key={paragraph}>{paragraph}</p>)}
          </div>
        </DialogDescription>
        <DialogFooter>
          <DialogClose asChild>
            <Button data-slot="diversity-modal-ok" className="sm:min-w-24">
              {okLabel}
            </Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}

export { DiversityModal }
export type { DiversityModalProps }
