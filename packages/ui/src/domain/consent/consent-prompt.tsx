// 'Sua privacidade' (docs/consent-and-survey.md): the prompt after signing in while a purpose is undecided.
// Not a dialog and not an overlay: a region in the page's flow (the site puts it after the page's content)
// that traps and covers nothing — the page stays usable, Tab reaches it in order.
// One unticked choice per undecided purpose, 'Salvar escolhas' (saves every purpose shown: unticked = refused),
// 'Decidir depois' (closes it for this page load) and a link to the privacy notice. Saving is announced;
// a failure is an alert that keeps the ticks.
import { ptBR, type ConsentMessages, type ConsentPurposeView } from '@carreiras/core'
import { useId, type FormEvent } from 'react'
import { cn } from '../../lib/cn'
import { defaultRenderLink, type RenderLink } from '../../lib/render-link'
import { Alert } from '../../primitives/alert'
import { Button } from '../../primitives/button'
import { ConsentChoicesList, useConsentDraft } from './consent-choices'
import type { ConsentChoices } from '@carreiras/core'

type ConsentPromptProps = {
  /** The purposes asked (the undecided ones when the prompt opened). */
  purposes: readonly ConsentPurposeView[]
  saving?: boolean
  /** The choices were recorded: the prompt says so and offers only 'Fechar'. */
  saved?: boolean
  error?: string | null
  onSave(choices: ConsentChoices): void
  onClose(): void
  /** The privacy notice (/termos-de-uso). */
  privacyHref: string
  renderLink?: RenderLink
  messages?: ConsentMessages
  className?: string
}

function ConsentPrompt({
  purposes,
  saving = false,
  saved = false,
  error = null,
  onSave,
  onClose,
  privacyHref,
  renderLink = defaultRenderLink,
  messages = ptBR.consent,
  className,
}: ConsentPromptProps) {
  const headingId = useId()
  const { draft, set, choices } = useConsentDraft(purposes)
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!saving) onSave(choices())
  }
  return (
    <section
      data-slot="consent-prompt"
      aria-labelledby={headingId}
      className={cn(
        'bg-card text-card-foreground rounded-lg border border-border p-4 shadow-sm sm:p-6',
        className,
      )}
    >
      <h2 id={headingId} className="font-heading text-lg font-semibold">
        {messages.promptTitle}
      </h2>
      {saved ? (
        <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
          <p role="status" className="text-sm">
            {messages.saved}
          </p>
          <Button type="button" variant="outline" onClick={onClose}>
            {messages.close}
          </Button>
        </div>
      ) : (
        <form
          noValidate
          onSubmit={submit}
          aria-busy={saving || undefined}
          className="mt-2 flex flex-col gap-4"
        >
          <p className="text-muted-foreground text-sm">{messages.promptIntro}</p>
          <ConsentChoicesList purposes={purposes} value={draft} onChange={set} disabled={saving} />
          {error ? <Alert variant="error">{error}</Alert> : null}
          <div className="flex flex-wrap items-center justify-between gap-3">
            {renderLink({
              href: privacyHref,
              className: 'focus-ring text-primary text-sm underline underline-offset-4',
              children: messages.privacyNotice,
            })}
            <div className="flex flex-wrap gap-2">
              <Button type="button" variant="ghost" onClick={onClose} disabled={saving}>
                {messages.later}
              </Button>
              <Button type="submit" loading={saving}>
                {saving ? messages.saving : messages.save}
              </Button>
            </div>
          </div>
        </form>
      )}
      {/* The success is announced by the status above; a live region for the saving state. */}
      <span className="sr-only" aria-live="polite">
        {saving ? messages.saving : ''}
      </span>
    </section>
  )
}

export { ConsentPrompt }
export type { ConsentPromptProps }
