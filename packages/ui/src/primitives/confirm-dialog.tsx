import { ptBR } from '@carreiras/core'
import * as AlertDialogPrimitive from '@radix-ui/react-alert-dialog'
import { useRef, useState, type ComponentProps, type ReactNode } from 'react'
import { cn } from '../lib/cn'
import {
  AlertDialog,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from './alert-dialog'
import { Button, type ButtonProps } from './button'

const { confirm } = ptBR.ui.overlays

/** The spec's confirmations: removing an item (default), removing the account, going to a partner test. */
const confirmDialogPresets = {
  remove: {
    title: ptBR.common.attention,
    message: ptBR.common.confirmRemoveQuestion,
    details: undefined,
    confirmLabel: ptBR.common.confirmRemove,
    cancelLabel: ptBR.common.no,
  },
  removeAccount: {
    title: ptBR.common.attention,
    message: confirm.removeAccount.message,
    details: confirm.removeAccount.details,
    confirmLabel: confirm.removeAccount.confirm,
    cancelLabel: ptBR.common.no,
  },
  partnerTest: {
    title: ptBR.common.attention,
    message: confirm.partnerTest.message,
    details: undefined,
    confirmLabel: confirm.partnerTest.confirm,
    cancelLabel: ptBR.common.close,
  },
} as const satisfies Record<
  string,
  { title: string; message: string; details?: string; confirmLabel: string; cancelLabel: string }
>

type ConfirmDialogPreset = keyof typeof confirmDialogPresets

type ConfirmDialogProps = Omit<ComponentProps<typeof AlertDialogContent>, 'title' | 'children'> & {
  open?: boolean
  defaultOpen?: boolean
  onOpenChange?: (open: boolean) => void
  /** An element that opens the dialog (rendered as the trigger, e.g. a 'Remover' button). */
  trigger?: ReactNode
  /** Default texts; every text below overrides its preset. */
  preset?: ConfirmDialogPreset
  title?: ReactNode
  message?: ReactNode
  /** A second, smaller paragraph under the message. */
  details?: ReactNode
  confirmLabel?: ReactNode
  cancelLabel?: ReactNode
  confirmVariant?: ButtonProps['variant']
  /**
   * Called on confirm. A returned promise keeps the dialog open and busy until it settles; it closes
   * when the promise resolves and stays open when it rejects (the caller shows the error).
   */
  onConfirm?: () => void | Promise<unknown>
  /** Called on the cancel button and on Esc (ignored while busy). */
  onCancel?: () => void
  /** Busy from the outside (e.g. a machine in its `removing` state). */
  busy?: boolean
}

function ConfirmDialog({
  open,
  defaultOpen = false,
  onOpenChange,
  trigger,
  preset = 'remove',
  title,
  message,
  details,
  confirmLabel,
  cancelLabel,
  confirmVariant = 'primary',
  onConfirm,
  onCancel,
  busy: busyProp = false,
  className,
  onEscapeKeyDown,
  ...props
}: ConfirmDialogProps) {
  const texts = confirmDialogPresets[preset]
  const [uncontrolledOpen, setUncontrolledOpen] = useState(defaultOpen)
  const [pending, setPending] = useState(false)
  const confirmRef = useRef<HTMLButtonElement>(null)
  const isOpen = open ?? uncontrolledOpen
  const busy = busyProp || pending
  const shownDetails = details ?? texts.details

  const setOpen = (next: boolean) => {
    if (open === undefined) setUncontrolledOpen(next)
    onOpenChange?.(next)
  }

  const cancel = () => {
    if (busy) return
    onCancel?.()
    setOpen(false)
  }

  const handleConfirm = async () => {
    if (busy) return
    const result = onConfirm?.()
    if (!result) {
      setOpen(false)
      return
    }
    setPending(true)
    try {
      await result
      setOpen(false)
      setPending(false)
    } catch {
      // Stays open so the user can try again (the caller reports the failure); the button was disabled
      // while busy, which dropped its focus: give it back once it is enabled again.
      setPending(false)
      requestAnimationFrame(() => confirmRef.current?.focus())
    }
  }

  return (
    <AlertDialog open={isOpen} onOpenChange={setOpen}>
      {trigger ? <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger> : null}
      <AlertDialogContent
        data-slot="confirm-dialog"
        size="sm"
        aria-busy={busy || undefined}
        className={cn(className)}
        onEscapeKeyDown={(event) => {
          onEscapeKeyDown?.(event)
          cancel()
        }}
        {...props}
      >
        <AlertDialogHeader>
          <AlertDialogTitle data-slot="confirm-dialog-title">{title ?? texts.title}</AlertDialogTitle>
          <AlertDialogDescription asChild>
            <div data-slot="confirm-dialog-message" className="flex flex-col gap-2">
              <p className="text-base text-foreground">{message ?? texts.message}</p>
              {shownDetails ? <p data-slot="confirm-dialog-details">{shownDetails}</p> : null}
            </div>
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          {/* Radix focuses Cancel first: the safe answer is the default one. */}
          <AlertDialogPrimitive.Cancel asChild>
            <Button
              data-slot="confirm-dialog-cancel"
              variant="outline"
              disabled={busy}
              onClick={(event) => {
                event.preventDefault()
                cancel()
              }}
            >
              {cancelLabel ?? texts.cancelLabel}
            </Button>
          </AlertDialogPrimitive.Cancel>
          <Button
            ref={confirmRef}
            data-slot="confirm-dialog-confirm"
            variant={confirmVariant}
            loading={busy}
            onClick={() => void handleConfirm()}
          >
            {confirmLabel ?? texts.confirmLabel}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  )
}

export { ConfirmDialog, confirmDialogPresets }
export type { ConfirmDialogPreset, ConfirmDialogProps }
