import { ptBR } from '@carreiras/core'
import * as DialogPrimitive from '@radix-ui/react-dialog'
import { LoaderCircle } from 'lucide-react'
import type { ComponentProps } from 'react'
import { cn } from '../lib/cn'
import { DialogOverlay } from './dialog'

type LoadingModalProps = Omit<ComponentProps<typeof DialogPrimitive.Content>, 'children'> & {
  open?: boolean
  /** The status text, announced politely; also the dialog's name. */
  label?: string
}

/** A blocking modal while work finishes: spinner + 'Carregando...'; no close button, Esc or backdrop. */
function LoadingModal({ open = true, label = ptBR.common.loading, className, ...props }: LoadingModalProps) {
  return (
    <DialogPrimitive.Root open={open}>
      <DialogPrimitive.Portal>
        <DialogOverlay />
        <DialogPrimitive.Content
          data-slot="loading-modal"
          aria-busy="true"
          aria-describedby={undefined}
          className={cn(
            'fixed top-1/2 left-1/2 z-50 -translate-x-1/2 -translate-y-1/2',
            'flex min-w-48 flex-col items-center gap-3 rounded-lg border border-border bg-background px-8 py-6 text-foreground shadow-lg',
            'outline-none transition-opacity duration-150 starting:opacity-0 motion-reduce:transition-none',
            className,
          )}
          onEscapeKeyDown={(event) => event.preventDefault()}
          onPointerDownOutside={(event) => event.preventDefault()}
          onInteractOutside={(event) => event.preventDefault()}
          {...props}
        >
          <div data-slot="loading-modal-status" role="status" className="flex flex-col items-center gap-3">
            <LoaderCircle
              data-slot="loading-modal-spinner"
              aria-hidden="true"
              className="size-10 animate-spin text-primary motion-reduce:animate-[spin_1.5s_linear_infinite]"
            />
            <DialogPrimitive.Title data-slot="loading-modal-label" className="text-sm font-medium">
              {label}
            </DialogPrimitive.Title>
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  )
}

export { LoadingModal }
export type { LoadingModalProps }
