// Remove account: 'Tem certeza que deseja remover sua conta?' with 'Não' / 'Sim, tenho certeza', open while
// the session machine's removal is being confirmed. Confirming opens the removal link (the app's
// `openRemovalLink`) and signs the person out.
import { isRemoveAccountConfirmOpen, type sessionMachine } from '@carreiras/core'
import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import { useReturnFocus } from '../../lib/return-focus'
import { ConfirmDialog, type ConfirmDialogProps } from '../../primitives/confirm-dialog'

type RemoveAccountDialogProps = Omit<
  ConfirmDialogProps,
  'open' | 'defaultOpen' | 'onOpenChange' | 'trigger' | 'preset' | 'onConfirm' | 'onCancel' | 'busy'
> & {
  /** The running session actor; `account.remove` opens the dialog. */
  actor: ActorRefFrom<typeof sessionMachine>
}

function RemoveAccountDialog({ actor, confirmVariant = 'destructive', ...props }: RemoveAccountDialogProps) {
  const open = useSelector(actor, isRemoveAccountConfirmOpen)
  // 'Não' gives the focus back to what opened it (the profile's 'Remover minha conta').
  const returnFocus = useReturnFocus()
  return (
    <ConfirmDialog
      data-slot="remove-account-dialog"
      preset="removeAccount"
      confirmVariant={confirmVariant}
      open={open}
      onConfirm={() => actor.send({ type: 'account.removeConfirmed' })}
      onCancel={() => actor.send({ type: 'account.removeCancelled' })}
      {...returnFocus}
      {...props}
    />
  )
}

export { RemoveAccountDialog }
export type { RemoveAccountDialogProps }
