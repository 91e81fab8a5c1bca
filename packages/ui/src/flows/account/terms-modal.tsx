// The terms-of-use modal: shown while the session machine's terms are pending. It cannot be closed by the
// backdrop or Esc; 'Aceitar' needs the acceptance ticked; 'Recusar' asks for confirmation, then the account
// is removed and the person signed out.
import {
  isTermsTicked,
  canAcceptTerms,
  isTermsDeclineConfirmOpen,
  ptBR,
  type sessionMachine,
  showTermsModal,
  termsErrorText,
} from '@carreiras/core'
import { useSelector } from '@xstate/react'
import type { ComponentProps } from 'react'
import type { ActorRefFrom } from 'xstate'
import { cn } from '../../lib/cn'
import { defaultRenderLink, type RenderLink } from '../../lib/render-link'
import { useReturnFocus } from '../../lib/return-focus'
import { Alert } from '../../primitives/alert'
import {
  AlertDialog,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '../../primitives/alert-dialog'
import { Button } from '../../primitives/button'
import { Checkbox } from '../../primitives/checkbox'
import { ConfirmDialog } from '../../primitives/confirm-dialog'
import { linkVariants } from '../../primitives/link'

type SessionActor = ActorRefFrom<typeof sessionMachine>

const texts = {
  ...ptBR.account.terms,
  /** The acceptance checkbox: the same words as the register form's. */
  acceptLabel: ptBR.account.register.acceptTerms,
  declineTitle: ptBR.common.attention,
  declineCancel: ptBR.common.back,
}

type TermsModalProps = Omit<ComponentProps<typeof AlertDialogContent>, 'children' | 'title'> & {
  /** The running session actor. */
  actor: SessionActor
  /** The terms page ('/termos-de-uso'): visiting it hides the modal while the person reads. */
  termsHref?: string
  /** Renders the link to the terms page with the app's router. */
  renderLink?: RenderLink
  labels?: Partial<typeof texts>
}

function TermsModal({
  actor,
  termsHref,
  renderLink = defaultRenderLink,
  labels,
  className,
  ...props
}: TermsModalProps) {
  const t = { ...texts, ...labels }
  const snapshot = useSelector(actor, (s) => s)
  const open = showTermsModal(snapshot)
  const accepting = snapshot.matches({ signedIn: { terms: { pending: 'accepting' } } })
  const removing = snapshot.matches({ signedIn: { terms: { pending: 'removingUser' } } })
  // Not disabled while the decline is being confirmed: 'Recusar' must take the focus back after 'Voltar'.
  const busy = accepting || removing
  const ticked = isTermsTicked(snapshot)
  const error = termsErrorText(snapshot)
  const send = actor.send
  // 'Voltar' on the confirmation gives the focus back to 'Recusar'.
  const returnFocus = useReturnFocus()

  return (
    <>
      <AlertDialog open={open}>
        <AlertDialogContent
          data-slot="terms-modal"
          aria-busy={busy || undefined}
          className={cn(className)}
          {...props}
        >
          <AlertDialogHeader>
            <AlertDialogTitle data-slot="terms-modal-title">{t.title}</AlertDialogTitle>
            <AlertDialogDescription data-slot="terms-modal-message" className="text-base text-foreground">
              {t.message}
            </AlertDialogDescription>
          </AlertDialogHeader>
          {termsHref ? (
            <p data-slot="terms-modal-read">
              {renderLink({
                href: termsHref,
                className: linkVariants(),
                children: t.read,
                'data-slot': 'terms-modal-link',
              })}
            </p>
          ) : null}
          {error ? (
            <Alert data-slot="terms-modal-error" variant="error">
              {error}
            </Alert>
          ) : null}
          <Checkbox
            data-slot="terms-modal-checkbox"
            label={t.acceptLabel}
            checked={ticked}
            disabled={busy}
            onCheckedChange={(checked) => send({ type: 'terms.toggle', checked: checked === true })}
          />
          <AlertDialogFooter>
            <Button
              data-slot="terms-modal-decline"
              variant="outline"
              disabled={busy}
              onClick={() => send({ type: 'terms.decline' })}
            >
              {t.decline}
            </Button>
            <Button
              data-slot="terms-modal-accept"
              disabled={!canAcceptTerms(snapshot)}
              loading={accepting}
              onClick={() => send({ type: 'terms.accept' })}
            >
              {t.accept}
            </Button>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
      <ConfirmDialog
        data-slot="terms-decline-confirm"
        open={isTermsDeclineConfirmOpen(snapshot) || removing}
        title={t.declineTitle}
        message={t.declineWarning}
        confirmLabel={t.declineConfirm}
        cancelLabel={t.declineCancel}
        confirmVariant="destructive"
        busy={removing}
        onConfirm={() => send({ type: 'terms.declineConfirmed' })}
        onCancel={() => send({ type: 'terms.declineCancelled' })}
        {...returnFocus}
      />
    </>
  )
}

export { TermsModal }
export type { SessionActor, TermsModalProps }
