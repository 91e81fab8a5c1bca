// A closed opening on the subscription pages: 'Uoops' / 'Inscrições Encerradas', whose 'Ok' (or Esc) goes to
// /vagas/. One dialog for the application form and the tests pages
// (the list, the pending tests, a question); core's closedOpportunityView gives its texts and its callback.
import type { ClosedOpportunityView } from '@carreiras/core'
import type { ComponentProps } from 'react'
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '../../primitives/alert-dialog'

type ClosedOpportunityDialogProps = Omit<
  ComponentProps<typeof AlertDialogContent>,
  'children' | 'title' | 'onEscapeKeyDown'
> & {
  /** The dialog's texts and its 'Ok' (core's closedOpportunityView). */
  closed: ClosedOpportunityView
}

function ClosedOpportunityDialog({ closed, ...props }: ClosedOpportunityDialogProps) {
  return (
    <AlertDialog open>
      <AlertDialogContent
        data-slot="closed-opportunity-dialog"
        size="sm"
        onEscapeKeyDown={closed.onDismiss}
        {...props}
      >
        <AlertDialogHeader>
          <AlertDialogTitle>{closed.title}</AlertDialogTitle>
          <AlertDialogDescription>{closed.message}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          {/* Radix's Cancel: the dialog's only answer takes the focus when it opens. */}
          <AlertDialogCancel
            data-slot="closed-opportunity-dialog-ok"
            variant="primary"
            onClick={closed.onDismiss}
          >
            {closed.okLabel}
          </AlertDialogCancel>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  )
}

export { ClosedOpportunityDialog }
export type { ClosedOpportunityDialogProps }
