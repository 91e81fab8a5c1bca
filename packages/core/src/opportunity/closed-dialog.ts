// A closed opening on the subscription pages: one dialog, 'Uoops' / 'Inscrições Encerradas', whose 'Ok' goes to
// /vagas/. The application form and the tests pages (the list, the pending tests, a question) show it; the test
// cover does not (docs/decisions.md, "A closed opening on the tests pages").

/** Where the closed opening's dialog sends the candidate. */
export const CLOSED_OPPORTUNITY_PATH = '/vagas/'

/** The texts the dialog takes from the catalogue (`ptBR.application.closedDialog` and `ptBR.common.ok`). */
export interface ClosedOpportunityMessages {
  closedDialog: { title: string; message: string }
  ok: string
}

/** What the dialog shows and calls. */
export interface ClosedOpportunityView {
  title: string
  message: string
  okLabel: string
  onDismiss: () => void
}

export function closedOpportunityView(
  messages: ClosedOpportunityMessages,
  onDismiss: () => void,
): ClosedOpportunityView {
  return {
    title: messages.closedDialog.title,
    message: messages.closedDialog.message,
    okLabel: messages.ok,
    onDismiss,
  }
}
