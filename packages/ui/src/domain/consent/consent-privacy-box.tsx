// 'Privacidade', the consent box of /meu-perfil (docs/consent-and-survey.md): each optional purpose with its
// state ('Permitido', 'Não permitido', 'Ainda não escolhido') and when and where it was recorded; the ticks
// change it and 'Salvar escolhas' records every purpose (origin 'profile'). A spinner while the choices are
// read, an alert with 'Tentar novamente' when they cannot be; a failed save is an alert that keeps the ticks,
// a recorded one is announced.
import {
  ptBR,
  type ConsentChoices,
  type ConsentMessages,
  type ConsentPurposeView,
  type ConsentStatus,
} from '@carreiras/core'
import { useId, type ComponentProps, type FormEvent, type ReactNode } from 'react'
import { cn } from '../../lib/cn'
import { Alert } from '../../primitives/alert'
import { Button } from '../../primitives/button'
import { ConsentChoicesList, useConsentDraft } from './consent-choices'
import { Spinner } from '../../primitives/spinner'

type PrivacyBoxProps = Omit<ComponentProps<'section'>, 'title' | 'children' | 'onSubmit'> & {
  status: ConsentStatus
  purposes: readonly ConsentPurposeView[]
  saving?: boolean
  saved?: boolean
  error?: string | null
  onSave(choices: ConsentChoices): void
  onRetry(): void
  headingLevel?: 2 | 3
  messages?: ConsentMessages
  /** 'Tentar novamente'. */
  retryLabel?: string
  /** More of the box after the choices ('Baixar meus dados', data-export-panel.tsx). */
  children?: ReactNode
}

function PrivacyBox({
  status,
  purposes,
  saving = false,
  saved = false,
  error = null,
  onSave,
  onRetry,
  headingLevel = 2,
  messages = ptBR.consent,
  retryLabel = ptBR.ui.domain.list.retry,
  children,
  className,
  ...props
}: PrivacyBoxProps) {
  const headingId = useId()
  const Heading = `h${headingLevel}` as const
  const { draft, set, choices } = useConsentDraft(purposes)
  const loading = status === 'loading' || status === 'signedOut'
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!saving) onSave(choices())
  }
  let body
  if (loading) {
    body = (
      <div className="flex justify-center py-6">
        <Spinner label={messages.loading} />
      </div>
    )
  } else if (status === 'failed') {
    body = (
      <div className="flex flex-col items-start gap-3">
        <Alert variant="error">{error ?? messages.loadFailed}</Alert>
        <Button type="button" variant="outline" onClick={onRetry}>
          {retryLabel}
        </Button>
      </div>
    )
  } else {
    body = (
      <form noValidate onSubmit={submit} aria-busy={saving || undefined} className="flex flex-col gap-4">
        <p className="text-muted-foreground text-sm">{messages.boxIntro}</p>
        <ConsentChoicesList purposes={purposes} value={draft} onChange={set} disabled={saving} showState />
        {error ? <Alert variant="error">{error}</Alert> : null}
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" loading={saving}>
            {saving ? messages.saving : messages.save}
          </Button>
          <p role="status" data-slot="consent-privacy-status" className="text-sm">
            {saved && !saving ? messages.saved : ''}
          </p>
        </div>
      </form>
    )
  }
  return (
    <section
      data-slot="privacy-box"
      aria-labelledby={headingId}
      aria-busy={loading || undefined}
      className={cn(
        'flex flex-col gap-4 rounded-lg border border-border bg-card p-4 text-card-foreground sm:p-6',
        className,
      )}
      {...props}
    >
      <Heading id={headingId} className="font-heading text-xl font-semibold break-words">
        {messages.boxTitle}
      </Heading>
      {body}
      {children}
    </section>
  )
}

export { PrivacyBox }
export type { PrivacyBoxProps }
